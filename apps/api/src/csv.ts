import { stringify } from 'csv-stringify/sync';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start) is
 * prefixed with an apostrophe, so that a visitor's "=HYPERLINK(…)" stays text (OWASP's CSV injection advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell as written: numbers as they are, text with formulas neutralized, nothing for null. */
export type CsvCell = string | number | null;

/**
 * RFC 4180 CSV (csv-stringify quotes fields with commas, quotes or line breaks) with a UTF-8 byte
 * order mark, so that spreadsheet programs read Arabic names correctly: the header row, then `rows`.
 * Every CSV of the back office (inquiries, units) is written by this one function.
 */
export function csvOf(header: readonly string[], rows: CsvCell[][]): string {
  const records = rows.map((cells) =>
    cells.map((v) => (v === null ? '' : typeof v === 'number' ? String(v) : neutralizeFormula(v))),
  );
  return stringify([[...header], ...records], { bom: true, record_delimiter: 'windows' });
}
