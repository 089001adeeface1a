import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadInputError } from '../errors.js';

/** Deeper input than any route takes is refused rather than walked. */
const MAX_DEPTH = 32;

/** The path (a.b.0.c) of the first string or key holding a NUL character, else undefined. */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query or a stored field containing one fails in
 * the database. No field of this API has a use for it, so a request carrying one anywhere (query, path,
 * JSON body) is answered 400 before any route sees it, naming the field. Found by the fuzz test.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field) throw new BadInputError(`${field} contains a NUL character`, { [field]: 'invalid' });
  });
});
