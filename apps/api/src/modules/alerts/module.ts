import type { ApiModule } from '../module.js';
import { alertOfficeRoutes } from './office-routes.js';

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
  async register() {},
  async registerOffice(app, { db }) {
    await app.register(alertOfficeRoutes({ db }));
  },
};
