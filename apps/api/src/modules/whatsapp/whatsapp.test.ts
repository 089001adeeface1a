import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../config.js';
import { WHATSAPP_RECENT_DAYS, addDays, officeToday, whatsappClickPath, whatsappClicksSchema } from '@app/shared';
import { compounds, units, whatsappClicks } from '../../db/schema/index.js';
import { backOfficeWithInquiries } from '../../../test/back-office.js';
import { siteHeaders } from '../../../test/factories.js';
import { backends, buildTestApp } from '../../../test/helpers.js';

/** What Chromium sends for <a ping>, through the site's proxy. */
const ping = { 'content-type': 'text/ping', ...siteHeaders() };

/** WhatsApp link clicks (issue 18, point 5; docs/decisions/0035-whatsapp.md) on the seeded catalogue. */
describe.each(backends)('WhatsApp clicks on %s', (backend) => {
  const office = backOfficeWithInquiries(backend);
  const post = (url: string, headers: Record<string, string> = ping, payload: string | null = 'PING') =>
    office.t.app.inject({ method: 'POST', url, headers, ...(payload !== null && { payload }) });
  const counts = async () => {
    const res = await office.get('/api/admin/whatsapp-clicks/');
    expect(res.statusCode, res.body).toBe(200);
    return whatsappClicksSchema.parse(res.json());
  };
  const db = () => office.t.database.db;

  it('counts each click on a unit’s and a compound’s link, and the back office reads the counts', async () => {
    const [compound] = await db().select({ id: compounds.id, slug: compounds.slug }).from(compounds).limit(1);
    expect(await counts()).toEqual({ units: [], compounds: [] });

    for (let i = 0; i < 3; i++) expect((await post(whatsappClickPath.unit(3))).statusCode).toBe(204);
    // An empty body (a beacon, curl) counts too; so does one from another visitor.
    expect((await post(whatsappClickPath.unit(5), siteHeaders('203.0.113.9'), null)).statusCode).toBe(204);
    expect((await post(whatsappClickPath.compound(compound!.slug))).statusCode).toBe(204);

    // One row per unit and day, whatever the number of clicks.
    const rows = await db().select().from(whatsappClicks).where(eq(whatsappClicks.unitId, 3));
    expect(rows).toEqual([{ id: expect.any(Number), unitId: 3, compoundId: null, day: officeToday(), clicks: 3 }]);
    expect(await counts()).toEqual({
      units: [
        { id: 3, total: 3, recent: 3 },
        { id: 5, total: 1, recent: 1 },
      ],
      compounds: [{ id: compound!.id, total: 1, recent: 1 }],
    });
  });

  it('keeps older days in the total and out of the recent figure', async () => {
    const today = officeToday();
    await db()
      .insert(whatsappClicks)
      .values([
        { unitId: 7, day: addDays(today, -WHATSAPP_RECENT_DAYS), clicks: 4 },
        { unitId: 7, day: addDays(today, 1 - WHATSAPP_RECENT_DAYS), clicks: 2 },
      ]);
    expect((await post(whatsappClickPath.unit(7))).statusCode).toBe(204);
    expect((await counts()).units.find((u) => u.id === 7)).toEqual({ id: 7, total: 7, recent: 3 });
  });

  it('answers 404 for a unit or compound the site does not show, and counts nothing', async () => {
    const before = await counts();
    await db().update(units).set({ listed: false }).where(eq(units.id, 9));
    for (const url of [
      whatsappClickPath.unit(999_999),
      whatsappClickPath.unit(9),
      whatsappClickPath.compound('no-such-compound'),
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 to an id or slug that cannot be one, 415 to other bodies, 403 cross-site', async () => {
    for (const url of [
      '/api/whatsapp-clicks/units/0/',
      '/api/whatsapp-clicks/units/abc/',
      '/api/whatsapp-clicks/compounds/A_B/',
    ]) {
      expect((await post(url)).statusCode, url).toBe(400);
    }
    const form = await post(
      whatsappClickPath.unit(3),
      { ...ping, 'content-type': 'application/x-www-form-urlencoded' },
      'a=b',
    );
    expect(form.statusCode).toBe(415);
    const elsewhere = await post(whatsappClickPath.unit(3), {
      ...ping,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: expect.any(String) });
  });

  it('is closed to a back office without a session', async () => {
    const res = await office.t.app.inject({ method: 'GET', url: '/api/admin/whatsapp-clicks/' });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(backends)('WhatsApp clicks’ limit on %s', (backend) => {
  it('counts clicks as writes of the per-client limit (429 with Retry-After)', async () => {
    const t = await buildTestApp(backend, {
      app: { limits: { ...DEFAULT_LIMITS, writesPerMinute: 3, maxEventLoopDelayMs: 0 } },
    });
    try {
      const click = () =>
        t.app.inject({ method: 'POST', url: whatsappClickPath.unit(3), headers: ping, payload: 'PING' });
      for (let i = 0; i < 3; i++) expect((await click()).statusCode).toBe(204);
      const over = await click();
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      const [row] = await t.database.db.select().from(whatsappClicks);
      expect(row?.clicks).toBe(3);
    } finally {
      await t.close();
    }
  });
});
