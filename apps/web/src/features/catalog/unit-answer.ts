import { type UnitPage, unitPageSchema, unitSchema } from '@app/shared';

/** Reads either answer shape of the list call: a bare array, or {count, next, previous, results}. */
export function readUnitAnswer(body: unknown): UnitPage {
  if (Array.isArray(body)) {
    const results = unitSchema.array().parse(body);
    return { count: results.length, next: null, previous: null, results };
  }
  return unitPageSchema.parse(body);
}
