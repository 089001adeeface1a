import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Sharp } from 'sharp';

// The sharp that Next.js's image route (/_next/image) loads, as the pixel budget reaches it
// (../image-pixel-budget.ts, docs/decisions/0048): Next offers no hook there, so its `toBuffer` is
// replaced on the prototype of that very module instance. The only file that names Next's image
// modules or sharp's prototype. Written against sharp SHARP_VERSION as Next.js NEXT_VERSION_RELIED_ON
// (pinned exactly in apps/web/package.json) loads it; `nextSharp()` users refuse any other sharp at
// start, and next-image-sharp.test.ts fails, naming the installed versions, when either changes.

/** The sharp version whose `toBuffer` and `metadata` were checked. */
export const SHARP_VERSION = '0.35.5';

/** The Next.js version whose image route was checked. */
export const NEXT_VERSION_RELIED_ON = '16.4.5';

/** Next's image transform (`optimizeImage`), which requires sharp: the sharp it finds is the one it uses. */
export const NEXT_IMAGE_TRANSFORM = 'next/dist/server/image-optimizer/transform.js';

type ToBuffer = (this: Sharp, ...args: unknown[]) => Promise<unknown>;
export type SharpModule = { prototype: { toBuffer: ToBuffer } & Record<symbol, unknown> };
export type OptimizeImage = (options: {
  buffer: Buffer;
  contentType: string;
  quality: number;
  width: number;
}) => Promise<Buffer>;

/** `require` as Next.js's image route has it: sharp's CommonJS build, the one module instance it uses. */
function requireAsNext(): NodeJS.Require {
  // A plain Node.js require, out of the bundler's reach (it would bundle sharp, or load its ES build).
  const { createRequire } = process.getBuiltinModule('node:module');
  const fromSite = createRequire(join(process.cwd(), 'package.json'));
  return createRequire(fromSite.resolve(NEXT_IMAGE_TRANSFORM));
}

/** The sharp Next.js's image route loads, and its version. */
export function nextSharp(): { sharp: SharpModule; version: string; path: string } {
  const require = requireAsNext();
  const path = require.resolve('sharp');
  const manifest = JSON.parse(readFileSync(join(dirname(path), '..', 'package.json'), 'utf8')) as { version: string };
  return { sharp: require('sharp') as SharpModule, version: manifest.version, path };
}

/** Next.js's own transform, as its image route calls it (tests). */
export function nextOptimizeImage(): OptimizeImage {
  const { createRequire } = process.getBuiltinModule('node:module');
  const fromSite = createRequire(join(process.cwd(), 'package.json'));
  return (fromSite(NEXT_IMAGE_TRANSFORM) as { optimizeImage: OptimizeImage }).optimizeImage;
}

/**
 * Replaces `toBuffer` on the prototype of Next's sharp with `wrap(original)`, once per `marker`: `state`
 * is kept under the marker, and a later call answers the state kept by the first. The callback form of
 * toBuffer is left to the original (Next.js awaits the promise).
 */
export function wrapNextSharpToBuffer<S>(
  marker: symbol,
  state: S,
  wrap: (
    toBuffer: (image: Sharp, args: unknown[]) => Promise<unknown>,
  ) => (image: Sharp, args: unknown[]) => Promise<unknown>,
): S {
  const { sharp, version } = nextSharp();
  if (version !== SHARP_VERSION) {
    throw new Error(
      `below-next/internals/next-image-sharp.ts wraps sharp ${SHARP_VERSION}'s toBuffer, but Next.js's image route loads sharp ${version}: ` +
        'check that toBuffer and metadata still work as there (next-image-sharp.test.ts), then update SHARP_VERSION',
    );
  }
  const proto = sharp.prototype;
  if (proto[marker] !== undefined) return proto[marker] as S;
  proto[marker] = state;
  const toBuffer = proto.toBuffer;
  const wrapped = wrap((image, args) => toBuffer.apply(image, args));
  proto.toBuffer = function (this: Sharp, ...args: unknown[]) {
    if (args.some((arg) => typeof arg === 'function')) return toBuffer.apply(this, args);
    return wrapped(this, args);
  };
  return state;
}
