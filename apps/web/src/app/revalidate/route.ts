import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { revalidationSchema } from '@app/shared';
import { env } from '@/lib/env';
import { requestLogger } from '@/lib/logger';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /revalidate {tags}: the API says what changed (CACHE_TAGS). Every cached page and API answer
 * that read one of those tags, in every language and currency, expires at once: the next visitor's
 * request renders it again from fresh answers (docs/decisions/0026). Other pages stay cached.
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
  const body = revalidationSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    log.warn({ issues: body.error.issues.slice(0, 3) }, 'revalidation with a malformed body');
    return Response.json(
      { error: 'bad_request', message: 'The body must be {"tags": [...]} with known cache tags.' },
      { status: 400 },
    );
  }
  const tags = [...new Set(body.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info(
    { tags: tags.length > 20 ? [...tags.slice(0, 20), `… ${tags.length - 20} more`] : tags },
    'cached pages expired',
  );
  return Response.json({ revalidated: tags });
}
