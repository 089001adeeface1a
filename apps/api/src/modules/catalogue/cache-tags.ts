import { eq, inArray } from 'drizzle-orm';
import { CACHE_TAGS } from '@app/shared';
import type { Db } from '../../db/client.js';
import type { PagesReader } from '../../plugins/cache-invalidation.js';
import { compounds, units } from '../../db/schema/index.js';

/*
 * Which of the site's cached pages a catalogue change touches (CACHE_TAGS, docs/decisions/0026): the
 * API names them in its revalidation call, and the site drops exactly those pages in every language
 * and currency. Asked before a change (where a record was) and after it (where it is now).
 */

/** The lists every unit or compound change can touch: the listings, the compound list, the sitemap. */
const LISTS = [CACHE_TAGS.units, CACHE_TAGS.compounds, CACHE_TAGS.sitemap];

/** The units' own pages and their compounds' pages (which list them). */
export async function unitTags(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [...LISTS];
  const rows = await db
    .select({ id: units.id, compoundId: compounds.id, slug: compounds.slug })
    .from(units)
    .leftJoin(compounds, eq(units.compoundId, compounds.id))
    .where(inArray(units.id, [...ids]));
  const tags = new Set<string>([...LISTS, ...ids.map((id) => CACHE_TAGS.unit(id))]);
  for (const row of rows) {
    if (row.compoundId !== null) tags.add(CACHE_TAGS.compound(row.compoundId));
    if (row.slug !== null) tags.add(CACHE_TAGS.compound(row.slug));
  }
  return [...tags];
}

/** The compounds' pages (by slug and id) and the pages of every unit in them (which show the compound). */
export async function compoundTags(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [...LISTS];
  const [found, inside] = await Promise.all([
    db
      .select({ id: compounds.id, slug: compounds.slug })
      .from(compounds)
      .where(inArray(compounds.id, [...ids])),
    db
      .select({ id: units.id })
      .from(units)
      .where(inArray(units.compoundId, [...ids])),
  ]);
  const tags = new Set<string>([...LISTS, ...ids.map((id) => CACHE_TAGS.compound(id))]);
  for (const row of found) tags.add(CACHE_TAGS.compound(row.slug));
  for (const row of inside) tags.add(CACHE_TAGS.unit(row.id));
  return [...tags];
}

/** A developer shows on its compounds' pages and their units' pages. */
export async function developerTags(db: Db, id: number): Promise<string[]> {
  const rows = await db.select({ id: compounds.id }).from(compounds).where(eq(compounds.developerId, id));
  return compoundTags(
    db,
    rows.map((r) => r.id),
  );
}

/** A resource's pages by record ids (unitTags, compoundTags, ...) for a route's `invalidates`. */
type TagsOf = (ids: readonly number[]) => Promise<readonly string[]>;

/** The pages of the record a route names by its `:id`: read before the write (where the record was). */
export const pagesOfParam =
  (tagsOf: TagsOf): PagesReader =>
  (request) =>
    tagsOf([(request.params as { id: number }).id]);

/** The pages of the record a write answers (`{ id }`): read after it (where a new or saved record is now). */
export const pagesOfAnswer =
  (tagsOf: TagsOf): PagesReader =>
  (_request, answer) =>
    tagsOf([(answer as { id: number }).id]);
