import { beforeAll, describe, expect, it } from 'vitest';
import { PixelBudget, PixelBudgetFull } from '@app/shared';
import { installImagePixelBudget } from './image-pixel-budget';
import { SHARP_VERSION, nextOptimizeImage, nextSharp } from './internals/next-image-sharp';

/** A budget that also records the pixels asked for and the most decodes running at once. */
class RecordingBudget extends PixelBudget {
  asked: number[] = [];
  running = 0;
  peak = 0;
  override run<T>(pixels: number, decode: () => Promise<T>): Promise<T> {
    this.asked.push(pixels);
    return super.run(pixels, async () => {
      this.running += 1;
      this.peak = Math.max(this.peak, this.running);
      try {
        return await decode();
      } finally {
        this.running -= 1;
      }
    });
  }
}

/** Next.js's own image transform, as its image route calls it. */
const optimizeImage = nextOptimizeImage();

const WIDTH = 1200;
const HEIGHT = 800;
// Room for one picture of this size at a time, and two waiting.
const budget = new RecordingBudget(WIDTH * HEIGHT, 2);
const full: PixelBudgetFull[] = [];
let picture: Buffer;

beforeAll(async () => {
  expect(installImagePixelBudget({ budget, onFull: (error) => full.push(error) })).toBe(budget);
  const { sharp } = nextSharp() as unknown as {
    sharp: (options: object) => { png(): { toBuffer(): Promise<Buffer> } };
  };
  picture = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#1d6fa5' } })
    .png()
    .toBuffer();
  budget.asked.length = 0;
  budget.peak = 0;
});

describe('the image route’s pictures decoded within one pixel budget for the process', () => {
  it('wraps the sharp this was written for, the one Next.js’s image route loads', () => {
    expect(
      nextSharp().version,
      'sharp changed: check below-next/internals/next-image-sharp.ts, then SHARP_VERSION',
    ).toBe(SHARP_VERSION);
    expect(installImagePixelBudget()).toBe(budget); // once per process
  });

  it('sends Next.js’s own transforms through the budget, one picture of this size at a time', async () => {
    const outputs = await Promise.all(
      [640, 384, 256].map((width) => optimizeImage({ buffer: picture, contentType: 'image/webp', quality: 75, width })),
    );
    expect(budget.asked).toEqual([WIDTH * HEIGHT, WIDTH * HEIGHT, WIDTH * HEIGHT]);
    expect(budget.peak).toBe(1);
    const { sharp } = nextSharp() as unknown as {
      sharp: (input: Buffer) => { metadata(): Promise<{ width: number; format: string }> };
    };
    expect(await Promise.all(outputs.map(async (o) => (await sharp(o).metadata()).width))).toEqual([640, 384, 256]);
    expect((await sharp(outputs[0]!).metadata()).format).toBe('webp');
    expect([budget.inUse, budget.waiting]).toEqual([0, 0]);
  });

  it('refuses a picture when too many wait (Next.js then serves it as it is), and says so', async () => {
    const answers = await Promise.allSettled(
      [640, 384, 256, 128].map((width) =>
        optimizeImage({ buffer: picture, contentType: 'image/webp', quality: 75, width }),
      ),
    );
    // Which one is refused depends on which header is read last: one of the four, the others served.
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(PixelBudgetFull);
    expect(full).toHaveLength(1);
  });
});
