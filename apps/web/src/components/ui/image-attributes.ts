/*
 * The browser's half of the compact picture sources (image-sources.ts has the server's): what Img and
 * the gallery's enlarged view need to write a picture's attributes back, and nothing more.
 */

/**
 * A picture's optimised sources in a compact form: the file, the quality and the widths of its srcset.
 * next/image's getImageProps writes each source out in full (`/_next/image?url=...&w=640&q=75 640w`,
 * five to nine a picture), and a client component's props travel in the page's RSC payload besides its
 * HTML: on a compound page the pictures' sources were a quarter of the page. Picture sends this form
 * and Img writes the same attributes back (`expandSources`), so the HTML is what getImageProps gives.
 */
export interface ImageSources {
  /** The picture's own address (`/media/...`), as given to the image route's `url`. */
  url: string;
  /** The image route's `q`. */
  q: number;
  /** The srcset's widths, smallest first; the last one is also `src`. */
  w: number[];
  /** Density descriptors (`1x`, `2x`: a picture of a fixed width) instead of width descriptors. */
  x?: true;
}

/** The image route (next.config.ts `images`, default path): the spec's url, w and q parameters. */
const IMAGE_ROUTE = '/_next/image';

/** next/image's default loader. */
function routeUrl(url: string, w: number, q: number): string {
  return `${IMAGE_ROUTE}?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;
}

/** The `src` and `srcSet` attributes of a compact source list, exactly as getImageProps writes them. */
export function expandSources({ url, q, w, x }: ImageSources): { src: string; srcSet: string } {
  const srcSet = w.map((width, i) => `${routeUrl(url, width, q)} ${x ? `${i + 1}x` : `${width}w`}`).join(', ');
  return { src: routeUrl(url, w[w.length - 1] ?? 0, q), srcSet };
}

/** A picture's `src` and `srcSet` as they go to the browser: compact where the default loader wrote them. */
export type SentSources = ImageSources | { src: string; srcSet?: string | undefined };

/** The `src` and `srcSet` attributes again, from what sendSources sent. */
export function receiveSources(sent: SentSources): { src: string; srcSet?: string | undefined } {
  return 'url' in sent ? expandSources(sent) : sent;
}

/**
 * The classes (app/globals.css) that stand for next/image's two styles (image-sources.ts FILL_STYLE
 * and PLAIN_STYLE) in the HTML: the same declarations
 * once in the stylesheet instead of in every <img> (about 100 bytes a picture, 27 pictures on a
 * compound page).
 */
export const STYLE_CLASSES = { fill: 'img-fill', plain: 'img-plain' } as const;

/** The class attribute with the class of the style compactStyle stood for. */
export function expandStyle(fill: boolean | undefined, className: string | undefined): string | undefined {
  if (fill === undefined) return className;
  const own = fill ? STYLE_CLASSES.fill : STYLE_CLASSES.plain;
  return className ? `${own} ${className}` : own;
}
