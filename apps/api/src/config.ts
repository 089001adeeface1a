import { z } from 'zod';
import {
  DEFAULT_ALERTS_INTERVAL_MS,
  INSTANT_ALERT_WITHIN_MS,
  LOG_LEVELS,
  type LogLevel,
  SPAM_RETENTION_DAYS,
  commaList,
  revalidateSecretSchema,
} from '@app/shared';
import { trustedProxiesSchema } from '@app/shared/trusted-proxies';
import { type LimitOptions, limitsEnv, limitsFrom } from './config-limits.js';
import { isPasswordHash } from './modules/staff/password.js';
import type { BackupScheduleOptions } from './modules/backups/schedule.js';
import type { S3StorageOptions } from './modules/media/s3-storage.js';

export { DEFAULT_LIMITS, type LimitOptions } from './config-limits.js';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the API reads, with its default. Documented in docs/configuration.md. */
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
  REVALIDATE_SECRET: revalidateSecretSchema.optional(),
  /** Seed an empty database with the demo catalogue when the API starts. */
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** The public site's address, used for links in the e-mails to the agency. */
  SITE_URL: z
    .url()
    .regex(/^https?:\/\//, { error: 'must start with http:// or https://' })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Origins besides the request's own host that may post inquiries and back office changes (comma-separated). */
  SITE_ORIGINS: commaList.pipe(z.array(z.url().transform((v) => new URL(v).origin))).default([]),
  /** Addresses of proxies (the site's server, a load balancer) whose X-Forwarded-* headers are believed. */
  TRUSTED_PROXIES: trustedProxiesSchema,
  INQUIRY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
  INQUIRY_RATE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** smtp://user:pass@host:587 or smtps://…; unset: inquiries are stored but not e-mailed. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  /** Who receives the inquiries (required with SMTP_URL). */
  LEADS_EMAIL: z.email().optional(),
  /** Sender of those e-mails; default LEADS_EMAIL. */
  MAIL_FROM: z.string().min(3).max(300).optional(),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(1).max(3600).default(10),
  /** How long a claimed e-mail stays reserved for the process sending it (db/mail-outbox.ts). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  /** Back office sign-in; with either unset the back office is off (every /api/admin/ call answers 404). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD_HASH: z
    .string()
    .refine(isPasswordHash, { error: 'must be a hash printed by `npm run admin:hash`' })
    .optional(),
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(12),
  /** Uploaded photos and videos, when no S3 bucket is set (docs/decisions/0024-media-storage.md). */
  /** Unset: `media` inside DATA_DIR, so a data directory holds the database and its uploads together. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** An S3-compatible bucket for uploaded media instead of MEDIA_DIR (several replicas): all five S3_ variables, or none. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the URL's path (MinIO, most S3-compatible services); false for virtual-hosted buckets. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Apply the committed migrations when the API starts; off for replicas when a one-shot job migrates. */
  MIGRATE_ON_START: flag.default(true),
  /** Scheduled backups (docs/operations.md) go to this directory; unset: none. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between scheduled backups (fractions allowed: 0.5 is every half hour). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0.05)
    .max(24 * 366)
    .default(24),
  /** How many scheduled backups are kept in BACKUP_DIR (the newest; older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Seconds between the alert runner's runs (matching new events, queuing instant alerts; decision 0060). */
  ALERTS_INTERVAL_SECONDS: z.coerce
    .number()
    .min(1)
    .max(INSTANT_ALERT_WITHIN_MS / 1000)
    .default(DEFAULT_ALERTS_INTERVAL_MS / 1000),
  ...limitsEnv,
});

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  seedOnStart: boolean;
  cache: { ttlMs: number; maxEntries: number };
  rates: { url: string; refreshMs: number; start: boolean };
  site: SiteOptions;
  inquiries: InquiryOptions;
  mail: MailOptions | undefined;
  admin: AdminOptions | undefined;
  retention: RetentionOptions;
  siteRevalidation: { url: string; secret: string } | undefined;
  migrateOnStart: boolean;
  limits: LimitOptions;
  media: MediaStorageOptions;
  /** Scheduled backups; undefined while BACKUP_DIR is unset. */
  backups: BackupScheduleOptions | undefined;
  alerts: AlertRunnerSettings;
};

/** The alert runner (modules/alerts/runner.ts): how often it runs, and whether it starts (off in tests). */
export interface AlertRunnerSettings {
  intervalMs: number;
  start: boolean;
}

/** Where uploaded media are stored: a local directory, or an S3-compatible bucket shared by several replicas. */
export type MediaStorageOptions = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface SiteOptions {
  /** The public site, for links in e-mails. */
  url: string;
  /** Extra origins allowed to post besides the request's own host. */
  origins: string[];
  /** Proxies whose X-Forwarded-* headers are believed (IP addresses or CIDR subnets). */
  trustedProxies: string[];
}

export interface InquiryOptions {
  ratePerMinute: number;
  ratePerDay: number;
}

export interface MailOptions {
  smtpUrl: string;
  to: string;
  from: string;
  /** How often the outbox worker looks for due e-mails. */
  intervalMs: number;
  /**
   * How long a claimed e-mail stays reserved for the process sending it; after that, another process may
   * send it (a process killed mid-send). Default 120 s (OutboxLoop's).
   */
  leaseMs?: number;
  /** Run the worker loop (off in tests that drive it by hand). */
  start: boolean;
}

export interface AdminOptions {
  email: string;
  passwordHash: string;
  sessionHours: number;
}

export interface RetentionOptions {
  days: number;
  /** Suspected spam goes sooner (SPAM_RETENTION_DAYS; the back office and the privacy page say so). */
  spamDays: number;
  /** Run the daily deletion job (off in tests that drive it by hand). */
  start: boolean;
}

/** Parses the environment once; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema
    .refine((e) => !e.SMTP_URL || e.LEADS_EMAIL, {
      path: ['LEADS_EMAIL'],
      error: 'is required when SMTP_URL is set',
    })
    .refine((e) => !e.SITE_REVALIDATE_URL || e.REVALIDATE_SECRET, {
      error: 'is required when SITE_REVALIDATE_URL is set',
      path: ['REVALIDATE_SECRET'],
    })
    .superRefine((e, ctx) => {
      const set = S3_VARIABLES.filter((name) => e[name] !== undefined);
      if (set.length === 0 || set.length === S3_VARIABLES.length) return;
      for (const name of S3_VARIABLES.filter((n) => e[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with ${set.join(', ')} (all S3_ variables or none)`,
        });
      }
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
    site: { url: e.SITE_URL, origins: e.SITE_ORIGINS, trustedProxies: e.TRUSTED_PROXIES },
    inquiries: { ratePerMinute: e.INQUIRY_RATE_PER_MINUTE, ratePerDay: e.INQUIRY_RATE_PER_DAY },
    mail:
      e.SMTP_URL && e.LEADS_EMAIL
        ? {
            smtpUrl: e.SMTP_URL,
            to: e.LEADS_EMAIL,
            from: e.MAIL_FROM ?? e.LEADS_EMAIL,
            intervalMs: e.OUTBOX_INTERVAL_SECONDS * 1000,
            leaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
            start: true,
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD_HASH
        ? { email: e.ADMIN_EMAIL, passwordHash: e.ADMIN_PASSWORD_HASH, sessionHours: e.ADMIN_SESSION_HOURS }
        : undefined,
    retention: { days: e.LEADS_RETENTION_DAYS, spamDays: SPAM_RETENTION_DAYS, start: true },
    siteRevalidation:
      e.SITE_REVALIDATE_URL && e.REVALIDATE_SECRET
        ? { url: e.SITE_REVALIDATE_URL, secret: e.REVALIDATE_SECRET }
        : undefined,
    migrateOnStart: e.MIGRATE_ON_START,
    media:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: e.MEDIA_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/media` },
    limits: limitsFrom(e),
    backups: e.BACKUP_DIR
      ? { dir: e.BACKUP_DIR, everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP, start: true }
      : undefined,
    alerts: { intervalMs: e.ALERTS_INTERVAL_SECONDS * 1000, start: true },
  };
}
