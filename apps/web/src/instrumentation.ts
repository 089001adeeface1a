import type { Instrumentation } from 'next';
import type { Logger } from 'pino';

let log: Logger | undefined;

/**
 * The site's log for the server's own hooks (the same JSON lines as lib/logger.ts writes). Its import
 * sits under the runtime test so that the Edge build, which drops the branch, does not bundle pino
 * (process.pid there made `next build` print "Ecmascript file had an error").
 */
async function serverLog(): Promise<Logger> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { createLogger } = await import('./lib/log-lines');
    log ??= createLogger();
    return log;
  }
  throw new Error('the site’s log runs in Node.js only');
}

/**
 * Runs once when the site's server starts: the environment is checked (a bad variable stops the start
 * with a message naming every one, lib/env.ts), pages kept on disk from other settings are dropped
 * (below-next/cache/render-settings.mjs), what changed in the catalogue meanwhile is read from the API
 * (below-next/cache/catalogue-changes-at-start.ts), then hooks below the routes (below-next/server-hooks.ts): who the
 * client is (TRUSTED_PROXIES), requests broken before any route runs, compression.
 */
export async function register() {
  // The whole body under this test: the Edge build drops it (NEXT_RUNTIME is inlined), Node.js APIs included.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { EnvError, env, isBuilding } = await import('./lib/env');
    // `next build` needs none of the run-time variables (each has its default).
    if (!isBuilding()) {
      try {
        env();
      } catch (error) {
        if (!(error instanceof EnvError)) throw error;
        console.error(error.message);
        process.exit(1);
      }
    }
    // Pages on disk rendered with other settings than this start's are not served (render-settings.mjs).
    if (!isBuilding() && !env().CACHE_REDIS_URL && env().SITE_PAGE_CACHE !== 'memory') {
      const { dropPagesOfOtherSettings, renderSettingsKey } = await import('./below-next/cache/render-settings.mjs');
      const { join } = await import('node:path');
      const key = renderSettingsKey(process.env);
      if (dropPagesOfOtherSettings({ distDir: join(process.cwd(), '.next'), key })) {
        (await serverLog()).info({ key }, 'the site’s settings changed: pages rendered before are rendered afresh');
      }
    }
    // Pages kept from an earlier run (on disk, in Redis) and changed since are not served as fresh.
    if (!isBuilding() && env().SITE_PAGE_CACHE !== 'memory') {
      const { readCatalogueChanges } = await import('./below-next/cache/catalogue-changes-at-start');
      await readCatalogueChanges(await serverLog());
    }
    const { installServerHooks } = await import('./below-next/server-hooks');
    // `next build` serves no visitor and reads no run-time variable: it trusts no one.
    const trustedProxies = isBuilding() ? [] : env().TRUSTED_PROXIES;
    installServerHooks(await serverLog(), { trustedProxies });
    if (!isBuilding()) {
      // The image route's decodes within one pixel budget for the process (below-next/image-pixel-budget.ts).
      const { installImagePixelBudget } = await import('./below-next/image-pixel-budget');
      const log = await serverLog();
      try {
        installImagePixelBudget({
          onFull: (error) =>
            log.warn({ waiting: error.waiting }, 'a picture is served unresized: too many wait to be decoded'),
        });
      } catch (err) {
        // Another sharp than the one the wrapper was written for: the site runs, without the budget.
        log.error({ err }, 'the image route decodes without a pixel budget');
      }
    }
  }
}

/**
 * Next.js calls this for every error no code caught while it answered a request (a page, its
 * metadata, a route handler, the proxy): one JSON line in the site's log, with the request's id
 * (the header proxy.ts set), unless the error was logged where it happened (lib/log-lines.ts).
 * Next.js also prints such errors to stderr in its own format; that text is not a log line.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./lib/log-lines');
    logRequestError(await serverLog(), error, { request, context });
  }
};
