import { describe, expect, it } from 'vitest';
import { insideRing } from './point-in-ring';

describe('insideRing', () => {
  const square = [
    [33, 27],
    [34, 27],
    [34, 28],
    [33, 28],
  ] as const;
  it('finds a point inside and one outside', () => {
    expect(insideRing([33.5, 27.5], square)).toBe(true);
    expect(insideRing([34.5, 27.5], square)).toBe(false);
  });
  it('reads a concave ring', () => {
    const notch = [
      [33, 27],
      [34, 27],
      [34, 28],
      [33.5, 27.5],
      [33, 28],
    ] as const;
    expect(insideRing([33.5, 27.9], notch)).toBe(false);
    expect(insideRing([33.5, 27.2], notch)).toBe(true);
  });
});
