import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// SITE_URL is read when the site starts, not when it is built.
export const dynamic = 'force-dynamic';

/** Crawlers may read every page; the back office and the API's answers are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/resale-projects/api/'] }],
    sitemap: `${env().SITE_URL}/sitemap.xml`,
  };
}
