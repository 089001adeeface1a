import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { UNCONFIRMED_SEARCH_DAYS } from '@app/shared';
import { DailyJob } from '../../daily-job.js';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

/** Sent alert e-mails are kept this long (what was sent to whom, for a question), then deleted. */
export const SENT_ALERT_MAIL_DAYS = 30;

export interface AlertCleanupRun {
  /** Unconfirmed searches deleted (with their consent requests and unsent confirmation e-mails). */
  pending: number;
  /** Confirmation links of confirmed searches closed (their 7 days are over). */
  links: number;
  /** Sent e-mails deleted. */
  mails: number;
  /** Addresses deleted: no search and no consent record left. */
  addresses: number;
}

const count = async (db: Pick<Db, 'execute'>, statement: ReturnType<typeof sql>) =>
  rawRows<{ n: number }>(await db.execute(sql`with gone as (${statement}) select count(*)::int as n from gone`))[0]
    ?.n ?? 0;

/**
 * The alerts' clean-up (decision 0057): deletes searches still unconfirmed UNCONFIRMED_SEARCH_DAYS after
 * they were asked for, with their consent requests (never confirmed, so no consent to keep) and their
 * unsent confirmation e-mails; closes the confirmation links of confirmed searches after the same days
 * (they answered a second click until then); deletes alert e-mails sent more than SENT_ALERT_MAIL_DAYS ago;
 * and deletes addresses older than a day left with no search and no consent record. Idempotent: several
 * replicas may each run it.
 */
export async function cleanUpAlerts(db: Db): Promise<AlertCleanupRun> {
  return db.transaction(async (tx) => {
    const expired = sql`select id from saved_searches
      where status = 'pending' and created_at < now() - ${UNCONFIRMED_SEARCH_DAYS} * interval '1 day'`;
    await tx.execute(sql`delete from alert_consents where confirmed_at is null and saved_search_id in (${expired})`);
    await tx.execute(sql`delete from alert_mails where sent_at is null and saved_search_id in (${expired})`);
    const pending = await count(tx, sql`delete from saved_searches where id in (${expired}) returning id`);
    const links = await count(
      tx,
      sql`update saved_searches set confirm_token = null
        where confirm_token is not null and status <> 'pending'
          and created_at < now() - ${UNCONFIRMED_SEARCH_DAYS} * interval '1 day'
        returning id`,
    );
    const mails = await count(
      tx,
      sql`delete from alert_mails where sent_at < now() - ${SENT_ALERT_MAIL_DAYS} * interval '1 day' returning id`,
    );
    const addresses = await count(
      tx,
      sql`delete from alert_addresses a
        where a.created_at < now() - interval '1 day'
          and not exists (select 1 from saved_searches s where s.address_id = a.id)
          and not exists (select 1 from alert_consents c where c.email = a.email)
        returning id`,
    );
    return { pending, links, mails, addresses };
  });
}

/**
 * Runs `cleanUpAlerts` a minute after the API starts and then once a day (DailyJob), as the inquiries'
 * retention job does (started with it: RetentionOptions.start).
 */
export class AlertCleanupJob extends DailyJob {
  constructor(db: Db, logger: FastifyBaseLogger) {
    super({
      run: async () => {
        const run = await cleanUpAlerts(db);
        if (Object.values(run).some((n) => n > 0)) logger.info(run, 'alerts clean-up');
      },
      failure: 'alerts clean-up failed',
      logger,
    });
  }
}
