import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PixelBudget, PixelBudgetFull } from './pixel-budget';

/** A decode that ends when the test says so, and records how many pixels were being decoded meanwhile. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('one pixel budget for the whole process', () => {
  it('starts decodes while their pixels fit, and the others in order as pixels come back', async () => {
    const budget = new PixelBudget(100, 10);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate(), d: gate() };
    const decode = (name: keyof typeof gates, pixels: number) =>
      budget.run(pixels, async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      });
    const all = [decode('a', 60), decode('b', 40), decode('c', 70), decode('d', 10)];
    await tick();
    // d would fit beside a and b, but waits behind c: a large photo is not passed over for ever.
    expect(started).toEqual(['a', 'b']);
    expect([budget.inUse, budget.waiting]).toEqual([100, 2]);
    gates.a.open();
    await tick();
    expect(started).toEqual(['a', 'b']);
    gates.b.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(budget.inUse).toBe(80);
    gates.c.open();
    gates.d.open();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd']);
    expect([budget.inUse, budget.waiting]).toEqual([0, 0]);
  });

  it('decodes an image larger than the whole budget alone, and gives its pixels back when it fails', async () => {
    const budget = new PixelBudget(100, 10);
    const big = gate();
    const huge = budget.run(1e9, async () => {
      await big.opened;
      throw new Error('damaged');
    });
    const small = budget.run(1, async () => 'small');
    await tick();
    expect([budget.inUse, budget.waiting]).toEqual([100, 1]);
    big.open();
    await expect(huge).rejects.toThrow('damaged');
    expect(await small).toBe('small');
    expect(budget.inUse).toBe(0);
  });

  it('refuses a decode at once when too many already wait', async () => {
    const budget = new PixelBudget(10, 2);
    const hold = gate();
    const running = budget.run(10, () => hold.opened);
    const waiting = [budget.run(5, async () => 1), budget.run(5, async () => 2)];
    await expect(budget.run(1, async () => 3)).rejects.toBeInstanceOf(PixelBudgetFull);
    hold.open();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });

  it('never has more pixels decoding than its capacity, whatever the images', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 20 }), async (sizes) => {
        const budget = new PixelBudget(100, 100);
        let decoding = 0;
        let peak = 0;
        await Promise.all(
          sizes.map((pixels) =>
            budget.run(pixels, async () => {
              decoding += Math.min(Math.max(pixels, 1), 100);
              peak = Math.max(peak, decoding);
              await tick();
              decoding -= Math.min(Math.max(pixels, 1), 100);
            }),
          ),
        );
        expect(peak).toBeLessThanOrEqual(100);
        expect(budget.inUse).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
