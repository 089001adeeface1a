import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_ALERTS_INTERVAL_MS,
  MEDIA_UPLOAD_TIMEOUT_MS,
  type PixelBudget,
  SPAM_RETENTION_DAYS,
} from '@app/shared';
import {
  type AdminOptions,
  type AlertRunnerSettings,
  DEFAULT_LIMITS,
  type InquiryOptions,
  type LimitOptions,
  type MailOptions,
  type RetentionOptions,
  type SiteOptions,
} from './config.js';
import type { Database } from './db/client.js';
import { drainingPlugin } from './plugins/draining.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { type OverloadOptions, overloadPlugin } from './plugins/overload.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { requestIdFrom, requestIdPlugin } from './plugins/request-id.js';
import { cataloguePeers } from './plugins/catalogue-peers.js';
import { requestTimeoutPlugin } from './plugins/request-timeout.js';
import { type ResponseCacheOptions, responseCachePlugin } from './plugins/response-cache.js';
import { type ResponseMode, serializerCompilers } from './plugins/response-serializers.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import type { SiteRevalidation } from './plugins/site-revalidation.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation.js';
import type { SessionRouteOptions } from './modules/staff/session-routes.js';
import type { ApiModule, ModuleDeps } from './modules/module.js';
import { backOffice } from './modules/staff/back-office.js';
import { staffModule } from './modules/staff/routes.js';
import { healthModule } from './modules/health/routes.js';
import { cacheTagsModule } from './modules/cache-tags/routes.js';
import { SiteCacheTags } from './modules/cache-tags/service.js';
import { mediaModule } from './modules/media/routes.js';
import { type MediaLimits, MediaService } from './modules/media/service.js';
import { LocalStorage, type MediaStorage } from './modules/media/storage.js';
import { Outbox, type OutboxOptions } from './modules/inquiries/outbox.js';
import { inquiriesModule } from './modules/inquiries/routes.js';
import { ratesModule } from './modules/rates/routes.js';
import { catalogueModule } from './modules/catalogue/routes.js';
import { developersModule } from './modules/catalogue/developers/routes.js';
import { compoundsModule } from './modules/catalogue/compounds/routes.js';
import { unitsModule } from './modules/catalogue/units/routes.js';
import { sitemapModule } from './modules/sitemap/routes.js';
import { whatsappModule } from './modules/whatsapp/routes.js';
import { backupsModule } from './modules/backups/routes.js';
import { alertsModule } from './modules/alerts/module.js';
import type { BackupScheduleOptions } from './modules/backups/schedule.js';

/**
 * The API's domains, each a folder of modules/ registered the same way (modules/module.ts): its public
 * routes, hooks and jobs at the root, its back office routes under the staff's authentication.
 */
const MODULES: readonly ApiModule[] = [
  unitsModule,
  compoundsModule,
  developersModule,
  catalogueModule,
  sitemapModule,
  whatsappModule,
  healthModule,
  cacheTagsModule,
  mediaModule,
  ratesModule,
  inquiriesModule,
  staffModule,
  backupsModule,
  alertsModule,
];

export interface AppOptions {
  database: Database;
  /** Fastify's logger options (tests), or `loggerInstance`: a pino logger made beforehand. */
  logger?: FastifyServerOptions['logger'];
  /** The process's logger, shared with the database (server.ts): both write the same JSON lines. */
  loggerInstance?: FastifyBaseLogger;
  /** Catalogue answer cache; default the spec's stale time (60 s). ttlMs 0 turns it off. */
  cache?: ResponseCacheOptions;
  /** Exchange-rate service; `start` fetches on start and then every refreshMs (off in tests). */
  rates?: { url: string; refreshMs: number; start: boolean };
  /** The public site: links in e-mails, allowed origins, trusted proxies. */
  site?: SiteOptions;
  /** Per-client limits of POST /api/inquiries/. */
  inquiries?: InquiryOptions;
  /** E-mail to the agency; unset: inquiries are stored, not mailed. Tests may shorten the retry back-off. */
  mail?: (MailOptions & Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs'>) | undefined;
  /**
   * The first admin (ADMIN_EMAIL / ADMIN_PASSWORD_HASH), created or updated when the app is ready, and the
   * session length; tests may change the sign-in limits. Unset: the back office is open only while an
   * enabled user exists in the database (sessions then last 12 hours).
   */
  admin?: (AdminOptions & Omit<SessionRouteOptions, 'db' | 'sessionHours'>) | undefined;
  retention?: RetentionOptions;
  /** The site to tell when the catalogue changes (its cached pages data is dropped at once). */
  siteRevalidation?: SiteRevalidation | undefined;
  /** Body size, timeouts, per-client limits and overload thresholds (config.ts DEFAULT_LIMITS). */
  limits?: LimitOptions & Pick<OverloadOptions, 'sampleIntervalMs'>;
  /**
   * How answers are written from their routes' response schemas: `fast` (default) compiles a serializer
   * that writes only the declared fields; `strict` (tests) also throws on an undeclared field or a wrong
   * type (plugins/response-serializers.ts).
   */
  responses?: ResponseMode;
  /**
   * Where uploaded photos and videos are stored (default: the local directory ./data/media) and their limits;
   * `sweep` starts the daily removal of files nothing refers to (modules/media/sweep.ts; off in tests);
   * `budget`: the pixels decoded at once (default the process's one, media/service.ts decodeBudget).
   */
  media?: { storage: MediaStorage; limits?: MediaLimits; sweep?: boolean; budget?: PixelBudget };
  /** Scheduled backups (BACKUP_DIR); `start` runs the timers (off in tests that run them by hand). */
  backups?: BackupScheduleOptions | undefined;
  /** The time the public answers' listing badges are as of (default the system's; tests fix it). */
  clock?: () => Date;
  /** The alert runner (ALERTS_INTERVAL_SECONDS); `start` runs it (off in tests that run it by hand). */
  alerts?: AlertRunnerSettings;
}

/** The app's options with their defaults: what every module reads (ModuleDeps.settings). */
export type AppSettings = ReturnType<typeof settingsOf>;

function settingsOf({
  cache = { ttlMs: 60_000, maxEntries: 5000 },
  rates = { url: 'http://127.0.0.1:9/unused', refreshMs: 3_600_000, start: false },
  site = { url: 'http://localhost:3000', origins: [], trustedProxies: ['127.0.0.0/8', '::1'] },
  inquiries = { ratePerMinute: 5, ratePerDay: 30 },
  mail,
  admin,
  retention = { days: 730, spamDays: SPAM_RETENTION_DAYS, start: false },
  siteRevalidation,
  limits = DEFAULT_LIMITS,
  responses = 'fast',
  media = { storage: new LocalStorage('./data/media') },
  backups,
  clock = () => new Date(),
  alerts = { intervalMs: DEFAULT_ALERTS_INTERVAL_MS, start: false },
}: Omit<AppOptions, 'database' | 'logger' | 'loggerInstance'>) {
  return {
    cache,
    rates,
    site,
    inquiries,
    mail,
    admin,
    retention,
    siteRevalidation,
    limits,
    responses,
    media,
    backups,
    clock,
    alerts,
  };
}

/** Plugins and routes, no listen(): server.ts listens, tests inject. */
export async function buildApp({
  database,
  logger = false,
  loggerInstance,
  ...options
}: AppOptions): Promise<FastifyInstance> {
  const settings = settingsOf(options);
  const { limits, site, cache, responses } = settings;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: limits.bodyBytes,
    // The site's X-Request-Id (or its traceparent), validated; else a new UUID. Logged as reqId.
    genReqId: (req) => requestIdFrom(req.headers),
    // request.ip is the nearest address in X-Forwarded-For that is not one of these proxies.
    trustProxy: site.trustedProxies,
    // Slow or stuck clients and routes: the whole request must arrive in time, and each route answers
    // in time (503 otherwise). Idle keep-alive connections outlive the load balancer's. The server's own
    // request timeout is the uploads' (a tour video); every other request gets requestTimeoutMs
    // (plugins/request-timeout.ts).
    requestTimeout: Math.max(limits.requestTimeoutMs, MEDIA_UPLOAD_TIMEOUT_MS),
    handlerTimeout: limits.handlerTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);

  app.setValidatorCompiler(validatorCompiler);
  // Every answer is written from its route's response schema: a field the schema does not declare never
  // reaches a client.
  app.setSerializerCompiler(serializerCompilers[responses]);

  await app.register(errorsPlugin, { responses });
  await app.register(drainingPlugin);
  await app.register(requestIdPlugin);
  await app.register(requestTimeoutPlugin, { requestTimeoutMs: limits.requestTimeoutMs });
  await app.register(securityHeadersPlugin);
  // onRequest order matters: shed load first, then count the client, then serve from the answer cache.
  await app.register(overloadPlugin, limits);
  await app.register(rateLimitsPlugin, {
    readsPerMinute: limits.readsPerMinute,
    writesPerMinute: limits.writesPerMinute,
    trustedProxies: site.trustedProxies,
  });
  const tellPeers = database.notifications ? cataloguePeers(app, database.notifications) : undefined;
  // Every change is recorded with its cache tags and told to the site (modules/cache-tags).
  const siteCache = new SiteCacheTags({ db: database.db, log: app.log, site: settings.siteRevalidation });
  await app.register(responseCachePlugin, {
    ...cache,
    onInvalidate: (tags) => {
      void siteCache.changed(tags);
      tellPeers?.();
    },
  });
  // What a route's write changes of the public site, declared in its config (`invalidates`).
  await app.register(cacheInvalidationPlugin);
  await app.register(inputGuardPlugin);
  await app.register(sameOriginPlugin, { origins: site.origins, trustedProxies: site.trustedProxies });
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

  const { mail, media } = settings;
  const deps: ModuleDeps = {
    database,
    db: database.db,
    settings,
    outbox: mail ? new Outbox({ db: database.db, mail, siteUrl: site.url, logger: app.log, ...mail }) : null,
    media: new MediaService(media.storage, media.limits, media.budget),
    siteCache,
  };
  for (const module of MODULES) await module.register?.(app, deps);
  await app.register(backOffice(deps, MODULES));

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  return app;
}
