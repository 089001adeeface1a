/**
 * One budget of pixels being decoded at once, for a whole process: the API's photo uploads
 * (apps/api/src/modules/media) and the site's image route (apps/web/src/below-next/image-pixel-budget.ts) each
 * keep one. A decoded image holds its pixels in memory (a 12-megapixel photo is 36 MB of RGB, a
 * 100-megapixel one 300 MB), so memory follows the pixels being decoded, not how many images or cores:
 * decodes start while their pixels fit, the others wait in order (a large one is not passed over for
 * ever by small ones), and past `maxWaiting` waiting ones a decode is refused at once (PixelBudgetFull).
 * docs/decisions/0043.
 */

/** What one image may have (sharp's limitInputPixels, per image): 100 megapixels. */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Pixels decoded at once in one process: two 12-megapixel photos (what a phone takes), as the uploads
 * measured best on two cores (decision 0024: more at once only added memory and time), now whatever the
 * cores. A larger picture, up to MAX_INPUT_PIXELS, is decoded alone.
 */
export const DECODE_PIXEL_BUDGET = 24_000_000;

/** A decode refused because the budget is in use and `maxWaiting` decodes already wait for it. */
export class PixelBudgetFull extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} images already wait to be decoded`);
    this.name = 'PixelBudgetFull';
  }
}

export class PixelBudget {
  private used = 0;
  private readonly queue: { pixels: number; start: () => void }[] = [];

  constructor(
    /** Pixels decoded at once, at most; an image with more is decoded alone. */
    readonly capacity: number = DECODE_PIXEL_BUDGET,
    /** Decodes that may wait for the budget; the next one is refused. */
    readonly maxWaiting = 32,
  ) {}

  /** Pixels being decoded now. */
  get inUse(): number {
    return this.used;
  }

  /** Decodes waiting for their pixels. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Runs `decode` once `pixels` fit in the budget, and gives them back when it settles; rejects with
   * PixelBudgetFull without running it when `maxWaiting` decodes already wait.
   */
  async run<T>(pixels: number, decode: () => Promise<T>): Promise<T> {
    const need = Math.min(Math.max(1, Math.ceil(Number.isFinite(pixels) ? pixels : this.capacity)), this.capacity);
    await this.take(need);
    try {
      return await decode();
    } finally {
      this.giveBack(need);
    }
  }

  private take(pixels: number): Promise<void> {
    if (this.queue.length === 0 && this.used + pixels <= this.capacity) {
      this.used += pixels;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxWaiting) return Promise.reject(new PixelBudgetFull(this.queue.length));
    return new Promise((resolve) =>
      this.queue.push({
        pixels,
        start: () => {
          this.used += pixels;
          resolve();
        },
      }),
    );
  }

  private giveBack(pixels: number): void {
    this.used -= pixels;
    while (this.queue.length > 0 && this.used + this.queue[0]!.pixels <= this.capacity) this.queue.shift()!.start();
  }
}
