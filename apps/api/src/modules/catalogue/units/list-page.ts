import { type SQL, type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type UnitQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { compounds, units } from '../../../db/schema/index.js';
import { counts, orderStart, walkStart } from './filter-counts.js';
import { bandFilter, filterColumns, filtersOf, listedUnit, orderOf } from './filters.js';
import { type SummaryRow, listColumns } from './rows.js';

/**
 * A filtered page first walks the order's index for this many entries at least (decision 0050): the
 * entries carry every filter's column, so each costs a fraction of a microsecond and no unit's row is read.
 */
const WALK_MIN_ENTRIES = 4000;
/**
 * How many times the entries a walk would need if the filter's units were spread evenly through the
 * order (page end x listed units / matching units) it may read before the page is ordered from the
 * filter's own index instead: a filter whose units bunch at the far end of the order (studios by
 * price descending) gives up after a bounded walk rather than reading the whole index.
 */
const WALK_SLACK = 4;

/** Price orders read a price band as a range of their own index; other orders filter on it. */
const priceOrder = (query: UnitQuery) => query.sort === 'price-asc' || query.sort === 'price-desc';

/** The page's units, looked up by the ids `ids` selects (at most a page), in the order asked for. */
function readPage(db: Db, query: UnitQuery, ids: SQLWrapper): Promise<SummaryRow[]> {
  return db
    .select(listColumns(query.lang ?? 'en'))
    .from(units)
    .leftJoin(compounds, eq(units.compoundId, compounds.id))
    .where(sql`${units.id} = any(array(${ids}))`)
    .orderBy(...orderOf(query));
}

/** Where a page and its size start. */
type Window = { offset: number; pageSize: number };

/** The ids of a page read from the start of the order's index: no filter, or a price band in a price order. */
function orderedIds(db: Db, query: UnitQuery, { offset, pageSize }: Window) {
  const inOrder = priceOrder(query) && query.price_band ? bandFilter(query.price_band) : [];
  return db
    .select({ id: units.id })
    .from(units)
    .where(and(listedUnit(), ...inOrder))
    .orderBy(...orderOf(query))
    .limit(pageSize)
    .offset(offset);
}

/**
 * The ids of a page found within the first `bound` entries of the order's index from `start` on (which
 * carry every filter's column, so no unit's row is read): exact when it finds a whole page, as the order is
 * kept.
 */
export function walkedIds(
  db: Db,
  query: UnitQuery,
  { offset, pageSize }: Window,
  bound: number,
  start: number | null = null,
) {
  const band = query.price_band ? bandFilter(query.price_band) : [];
  const walked = db
    .select({ id: units.id, createdAt: units.createdAt, pricePerSqm: units.pricePerSqm, ...filterColumns })
    .from(units)
    .where(and(listedUnit(), ...(priceOrder(query) ? band : []), ...walkStart(orderStart(query), start)))
    .orderBy(...orderOf(query))
    .limit(bound)
    .as('w');
  const outside = !priceOrder(query) && query.price_band ? bandFilter(query.price_band, walked.priceUsd) : [];
  return db
    .select({ id: walked.id })
    .from(walked)
    .where(and(...filtersOf(query, walked), ...outside))
    .orderBy(...orderOf(query, walked))
    .limit(pageSize)
    .offset(offset);
}

/**
 * The ids of a page ordered among all the filters' units, read from a filter's own index (which carries
 * the order columns). `offset 0` keeps the subquery apart (it is not pulled up), so the database reads
 * the filter's index for it rather than walking the order's index with the filter, then keeps the top.
 */
export function topIds(db: Db, query: UnitQuery, { offset, pageSize }: Window): SQL {
  const matching = db
    .select({ id: units.id, createdAt: units.createdAt, priceUsd: units.priceUsd, pricePerSqm: units.pricePerSqm })
    .from(units)
    .where(and(listedUnit(), ...filtersOf(query), ...(query.price_band ? bandFilter(query.price_band) : [])));
  const m = {
    id: sql`m.id`,
    createdAt: sql`m.created_at`,
    priceUsd: sql`m.price_usd`,
    pricePerSqm: sql`m.price_per_sqm`,
  };
  return sql`select m.id from (${matching} offset 0) m order by ${sql.join(orderOf(query, m), sql`, `)} limit ${pageSize} offset ${offset}`;
}

/** The walk's bounds (decision 0050); tests lower them to take every way on a small catalogue. */
export type WalkTuning = { minEntries: number; slack: number };
export const WALK: WalkTuning = { minEntries: WALK_MIN_ENTRIES, slack: WALK_SLACK };

/**
 * The units of one page without a search, and how many units pass the filters (decision 0050). The page's
 * ids are found among index entries, and only its own rows are read:
 * - with no filter (or a price band in a price order), from the start of the order's index;
 * - with filters, the order's index is walked for a bounded number of entries, from where the matching
 *   units start in a price order (decision 0063), and the page kept when it fills within them, as it does
 *   unless the filter's units are sparse there;
 * - otherwise, or when the walk would need about as many entries as the filter has units, the filter's
 *   own index entries are ordered: as many as its count reads.
 * `way` says which found the page.
 */
export async function filteredPage(
  db: Db,
  query: UnitQuery,
  walk: WalkTuning = WALK,
): Promise<{ rows: SummaryRow[]; total: number; way: 'none' | 'ordered' | 'walked' | 'top' }> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const window = { offset: ((query.page ?? 1) - 1) * pageSize, pageSize };
  // No filter (or a price band in a price order): the page is read from the start of the order's index,
  // and no walk needs a start.
  const ordered = filtersOf(query).length === 0 && (!query.price_band || priceOrder(query));
  const { total, listed, start } = await counts(db, query, { start: !ordered });
  if (window.offset >= total) return { rows: [], total, way: 'none' };
  if (ordered) {
    return { rows: await readPage(db, query, orderedIds(db, query, window)), total, way: 'ordered' };
  }
  const end = window.offset + pageSize;
  const bound = Math.max(walk.minEntries, Math.ceil((walk.slack * end * listed) / total));
  if (bound < total) {
    const rows = await readPage(db, query, walkedIds(db, query, window, bound, start));
    if (rows.length === Math.min(pageSize, total - window.offset)) return { rows, total, way: 'walked' };
  }
  return { rows: await readPage(db, query, topIds(db, query, window)), total, way: 'top' };
}
