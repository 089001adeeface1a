import { UNIT_CSV_COLUMNS, UNIT_PLAN_CSV_COLUMNS, type UnitCsvColumn } from '@app/shared';
import type { LocalizedText } from '../../../db/schema/index.js';
import { type CsvCell, csvOf } from '../../../csv.js';
import type { ExportedUnit, UnitFields } from './queries.js';

/**
 * The units CSV (UNIT_CSV_COLUMNS), export and import alike: which field of a unit each column holds.
 * A text's languages are columns of their own (title_en, title_ar, title_de); the compound is its slug
 * (empty for a private unit).
 */
const LANGS = ['en', 'ar', 'de'] as const;
export const LOCALIZED_FIELDS = ['title', 'location', 'description'] as const;
type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** The column of a plain field, where its name differs. */
const COLUMN_OF_FIELD: Record<string, UnitCsvColumn> = {
  compoundId: 'compound',
  unitType: 'unit_type',
  area: 'area_sqm',
  price: 'price_usd',
  downPayment: 'down_payment_usd',
  instalmentCount: 'instalment_count',
  instalmentFrequency: 'instalment_frequency',
  amountPaid: 'amount_paid_usd',
  amountLeft: 'amount_left_usd',
  deliveryDate: 'delivery_date',
  maintenanceDeposit: 'maintenance_deposit_usd',
  // The main picture is not in the file; publishing without one is the publication column's error.
  mainImage: 'publication',
};

export const NUMBER_COLUMNS = {
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  area_sqm: 'area',
  floor: 'floor',
  price_usd: 'price',
  down_payment_usd: 'downPayment',
  instalment_count: 'instalmentCount',
  amount_paid_usd: 'amountPaid',
  amount_left_usd: 'amountLeft',
  maintenance_deposit_usd: 'maintenanceDeposit',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Partial<Record<UnitCsvColumn, keyof UnitFields>>;

/**
 * Columns of fields a unit may go without (the floor, its own position, the payment plan and delivery): an
 * empty cell is none (null), so that an exported unit without a plan imports unchanged and a plan can be
 * taken off.
 */
export const NULLABLE_COLUMNS: ReadonlySet<UnitCsvColumn> = new Set([
  'floor',
  'latitude',
  'longitude',
  ...UNIT_PLAN_CSV_COLUMNS,
]);

/**
 * Columns of a choice from a list, read in the list's spelling whatever the case and with spaces or
 * underscores for dashes ("Core and shell" is core-and-shell, "Semi annual" semi-annual).
 */
export const CHOICE_COLUMNS = {
  instalment_frequency: 'instalmentFrequency',
  finishing: 'finishing',
} as const satisfies Partial<Record<UnitCsvColumn, keyof UnitFields>>;

export function choiceOfCell(cell: string): string {
  return cell.toLowerCase().replace(/[\s_]+/g, '-');
}

/** Columns read as they are (trimmed); empty leaves the stored value (or the default of a new unit). */
export const PLAIN_COLUMNS = {
  region: 'region',
  kind: 'kind',
  status: 'status',
  publication: 'publication',
  unit_type: 'unitType',
} as const satisfies Partial<Record<UnitCsvColumn, keyof UnitFields>>;

/** The column a field (and, for a text, its language) is read from: where an import's error is shown. */
export function columnOf(path: readonly PropertyKey[]): string {
  const [field, lang] = path.map(String);
  if ((LOCALIZED_FIELDS as readonly string[]).includes(field ?? '')) {
    return `${field}_${(LANGS as readonly string[]).includes(lang ?? '') ? lang : 'en'}`;
  }
  return COLUMN_OF_FIELD[field ?? ''] ?? field ?? 'reference';
}

/** The columns that differ between two values of a field (a text: each language that differs). */
export function changedColumns(field: string, before: unknown, after: unknown): string[] {
  if ((LOCALIZED_FIELDS as readonly string[]).includes(field)) {
    const b = (before ?? {}) as Partial<LocalizedText>;
    const a = (after ?? {}) as Partial<LocalizedText>;
    return LANGS.filter((lang) => (b[lang] ?? '') !== (a[lang] ?? '')).map((lang) => `${field}_${lang}`);
  }
  return [columnOf([field])];
}

export function isLocalizedField(field: string): field is LocalizedField {
  return (LOCALIZED_FIELDS as readonly string[]).includes(field);
}

/** A number as a spreadsheet writes it: "185000", "185,000" (thousands), "85.5"; undefined when it is none. */
export function numberOfCell(cell: string): number | undefined {
  const text = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell) ? cell.replace(/,/g, '') : cell;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** A cell as the export wrote it: a text that looked like a formula got an apostrophe in front (csvOf). */
export function textOfCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function cellsOf(unit: ExportedUnit): Record<UnitCsvColumn, CsvCell> {
  const texts = Object.fromEntries(
    LOCALIZED_FIELDS.flatMap((field) =>
      LANGS.map((lang) => [`${field}_${lang}`, (unit[field] as LocalizedText)[lang] || null]),
    ),
  ) as Record<`${LocalizedField}_${(typeof LANGS)[number]}`, CsvCell>;
  return {
    ...texts,
    reference: unit.reference,
    compound: unit.compoundSlug,
    region: unit.region,
    unit_type: unit.unitType,
    kind: unit.kind,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    area_sqm: unit.area,
    floor: unit.floor,
    price_usd: unit.price,
    status: unit.status,
    publication: unit.publication,
    latitude: unit.latitude,
    longitude: unit.longitude,
    down_payment_usd: unit.plan.downPayment,
    instalment_count: unit.plan.instalmentCount,
    instalment_frequency: unit.plan.instalmentFrequency,
    amount_paid_usd: unit.plan.amountPaid,
    amount_left_usd: unit.plan.amountLeft,
    finishing: unit.plan.finishing,
    delivery_date: unit.plan.deliveryDate,
    maintenance_deposit_usd: unit.plan.maintenanceDeposit,
  };
}

/** The units as CSV in UNIT_CSV_COLUMNS, UTF-8 with a byte order mark (the back office's one CSV writer). */
export function unitsCsv(rows: ExportedUnit[]): string {
  return csvOf(
    UNIT_CSV_COLUMNS,
    rows.map((unit) => {
      const cells = cellsOf(unit);
      return UNIT_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}
