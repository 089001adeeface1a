import type { FastifyBaseLogger } from 'fastify';

/** Where the site takes "the catalogue changed" (its /revalidate route) and the secret both sides share. */
export interface SiteRevalidation {
  url: string;
  secret: string;
}

/**
 * Tells the site that the catalogue changed, so that its pages stop using their cached API answers
 * (kept up to the spec's 60 s) at once. Fire and forget: a site that cannot be reached is logged and
 * catches up when its cache expires.
 */
export async function notifySite({ url, secret }: SiteRevalidation, log: FastifyBaseLogger): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['catalogue'] }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) log.warn({ url, status: response.status }, 'the site did not accept the revalidation');
    else log.info({ url }, 'told the site that the catalogue changed');
  } catch (err) {
    log.warn({ url, err }, 'could not reach the site to revalidate its cache');
  }
}
