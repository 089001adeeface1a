import type { PGlite } from '@electric-sql/pglite';

// The only calls into PGlite that are not its public API (decision 0015). PGlite's query() first checks
// that the client is open (`_checkReady`), then holds its transaction lock (`_runExclusiveTransaction`)
// and its query lock, so that no statement runs inside another caller's open transaction. The public
// runExclusive() holds only the query lock, and transaction() would add a BEGIN and a COMMIT to every
// read, so a prepared read takes the transaction lock here. These members are declared in PGlite's
// typings but not documented: @electric-sql/pglite is pinned to exactly PGLITE_VERSION_RELIED_ON in
// apps/api/package.json, and prepared-pglite-internals.test.ts fails, naming the installed version,
// when an upgrade removes or changes them.

/** The PGlite version these calls were checked against. */
export const PGLITE_VERSION_RELIED_ON = '0.3.8';

const PRIVATE_MEMBERS = ['_checkReady', '_runExclusiveTransaction'] as const;

/** Throws at start (not at the first read) when the installed PGlite lacks what this file calls. */
export function assertPgliteInternals(client: PGlite, installedVersion = 'installed'): void {
  const missing = PRIVATE_MEMBERS.filter(
    (name) => typeof (client as unknown as Record<string, unknown>)[name] !== 'function',
  );
  if (missing.length > 0) {
    throw new Error(
      `PGlite (${installedVersion}) has no ${missing.join(', ')}: apps/api/src/db/prepared-pglite-internals.ts ` +
        `relies on PGlite ${PGLITE_VERSION_RELIED_ON}'s own locking (decision 0015)`,
    );
  }
}

/**
 * Runs `fn` as PGlite's query() runs a statement: refused once the client is closed, after any open
 * transaction has ended, holding the session alone.
 */
export async function runAsQuery<T>(client: PGlite, fn: () => Promise<T>): Promise<T> {
  await client._checkReady();
  return client._runExclusiveTransaction(() => client.runExclusive(fn));
}
