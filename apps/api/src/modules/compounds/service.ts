import { type SQL, asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Lang, Compound, CompoundSummary } from '@app/shared';
import type { Db } from '../../db/client.js';
import { localized, localizedList } from '../../db/localize.js';
import { developers, compoundImages, compounds } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

// Written out with table names: inside a subquery drizzle leaves columns unqualified, and "id" would be units.id.
const unitCount = sql<number>`(select count(*)::int from "units" u where u."project_id" = "projects"."id")`.mapWith(
  Number,
);

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
    unitCount,
  };
}

type SummaryRow = SelectResultFields<ReturnType<typeof summaryColumns>>;

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
  };
}

/** A compound by numeric id or slug, with developer and gallery, in `lang`. */
/** The largest PostgreSQL `integer`: a longer numeric id names no compound (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export async function getCompound(db: Db, idOrSlug: string, lang: Lang): Promise<Compound> {
  const numeric = /^[0-9]+$/.test(idOrSlug);
  if (numeric && Number(idOrSlug) > MAX_ID) throw new NotFoundError('Project not found.');
  const match: SQL = numeric ? eq(compounds.id, Number(idOrSlug)) : eq(compounds.slug, idOrSlug);
  const rows = await db
    .select({
      ...summaryColumns(lang),
      mainVideo: compounds.mainVideo,
      description: localized(compounds.description, lang),
      specifications: localizedList(compounds.specifications, lang),
      vision: localized(compounds.vision, lang),
      developerName: developers.name,
      developerLogo: developers.logo,
    })
    .from(compounds)
    .innerJoin(developers, eq(compounds.developerId, developers.id))
    .where(match)
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError('Project not found.');
  const gallery = await db
    .select({ id: compoundImages.id, url: compoundImages.url })
    .from(compoundImages)
    .where(eq(compoundImages.compoundId, row.id))
    .orderBy(asc(compoundImages.position), asc(compoundImages.id));
  return {
    ...toSummary(row),
    mainVideo: row.mainVideo,
    developer: { name: row.developerName, logo: row.developerLogo },
    description: row.description,
    specifications: row.specifications,
    vision: row.vision,
    galleryImages: gallery,
  };
}

/** Every compound, featured first, then by name. */
export async function listCompounds(db: Db, lang: Lang): Promise<CompoundSummary[]> {
  const rows = await db
    .select(summaryColumns(lang))
    .from(compounds)
    .orderBy(desc(compounds.featured), asc(sql`${localized(compounds.name, lang)}`));
  return rows.map(toSummary);
}
