import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnitIds, parseUnitIds, replaceUnitId, toggleUnitId, UNIT_LIST_LIMITS } from './lists';

describe('parseUnitIds', () => {
  it('reads a JSON array, a comma list and an array alike', () => {
    expect(parseUnitIds('[3,1,2]', 24)).toEqual([3, 1, 2]);
    expect(parseUnitIds('3, 1,2', 24)).toEqual([3, 1, 2]);
    expect(parseUnitIds([3, '1', 2], 24)).toEqual([3, 1, 2]);
  });

  it('drops what is not a positive integer id, and repeats', () => {
    expect(parseUnitIds('[0,-1,1.5,"x",null,7,7,"08"," 9 "]', 24)).toEqual([7, 9]);
    expect(parseUnitIds('1,,abc,2,1', 24)).toEqual([1, 2]);
    expect(parseUnitIds('{"a":1}', 24)).toEqual([]);
    expect(parseUnitIds('[1,2', 24)).toEqual([]);
    expect(parseUnitIds(undefined, 24)).toEqual([]);
    expect(parseUnitIds(42, 24)).toEqual([]);
  });

  it('keeps the first `max` ids', () => {
    expect(parseUnitIds('1,2,3,4,5', UNIT_LIST_LIMITS.compare)).toEqual([1, 2, 3, 4]);
  });

  it('never answers more than max ids, each a positive integer once, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.anything())), fc.integer({ min: 1, max: 30 }), (value, max) => {
        const ids = parseUnitIds(value, max);
        expect(ids.length).toBeLessThanOrEqual(max);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
    );
  });

  it('reads back what formatUnitIds wrote', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000_000 }), { maxLength: 24 }), (ids) => {
        expect(parseUnitIds(formatUnitIds(ids), 24)).toEqual(ids);
        expect(parseUnitIds(JSON.stringify(ids), 24)).toEqual(ids);
      }),
    );
  });
});

describe('toggleUnitId', () => {
  it('adds at the end, removes when present', () => {
    expect(toggleUnitId([1, 2], 3, 24)).toEqual({ ids: [1, 2, 3], added: true, full: false });
    expect(toggleUnitId([1, 2, 3], 2, 24)).toEqual({ ids: [1, 3], added: false, full: false });
  });

  it('leaves a full list as it is and says so', () => {
    expect(toggleUnitId([1, 2, 3, 4], 5, 4)).toEqual({ ids: [1, 2, 3, 4], added: false, full: true });
    expect(toggleUnitId([1, 2, 3, 4], 4, 4)).toEqual({ ids: [1, 2, 3], added: false, full: false });
  });
});

describe('the compare list', () => {
  it('holds four units: a fifth is refused as full, and taken in the place of the one it replaces', () => {
    const four = [5, 6, 7, 8];
    expect(toggleUnitId([5, 6, 7], 8, UNIT_LIST_LIMITS.compare)).toEqual({ ids: four, added: true, full: false });
    expect(toggleUnitId(four, 9, UNIT_LIST_LIMITS.compare)).toEqual({ ids: four, added: false, full: true });
    expect(replaceUnitId(four, 6, 9)).toEqual([5, 9, 7, 8]);
  });

  it('replaces nothing that is not on the list, and keeps each id once', () => {
    expect(replaceUnitId([5, 6], 7, 9)).toEqual([5, 6]);
    expect(replaceUnitId([5, 6, 9], 5, 9)).toEqual([9, 6]);
  });
});
