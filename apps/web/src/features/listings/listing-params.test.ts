import { describe, expect, it, vi } from 'vitest';
import { encodeArea } from '@app/shared';

vi.mock('server-only', () => ({}));
const { loadListing } = await import('./listing-params.server');

const EL_GOUNA = '33.6,27.33,33.76,27.45';
const TRIANGLE = encodeArea([
  [33.6, 27.3],
  [33.8, 27.3],
  [33.7, 27.5],
]);

describe('the listing’s address', () => {
  it('reads the view apart from the query: the map view is `view=map`, anything else the list', () => {
    expect(loadListing({ view: 'map' })).toEqual({ query: { page: 1 }, view: 'map' });
    expect(loadListing({ view: 'grid' }).view).toBe('list');
    expect(loadListing({}).view).toBe('list');
  });

  it('passes the map’s box and drawn area to the list’s call as the address writes them', () => {
    expect(loadListing({ view: 'map', bbox: EL_GOUNA, area: TRIANGLE, type: 'studio' }).query).toEqual({
      page: 1,
      type: 'studio',
      bbox: EL_GOUNA,
      area: TRIANGLE,
    });
  });

  it('leaves out a box or an area the shared schemas refuse, so the page shows the listing without it', () => {
    for (const bbox of ['34,27,33,28', '33.6,27.33,33.76', 'west,south,east,north', '200,0,201,1']) {
      expect(loadListing({ bbox }).query, bbox).toEqual({ page: 1 });
    }
    for (const area of ['not a polyline!', encodeArea([[33.6, 27.3]])]) {
      expect(loadListing({ area }).query, area).toEqual({ page: 1 });
    }
  });
});
