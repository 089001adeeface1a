import type { MetadataRoute } from 'next';
import { LANGS } from '@app/shared';
import { readSitemapIndex, readSitemapUnits } from '@/lib/page-reads';
import { env, isBuilding } from '@/lib/env';
import { absoluteUrl, localizedPath } from '@/lib/seo';

// Built from the API when asked (its answers are cached for 60 s), never at build time.
export const dynamic = 'force-dynamic';

/** Pages whose content is the site's own (no listing data), in the order of the spec's route table. */
const STATIC_PAGES = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/properties', priority: 0.9, changeFrequency: 'daily' },
  { path: '/resale', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/private-units-resale', priority: 0.9, changeFrequency: 'daily' },
  { path: '/sell-with-us', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/story', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/about', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/privacy', priority: 0.2, changeFrequency: 'yearly' },
] as const;

type Entry = MetadataRoute.Sitemap[number];

/** An address in English with its Arabic and German alternates (hreflang), as the pages declare them. */
function entry(path: string, extra: Omit<Entry, 'url' | 'alternates'> = {}): Entry {
  const { SITE_URL } = env();
  const languages: Record<string, string> = {};
  for (const lang of LANGS) languages[lang] = xmlSafe(absoluteUrl(SITE_URL, localizedPath(path, lang)));
  languages['x-default'] = languages.en!;
  return { url: languages.en!, alternates: { languages }, ...extra };
}

/** Next writes addresses into the XML as they are; none of ours has `&`, but an escaped one stays valid. */
function xmlSafe(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * /sitemaps/sitemap/0.xml: the site's pages and every compound; /sitemaps/sitemap/{n}.xml (n >= 1):
 * part n-1 of the unit list, 10,000 units each, so that 100,000 units stay well within the protocol's
 * limits. /sitemap.xml (app/sitemap.xml/route.ts) is the index of them all. When the API fails (logged
 * by lib/page-reads.ts) the file answers 500, which a search engine retries later.
 */
export async function generateSitemaps() {
  // `next build` asks too (to prerender), when no API runs: it gets the first file, and nothing is prerendered.
  if (isBuilding()) return [{ id: 0 }];
  const index = await readSitemapIndex();
  return [{ id: 0 }, ...index.unitParts.map((p) => ({ id: p.part + 1 }))];
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const { SITE_URL } = env();
  const n = Number(await id);
  if (n === 0) {
    const index = await readSitemapIndex();
    return [
      ...STATIC_PAGES.map((page) =>
        entry(page.path, { priority: page.priority, changeFrequency: page.changeFrequency }),
      ),
      ...index.compounds.map((c) =>
        entry(`/compounds/${c.slug}`, {
          lastModified: c.updatedAt,
          priority: 0.8,
          changeFrequency: 'weekly',
          images: [xmlSafe(absoluteUrl(SITE_URL, c.mainImage))],
        }),
      ),
    ];
  }
  const units = (await readSitemapUnits(n - 1)) ?? [];
  return units.map((u) =>
    entry(`/property/${u.id}`, {
      lastModified: u.updatedAt,
      priority: 0.7,
      changeFrequency: 'weekly',
      images: [xmlSafe(absoluteUrl(SITE_URL, u.mainImage))],
    }),
  );
}
