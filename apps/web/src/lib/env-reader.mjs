import process from 'node:process';
import { z } from 'zod';

// How the site reads its environment, in plain JavaScript so that the page cache's handlers, which Node
// loads as they are (below-next/cache/*.mjs), read their variables by the very rules env.ts reads every
// variable with: env.ts declares them all (these two included, from PAGE_CACHE_VARIABLES) and parses them
// through readVariables. No rule of the site's environment is written twice.

/** Values that must not be printed in a message (a wrong one says only how long it is). */
const UNPRINTED = new Set(['REVALIDATE_SECRET', 'CACHE_REDIS_URL']);

/** Values taken as given, spaces included (any other is trimmed). */
const UNTRIMMED = new Set(['REVALIDATE_SECRET']);

/** The variables that are wrong, each with what it must be; thrown by readVariables(). */
export class EnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`The site's environment is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
    /** @readonly */
    this.problems = problems;
  }
}

/**
 * The variables of `shape` from `source`, parsed: an empty or blank variable is an unset one (its default
 * applies). Throws an EnvError with one message per bad variable, naming it and what it must be.
 *
 * @template {z.ZodRawShape} S
 * @param {Record<string, string | undefined>} source
 * @param {S} shape
 * @returns {z.output<z.ZodObject<S>>}
 */
export function readVariables(source, shape) {
  /** @type {Record<string, string>} */
  const given = {};
  for (const key of Object.keys(shape)) {
    const value = source[key];
    if (value?.trim()) given[key] = UNTRIMMED.has(key) ? value : value.trim();
  }
  const result = z.object(shape).safeParse(given);
  if (result.success) return result.data;
  const problems = new Map();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (problems.has(key)) continue;
    const raw = given[key] ?? '';
    const got = UNPRINTED.has(key) ? `a value of ${raw.length} characters` : `'${raw}'`;
    problems.set(key, `${key} ${issue.message}, got ${got}`);
  }
  throw new EnvError([...problems.values()]);
}

/** @param {string} value */
function isRedisUrl(value) {
  try {
    // The global URL, without an import: env.ts, and so this file, is bundled into every server runtime.
    const url = new globalThis.URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where Next.js keeps the rendered pages (below-next/cache/config.mjs); read at build and at start. */
export const PAGE_CACHE_VARIABLES = {
  /**
   * A Redis that every site replica keeps its pages, route answers and fetched API answers in
   * (below-next/cache/redis-cache-handler.mjs, docs/deployment.md); it may hold a password, so a wrong one
   * is not printed. Unset: this process's own cache, as SITE_PAGE_CACHE says.
   */
  CACHE_REDIS_URL: z
    .string()
    .refine(isRedisUrl, { error: 'must be a redis:// or rediss:// URL (redis://host:6379)' })
    .optional(),
  /**
   * Without CACHE_REDIS_URL: `disk` (.next, kept across restarts) or `memory` (this process only, the
   * resized pictures too: the test runs start several sites from one build).
   */
  SITE_PAGE_CACHE: z.enum(['disk', 'memory'], { error: 'must be disk or memory' }).default('disk'),
};

/**
 * The page cache's two variables, by env.ts's rules: for the handlers, which cannot load env.ts.
 *
 * @param {Record<string, string | undefined>} source
 */
export function readPageCacheEnv(source = process.env) {
  return readVariables(source, PAGE_CACHE_VARIABLES);
}
