// Deterministic pseudo-random helpers: every picture is keyed on its file name,
// so re-running the generator reproduces the same compositions.
import { mulberry32 } from '../../packages/shared/src/prng.mjs';

/** 32-bit FNV-1a hash of a string. */
export function hashString(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small random toolkit seeded from a string key. */
export function makeRng(key) {
  const next = mulberry32(hashString(String(key)));
  const rng = {
    key: String(key),
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
    /** An independent stream derived from this one's key. */
    fork: (sub) => makeRng(`${key}/${sub}`),
    shuffle: (arr) => {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
  return rng;
}
