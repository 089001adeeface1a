import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './constants';
import { FALLBACK_RATES, ratesSchema } from './rates';
import { parseRatesAnswer } from './rates-answer';

/** Valid answers, now and then with keys of no meaning. */
const validRates = fc.record(
  {
    base: fc.constant('USD'),
    rates: fc.record(
      Object.fromEntries(CURRENCIES.map((c) => [c, fc.double({ noNaN: true, noDefaultInfinity: true })])),
    ),
    source: fc.constantFrom('live', 'fallback'),
    updatedAt: fc.oneof(fc.constant(null), fc.string()),
    extra: fc.anything(),
  },
  { requiredKeys: ['base', 'rates', 'source', 'updatedAt'] },
);

/** Answers near a valid one: each field valid, missing, or of another kind, plus keys of no meaning. */
const nearlyRates = fc.record(
  {
    base: fc.constantFrom('USD', 'EUR', 1, null),
    rates: fc.oneof(
      fc.record(
        Object.fromEntries(
          CURRENCIES.map((c) => [
            c,
            fc.oneof(fc.double(), fc.integer(), fc.constantFrom('3.75', null, Infinity, Number.NaN)),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.constantFrom(null, [], 'rates'),
    ),
    source: fc.constantFrom('live', 'fallback', 'stale', '', 0),
    updatedAt: fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.date().map((d) => d),
    ),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('parseRatesAnswer (the browser reads the rates answer without zod)', () => {
  it('accepts exactly what ratesSchema accepts, and reads it to the same value', () => {
    const outcomes = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(fc.oneof(validRates, nearlyRates, fc.anything()), (body) => {
        const expected = ratesSchema.safeParse(body);
        outcomes[expected.success ? 'accepted' : 'rejected']++;
        if (expected.success) expect(parseRatesAnswer(body)).toEqual(expected.data);
        else expect(() => parseRatesAnswer(body)).toThrow(TypeError);
      }),
      { numRuns: 2000 },
    );
    // Both ways were tried, many times each.
    expect(outcomes.accepted).toBeGreaterThan(300);
    expect(outcomes.rejected).toBeGreaterThan(300);
  });

  it('keeps the four rates and drops what the answer adds', () => {
    const answer = {
      base: 'USD',
      rates: { ...FALLBACK_RATES, GBP: 0.79 },
      source: 'live',
      updatedAt: '2026-11-25T06:00:00.000Z',
      note: 'extra',
    };
    expect(parseRatesAnswer(answer)).toEqual({
      base: 'USD',
      rates: FALLBACK_RATES,
      source: 'live',
      updatedAt: '2026-11-25T06:00:00.000Z',
    });
  });

  it('rejects a rate that is not a finite number', () => {
    for (const EUR of ['0.93', null, Infinity, Number.NaN]) {
      expect(() =>
        parseRatesAnswer({ base: 'USD', rates: { ...FALLBACK_RATES, EUR }, source: 'live', updatedAt: null }),
      ).toThrow(/EUR/);
    }
  });
});
