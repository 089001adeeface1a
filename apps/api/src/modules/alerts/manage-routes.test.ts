import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alertUnsubscribeAnswerSchema,
  alertsManageAnswerSchema,
  apiErrorSchema,
  savedSearchViewSchema,
} from '@app/shared';
import { rawRows } from '../../db/raw-rows.js';
import { backends, useTestApp } from '../../../test/helpers.js';
import { siteHeaders } from '../../../test/factories.js';
import { listingEvent, subscribe, token } from '../../../test/alert-runner.js';

/*
 * The manage link's calls and the RFC 8058 one-click unsubscribe (contract of issue 34), on a database
 * whose searches are written straight into the tables.
 */
describe.each(backends)('alert manage and unsubscribe routes on %s', (backend) => {
  const suite = useTestApp(backend);
  const db = () => suite.t.database.db;
  const site = 'http://localhost:3000';
  const send = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
    suite.t.app.inject({ method, url, headers: siteHeaders(), ...(payload ? { payload } : {}) });
  const consentOf = async (searchId: number) =>
    rawRows<{ withdrawn: boolean }>(
      await db().execute(
        sql`select withdrawn_at is not null as withdrawn from alert_consents where saved_search_id = ${searchId}`,
      ),
    )[0];

  it('lists the address’s searches with its manage token, and 404 for an unknown one', async () => {
    const one = await subscribe(db(), { email: 'manage@example.com', query: 'type=studio', frequency: 'daily' });
    const two = await subscribe(db(), { email: 'manage@example.com', kind: 'shortlist', unitIds: [3, 5] });
    await subscribe(db(), { email: 'someone-else@example.com' });
    const res = await send('GET', `/api/alerts/?token=${one.manageToken}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = alertsManageAnswerSchema.parse(res.json());
    expect(answer.email).toBe('manage@example.com');
    expect(answer.searches.map((s) => [s.id, s.kind, s.query, s.unit_ids, s.frequency, s.status])).toEqual([
      [one.id, 'search', 'type=studio', [], 'daily', 'active'],
      [two.id, 'shortlist', '', [3, 5], 'instant', 'active'],
    ]);
    const unknown = await send('GET', `/api/alerts/?token=${token()}`);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toBe('alert_not_found');
    const bad = await send('GET', '/api/alerts/?token=short');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toHaveProperty('token');
  });

  it('changes the frequency, pauses and resumes; never another address’s search', async () => {
    const mine = await subscribe(db(), { email: 'patch@example.com' });
    const theirs = await subscribe(db(), { email: 'other@example.com' });
    const weekly = await send('PATCH', `/api/alerts/${mine.id}?token=${mine.manageToken}`, { frequency: 'weekly' });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(savedSearchViewSchema.parse(weekly.json()).frequency).toBe('weekly');
    const paused = await send('PATCH', `/api/alerts/${mine.id}?token=${mine.manageToken}`, { paused: true });
    expect(savedSearchViewSchema.parse(paused.json()).status).toBe('paused');
    // What happens while paused is not alerted after resuming.
    const during = await listingEvent(db(), 1, 'published');
    const resumed = await send('PATCH', `/api/alerts/${mine.id}?token=${mine.manageToken}`, { paused: false });
    expect(savedSearchViewSchema.parse(resumed.json()).status).toBe('active');
    const [cursor] = rawRows<{ last_event_id: number }>(
      await db().execute(sql`select last_event_id from saved_searches where id = ${mine.id}`),
    );
    expect(cursor!.last_event_id).toBeGreaterThanOrEqual(during);

    const foreign = await send('PATCH', `/api/alerts/${theirs.id}?token=${mine.manageToken}`, { paused: true });
    expect(foreign.statusCode).toBe(404);
    const empty = await send('PATCH', `/api/alerts/${mine.id}?token=${mine.manageToken}`, {});
    expect(empty.statusCode).toBe(400);
    const wrong = await send('PATCH', `/api/alerts/${mine.id}?token=${mine.manageToken}`, { frequency: 'hourly' });
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).fields).toHaveProperty('frequency');
    const crossSite = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${mine.id}?token=${mine.manageToken}`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { paused: true },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('deletes one search (consent withdrawn) and erases an address (searches, consents, unsent mails)', async () => {
    const a = await subscribe(db(), { email: 'erase@example.com' });
    const b = await subscribe(db(), { email: 'erase@example.com', query: 'type=studio' });
    const gone = await send('DELETE', `/api/alerts/${a.id}?token=${a.manageToken}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await consentOf(a.id)).toBeUndefined();
    const [consent] = rawRows<{ withdrawn: boolean; search: number | null }>(
      await db().execute(
        sql`select withdrawn_at is not null as withdrawn, saved_search_id as search from alert_consents where id = ${a.consentId}`,
      ),
    );
    expect(consent).toEqual({ withdrawn: true, search: null });
    expect(
      alertsManageAnswerSchema
        .parse((await send('GET', `/api/alerts/?token=${a.manageToken}`)).json())
        .searches.map((s) => s.id),
    ).toEqual([b.id]);

    await db().execute(sql`
      insert into alert_mails (kind, saved_search_id, to_address, subject, text, html)
      values ('alert', ${b.id}, 'erase@example.com', 's', 't', 'h')`);
    const erased = await send('DELETE', `/api/alerts/?token=${a.manageToken}`);
    expect(erased.statusCode).toBe(204);
    const [left] = rawRows<{ addresses: number; searches: number; consents: number; mails: number }>(
      await db().execute(sql`
        select (select count(*)::int from alert_addresses where email = 'erase@example.com') as addresses,
               (select count(*)::int from saved_searches where id in (${a.id}, ${b.id})) as searches,
               (select count(*)::int from alert_consents where email = 'erase@example.com') as consents,
               (select count(*)::int from alert_mails where to_address = 'erase@example.com') as mails`),
    );
    expect(left).toEqual({ addresses: 0, searches: 0, consents: 0, mails: 0 });
    expect((await send('GET', `/api/alerts/?token=${a.manageToken}`)).statusCode).toBe(404);
  });

  it('unsubscribes in one click (RFC 8058: a form post, no cookie, no origin), idempotent', async () => {
    const search = await subscribe(db(), { email: 'stop@example.com', lang: 'de' });
    const url = `/api/alerts/unsubscribe?token=${search.unsubscribeToken}`;
    const res = await suite.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = alertUnsubscribeAnswerSchema.parse(res.json());
    expect(answer.search.status).toBe('unsubscribed');
    // The address's manage link, for the page's way to the other searches.
    expect(answer.manage_token).toBe(search.manageToken);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await consentOf(search.id)).toEqual({ withdrawn: true });
    // Again, as RFC 8058's own example (multipart), with an empty body, and as JSON with the token in the
    // body: the same answer.
    const multipart = await suite.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XYZ--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const again = await suite.t.app.inject({ method: 'POST', url });
    expect(again.statusCode, again.body).toBe(200);
    expect(alertUnsubscribeAnswerSchema.parse(again.json())).toEqual(answer);
    const json = await suite.t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: search.unsubscribeToken },
    });
    expect(alertUnsubscribeAnswerSchema.parse(json.json()).search.id).toBe(search.id);
    // A stopped search cannot be resumed from the manage page.
    const resume = await send('PATCH', `/api/alerts/${search.id}?token=${search.manageToken}`, { paused: false });
    expect(resume.statusCode).toBe(409);

    const unknown = await suite.t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token()}` });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toBe('alert_not_found');
    const none = await suite.t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' });
    expect(none.statusCode).toBe(400);
    expect(apiErrorSchema.parse(none.json()).fields).toEqual({ token: 'required' });
  });

  it('sends a browser’s GET of the unsubscribe address on to the site’s page, changing nothing', async () => {
    const search = await subscribe(db(), { email: 'look@example.com', lang: 'ar' });
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/alerts/unsubscribe?token=${search.unsubscribeToken}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${site}/ar/alerts/unsubscribe?token=${search.unsubscribeToken}`);
    const [row] = rawRows<{ status: string }>(
      await db().execute(sql`select status from saved_searches where id = ${search.id}`),
    );
    expect(row!.status).toBe('active');
  });
});
