import { type Bbox, COAST_BOUNDS, bboxText, insideCoast } from '@app/shared';

/**
 * Between the position picker's map and the form's latitude and longitude (docs/decisions/0055): the form's
 * values are the truth; the marker shows them when they are a position on the coast, and a click or a drag
 * on the map writes them.
 */

/** A position as the forms hold it (decimal degrees, WGS 84). */
export type Position = { latitude: number; longitude: number };

/** Decimals kept from a click or a drag: 6 (about a tenth of a metre), as a surveyor's position would give. */
const DECIMALS = 1e6;

/** Half the side of the box the picker opens on around a placed position, in degrees (about 4 km). */
const AROUND = 0.04;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Where the marker stands for the form's values, as MapLibre's `[lng, lat]`: both numbers given and
 * inside the coast. None otherwise: no position yet, half of one, or one the field refuses (its message
 * says why; the marker does not jump off the map).
 */
export function markerOf(latitude: unknown, longitude: unknown): [number, number] | null {
  if (!finite(latitude) || !finite(longitude)) return null;
  return insideCoast(latitude, longitude) ? [longitude, latitude] : null;
}

/**
 * The form's values for a point placed on the map (a click, or the marker dropped after a drag), rounded
 * to 6 decimals. None for a point outside the coast: the map is kept to it, so only a marker dragged
 * past the map's edge could be, and it goes back to where the form says.
 */
export function placedAt({ lng, lat }: { lng: number; lat: number }): Position | null {
  if (!finite(lat) || !finite(lng)) return null;
  const position = {
    latitude: Math.round(lat * DECIMALS) / DECIMALS,
    longitude: Math.round(lng * DECIMALS) / DECIMALS,
  };
  return insideCoast(position.latitude, position.longitude) ? position : null;
}

/**
 * The box the picker's map opens on (`west,south,east,north`): a few km around the marker, kept inside the
 * coast; none without a marker (the map then opens on the three areas).
 */
export function pickerBox(marker: [number, number] | null): string | undefined {
  if (!marker) return undefined;
  const [lng, lat] = marker;
  // To 5 decimals: the `bbox` parameter takes at most 12, and a difference of doubles can have more.
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const box: Bbox = {
    west: round(Math.max(lng - AROUND, COAST_BOUNDS.west)),
    south: round(Math.max(lat - AROUND, COAST_BOUNDS.south)),
    east: round(Math.min(lng + AROUND, COAST_BOUNDS.east)),
    north: round(Math.min(lat + AROUND, COAST_BOUNDS.north)),
  };
  return bboxText(box);
}

/** What of react-hook-form's form the picker writes with (useForm's `setValue` and `trigger`). */
export type PositionForm = {
  setValue: (name: 'latitude' | 'longitude', value: number | null, options: { shouldDirty: boolean }) => void;
  trigger: (names: ('latitude' | 'longitude')[]) => Promise<boolean>;
};

/**
 * The map's point (or none: "Clear position") written into the form's two fields at once, marked changed,
 * then both checked together, so that neither keeps a message the other's old value caused.
 */
export function placeAt(form: PositionForm, position: Position | null): Promise<boolean> {
  form.setValue('latitude', position?.latitude ?? null, { shouldDirty: true });
  form.setValue('longitude', position?.longitude ?? null, { shouldDirty: true });
  return form.trigger(['latitude', 'longitude']);
}
