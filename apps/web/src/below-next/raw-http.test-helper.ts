import { type IncomingMessage, type RequestListener, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer as it comes off the wire: node:http does not decompress. */
export interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A server on a free port of 127.0.0.1 for `handler`, and a client that reads its answers raw: for the
 * tests of the site's compression layers. `close` stops the server.
 */
export async function rawServer(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { get, close };
}
