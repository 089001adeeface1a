import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AlertFrequency,
  type Currency,
  FALLBACK_RATES,
  type Lang,
  type SavedSearchKind,
  type UnitEventKind,
} from '@app/shared';
import { type Database, openDatabase } from '../src/db/client.js';
import type { Db } from '../src/db/client.js';
import { rawRows } from '../src/db/raw-rows.js';
import { reseed } from '../src/db/seed/seed.js';
import { SEED_NOW, createTestDatabase } from './helpers.js';

/*
 * Saved searches and events for the alert runner's tests, written straight into the tables: the
 * subscription calls (SUBSCRIBE's) are not needed to test what happens after a search is confirmed.
 */

export const RUNNER_SITE = 'https://www.redsea.example';
export const fallbackRates = (): Record<Currency, number> => ({ ...FALLBACK_RATES });

export const token = () => randomBytes(32).toString('base64url');

export interface SubscribeInput {
  email: string;
  kind?: SavedSearchKind;
  query?: string;
  unitIds?: number[];
  frequency?: AlertFrequency;
  lang?: Lang;
  currency?: Currency;
  /** Default now: the cursor is the newest event, as confirming sets it. */
  confirmedAt?: Date;
}

export interface Subscribed {
  id: number;
  addressId: number;
  manageToken: string;
  unsubscribeToken: string;
  consentId: number;
}

/** An active, confirmed search (its address made when new) with its consent, as a confirmation leaves it. */
export async function subscribe(db: Db, input: SubscribeInput): Promise<Subscribed> {
  const [address] = rawRows<{ id: number; manage_token: string }>(
    await db.execute(sql`
      insert into alert_addresses (email, manage_token) values (${input.email}, ${token()})
      on conflict (email) do update set email = excluded.email
      returning id, manage_token`),
  );
  const unsubscribeToken = token();
  const confirmedAt = (input.confirmedAt ?? new Date()).toISOString();
  const unitIds = input.unitIds ?? [];
  const [search] = rawRows<{ id: number }>(
    await db.execute(sql`
      insert into saved_searches (address_id, kind, query, unit_ids, frequency, lang, currency, status,
        unsubscribe_token, last_event_id, confirmed_at, created_at)
      values (${address!.id}, ${input.kind ?? 'search'}, ${input.query ?? ''},
        ${sql.param(unitIds)}::int[], ${input.frequency ?? 'instant'}, ${input.lang ?? 'en'},
        ${input.currency ?? 'USD'}, 'active', ${unsubscribeToken},
        (select coalesce(max(id), 0) from unit_events), ${confirmedAt}::timestamptz, ${confirmedAt}::timestamptz)
      returning id`),
  );
  const [consent] = rawRows<{ id: number }>(
    await db.execute(sql`
      insert into alert_consents (saved_search_id, email, consent_version, consent_lang, requested_ip,
        requested_at, confirmed_at, confirmed_ip)
      values (${search!.id}, ${input.email}, '2026-12-07', ${input.lang ?? 'en'}, '192.0.2.1',
        ${confirmedAt}::timestamptz, ${confirmedAt}::timestamptz, '192.0.2.1')
      returning id`),
  );
  return {
    id: search!.id,
    addressId: address!.id,
    manageToken: address!.manage_token,
    unsubscribeToken,
    consentId: consent!.id,
  };
}

/**
 * An event of a unit as the catalogue would write it (a price change also sets the unit's price; `listed`
 * false takes it off the site). Returns the event's id.
 */
export async function listingEvent(
  db: Db,
  unitId: number,
  kind: UnitEventKind,
  prices: { old?: number; new?: number } = {},
): Promise<number> {
  if (prices.new !== undefined) await db.execute(sql`update units set price_usd = ${prices.new} where id = ${unitId}`);
  if (kind === 'sold') await db.execute(sql`update units set status = 'sold' where id = ${unitId}`);
  const currency = prices.new !== undefined ? 'USD' : null;
  const [row] = rawRows<{ id: number }>(
    await db.execute(sql`
      insert into unit_events (unit_id, kind, old_price, new_price, currency, source)
      values (${unitId}, ${kind}, ${prices.old ?? null}, ${prices.new ?? null}, ${currency}, 'form')
      returning id`),
  );
  return row!.id;
}

/** The listed units of the seed with what the tests filter on. */
export async function listedUnits(db: Db): Promise<{ id: number; category: string; price_usd: number }[]> {
  return rawRows(
    await db.execute(sql`select id, category, price_usd from units where listed and status = 'available' order by id`),
  );
}

export interface AlertMailRow {
  id: number;
  saved_search_id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function alertMails(db: Db): Promise<AlertMailRow[]> {
  return rawRows(
    await db.execute(sql`
      select id, saved_search_id, to_address, subject, text, html, headers
      from alert_mails where kind = 'alert' order by id`),
  );
}

export async function matchesOf(
  db: Db,
  searchId: number,
): Promise<{ unit_event_id: number; unit_id: number; reason: string; mail_id: number | null; sent: boolean }[]> {
  return rawRows(
    await db.execute(sql`
      select unit_event_id, unit_id, reason, mail_id, sent_at is not null as sent
      from alert_matches where saved_search_id = ${searchId} order by unit_event_id`),
  );
}

/**
 * One database that several connections (runners) open: PostgreSQL, a new database of its own; PGlite, one
 * in-memory database every "open" shares (it has one connection). Migrated and seeded.
 */
export async function sharedDatabase(backend: 'pglite' | 'postgres'): Promise<{
  url: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await reseed(database.db, { now: SEED_NOW });
    return { url: undefined, open: async () => database, drop: () => database.close() };
  }
  const created = await createTestDatabase();
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: created.url });
    opened.push(database);
    return database;
  };
  const first = await open();
  await first.migrate();
  await reseed(first.db, { now: SEED_NOW });
  return {
    url: created.url,
    open,
    drop: async () => {
      for (const database of opened) await database.close();
      await created.drop();
    },
  };
}
