// The deployment's nginx (deploy/nginx.conf through lib/nginx.mjs) in front of the real API, with a TLS load
// balancer at 127.0.0.1 in front of it (the file's `set_real_ip_from` and `geo` lines, rewritten): what the
// balancer says about the visitor reaches the API, what anyone else says does not. Needs Debian's nginx.
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, HSTS_VALUE } from '@app/shared';
import { buildApp } from '../apps/api/src/app.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { TEST_ADMIN, testPasswordHash } from '../apps/api/test/helpers.js';
import { findNginx, startNginx } from './lib/nginx.mjs';

/** The balancer in front of nginx, and a visitor who reaches nginx without it. */
const BALANCER = '127.0.0.1';
const VISITOR = '127.0.0.2';

let database: Database;
let api: FastifyInstance;
let edge: Awaited<ReturnType<typeof startNginx>>;
/** The client address the API counted for each request, by the request's id. */
const clients = new Map<string, string>();

async function freePort() {
  const probe = (await import('node:net')).createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  findNginx(); // a clear message when nginx is missing, before anything starts
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  api = await buildApp({
    database,
    // nginx reaches the API from 127.0.0.1: a trusted proxy, as the API's default says.
    site: { url: 'https://www.redsea.example', origins: [], trustedProxies: ['127.0.0.1'] },
    admin: { email: TEST_ADMIN.email, passwordHash: await testPasswordHash(), sessionHours: 1 },
  });
  api.addHook('onRequest', async (req) => void clients.set(req.id, req.ip));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const upstream = `127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  edge = await startNginx({
    port: await freePort(),
    upstreams: { web: upstream, api: upstream },
    balancer: BALANCER,
    quiet: true,
  });
}, 60_000);

afterAll(async () => {
  await edge?.stop();
  await api?.close();
  await database?.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders };

/** A sign-in through nginx's public port, sent from `from` with `headers`. */
function signIn(from: string, headers: Record<string, string>): Promise<Answer> {
  const body = JSON.stringify(TEST_ADMIN);
  return new Promise((resolve, reject) => {
    const call = request(
      `${edge.url}/api/admin/session`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const sessionCookie = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`)) ?? '';
const clientOf = (answer: Answer) => clients.get(String(answer.headers['x-request-id']));

describe("the deployment's nginx behind a TLS load balancer", () => {
  it('passes on the balancer’s X-Forwarded-Proto https: the session cookie is Secure and HSTS is sent', async () => {
    const answer = await signIn(BALANCER, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.23' });
    expect(answer.status).toBe(204);
    expect(sessionCookie(answer)).toMatch(/; Secure/);
    expect(answer.headers['strict-transport-security']).toBe(HSTS_VALUE);
    // And the visitor's address as the balancer said it.
    expect(clientOf(answer)).toBe('198.51.100.23');
  });

  it('says plain HTTP when the balancer does (or says nothing)', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
      const answer = await signIn(BALANCER, headers);
      expect(answer.status).toBe(204);
      expect(sessionCookie(answer)).not.toMatch(/Secure/);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('believes neither header from anyone but the balancer', async () => {
    const answer = await signIn(VISITOR, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(204);
    expect(sessionCookie(answer)).not.toMatch(/Secure/);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(clientOf(answer)).toBe(VISITOR);
  });
});
