/** Small deterministic helpers for the seed generator (no Math.random), on the shared generator. */
import type { Rng } from '@app/shared';

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
