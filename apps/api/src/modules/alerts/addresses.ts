import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AlertAddress } from '@app/shared';
import type { Db } from '../../db/client.js';
import { alertAddresses, alertConsents, alertMails, savedSearches } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';
import { savedSearchView } from './saved-search-view.js';
import { writeAudit } from '../catalogue/editing.js';
import type { SessionUser } from '../staff/sessions.js';

/*
 * An address's searches, found and erased by an admin on request (docs/operations.md, "Erasing an alert
 * subscriber"). Only the exact address is found: the back office offers no list of subscribers.
 */

/** The address (lower-cased, exact) with its searches and what erasing it would delete besides; none when unknown. */
export async function findAlertAddress(db: Db, email: string): Promise<AlertAddress[]> {
  const [address] = await db
    .select({ id: alertAddresses.id, email: alertAddresses.email, createdAt: alertAddresses.createdAt })
    .from(alertAddresses)
    .where(eq(alertAddresses.email, email.trim().toLowerCase()));
  if (!address) return [];
  const searches = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.addressId, address.id))
    .orderBy(asc(savedSearches.id));
  const [consents] = await db.select({ n: count() }).from(alertConsents).where(eq(alertConsents.email, address.email));
  const [unsent] = await db
    .select({ n: count() })
    .from(alertMails)
    .where(and(eq(alertMails.toAddress, address.email), isNull(alertMails.sentAt)));
  return [
    {
      id: address.id,
      email: address.email,
      created_at: address.createdAt.toISOString(),
      searches: searches.map(savedSearchView),
      consents: Number(consents?.n ?? 0),
      unsent_mails: Number(unsent?.n ?? 0),
    },
  ];
}

/** What an erasure deleted (counts only: the audit entry and the log name no address). */
export interface Erased {
  searches: number;
  consents: number;
  unsentMails: number;
}

/**
 * Erases an address on request, in one transaction: its unsent mails (those to it, and those of its
 * searches), its consent records, its searches (their matches go with them) and the address itself. The
 * audit log records who erased which address id and how much, never the address.
 */
export async function eraseAlertAddress(db: Db, user: SessionUser, id: number): Promise<Erased> {
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select({ id: alertAddresses.id, email: alertAddresses.email })
      .from(alertAddresses)
      .where(eq(alertAddresses.id, id))
      .for('update');
    if (!address) throw new NotFoundError('Address not found.');
    const erased = await eraseAddressRows(tx, address);
    await writeAudit(tx, {
      entity: 'alert_address',
      entityId: id,
      action: 'delete',
      user,
      changes: {
        searches: { before: erased.searches, after: 0 },
        consents: { before: erased.consents, after: 0 },
        unsentMails: { before: erased.unsentMails, after: 0 },
      },
    });
    return erased;
  });
}

/**
 * Deletes an address and all it left, inside the caller's transaction: its unsent mails (those to it, and
 * those of its searches), its consent records, its searches (their matches go with them) and the address.
 * The one erasure both the manage link's "delete all" and an admin's erasure on request make.
 */
export async function eraseAddressRows(tx: Db, address: { id: number; email: string }): Promise<Erased> {
  const searchIds = (
    await tx.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.addressId, address.id))
  ).map((row) => row.id);
  const unsentMails = await tx
    .delete(alertMails)
    .where(and(eq(alertMails.toAddress, address.email), isNull(alertMails.sentAt)))
    .returning({ id: alertMails.id });
  if (searchIds.length > 0) {
    await tx.delete(alertMails).where(and(inArray(alertMails.savedSearchId, searchIds), isNull(alertMails.sentAt)));
  }
  const consents = await tx
    .delete(alertConsents)
    .where(eq(alertConsents.email, address.email))
    .returning({ id: alertConsents.id });
  await tx.delete(savedSearches).where(eq(savedSearches.addressId, address.id));
  await tx.delete(alertAddresses).where(eq(alertAddresses.id, address.id));
  return { searches: searchIds.length, consents: consents.length, unsentMails: unsentMails.length };
}
