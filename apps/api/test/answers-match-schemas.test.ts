import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALERT_CONSENT_VERSION, apiErrorSchema } from '@app/shared';
import { type AppOptions, buildApp } from '../src/app.js';
import { DEFAULT_LIMITS } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { alertAddresses, backupRuns, savedSearches, units } from '../src/db/schema/index.js';
import { LocalStorage } from '../src/modules/media/storage.js';
import { unitInput } from './catalogue.js';
import { EL_GOUNA_AREA } from './geo.js';
import { inquiryBody, siteHeaders } from './factories.js';
import { type Subscribed, subscribe, token } from './alert-runner.js';
import { TEST_ADMIN, type TestApp, backends, buildTestApp } from './helpers.js';
import { multipartFile } from './multipart.js';
import { sessionCookieFor, sessionOf } from './session-cookie.js';

/** A pino logger whose lines land in `lines` (the strict serializer's errors are logged with the 500). */
function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'error' }, stream), lines };
}

/** What this test reads of the OpenAPI document: each route's declared statuses. */
type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

interface Case {
  /** The route as the OpenAPI document names it: method and path. */
  route: string;
  request: () => InjectOptions;
  status: number;
}

describe.each(backends)('every route answers what its schema declares, on %s', (backend) => {
  let t: TestApp;
  const { log, lines } = capturingLog();
  let session = '';
  let inquiryId = '';
  /** The confirmation token of the search saved by the POST /api/saved-searches/ case. */
  let confirmToken = '';
  const savedSearch = (overrides: object = {}) => ({
    email: 'answers@example.com',
    kind: 'search',
    query: 'location=el-gouna&kind=villa',
    frequency: 'weekly',
    lang: 'en',
    currency: 'USD',
    consent_version: ALERT_CONSENT_VERSION,
    ...overrides,
  });
  let mediaUrl = '';
  let png = Buffer.alloc(0);
  const mediaDir = mkdtempSync(join(tmpdir(), 'answers-media-'));
  let userId = 0;
  let developerId = 0;
  let compoundId = 0;
  /** A compound of the demo data that has units (it cannot be deleted). */
  let compoundWithUnits = 0;
  let unitId = 0;
  let alertAddressId = 0;
  /** Two saved searches of one address (as a confirmation leaves them), for the alerts' calls. */
  let alerts: Subscribed[] = [];
  /** A small CSV of one new unit (IMPORT-1) in the import's columns. */
  const csv = (reference: string) =>
    'reference,title_en,compound,region,location_en,unit_type,kind,bedrooms,bathrooms,area_sqm,price_usd,description_en\n' +
    `${reference},Imported flat,hurghada-avenue,hurghada,Hurghada,Studio,studio,0,1,40,90000,A studio.\n`;
  const admin = () => ({ ...siteHeaders(), cookie: sessionCookieFor(session) });
  const upload = (bytes: Buffer): InjectOptions => {
    const body = multipartFile(bytes);
    return {
      method: 'POST',
      url: '/api/admin/media/',
      payload: body.payload,
      headers: { ...admin(), ...body.headers },
    };
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    t = await buildTestApp(backend, {
      log,
      // The back office on, nobody signed in: signing in is one of the cases below.
      admin: { failureDelayMs: 0 },
      app: {
        media: { storage: new LocalStorage(mediaDir) },
        limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 },
        backups: { dir: join(mediaDir, 'backups'), everyHours: 24, keep: 3, start: false },
      },
    });
    // Runs of every kind for GET /api/admin/backups/: a good one, a failed one, one still running.
    await t.database.db.insert(backupRuns).values([
      {
        file: 'backup-20270101T030000Z.tar.gz',
        replica: 'api-1:7',
        status: 'ok',
        bytes: 52_000,
        finishedAt: new Date(),
      },
      { file: 'backup-20270102T030000Z.tar.gz', replica: 'api-2:9', status: 'failed', error: 'ENOSPC: no space left' },
      { file: 'backup-20270103T030000Z.tar.gz', replica: 'api-1:7' },
    ]);
    // An alert subscriber with a saved search, for the back office's demand and address calls.
    const [address] = await t.database.db
      .insert(alertAddresses)
      .values({ email: 'schema@example.com', manageToken: token() })
      .returning({ id: alertAddresses.id });
    alertAddressId = address!.id;
    await t.database.db.insert(savedSearches).values({
      addressId: alertAddressId,
      kind: 'search',
      query: 'location=hurghada&type=studio',
      frequency: 'daily',
      lang: 'en',
      currency: 'USD',
      status: 'active',
      unsubscribeToken: token(),
    });
    const [withUnits] = await t.database.db
      .select({ id: units.compoundId })
      .from(units)
      .where(isNotNull(units.compoundId))
      .limit(1);
    compoundWithUnits = withUnits?.id ?? 0;
    alerts = [
      await subscribe(t.database.db, { email: 'schema-manage@example.com' }),
      await subscribe(t.database.db, { email: 'schema-manage@example.com', query: 'type=studio' }),
    ];
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /**
   * Cases sent with `headers()` (read when the case runs: a session signed in by an earlier case counts):
   * `call(route, method, url, status, payload)` is one of them.
   */
  const callWith =
    (headers: () => Record<string, string>) =>
    (
      route: string,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: () => string,
      status: number,
      payload?: object,
    ): Case => ({
      route,
      request: () => ({ method, url: url(), headers: headers(), ...(payload ? { payload } : {}) }),
      status,
    });

  /** The alerts' manage calls and one-click unsubscribe: each status they declare that a visitor meets. */
  const alertCases = (): Case[] => {
    const manage = () => alerts[0]!.manageToken;
    // A client of their own: the writes limit per client is the other cases'.
    const call = callWith(() => siteHeaders('198.51.100.34'));
    return [
      call('GET /api/alerts/', 'GET', () => `/api/alerts/?token=${manage()}`, 200),
      call('GET /api/alerts/', 'GET', () => `/api/alerts/?token=${token()}`, 404),
      call('GET /api/alerts/', 'GET', () => '/api/alerts/?token=x', 400),
      call('PATCH /api/alerts/{id}', 'PATCH', () => `/api/alerts/${alerts[0]!.id}?token=${manage()}`, 200, {
        frequency: 'daily',
      }),
      call('PATCH /api/alerts/{id}', 'PATCH', () => `/api/alerts/999999?token=${manage()}`, 404, { paused: true }),
      call('PATCH /api/alerts/{id}', 'PATCH', () => `/api/alerts/${alerts[0]!.id}?token=${manage()}`, 400, {}),
      {
        route: 'POST /api/alerts/unsubscribe',
        request: () => ({
          method: 'POST',
          url: `/api/alerts/unsubscribe?token=${alerts[0]!.unsubscribeToken}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
        status: 200,
      },
      call('POST /api/alerts/unsubscribe', 'POST', () => `/api/alerts/unsubscribe?token=${token()}`, 404),
      call('POST /api/alerts/unsubscribe', 'POST', () => '/api/alerts/unsubscribe', 400),
      call('PATCH /api/alerts/{id}', 'PATCH', () => `/api/alerts/${alerts[0]!.id}?token=${manage()}`, 409, {
        paused: false,
      }),
      call(
        'GET /api/alerts/unsubscribe',
        'GET',
        () => `/api/alerts/unsubscribe?token=${alerts[1]!.unsubscribeToken}`,
        303,
      ),
      call('GET /api/alerts/unsubscribe', 'GET', () => '/api/alerts/unsubscribe?token=x', 400),
      call('DELETE /api/alerts/{id}', 'DELETE', () => `/api/alerts/${alerts[1]!.id}?token=${manage()}`, 204),
      call('DELETE /api/alerts/{id}', 'DELETE', () => `/api/alerts/${alerts[1]!.id}?token=${manage()}`, 404),
      call('DELETE /api/alerts/', 'DELETE', () => `/api/alerts/?token=${manage()}`, 204),
      call('DELETE /api/alerts/', 'DELETE', () => `/api/alerts/?token=${manage()}`, 404),
    ];
  };

  /** The catalogue's developers, compounds and audit log: created, read, changed, refused and deleted. */
  const catalogueCases = (): Case[] => {
    const call = callWith(admin);
    const compound = (over: object = {}) => ({
      name: { en: 'Schema Check Bay', ar: 'خليج', de: 'Bucht' },
      location: { en: 'El Gouna' },
      region: 'el-gouna',
      status: 'off plan',
      get developerId() {
        return developerId;
      },
      description: { en: 'Described.' },
      vision: { en: 'Envisioned.' },
      photos: [{ url: '/media/uploads/aa/bb/one.webp', alt: { en: 'One' } }],
      ...over,
    });
    const dev = () => `/api/admin/developers/${developerId}/`;
    const comp = () => `/api/admin/compounds/${compoundId}/`;
    return [
      call('GET /api/admin/developers/', 'GET', () => '/api/admin/developers/?q=red&page=1&pageSize=5', 200),
      call('POST /api/admin/developers/', 'POST', () => '/api/admin/developers/', 201, { name: 'Schema Developments' }),
      call('POST /api/admin/developers/', 'POST', () => '/api/admin/developers/', 400, { name: '' }),
      call('GET /api/admin/developers/{id}/', 'GET', dev, 200),
      call('GET /api/admin/developers/{id}/', 'GET', () => '/api/admin/developers/999999/', 404),
      call('PATCH /api/admin/developers/{id}/', 'PATCH', dev, 200, { name: 'Schema Developers', version: 1 }),
      call('PATCH /api/admin/developers/{id}/', 'PATCH', dev, 409, { name: 'Stale', version: 1 }),
      call('PATCH /api/admin/developers/{id}/', 'PATCH', dev, 400, { name: 'No version' }),
      call(
        'GET /api/admin/compounds/',
        'GET',
        () => '/api/admin/compounds/?needsTranslation=true&region=el-gouna',
        200,
      ),
      call('POST /api/admin/compounds/', 'POST', () => '/api/admin/compounds/', 201, compound()),
      call(
        'POST /api/admin/compounds/',
        'POST',
        () => '/api/admin/compounds/',
        409,
        compound({ slug: 'schema-check-bay' }),
      ),
      call(
        'POST /api/admin/compounds/',
        'POST',
        () => '/api/admin/compounds/',
        400,
        compound({ latitude: 48.1, longitude: 11.6 }),
      ),
      call('GET /api/admin/compounds/{id}/', 'GET', comp, 200),
      call('GET /api/admin/compounds/{id}/', 'GET', () => '/api/admin/compounds/999999/', 404),
      call('PATCH /api/admin/compounds/{id}/', 'PATCH', comp, 200, { version: 1, featured: true }),
      call('PATCH /api/admin/compounds/{id}/', 'PATCH', comp, 409, { version: 1, featured: false }),
      call('PATCH /api/admin/compounds/{id}/', 'PATCH', comp, 400, { version: 2, publication: 'published' }),
      call('GET /api/admin/audit/', 'GET', () => `/api/admin/audit/?entity=compound&id=${compoundId}`, 200),
      call('GET /api/admin/audit/', 'GET', () => '/api/admin/audit/?entity=nothing&id=1', 400),
      call('DELETE /api/admin/developers/{id}/', 'DELETE', dev, 409),
      call('DELETE /api/admin/compounds/{id}/', 'DELETE', () => `/api/admin/compounds/${compoundWithUnits}/`, 409),
      call('DELETE /api/admin/compounds/{id}/', 'DELETE', comp, 204),
      call('DELETE /api/admin/compounds/{id}/', 'DELETE', comp, 404),
      call('DELETE /api/admin/developers/{id}/', 'DELETE', dev, 204),
    ];
  };

  // In order: the inquiry posted first is the one the back office reads, changes and deletes; signing out last.
  const cases: Case[] = [
    { route: 'GET /api/health/', request: () => ({ url: '/api/health/' }), status: 200 },
    { route: 'GET /api/ready/', request: () => ({ url: '/api/ready/' }), status: 200 },
    { route: 'GET /api/rates/', request: () => ({ url: '/api/rates/' }), status: 200 },
    { route: 'GET /api/cache-tags/', request: () => ({ url: '/api/cache-tags/' }), status: 200 },
    { route: 'GET /api/home-products/', request: () => ({ url: '/api/home-products/' }), status: 200 },
    {
      route: 'GET /api/home-products/',
      request: () => ({ url: '/api/home-products/?page=1&page_size=5&sort=price-asc&lang=ar' }),
      status: 200,
    },
    { route: 'GET /api/home-products/{id}/', request: () => ({ url: '/api/home-products/1/?lang=de' }), status: 200 },
    { route: 'GET /api/home-products/{id}/', request: () => ({ url: '/api/home-products/999999/' }), status: 404 },
    {
      route: 'GET /api/home-products/',
      request: () => ({ url: '/api/home-products/?payment_plan=1&ready=1&sort=price-per-sqm-desc&lang=de' }),
      status: 200,
    },
    {
      route: 'GET /api/units/by-ids/',
      request: () => ({ url: '/api/units/by-ids?ids=3,1,999999&lang=ar' }),
      status: 200,
    },
    { route: 'GET /api/units/by-ids/', request: () => ({ url: '/api/units/by-ids?ids=1,x' }), status: 400 },
    // The map's filters on the list, and the map itself (units with positions: the compounds' and their own).
    {
      route: 'GET /api/home-products/',
      request: () => ({ url: '/api/home-products/?bbox=33.6,27.35,33.75,27.48&lang=ar' }),
      status: 200,
    },
    { route: 'GET /api/home-products/', request: () => ({ url: '/api/home-products/?bbox=34,27,33,28' }), status: 400 },
    { route: 'GET /api/map/', request: () => ({ url: '/api/map/?lang=de' }), status: 200 },
    { route: 'GET /api/map/', request: () => ({ url: `/api/map/?area=${EL_GOUNA_AREA}&private=true` }), status: 200 },
    { route: 'GET /api/map/', request: () => ({ url: '/api/map/?area=not-a-polyline' }), status: 400 },
    {
      route: 'GET /resale-projects/api/projects/',
      request: () => ({ url: '/resale-projects/api/projects/' }),
      status: 200,
    },
    {
      route: 'GET /resale-projects/api/project/{id}/',
      request: () => ({ url: '/resale-projects/api/project/hurghada-avenue/' }),
      status: 200,
    },
    { route: 'GET /api/sitemap/', request: () => ({ url: '/api/sitemap/' }), status: 200 },
    { route: 'GET /api/sitemap/units/{part}/', request: () => ({ url: '/api/sitemap/units/0/' }), status: 200 },
    {
      route: 'POST /api/inquiries/',
      request: () => ({ method: 'POST', url: '/api/inquiries/', headers: siteHeaders(), payload: inquiryBody('unit') }),
      status: 201,
    },
    {
      route: 'POST /api/inquiries/',
      request: () => ({ method: 'POST', url: '/api/inquiries/', headers: siteHeaders(), payload: { kind: 'unit' } }),
      status: 400,
    },
    ...alertCases(),
    {
      route: 'POST /api/saved-searches/',
      request: () => ({ method: 'POST', url: '/api/saved-searches/', headers: siteHeaders(), payload: savedSearch() }),
      status: 202,
    },
    {
      route: 'POST /api/saved-searches/',
      request: () => ({
        method: 'POST',
        url: '/api/saved-searches/',
        headers: siteHeaders(),
        payload: savedSearch({ query: 'type=castle' }),
      }),
      status: 400,
    },
    {
      route: 'POST /api/saved-searches/confirm',
      request: () => ({
        method: 'POST',
        url: '/api/saved-searches/confirm',
        headers: siteHeaders(),
        payload: { token: confirmToken },
      }),
      status: 200,
    },
    {
      route: 'POST /api/saved-searches/confirm',
      request: () => ({
        method: 'POST',
        url: '/api/saved-searches/confirm',
        headers: siteHeaders(),
        payload: { token: 'A'.repeat(43) },
      }),
      status: 404,
    },
    {
      route: 'POST /api/admin/session',
      request: () => ({ method: 'POST', url: '/api/admin/session', headers: siteHeaders(), payload: TEST_ADMIN }),
      status: 204,
    },
    { route: 'GET /api/admin/session', request: () => ({ url: '/api/admin/session', headers: admin() }), status: 200 },
    {
      route: 'GET /api/admin/inquiries/',
      request: () => ({ url: '/api/admin/inquiries/?page=1', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/inquiries/export.csv',
      request: () => ({ url: '/api/admin/inquiries/export.csv', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/inquiries/{id}/',
      request: () => ({ url: `/api/admin/inquiries/${inquiryId}/`, headers: admin() }),
      status: 200,
    },
    {
      route: 'PATCH /api/admin/inquiries/{id}/',
      request: () => ({
        method: 'PATCH',
        url: `/api/admin/inquiries/${inquiryId}/`,
        headers: admin(),
        payload: { status: 'contacted', note: 'Called back.' },
      }),
      status: 200,
    },
    // Unit 1 is named by the inquiry posted above: deleting it archives it (200) while that inquiry is there.
    {
      route: 'DELETE /api/admin/units/{id}/',
      request: () => ({ method: 'DELETE', url: '/api/admin/units/1/', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/units/',
      request: () => ({ url: '/api/admin/units/?needsTranslation=true&priceBand=under-200k', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/units/',
      request: () => ({ url: '/api/admin/units/?compound=nowhere', headers: admin() }),
      status: 400,
    },
    {
      route: 'GET /api/admin/units/export.csv',
      request: () => ({ url: '/api/admin/units/export.csv?compound=private', headers: admin() }),
      status: 200,
    },
    ...(
      [
        [unitInput(1, { reference: 'ANSWER-1' }), 201],
        [unitInput(1, { reference: 'ANSWER-1' }), 409],
        [unitInput(1, { price: 0 }), 400],
        [unitInput(null, { reference: 'ANSWER-2', latitude: 27.2, longitude: 33.82 }), 201],
        [unitInput(null, { latitude: 48.1, longitude: 11.6 }), 400],
      ] as const
    ).map(([payload, status]) => ({
      route: 'POST /api/admin/units/',
      request: () => ({ method: 'POST' as const, url: '/api/admin/units/', headers: admin(), payload }),
      status,
    })),
    {
      route: 'GET /api/admin/units/{id}/',
      request: () => ({ url: `/api/admin/units/${unitId}/`, headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/units/{id}/',
      request: () => ({ url: '/api/admin/units/999999/', headers: admin() }),
      status: 404,
    },
    ...(
      [
        [{ version: 1, status: 'reserved' }, 200],
        [{ version: 1, status: 'sold' }, 409],
      ] as const
    ).map(([payload, status]) => ({
      route: 'PATCH /api/admin/units/{id}/',
      request: () => ({ method: 'PATCH' as const, url: `/api/admin/units/${unitId}/`, headers: admin(), payload }),
      status,
    })),
    {
      route: 'PATCH /api/admin/units/',
      request: () => ({
        method: 'PATCH',
        url: '/api/admin/units/',
        headers: admin(),
        payload: { ids: [unitId, 2], changes: { status: 'sold' } },
      }),
      status: 200,
    },
    ...(
      [
        ['true', csv('IMPORT-1'), 'text/csv', 200],
        ['false', csv('IMPORT-1'), 'text/csv', 200],
        ['false', 'colour\nred\n', 'text/csv', 400],
        ['true', JSON.stringify(csv('IMPORT-2')), 'application/json', 415],
      ] as const
    ).map(([dryRun, payload, type, status]) => ({
      route: 'POST /api/admin/units/import',
      request: () => ({
        method: 'POST' as const,
        url: `/api/admin/units/import?dry_run=${dryRun}`,
        headers: { ...admin(), 'content-type': type },
        payload,
      }),
      status,
    })),
    {
      route: 'DELETE /api/admin/units/{id}/',
      request: () => ({ method: 'DELETE', url: `/api/admin/units/${unitId}/`, headers: admin() }),
      status: 204,
    },
    {
      route: 'DELETE /api/admin/inquiries/{id}/',
      request: () => ({ method: 'DELETE', url: `/api/admin/inquiries/${inquiryId}/`, headers: admin() }),
      status: 204,
    },
    { route: 'POST /api/admin/media/', request: () => upload(png), status: 201 },
    { route: 'POST /api/admin/media/', request: () => upload(Buffer.from('not a photo')), status: 415 },
    { route: 'GET /media/uploads/{*}', request: () => ({ url: mediaUrl }), status: 200 },
    { route: 'GET /media/uploads/{*}', request: () => ({ url: '/media/uploads/ab/cd/none.webp' }), status: 404 },
    {
      route: 'GET /api/admin/units/{id}/preview/',
      request: () => ({ url: '/api/admin/units/1/preview/?lang=ar', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/units/{id}/preview/',
      request: () => ({ url: '/api/admin/units/999999/preview/', headers: admin() }),
      status: 404,
    },
    {
      route: 'GET /api/admin/compounds/{id}/preview/',
      request: () => ({ url: '/api/admin/compounds/1/preview/?lang=de', headers: admin() }),
      status: 200,
    },
    {
      route: 'GET /api/admin/compounds/{id}/preview/',
      request: () => ({ url: '/api/admin/compounds/slug/preview/', headers: admin() }),
      status: 400,
    },
    { route: 'GET /api/admin/users/', request: () => ({ url: '/api/admin/users/', headers: admin() }), status: 200 },
    {
      route: 'GET /api/admin/backups/',
      request: () => ({ url: '/api/admin/backups/', headers: admin() }),
      status: 200,
    },
    { route: 'GET /api/admin/backups/', request: () => ({ url: '/api/admin/backups/' }), status: 401 },
    ...(
      [
        ['/api/whatsapp-clicks/units/3/', 204],
        ['/api/whatsapp-clicks/units/999999/', 404],
        ['/api/whatsapp-clicks/units/x/', 400],
      ] as const
    ).map(([url, status]) => ({
      route: 'POST /api/whatsapp-clicks/units/{id}/',
      request: () => ({
        method: 'POST' as const,
        url,
        headers: { ...siteHeaders(), 'content-type': 'text/ping' },
        payload: 'PING',
      }),
      status,
    })),
    ...(
      [
        ['/api/whatsapp-clicks/compounds/hurghada-avenue/', 204],
        ['/api/whatsapp-clicks/compounds/no-such-compound/', 404],
      ] as const
    ).map(([url, status]) => ({
      route: 'POST /api/whatsapp-clicks/compounds/{slug}/',
      request: () => ({
        method: 'POST' as const,
        url,
        headers: { ...siteHeaders(), 'content-type': 'text/ping' },
        payload: 'PING',
      }),
      status,
    })),
    {
      route: 'GET /api/admin/whatsapp-clicks/',
      request: () => ({ url: '/api/admin/whatsapp-clicks/', headers: admin() }),
      status: 200,
    },
    ...(
      [
        [{ email: 'Editor@Redsea.example', name: 'Nour', role: 'editor' }, 201],
        [{ email: 'editor@redsea.example', name: 'Nour again', role: 'agent' }, 409],
        [{ email: 'not an address', name: '', role: 'owner' }, 400],
      ] as const
    ).map(([payload, status]) => ({
      route: 'POST /api/admin/users/',
      request: () => ({ method: 'POST' as const, url: '/api/admin/users/', headers: admin(), payload }),
      status,
    })),
    ...(
      [
        [() => userId, { role: 'agent', name: 'Nour Hassan' }, 200],
        [() => 999_999, { disabled: true }, 404],
        [() => userId, { role: 'owner' }, 400],
        [() => 1, { disabled: true }, 409],
      ] as const
    ).map(([id, payload, status]) => ({
      route: 'PATCH /api/admin/users/{id}/',
      request: () => ({ method: 'PATCH' as const, url: `/api/admin/users/${id()}/`, headers: admin(), payload }),
      status,
    })),
    ...catalogueCases(),
    ...(
      [
        ['GET /api/admin/demand/units/', '/api/admin/demand/units/?ids=1,2,3', 200],
        ['GET /api/admin/demand/units/', '/api/admin/demand/units/?ids=x', 400],
        ['GET /api/admin/demand/', '/api/admin/demand/', 200],
        ['GET /api/admin/alert-addresses/', '/api/admin/alert-addresses/?email=Schema@Example.com', 200],
        ['GET /api/admin/alert-addresses/', '/api/admin/alert-addresses/', 400],
      ] as const
    ).map(([route, url, status]) => ({ route, request: () => ({ url, headers: admin() }), status })),
    { route: 'GET /api/admin/demand/', request: () => ({ url: '/api/admin/demand/' }), status: 401 },
    ...([204, 404] as const).map((status) => ({
      route: 'DELETE /api/admin/alert-addresses/{id}/',
      request: () => ({
        method: 'DELETE' as const,
        url: `/api/admin/alert-addresses/${alertAddressId}/`,
        headers: admin(),
      }),
      status,
    })),
    {
      route: 'DELETE /api/admin/alert-addresses/{id}/',
      request: () => ({ method: 'DELETE', url: '/api/admin/alert-addresses/abc/', headers: admin() }),
      status: 400,
    },
    ...(
      [
        [{ currentPassword: TEST_ADMIN.password, newPassword: 'short' }, 400],
        [{ currentPassword: 'not the password', newPassword: 'a long new password 1' }, 401],
        [{ currentPassword: TEST_ADMIN.password, newPassword: 'a long new password 1' }, 204],
      ] as const
    ).map(([payload, status]) => ({
      route: 'POST /api/admin/password',
      request: () => ({ method: 'POST' as const, url: '/api/admin/password', headers: admin(), payload }),
      status,
    })),
    {
      route: 'DELETE /api/admin/session',
      request: () => ({ method: 'DELETE', url: '/api/admin/session', headers: admin() }),
      status: 204,
    },
    { route: 'GET /api/admin/session', request: () => ({ url: '/api/admin/session' }), status: 401 },
  ];

  it('has a case for every route of the OpenAPI document, so that a new route cannot be left out', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(10);
    expect([...new Set(cases.map((c) => c.route))].sort()).toEqual([...routes].sort());
  });

  it('answers each case with a status its route declares, through the strict serializer', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    for (const c of cases) {
      const request = c.request();
      const res = await t.app.inject({ method: 'GET', ...request });
      const what = `${c.route} (${String(request.url)}) -> ${res.statusCode} ${res.body.slice(0, 300)}\n${lines.join('')}`;
      expect(res.statusCode, what).toBe(c.status);
      const [method, path] = c.route.split(' ') as [string, string];
      expect(Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {}), what).toContain(String(c.status));
      if (c.route === 'POST /api/inquiries/' && res.statusCode === 201) inquiryId = (res.json() as { id: string }).id;
      if (c.route === 'POST /api/saved-searches/' && res.statusCode === 202) {
        // The search that call saved (the setup's own subscriber has none: it is confirmed already).
        const [search] = await t.database.db
          .select({ token: savedSearches.confirmToken })
          .from(savedSearches)
          .where(isNotNull(savedSearches.confirmToken));
        confirmToken = search?.token ?? '';
      }
      if (c.route === 'POST /api/admin/media/' && res.statusCode === 201)
        mediaUrl = (res.json() as { url: string }).url;
      if (c.route === 'POST /api/admin/developers/' && res.statusCode === 201)
        developerId = res.json<{ id: number }>().id;
      if (c.route === 'POST /api/admin/compounds/' && res.statusCode === 201)
        compoundId = res.json<{ id: number }>().id;
      if (c.route === 'POST /api/admin/units/' && res.statusCode === 201) unitId = (res.json() as { id: number }).id;
      if (c.route === 'POST /api/admin/users/' && res.statusCode === 201) {
        userId = (res.json() as { user: { id: number } }).user.id;
      }
      if (c.route === 'POST /api/admin/session') {
        session = sessionOf(res)?.value ?? '';
      }
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
        expect(apiErrorSchema.strict().safeParse(res.json()).success, what).toBe(true);
      }
    }
    expect(lines, 'no answer was refused by its schema').toEqual([]);
  });

  it('writes error answers of statuses a route does not declare through the error schema too', async () => {
    for (const url of ['/api/nothing-here/', '/api/home-products/?page=0']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(apiErrorSchema.strict().safeParse(res.json()).success, res.body).toBe(true);
    }
    expect(lines).toEqual([]);
  });
});

/** A route whose handler answers more than its schema declares, and with a wrong type when asked. */
const leakyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test/leaky/',
    {
      schema: {
        querystring: z.object({ wrong: z.enum(['type']).optional() }),
        response: {
          200: z.object({
            id: z.number().int(),
            title: z.string(),
            images: z.array(z.object({ url: z.string() })),
            project: z.string().nullable(),
          }),
          400: apiErrorSchema,
        },
      },
    },
    // The handler's result is deliberately not what the schema says: the type provider's check is bypassed.
    async (request) =>
      ({
        id: request.query.wrong ? 'seven' : 7,
        title: 'Sea view flat',
        password_hash: 'scrypt$secret',
        images: [{ url: '/a.jpg', storage_key: 'bucket/a.jpg' }],
        project: null,
      }) as never,
  );
};

describe('the guard itself: an answer with an undeclared field or a wrong type', () => {
  async function appWith(responses: AppOptions['responses']) {
    const database = await openDatabase({ dataDir: 'memory://' });
    const { log, lines } = capturingLog();
    const app = await buildApp({ database, responses, loggerInstance: log });
    await app.register(leakyRoute);
    await app.ready();
    return {
      app,
      lines,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  let fast: Awaited<ReturnType<typeof appWith>>;
  let strict: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    fast = await appWith('fast');
    strict = await appWith('strict');
  }, 60_000);
  afterAll(async () => {
    await fast?.close();
    await strict?.close();
  });

  it('in production, never reaches the wire: only the declared fields are written', async () => {
    const res = await fast.app.inject({ url: '/test/leaky/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('storage_key');
    expect(res.json()).toEqual({ id: 7, title: 'Sea view flat', images: [{ url: '/a.jpg' }], project: null });
    expect(fast.lines).toEqual([]);
  });

  it('in tests, fails the request and names every undeclared field', async () => {
    const res = await strict.app.inject({ url: '/test/leaky/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ error: 'internal_error', message: 'Something went wrong on our side' });
    expect(strict.lines.join('')).toContain('undeclared fields password_hash, images[0].storage_key');
  });

  it('in tests, fails the request on a wrong type and names the field', async () => {
    strict.lines.length = 0;
    const res = await strict.app.inject({ url: '/test/leaky/?wrong=type' });
    expect(res.statusCode).toBe(500);
    expect(strict.lines.join('')).toMatch(/ResponseShapeError.*expected number.*→ at id/s);
  });
});
