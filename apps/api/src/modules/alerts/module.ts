import type { ApiModule } from '../module.js';
import { AlertCleanupJob } from './cleanup.js';
import { AlertMailOutbox } from './mail-outbox.js';
import { manageRoutes } from './manage-routes.js';
import { alertOfficeRoutes } from './office-routes.js';
import { AlertRunner } from './runner.js';
import { subscribeRoutes } from './subscribe-routes.js';

/**
 * Saved searches and alerts (issue 34, docs/decisions/0057-saved-searches-and-alerts.md):
 * - subscribe-routes.ts: POST /api/saved-searches/ and /confirm (double opt-in, limits, consent records);
 * - mail-outbox.ts: the alerts' e-mails (alert_mails), sent with the inquiry outbox's claim and back-off;
 * - cleanup.ts: the daily clean-up (unconfirmed searches after 7 days, sent e-mails after 30, empty addresses);
 * - runner.ts: matches new unit_events to confirmed searches in SQL and queues instant, daily and weekly alerts;
 * - manage-routes.ts: the one-click unsubscribe (RFC 8058) and the manage link's calls;
 * - office-routes.ts: the back office's demand counts, the Demand page and erasing an address.
 *
 * The alerts' mail outbox: one per app, made when e-mail is on (settings.mail: SMTP_URL), started on
 * onReady when settings.mail.start, stopped on onClose. It is the decoration `app.alertMails`
 * (AlertMailOutbox, or null when e-mail is off): whatever queues an alert e-mail (the routes here, the
 * runner) calls `app.alertMails?.wake()`, or is handed `app.alertMails` as its `{ wake(): void }`. The
 * clean-up job starts with the inquiries' retention job (settings.retention.start).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The alerts' e-mail outbox (alert_mails); null when SMTP_URL is unset (the rows wait until it is set). */
    alertMails: AlertMailOutbox | null;
  }
}

export const alertsModule: ApiModule = {
  name: 'alerts',
  async register(app, { db, settings }) {
    const { mail } = settings;
    const alertMails = mail
      ? new AlertMailOutbox({
          db,
          smtpUrl: mail.smtpUrl,
          from: mail.from,
          intervalMs: mail.intervalMs,
          leaseMs: mail.leaseMs,
          logger: app.log,
          retryBaseMs: mail.retryBaseMs,
          retryMaxMs: mail.retryMaxMs,
        })
      : null;
    app.decorate('alertMails', alertMails);
    await app.register(
      subscribeRoutes({
        db,
        siteUrl: settings.site.url,
        limits: settings.inquiries,
        mails: alertMails ?? undefined,
      }),
    );
    await app.register(manageRoutes({ db, siteUrl: settings.site.url }));
    // The runner: started with the app's jobs (settings.alerts.start, off in tests), stopped on close; it
    // wakes the alerts' mail outbox once a run has queued e-mails.
    const runner = new AlertRunner({
      db,
      siteUrl: settings.site.url,
      rates: () => app.rates.current().rates,
      outbox: alertMails ?? undefined,
      logger: app.log,
      intervalMs: settings.alerts.intervalMs,
    });
    const cleanup = new AlertCleanupJob(db, app.log);
    if (alertMails && mail?.start) app.addHook('onReady', async () => alertMails.start());
    if (settings.alerts.start) app.addHook('onReady', async () => runner.start());
    if (settings.retention.start) app.addHook('onReady', async () => cleanup.start());
    app.addHook('onClose', async () => {
      await runner.stop();
      await alertMails?.stop();
      await cleanup.stop();
    });
  },
  async registerOffice(app, { db }) {
    await app.register(alertOfficeRoutes({ db }));
  },
};
