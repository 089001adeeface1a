import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Notifications } from '../db/notifications.js';

/** The channel on which an API process says that it changed the catalogue (the payload: its own id). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Several API processes on one PostgreSQL database each keep an answer cache (plugins/response-cache.ts).
 * The one that changes the catalogue drops its own and announces it; every other one drops its own when
 * it hears it, so a change is on every replica at once instead of up to the cache's TTL later. Answers
 * the announcement, for the response cache's onInvalidate. A lost announcement is logged; the TTL still
 * bounds how stale a replica can be.
 */
export function cataloguePeers(app: FastifyInstance, notifications: Notifications): () => void {
  const self = randomUUID();
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await notifications.listen(CATALOGUE_CHANNEL, (from) => {
      if (from === self) return;
      app.clearResponseCache();
      app.log.info({ from }, 'another API process changed the catalogue: dropped the cached answers');
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
  return () => {
    notifications.notify(CATALOGUE_CHANNEL, self).catch((err: unknown) => {
      app.log.warn({ err }, 'could not tell the other API processes that the catalogue changed');
    });
  };
}
