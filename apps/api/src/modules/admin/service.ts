import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type AdminInquiryFilter,
  type AdminInquiryQuery,
  type Currency,
  type InquiryDetail,
  type InquiryKind,
  type InquiryStatus,
  type InquiryPage,
  type InquirySummary,
  type InquiryUpdate,
  type Lang,
  inquiryUpdateSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { inquiries, inquiryOutbox, projects, units } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

const SUMMARY_LENGTH = 140;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summaryColumns = {
  id: inquiries.id,
  kind: inquiries.kind,
  status: inquiries.status,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  createdAt: inquiries.createdAt,
  page: inquiries.page,
  unitId: inquiries.unitId,
  project: projects.slug,
  lang: inquiries.lang,
  currency: inquiries.currency,
  data: inquiries.data,
};

/** An inquiry's summary plus the agency's note and the names of the unit and compound it is about. */
const detailColumns = {
  ...summaryColumns,
  note: inquiries.note,
  statusChangedAt: inquiries.statusChangedAt,
  unitTitle: sql<string | null>`${units.title}->>'en'`,
  projectName: sql<string | null>`${projects.name}->>'en'`,
};

type SummaryRow = {
  id: string;
  kind: InquiryKind;
  status: InquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  page: string;
  unitId: number | null;
  project: string | null;
  lang: string;
  currency: string;
  data: Record<string, string>;
};

function toSummary(row: SummaryRow): InquirySummary {
  const text = (row.data.message ?? row.data.description ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    page: row.page,
    unitId: row.unitId,
    project: row.project,
    lang: row.lang as Lang,
    currency: row.currency as Currency,
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text,
  };
}

/** `%` and `_` typed in the search box are matched literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filter: AdminInquiryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(inquiries.kind, filter.kind));
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.search) conditions.push(sql`${inquiries.searchText} like ${likePattern(filter.search)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Inquiries newest first, filtered by kind, status and a search in name, e-mail, phone and text. */
export async function listInquiries(db: Db, query: AdminInquiryQuery): Promise<InquiryPage> {
  const where = filterWhere(query);
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(inquiries)
    .leftJoin(projects, eq(projects.id, inquiries.projectId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: Number(total?.n ?? 0), results: rows.map(toSummary) };
}

/** One inquiry with everything the visitor sent, the agency's note and the e-mail's state. */
export async function getInquiry(db: Db, id: string): Promise<InquiryDetail> {
  if (!UUID.test(id)) throw new NotFoundError('Inquiry not found.');
  const [row] = await db
    .select({
      ...detailColumns,
      mailAttempts: inquiryOutbox.attempts,
      mailError: inquiryOutbox.lastError,
      mailSentAt: inquiryOutbox.sentAt,
      mailQueued: inquiryOutbox.id,
    })
    .from(inquiries)
    .leftJoin(projects, eq(projects.id, inquiries.projectId))
    .leftJoin(units, eq(units.id, inquiries.unitId))
    .leftJoin(inquiryOutbox, eq(inquiryOutbox.inquiryId, inquiries.id))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('Inquiry not found.');
  const mailStatus =
    row.mailQueued === null ? 'off' : row.mailSentAt ? 'sent' : row.mailError !== null ? 'failed' : 'pending';
  return {
    ...toSummary(row),
    data: row.data,
    note: row.note,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    delivery: {
      status: mailStatus,
      attempts: row.mailAttempts ?? 0,
      lastError: row.mailError,
      sentAt: row.mailSentAt?.toISOString() ?? null,
    },
    unitTitle: row.unitTitle,
    projectName: row.projectName,
  };
}

/** Sets the status (stamping when it changed) and/or the note (empty clears it). */
export async function updateInquiry(db: Db, id: string, input: InquiryUpdate): Promise<InquiryDetail> {
  if (!UUID.test(id)) throw new NotFoundError('Inquiry not found.');
  const update = inquiryUpdateSchema.parse(input);
  const updated = await db
    .update(inquiries)
    .set({
      ...(update.note !== undefined && { note: update.note === '' ? null : update.note }),
      ...(update.status !== undefined && {
        status: update.status,
        // Stamped only when the status really changes; the same status again keeps the old time.
        statusChangedAt: sql`case when ${inquiries.status} = ${update.status} then ${inquiries.statusChangedAt} else now() end`,
      }),
    })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  if (updated.length === 0) throw new NotFoundError('Inquiry not found.');
  return getInquiry(db, id);
}

/** Deletes an inquiry and its e-mail row (a visitor's request to be forgotten). */
export async function deleteInquiry(db: Db, id: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFoundError('Inquiry not found.');
  const gone = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  if (gone.length === 0) throw new NotFoundError('Inquiry not found.');
}

export type ExportRow = InquirySummary & {
  data: Record<string, string>;
  note: string | null;
  statusChangedAt: string | null;
  unitTitle: string | null;
  projectName: string | null;
};

/** Every inquiry matching the filter, newest first, with every field (for the CSV export). */
export async function exportInquiries(db: Db, filter: AdminInquiryFilter): Promise<ExportRow[]> {
  const rows = await db
    .select({
      ...detailColumns,
    })
    .from(inquiries)
    .leftJoin(projects, eq(projects.id, inquiries.projectId))
    .leftJoin(units, eq(units.id, inquiries.unitId))
    .where(filterWhere(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.map((row) => ({
    ...toSummary(row),
    data: row.data,
    note: row.note,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    unitTitle: row.unitTitle,
    projectName: row.projectName,
  }));
}
