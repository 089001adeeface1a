import { describe, expect, it } from 'vitest';
import { areaParam } from './area';
import { AREA_MAX_POINTS, decodeArea, encodeArea } from './area-codec';
import { bboxParam, insideCoast } from './bounds';
import { BBOX_DECIMALS, bboxText } from './box-text';
import { unitQuerySchema } from '../unit-queries';
import { unitQueryText } from '../unit-query-text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('bboxParam', () => {
  it('reads west,south,east,north in decimal degrees, and writes it back', () => {
    const box = bboxParam.parse(' 33.6,27.35, 33.75 ,27.48 ');
    expect(box).toEqual({ west: 33.6, south: 27.35, east: 33.75, north: 27.48 });
    expect(bboxText(box)).toBe('33.6,27.35,33.75,27.48');
    expect(bboxParam.parse('-180,-90,180,90')).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('writes a box to a number of decimals, without trailing zeros, as bboxParam reads it back', () => {
    const box = { west: 33.600001, south: 27.123456, east: 33.7549999, north: -0.000001 };
    expect(bboxText(box, BBOX_DECIMALS)).toBe('33.6,27.12346,33.755,0');
    expect(bboxText(box, 2)).toBe('33.6,27.12,33.75,0');
    expect(bboxParam.parse(bboxText({ ...box, north: 28 }, BBOX_DECIMALS))).toEqual({
      west: 33.6,
      south: 27.12346,
      east: 33.755,
      north: 28,
    });
  });

  it.each([
    ['33.6,27.35,33.75', 'bbox must be four decimal degrees west,south,east,north'],
    ['a,b,c,d', 'bbox must be four decimal degrees west,south,east,north'],
    ['1e1,2,3,4', 'bbox must be four decimal degrees west,south,east,north'],
    ['33.6,27.35,33.75,27.48,1', 'bbox must be four decimal degrees west,south,east,north'],
    ['-181,0,10,10', 'bbox longitudes (west, east) must lie from -180 to 180'],
    ['0,-90.5,10,10', 'bbox latitudes (south, north) must lie from -90 to 90'],
    ['34,27,33,28', 'bbox west must be less than east'],
    ['33,28,34,28', 'bbox south must be less than north'],
  ])('refuses %s', (text, message) => {
    expect(messageOf(bboxParam.safeParse(text))).toBe(message);
  });
});

describe('areaParam', () => {
  const triangle: [number, number][] = [
    [33.85, 27.02],
    [33.92, 27.02],
    [33.88, 27.08],
  ];

  it('decodes an encoded polyline (precision 5) to [lng, lat] points, without a closing point', () => {
    const text = encodeArea(triangle);
    expect(areaParam.parse(text)).toEqual(triangle);
    expect(areaParam.parse(encodeArea([...triangle, triangle[0]!]))).toEqual(triangle);
    // Google's documented example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(decodeArea('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('refuses what is not an encoded polyline: other characters, a value cut short, a point off the world', () => {
    const text = encodeArea(triangle);
    for (const bad of ['not a polyline', text.slice(0, -1), text.slice(0, -3), '~~~~~~~~~~~~~~~', `${text}é`]) {
      expect(messageOf(areaParam.safeParse(bad)), bad).toBe('area must be an encoded polyline (precision 5)');
    }
    expect(decodeArea(encodeArea([[10, 95], ...triangle]))).toBeNull();
  });

  it('takes 3 to 100 points', () => {
    const ring = (n: number) =>
      Array.from({ length: n }, (_, i): [number, number] => [
        Math.round((33.8 + 0.05 * Math.cos((2 * Math.PI * i) / n)) * 1e5) / 1e5,
        Math.round((27.2 + 0.05 * Math.sin((2 * Math.PI * i) / n)) * 1e5) / 1e5,
      ]);
    expect(areaParam.parse(encodeArea(ring(AREA_MAX_POINTS)))).toHaveLength(AREA_MAX_POINTS);
    for (const n of [2, AREA_MAX_POINTS + 1]) {
      expect(messageOf(areaParam.safeParse(encodeArea(ring(n))))).toBe('area must have from 3 to 100 points');
    }
  });
});

describe('insideCoast', () => {
  it('holds the seeded areas and leaves out Cairo and Sinai', () => {
    expect(insideCoast(27.4, 33.68)).toBe(true);
    expect(insideCoast(26.85, 33.99)).toBe(true);
    expect(insideCoast(30.04, 31.24)).toBe(false);
    expect(insideCoast(28.0, 35.2)).toBe(false);
  });
});

describe('unitQueryText', () => {
  it('writes the map’s box and area so that the list’s query reads them back', () => {
    const query = unitQuerySchema.parse({
      bbox: '33.6,27.35,33.75,27.48',
      area: encodeArea([
        [33.85, 27.02],
        [33.92, 27.02],
        [33.88, 27.08],
      ]),
      type: 'studio',
      page: '2',
    });
    const written = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, unitQueryText(value)]));
    expect(written).toMatchObject({ bbox: '33.6,27.35,33.75,27.48', type: 'studio', page: '2' });
    expect(unitQuerySchema.parse(written)).toEqual(query);
  });
});
