import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/backups.js';
import { backends } from '../../test/helpers.js';
import { localMailServer } from '../../test/smtp.js';
import { AlertMailOutbox } from '../modules/alerts/mail-outbox.js';
import type { ClaimedRow } from './mail-outbox.js';
import { rawRows } from './raw-rows.js';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/*
 * A process claims a batch and is slow to send it (a slow mail server, a busy machine): the lease of its
 * rows runs out and another process claims and sends them. The first must then not send them again.
 */
describe.each(backends)('an outbox batch that outlasts its lease on %s', (backend) => {
  it('leaves the rows another process claimed since to that process', { timeout: 60_000 }, async () => {
    const smtp = localMailServer(0);
    await smtp.start();
    const { database, drop } = await emptyDatabase(backend);
    try {
      const { db } = database;
      await database.migrate();
      const ids = rawRows<{ id: number }>(
        await db.execute(sql`
          insert into alert_mails (kind, to_address, subject, text, html)
          values ('alert', 'one@example.com', 'One', 'one', '<p>one</p>'),
                 ('alert', 'two@example.com', 'Two', 'two', '<p>two</p>')
          returning id`),
      ).map((r) => String(r.id));

      let claimed!: () => void;
      const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      class SlowOutbox extends AlertMailOutbox {
        protected override async messages(rows: ClaimedRow[]) {
          claimed();
          await gate;
          return super.messages(rows);
        }
      }
      const options = { db, smtpUrl: smtp.url, from: 'site@redsea.example', intervalMs: 60_000, logger, leaseMs: 200 };
      const slow = new SlowOutbox(options);
      const other = new AlertMailOutbox(options);

      const slowRun = slow.runOnce();
      await hasClaimed;
      // Its lease runs out while it has not sent yet; the other process claims both rows and sends them.
      await expect
        .poll(
          async () =>
            rawRows<{ n: number }>(
              await db.execute(sql`select count(*)::int as n from alert_mails where locked_until > now()`),
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(0);
      expect(await other.runOnce()).toEqual({ sent: 2, failed: 0 });
      open();
      expect(await slowRun).toEqual({ sent: 0, failed: 0 });

      const received = smtp.received.map((m) => m.header('x-alert-mail-id'));
      expect(received.sort()).toEqual([...ids].sort());
      await slow.stop();
      await other.stop();
    } finally {
      await drop();
      await smtp.stop();
    }
  });
});
