import { describe, expect, it } from 'vitest';
import { formatMoney, parsePriceAmount, sqmToSqft } from './price';

describe('parsePriceAmount', () => {
  it.each([
    ['$1,250,000', 1_250_000],
    ['1.2M', 1_200_000],
    ['$1.2M', 1_200_000],
    ['USD 185,000', 185_000],
    ['185,000 USD', 185_000],
    ['EGP 3,000,000', 3_000_000],
    ['450K', 450_000],
    ['2.5 m', 2_500_000],
    [185000, 185_000],
  ])('%s reads as %d', (text, expected) => {
    expect(parsePriceAmount(text)).toBe(expected);
  });

  it.each(['', 'Price on request', 'N/A', '$0', null, undefined, Number.NaN, -5, 'M'])('%s has no price', (value) => {
    expect(parsePriceAmount(value as string | number | null | undefined)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('rounds to whole numbers with comma thousands', () => {
    expect(formatMoney(1_250_000, 'USD')).toBe('$1,250,000');
    expect(formatMoney(1162.5, 'EUR')).toBe('€1,163');
    expect(formatMoney(4_687_500, 'SAR')).toBe('SAR 4,687,500');
    expect(formatMoney(387_500.4, 'KWD')).toBe('KWD 387,500');
  });
});

describe('sqmToSqft', () => {
  it('converts square metres to whole square feet', () => {
    expect(sqmToSqft(100)).toBe(1076);
    expect(sqmToSqft(55.5)).toBe(597);
  });
});
