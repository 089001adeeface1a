import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Lang, Unit } from '@app/shared';
import { localized } from '../../../db/localize.js';
import { type PhotoAlt, type StoredUnit, compounds, units } from '../../../db/schema/index.js';

/** The columns of a unit in a list, without its compound. */
export function unitColumns(lang: Lang) {
  return {
    id: units.id,
    title: localized(units.title, lang).as('unit_title'),
    location: localized(units.location, lang).as('unit_location'),
    region: units.region,
    unitType: units.unitType,
    kind: units.kind,
    category: units.category,
    priceUsd: units.priceUsd,
    priceText: units.priceText,
    areaSqm: units.areaSqm,
    bedrooms: units.bedrooms,
    bathrooms: units.bathrooms,
    floor: units.floor,
    mainImage: units.mainImage,
    status: units.status,
    createdAt: units.createdAt,
    downPaymentUsd: units.downPaymentUsd,
    instalmentCount: units.instalmentCount,
    instalmentFrequency: units.instalmentFrequency,
    amountPaidUsd: units.amountPaidUsd,
    amountLeftUsd: units.amountLeftUsd,
    finishing: units.finishing,
    deliveryDate: units.deliveryDate,
    maintenanceDepositUsd: units.maintenanceDepositUsd,
    ...positionColumns(),
  };
}

/**
 * A unit's position as the public answers give it: its own, else its compound's (units.map_latitude and
 * map_longitude, kept by the triggers of migration 0018); null when neither is known.
 */
function positionColumns() {
  return { latitude: units.mapLatitude, longitude: units.mapLongitude };
}

/** The compound a unit in a list names: selected from the compounds left-joined to the units. */
export function compoundColumns(lang: Lang) {
  return {
    compoundSlug: compounds.slug,
    compoundName: sql<string | null>`${localized(compounds.name, lang)}`.as('project_name'),
  };
}

export function listColumns(lang: Lang) {
  return { ...unitColumns(lang), ...compoundColumns(lang) };
}

/** A unit in a list as selected, without its compound (unitColumns). */
export type UnitColumnsRow = SelectResultFields<ReturnType<typeof unitColumns>>;
/** A unit in a list as selected, with its compound's slug and name (null for a private unit). */
export type SummaryRow = UnitColumnsRow & { compoundSlug: string | null; compoundName: string | null };

/** A unit in code before its badges are added from its events (listing-history.ts: withBadges). */
export type UnitOfRow = Omit<Unit, 'badges'>;

/** A row as a unit in code (the route encodes it for the wire once withBadges has added its badges). */
export function toUnit(row: SummaryRow): UnitOfRow {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    region: row.region,
    unitType: row.unitType,
    kind: row.kind,
    category: row.category,
    price: row.priceUsd,
    currency: 'USD',
    priceText: row.priceText,
    area: row.areaSqm,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floor: row.floor,
    mainImage: row.mainImage,
    status: row.status,
    compoundSlug: row.compoundSlug,
    compoundName: row.compoundName,
    createdAt: row.createdAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    ...planOf(row),
  };
}

/** A unit row's payment plan and delivery (columns in USD) as the shared unit carries them. */
export function planOf<
  R extends Pick<
    StoredUnit,
    | 'downPaymentUsd'
    | 'instalmentCount'
    | 'instalmentFrequency'
    | 'amountPaidUsd'
    | 'amountLeftUsd'
    | 'finishing'
    | 'deliveryDate'
    | 'maintenanceDepositUsd'
  >,
>(row: R) {
  return {
    downPayment: row.downPaymentUsd,
    instalmentCount: row.instalmentCount,
    instalmentFrequency: row.instalmentFrequency,
    amountPaid: row.amountPaidUsd,
    amountLeft: row.amountLeftUsd,
    finishing: row.finishing,
    deliveryDate: row.deliveryDate,
    maintenanceDeposit: row.maintenanceDepositUsd,
  };
}

/** How a public read (unit, compound) is made: for the public site, or for the back office's preview. */
export type PublicRead = {
  /** The record whatever its publication; the public site reads published, listed records only. */
  preview?: boolean;
};

/** A photo's alt text in `lang`, English where that one is missing; undefined when neither is set. */
export function altIn(alt: PhotoAlt, lang: Lang): string | undefined {
  return alt[lang]?.trim() || alt.en?.trim() || undefined;
}
