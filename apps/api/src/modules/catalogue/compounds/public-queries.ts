import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lang, Compound, CompoundSummary, CompoundUnitType } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { localized, localizedList } from '../../../db/localize.js';
import { developers, compoundPhotos, compounds, units } from '../../../db/schema/index.js';
import { NotFoundError } from '../../../errors.js';
import { type PublicRead, altIn } from '../units/rows.js';

// Written out with table names: inside a subquery drizzle leaves columns unqualified, and "id" would be units.id.
/** The units the public site shows in the compound. */
const unitCount =
  sql<number>`(select count(*)::int from "units" u where u."project_id" = "projects"."id" and u."listed")`.mapWith(
    Number,
  );
/**
 * The units a preview counts: those the public site would show once the compound is published (its units
 * are not listed while it is a draft).
 */
const previewUnitCount = sql<number>`(select count(*)::int from "units" u where u."project_id" = "projects"."id"
  and u."publication" = 'published' and u."archived_at" is null)`.mapWith(Number);

/** What the public site shows: published compounds only (docs/decisions/0025-catalogue-editing.md). */
const published = () => eq(compounds.publication, 'published');

function summaryColumns(lang: Lang) {
  return {
    id: compounds.id,
    slug: compounds.slug,
    name: localized(compounds.name, lang),
    region: compounds.region,
    location: localized(compounds.location, lang),
    mainImage: compounds.mainImage,
    status: compounds.status,
    deliveryDate: compounds.deliveryDate,
    featured: compounds.featured,
    latitude: compounds.latitude,
    longitude: compounds.longitude,
    unitCount,
  };
}

function selectSummaries(db: Db, lang: Lang) {
  return db.select(summaryColumns(lang)).from(compounds);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): CompoundSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    region: row.region,
    location: row.location,
    mainImage: row.mainImage,
    status: row.status,
    deliveryDate: row.deliveryDate,
    unitCount: row.unitCount,
    featured: row.featured,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The largest PostgreSQL `integer`: a longer numeric id names no compound (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/**
 * The kinds of unit for sale (available) in a compound, cheapest first, with their price and price-per-m²
 * ranges. A preview counts the units the public site would list once the compound is published.
 */
async function unitTypesOf(db: Db, compoundId: number, preview: boolean): Promise<CompoundUnitType[]> {
  const perSqm = sql`case when ${units.areaSqm} > 0 then ${units.priceUsd} / ${units.areaSqm} end`;
  const shown = preview
    ? and(eq(units.publication, 'published'), sql`${units.archivedAt} is null`)
    : eq(units.listed, true);
  const rows = await db
    .select({
      kind: units.kind,
      count: sql<number>`count(*)::int`.mapWith(Number),
      minPrice: sql<number>`min(${units.priceUsd})`.mapWith(Number),
      maxPrice: sql<number>`max(${units.priceUsd})`.mapWith(Number),
      minPricePerSqm: sql<number | null>`min(${perSqm})`,
      maxPricePerSqm: sql<number | null>`max(${perSqm})`,
    })
    .from(units)
    .where(and(eq(units.compoundId, compoundId), eq(units.status, 'available'), shown))
    .groupBy(units.kind)
    .orderBy(sql`min(${units.priceUsd})`, units.kind);
  const amount = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    ...r,
    minPricePerSqm: amount(r.minPricePerSqm),
    maxPricePerSqm: amount(r.maxPricePerSqm),
  }));
}

/** A compound by numeric id or slug, with developer and photos (its gallery), in `lang`; 404 for a draft but in a preview. */
export async function getPublicCompound(
  db: Db,
  idOrSlug: string,
  lang: Lang,
  { preview = false }: PublicRead = {},
): Promise<Compound> {
  const numeric = /^[0-9]+$/.test(idOrSlug);
  if (numeric && Number(idOrSlug) > MAX_ID) throw new NotFoundError('Project not found.');
  const match: SQL = numeric ? eq(compounds.id, Number(idOrSlug)) : eq(compounds.slug, idOrSlug);
  const rows = await db
    .select({
      ...summaryColumns(lang),
      ...(preview && { unitCount: previewUnitCount }),
      mainVideo: compounds.mainVideo,
      videoPoster: compounds.videoPoster,
      description: localized(compounds.description, lang),
      specifications: localizedList(compounds.specifications, lang),
      vision: localized(compounds.vision, lang),
      developerName: developers.name,
      developerLogo: developers.logo,
    })
    .from(compounds)
    .innerJoin(developers, eq(compounds.developerId, developers.id))
    .where(preview ? match : and(match, published()))
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError('Project not found.');
  const [photos, unitTypes] = await Promise.all([
    db
      .select({ id: compoundPhotos.id, url: compoundPhotos.url, alt: compoundPhotos.alt })
      .from(compoundPhotos)
      .where(eq(compoundPhotos.compoundId, row.id))
      .orderBy(asc(compoundPhotos.position), asc(compoundPhotos.id)),
    unitTypesOf(db, row.id, preview),
  ]);
  return {
    ...toSummary(row),
    mainVideo: row.mainVideo,
    videoPoster: row.videoPoster,
    developer: { name: row.developerName, logo: row.developerLogo },
    description: row.description,
    specifications: row.specifications,
    vision: row.vision,
    galleryImages: photos.map(({ id, url, alt }) => {
      const text = altIn(alt, lang);
      return text === undefined ? { id, url } : { id, url, alt: text };
    }),
    unitTypes,
  };
}

/** Every published compound, featured first, then by name. */
export async function listPublicCompounds(db: Db, lang: Lang): Promise<CompoundSummary[]> {
  const rows = await selectSummaries(db, lang)
    .where(published())
    .orderBy(desc(compounds.featured), asc(sql`${localized(compounds.name, lang)}`));
  return rows.map(toSummary);
}
