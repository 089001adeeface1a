import type { CSSProperties } from 'react';
import { type ImageSources, type SentSources, expandSources } from './image-attributes';

// The server's half of the compact picture sources (Picture, Gallery): the browser's half, which Img
// and the gallery's view load, is image-attributes.ts.
export {
  type ImageSources,
  type SentSources,
  STYLE_CLASSES,
  expandSources,
  expandStyle,
  receiveSources,
} from './image-attributes';

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

/** getImageProps' `src` and `srcSet` for the picture at `url`, as they go to the browser. */
export function sendSources(url: unknown, props: { src: string; srcSet?: string | undefined }): SentSources {
  return compactSources(url, props) ?? { src: props.src, srcSet: props.srcSet };
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

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties) => !!a && JSON.stringify(a) === JSON.stringify(b);

/** `fill` when getImageProps' style is one of its two defaults (Img writes its class), else the style. */
export function compactStyle(
  style: CSSProperties | undefined,
): { fill: boolean } | { style: CSSProperties | undefined } {
  if (sameStyle(style, FILL_STYLE)) return { fill: true };
  if (sameStyle(style, PLAIN_STYLE)) return { fill: false };
  return { style };
}
