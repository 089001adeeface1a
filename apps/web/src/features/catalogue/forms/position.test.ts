import { describe, expect, it } from 'vitest';
import { COAST_BOUNDS, bboxParam, compoundInputSchema, unitInputSchema } from '@app/shared';
import { type PositionForm, markerOf, pickerBox, placeAt, placedAt } from './position';

// The position picker (docs/decisions/0055): the form's latitude and longitude and the map's marker follow
// each other, and a position off the coast is refused by the field.

const EL_GOUNA = { latitude: 27.3946, longitude: 33.6783 };

describe('the marker follows the fields', () => {
  it('stands at the fields’ position, as MapLibre’s [lng, lat]', () => {
    expect(markerOf(EL_GOUNA.latitude, EL_GOUNA.longitude)).toEqual([33.6783, 27.3946]);
  });

  it('is not shown for no position, half of one, or text', () => {
    expect(markerOf(null, null)).toBeNull();
    expect(markerOf(27.39, null)).toBeNull();
    expect(markerOf(undefined, 33.67)).toBeNull();
    expect(markerOf(Number.NaN, 33.67)).toBeNull();
    expect(markerOf('27.39', '33.67')).toBeNull();
  });

  it('is not shown for a position the field refuses (off the coast): it does not leave the map', () => {
    expect(markerOf(48.14, 33.81)).toBeNull();
    expect(markerOf(27.2, 11.58)).toBeNull();
    expect(markerOf(COAST_BOUNDS.north + 0.0001, 33.8)).toBeNull();
    // The coast's edges are inside it.
    expect(markerOf(COAST_BOUNDS.north, COAST_BOUNDS.west)).toEqual([COAST_BOUNDS.west, COAST_BOUNDS.north]);
  });
});

describe('the fields follow the map', () => {
  it('take a click’s or a drag’s point, to 6 decimals', () => {
    expect(placedAt({ lng: 33.678312345678, lat: 27.394649999 })).toEqual({ latitude: 27.39465, longitude: 33.678312 });
  });

  it('round-trip: the marker stands where the map was clicked', () => {
    const placed = placedAt({ lng: 33.81234567, lat: 27.1890123 })!;
    expect(markerOf(placed.latitude, placed.longitude)).toEqual([33.812346, 27.189012]);
  });

  it('refuse a point off the coast (a marker dragged past the map’s edge)', () => {
    expect(placedAt({ lng: 31.2, lat: 30.04 })).toBeNull();
    expect(placedAt({ lng: Number.NaN, lat: 27 })).toBeNull();
  });
});

describe('a point placed on the map, or cleared, is written into the form', () => {
  /** A form as react-hook-form keeps it: values, changed fields, and the fields checked after each write. */
  const form = (values: Record<string, unknown>) => {
    const dirty = new Set<string>();
    const checked: string[][] = [];
    const api: PositionForm = {
      setValue: (name, value, { shouldDirty }) => {
        values[name] = value;
        if (shouldDirty) dirty.add(name);
      },
      trigger: async (names) => {
        // Both written before either is checked: the check sees the whole new position.
        checked.push(names.map((name) => `${name}=${String(values[name])}`));
        return true;
      },
    };
    return { api, values, dirty, checked };
  };

  it('writes both fields, marks them changed, then checks them together', async () => {
    const f = form({ latitude: 48.14, longitude: null });
    await placeAt(f.api, placedAt({ lng: 33.8123456, lat: 27.1987654 }));
    expect(f.values).toEqual({ latitude: 27.198765, longitude: 33.812346 });
    expect([...f.dirty].sort()).toEqual(['latitude', 'longitude']);
    expect(f.checked).toEqual([['latitude=27.198765', 'longitude=33.812346']]);
    // The marker then stands there.
    expect(markerOf(f.values.latitude, f.values.longitude)).toEqual([33.812346, 27.198765]);
  });

  it('"Clear position" leaves none, both at once', async () => {
    const f = form({ latitude: 27.2, longitude: 33.83 });
    await placeAt(f.api, null);
    expect(f.values).toEqual({ latitude: null, longitude: null });
    expect(f.checked).toEqual([['latitude=null', 'longitude=null']]);
    expect(markerOf(f.values.latitude, f.values.longitude)).toBeNull();
  });
});

describe('the box the picker opens on', () => {
  it('is a few km around the marker, a box the map reads', () => {
    const box = pickerBox([33.6783, 27.3946])!;
    expect(bboxParam.parse(box)).toEqual({ west: 33.6383, south: 27.3546, east: 33.7183, north: 27.4346 });
  });

  it('stays inside the coast at its edge, and is none without a marker', () => {
    expect(bboxParam.parse(pickerBox([COAST_BOUNDS.east, COAST_BOUNDS.south])!)).toEqual({
      west: 34.96,
      south: 25.5,
      east: 35,
      north: 25.54,
    });
    expect(pickerBox(null)).toBeUndefined();
  });
});

describe('a position off the coast is refused by the field (the forms’ and the API’s schemas)', () => {
  const compound = {
    name: { en: 'Bay' },
    location: { en: 'Hurghada' },
    region: 'hurghada',
    status: 'delivered',
    developerId: 1,
    description: { en: 'x' },
    vision: { en: 'x' },
  } as const;
  const unit = {
    title: { en: 'Flat' },
    compoundId: null,
    kind: 'apartment',
    region: 'hurghada',
    location: { en: 'Hurghada' },
    unitType: 'Studio',
    bedrooms: 0,
    bathrooms: 1,
    area: 40,
    price: 90_000,
    description: { en: 'x' },
  } as const;
  const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it.each([
    ['compound', compoundInputSchema, compound],
    ['unit', unitInputSchema, unit],
  ] as const)('a %s: outsideCoast by the coordinate that is off, nothing for one on it', (_, schema, record) => {
    expect(fieldErrors(schema.safeParse({ ...record, latitude: 48.14, longitude: 33.81 }))).toEqual({
      latitude: 'outsideCoast',
    });
    expect(fieldErrors(schema.safeParse({ ...record, latitude: 27.2, longitude: 11.58 }))).toEqual({
      longitude: 'outsideCoast',
    });
    expect(schema.safeParse({ ...record, ...EL_GOUNA }).success).toBe(true);
    expect(schema.safeParse({ ...record, latitude: null, longitude: null }).success).toBe(true);
  });

  it('a cleared position is none, both at once (half of one is required)', () => {
    expect(fieldErrors(compoundInputSchema.safeParse({ ...compound, latitude: 27.39, longitude: null }))).toEqual({
      longitude: 'required',
    });
  });
});
