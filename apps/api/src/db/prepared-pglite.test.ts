import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_MAX, withPreparedReads } from './prepared-pglite.js';

describe('withPreparedReads: PGlite read statements as named prepared statements', () => {
  let raw: PGlite;
  let client: PGlite;
  const prepared = async () =>
    (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  beforeAll(async () => {
    raw = await PGlite.create('memory://');
    client = withPreparedReads(raw);
    await raw.exec(`
      create table things (id int primary key, name text not null, data jsonb, tags text[], at timestamptz, ok boolean);
      insert into things values
        (1, 'one', '{"a":1}', '{x,y}', '2026-01-02T03:04:05Z', true),
        (2, 'two''s', null, '{}', null, false);
    `);
  });
  afterAll(async () => {
    if (!raw.closed) await raw.close();
  });

  it('answers as PGlite itself does, for every parameter type and both row modes', async () => {
    const text = `select id, name, data, tags, at, ok from things
      where id = any($1) and name <> $2 and (data is null or data @> $3) and at is distinct from $4 and ok in ($5, not $5)
      order by id`;
    const params = [[1, 2], 'three', { a: 1 }, new Date('2020-01-01T00:00:00Z'), true];
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await client.query(text, params, { rowMode });
      const theirs = await raw.query(text, params, { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const { rows } = await client.query<{ name: string; data: unknown; tags: string[]; at: Date | null }>(
      'select name, data, tags, at from things where id = $1',
      [1],
    );
    expect(rows).toEqual([{ name: 'one', data: { a: 1 }, tags: ['x', 'y'], at: new Date('2026-01-02T03:04:05Z') }]);
  });

  it('runs one prepared statement with new parameters each time, and a null where one is given', async () => {
    const text = 'select name from things where id = $1 or ($2::text is null and id = 2)';
    expect((await client.query(text, [1, 'x'])).rows).toEqual([{ name: 'one' }]);
    // Past the five runs after which PostgreSQL may switch to the statement's generic plan.
    for (let i = 0; i < 8; i++) expect((await client.query(text, [2, 'x'])).rows).toEqual([{ name: "two's" }]);
    expect((await client.query(text, [99, null])).rows).toEqual([{ name: "two's" }]);
    expect((await client.query(text, [99, 'x'])).rows).toEqual([]);
    const names = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(names.rows.filter((r) => r.statement === text)).toHaveLength(1);
  });

  it('keeps at most PREPARED_STATEMENTS_MAX statements, closing the least recently used', async () => {
    const first = 'select 1 as kept';
    await client.query(first);
    for (let i = 0; i < PREPARED_STATEMENTS_MAX + 20; i++) {
      const { rows } = await client.query<{ n: number }>(`select ${i} as n`);
      expect(rows[0]!.n).toBe(i);
      // Used again and again, so it is never the least recently used.
      if (i % 50 === 0) await client.query(first);
    }
    expect(await prepared()).toBe(PREPARED_STATEMENTS_MAX);
    const kept = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(kept.rows.map((r) => r.statement)).toContain(first);
    expect(kept.rows.map((r) => r.statement)).not.toContain('select 0 as n');
    // A closed statement is prepared again when it comes back.
    expect((await client.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });

  it('reports a bad statement or a bad parameter as PGlite does, and goes on answering afterwards', async () => {
    await expect(client.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    await expect(client.query('select name from things where id = $1', ['x'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await client.query('select name from things where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('leaves writes to PGlite and waits for an open transaction instead of reading inside it', async () => {
    const before = await prepared();
    await client.query("insert into things values (3, 'three', null, '{}', null, true)");
    expect(await prepared()).toBe(before);
    let readSent!: () => void;
    const sent = new Promise<void>((resolve) => (readSent = resolve));
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    let answered = false;
    let answeredDuringTransaction: boolean | undefined;
    const transaction = raw
      .transaction(async (tx) => {
        await tx.query("insert into things values (4, 'four', null, '{}', null, true)");
        inserted();
        await sent;
        // Work inside the transaction after the read was sent: one that did not wait would be answered by now.
        for (let i = 0; i < 3; i++) await tx.query('select 1');
        answeredDuringTransaction = answered;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertedRow;
    const read = client.query<{ n: number }>('select count(*)::int as n from things where id = $1', [4]).then((r) => {
      answered = true;
      return r.rows[0]!.n;
    });
    readSent();
    await transaction;
    expect(answeredDuringTransaction).toBe(false);
    // Read after the rollback: the uncommitted row was never visible to it.
    expect(await read).toBe(0);
  });

  // Last: it closes the shared instance.
  it('refuses a read once the database is closed, as PGlite does', async () => {
    await raw.close();
    await expect(client.query('select name from things where id = $1', [1])).rejects.toThrow('PGlite is closed');
  });
});
