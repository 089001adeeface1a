import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { parseSetCookie } from 'set-cookie-parser';
import sharp from 'sharp';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { inquiryBody, siteHeaders } from './factories.js';
import { TEST_ADMIN } from './helpers.js';
import { multipartFile } from './multipart.js';
import { sessionCookie } from './session-cookie.js';

/** What the backup suites share: a back office with data of every kind, and the answers to compare. */

/** What the helpers below read of an answer: light-my-request's, or one over HTTP (httpInject). */
export interface Answer {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  cookies: { name: string; value: string }[];
  json<T>(): T;
}
type Request = {
  method?: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};
/** Sends a request to an app (inject) or to an API over HTTP (httpInject). */
export type Inject = (request: Request) => Promise<Answer>;

export const appInject =
  (app: FastifyInstance): Inject =>
  (request) =>
    app.inject(request as InjectOptions);

/** The same requests over HTTP to an API process at `base`. */
export function httpInject(base: string): Inject {
  return async ({ method = 'GET', url, payload, headers = {} }) => {
    const json = payload !== undefined && !Buffer.isBuffer(payload);
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      body: payload === undefined ? undefined : json ? JSON.stringify(payload) : new Uint8Array(payload as Buffer),
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      body: rawPayload.toString(),
      rawPayload,
      cookies: parseSetCookie(res.headers.getSetCookie()),
      json: <T>() => JSON.parse(rawPayload.toString()) as T,
    };
  };
}

/** Signs in as TEST_ADMIN to an API process (an app's own come signed in: buildTestApp's signedInAs). */
export async function signIn(inject: Inject): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: TEST_ADMIN,
    headers: siteHeaders(),
  });
  expect(res.statusCode, res.body).toBe(204);
  return sessionCookie(res);
}

/**
 * Gives a seeded app what a backup must keep: inquiries of three kinds (one a shortlist), a second staff
 * user, an uploaded photo set on unit 3 (a media file and an audit entry). Answers the photo's address.
 */
export async function addOfficeData(inject: Inject, cookie: string): Promise<string> {
  const headers = { ...siteHeaders(), cookie };
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object | Buffer, extra = {}) => {
    const res = await inject({ method, url, payload, headers: { ...headers, ...extra } });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<Record<string, unknown>>();
  };
  await send('POST', '/api/inquiries/', inquiryBody('contact'));
  await send('POST', '/api/inquiries/', inquiryBody('unit', { unitId: 3, page: '/property/3' }));
  await send('POST', '/api/inquiries/', inquiryBody('shortlist', { unitIds: [3, 1, 2] }));
  await send('POST', '/api/admin/users/', { email: 'editor@redsea.example', name: 'Nour', role: 'editor' });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const body = multipartFile(png, { filename: 'sea.png', contentType: 'image/png' });
  const { url } = (await send('POST', '/api/admin/media/', body.payload, body.headers)) as { url: string };
  const unit = await inject({ url: '/api/admin/units/3/', headers: { cookie } });
  const { version } = unit.json<{ version: number }>();
  await send('PATCH', '/api/admin/units/3/', {
    version,
    photos: [{ url, alt: { en: 'The sea from the balcony' } }],
    mainImage: url,
  });
  return url;
}

/** The answers an API on a restored database must give as the original did: catalogue, search, office. */
export async function answersOf(inject: Inject, cookie: string, mediaUrl: string) {
  const get = async (url: string, withCookie = false) => {
    const res = await inject({ url, headers: withCookie ? { cookie } : {} });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return url.startsWith('/media/') ? res.rawPayload.toString('base64') : res.json<unknown>();
  };
  return {
    list: await get('/api/home-products/?page=1&page_size=100'),
    search: await get('/api/home-products/?search=golf&page=1'),
    unit: await get('/api/home-products/3/'),
    compounds: await get('/resale-projects/api/projects/'),
    inquiries: await get('/api/admin/inquiries/?page_size=100', true),
    users: await get('/api/admin/users/', true),
    audit: await get('/api/admin/audit/?entity=unit&id=3', true),
    media: await get(mediaUrl),
  };
}

/** A new, empty database: in-memory PGlite, or a PostgreSQL database of its own on TEST_DATABASE_URL. */
export async function emptyDatabase(
  backend: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A PostgreSQL database of a test's own on TEST_DATABASE_URL's server; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bk_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
