import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AlertFrequency, AlertsManageAnswer, SavedSearchView } from '@app/shared';
import type { Db } from '../../db/client.js';
import { alertAddresses, alertConsents, alertMails, savedSearches } from '../../db/schema/index.js';
import { ConflictError } from '../../errors.js';
import { eraseAddressRows } from './addresses.js';
import { AlertNotFoundError, savedSearchView } from './saved-search-view.js';

/*
 * What the manage link (the address's token) and the one-click unsubscribe (a search's token) may do
 * (decision 0060): see, change, pause, delete the address's searches, erase the address; stop one search.
 */

async function addressOf(db: Db, manageToken: string) {
  const [address] = await db
    .select({ id: alertAddresses.id, email: alertAddresses.email })
    .from(alertAddresses)
    .where(eq(alertAddresses.manageToken, manageToken));
  if (!address) throw new AlertNotFoundError();
  return address;
}

/** GET /api/alerts/?token=: the address and every search of it, oldest first. */
export async function manageAnswer(db: Db, manageToken: string): Promise<AlertsManageAnswer> {
  const address = await addressOf(db, manageToken);
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.addressId, address.id))
    .orderBy(savedSearches.id);
  return { email: address.email, searches: rows.map(savedSearchView) };
}

/**
 * PATCH /api/alerts/:id?token=: a new frequency (its first daily or weekly alert is the next slot's), or
 * pause / resume. A stopped (unsubscribed) or unconfirmed search cannot be paused or resumed: 409. Resuming
 * starts from now: what happened while paused is not alerted.
 */
export async function changeSearch(
  db: Db,
  manageToken: string,
  id: number,
  change: { frequency?: AlertFrequency | undefined; paused?: boolean | undefined },
): Promise<SavedSearchView> {
  return db.transaction(async (tx) => {
    const address = await addressOf(tx, manageToken);
    const [row] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.addressId, address.id)))
      .for('update');
    if (!row) throw new AlertNotFoundError();
    const set: PgUpdateSetSource<typeof savedSearches> = {};
    if (change.frequency !== undefined && change.frequency !== row.frequency) {
      if (row.status === 'unsubscribed')
        throw new ConflictError('This alert was stopped: save the search again to restart it.');
      set.frequency = change.frequency;
      set.lastDigestAt = new Date();
    }
    if (change.paused !== undefined) {
      if (row.status === 'unsubscribed' || row.status === 'pending') {
        throw new ConflictError(
          row.status === 'pending'
            ? 'This alert is not confirmed yet: confirm it from the e-mail first.'
            : 'This alert was stopped: save the search again to restart it.',
        );
      }
      if (change.paused && row.status === 'active') set.status = 'paused';
      if (!change.paused && row.status === 'paused') {
        set.status = 'active';
        set.lastEventId = sql`(select coalesce(max(id), 0) from unit_events)`;
      }
    }
    if (Object.keys(set).length === 0) return savedSearchView(row);
    const [updated] = await tx.update(savedSearches).set(set).where(eq(savedSearches.id, id)).returning();
    return savedSearchView(updated!);
  });
}

/** DELETE /api/alerts/:id?token=: the search goes, its consent records its withdrawal, its unsent mails go. */
export async function deleteSearch(db: Db, manageToken: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const address = await addressOf(tx, manageToken);
    const [row] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.addressId, address.id)));
    if (!row) throw new AlertNotFoundError();
    await tx
      .update(alertConsents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(alertConsents.savedSearchId, id), isNull(alertConsents.withdrawnAt)));
    await tx.delete(alertMails).where(and(eq(alertMails.savedSearchId, id), isNull(alertMails.sentAt)));
    await tx.delete(savedSearches).where(eq(savedSearches.id, id));
  });
}

/** DELETE /api/alerts/?token=: erases the address: its searches (and matches), consents and unsent mails. */
export async function eraseAddress(db: Db, manageToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    await eraseAddressRows(tx, await addressOf(tx, manageToken));
  });
}

/**
 * POST /api/alerts/unsubscribe?token=: the search stops (status unsubscribed, its consent withdrawn, its
 * unsent alerts dropped). Idempotent: a second call answers the same. With the search comes its address's
 * manage token, for the page's link to the other searches (the e-mail that held the unsubscribe address
 * held the manage link too).
 */
export async function unsubscribe(
  db: Db,
  unsubscribeToken: string,
): Promise<{ search: SavedSearchView; manageToken: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ search: savedSearches, manageToken: alertAddresses.manageToken })
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(eq(savedSearches.unsubscribeToken, unsubscribeToken))
      .for('update', { of: savedSearches });
    if (!found) throw new AlertNotFoundError();
    const { search: row, manageToken } = found;
    if (row.status === 'unsubscribed') return { search: savedSearchView(row), manageToken };
    await tx
      .update(alertConsents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(alertConsents.savedSearchId, row.id), isNull(alertConsents.withdrawnAt)));
    await tx
      .delete(alertMails)
      .where(and(eq(alertMails.savedSearchId, row.id), eq(alertMails.kind, 'alert'), isNull(alertMails.sentAt)));
    const [updated] = await tx
      .update(savedSearches)
      .set({ status: 'unsubscribed' })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return { search: savedSearchView(updated!), manageToken };
  });
}

/** The saved language of the search with this unsubscribe token, for the GET's redirect (null: unknown). */
export async function unsubscribeLang(db: Db, unsubscribeToken: string) {
  const [row] = await db
    .select({ lang: savedSearches.lang })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, unsubscribeToken));
  return row?.lang ?? null;
}
