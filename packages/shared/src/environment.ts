import { z } from './zod';

/*
 * Environment variables that the API and the site both read (each checks its whole environment at
 * start: apps/api/src/config.ts, apps/web/src/lib/env.ts).
 */

/** pino's levels, for LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A comma-separated variable as a list of trimmed, non-empty items. */
export const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** REVALIDATE_SECRET: the API sends it with each catalogue change, the site's /revalidate checks it. */
export const revalidateSecretSchema = z.string().min(16, { error: 'must be at least 16 characters' });
