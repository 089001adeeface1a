import { readSitemapIndex, orFallback } from '@/lib/page-reads';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml: the sitemap index. It names sitemap 0 (pages and compounds) and one sitemap per
 * 10,000 units (app/sitemaps/sitemap.ts), each with the latest change it holds.
 */
export async function GET() {
  const index = await orFallback(readSitemapIndex(), null);
  // The API failed (logged): a search engine reads 503 as "come back later" and keeps what it has.
  if (!index) {
    return new Response('The sitemap is unavailable right now.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' },
    });
  }
  const { SITE_URL } = env();
  const compoundsChanged = index.compounds
    .map((c) => c.updatedAt)
    .sort()
    .at(-1);
  const files = [
    { loc: `${SITE_URL}/sitemaps/sitemap/0.xml`, lastmod: compoundsChanged },
    ...index.unitParts.map((p) => ({ loc: `${SITE_URL}/sitemaps/sitemap/${p.part + 1}.xml`, lastmod: p.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${f.loc}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
}
