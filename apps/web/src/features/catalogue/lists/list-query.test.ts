import { describe, expect, it } from 'vitest';
import { catalogueQueryString, isFiltered, parseCompoundQuery, parseUnitQuery } from './list-query';

describe('the catalogue lists in the address', () => {
  it('keeps the filters the API takes, as the address spells them', () => {
    const query = parseUnitQuery({
      q: '  sea view ',
      region: 'el-gouna',
      compound: '12',
      status: 'under construction',
      kind: 'villa',
      priceBand: '200k-400k',
      publication: 'draft',
      needsTranslation: 'true',
      archived: 'true',
      page: '3',
    });
    expect(query).toEqual({
      filters: {
        q: 'sea view',
        region: 'el-gouna',
        compound: '12',
        status: 'under construction',
        kind: 'villa',
        priceBand: '200k-400k',
        publication: 'draft',
        needsTranslation: 'true',
        archived: 'true',
      },
      page: 3,
    });
  });

  it('ignores what the API would refuse instead of failing the page', () => {
    const query = parseUnitQuery({
      region: 'cairo',
      compound: 'abc',
      status: 'gone',
      priceBand: 'free',
      needsTranslation: 'yes',
      pageSize: '1000',
      page: '-2',
      unknown: 'x',
      q: 'x'.repeat(101),
    });
    expect(query).toEqual({ filters: {}, page: 1 });
    expect(isFiltered(query)).toBe(false);
  });

  it('takes `private` as the compound of units outside any compound, and the first of repeated values', () => {
    expect(parseUnitQuery({ compound: 'private' }).filters).toEqual({ compound: 'private' });
    expect(parseCompoundQuery({ region: ['hurghada', 'el-gouna'], status: 'delivered' }).filters).toEqual({
      region: 'hurghada',
      status: 'delivered',
    });
  });

  it('writes one query string for links, the pager and the API, without page 1', () => {
    const query = parseUnitQuery({ status: 'sold', q: 'a&b', page: '1' });
    expect(catalogueQueryString(query)).toBe('?q=a%26b&status=sold');
    expect(catalogueQueryString({ ...query, page: 2 }, { pageSize: '25' })).toBe(
      '?q=a%26b&status=sold&page=2&pageSize=25',
    );
    expect(catalogueQueryString({ filters: {} })).toBe('');
  });
});
