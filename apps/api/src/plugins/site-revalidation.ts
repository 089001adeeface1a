import type { FastifyBaseLogger } from 'fastify';

/** Where the site takes "the catalogue changed" (its /revalidate route) and the secret both sides share. */
export interface SiteRevalidation {
  url: string;
  secret: string;
}

/**
 * Tells the site what in the catalogue changed (its cache tags), so that exactly the pages that show it
 * are rendered again at once (otherwise they are kept up to the spec's 60 s). Fire and forget: a site
 * that cannot be reached is logged and catches up when its cache expires.
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
    log.warn({ url, err }, 'could not reach the site to revalidate its cache');
  }
}
