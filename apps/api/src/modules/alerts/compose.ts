import { createElement } from 'react';
import { sql } from 'drizzle-orm';
import {
  type AlertFrequency,
  type AlertReason,
  type Currency,
  type Lang,
  MAX_UNITS_PER_ALERT,
  ONE_CLICK_UNSUBSCRIBE,
  type SavedSearchKind,
  alertManageUrl,
  alertUnitUrl,
  alertUnsubscribeUrl,
  convertUsd,
  formatMoney,
  savedSearchUrl,
  savedShortlistUrl,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { localized } from '../../db/localize.js';
import { rawRows } from '../../db/raw-rows.js';
import { units } from '../../db/schema/index.js';
import { ALERT_MESSAGES } from './alert-messages.js';
import { latestDailySlot, latestWeeklySlot } from './schedule.js';
import { AlertMail, type AlertUnitLine } from './templates/alert.js';
import { renderMail } from './templates/render.js';

/*
 * Composing the alert e-mails (decision 0060): the due searches are claimed in batches with FOR UPDATE
 * SKIP LOCKED (two runners never hold one search), their unsent matches read, one alert_mails row written
 * per search with at most MAX_UNITS_PER_ALERT units, and the matches marked with it, in the batch's one
 * transaction: a runner killed mid-batch leaves nothing half done, and a match is in at most one mail.
 */

export interface ComposeOptions {
  /** The site's public origin (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** The exchange rates for the prices in the saved currency (the rates service's current ones). */
  rates: () => Record<Currency, number>;
  /** Searches per transaction. */
  batchSize?: number;
  /**
   * Called after a batch's rows are written, before its commit (tests: to kill a runner mid-run). Never
   * set in production.
   */
  beforeCommit?: () => Promise<void>;
}

export interface ComposeRun {
  /** Searches claimed (due). */
  searches: number;
  /** Alert e-mails queued. */
  mails: number;
  /** Matches reported in them or passed over (their unit no longer listed). */
  matches: number;
}

interface DueSearch {
  id: number;
  kind: SavedSearchKind;
  query: string;
  unit_ids: number[];
  frequency: AlertFrequency;
  lang: Lang;
  currency: Currency;
  unsubscribe_token: string;
  email: string;
  manage_token: string;
}

interface MatchRow {
  saved_search_id: number;
  unit_event_id: number;
  unit_id: number;
  reason: AlertReason;
  old_price: number | null;
  new_price: number | null;
  event_currency: string | null;
  listed: boolean | null;
  price_usd: number | null;
  title: string | null;
}

const titleIn = (lang: Lang) => localized(units.title, lang);

/** Whole per cent a price fell, at least 1 (as the Reduced badge counts it). */
export function dropPercent(oldPrice: number, newPrice: number): number {
  return Math.max(1, Math.floor(((oldPrice - newPrice) / oldPrice) * 100));
}

/** A listing's own price (the event's currency) as the site writes it; USD when it is not one of ours. */
function ownMoney(amount: number, currency: string | null): string {
  try {
    return formatMoney(amount, (currency ?? 'USD') as Currency);
  } catch {
    return formatMoney(amount, 'USD');
  }
}

/** One search's lines: a unit once (its newest match), newest first, still listed; and how many more. */
export function linesOf(
  search: Pick<DueSearch, 'lang' | 'currency'>,
  matches: MatchRow[],
  siteUrl: string,
  rates: Record<Currency, number>,
): { lines: AlertUnitLine[]; more: number } {
  const newest = new Map<number, MatchRow>();
  for (const m of [...matches].sort((a, b) => b.unit_event_id - a.unit_event_id)) {
    if (m.listed !== true || newest.has(m.unit_id)) continue;
    newest.set(m.unit_id, m);
  }
  const all = [...newest.values()];
  const lines = all.slice(0, MAX_UNITS_PER_ALERT).map((m): AlertUnitLine => {
    const converted = convertUsd(m.price_usd, search.currency, rates);
    return {
      title: m.title ?? '',
      url: alertUnitUrl(siteUrl, search.lang, m.unit_id),
      reason: m.reason,
      price: converted === null ? null : formatMoney(converted, search.currency),
      reduced:
        m.reason === 'price_drop' && m.old_price !== null && m.new_price !== null && m.old_price > m.new_price
          ? {
              from: ownMoney(m.old_price, m.event_currency),
              to: ownMoney(m.new_price, m.event_currency),
              percent: dropPercent(m.old_price, m.new_price),
            }
          : null,
    };
  });
  return { lines, more: all.length - lines.length };
}

/** The e-mail of one search: subject, both parts and the unsubscribe headers (RFC 2369 and, on https, RFC 8058). */
export async function alertMailOf(
  search: DueSearch,
  lines: AlertUnitLine[],
  more: number,
  siteUrl: string,
): Promise<{ subject: string; html: string; text: string; headers: Record<string, string> }> {
  const unsubscribeUrl = alertUnsubscribeUrl(siteUrl, search.unsubscribe_token);
  const rendered = await renderMail(
    createElement(AlertMail, {
      lang: search.lang,
      kind: search.kind,
      units: lines,
      more,
      searchUrl:
        search.kind === 'shortlist'
          ? savedShortlistUrl(siteUrl, search.lang, search.unit_ids)
          : savedSearchUrl(siteUrl, search.lang, search.query),
      manageUrl: alertManageUrl(siteUrl, search.lang, search.manage_token),
      unsubscribeUrl,
    }),
  );
  return {
    subject: ALERT_MESSAGES[search.lang].subject(search.kind, lines.length + more),
    ...rendered,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/**
 * List-Unsubscribe always; the one-click marker (List-Unsubscribe-Post) only for an https address: RFC 8058
 * (section 3.1) wants one-click URIs to be HTTPS, and a site on http (SITE_URL in local development)
 * would offer mail providers a one-click address they must not post to.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    ...(new URL(unsubscribeUrl).protocol === 'https:' ? { 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE } : {}),
  };
}

/**
 * Queues the alerts due at `now`: instant searches with unsent matches, daily ones whose last slot
 * (08:00 office time) is older than today's, weekly ones likewise for Monday's. A daily or weekly search
 * with nothing new is passed to the next slot and sent nothing.
 */
export async function composeAlerts(db: Db, options: ComposeOptions, now: Date = new Date()): Promise<ComposeRun> {
  const run: ComposeRun = { searches: 0, mails: 0, matches: 0 };
  const daySlot = latestDailySlot(now).toISOString();
  const weekSlot = latestWeeklySlot(now).toISOString();
  const batchSize = options.batchSize ?? 100;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = rawRows<DueSearch>(
        await tx.execute(sql`
          select s.id, s.kind, s.query, s.unit_ids, s.frequency, s.lang, s.currency, s.unsubscribe_token,
                 a.email, a.manage_token
          from saved_searches s join alert_addresses a on a.id = s.address_id
          where s.status = 'active' and (
            (s.frequency = 'instant' and exists (
              select 1 from alert_matches m where m.saved_search_id = s.id and m.sent_at is null))
            or (s.frequency = 'daily'
              and coalesce(s.last_digest_at, s.confirmed_at, s.created_at) < ${daySlot}::timestamptz)
            or (s.frequency = 'weekly'
              and coalesce(s.last_digest_at, s.confirmed_at, s.created_at) < ${weekSlot}::timestamptz))
          order by s.id
          limit ${batchSize}
          for update of s skip locked`),
      );
      if (due.length === 0) return 0;
      const ids = due.map((s) => s.id);
      // Read after the claim: a search held by this transaction is composed by no one else meanwhile.
      const matches = rawRows<MatchRow>(
        await tx.execute(sql`
          select m.saved_search_id, m.unit_event_id, m.unit_id, m.reason,
                 e.old_price, e.new_price, e.currency as event_currency,
                 ${units.listed} as listed, ${units.priceUsd} as price_usd,
                 case s.lang when 'ar' then ${titleIn('ar')} when 'de' then ${titleIn('de')} else ${titleIn('en')} end as title
          from alert_matches m
          join saved_searches s on s.id = m.saved_search_id
          join unit_events e on e.id = m.unit_event_id
          left join ${units} on ${units.id} = m.unit_id
          where m.saved_search_id = any(${sql.param(ids)}::int[]) and m.sent_at is null`),
      );
      const bySearch = new Map<number, MatchRow[]>();
      for (const m of matches) bySearch.set(m.saved_search_id, [...(bySearch.get(m.saved_search_id) ?? []), m]);
      const rates = options.rates();
      const mails = await Promise.all(
        due.map(async (search) => {
          const { lines, more } = linesOf(search, bySearch.get(search.id) ?? [], options.siteUrl, rates);
          if (lines.length === 0) return null;
          return { search, mail: await alertMailOf(search, lines, more, options.siteUrl) };
        }),
      );
      const queued = mails.filter((m) => m !== null);
      const mailOf = new Map<number, number>();
      if (queued.length > 0) {
        const values = sql.join(
          queued.map(
            ({ search, mail }) =>
              sql`('alert', ${search.id}, ${search.email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(
                mail.headers,
              )}::jsonb)`,
          ),
          sql`, `,
        );
        const inserted = rawRows<{ id: number; saved_search_id: number }>(
          await tx.execute(sql`
            insert into alert_mails (kind, saved_search_id, to_address, subject, text, html, headers)
            values ${values}
            returning id, saved_search_id`),
        );
        for (const row of inserted) mailOf.set(row.saved_search_id, row.id);
      }
      if (matches.length > 0) {
        // Marked by their keys, as read: a match another runner adds meanwhile waits for the next mail.
        const searchIds = matches.map((m) => m.saved_search_id);
        const eventIds = matches.map((m) => m.unit_event_id);
        const mailIds = matches.map((m) => (m.listed === true ? (mailOf.get(m.saved_search_id) ?? null) : null));
        await tx.execute(sql`
          update alert_matches m set mail_id = v.mail_id, sent_at = now()
          from unnest(${sql.param(searchIds)}::int[], ${sql.param(eventIds)}::int[], ${sql.param(mailIds)}::int[])
            as v(search_id, event_id, mail_id)
          where m.saved_search_id = v.search_id and m.unit_event_id = v.event_id`);
      }
      const sent = [...mailOf.keys()];
      await tx.execute(sql`
        update saved_searches set
          last_sent_at = case when id = any(${sql.param(sent)}::int[]) then now() else last_sent_at end,
          last_digest_at = case frequency
            when 'daily' then ${daySlot}::timestamptz
            when 'weekly' then ${weekSlot}::timestamptz
            else last_digest_at end
        where id = any(${sql.param(ids)}::int[])`);
      await options.beforeCommit?.();
      run.searches += due.length;
      run.mails += mailOf.size;
      run.matches += matches.length;
      return due.length;
    });
    if (claimed < batchSize) break;
  }
  return run;
}
