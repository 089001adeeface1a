import type { CSSProperties } from 'react';

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

/**
 * The compact form of getImageProps' `src` and `srcSet` for the picture at `url`, or null when they
 * are not the default loader's (another loader, an unoptimised or remote picture): the caller then
 * passes them as they are.
 */
export function compactSources(url: unknown, props: { src?: string; srcSet?: string | undefined }) {
  if (typeof url !== 'string' || !props.srcSet || !props.src) return null;
  const entries = props.srcSet.split(', ').map((entry) => /^(\S+) (\d+)([wx])$/.exec(entry));
  if (entries.some((match) => !match)) return null;
  const first = new URL(entries[0]![1]!, 'http://x').searchParams;
  const q = Number(first.get('q'));
  const x = entries[0]![3] === 'x';
  const w = entries.map((match) => Number(new URL(match![1]!, 'http://x').searchParams.get('w')));
  const sources: ImageSources = x ? { url, q, w, x } : { url, q, w };
  const again = expandSources(sources);
  return again.src === props.src && again.srcSet === props.srcSet ? sources : null;
}

/** A picture's `src` and `srcSet` as they go to the browser: compact where the default loader wrote them. */
export type SentSources = ImageSources | { src: string; srcSet?: string | undefined };

/** getImageProps' `src` and `srcSet` for the picture at `url`, as they go to the browser. */
export function sendSources(url: unknown, props: { src: string; srcSet?: string | undefined }): SentSources {
  return compactSources(url, props) ?? { src: props.src, srcSet: props.srcSet };
}

/** The `src` and `srcSet` attributes again, from what sendSources sent. */
export function receiveSources(sent: SentSources): { src: string; srcSet?: string | undefined } {
  return 'url' in sent ? expandSources(sent) : sent;
}

/** getImageProps' style for a picture that fills its box (`fill`), and for any other. */
export const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
};
export const PLAIN_STYLE: CSSProperties = { color: 'transparent' };

/**
 * The classes (app/globals.css) that stand for those two styles in the HTML: the same declarations
 * once in the stylesheet instead of in every <img> (about 100 bytes a picture, 27 pictures on a
 * compound page).
 */
export const STYLE_CLASSES = { fill: 'img-fill', plain: 'img-plain' } as const;

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties) => !!a && JSON.stringify(a) === JSON.stringify(b);

/** `fill` when getImageProps' style is one of its two defaults (Img writes its class), else the style. */
export function compactStyle(
  style: CSSProperties | undefined,
): { fill: boolean } | { style: CSSProperties | undefined } {
  if (sameStyle(style, FILL_STYLE)) return { fill: true };
  if (sameStyle(style, PLAIN_STYLE)) return { fill: false };
  return { style };
}

/** The class attribute with the class of the style compactStyle stood for. */
export function expandStyle(fill: boolean | undefined, className: string | undefined): string | undefined {
  if (fill === undefined) return className;
  const own = fill ? STYLE_CLASSES.fill : STYLE_CLASSES.plain;
  return className ? `${own} ${className}` : own;
}
