import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  type AlertConfirmAnswer,
  MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  type SavedSearchRequest,
  UNCONFIRMED_SEARCH_DAYS,
  alertConfirmUrl,
  canonicalSavedQuery,
  officeToday,
  unitQuerySchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { localized } from '../../db/localize.js';
import { alertAddresses, alertConsents, alertMails, savedSearches, unitEvents, units } from '../../db/schema/index.js';
import { AppError, BadInputError } from '../../errors.js';
import { CONFIRMATION_MESSAGES } from './confirmation-messages.js';
import { AlertNotFoundError, savedSearchView } from './saved-search-view.js';
import { ConfirmationMail } from './templates/confirmation.js';
import { renderMail } from './templates/render.js';

/** A link token: 32 random bytes, base64url (alertTokenSchema). */
export function newAlertToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 409 `saved_search_limit`: the address already has MAX_SAVED_SEARCHES_PER_ADDRESS searches on. */
export class SavedSearchLimitError extends AppError {
  constructor() {
    super(
      409,
      'saved_search_limit',
      `This address already has ${MAX_SAVED_SEARCHES_PER_ADDRESS} alerts; delete one on the manage page first.`,
    );
  }
}

/**
 * The search's query as stored (canonicalSavedQuery), checked as the list call checks its own: 400 naming
 * `query` when the list would refuse it (a repeated filter key included).
 */
export function savedQueryOf(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const canonical = canonicalSavedQuery(query);
  const keys = [...params.keys()];
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i && new URLSearchParams(canonical).has(key));
  const checked = unitQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(canonical)));
  if (repeated || !checked.success) {
    const reason = repeated ? `${repeated} is given twice` : (checked.error?.issues[0]?.message ?? 'invalid');
    throw new BadInputError(`query is not one the list takes: ${reason}`, { query: 'invalid' });
  }
  return canonical;
}

/** What became of a request; the visitor is answered the same 202 whatever it is (decision 0059). */
export type SubscribeOutcome =
  { stored: true; searchId: number; mailId: number } | { stored: false; reason: 'search_limit' | 'confirmation_limit' };

export interface SubscribeContext {
  /** The visitor's address (request.ip: from trusted proxies only), kept with the consent. */
  ip: string;
  /** The site's public origin, for the confirmation link (SITE_URL). */
  siteUrl: string;
  now?: Date;
}

/**
 * Stores a saved search or shortlist alert, pending, with its address (created with a manage token when
 * new), the consent's request (text version and language, time, client address) and its rendered
 * confirmation e-mail in alert_mails, in ONE transaction: a crash leaves all or nothing. The address's row
 * is locked first, so two requests for one address count its limits one after the other. Over
 * MAX_SAVED_SEARCHES_PER_ADDRESS searches (not unsubscribed) or MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY
 * confirmation e-mails this office day, nothing is stored or sent.
 */
export async function subscribe(
  db: Db,
  request: SavedSearchRequest,
  { ip, siteUrl, now = new Date() }: SubscribeContext,
): Promise<SubscribeOutcome> {
  const kind = request.kind;
  const query = kind === 'search' ? savedQueryOf(request.query) : '';
  const unitIds = kind === 'shortlist' ? (request.unit_ids ?? []) : [];
  const unitTitles = unitIds.length > 0 ? await shortlistTitles(db, unitIds, request.lang) : [];
  const confirmToken = newAlertToken();
  const mail = await renderMail(
    createElement(ConfirmationMail, {
      lang: request.lang,
      kind,
      frequency: request.frequency,
      query,
      units: unitTitles,
      confirmUrl: alertConfirmUrl(siteUrl, request.lang, confirmToken),
    }),
  );
  const today = officeToday(now);

  return db.transaction(async (tx) => {
    // Insert or lock the address: the conflict's update takes the row lock until the transaction ends.
    const [address] = await tx
      .insert(alertAddresses)
      .values({ email: request.email, manageToken: newAlertToken() })
      .onConflictDoUpdate({ target: alertAddresses.email, set: { email: sql`excluded.email` } })
      .returning({
        id: alertAddresses.id,
        confirmationsDay: alertAddresses.confirmationsDay,
        confirmationsSent: alertAddresses.confirmationsSent,
      });
    if (!address) throw new Error('the address was neither inserted nor found');
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.addressId, address.id), ne(savedSearches.status, 'unsubscribed')));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES_PER_ADDRESS) return { stored: false, reason: 'search_limit' } as const;
    const sentToday = address.confirmationsDay === today ? address.confirmationsSent : 0;
    if (sentToday >= MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
      return { stored: false, reason: 'confirmation_limit' } as const;
    }

    const [search] = await tx
      .insert(savedSearches)
      .values({
        addressId: address.id,
        kind,
        query,
        unitIds,
        frequency: request.frequency,
        lang: request.lang,
        currency: request.currency,
        confirmToken,
        unsubscribeToken: newAlertToken(),
      })
      .returning({ id: savedSearches.id });
    if (!search) throw new Error('the saved search was not inserted');
    await tx.insert(alertConsents).values({
      savedSearchId: search.id,
      email: request.email,
      consentVersion: request.consent_version,
      consentLang: request.lang,
      requestedIp: ip,
    });
    const [queued] = await tx
      .insert(alertMails)
      .values({
        kind: 'confirmation',
        savedSearchId: search.id,
        toAddress: request.email,
        subject: CONFIRMATION_MESSAGES[request.lang].subject[kind],
        text: mail.text,
        html: mail.html,
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      .returning({ id: alertMails.id });
    if (!queued) throw new Error('the confirmation e-mail was not queued');
    await tx
      .update(alertAddresses)
      .set({ confirmationsDay: today, confirmationsSent: sentToday + 1 })
      .where(eq(alertAddresses.id, address.id));
    return { stored: true, searchId: search.id, mailId: queued.id } as const;
  });
}

/** The shortlist's units in the visitor's language, in the order given (unknown ids: 400 naming unit_ids). */
async function shortlistTitles(db: Db, ids: number[], lang: SavedSearchRequest['lang']): Promise<string[]> {
  const rows = await db
    .select({ id: units.id, title: localized(units.title, lang) })
    .from(units)
    .where(and(inArray(units.id, ids), eq(units.listed, true)));
  const byId = new Map(rows.map((row) => [row.id, row.title]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new BadInputError(`unit_ids names units the site does not show: ${missing.join(', ')}`, {
      unit_ids: 'invalid',
    });
  }
  return ids.map((id) => byId.get(id) ?? '');
}

const searchColumns = {
  id: savedSearches.id,
  addressId: savedSearches.addressId,
  kind: savedSearches.kind,
  query: savedSearches.query,
  unitIds: savedSearches.unitIds,
  frequency: savedSearches.frequency,
  status: savedSearches.status,
  lang: savedSearches.lang,
  currency: savedSearches.currency,
  createdAt: savedSearches.createdAt,
  confirmedAt: savedSearches.confirmedAt,
  lastSentAt: savedSearches.lastSentAt,
};

/**
 * Confirms the search whose confirmation link this is (the double opt-in's second step): active, its
 * matching cursor at the newest listing event (only what happens afterwards is alerted), the consent's
 * confirmation time and client address filled in. The token stays usable until its 7 days are over (the
 * clean-up clears it): confirming again answers the same, so a double click or a second device is fine
 * (decision 0059). 404 for an unknown or expired token; 409 when the address already has
 * MAX_SAVED_SEARCHES_PER_ADDRESS searches on.
 */
export async function confirmSavedSearch(db: Db, token: string, { ip }: { ip: string }): Promise<AlertConfirmAnswer> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ...searchColumns, manageToken: alertAddresses.manageToken })
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(
        and(
          eq(savedSearches.confirmToken, token),
          gt(savedSearches.createdAt, sql`now() - ${UNCONFIRMED_SEARCH_DAYS} * interval '1 day'`),
        ),
      )
      .for('update', { of: savedSearches });
    if (!found) throw new AlertNotFoundError();
    const { manageToken, ...search } = found;
    if (search.status !== 'pending') return { search: savedSearchView(search), manage_token: manageToken };

    const [on] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.addressId, search.addressId), inArray(savedSearches.status, ['active', 'paused'])));
    if ((on?.n ?? 0) >= MAX_SAVED_SEARCHES_PER_ADDRESS) throw new SavedSearchLimitError();

    const newest = tx.select({ id: sql<number>`coalesce(max(${unitEvents.id}), 0)` }).from(unitEvents);
    const [confirmed] = await tx
      .update(savedSearches)
      .set({ status: 'active', confirmedAt: sql`now()`, lastEventId: sql`(${newest})` })
      .where(eq(savedSearches.id, search.id))
      .returning(searchColumns);
    await tx
      .update(alertConsents)
      .set({ confirmedAt: sql`now()`, confirmedIp: ip })
      .where(eq(alertConsents.savedSearchId, search.id));
    if (!confirmed) throw new AlertNotFoundError();
    return { search: savedSearchView(confirmed), manage_token: manageToken };
  });
}
