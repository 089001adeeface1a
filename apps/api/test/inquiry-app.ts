import { count } from 'drizzle-orm';
import { inquiries } from '../src/db/schema/index.js';
import { siteHeaders } from './factories.js';
import { type TestApp, useTestApp } from './helpers.js';

/**
 * One seeded app of the suite's own for POST /api/inquiries/, its hooks registered in the caller's
 * describe block: `post` sends from a new visitor address each call (so that the rate limit only shows
 * where a test wants it), `stored` counts the inquiries kept.
 */
export function inquiryApp(backend: 'pglite' | 'postgres') {
  const suite = useTestApp(backend);
  let clients = 0;
  const ctx = {
    get t(): TestApp {
      return suite.t;
    },
    /** A new visitor address per call. */
    nextClient: () => `203.0.113.${++clients}`,
    post: (body: unknown, headers: Record<string, string> = siteHeaders(ctx.nextClient())) =>
      ctx.t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: body as object, headers }),
    stored: async () => Number((await ctx.t.database.db.select({ n: count() }).from(inquiries))[0]?.n),
  };
  return ctx;
}
