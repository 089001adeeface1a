/** Runs once when the site's server starts (Next.js instrumentation). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installServerHooks }, { logger }] = await Promise.all([
    import('./lib/server-hooks'),
    import('./lib/logger'),
  ]);
  installServerHooks(logger);
}
