import { type Unit, type UnitPage, unitPageCodec, unitsByIdsCodec } from '@app/shared';

/**
 * Reads the list call's answer to the browser's page request, {count, next, previous, results}: the
 * browser always sends page_size, so the API never answers it with the bare array of the plain call.
 * Decoded like the server's (lib/page-reads.ts): the same camelCase units, whichever side fetched them.
 */
export function readUnitAnswer(body: unknown): UnitPage {
  return unitPageCodec.parse(body);
}

/** Reads the answer to the browser's read of units by id (the compare dialog's titles), decoded likewise. */
export function readUnitsByIdsAnswer(body: unknown): { results: Unit[] } {
  return unitsByIdsCodec.parse(body);
}
