import { stringify } from 'csv-stringify/sync';
import type { SpamReason } from '@app/shared';
import { FIELD_LABELS, fieldValue } from '../inquiries/mail.js';
import type { ExportRow } from './service.js';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start) is
 * prefixed with an apostrophe, so that a visitor's "=HYPERLINK(…)" stays text (OWASP's CSV injection advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'hidden field filled in',
  'too-fast': 'sent too fast after the form opened',
};

const FORM_FIELDS = Object.keys(FIELD_LABELS).filter((key) => !['name', 'email', 'phone'].includes(key));

const COLUMNS: { header: string; value: (row: ExportRow) => string | number | null }[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Received (UTC)', value: (r) => r.createdAt },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Status', value: (r) => r.status },
  { header: 'Status changed (UTC)', value: (r) => r.statusChangedAt },
  { header: 'Name', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  ...FORM_FIELDS.map((key) => ({
    header: FIELD_LABELS[key] ?? key,
    value: (r: ExportRow) => (r.data[key] === undefined ? null : fieldValue(key, r.data[key])),
  })),
  { header: 'Unit ID', value: (r) => r.unitId },
  { header: 'Unit', value: (r) => r.unitTitle },
  { header: 'Compound', value: (r) => r.compoundSlug },
  { header: 'Compound name', value: (r) => r.compoundName },
  { header: 'Shortlist unit IDs', value: (r) => (r.shortlistUnitIds.length ? r.shortlistUnitIds.join(' ') : null) },
  { header: 'Video call from (UTC)', value: (r) => r.videoCall?.startsAt ?? null },
  { header: 'Video call to (UTC)', value: (r) => r.videoCall?.endsAt ?? null },
  { header: 'Page', value: (r) => r.page },
  { header: 'Language', value: (r) => r.lang },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Note', value: (r) => r.note },
  { header: 'Flagged as spam', value: (r) => (r.spamReason ? SPAM_REASON_LABELS[r.spamReason] : null) },
];

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

/** One row per inquiry, every field. */
export function inquiriesCsv(rows: ExportRow[]): string {
  return csvOf(
    COLUMNS.map((c) => c.header),
    rows.map((row) => COLUMNS.map(({ value }) => value(row))),
  );
}
