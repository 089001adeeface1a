import { type SQL, asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Lang, Project, ProjectSummary } from '@app/shared';
import type { Db } from '../../db/client.js';
import { localized, localizedList } from '../../db/localize.js';
import { developers, projectImages, projects } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

// Written out with table names: inside a subquery drizzle leaves columns unqualified, and "id" would be units.id.
const unitCount = sql<number>`(select count(*)::int from "units" u where u."project_id" = "projects"."id")`.mapWith(
  Number,
);

function summaryColumns(lang: Lang) {
  return {
    id: projects.id,
    slug: projects.slug,
    name: localized(projects.name, lang),
    region: projects.region,
    location: localized(projects.location, lang),
    mainImage: projects.mainImage,
    status: projects.status,
    deliveryDate: projects.deliveryDate,
    featured: projects.featured,
    unitCount,
  };
}

type SummaryRow = SelectResultFields<ReturnType<typeof summaryColumns>>;

function toSummary(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    region: row.region,
    location: row.location,
    main_image: row.mainImage,
    status: row.status,
    delivery_date: row.deliveryDate,
    unit_count: row.unitCount,
    featured: row.featured,
  };
}

/** A compound by numeric id or slug, with developer and gallery, in `lang`. */
/** The largest PostgreSQL `integer`: a longer numeric id names no compound (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export async function getProject(db: Db, idOrSlug: string, lang: Lang): Promise<Project> {
  const numeric = /^[0-9]+$/.test(idOrSlug);
  if (numeric && Number(idOrSlug) > MAX_ID) throw new NotFoundError('Project not found.');
  const match: SQL = numeric ? eq(projects.id, Number(idOrSlug)) : eq(projects.slug, idOrSlug);
  const rows = await db
    .select({
      ...summaryColumns(lang),
      mainVideo: projects.mainVideo,
      description: localized(projects.description, lang),
      specifications: localizedList(projects.specifications, lang),
      vision: localized(projects.vision, lang),
      developerName: developers.name,
      developerLogo: developers.logo,
    })
    .from(projects)
    .innerJoin(developers, eq(projects.developerId, developers.id))
    .where(match)
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError('Project not found.');
  const gallery = await db
    .select({ id: projectImages.id, url: projectImages.url })
    .from(projectImages)
    .where(eq(projectImages.projectId, row.id))
    .orderBy(asc(projectImages.position), asc(projectImages.id));
  return {
    ...toSummary(row),
    main_video: row.mainVideo,
    developer: { name: row.developerName, logo: row.developerLogo },
    description: row.description,
    specifications: row.specifications,
    vision: row.vision,
    gallery_images: gallery,
  };
}

/** Every compound, featured first, then by name. */
export async function listProjects(db: Db, lang: Lang): Promise<ProjectSummary[]> {
  const rows = await db
    .select(summaryColumns(lang))
    .from(projects)
    .orderBy(desc(projects.featured), asc(sql`${localized(projects.name, lang)}`));
  return rows.map(toSummary);
}
