/** Small deterministic helpers for the seed generator (no Math.random). */

/** A source of pseudo-random numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Element at `index`; throws instead of returning undefined. */
export function at<T>(arr: readonly T[], index: number): T {
  const value = arr[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range (length ${arr.length})`);
  return value;
}

/** A uniformly chosen element; throws if the list is empty. */
export function pick<T>(arr: readonly T[], rnd: Rng): T {
  if (arr.length === 0) throw new RangeError('pick from an empty list');
  return at(arr, Math.floor(rnd() * arr.length));
}

/** An element chosen with probability proportional to `weight(item)`; throws if the list is empty. */
export function pickWeighted<T>(arr: readonly T[], weight: (item: T) => number, rnd: Rng): T {
  if (arr.length === 0) throw new RangeError('pickWeighted from an empty list');
  let total = 0;
  for (const item of arr) total += weight(item);
  let r = rnd() * total;
  for (const item of arr) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return at(arr, arr.length - 1);
}

/** An integer in [min, max], both inclusive. */
export function intBetween(min: number, max: number, rnd: Rng): number {
  return min + Math.floor(rnd() * (max - min + 1));
}

/** Fisher–Yates shuffle of a copy of `arr`. */
export function shuffled<T>(arr: readonly T[], rnd: Rng): T[] {
  const out = arr.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const a = at(out, i);
    out[i] = at(out, j);
    out[j] = a;
  }
  return out;
}
