import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRICE_BANDS, PRICE_BAND_KEYS } from '@app/shared';
import { bandBounds, bandFilter, integerLiteral } from './filters.js';

const dialect = new PgDialect();

describe('values written into the search statement', () => {
  it('writes a whole number as its digits and refuses anything else', () => {
    expect(dialect.sqlToQuery(integerLiteral(200_000))).toEqual({ sql: '200000', params: [] });
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => integerLiteral(bad)).toThrow(RangeError);
    }
  });

  it("takes every band's bounds and position from PRICE_BANDS, the last one without an upper bound", () => {
    PRICE_BAND_KEYS.forEach((band, index) => {
      const [min, max] = PRICE_BANDS[band];
      expect(bandBounds(band)).toEqual({
        position: index + 1,
        min,
        max: Number.isFinite(max) ? max : null,
      });
    });
    expect(bandBounds('over-600k').max).toBeNull();
  });

  it('writes the bounds into the conditions, with no parameter', () => {
    const [atLeast, below] = bandFilter('200k-400k').map((condition) => dialect.sqlToQuery(condition));
    expect(atLeast).toEqual({ sql: '"units"."price_usd" >= 200000', params: [] });
    expect(below).toEqual({ sql: '"units"."price_usd" < 400000', params: [] });
    expect(bandFilter('over-600k')).toHaveLength(1);
  });
});
