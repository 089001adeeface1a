'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * An <img> rendered by the browser's React, as next/image's is: a picture in a page the router only
 * prefetched (for a link) is then not fetched with it. Picture gives it its sources.
 */
export function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- Picture passes next/image's attributes, alt included
  return <img {...props} />;
}
