// The framework's floor for `npm run bench:web`: an empty page built with the site's Next.js and React
// and the site's settings that change what a browser receives (no X-Powered-By, strict mode,
// Subresource Integrity on every script). It keeps `next start`'s own gzip: the site's brotli
// (apps/web/src/below-next/server-hooks.ts) is part of what the site is measured with. Built and started by
// scripts/bench-web.mjs with the repository's node_modules; it is not a workspace and is never deployed.

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compress: true,
  experimental: { sri: { algorithm: 'sha256' } },
};

export default nextConfig;
