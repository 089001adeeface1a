import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

/**
 * What a backup and a restore read of the database's own catalogue, so that both follow whatever schema
 * the migrations made (a backup of an older schema is restored into that schema): the tables of the
 * `public` schema, their stored columns, the order foreign keys impose, and the sequences.
 */

/** A transaction or the database: both run raw statements. */
export type Executor = Pick<Db, 'execute'>;

/**
 * Tables whose rows the triggers of migrations 0004, 0005, 0011, 0019 and 0020 write from the units (the search
 * box's distinct texts and counts, the list's filter counts). A backup records their counts but not their
 * rows: the restore inserts the units with the triggers on, which rebuild them, and checks the counts.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'search_facets',
  'search_titles',
  'filter_counts',
  'search_filter_counts',
]);

export interface Column {
  name: string;
  /** format_type(): the type as SQL spells it, for the restore's casts. */
  type: string;
}

export const rows = async <T>(db: Executor, query: SQL): Promise<T[]> => rawRows<T>(await db.execute(query));

/** The tables of the public schema with their stored (not generated) columns, in column order. */
export async function tablesWithColumns(db: Executor): Promise<Map<string, Column[]>> {
  const found = await rows<{ table: string; column: string | null; type: string | null }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const { table, column, type } of found) {
    const columns = tables.get(table) ?? [];
    if (column !== null && type !== null) columns.push({ name: column, type });
    tables.set(table, columns);
  }
  return tables;
}

/**
 * The tables, each after every table it refers to by a foreign key (rows are restored in this order
 * with the constraints on). Throws on a cycle, which none of the migrations makes.
 */
export async function inReferenceOrder(db: Executor, tables: Iterable<string>): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid
        join pg_class pa on pa.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const remaining = new Set(tables);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    if (!remaining.has(child) || !remaining.has(parent)) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) => ![...(parents.get(t) ?? [])].some((p) => remaining.has(p))).sort();
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...remaining].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      remaining.delete(t);
    }
  }
  return ordered;
}

export interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

/** Every sequence of the public schema and where it stands (sequences are outside transactions). */
export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await rows<{ value: string | number; called: boolean }>(
      db,
      sql`select last_value::text as value, is_called as called from ${sql.identifier('public')}.${sql.identifier(name)}`,
    );
    if (state) states.push({ name, value: String(state.value), called: state.called });
  }
  return states;
}

/** The serial columns (a sequence owned by a table's column), to set each sequence past its restored ids. */
export async function serialColumns(db: Executor): Promise<{ table: string; column: string; sequence: string }[]> {
  return rows(
    db,
    sql`select t.relname as "table", a.attname as "column", s.relname as "sequence"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.deptype in ('a', 'i') and t.relnamespace = 'public'::regnamespace`,
  );
}

/** The number of rows of each table. */
export async function countRows(db: Executor, tables: Iterable<string>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier('public')}.${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The tables that hold at least one row (a restore refuses such a target without --force). */
export async function tablesWithRows(db: Executor): Promise<string[]> {
  const held: string[] = [];
  for (const table of (await tablesWithColumns(db)).keys()) {
    const [row] = await rows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier('public')}.${sql.identifier(table)}) as "any"`,
    );
    if (row?.any) held.push(table);
  }
  return held;
}
