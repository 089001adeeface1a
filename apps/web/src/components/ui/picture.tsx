import { type ImageProps, getImageProps } from 'next/image';
import { compactStyle, sendSources } from './image-sources';
import { Img } from './img';

type PictureProps = Omit<ImageProps, 'priority' | 'loading' | 'fetchPriority' | 'onLoad' | 'onError'> & {
  /** The page's largest picture (its LCP element): loaded at once, with high priority. */
  preload?: boolean;
};

/**
 * A picture of the site's own, as next/image would render it (the same optimised sources, sizes and lazy
 * loading, from getImageProps, worked out on the server for a server page) through a bare client <img>
 * (Img): the browser loads no image component code.
 *
 * Neither an <img> rendered by the server nor ReactDOM.preload: with either, the browser fetched the
 * pictures of every page the router prefetched for a link (seen in the compound page's journeys). The
 * hero's `<img fetchpriority="high">` sits near the top of the HTML, where the browser's preload
 * scanner finds it as early as a hint would. The sources and style go to Img in a compact form
 * (image-sources.ts): the page's payload carries each picture once, not each of its sources.
 */
export function Picture({ preload = false, ...image }: PictureProps) {
  const { props } = getImageProps({
    ...image,
    ...(preload ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  const { src, srcSet, style, ...rest } = props;
  return <Img {...rest} {...compactStyle(style)} sources={sendSources(image.src, { src, srcSet })} />;
}
