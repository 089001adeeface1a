import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the API reads, with its default. Documented in the README. */
const envSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** How long catalogue answers are reused in memory (the spec's stale time); 0 turns the cache off. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** A USD-based exchange-rate service whose answer has a `rates` object. */
  EXCHANGE_RATES_URL: z.url().default('https://open.er-api.com/v6/latest/USD'),
  RATES_REFRESH_MINUTES: z.coerce.number().min(1).max(1440).default(60),
  /** The site's revalidation route (e.g. http://127.0.0.1:3000/revalidate), told when the catalogue changes. */
  SITE_REVALIDATE_URL: z.url().optional(),
  /** Shared with the site; required with SITE_REVALIDATE_URL. */
  REVALIDATE_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Seed an empty database with the demo catalogue when the API starts. */
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  seedOnStart: boolean;
  cache: { ttlMs: number; maxEntries: number };
  rates: { url: string; refreshMs: number; start: boolean };
  siteRevalidation: { url: string; secret: string } | undefined;
};

/** Parses the environment once; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema
    .refine((e) => !e.SITE_REVALIDATE_URL || e.REVALIDATE_SECRET, {
      error: 'REVALIDATE_SECRET is required when SITE_REVALIDATE_URL is set',
      path: ['REVALIDATE_SECRET'],
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    cache: { ttlMs: e.CACHE_TTL_SECONDS * 1000, maxEntries: e.CACHE_MAX_ENTRIES },
    rates: { url: e.EXCHANGE_RATES_URL, refreshMs: e.RATES_REFRESH_MINUTES * 60_000, start: true },
    siteRevalidation:
      e.SITE_REVALIDATE_URL && e.REVALIDATE_SECRET
        ? { url: e.SITE_REVALIDATE_URL, secret: e.REVALIDATE_SECRET }
        : undefined,
  };
}
