// The seeded random generator of the seed data, the generated pictures, the soak workload and the
// tests that send "random" cases: plain JavaScript typed by JSDoc, so that the scripts import it too.

/** A source of pseudo-random numbers in [0, 1). @typedef {() => number} Rng */

/**
 * mulberry32: a tiny, fast 32-bit generator; the same seed always gives the same sequence.
 * @param {number} seed
 * @returns {Rng}
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
