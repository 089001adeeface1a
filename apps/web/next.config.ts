import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/** Remote image hosts the image route may fetch from (comma-separated host names), besides the site's own files. */
const remoteHosts = (process.env.IMAGE_REMOTE_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim())
  .filter(Boolean);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@app/shared'],
  // The API answers with and without a trailing slash; Next must not redirect /api/x/ to /api/x.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [60, 75],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/og-default.jpg' }],
    remotePatterns: remoteHosts.map((hostname) => ({ protocol: 'https' as const, hostname })),
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    return [
      {
        // The back office is for the agency only: search engines must not index it (the pages say so too).
        source: '/admin/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        source: '/media/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
