import type { ApiModule } from '../module.js';
import { manageRoutes } from './manage-routes.js';
import { AlertRunner, type AlertMailWaker } from './runner.js';

/**
 * Saved searches and alerts (issue 34, docs/decisions/0057-saved-searches-and-alerts.md):
 * - subscribe-routes.ts: POST /api/saved-searches/ and /confirm (double opt-in, limits, consent records);
 * - mail-outbox.ts: the alerts' e-mails (alert_mails), sent with the inquiry outbox's claim and back-off;
 * - runner.ts: matches new unit_events to confirmed searches in SQL and queues instant, daily and weekly alerts;
 * - manage-routes.ts: the one-click unsubscribe (RFC 8058) and the manage link's calls;
 * - office-routes.ts: the back office's demand counts, the Demand page and erasing an address.
 */
export const alertsModule: ApiModule = {
  name: 'alerts',
  async register(app, { db, settings }) {
    await app.register(manageRoutes({ db, siteUrl: settings.site.url }));
    // RUNNER: started with the app's jobs (settings.alerts.start, off in tests), stopped on close. The
    // alerts' mail outbox (SUBSCRIBE's AlertMailOutbox) is woken once a run has queued e-mails.
    const mailOutbox: AlertMailWaker | undefined = undefined;
    const runner = new AlertRunner({
      db,
      siteUrl: settings.site.url,
      rates: () => app.rates.current().rates,
      outbox: mailOutbox,
      logger: app.log,
      intervalMs: settings.alerts.intervalMs,
    });
    if (settings.alerts.start) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  async registerOffice() {},
};
