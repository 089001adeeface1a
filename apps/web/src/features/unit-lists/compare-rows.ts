import { type Unit, paymentSchedule, pricePerSqm } from '@app/shared';

/*
 * The comparison of up to four units side by side (`/compare?ids=...`, docs/decisions/0034-compare.md):
 * which facts it shows, in which order, and which of them differ between the units. A row differs when
 * the units do not all show the same thing in it: each row's value here is what the page shows, before
 * the currency (prices in whole US dollars, as every currency's figure is made from them) and the
 * language are applied.
 */
export const COMPARE_ROWS = [
  'price',
  'pricePerSqm',
  'type',
  'bedrooms',
  'bathrooms',
  'area',
  'floor',
  'status',
  'compound',
  'delivery',
  'plan',
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

type Value = string | number | null;

/**
 * What a unit shows in each row, as a comparable value (null where it shows N/A or none). `today` is
 * the office's day (officeToday()): a unit whose delivery date has passed is ready, like one without.
 */
export function compareValues(unit: Unit, today: string): Record<CompareRow, Value> {
  const perSqm = pricePerSqm(unit.price, unit.area);
  const schedule = paymentSchedule(unit);
  return {
    price: Math.round(unit.price),
    pricePerSqm: perSqm === null ? null : Math.round(perSqm),
    type: unit.kind,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    area: unit.area > 0 ? Math.round(unit.area) : null,
    floor: unit.floor,
    status: unit.status,
    compound: unit.compoundSlug,
    delivery: isDelivered(unit.deliveryDate, today) ? 'ready' : unit.deliveryDate!.slice(0, 7),
    plan: schedule
      ? `${schedule.downPayment}|${schedule.instalments.length}|${schedule.frequency}|${schedule.instalments[0]?.amount ?? 0}`
      : null,
  };
}

/** Handed over: no delivery date, or one not after `today`. */
export function isDelivered(deliveryDate: string | null, today: string): boolean {
  return deliveryDate === null || deliveryDate <= today;
}

/** The rows in which the units differ; none with fewer than two units. */
export function differingRows(units: readonly Unit[], today: string): Set<CompareRow> {
  const values = units.map((unit) => compareValues(unit, today));
  return new Set(COMPARE_ROWS.filter((row) => new Set(values.map((v) => v[row])).size > 1));
}
