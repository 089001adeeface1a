import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { DECODE_PIXEL_BUDGET, PixelBudget, PixelBudgetFull } from '@app/shared';

/**
 * The site's image route (/_next/image) decodes pictures with sharp inside Next.js, once per request that
 * misses its cache, with no bound across requests: each decode may hold up to imgOptMaxInputPixels
 * (next.config.ts, MAX_INPUT_PIXELS) of pixels, and a burst of misses held that many times over. Next.js
 * offers no hook there, so this file (the only one) wraps sharp's `toBuffer`, on the sharp Next.js itself
 * loads: each output waits until the picture's pixels (from its header) fit in one budget for the whole
 * process (PixelBudget, as the API's uploads). With too many already waiting, the output is refused and
 * Next.js serves the picture as it is (its own fallback when sharp fails), so no answer fails for it.
 *
 * Written for SHARP_VERSION: `installImagePixelBudget` refuses any other, and image-pixel-budget.test.ts
 * checks that Next.js's own transform goes through the budget.
 */
export const SHARP_VERSION = '0.35.5';

type ToBuffer = (this: Sharp, ...args: unknown[]) => Promise<unknown>;
type SharpModule = { prototype: { toBuffer: ToBuffer; [BUDGET]?: PixelBudget } };

const BUDGET = Symbol.for('redsea.imagePixelBudget');

/** `require` as Next.js's image route has it: sharp's CommonJS build, the one module instance it uses. */
function requireAsNext(): NodeJS.Require {
  // A plain Node.js require, out of the bundler's reach (it would bundle sharp, or load its ES build).
  const { createRequire } = process.getBuiltinModule('node:module');
  const fromSite = createRequire(join(process.cwd(), 'package.json'));
  return createRequire(fromSite.resolve('next/dist/server/image-optimizer/transform.js'));
}

/** The sharp Next.js's image route loads, and its version. */
export function nextSharp(): { sharp: SharpModule; version: string; path: string } {
  const require = requireAsNext();
  const path = require.resolve('sharp');
  const manifest = JSON.parse(readFileSync(join(dirname(path), '..', 'package.json'), 'utf8')) as { version: string };
  return { sharp: require('sharp') as SharpModule, version: manifest.version, path };
}

/**
 * Puts every sharp output of this process (Next.js's image route: the site itself uses sharp nowhere else)
 * under `budget`; once per process, later calls answer the budget in place. `onFull` hears of each
 * picture refused because the budget had too many waiting.
 */
export function installImagePixelBudget({
  budget = new PixelBudget(DECODE_PIXEL_BUDGET, 64),
  onFull = () => {},
}: { budget?: PixelBudget; onFull?: (error: PixelBudgetFull) => void } = {}): PixelBudget {
  const { sharp, version } = nextSharp();
  if (version !== SHARP_VERSION) {
    throw new Error(
      `below-next/image-pixel-budget.ts wraps sharp ${SHARP_VERSION}'s toBuffer, but Next.js's image route loads sharp ${version}: ` +
        'check that toBuffer and metadata still work as there, then update SHARP_VERSION',
    );
  }
  const proto = sharp.prototype;
  if (proto[BUDGET]) return proto[BUDGET];
  proto[BUDGET] = budget;
  const toBuffer = proto.toBuffer;
  proto.toBuffer = function (this: Sharp, ...args: unknown[]) {
    // The callback form is left as it is (Next.js awaits the promise).
    if (args.some((arg) => typeof arg === 'function')) return toBuffer.apply(this, args);
    // The header only: no pixel is decoded to count them. An unreadable one fails in toBuffer as before.
    return this.metadata()
      .then(
        ({ width = 0, height = 0 }) => width * height,
        () => 0,
      )
      .then((pixels) =>
        budget
          .run(pixels, () => toBuffer.apply(this, args))
          .catch((error: unknown) => {
            if (error instanceof PixelBudgetFull) onFull(error);
            throw error;
          }),
      );
  };
  return budget;
}
