import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { errorsPlugin } from './plugins/errors.js';
import { type ResponseCacheOptions, responseCachePlugin } from './plugins/response-cache.js';
import { type SiteRevalidation, notifySite } from './plugins/site-revalidation.js';
import { healthRoutes } from './modules/health/routes.js';
import { ratesRoutes } from './modules/rates/routes.js';
import { RatesService } from './modules/rates/service.js';
import { projectRoutes } from './modules/projects/routes.js';
import { unitRoutes } from './modules/units/routes.js';
import { sitemapRoutes } from './modules/sitemap/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesService;
  }
}

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Catalogue answer cache; default the spec's stale time (60 s). ttlMs 0 turns it off. */
  cache?: ResponseCacheOptions;
  /** Exchange-rate service; `start` fetches on start and then every refreshMs (off in tests). */
  rates?: { url: string; refreshMs: number; start: boolean };
  /** The site to tell when the catalogue changes (its cached pages data is dropped at once). */
  siteRevalidation?: SiteRevalidation | undefined;
}

/** Plugins and routes, no listen(): server.ts listens, tests inject. */
export async function buildApp({
  database,
  logger = false,
  cache = { ttlMs: 60_000, maxEntries: 5000 },
  rates = { url: 'http://127.0.0.1:9/unused', refreshMs: 3_600_000, start: false },
  siteRevalidation,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the shared schemas at compile time; serialising with JSON.stringify keeps the hot path fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorsPlugin);
  await app.register(responseCachePlugin, {
    ...cache,
    ...(siteRevalidation ? { onInvalidate: () => void notifySite(siteRevalidation, app.log) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Red Sea Resale API',
        description: 'Units, compounds and site data for the resale listing site.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(unitRoutes(database.db));
  await app.register(projectRoutes(database.db));
  await app.register(sitemapRoutes(database.db));
  await app.register(healthRoutes(database));
  const ratesService = new RatesService({ url: rates.url, refreshMs: rates.refreshMs, logger: app.log });
  app.decorate('rates', ratesService);
  await app.register(ratesRoutes(ratesService));
  if (rates.start) ratesService.start();
  app.addHook('onClose', async () => ratesService.stop());

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  return app;
}
