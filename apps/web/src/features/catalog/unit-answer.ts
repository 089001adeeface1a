import { type UnitPage, unitPageSchema } from '@app/shared';

/**
 * Reads the list call's answer to the browser's page request, {count, next, previous, results}: the
 * browser always sends page_size, so the API never answers it with the bare array of the plain call.
 */
export function readUnitAnswer(body: unknown): UnitPage {
  return unitPageSchema.parse(body);
}
