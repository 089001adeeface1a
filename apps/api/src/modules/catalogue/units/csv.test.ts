import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_ROWS,
  UNIT_CSV_COLUMNS,
  UNIT_CSV_REQUIRED_COLUMNS,
  type UnitCsvColumn,
  importResultSchema,
} from '@app/shared';
import { auditLog, units } from '../../../db/schema/index.js';
import { backends } from '../../../../test/helpers.js';
import { unitsTestApp } from '../../../../test/catalogue.js';

type Row = Partial<Record<UnitCsvColumn, string>>;

/** Unit `i` of a test file: references IMP-0001…, some private, some with a price in thousands, one text over two lines. */
function row(i: number): Row {
  const n = String(i + 1).padStart(4, '0');
  return {
    reference: `IMP-${n}`,
    title_en: `Imported flat ${n}`,
    title_ar: i % 2 === 0 ? `شقة ${n}` : '',
    title_de: i % 3 === 0 ? `Wohnung ${n}` : '',
    compound: i % 5 === 0 ? '' : 'hurghada-avenue',
    region: 'hurghada',
    location_en: 'Hurghada',
    unit_type: i % 4 === 0 ? 'Studio' : '2 Bedroom Apartment',
    kind: i % 4 === 0 ? 'studio' : 'apartment',
    bedrooms: String(i % 4 === 0 ? 0 : 2),
    bathrooms: '1',
    area_sqm: i % 7 === 0 ? '88.5' : '120',
    floor: i % 6 === 0 ? '' : String(i % 12),
    price_usd: i % 9 === 0 ? '185,000' : String(90_000 + i * 1000),
    status: i % 10 === 0 ? 'reserved' : 'available',
    publication: 'draft',
    description_en: i === 4 ? 'Line one\nLine two' : `A flat, "bright" and quiet (${n}).`,
  };
}

/** A CSV file as a spreadsheet writes it (with a byte order mark), in these columns. */
function csvFile(rows: Row[], columns: readonly string[] = UNIT_CSV_COLUMNS): string {
  return `\uFEFF${stringify([columns, ...rows.map((r) => columns.map((c) => r[c as UnitCsvColumn] ?? ''))])}`;
}

/** The file's line where data row `i` starts: the header is line 1, and row 4's description takes two lines. */
const lineOf = (i: number) => i + 2 + (i > 4 ? 1 : 0);

describe.each(backends)('units CSV export and import on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const upload = (file: string, dryRun: boolean, contentType = 'text/csv; charset=utf-8') =>
    ctx.t.injectAs('editor', {
      method: 'POST',
      url: `/api/admin/units/import?dry_run=${dryRun}`,
      payload: file,
      headers: { 'content-type': contentType },
    });
  const importOf = async (file: string, dryRun: boolean) => {
    const res = await upload(file, dryRun);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return importResultSchema.parse(res.json());
  };
  const imported = async () =>
    (await ctx.t.database.db.select({ n: count() }).from(units).where(like(units.reference, 'IMP-%')))[0]!.n;
  const good = Array.from({ length: 500 }, (_, i) => row(i));

  it('refuses a file with three bad rows, naming each row and column, and writes nothing (dry run or not)', async () => {
    const bad = good.map((r, i) =>
      i === 9
        ? { ...r, price_usd: 'call us' }
        : i === 199
          ? { ...r, compound: 'nowhere-bay' }
          : i === 449
            ? { ...r, title_en: '', kind: 'castle' }
            : r,
    );
    for (const dryRun of [true, false]) {
      const result = await importOf(csvFile(bad), dryRun);
      expect(result).toMatchObject({ dryRun, valid: false, errorRows: 3, created: 497 });
      expect(result.rows).toHaveLength(500);
      expect(result.rows.filter((r) => r.action === 'error')).toEqual([
        {
          row: lineOf(9),
          reference: 'IMP-0010',
          action: 'error',
          changed: [],
          errors: [{ column: 'price_usd', message: 'invalid' }],
        },
        {
          row: lineOf(199),
          reference: 'IMP-0200',
          action: 'error',
          changed: [],
          errors: [{ column: 'compound', message: 'unknownCompound' }],
        },
        {
          row: lineOf(449),
          reference: 'IMP-0450',
          action: 'error',
          changed: [],
          errors: [
            { column: 'title_en', message: 'required' },
            { column: 'kind', message: 'invalid' },
          ],
        },
      ]);
      expect(await imported()).toBe(0);
    }
  });

  it('imports the corrected file (a dry run first writes nothing), then finds it unchanged, then updates by reference', async () => {
    const file = csvFile(good);
    const dry = await importOf(file, true);
    expect(dry).toMatchObject({ dryRun: true, valid: true, created: 500, updated: 0, errorRows: 0 });
    expect(dry.rows[0]).toMatchObject({ row: 2, reference: 'IMP-0001', action: 'create' });
    expect(dry.rows[0]!.changed).toContain('price_usd');
    expect(await imported()).toBe(0);

    const real = await importOf(file, false);
    expect(real).toMatchObject({ dryRun: false, valid: true, created: 500, errorRows: 0 });
    expect(await imported()).toBe(500);
    const db = ctx.t.database.db;
    const [first] = await db.select().from(units).where(eq(units.reference, 'IMP-0001'));
    expect(first).toMatchObject({
      compoundId: null,
      title: { en: 'Imported flat 0001', ar: 'شقة 0001', de: 'Wohnung 0001' },
      priceUsd: 185_000,
      priceText: '$185,000',
      areaSqm: 88.5,
      floor: null,
      category: 'studio',
      status: 'reserved',
      publication: 'draft',
      listed: false,
      photos: [],
    });
    const [fifth] = await db.select().from(units).where(eq(units.reference, 'IMP-0005'));
    expect(fifth!.description).toEqual({ en: 'Line one\nLine two' });
    const [audits] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'unit'), eq(auditLog.action, 'import')));
    expect(audits!.n).toBe(500);

    const again = await importOf(file, false);
    expect(again).toMatchObject({ valid: true, created: 0, updated: 0, unchanged: 500 });

    const changed = good.map((r, i) => (i === 2 ? { ...r, price_usd: '99000', title_de: 'Neuer Titel' } : r));
    const update = await importOf(csvFile(changed), false);
    expect(update).toMatchObject({ valid: true, created: 0, updated: 1, unchanged: 499 });
    expect(update.rows[2]).toEqual({
      row: 4,
      reference: 'IMP-0003',
      action: 'update',
      changed: ['title_de', 'price_usd'],
      errors: [],
    });
    const [third] = await db.select().from(units).where(eq(units.reference, 'IMP-0003'));
    expect(third).toMatchObject({ priceUsd: 99_000, priceText: '$99,000', version: 2 });
    expect(third!.title.de).toBe('Neuer Titel');
  });

  it('creates a unit from a row without a reference, with one from the sequence', async () => {
    const columns = UNIT_CSV_REQUIRED_COLUMNS;
    const result = await importOf(csvFile([{ ...row(700), reference: '' }], columns), false);
    expect(result).toMatchObject({ valid: true, created: 1 });
    expect(result.rows[0]).toMatchObject({ reference: null, action: 'create' });
    const [unit] = await ctx.t.database.db
      .select()
      .from(units)
      .where(sql`${units.title}->>'en' = 'Imported flat 0701'`);
    expect(unit!.reference).toMatch(/^RS-\d{5}$/);
  });

  it('exports what the list shows as CSV with a byte order mark, and the export imports back unchanged', async () => {
    const res = await ctx.t.injectAs('agent', { url: '/api/admin/units/export.csv?q=IMP-00&compound=private' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="units-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...UNIT_CSV_COLUMNS]);
    // Rows 0, 5, …, 95 of the first hundred are private.
    expect(records.map((r) => r.reference).sort()).toEqual(
      Array.from({ length: 20 }, (_, k) => `IMP-${String(k * 5 + 1).padStart(4, '0')}`),
    );
    expect(records.find((r) => r.reference === 'IMP-0001')).toMatchObject({
      title_ar: 'شقة 0001',
      compound: '',
      price_usd: '185000',
      area_sqm: '88.5',
      floor: '',
      publication: 'draft',
    });
    const back = await importOf(res.body, true);
    expect(back).toMatchObject({ valid: true, unchanged: 20, created: 0, updated: 0 });

    const all = await ctx.t.injectAs('admin', { url: '/api/admin/units/export.csv' });
    expect(parse(all.body, { bom: true, columns: true })).toHaveLength(
      (await ctx.t.database.db.select({ n: count() }).from(units))[0]!.n,
    );
    expect((await ctx.t.injectAs('agent', { url: '/api/admin/units/export.csv?status=gone' })).statusCode).toBe(400);
  });

  it('refuses files it cannot read with 4xx and a message: columns, size, type, emptiness', async () => {
    const cases: [string, number, RegExp, string?][] = [
      [csvFile([row(1)], [...UNIT_CSV_COLUMNS, 'colour']), 400, /Unknown column "colour"/],
      [
        csvFile(
          [row(1)],
          UNIT_CSV_COLUMNS.filter((c) => c !== 'price_usd'),
        ),
        400,
        /Missing column price_usd/,
      ],
      [csvFile([row(1)], [...UNIT_CSV_COLUMNS, 'reference']), 400, /appears twice/],
      ['', 400, /empty/],
      ['title_en,"unclosed\n', 400, /not valid CSV/],
      [JSON.stringify(csvFile([row(1)])), 415, /text\/csv/, 'application/json'],
      [csvFile([row(1)]), 415, /Unsupported Media Type/, 'text/plain'],
    ];
    for (const [file, status, message, type] of cases) {
      const res = await upload(file, true, type);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { message: string }).message).toMatch(message);
    }
    const columns = UNIT_CSV_REQUIRED_COLUMNS;
    const tooMany = `${columns.join(',')}\n${'t,,hurghada,h,Studio,studio,0,1,30,1000,d\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    const res = await upload(tooMany, true);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
    expect((await upload('x'.repeat(6 * 1024 * 1024), true)).statusCode).toBe(413);
    expect((await upload(csvFile([row(1)]), 'maybe' as never)).statusCode).toBe(400);
  });
});
