import { describe, expect, it } from 'vitest';
import { readUnitsQuery, unitsHref } from './units-query';

describe('readUnitsQuery', () => {
  it('reads a known unit type and a page number', () => {
    expect(readUnitsQuery({ type: '2-bedroom', page: '3' })).toEqual({ type: '2-bedroom', page: 3 });
  });

  it('means all types and page 1 when nothing is asked', () => {
    expect(readUnitsQuery({})).toEqual({ type: undefined, page: 1 });
  });

  it('ignores an unknown type and a malformed, zero or negative page', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '', '1e3', '12345678901']) {
      expect(readUnitsQuery({ type: 'castle', page }), page).toEqual({ type: undefined, page: 1 });
    }
  });

  it('bounds a very large page to the last page the API reads', () => {
    expect(readUnitsQuery({ page: '999999999' })).toEqual({ type: undefined, page: 100_000 });
  });

  it('takes the first of repeated parameters', () => {
    expect(readUnitsQuery({ type: ['studio', '3-bedroom'], page: ['2', '5'] })).toEqual({ type: 'studio', page: 2 });
  });
});

describe('unitsHref', () => {
  it('lands on the units section and keeps the type across pages', () => {
    expect(unitsHref('palm-beach-residences', { type: '1-bedroom', page: 2 })).toBe(
      '/compounds/palm-beach-residences?type=1-bedroom&page=2#units-for-sale',
    );
  });

  it('leaves page 1 and all types out of the address', () => {
    expect(unitsHref('palm-beach-residences', { type: undefined, page: 1 })).toBe(
      '/compounds/palm-beach-residences#units-for-sale',
    );
    expect(unitsHref('palm-beach-residences', { type: 'studio', page: 1 })).toBe(
      '/compounds/palm-beach-residences?type=studio#units-for-sale',
    );
  });
});
