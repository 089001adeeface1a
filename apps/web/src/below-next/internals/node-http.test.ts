// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, createServer } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { singleContentType } from '../server-hooks';
import {
  NEXT_CACHE_STATE_HEADER,
  NEXT_HTTP_MODULES,
  NEXT_VERSION_RELIED_ON,
  NODE_MAJOR_RELIED_ON,
  inFlightAnswer,
  mapSetHeader,
  onEachHttpServer,
  onEachRequest,
} from './node-http';

/**
 * The contract node-http.ts relies on. On an upgrade of Node.js or Next.js this fails first: check each
 * behaviour below against the new version (docs/decisions/0048 says how), then move the pins together.
 */

const require = createRequire(import.meta.url);
const nodeVersion = process.versions.node;
const nextVersion = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string })
  .version;
const NODE_UPGRADE = `Node.js ${nodeVersion} runs this; below-next/internals/node-http.ts relies on Node.js ${NODE_MAJOR_RELIED_ON}'s HTTP server (decision 0048)`;
const NEXT_UPGRADE = `Next.js ${nextVersion} is installed; below-next/internals/node-http.ts relies on how Next.js ${NEXT_VERSION_RELIED_ON} writes its answers (decision 0048)`;

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server on a free port of 127.0.0.1, closed after the file. */
async function listen(listener: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One request on a connection of its own; resolves with the raw answer's body. */
function get(port: number, path = '/', headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
        ([k, v]) => `${k}: ${v}`,
      );
      socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

/** Records the calls made on an answer's write, end and setHeader (the originals still run). */
function record(response: ServerResponse) {
  const calls: Array<[string, ...unknown[]]> = [];
  for (const name of ['write', 'end', 'setHeader'] as const) {
    const original = response[name] as (...args: unknown[]) => unknown;
    (response as unknown as Record<string, unknown>)[name] = function (this: ServerResponse, ...args: unknown[]) {
      calls.push([name, ...args]);
      return original.apply(this, args);
    };
  }
  return calls;
}

describe('Node.js internals the server hooks rely on', () => {
  it('is the Node.js major that was checked, the one the site’s image runs', () => {
    const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    expect(images.length, NODE_UPGRADE).toBeGreaterThan(0);
    for (const major of images) expect(major, `${NODE_UPGRADE}: apps/web/Dockerfile`).toBe(NODE_MAJOR_RELIED_ON);
    expect(Number(nodeVersion.split('.')[0]), `${NODE_UPGRADE}: re-check this contract, then move the pin`).toBe(
      NODE_MAJOR_RELIED_ON,
    );
  });

  it('names each server as it accepts a connection, before any byte is read', async () => {
    const errors: string[] = [];
    const { server, port } = await listen((_req, res) => res.end('ok'));
    const seen: Server[] = [];
    onEachHttpServer((s) => {
      if (s !== server) return;
      seen.push(s);
      s.on('clientError', (error: NodeJS.ErrnoException, socket) => {
        errors.push(error.code ?? '');
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await get(port);
    expect(seen, NODE_UPGRADE).toEqual([server]);
    expect(errors, `${NODE_UPGRADE}: the handler added then hears the first request's parse error`).toHaveLength(1);
  });

  it('shows each request’s head and answer before the server’s listener runs', async () => {
    const order: string[] = [];
    let answer: ServerResponse | undefined;
    const { port } = await listen((req, res) => {
      order.push(`listener ${req.headers['x-hooked']}`);
      expect(res, NODE_UPGRADE).toBe(answer);
      res.end();
    });
    onEachRequest((request, response) => {
      if (request.socket.localPort !== port) return;
      order.push('hook');
      request.headers['x-hooked'] = 'yes';
      answer = response;
    });
    await get(port);
    expect(order, NODE_UPGRADE).toEqual(['hook', 'listener yes']);
  });

  it('keeps the answer in flight on its socket (_httpMessage) until it is finished', async () => {
    const states: unknown[] = [];
    const { port } = await listen((req, res) => {
      states.push(inFlightAnswer(req.socket) === res, inFlightAnswer(req.socket)?.headersSent);
      res.on('finish', () => setImmediate(() => states.push(inFlightAnswer(req.socket))));
      res.end('done');
    });
    await get(port);
    await new Promise((resolve) => setImmediate(resolve));
    expect(states, NODE_UPGRADE).toEqual([true, false, null]);
  });

  it('lets an answer’s own setHeader stand over its prototype’s, and ends it without going through write', async () => {
    let calls: Array<[string, ...unknown[]]> = [];
    let stored: unknown;
    const { port } = await listen((_req, res) => {
      mapSetHeader(res, singleContentType);
      calls = record(res);
      res.setHeader('Content-Type', ['text/plain']);
      stored = res.getHeader('content-type');
      res.end('whole body');
    });
    const raw = (await get(port)).toString();
    expect(stored, NODE_UPGRADE).toBe('text/plain');
    expect(raw.endsWith('whole body'), NODE_UPGRADE).toBe(true);
    expect(
      calls.map(([name]) => name),
      NODE_UPGRADE,
    ).toEqual(['setHeader', 'end']);
  });
});

describe('Next.js answers the server hooks rely on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'node-http-contract-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the Next.js version that was checked, pinned exactly in apps/web/package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.next, `${NEXT_UPGRADE}: pin it exactly`).toBe(NEXT_VERSION_RELIED_ON);
    expect(nextVersion, `${NEXT_UPGRADE}: re-check this contract, then move the pin`).toBe(NEXT_VERSION_RELIED_ON);
  });

  it(`sends a cached page whole with one end(string), marked ${NEXT_CACHE_STATE_HEADER}`, async () => {
    const template = readFileSync(require.resolve(NEXT_HTTP_MODULES.appPageTemplate), 'utf8');
    expect(template, NEXT_UPGRADE).toContain(`res.setHeader('${NEXT_CACHE_STATE_HEADER}'`);
    const { sendRenderResult } = require(NEXT_HTTP_MODULES.sendPayload) as {
      sendRenderResult: (options: Record<string, unknown>) => Promise<void>;
    };
    const { default: RenderResult } = require(NEXT_HTTP_MODULES.renderResult) as {
      default: { fromStatic(value: string, contentType: string): unknown };
    };
    const html = `<!DOCTYPE html><html><body>${'<p>cached</p>'.repeat(200)}</body></html>`;
    let calls: Array<[string, ...unknown[]]> = [];
    const { port } = await listen((req, res) => {
      calls = record(res);
      void sendRenderResult({
        req,
        res,
        result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
        generateEtags: false,
        poweredByHeader: false,
        cacheControl: { revalidate: 60, expire: undefined },
      });
    });
    expect((await get(port)).toString().endsWith(html), NEXT_UPGRADE).toBe(true);
    const bodies = calls.filter(([name]) => name === 'write' || name === 'end');
    expect(bodies, NEXT_UPGRADE).toEqual([['end', html]]);
  });

  it('sets a route handler’s Content-Type as a one-element array through setHeader (vercel/next.js#98007)', async () => {
    const { sendResponse } = require(NEXT_HTTP_MODULES.sendResponse) as {
      sendResponse: (req: unknown, res: unknown, response: Response) => Promise<void>;
    };
    const { NodeNextResponse } = require(NEXT_HTTP_MODULES.nodeResponse) as {
      NodeNextResponse: new (res: ServerResponse) => unknown;
    };
    let sent: Promise<unknown[]> | undefined;
    const { port } = await listen((req: IncomingMessage, res) => {
      const calls = record(res);
      sent = sendResponse(req, new NodeNextResponse(res), Response.json({ ok: true })).then(() =>
        calls.filter(([name, header]) => name === 'setHeader' && header === 'content-type'),
      );
    });
    await get(port);
    // Still needed: when this fails because Next sets a string, singleContentType can go.
    expect(await sent, NEXT_UPGRADE).toEqual([['setHeader', 'content-type', ['application/json']]]);
  });

  it('streams a build file in pieces through write, status 200, not encoded', async () => {
    const { serveStatic } = require(NEXT_HTTP_MODULES.serveStatic) as {
      serveStatic: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
    };
    const file = join(dir, 'chunk.js');
    writeFileSync(file, 'x'.repeat(200_000));
    let calls: Array<[string, ...unknown[]]> = [];
    let served: Promise<number> | undefined;
    const { port } = await listen((req, res) => {
      calls = record(res);
      served = serveStatic(req, res, file).then(() => res.statusCode);
    });
    const raw = (await get(port)).toString();
    expect(raw, NEXT_UPGRADE).not.toMatch(/\r\ncontent-encoding:/i);
    expect(await served, NEXT_UPGRADE).toBe(200);
    const names = calls.filter(([name]) => name === 'write' || name === 'end').map(([name]) => name);
    expect(names.filter((n) => n === 'write').length, NEXT_UPGRADE).toBeGreaterThan(1);
    expect(names.at(-1), NEXT_UPGRADE).toBe('end');
  });
});
