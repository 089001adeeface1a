import { eq, inArray, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import type { InquiryKind } from '@app/shared';
import type { MailOptions } from '../../config.js';
import {
  type ClaimedRow,
  OutboxLoop,
  type OutboxLoopOptions,
  type OutboxRun,
  retryDelayMs,
} from '../../db/mail-outbox.js';
import { inquiries, compounds, units } from '../../db/schema/index.js';
import { composeInquiryMail } from './mail.js';
import { linkedUnitsOf } from './office-queries.js';

export interface OutboxOptions extends Omit<OutboxLoopOptions, 'smtpUrl' | 'intervalMs'> {
  mail: MailOptions;
  siteUrl: string;
}

export { type OutboxRun, retryDelayMs };

/**
 * Sends the e-mails of stored inquiries to LEADS_EMAIL. Rows are written with the inquiry (same
 * transaction) and stay until the mail server accepts the message, with the claim, lease and back-off
 * that every e-mail outbox shares (db/mail-outbox.ts): an outage of the mail server loses nothing, and
 * several API processes on one PostgreSQL database never claim one row at once (a send in flight when its
 * process is killed goes again after the lease: decision 0060, "Sending").
 */
export class Outbox extends OutboxLoop {
  constructor(private readonly options: OutboxOptions) {
    super({ ...options, smtpUrl: options.mail.smtpUrl, intervalMs: options.mail.intervalMs }, 'inquiry_outbox', [
      'inquiry_id',
    ]);
  }

  protected async messages(rows: ClaimedRow[]): Promise<Map<number, SendMailOptions>> {
    const inquiriesById = await this.load(rows.map((row) => row.inquiry_id as string));
    const messages = new Map<number, SendMailOptions>();
    for (const row of rows) {
      const inquiry = inquiriesById.get(row.inquiry_id as string);
      if (!inquiry) continue; // deleted meanwhile (retention); its row went with it
      const mail = composeInquiryMail(inquiry, this.options.siteUrl);
      messages.set(row.id, {
        from: this.options.mail.from,
        to: this.options.mail.to,
        ...(mail.replyTo && { replyTo: { name: inquiry.name, address: mail.replyTo } }),
        subject: mail.subject,
        text: mail.text,
        headers: { 'X-Inquiry-Id': inquiry.id },
      });
    }
    return messages;
  }

  protected failure(row: ClaimedRow) {
    return { fields: { inquiry: row.inquiry_id }, message: 'inquiry e-mail failed; will retry' };
  }

  private async load(ids: string[]) {
    const rows = await this.options.db
      .select({
        id: inquiries.id,
        kind: inquiries.kind,
        name: inquiries.name,
        email: inquiries.email,
        data: inquiries.data,
        page: inquiries.page,
        unitId: inquiries.unitId,
        unitTitle: sql<string | null>`${units.title}->>'en'`,
        compoundSlug: compounds.slug,
        compoundName: sql<string | null>`${compounds.name}->>'en'`,
        lang: inquiries.lang,
        currency: inquiries.currency,
        createdAt: inquiries.createdAt,
        viewingStartsAt: inquiries.viewingStartsAt,
        viewingEndsAt: inquiries.viewingEndsAt,
        visitorTimeZone: inquiries.visitorTimeZone,
      })
      .from(inquiries)
      .leftJoin(units, eq(units.id, inquiries.unitId))
      .leftJoin(compounds, eq(compounds.id, inquiries.compoundId))
      .where(inArray(inquiries.id, ids));
    // A shortlist's units, for all the claimed inquiries at once.
    const linked = await linkedUnitsOf(this.options.db, ids);
    return new Map(
      rows.map(({ viewingStartsAt, viewingEndsAt, visitorTimeZone, ...row }) => [
        row.id,
        {
          ...row,
          kind: row.kind as InquiryKind,
          units: linked.get(row.id) ?? [],
          videoCall:
            viewingStartsAt && viewingEndsAt && visitorTimeZone
              ? { start: viewingStartsAt, end: viewingEndsAt, timeZone: visitorTimeZone }
              : null,
        },
      ]),
    );
  }
}
