'use client';

import type { ImgHTMLAttributes } from 'react';
import { type SentSources, expandStyle, receiveSources } from './image-attributes';

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** next/image's `src` and `srcSet` as Picture sent them (image-sources.ts): written back here (image-attributes.ts). */
  sources: SentSources;
  /** getImageProps' style for a picture that fills its box (without `style`), else its plain one: as a class. */
  fill?: boolean;
};

/**
 * An <img> rendered by the browser's React, as next/image's is: a picture in a page the router only
 * prefetched (for a link) is then not fetched with it. Picture gives it its sources.
 */
export function Img({ sources, fill, className, ...props }: ImgProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- Picture passes next/image's attributes, alt included
  return <img {...props} className={expandStyle(fill, className)} {...receiveSources(sources)} />;
}
