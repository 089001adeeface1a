/** Runs once when the site's server starts (Next.js instrumentation). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ guardMalformedRequests }, { logger }] = await Promise.all([
    import('./lib/malformed-requests'),
    import('./lib/logger'),
  ]);
  guardMalformedRequests(logger);
}
