import { describe, expect, it } from 'vitest';
import { formatMoney, sqmToSqft } from './price';

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
