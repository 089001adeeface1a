import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadSchema } from '@app/shared';
import { DEFAULT_LIMITS } from '../../config.js';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { multipartFile } from '../../../test/multipart.js';
import { LocalStorage } from './storage.js';

const VIDEO_BYTES = 40 * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** Sends a request whose body comes from `write`, and resolves with the status and body of the answer. */
function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  write: (req: ReturnType<typeof httpRequest>) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    write(req);
  });
}

describe.each(backends)('a long upload on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let port = 0;
  let cookie = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-timeout-'));
    t = await buildTestApp(backend, {
      seed: false,
      signedInAs: 'admin',
      app: {
        media: { storage: new LocalStorage(dir) },
        // Every other request must arrive within a second, and every other route answer within two.
        limits: {
          ...DEFAULT_LIMITS,
          requestTimeoutMs: 1000,
          handlerTimeoutMs: 2000,
          headersTimeoutMs: 1000,
          maxEventLoopDelayMs: 0,
        },
      },
    });
    cookie = t.cookie;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a 40 MB tour video streamed over longer than the request and route timeouts', async () => {
    const empty = multipartFile(Buffer.alloc(0), { filename: 'tour.mp4', contentType: 'video/mp4' });
    const split = empty.payload.indexOf('\r\n\r\n') + 4;
    const [head, tail] = [empty.payload.subarray(0, split), empty.payload.subarray(split)];
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42')]);
    const hash = createHash('sha256');
    const started = Date.now();
    const answer = await send(
      port,
      '/api/admin/media/',
      { ...siteHeaders(), ...empty.headers, cookie, 'content-length': String(head.length + VIDEO_BYTES + tail.length) },
      (req) => {
        req.write(head);
        let sent = 0;
        // 40 chunks of 1 MB, one every 75 ms: about 3 s, over both of the other requests' limits.
        const next = () => {
          if (sent >= VIDEO_BYTES) return void req.end(tail);
          const chunk = Buffer.alloc(CHUNK, sent / CHUNK);
          if (sent === 0) ftyp.copy(chunk);
          hash.update(chunk);
          sent += chunk.length;
          req.write(chunk);
          setTimeout(next, 75);
        };
        next();
      },
    );
    expect(Date.now() - started).toBeGreaterThan(2500);
    expect(answer.status, answer.body).toBe(201);
    const stored = mediaUploadSchema.parse(JSON.parse(answer.body));
    expect(stored).toMatchObject({ type: 'video/mp4', bytes: VIDEO_BYTES });
    const file = await t.app.inject({ url: stored.url });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(hash.digest('hex'));
  }, 60_000);

  it('still ends any other request whose body does not arrive within the request timeout (408)', async () => {
    const started = Date.now();
    const answer = await send(
      port,
      '/api/inquiries/',
      { ...siteHeaders(), 'content-type': 'application/json', 'content-length': '200' },
      (req) => req.write('{"kind":'),
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'request_timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  }, 20_000);
});
