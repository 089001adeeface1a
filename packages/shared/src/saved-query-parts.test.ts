import { describe, expect, it } from 'vitest';
import { savedQueryParts } from './alerts';
import { bboxText } from './geo/box-text';
import { encodeArea } from './geo/area-codec';

describe('savedQueryParts: what the Demand page says a saved query asks for', () => {
  it('reads the filters as the list call does', () => {
    expect(savedQueryParts('location=el-gouna&type=studio&price_band=under-200k&bedrooms=2&private=true')).toEqual({
      location: 'el-gouna',
      map: null,
      type: 'studio',
      bedrooms: 2,
      price_band: 'under-200k',
      project: null,
      private: true,
      search: null,
    });
  });

  it('names a box or a drawn area, the area first', () => {
    const box = `bbox=${encodeURIComponent(bboxText({ west: 33.6, south: 27.35, east: 33.75, north: 27.48 }))}`;
    const area = `area=${encodeURIComponent(
      encodeArea([
        [33.85, 27.02],
        [33.92, 27.02],
        [33.88, 27.08],
      ]),
    )}`;
    expect(savedQueryParts(box)?.map).toBe('box');
    expect(savedQueryParts(`${box}&${area}`)?.map).toBe('area');
    expect(savedQueryParts('')).toMatchObject({ location: null, map: null, type: null, search: null });
  });

  it('is null for a query the list call refuses', () => {
    expect(savedQueryParts('type=castle')).toBeNull();
    expect(savedQueryParts('bedrooms=many')).toBeNull();
  });
});
