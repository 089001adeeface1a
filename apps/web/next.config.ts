import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { MAX_INPUT_PIXELS } from '@app/shared';
import { readBuildEnv, readPageCacheEnv } from './src/lib/env';
import { pageCacheConfig } from './src/below-next/cache/config.mjs';
import { siteRedirects } from './src/lib/routing/redirects';
import { variantRewrites } from './src/lib/routing/variants';
import { FILE_CSP, HSTS_VALUE, SECURITY_HEADERS, publicPagePolicy } from './src/lib/security-headers';

/** Every address but the back office (its own nonce policy), the API's answers and files (their own headers). */
const PAGES = '/:path((?!admin(?:/|$)|api(?:/|$)|resale-projects/|_next/|media/|revalidate$).*)';

/** Remote image hosts the image route may fetch from (IMAGE_REMOTE_HOSTS, read at build), besides the site's own files. */
const remoteHosts = readBuildEnv().IMAGE_REMOTE_HOSTS;

/** Where Next keeps the rendered pages (CACHE_REDIS_URL, SITE_PAGE_CACHE), read at build and at start. */
const pageCacheEnv = readPageCacheEnv();
const pageCache = pageCacheConfig(pageCacheEnv);

const nextConfig: NextConfig = {
  // With CACHE_REDIS_URL, every replica's pages and fetched data in one Redis (docs/deployment.md);
  // with SITE_PAGE_CACHE=memory, this process's pages and resized pictures in its memory.
  ...pageCache,
  poweredByHeader: false,
  // The site compresses its answers itself (brotli where the browser takes it): src/below-next/server-hooks.ts.
  compress: false,
  // No ETag on pages: Next hashes the whole HTML on every answer to make one (a tenth of a cached
  // page's cost), to spare a returning browser 15-25 KB with a 304 (docs/decisions/0028).
  generateEtags: false,
  reactStrictMode: true,
  transpilePackages: ['@app/shared'],
  // The API answers with and without a trailing slash; Next must not redirect /api/x/ to /api/x.
  skipTrailingSlashRedirect: true,
  // A page rendered per request (the project view, a filtered listing) writes its <title> and
  // description into <head> for every visitor, not only for the crawlers Next lists: streamed late,
  // they land in <body> when the API answers slowly, and a page with no title in its head fails
  // WCAG 2.4.2 (HTML_CodeSniffer's H25). Cached pages are unaffected: their metadata is resolved once.
  htmlLimitedBots: /.*/,
  experimental: {
    // forbidden() and forbidden.tsx: a back office page not for the user's role answers 403.
    authInterrupts: true,
    // Every script file the HTML names carries its hash (integrity=): a changed file does not run.
    sri: { algorithm: 'sha256' },
    // SITE_PAGE_CACHE=memory keeps rendered pages in this process only (the test runs start several
    // sites from one build, each with an API of its own: pages on disk would pass between them).
    isrFlushToDisk: pageCacheEnv.SITE_PAGE_CACHE !== 'memory',
    // The image route's pictures: at most 100 megapixels each (the API's uploads' limit), all of them
    // decoded within one pixel budget for the process (src/below-next/image-pixel-budget.ts).
    imgOptMaxInputPixels: MAX_INPUT_PIXELS,
  },
  // Not experimental.inlineCss: Next 16.4 writes the stylesheet into the HTML three times (the <style>
  // and twice in the RSC payload): 9 KB of cacheable CSS became 28 KB more gzip on every page.

  // The image route (/_next/image) resizes only what the site shows, in the sizes it asks for:
  // its own /media files without a query string, HTTPS pictures from the allowed hosts, never an SVG
  // (an SVG is a document that can run script), never a private address, no redirects to elsewhere.
  // Any other url, width (deviceSizes + imageSizes) or quality answers 400.
  images: {
    ...pageCache.images,
    formats: ['image/avif', 'image/webp'],
    qualities: [60, 75],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    localPatterns: [
      { pathname: '/media/**', search: '' },
      { pathname: '/og-default.jpg', search: '' },
    ],
    remotePatterns: remoteHosts.map((hostname) => ({ protocol: 'https' as const, hostname, port: '', search: '' })),
    dangerouslyAllowSVG: false,
    dangerouslyAllowLocalIP: false,
    maximumRedirects: 0,
    maximumResponseBody: 10_000_000,
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Public addresses to the cached variant of their page: language from the path, currency from the
  // cookie (src/lib/routing/variants.ts, docs/decisions/0026). Addresses that are no page of the spec's
  // go home, before any rewrite sees them; a stored language other than English sends a plain address
  // to the visitor's language (src/lib/routing/redirects.ts, docs/decisions/0044).
  async redirects() {
    return siteRedirects();
  },
  async rewrites() {
    // Browsers ask for /favicon.ico by themselves: the site's icon (a PNG is a valid favicon).
    return {
      beforeFiles: [{ source: '/favicon.ico', destination: '/icon.png' }, ...variantRewrites()],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      {
        // Public pages are cached HTML, the same for every visitor: one policy without a nonce
        // (docs/decisions/0026). The back office gets a nonce policy per request from proxy.ts.
        source: PAGES,
        missing: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
        headers: [{ key: 'Content-Security-Policy', value: publicPagePolicy({ imageHosts: remoteHosts }) }],
      },
      {
        source: PAGES,
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
        headers: [
          { key: 'Content-Security-Policy', value: publicPagePolicy({ imageHosts: remoteHosts, https: true }) },
        ],
      },
      {
        // Behind a load balancer that terminates HTTPS (it says so in X-Forwarded-Proto).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
      },
      {
        // The back office is for the agency only: search engines must not index it (the pages say so too).
        source: '/admin/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        source: '/media/:path*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
          { key: 'Content-Security-Policy', value: FILE_CSP },
        ],
      },
      {
        // Files at fixed addresses (no hash in the name): a day fresh, then revalidated in the background.
        source: '/:file(icon\\.png|icon\\.svg|og-default\\.jpg)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

/**
 * next-intl's plugin tells the bundler where the request config is and how to compile the catalogues: it
 * matters to `next build` and `next dev` only. `next start` does not load it, nor the native compiler and
 * file watcher it brings (about 15 MB of the site's memory, docs/decisions/0047-memory.md).
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin({
    requestConfig: './src/i18n/request.ts',
    // The catalogues are compiled at build time: no ICU parser in the browser (about 9 KB gzip less on
    // every page) and no message parsing on the server per request.
    experimental: { messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true } },
  })(nextConfig);
}
