import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAG } from '@/lib/api';
import { env } from '@/lib/env';
import { requestLogger } from '@/lib/logger';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /revalidate: the API says the catalogue changed. Pages stop using their cached API answers
 * (otherwise kept for the spec's 60 s) at once: the next visitor's page asks the API again.
 */
export async function POST(request: Request) {
  const { REVALIDATE_SECRET } = env();
  if (!REVALIDATE_SECRET) {
    return Response.json({ error: 'not_found', message: 'Revalidation is not configured.' }, { status: 404 });
  }
  const given = request.headers.get('x-revalidate-secret') ?? '';
  const log = await requestLogger();
  if (!timingSafeEqual(digest(given), digest(REVALIDATE_SECRET))) {
    // An API with another REVALIDATE_SECRET, or someone guessing: its changes show only after 60 s.
    log.warn({ secret: given ? 'wrong' : 'missing' }, 'revalidation refused');
    return Response.json(
      { error: 'unauthorized', message: 'The x-revalidate-secret header is missing or wrong.' },
      { status: 401 },
    );
  }
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  log.info({ tags: [CATALOGUE_TAG] }, 'cached API answers dropped');
  return Response.json({ revalidated: [CATALOGUE_TAG] });
}
