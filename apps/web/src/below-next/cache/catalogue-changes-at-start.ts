import { cacheTagChangesSchema } from '@app/shared';
import type { Logger } from 'pino';
import { env } from '@/lib/env';
import { type ApiClient, createApiClient } from '@/lib/http/client';
import { setCatalogueChanges } from './catalogue-changes.mjs';

/** How long the start waits for the API to say what changed (the API may be starting too), and how often it asks. */
export const WAIT_MS = 15_000;
const RETRY_MS = 250;
/** After that, how often it asks in the background until the API answers. */
const BACKGROUND_RETRY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When the site starts with pages kept from an earlier run (on disk, or in Redis): asks the API when each
 * cache tag last changed (GET /api/cache-tags/), so that the cache handlers render again what was kept
 * from before a change this process was never told of (docs/decisions/0046). Waits for the API up to
 * `waitMs`; then says once that it could not, and keeps asking in the background (until then, pages kept
 * from before this start are served as stale and rendered again behind them).
 */
export async function readCatalogueChanges(
  log: Logger,
  { api = defaultApi(), waitMs = WAIT_MS }: { api?: ApiClient; waitMs?: number } = {},
): Promise<void> {
  const attempt = async () => {
    const { changes } = await api.call('/api/cache-tags/', cacheTagChangesSchema, { init: { cache: 'no-store' } });
    setCatalogueChanges(new Map(changes.map((c) => [c.tag, Date.parse(c.changed_at)])));
    log.info(
      { tags: changes.length },
      'read what changed in the catalogue: pages kept from before a change are rendered again',
    );
  };
  const deadline = Date.now() + waitMs;
  let failure: unknown;
  do {
    try {
      return await attempt();
    } catch (error) {
      failure = error;
      await sleep(RETRY_MS);
    }
  } while (Date.now() < deadline);
  log.warn(
    { err: failure },
    'the API did not say what changed in the catalogue: pages kept from before this start are served as stale until it does',
  );
  const timer = setInterval(() => {
    attempt().then(
      () => clearInterval(timer),
      () => undefined,
    );
  }, BACKGROUND_RETRY_MS);
  timer.unref();
}

function defaultApi(): ApiClient {
  return createApiClient({ origin: () => env().API_URL, timeoutMs: 5000 });
}
