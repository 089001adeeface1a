/**
 * The rows of a raw `db.execute` answer, whichever driver ran it: PGlite and node-postgres answer
 * `{ rows }`; a driver that answers the array itself is read the same way.
 */
export function rawRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
