import type { Sharp } from 'sharp';
import { DECODE_PIXEL_BUDGET, PixelBudget, PixelBudgetFull } from '@app/shared';
import { wrapNextSharpToBuffer } from './internals/next-image-sharp';

/**
 * The site's image route (/_next/image) decodes pictures with sharp inside Next.js, once per request that
 * misses its cache, with no bound across requests: each decode may hold up to imgOptMaxInputPixels
 * (next.config.ts, MAX_INPUT_PIXELS) of pixels, and a burst of misses held that many times over. Next.js
 * offers no hook there, so this file wraps sharp's `toBuffer`, on the sharp Next.js itself loads
 * (./internals/next-image-sharp.ts, the only file that reaches it): each output waits until the
 * picture's pixels (from its header) fit in one budget for the whole process (PixelBudget, as the API's
 * uploads). With too many already waiting, the output is refused and Next.js serves the picture as it
 * is (its own fallback when sharp fails), so no answer fails for it.
 */

const BUDGET = Symbol.for('redsea.imagePixelBudget');

/**
 * Puts every sharp output of this process (Next.js's image route: the site itself uses sharp nowhere else)
 * under `budget`; once per process, later calls answer the budget in place. `onFull` hears of each
 * picture refused because the budget had too many waiting. Throws when Next.js loads another sharp than
 * the one this was checked with.
 */
export function installImagePixelBudget({
  budget = new PixelBudget(DECODE_PIXEL_BUDGET, 64),
  onFull = () => {},
}: { budget?: PixelBudget; onFull?: (error: PixelBudgetFull) => void } = {}): PixelBudget {
  return wrapNextSharpToBuffer(
    BUDGET,
    budget,
    (toBuffer) => (image: Sharp, args) =>
      // The header only: no pixel is decoded to count them. An unreadable one fails in toBuffer as before.
      image
        .metadata()
        .then(
          ({ width = 0, height = 0 }) => width * height,
          () => 0,
        )
        .then((pixels) =>
          budget
            .run(pixels, () => toBuffer(image, args))
            .catch((error: unknown) => {
              if (error instanceof PixelBudgetFull) onFull(error);
              throw error;
            }),
        ),
  );
}
