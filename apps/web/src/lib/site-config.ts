import 'server-only';
import type { Lang } from '@app/shared';
import { readUnits } from './page-reads';
import { env } from './env';

/**
 * The private unit that /resale's "Private Projects" half opens (spec: a fixed featured id).
 * FEATURED_PRIVATE_UNIT_ID pins it; unset, it is the newest available private unit.
 */
export async function getFeaturedPrivateUnitId(lang: Lang): Promise<number | null> {
  const pinned = env().FEATURED_PRIVATE_UNIT_ID;
  if (pinned !== undefined) return pinned;
  const page = await readUnits({ private: true, status: 'available', sort: 'newest', page_size: 1, lang });
  return page.results[0]?.id ?? null;
}
