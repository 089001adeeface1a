import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { units } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helpers.js';
import { zoneOffsetMs } from '../alerts/schedule.js';
import { UPKEEP_HOUR, untilUpkeep, upkeepDatabase } from './upkeep.js';

const HOUR = 3_600_000;

describe('the nightly upkeep’s hour', () => {
  it('is the next 04:00 on the office’s clock, winter and summer, and across the changes of summer time', () => {
    for (const now of [
      '2026-01-15T12:00:00Z', // winter (UTC+2): the next day's 04:00 is 02:00 UTC
      '2026-01-15T01:59:00Z', // just before that day's 04:00
      '2026-07-15T00:59:00Z', // summer (UTC+3): 04:00 is 01:00 UTC
      '2026-07-15T01:00:00Z', // the very moment: the next day's
      '2026-04-23T12:00:00Z', // the day before summer time starts (the last Friday of April)
      '2026-10-29T12:00:00Z', // the day summer time ends (the last Thursday of October)
    ]) {
      const at = new Date(Date.parse(now) + untilUpkeep(new Date(now)));
      const wall = new Date(at.getTime() + zoneOffsetMs(at));
      expect(wall.getUTCHours(), now).toBe(UPKEEP_HOUR);
      expect(wall.getUTCMinutes(), now).toBe(0);
      expect(at.getTime(), now).toBeGreaterThan(Date.parse(now));
      expect(at.getTime() - Date.parse(now), now).toBeLessThanOrEqual(25 * HOUR);
    }
  });
});

describe('the nightly upkeep on PGlite', () => {
  const suite = useTestApp('pglite');
  const db = () => suite.t.database.db;
  const pages = async (table: string) => {
    const { rows } = (await db().execute(sql`select pg_relation_size(${table}::regclass) as size`)) as unknown as {
      rows: { size: number | string }[];
    };
    return Number(rows[0]!.size);
  };
  /**
   * A day of edits: the same units' prices changed again and again, into another price band and back, each
   * leaving its old rows behind in units and in the kept counts.
   */
  const edits = async () => {
    for (let i = 0; i < 150; i++) {
      await db()
        .update(units)
        .set({ priceUsd: sql`${units.priceUsd} + ${i % 2 === 0 ? 700_000 : -700_000}` })
        .where(sql`${units.id} <= 20`);
    }
  };

  it('frees what edits left behind, so that the tables and their counts stop growing with every edit', async () => {
    await upkeepDatabase(db());
    const start = { units: await pages('units'), counts: await pages('search_filter_counts') };
    await edits();
    const edited = { units: await pages('units'), counts: await pages('search_filter_counts') };
    // Without the upkeep, every edit leaves its old rows: the tables grow.
    expect(edited.units).toBeGreaterThan(start.units);
    expect(edited.counts).toBeGreaterThan(start.counts);
    await upkeepDatabase(db());
    await edits();
    // After it, the same edits reuse the space the old rows had: a page here or there at most.
    expect(await pages('units')).toBeLessThanOrEqual(edited.units + 2 * 8192);
    expect(await pages('search_filter_counts')).toBeLessThanOrEqual(edited.counts + 2 * 8192);
    // The lists still count right.
    const { rows } = (await db().execute(
      sql`select (select sum(unit_count) from filter_counts)::int as kept, (select count(*) from units where listed)::int as listed`,
    )) as unknown as { rows: { kept: number; listed: number }[] };
    expect(rows[0]!.kept).toBe(rows[0]!.listed);
  });
});
