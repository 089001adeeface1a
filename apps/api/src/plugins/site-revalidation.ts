import type { FastifyBaseLogger } from 'fastify';

/** Where the site takes "the catalogue changed" (its /revalidate route) and the secret both sides share. */
export interface SiteRevalidation {
  url: string;
  secret: string;
}

/** The error code of a failed fetch (undici puts the socket's error in `cause`). */
function codeOf(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * Tells the site what in the catalogue changed (its cache tags), so that exactly the pages that show it
 * are rendered again at once (otherwise they are kept up to the spec's 60 s). Fire and forget. A site
 * that is not running (connection refused: `npm start` seeds before the site starts) misses nothing: it
 * reads the recorded changes when it starts (modules/cache-tags); any other failure is a warning.
 */
export async function notifySite(
  { url, secret }: SiteRevalidation,
  tags: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) log.warn({ url, status: response.status }, 'the site did not accept the revalidation');
    else log.info({ url, tags: tags.length }, 'told the site what in the catalogue changed');
  } catch (err) {
    if (codeOf(err) === 'ECONNREFUSED') {
      log.info({ url }, 'the site is not running; it reads what changed when it starts');
    } else {
      log.warn({ url, err }, 'could not reach the site to revalidate its cache');
    }
  }
}
