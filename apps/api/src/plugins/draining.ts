import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: still serving, but /api/ready/ answers 503 so that load balancers stop sending. */
    draining: boolean;
    /** Requests received and not yet answered. */
    inFlight(): number;
  }
}

/**
 * Counts requests in flight and, while draining, answers each with `Connection: close`, so that kept-alive
 * connections end after their current request and clients open new ones (to other replicas).
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  const open = new WeakSet<object>();
  let inFlight = 0;
  const done = async (request: object) => {
    if (open.delete(request)) inFlight -= 1;
  };
  app.decorate('draining', false);
  app.decorate('inFlight', () => inFlight);
  app.addHook('onRequest', async (request) => {
    open.add(request);
    inFlight += 1;
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
});

/**
 * The graceful end of a process behind a load balancer:
 * 1. drain: keep serving for `drainMs` while readiness answers 503, so the balancer stops sending;
 * 2. stop accepting connections, but keep the accepted ones: Node's http `close()` destroys every
 *    connection without a request in progress, including one whose request has arrived but was not
 *    read yet because the event loop was busy (the soak test saw those reset);
 * 3. wait until no request is in flight for two consecutive checks (the loop has read what was waiting);
 * 4. close Fastify (onClose hooks, idle connections).
 * The caller bounds the whole sequence with its own time limit.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  if (app.server.listening) Server.prototype.close.call(app.server);
  let quiet = 0;
  while (quiet < 2) {
    await sleep(50);
    quiet = app.inFlight() === 0 ? quiet + 1 : 0;
  }
  await app.close();
}
