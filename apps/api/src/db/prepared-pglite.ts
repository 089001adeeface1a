import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';
import { assertPgliteInternals, runAsQuery } from './prepared-pglite-internals.js';

/** How many read statements each PGlite session keeps prepared; the least recently used is closed beyond it. */
export const PREPARED_STATEMENTS_MAX = 200;

interface Prepared {
  name: string;
  /** The type of each parameter, as the database inferred it when it prepared the statement. */
  paramTypes: number[];
}

const READ_STATEMENT = /^\s*(select|with)\b/i;

/**
 * A PGlite client whose read statements (select, with) run as named prepared statements (decision 0015).
 * PGlite's own query() parses, analyses and plans every statement anew; on WebAssembly that costs 2 to 4
 * ms for a search statement, more than its execution at 100,000 units. A named statement is parsed
 * once, and after five runs the database keeps its generic plan where that plan is no costlier than the
 * custom ones (PostgreSQL's plan cache, plan_cache_mode auto). Writes, and everything inside a
 * transaction (whose client is PGlite's own), run as before.
 *
 * Parameters are sent in a Bind message, never spliced into the text, and serialised as PGlite's own
 * query() does: by the type the database inferred for each. Everything here is PGlite's public API
 * (execProtocol, the exported protocol serialiser and result parser, the client's type serialisers and
 * parsers) except the locking, which prepared-pglite-internals.ts isolates.
 */
export function withPreparedReads(client: PGlite): PGlite {
  assertPgliteInternals(client);
  const statements = new Map<string, Prepared>();
  let counter = 0;

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const name = `read_${++counter}`;
    const { messages } = await client.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    if (statements.size > PREPARED_STATEMENTS_MAX) {
      const [oldest, { name: closing }] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      await client.execProtocol(
        Buffer.concat([protocol.serialize.close({ type: 'S', name: closing }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    return prepared;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return runAsQuery(client, async () => {
      let prepared = statements.get(text);
      if (prepared) {
        // Most recently used last, so that the first entry is the one to close.
        statements.delete(text);
        statements.set(text, prepared);
      } else {
        prepared = await prepare(text, options);
      }
      const { paramTypes } = prepared;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        Buffer.concat([
          protocol.serialize.bind({ statement: prepared.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });
  }

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          READ_STATEMENT.test(text) ? query<T>(text, params, options) : target.query<T>(text, params, options);
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
