import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, backends, buildTestApp } from '../../test/helpers.js';

describe.each(backends)('unit references drawn by the database on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const draw = async (after: number) => {
    await t.database.db.execute(sql`select setval('unit_reference_seq', ${after})`);
    const result = (await t.database.db.execute(sql`select next_unit_reference() as reference`)) as unknown as {
      rows: { reference: string }[];
    };
    return result.rows[0]?.reference;
  };

  it('have five digits at least, and every digit of larger numbers', async () => {
    expect(await draw(41)).toBe('RS-00042');
    expect(await draw(99_998)).toBe('RS-99999');
    expect(await draw(99_999)).toBe('RS-100000');
    expect(await draw(1_234_566)).toBe('RS-1234567');
  });
});
