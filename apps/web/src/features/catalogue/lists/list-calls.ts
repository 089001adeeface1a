import { type ImportResult, type UnitBulkChange, importResultSchema, unitBulkResultSchema } from '@app/shared';
import { browserApi } from '@/lib/http/browser';
import { outcomeOf } from '@/lib/http/outcomes';

/** The lists' calls from the browser, through the site's proxy (/api/admin/...), with the session cookie. */

/** The outcomes the lists tell apart (lib/http/outcomes.ts); any other is 'failed'. */
const HANDLED = ['unauthorized', 'forbidden', 'invalid', 'unsupported', 'notFound', 'tooMany', 'tooLarge'] as const;

export type ListCallProblem = (typeof HANDLED)[number] | 'failed';

const withSession = { credentials: 'same-origin' } as const;

/** One click from the list, on one unit or a selection: status, price or publication (PATCH /api/admin/units/). */
export async function changeUnits(
  change: UnitBulkChange,
): Promise<{ ok: true; updated: number } | { ok: false; problem: ListCallProblem }> {
  try {
    const { updated } = await browserApi.call('/api/admin/units/', unitBulkResultSchema, {
      method: 'PATCH',
      json: change,
      init: withSession,
    });
    return { ok: true, updated };
  } catch (error) {
    return { ok: false, problem: outcomeOf(error, HANDLED) };
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
  try {
    const result = await browserApi.call(`/api/admin/units/import?dry_run=${dryRun}`, importResultSchema, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      init: withSession,
    });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, problem: outcomeOf(error, HANDLED) };
  }
}
