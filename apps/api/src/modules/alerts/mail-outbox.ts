import type { SendMailOptions } from 'nodemailer';
import { type ClaimedRow, OutboxLoop, type OutboxLoopOptions } from '../../db/mail-outbox.js';

export interface AlertMailOutboxOptions extends OutboxLoopOptions {
  /** The sender of every alert e-mail (MAIL_FROM). */
  from: string;
}

/** The columns of alert_mails a send needs: the message is rendered when it is queued. */
const COLUMNS = ['kind', 'saved_search_id', 'to_address', 'subject', 'text', 'html', 'headers', 'created_at'] as const;

/**
 * Sends the alerts' e-mails (alert_mails: confirmations and alerts), each to its row's address, with the
 * row's headers (List-Unsubscribe on an alert), `X-Alert-Mail-Id` and a Message-ID of the row's own (the
 * same on every attempt, so a receiving server that drops a repeated Message-ID drops the copy sent again
 * after a SIGKILL mid-send). The rows are written, already
 * rendered, in the transaction that decided them; claiming, the lease and the back-off are the inquiry
 * outbox's (db/mail-outbox.ts), so a SIGKILL loses nothing and two replicas never claim one row at once;
 * a row whose send was in flight at a SIGKILL goes again after its lease (decision 0060, "Sending").
 * `wake()` after queuing (the saved-search routes and the alert runner do).
 */
export class AlertMailOutbox extends OutboxLoop {
  constructor(private readonly options: AlertMailOutboxOptions) {
    super(options, 'alert_mails', COLUMNS);
  }

  protected async messages(rows: ClaimedRow[]): Promise<Map<number, SendMailOptions>> {
    return new Map(
      rows.map((row) => [
        row.id,
        {
          from: this.options.from,
          to: String(row.to_address),
          subject: String(row.subject),
          text: String(row.text),
          html: String(row.html),
          headers: { ...headersOf(row.headers), 'X-Alert-Mail-Id': String(row.id) },
          messageId: messageIdOf(row, this.options.from),
        },
      ]),
    );
  }

  protected failure(row: ClaimedRow) {
    return {
      fields: { alertMail: row.id, kind: row.kind, savedSearch: row.saved_search_id },
      message: 'alert e-mail failed; will retry',
    };
  }
}

/** The row's headers (jsonb: an object, or its text from a driver that does not parse it). */
function headersOf(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, v]) => [name, String(v)]));
}

/**
 * The row's own Message-ID: its id and the time it was queued (unique across databases restored or
 * reseeded), at the sender's domain (MAIL_FROM's).
 */
export function messageIdOf(row: ClaimedRow, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'alerts.invalid';
  const queued = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return `<alert-${row.id}.${queued.getTime()}@${domain}>`;
}
