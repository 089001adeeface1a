import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONSENT_VERSION } from '@app/shared';
import { savedSearches } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';

/**
 * POST /api/saved-searches/ over the per-client limit (the inquiry forms' INQUIRY_RATE_PER_MINUTE and
 * INQUIRY_RATE_PER_DAY, here 2 and 4): 429 with Retry-After and the message in the visitor's language.
 */
describe.each(backends)('saving a search over the per-client limit on %s', (backend) => {
  let t: TestApp;
  let addresses = 0;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      seed: false,
      app: {
        site: { url: 'https://redsea.example', origins: [], trustedProxies: ['127.0.0.1'] },
        inquiries: { ratePerMinute: 2, ratePerDay: 4 },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The fewest fields of a valid post (a search of the whole list); what the limit reads is `lang`. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    email: `limit.${++addresses}@example.com`,
    frequency: 'weekly',
    lang: 'de',
    currency: 'EUR',
    consent_version: ALERT_CONSENT_VERSION,
    ...overrides,
  });
  const post = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches/', payload, headers });
  const stored = async () => Number((await t.database.db.select({ n: count() }).from(savedSearches))[0]?.n);

  it('counts invalid posts too, answers 429 with Retry-After in the form’s or the browser’s language, per window', async () => {
    const visitor = siteHeaders('198.51.100.60');
    expect((await post(body({ email: 'not an address' }), visitor)).statusCode).toBe(400);
    expect((await post(body(), visitor)).statusCode).toBe(202);
    const before = await stored();

    // Third in a minute: the minute's window is full.
    const de = await post(body(), visitor);
    expect(de.statusCode).toBe(429);
    const retryAfter = Number(de.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(de.json()).toEqual({
      error: 'too_many_requests',
      message: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in einer Minute erneut.',
    });
    const ar = await post(body({ lang: 'ar' }), visitor);
    expect(ar.statusCode).toBe(429);
    expect((ar.json() as { message: string }).message).toBe(
      'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد دقيقة.',
    );

    // Fifth today (the refused ones count): the day's window is full, the wait is in hours, and a body
    // without `lang` is answered in the browser's language.
    const browser = await post(body({ lang: undefined }), { ...visitor, 'accept-language': 'fr-FR, de;q=0.8' });
    expect(browser.statusCode).toBe(429);
    expect(Number(browser.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(browser.json()).toEqual({
      error: 'too_many_requests',
      message: 'Sie haben heute viele Nachrichten gesendet. Bitte versuchen Sie es in 24 Stunden erneut.',
    });
    expect(await stored()).toBe(before);

    // Another visitor is not affected.
    expect((await post(body(), siteHeaders('198.51.100.61'))).statusCode).toBe(202);
    expect(await stored()).toBe(before + 1);
  });
});
