import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { backends } from '../../../test/helpers.js';
import { listedUnits, listingEvent, matchesOf, sharedDatabase, subscribe } from '../../../test/alert-runner.js';
import { matchEvents, newMatchMemory } from './matching.js';

/*
 * The matching (decision 0060): the news and their units read once, each distinct query's conditions over
 * those units, several queries to a statement. Run here one query to a statement, so that the searches of
 * one run are matched by several statements.
 */
describe.each(backends)('matching on %s', (backend) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let database: Database;
  const cursorOf = async (id: number) =>
    rawRows<{ cursor: number }>(
      await database.db.execute(sql`select last_event_id as cursor from saved_searches where id = ${id}`),
    )[0]!.cursor;
  const horizon = async () =>
    rawRows<{ id: number }>(await database.db.execute(sql`select max(id)::int as id from unit_events`))[0]!.id;

  beforeAll(async () => {
    shared = await sharedDatabase(backend);
    database = await shared.open();
  });
  afterAll(async () => {
    await shared?.drop();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from alert_addresses`);
  });

  it('alerts a unit only when its list shows it at the run, each query by its own conditions', async () => {
    const [a, b] = (await listedUnits(database.db)).filter((u) => u.category === 'studio');
    const [c] = (await listedUnits(database.db)).filter((u) => u.category === '1-bedroom');
    const studios = await subscribe(database.db, { email: 'studio@example.com', query: 'type=studio' });
    const bedrooms = await subscribe(database.db, { email: 'bedroom@example.com', query: 'type=1-bedroom' });
    const daily = await subscribe(database.db, {
      email: 'daily@example.com',
      query: 'type=studio',
      frequency: 'daily',
    });
    const newA = await listingEvent(database.db, a!.id, 'published');
    await listingEvent(database.db, b!.id, 'published');
    const newC = await listingEvent(database.db, c!.id, 'published');
    // b is a 2-bedroom by the time the runner looks: the studios' list no longer shows it.
    await database.db.execute(sql`update units set category = '2-bedroom' where id = ${b!.id}`);

    const memory = newMatchMemory();
    const instant = await matchEvents(database.db, memory, new Date(), { digests: false, perStatement: 1 });
    expect(instant).toMatchObject({ queries: 2, matches: 2, skipped: 0, invalid: [] });
    expect((await matchesOf(database.db, studios.id)).map((m) => [m.unit_event_id, m.unit_id, m.reason])).toEqual([
      [newA, a!.id, 'new'],
    ]);
    expect((await matchesOf(database.db, bedrooms.id)).map((m) => m.unit_id)).toEqual([c!.id]);
    expect((await matchesOf(database.db, bedrooms.id)).map((m) => m.unit_event_id)).toEqual([newC]);
    // The daily search waits for the pass over every search; its cursor stays behind meanwhile.
    expect(await matchesOf(database.db, daily.id)).toEqual([]);
    expect(await cursorOf(studios.id)).toBe(await horizon());
    expect(await cursorOf(daily.id)).toBeLessThan(await horizon());

    const all = await matchEvents(database.db, memory, new Date(), { digests: true, perStatement: 1 });
    expect(all.matches).toBe(1);
    expect((await matchesOf(database.db, daily.id)).map((m) => m.unit_event_id)).toEqual([newA]);
    await database.db.execute(sql`update units set category = 'studio' where id = ${b!.id}`);
  });

  it('moves the cursors without a match when nothing new could be alerted, and past a query the list refuses', async () => {
    const [a] = (await listedUnits(database.db)).filter((u) => u.category === 'studio');
    const studios = await subscribe(database.db, { email: 'studio@example.com', query: 'type=studio' });
    const refused = await subscribe(database.db, { email: 'odd@example.com', query: 'price_band=free' });
    await listingEvent(database.db, a!.id, 'price_changed', { old: a!.price_usd, new: a!.price_usd + 1000 });
    await listingEvent(database.db, a!.id, 'sold');

    const run = await matchEvents(database.db, newMatchMemory(), new Date(), { digests: true });
    expect(run).toMatchObject({ matches: 0, invalid: ['price_band=free'] });
    expect(await matchesOf(database.db, studios.id)).toEqual([]);
    expect(await cursorOf(studios.id)).toBe(await horizon());
    expect(await cursorOf(refused.id)).toBe(await horizon());
    await database.db.execute(
      sql`update units set status = 'available', price_usd = ${a!.price_usd} where id = ${a!.id}`,
    );
  });
});
