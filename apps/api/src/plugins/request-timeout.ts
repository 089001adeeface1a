import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes long uploads: its body may arrive over the server's whole request timeout, not REQUEST_TIMEOUT_MS. */
    longUpload?: boolean;
  }
}

const TIMED_OUT = JSON.stringify({ error: 'request_timeout', message: 'The request did not arrive in time.' });

/**
 * Node's request timeout is one number for the whole server, and uploads (a 300 MB tour video) need far
 * longer than any other request. The server's is set to the uploads' (app.ts); every other request whose
 * body has not arrived within `requestTimeoutMs` is ended here as Node ends one: 408 and the connection
 * closed (slow-body attacks stay as short as before).
 */
export const requestTimeoutPlugin = fp(
  async (app: FastifyInstance, { requestTimeoutMs }: { requestTimeoutMs: number }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      if (raw.complete || request.routeOptions.config.longUpload) return done();
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.warn({ requestTimeoutMs }, 'the request body did not arrive in time; connection closed');
        const socket = raw.socket;
        if (!reply.raw.headersSent && socket.writable) {
          socket.end(
            'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
              `Content-Length: ${Buffer.byteLength(TIMED_OUT)}\r\n\r\n${TIMED_OUT}`,
          );
        }
        socket.destroySoon();
      }, requestTimeoutMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      raw.once('end', stop);
      raw.once('close', stop);
      reply.raw.once('close', stop);
      done();
    });
  },
  { name: 'request-timeout' },
);
