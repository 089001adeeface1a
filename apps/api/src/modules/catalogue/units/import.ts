import { CsvError, parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import {
  type ImportResult,
  type ImportRow,
  type ListingState,
  MAX_IMPORT_ROWS,
  UNIT_CSV_COLUMNS,
  UNIT_CSV_REQUIRED_COLUMNS,
  type UnitCsvColumn,
  unitInputSchema,
  unitReferenceSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import { type StoredUnit, compounds, units } from '../../../db/schema/index.js';
import { BadInputError, PayloadTooLargeError } from '../../../errors.js';
import type { SessionUser } from '../../staff/sessions.js';
import { changesBetween } from '../editing.js';
import {
  CHOICE_COLUMNS,
  NULLABLE_COLUMNS,
  NUMBER_COLUMNS,
  PLAIN_COLUMNS,
  changedColumns,
  choiceOfCell,
  columnOf,
  isLocalizedField,
  numberOfCell,
  textOfCell,
} from './csv.js';
import { type UnitFields, editableOf } from './queries.js';
import { listingStateOf, recordListingEvents } from './events.js';
import { insertUnit, updateUnit } from './service.js';

type RowError = { column: string; message: string };
/** A row that passed: what to write. */
type Planned =
  | { action: 'create'; fields: UnitFields }
  | { action: 'update'; stored: StoredUnit; fields: Partial<UnitFields> }
  | { action: 'unchanged' };

/** The file's records with the line each starts on (a quoted cell may hold line breaks); blank lines left out. */
function recordsOf(text: string): { line: number; cells: string[] }[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new BadInputError(`The file is not valid CSV: ${error.message}`.slice(0, 300));
    throw error;
  }
  const out: { line: number; cells: string[] }[] = [];
  let line = 1;
  for (const cells of records) {
    if (cells.some((c) => c.trim() !== '')) out.push({ line, cells });
    line += 1 + cells.reduce((n, c) => n + (c.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  }
  return out;
}

/** The header's columns: 400 for an unknown, repeated or missing one. */
function headerOf(cells: string[]): UnitCsvColumn[] {
  const header = cells.map((c) => c.trim().toLowerCase());
  const known = new Set<string>(UNIT_CSV_COLUMNS);
  const unknown = header.filter((c) => !known.has(c));
  if (unknown.length > 0) {
    throw new BadInputError(
      `Unknown column${unknown.length === 1 ? '' : 's'} ${unknown.map((c) => `"${c.slice(0, 40)}"`).join(', ')}; ` +
        `the columns are ${UNIT_CSV_COLUMNS.join(', ')}.`,
    );
  }
  const repeated = header.filter((c, i) => header.indexOf(c) !== i);
  if (repeated.length > 0) throw new BadInputError(`Column ${repeated[0]} appears twice.`);
  const missing = UNIT_CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw new BadInputError(`Missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}.`);
  }
  return header as UnitCsvColumn[];
}

/**
 * A row's fields over the stored unit's (none for a new one), read as unitInputSchema reads a form: texts
 * in three languages (blank: missing), numbers, the compound by slug (blank: private).
 */
function fieldsOfRow(
  cells: Map<UnitCsvColumn, string>,
  base: Record<string, unknown>,
  compoundIds: Map<string, number>,
  errors: RowError[],
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...base };
  for (const [column, cell] of cells) {
    const [field, lang] = column.split(/_(?=en$|ar$|de$)/) as [string, string | undefined];
    if (lang && isLocalizedField(field)) {
      input[field] = { ...(input[field] as object | undefined), [lang]: cell };
    } else if (column in NUMBER_COLUMNS) {
      const key = NUMBER_COLUMNS[column as keyof typeof NUMBER_COLUMNS];
      if (cell === '') input[key] = NULLABLE_COLUMNS.has(column) ? null : undefined;
      else {
        const value = numberOfCell(cell);
        if (value === undefined) errors.push({ column, message: 'invalid' });
        else input[key] = value;
      }
    } else if (column in CHOICE_COLUMNS) {
      input[CHOICE_COLUMNS[column as keyof typeof CHOICE_COLUMNS]] = cell === '' ? null : choiceOfCell(cell);
    } else if (column === 'delivery_date') {
      input.deliveryDate = cell === '' ? null : cell;
    } else if (column in PLAIN_COLUMNS) {
      if (cell !== '') input[PLAIN_COLUMNS[column as keyof typeof PLAIN_COLUMNS]] = cell;
      else if (column === 'unit_type') input.unitType = '';
    } else if (column === 'compound') {
      if (cell === '') input.compoundId = null;
      else if (compoundIds.has(cell.toLowerCase())) input.compoundId = compoundIds.get(cell.toLowerCase());
      else errors.push({ column, message: 'unknownCompound' });
    }
  }
  return input;
}

/** The errors of a zod parse, one per column (the first), in the columns' order. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RowError[] {
  const byColumn = new Map<string, string>();
  for (const issue of issues) {
    const column = columnOf(issue.path);
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return [...byColumn].map(([column, message]) => ({ column, message }));
}

function planRow(
  row: { line: number; cells: string[] },
  header: UnitCsvColumn[],
  stored: Map<string, StoredUnit>,
  compoundIds: Map<string, number>,
  seen: Set<string>,
): { result: ImportRow; plan?: Planned } {
  const errors: RowError[] = [];
  const cells = new Map(header.map((column, i) => [column, textOfCell((row.cells[i] ?? '').trim())]));
  if (row.cells.length !== header.length) {
    errors.push({ column: 'row', message: `columnCount` });
  }
  let reference = cells.get('reference') || undefined;
  if (reference !== undefined) {
    const parsed = unitReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      errors.push({ column: 'reference', message: parsed.error.issues[0]?.message ?? 'invalid' });
      reference = undefined;
    } else if (seen.has(parsed.data.toLowerCase())) {
      errors.push({ column: 'reference', message: 'duplicate' });
    } else seen.add(parsed.data.toLowerCase());
  }
  const existing = reference === undefined ? undefined : stored.get(reference);
  const before = existing ? editableOf(existing) : undefined;
  const input = fieldsOfRow(cells, before ?? {}, compoundIds, errors);
  if (!existing) input.reference = reference;
  const parsed = unitInputSchema.safeParse(input);
  if (parsed.success && parsed.data.publication === 'published' && !parsed.data.mainImage) {
    errors.push({ column: 'publication', message: 'requiredToPublish' });
  }
  if (!parsed.success) {
    const known = new Set(errors.map((e) => e.column));
    for (const error of errorsOf(parsed.error.issues)) {
      if (known.has(error.column)) continue;
      // An empty cell of a column every unit needs: 'required', whatever the field's own wording.
      const empty = cells.get(error.column as UnitCsvColumn) === '';
      errors.push(
        empty && (UNIT_CSV_REQUIRED_COLUMNS as readonly string[]).includes(error.column)
          ? { ...error, message: 'required' }
          : error,
      );
    }
  }
  const base = { row: row.line, reference: reference ?? null };
  if (errors.length > 0 || !parsed.success) return { result: { ...base, action: 'error', changed: [], errors } };

  const fields = parsed.data;
  if (!existing || !before) {
    const changed = header.filter((column) => column !== 'reference' && cells.get(column));
    return { result: { ...base, action: 'create', changed, errors }, plan: { action: 'create', fields } };
  }
  const changes = changesBetween(before as Record<string, unknown>, fields);
  const keys = Object.keys(changes);
  if (keys.length === 0)
    return { result: { ...base, action: 'unchanged', changed: [], errors }, plan: { action: 'unchanged' } };
  const changed = keys.flatMap((key) => changedColumns(key, changes[key]!.before, changes[key]!.after));
  const patch = Object.fromEntries(keys.map((key) => [key, fields[key as keyof UnitFields]]));
  return {
    result: { ...base, action: 'update', changed, errors },
    plan: { action: 'update', stored: existing, fields: patch as Partial<UnitFields> },
  };
}

async function storedByReference(db: Db, references: string[]): Promise<Map<string, StoredUnit>> {
  const found = new Map<string, StoredUnit>();
  for (let i = 0; i < references.length; i += 1000) {
    const rows = await db
      .select()
      .from(units)
      .where(inArray(units.reference, references.slice(i, i + 1000)));
    for (const row of rows) found.set(row.reference, row);
  }
  return found;
}

/**
 * Reads a units CSV (UNIT_CSV_COLUMNS; optional columns may be left out) and checks every row with the
 * form's rules. Rows match units by `reference`; a row without one, or with one no unit has, creates a
 * unit (a draft unless its publication column says otherwise). Nothing is written unless every row is
 * valid and `dryRun` is false; then everything is, in one transaction, with an `import` audit entry per
 * unit written. Errors name the row (the file's line, the header being line 1) and the column.
 */
export async function importUnits(db: Db, user: SessionUser, text: string, dryRun: boolean): Promise<ImportResult> {
  const records = recordsOf(text);
  if (records.length === 0) throw new BadInputError('The file is empty: it needs a header row and a row per unit.');
  const header = headerOf(records[0]!.cells);
  const rows = records.slice(1);
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new PayloadTooLargeError(`The file has ${rows.length} rows; an import takes at most ${MAX_IMPORT_ROWS}.`);
  }
  const referenceAt = header.indexOf('reference');
  const references = referenceAt < 0 ? [] : rows.map((r) => (r.cells[referenceAt] ?? '').trim()).filter(Boolean);
  const stored = await storedByReference(db, [...new Set(references)]);
  const compoundIds = new Map(
    (await db.select({ id: compounds.id, slug: compounds.slug }).from(compounds)).map((c) => [c.slug, c.id]),
  );

  const seen = new Set<string>();
  const planned = rows.map((row) => planRow(row, header, stored, compoundIds, seen));
  const results = planned.map((p) => p.result);
  const tally = (action: ImportRow['action']) => results.filter((r) => r.action === action).length;
  const valid = results.every((r) => r.action !== 'error');

  if (valid && !dryRun) {
    await db.transaction(async (tx) => {
      // Given references first, so that the ones drawn from the sequence go around them.
      const creates = planned.flatMap((p) => (p.plan?.action === 'create' ? [p.plan.fields] : []));
      creates.sort((a, b) => Number(b.reference !== undefined) - Number(a.reference !== undefined));
      const before = new Map<number, ListingState | undefined>();
      for (const fields of creates) before.set(await insertUnit(tx, user, fields, 'import'), undefined);
      for (const { plan } of planned) {
        if (plan?.action !== 'update') continue;
        await updateUnit(tx, user, plan.stored, plan.fields, 'import');
        before.set(plan.stored.id, listingStateOf(plan.stored));
      }
      await recordListingEvents(tx, before, { source: 'csv_import', user });
    });
  }
  return {
    dryRun,
    valid,
    created: tally('create'),
    updated: tally('update'),
    unchanged: tally('unchanged'),
    errorRows: tally('error'),
    rows: results,
  };
}
