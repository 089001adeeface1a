import { type SQL, and, count, desc, eq, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_LIST_PAGE_SIZE,
  type UnitAdmin,
  type UnitAdminSummary,
  type UnitListQuery,
  type unitInputSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { missingLanguages, needsTranslation } from '../../../db/localize.js';
import { type StoredUnit, compounds, inquiries, units, users } from '../../../db/schema/index.js';
import { NotFoundError } from '../../../errors.js';
import { bandFilter } from './filters.js';
import { planOf } from './rows.js';
import type { Writer } from '../editing.js';

/** A unit's editable fields as the back office sends them (unitInputSchema's output). */
export type UnitFields = z.output<typeof unitInputSchema>;

const TEXTS = [units.title, units.location, units.description];

/** The conditions of the back office's unit list (and its CSV export): archived units only when asked for. */
export function unitListWhere(query: Omit<UnitListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ...(['en', 'ar', 'de'] as const).map((lang) => sql`lower(${units.title}->>${lang}) like ${pattern}`),
        sql`lower(${units.reference}) like ${pattern}`,
      ),
    );
  }
  if (query.region) conditions.push(eq(units.region, query.region));
  if (query.compound === 'private') conditions.push(isNull(units.compoundId));
  else if (query.compound !== undefined) conditions.push(eq(units.compoundId, query.compound));
  if (query.status) conditions.push(eq(units.status, query.status));
  if (query.kind) conditions.push(eq(units.kind, query.kind));
  if (query.priceBand) conditions.push(...bandFilter(query.priceBand));
  if (query.publication) conditions.push(eq(units.publication, query.publication));
  if (query.needsTranslation !== undefined) {
    const lacking = needsTranslation(TEXTS);
    conditions.push(query.needsTranslation ? lacking : not(lacking));
  }
  conditions.push(query.archived ? isNotNull(units.archivedAt) : isNull(units.archivedAt));
  return and(...conditions);
}

const summaryColumns = {
  id: units.id,
  reference: units.reference,
  title: units.title,
  compoundId: units.compoundId,
  compoundName: sql<string | null>`${compounds.name}->>'en'`,
  compoundSlug: compounds.slug,
  region: units.region,
  unitType: units.unitType,
  kind: units.kind,
  bedrooms: units.bedrooms,
  price: units.priceUsd,
  status: units.status,
  publication: units.publication,
  archivedAt: units.archivedAt,
  mainImage: units.mainImage,
  missingLanguages: missingLanguages(TEXTS),
  version: units.version,
  createdAt: units.createdAt,
  updatedAt: units.updatedAt,
  updatedBy: users.name,
};

const detailColumns = {
  ...summaryColumns,
  location: units.location,
  bathrooms: units.bathrooms,
  area: units.areaSqm,
  floor: units.floor,
  description: units.description,
  photos: units.photos,
  latitude: units.latitude,
  longitude: units.longitude,
  /** The payment plan and delivery, under the back office's names (a nested object of the row). */
  plan: {
    downPayment: units.downPaymentUsd,
    instalmentCount: units.instalmentCount,
    instalmentFrequency: units.instalmentFrequency,
    amountPaid: units.amountPaidUsd,
    amountLeft: units.amountLeftUsd,
    finishing: units.finishing,
    deliveryDate: units.deliveryDate,
    maintenanceDeposit: units.maintenanceDepositUsd,
  },
};

function selectSummaries(db: Writer) {
  return db
    .select(summaryColumns)
    .from(units)
    .leftJoin(compounds, eq(compounds.id, units.compoundId))
    .leftJoin(users, eq(users.id, units.updatedBy));
}

function selectDetails(db: Writer) {
  return db
    .select(detailColumns)
    .from(units)
    .leftJoin(compounds, eq(compounds.id, units.compoundId))
    .leftJoin(users, eq(users.id, units.updatedBy));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function toSummary({ compoundSlug: _slug, ...row }: SummaryRow): UnitAdminSummary {
  return {
    ...row,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of the back office's units, the last updated first. */
export async function listOfficeUnits(
  db: Db,
  query: UnitListQuery,
): Promise<{ count: number; page: number; pageSize: number; results: UnitAdminSummary[] }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_LIST_PAGE_SIZE;
  const where = unitListWhere(query);
  const [total] = await db.select({ n: count() }).from(units).where(where);
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(units.updatedAt), desc(units.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, page, pageSize, results: rows.map(toSummary) };
}

/** Every unit the list's filters select (all pages), the last updated first: what the CSV export writes. */
export async function exportUnits(db: Db, query: Omit<UnitListQuery, 'page' | 'pageSize'>) {
  return selectDetails(db).where(unitListWhere(query)).orderBy(desc(units.updatedAt), desc(units.id));
}
export type ExportedUnit = DetailRow;

/** One unit with everything the form shows, and how many inquiries name it. */
export async function getOfficeUnit(db: Writer, id: number): Promise<UnitAdmin> {
  const [row] = await selectDetails(db).where(eq(units.id, id)).limit(1);
  if (!row) throw new NotFoundError(`Unit ${id} not found.`);
  const [inquiryCount] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.unitId, id));
  const { location, bathrooms, area, floor, description, photos, latitude, longitude, plan, ...summary } = row;
  return {
    ...toSummary(summary),
    location,
    bathrooms,
    area,
    floor,
    description,
    photos,
    latitude,
    longitude,
    ...plan,
    inquiryCount: inquiryCount?.n ?? 0,
  };
}

/**
 * A text with its blank languages left out, as the input schemas give it (a stored '' and a form's missing
 * translation are the same text), so that imports and audit entries see no change between them.
 */
function ordered<T extends { en?: string; ar?: string; de?: string }>(text: T): T {
  const out: { en?: string; ar?: string; de?: string } = {};
  for (const lang of ['en', 'ar', 'de'] as const) if (text[lang]) out[lang] = text[lang];
  return out as T;
}

/** A stored unit's editable fields, named as the back office names them (for audit entries and imports). */
export function editableOf(row: StoredUnit): UnitFields {
  return {
    reference: row.reference,
    title: ordered(row.title),
    compoundId: row.compoundId,
    region: row.region,
    location: ordered(row.location),
    unitType: row.unitType,
    kind: row.kind,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.areaSqm,
    floor: row.floor,
    price: row.priceUsd,
    status: row.status,
    description: ordered(row.description),
    photos: row.photos.map((p) => ({ url: p.url, alt: ordered(p.alt) })),
    mainImage: row.mainImage,
    publication: row.publication,
    latitude: row.latitude,
    longitude: row.longitude,
    ...planOf(row),
  } as UnitFields;
}
