import type { SpamReason } from '@app/shared';
import { csvOf } from '../../csv.js';
import { FIELD_LABELS, fieldValue } from './mail.js';
import type { ExportRow } from './office-queries.js';

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

/** One row per inquiry, every field. */
export function inquiriesCsv(rows: ExportRow[]): string {
  return csvOf(
    COLUMNS.map((c) => c.header),
    rows.map((row) => COLUMNS.map(({ value }) => value(row))),
  );
}
