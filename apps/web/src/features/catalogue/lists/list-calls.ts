import { type ImportResult, type UnitBulkChange, importResultSchema, unitBulkResultSchema } from '@app/shared';
import { ApiRequestError, browserApi } from '@/lib/http/browser';

/** The lists' calls from the browser, through the site's proxy (/api/admin/...), with the session cookie. */

export type ListCallProblem = 'unauthorized' | 'forbidden' | 'invalid' | 'notFound' | 'tooMany' | 'tooLarge' | 'failed';

const PROBLEMS: Partial<Record<number, ListCallProblem>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'tooLarge',
  415: 'invalid',
  422: 'invalid',
  429: 'tooMany',
};

const problemOf = (status: number | null): ListCallProblem => (status !== null && PROBLEMS[status]) || 'failed';

/** One click from the list, on one unit or a selection: status, price or publication (PATCH /api/admin/units/). */
export async function changeUnits(
  change: UnitBulkChange,
): Promise<{ ok: true; updated: number } | { ok: false; problem: ListCallProblem }> {
  try {
    const { updated } = await browserApi.call('/api/admin/units/', unitBulkResultSchema, {
      method: 'PATCH',
      json: change,
      init: { credentials: 'same-origin' },
    });
    return { ok: true, updated };
  } catch (error) {
    return { ok: false, problem: problemOf(error instanceof ApiRequestError ? error.status : null) };
  }
}

/** The CSV export of the units with the list's filters (a plain link: the browser downloads it with the session). */
export function unitsExportUrl(queryString: string): string {
  return `/api/admin/units/export.csv${queryString}`;
}

/**
 * Sends a CSV file to the import, as a dry run or for real. The answer is the row-by-row result, also when
 * the API refuses the file because of its rows (nothing is written then); a problem when there is none.
 */
export async function sendUnitImport(
  csv: Blob,
  dryRun: boolean,
): Promise<{ ok: true; result: ImportResult } | { ok: false; problem: ListCallProblem }> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/units/import?dry_run=${dryRun}`, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8', accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, problem: 'failed' };
  }
  const body: unknown = await response.json().catch(() => null);
  const result = importResultSchema.safeParse(body);
  if (result.success) return { ok: true, result: result.data };
  return { ok: false, problem: response.ok ? 'failed' : problemOf(response.status) };
}
