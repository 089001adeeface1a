import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type SavedSearchStatus,
  alertAddressListSchema,
  auditListSchema,
  demandSummarySchema,
  unitDemandSchema,
} from '@app/shared';
import { alertAddresses, alertConsents, alertMails, auditLog, savedSearches } from '../../db/schema/index.js';
import { areaQuery, bboxQuery, EL_GOUNA_BOX, SAHL_HASHEESH_TRIANGLE } from '../../../test/geo.js';
import { backends, useTestApp } from '../../../test/helpers.js';

const token = () => randomBytes(32).toString('base64url');

/** The back office's demand counts, Demand page and address erasure (issue 34 point 5, decision 0062). */
describe.each(backends)('alerts in the back office on %s', (backend) => {
  const suite = useTestApp(backend, { signedInAs: ['admin', 'editor', 'agent'] });
  const db = () => suite.t.database.db;
  const as = (caller: 'admin' | 'editor' | 'agent' | 'anonymous', url: string, method: 'GET' | 'DELETE' = 'GET') =>
    suite.t.injectAs(caller, { method, url });

  /** An address with searches (kind search unless unit ids are given), stored as the subscribe call would. */
  async function subscriber(
    email: string,
    searches: { query?: string; unitIds?: number[]; status?: SavedSearchStatus; currency?: 'USD' | 'EUR' }[],
  ) {
    const [address] = await db()
      .insert(alertAddresses)
      .values({ email, manageToken: token() })
      .returning({ id: alertAddresses.id });
    for (const s of searches) {
      const [row] = await db()
        .insert(savedSearches)
        .values({
          addressId: address!.id,
          kind: s.unitIds ? 'shortlist' : 'search',
          query: s.query ?? '',
          unitIds: s.unitIds ?? [],
          frequency: 'daily',
          lang: 'en',
          currency: s.currency ?? 'USD',
          status: s.status ?? 'active',
          unsubscribeToken: token(),
          confirmedAt: s.status === 'pending' ? null : new Date(),
        })
        .returning({ id: savedSearches.id });
      await db().insert(alertConsents).values({
        savedSearchId: row!.id,
        email,
        consentVersion: '2026-12-07',
        consentLang: 'en',
        requestedIp: '203.0.113.7',
      });
    }
    return address!.id;
  }

  /** The ids the public list shows for a query, every page (the oracle of what a saved search matches). */
  async function listed(query: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await suite.get(`/api/home-products/?${query}${query ? '&' : ''}page_size=100&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { count: number; results: { id: number }[] };
      ids.push(...answer.results.map((u) => u.id));
      if (ids.length >= answer.count || answer.results.length === 0) return ids;
    }
  }

  const QUERIES = [
    'location=hurghada',
    'location=hurghada',
    'location=el-gouna&type=studio',
    'price_band=under-200k',
    'search=hurghada',
    bboxQuery(EL_GOUNA_BOX),
    areaQuery(SAHL_HASHEESH_TRIANGLE),
    'bedrooms=2&private=true',
  ];

  it('counts, for each unit, the active searches whose list shows it and the shortlists that hold it', async () => {
    const all = await listed('');
    expect(all.length).toBeGreaterThan(10);
    const shortlist = all.slice(0, 3);
    await subscriber('demand.one@example.com', [
      ...QUERIES.slice(0, 4).map((query) => ({ query })),
      { unitIds: shortlist },
    ]);
    await subscriber('demand.two@example.com', [
      ...QUERIES.slice(4).map((query) => ({ query, currency: 'EUR' as const })),
      { unitIds: [shortlist[0]!] },
      // Neither a pending nor an unsubscribed search counts.
      { query: 'location=sahl-hasheesh', status: 'pending' },
      { query: 'location=sahl-hasheesh', status: 'unsubscribed' },
    ]);

    const expected = new Map<number, number>(all.map((id) => [id, 0]));
    for (const query of QUERIES) for (const id of await listed(query)) expected.set(id, expected.get(id)! + 1);
    for (const id of [...shortlist, shortlist[0]!]) expected.set(id, expected.get(id)! + 1);
    // The oracle must tell the queries apart, or the test could not fail.
    expect(new Set(expected.values()).size).toBeGreaterThan(2);

    // Every listed unit, a page of 99 at a time (and an unknown id: 0), each role alike.
    for (let start = 0; start < all.length; start += 99) {
      const page = all.slice(start, start + 99);
      for (const caller of ['admin', 'editor', 'agent'] as const) {
        const res = await as(caller, `/api/admin/demand/units/?ids=${[...page, 2_000_000].join(',')}`);
        expect(res.statusCode, res.body).toBe(200);
        const { results } = unitDemandSchema.parse(res.json());
        expect(results).toEqual([
          ...page.map((id) => ({ id, searches: expected.get(id) })),
          { id: 2_000_000, searches: 0 },
        ]);
      }
    }
  });

  it('answers 400 naming ids for a bad list, and 401 without a session', async () => {
    for (const ids of ['', 'x', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(','), '0']) {
      const res = await as('agent', `/api/admin/demand/units/?ids=${ids}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('ids');
    }
    expect((await as('anonymous', '/api/admin/demand/units/?ids=1')).statusCode).toBe(401);
  });

  it('sums the active searches by area, type, price band and currency; the top queries for admins only', async () => {
    const res = await as('admin', '/api/admin/demand/');
    expect(res.statusCode, res.body).toBe(200);
    const summary = demandSummarySchema.parse(res.json());
    expect(summary).toMatchObject({ searches: QUERIES.length, shortlists: 2, addresses: 2 });
    expect(summary.by_area).toEqual([
      { key: 'any', searches: 3 },
      { key: 'hurghada', searches: 2 },
      { key: 'map', searches: 2 },
      { key: 'el-gouna', searches: 1 },
    ]);
    expect(summary.by_type).toEqual([
      { key: 'any', searches: 7 },
      { key: 'studio', searches: 1 },
    ]);
    expect(summary.by_price_band).toEqual([
      { key: 'any', searches: 7 },
      { key: 'under-200k', searches: 1 },
    ]);
    expect(summary.by_currency).toEqual([
      { key: 'EUR', searches: 4 },
      { key: 'USD', searches: 4 },
    ]);
    expect(summary.top?.[0]).toEqual({ query: 'location=hurghada', searches: 2 });
    expect(summary.top).toHaveLength(QUERIES.length - 1);

    for (const caller of ['editor', 'agent'] as const) {
      const other = demandSummarySchema.parse((await as(caller, '/api/admin/demand/')).json());
      expect(other).toEqual({ ...summary, top: null });
    }
  });

  it('lets an admin find an address by e-mail and erase it, audited without the address', async () => {
    const id = await subscriber('erase.me@example.com', [{ query: 'location=hurghada' }, { unitIds: [1, 2] }]);
    const [search] = await db().select().from(savedSearches).where(eq(savedSearches.addressId, id)).limit(1);
    await db()
      .insert(alertMails)
      .values([
        {
          kind: 'alert',
          savedSearchId: search!.id,
          toAddress: 'erase.me@example.com',
          subject: 's',
          text: 't',
          html: 'h',
        },
        { kind: 'alert', toAddress: 'erase.me@example.com', subject: 's', text: 't', html: 'h', sentAt: new Date() },
      ]);

    const found = await as('admin', '/api/admin/alert-addresses/?email=%20Erase.Me@Example.com%20');
    expect(found.statusCode, found.body).toBe(200);
    const [address] = alertAddressListSchema.parse(found.json()).results;
    expect(address).toMatchObject({ id, email: 'erase.me@example.com', consents: 2, unsent_mails: 1 });
    expect(address!.searches.map((s) => [s.kind, s.query, s.unit_ids])).toEqual([
      ['search', 'location=hurghada', []],
      ['shortlist', '', [1, 2]],
    ]);
    const unknown = await as('admin', '/api/admin/alert-addresses/?email=nobody@example.com');
    expect(alertAddressListSchema.parse(unknown.json()).results).toEqual([]);

    const erased = await as('admin', `/api/admin/alert-addresses/${id}/`, 'DELETE');
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await db().select().from(alertAddresses).where(eq(alertAddresses.id, id))).toEqual([]);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.addressId, id))).toEqual([]);
    expect(await db().select().from(alertConsents).where(eq(alertConsents.email, 'erase.me@example.com'))).toEqual([]);
    // The sent mail stays until the clean-up's 30 days; nothing unsent is left to go out.
    const mails = await db().select().from(alertMails).where(eq(alertMails.toAddress, 'erase.me@example.com'));
    expect(mails.map((m) => m.sentAt !== null)).toEqual([true]);
    // The other subscribers are untouched.
    const others = await as('admin', '/api/admin/alert-addresses/?email=demand.one@example.com');
    expect(alertAddressListSchema.parse(others.json()).results).toHaveLength(1);

    const history = await as('admin', `/api/admin/audit/?entity=alert_address&id=${id}`);
    const [entry] = auditListSchema.parse(history.json()).results;
    expect(entry).toMatchObject({ action: 'delete', changes: { searches: { before: 2, after: 0 } } });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'alert_address'), eq(auditLog.entityId, id)));
    expect(JSON.stringify(row)).not.toContain('erase.me');

    expect((await as('admin', `/api/admin/alert-addresses/${id}/`, 'DELETE')).statusCode).toBe(404);
  });

  it('shows agents and editors counts, never addresses: 403 on the address routes', async () => {
    const id = await subscriber('kept@example.com', [{ query: 'type=studio' }]);
    for (const caller of ['agent', 'editor'] as const) {
      const find = await as(caller, '/api/admin/alert-addresses/?email=kept@example.com');
      expect(find.statusCode, find.body).toBe(403);
      expect(find.body).not.toContain('kept@example.com');
      expect((await as(caller, `/api/admin/alert-addresses/${id}/`, 'DELETE')).statusCode).toBe(403);
    }
    expect((await as('anonymous', '/api/admin/alert-addresses/?email=kept@example.com')).statusCode).toBe(401);
    expect(await db().select().from(alertAddresses).where(eq(alertAddresses.id, id))).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad address query or id', async () => {
    const noEmail = await as('admin', '/api/admin/alert-addresses/');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toContain('email');
    const badId = await as('admin', '/api/admin/alert-addresses/abc/', 'DELETE');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id');
  });
});
