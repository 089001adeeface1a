import { eq, sql } from 'drizzle-orm';
import { type InquiryDetail, type InquiryUpdate, inquiryUpdateSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { inquiries, inquiryOutbox } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';
import { UUID, getInquiry } from './office-queries.js';

/* The back office's changes to inquiries: status, note, deletion (its reads are office-queries.ts). */

export interface UpdateOutcome {
  inquiry: InquiryDetail;
  /** An e-mail to the agency was queued: the inquiry left the Spam view with mail on. */
  mailQueued: boolean;
}

/**
 * Sets the status (stamping when it changed) and/or the note (empty clears it). An inquiry moved out of
 * the Spam view ("not spam") gets the e-mail it was held back from, when mail is on: in the same
 * transaction, so that it is queued exactly once however often it is moved.
 */
export async function updateInquiry(
  db: Db,
  id: string,
  input: InquiryUpdate,
  options: { mail: boolean },
): Promise<UpdateOutcome> {
  if (!UUID.test(id)) throw new NotFoundError('Inquiry not found.');
  const update = inquiryUpdateSchema.parse(input);
  const mailQueued = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update')
      .limit(1);
    if (!before) throw new NotFoundError('Inquiry not found.');
    await tx
      .update(inquiries)
      .set({
        ...(update.note !== undefined && { note: update.note === '' ? null : update.note }),
        ...(update.status !== undefined && {
          status: update.status,
          // Stamped only when the status really changes; the same status again keeps the old time.
          statusChangedAt: sql`case when ${inquiries.status} = ${update.status} then ${inquiries.statusChangedAt} else now() end`,
        }),
      })
      .where(eq(inquiries.id, id));
    const leftSpam = before.status === 'spam' && update.status !== undefined && update.status !== 'spam';
    if (!leftSpam || !options.mail) return false;
    const queued = await tx
      .insert(inquiryOutbox)
      .values({ inquiryId: id })
      .onConflictDoNothing({ target: inquiryOutbox.inquiryId })
      .returning({ id: inquiryOutbox.id });
    return queued.length > 0;
  });
  return { inquiry: await getInquiry(db, id), mailQueued };
}

/** Deletes an inquiry and its e-mail row (a visitor's request to be forgotten). */
export async function deleteInquiry(db: Db, id: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFoundError('Inquiry not found.');
  const gone = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  if (gone.length === 0) throw new NotFoundError('Inquiry not found.');
}
