import { describe, expect, it } from 'vitest';
import { FALLBACK_RATES, mergeRates } from './rates';
import { convertUsd, formatMoney } from './price';

describe('mergeRates', () => {
  it('takes EUR, SAR and KWD from an answer and ignores other currencies', () => {
    expect(mergeRates(FALLBACK_RATES, { rates: { USD: 1, EUR: 0.91, SAR: 3.75, KWD: 0.307, GBP: 0.79 } })).toEqual({
      USD: 1,
      EUR: 0.91,
      SAR: 3.75,
      KWD: 0.307,
    });
  });
  it('keeps the previous values when the answer has no rates', () => {
    for (const answer of [{}, null, 'oops', { rates: null }, { result: 'error' }]) {
      expect(mergeRates(FALLBACK_RATES, answer)).toBeNull();
    }
  });
  it('never takes a zero, negative or non-numeric rate', () => {
    expect(mergeRates({ ...FALLBACK_RATES, EUR: 0.9 }, { rates: { EUR: 0, SAR: -1, KWD: '0.3' } })).toEqual({
      ...FALLBACK_RATES,
      EUR: 0.9,
    });
  });
});

describe('convertUsd', () => {
  it('converts and formats whole amounts with comma thousands', () => {
    const rates = FALLBACK_RATES;
    expect(formatMoney(convertUsd(1_250_000, 'EUR', rates)!, 'EUR')).toBe('€1,162,500');
    expect(formatMoney(convertUsd(1_250_000, 'SAR', rates)!, 'SAR')).toBe('SAR 4,687,500');
    expect(formatMoney(convertUsd(1_250_000, 'KWD', rates)!, 'KWD')).toBe('KWD 387,500');
    expect(formatMoney(convertUsd(1_200_000, 'USD', rates)!, 'USD')).toBe('$1,200,000');
  });
  it('gives null (shown as N/A) for a missing price or a zero rate', () => {
    const rates = { USD: 1, EUR: 0, SAR: 3.75, KWD: 0.31 };
    expect(convertUsd(100, 'EUR', rates)).toBeNull();
    expect(convertUsd(null, 'USD', rates)).toBeNull();
    expect(convertUsd(Number.NaN, 'SAR', rates)).toBeNull();
    expect(convertUsd(0, 'SAR', rates)).toBeNull();
    expect(convertUsd(-5, 'SAR', rates)).toBeNull();
  });
});
