import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_VERSION_RELIED_ON, assertPgliteInternals, runAsQuery } from './prepared-pglite-internals.js';

/** The version npm installed: the package's own package.json, found from its entry point. */
function installedPgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    } catch {
      /* not this directory */
    }
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite/package.json not found');
    dir = dirname(dir);
  }
}

const installed = installedPgliteVersion();
const UPGRADE = `PGlite ${installed} is installed; prepared-pglite-internals.ts calls PGlite ${PGLITE_VERSION_RELIED_ON}'s non-public locking (decision 0015)`;

/**
 * The contract prepared-pglite-internals.ts relies on. On an upgrade of @electric-sql/pglite this fails
 * first: check each behaviour below against the new version, then move the pin (package.json) and
 * PGLITE_VERSION_RELIED_ON together.
 */
describe('PGlite internals the prepared reads rely on', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    await client.exec('create table t (n int)');
  });
  afterAll(async () => {
    if (!client.closed) await client.close();
  });

  it('is the PGlite version that was checked, pinned exactly in apps/api/package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@electric-sql/pglite'], `${UPGRADE}: pin it exactly`).toBe(PGLITE_VERSION_RELIED_ON);
    expect(installed, `${UPGRADE}: re-check this contract, then move the pin`).toBe(PGLITE_VERSION_RELIED_ON);
  });

  it('still has the members it calls', () => {
    expect(() => assertPgliteInternals(client, installed), UPGRADE).not.toThrow();
    expect(() => assertPgliteInternals({} as PGlite, 'none')).toThrow(
      /PGlite \(none\) has no _checkReady, _runExclusiveTransaction/,
    );
  });

  it('waits for an open transaction to end before it runs, as query() does', async () => {
    const order: string[] = [];
    let begun!: () => void;
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      begun();
      // Statements of the transaction after the read was asked for: a read that did not wait runs among them.
      for (let i = 0; i < 3; i++) {
        await tx.query('select 1');
        order.push('transaction');
      }
      await tx.rollback();
    });
    await inTransaction;
    const read = runAsQuery(client, async () => {
      order.push('read');
      return (await client.execProtocol(new Uint8Array(0))).messages.length;
    });
    await transaction.catch(() => undefined);
    await read;
    expect(order, UPGRADE).toEqual(['transaction', 'transaction', 'transaction', 'read']);
  });

  it('holds the query lock: a query() asked for meanwhile waits for it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const exclusive = runAsQuery(client, async () => {
      order.push('exclusive start');
      await held;
      order.push('exclusive end');
    });
    const query = client.query('select 1').then(() => order.push('query'));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([exclusive, query]);
    expect(order, UPGRADE).toEqual(['exclusive start', 'exclusive end', 'query']);
  });

  it('refuses to run once the client is closed, with the error query() gives', async () => {
    await client.close();
    await expect(
      runAsQuery(client, async () => 'ran'),
      UPGRADE,
    ).rejects.toThrow('PGlite is closed');
  });
});
