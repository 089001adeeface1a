import { type SQL, and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type AdminInquiryFilter,
  type AdminInquiryQuery,
  type Currency,
  type InquiryDetail,
  type InquiryKind,
  type InquiryStatus,
  type InquiryPage,
  type InquirySummary,
  type Lang,
  PROPERTY_TYPES,
  type PropertyType,
  type SpamReason,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { inquiries, inquiryOutbox, inquiryUnits, compounds, units } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';

const SUMMARY_LENGTH = 140;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  compoundSlug: compounds.slug,
  lang: inquiries.lang,
  currency: inquiries.currency,
  data: inquiries.data,
  spamReason: inquiries.spamReason,
  // Written out with table names, as drizzle leaves a subquery's columns unqualified.
  shortlistUnits:
    sql<number>`(select count(*)::int from "inquiry_units" iu where iu."inquiry_id" = "inquiries"."id")`.mapWith(
      Number,
    ),
};

/** An inquiry's summary plus the agency's note and the names of the unit and compound it is about. */
const detailColumns = {
  ...summaryColumns,
  note: inquiries.note,
  statusChangedAt: inquiries.statusChangedAt,
  unitTitle: sql<string | null>`${units.title}->>'en'`,
  compoundName: sql<string | null>`${compounds.name}->>'en'`,
  viewingStartsAt: inquiries.viewingStartsAt,
  viewingEndsAt: inquiries.viewingEndsAt,
  visitorTimeZone: inquiries.visitorTimeZone,
};

/** A video call's window as answered, or null. */
function videoCallOf(row: {
  viewingStartsAt: Date | null;
  viewingEndsAt: Date | null;
  visitorTimeZone: string | null;
}): InquiryDetail['videoCall'] {
  if (!row.viewingStartsAt || !row.viewingEndsAt || !row.visitorTimeZone) return null;
  return {
    startsAt: row.viewingStartsAt.toISOString(),
    endsAt: row.viewingEndsAt.toISOString(),
    timeZone: row.visitorTimeZone,
  };
}

/**
 * The units shortlist inquiries link, by inquiry, in the visitor's order, with what the catalogue says of
 * them today: one query for any number of inquiries (the detail's one, the outbox's claimed batch).
 */
export async function linkedUnitsOf(db: Db, inquiryIds: string[]): Promise<Map<string, InquiryDetail['units']>> {
  const rows = await db
    .select({
      inquiryId: inquiryUnits.inquiryId,
      id: inquiryUnits.unitId,
      title: sql<string | null>`${units.title}->>'en'`,
      reference: units.reference,
      price: units.priceUsd,
    })
    .from(inquiryUnits)
    .leftJoin(units, eq(units.id, inquiryUnits.unitId))
    .where(inArray(inquiryUnits.inquiryId, inquiryIds))
    .orderBy(asc(inquiryUnits.inquiryId), asc(inquiryUnits.position));
  const linked = new Map<string, InquiryDetail['units']>();
  for (const { inquiryId, price, ...unit } of rows) {
    const list = linked.get(inquiryId) ?? [];
    list.push({ ...unit, price: price === null ? null : Number(price) });
    linked.set(inquiryId, list);
  }
  return linked;
}

type SummaryRow = {
  id: string;
  kind: InquiryKind;
  status: InquiryStatus;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: Date;
  page: string;
  unitId: number | null;
  compoundSlug: string | null;
  lang: string;
  currency: string;
  data: Record<string, string>;
  spamReason: SpamReason | null;
  shortlistUnits: number;
};

const isPropertyType = (value: string | undefined): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value ?? '');

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
    compoundSlug: row.compoundSlug,
    lang: row.lang as Lang,
    currency: row.currency as Currency,
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text,
    propertyType: isPropertyType(row.data.propertyType) ? row.data.propertyType : null,
    spamReason: row.spamReason,
    shortlistUnits: row.shortlistUnits,
  };
}

/** Without a status filter the list is the inbox: everything but suspected spam, which has a view of its own. */
function filterWhere(filter: AdminInquiryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(inquiries.kind, filter.kind));
  conditions.push(filter.status ? eq(inquiries.status, filter.status) : ne(inquiries.status, 'spam'));
  if (filter.search) conditions.push(sql`${inquiries.searchText} like ${containsPattern(filter.search)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Inquiries newest first, filtered by kind, status and a search in name, e-mail, phone and text, with
 * how many are in the Spam view (for its link).
 */
export async function listInquiries(db: Db, query: AdminInquiryQuery): Promise<InquiryPage> {
  const where = filterWhere(query);
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const [spam] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'spam'));
  const rows = await db
    .select(summaryColumns)
    .from(inquiries)
    .leftJoin(compounds, eq(compounds.id, inquiries.compoundId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: Number(total?.n ?? 0), results: rows.map(toSummary), spamCount: Number(spam?.n ?? 0) };
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
    .leftJoin(compounds, eq(compounds.id, inquiries.compoundId))
    .leftJoin(units, eq(units.id, inquiries.unitId))
    .leftJoin(inquiryOutbox, eq(inquiryOutbox.inquiryId, inquiries.id))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('Inquiry not found.');
  const mailStatus =
    row.mailQueued === null
      ? row.status === 'spam'
        ? 'held'
        : 'off'
      : row.mailSentAt
        ? 'sent'
        : row.mailError !== null
          ? 'failed'
          : 'pending';
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
    compoundName: row.compoundName,
    units: row.kind === 'shortlist' ? ((await linkedUnitsOf(db, [row.id])).get(row.id) ?? []) : [],
    videoCall: videoCallOf(row),
  };
}

export type ExportRow = InquirySummary & {
  data: Record<string, string>;
  note: string | null;
  statusChangedAt: string | null;
  unitTitle: string | null;
  compoundName: string | null;
  /** A shortlist's units, in the visitor's order; empty for other kinds. */
  shortlistUnitIds: number[];
  videoCall: InquiryDetail['videoCall'];
};

/** Every inquiry matching the filter, newest first, with every field (for the CSV export). */
export async function exportInquiries(db: Db, filter: AdminInquiryFilter): Promise<ExportRow[]> {
  const rows = await db
    .select({
      ...detailColumns,
    })
    .from(inquiries)
    .leftJoin(compounds, eq(compounds.id, inquiries.compoundId))
    .leftJoin(units, eq(units.id, inquiries.unitId))
    .where(filterWhere(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  // The shortlists' units in one read, grouped by inquiry in the visitor's order.
  const shortlists = rows.filter((row) => row.kind === 'shortlist').map((row) => row.id);
  const linked = new Map<string, number[]>();
  if (shortlists.length > 0) {
    const links = await db
      .select({ inquiryId: inquiryUnits.inquiryId, unitId: inquiryUnits.unitId })
      .from(inquiryUnits)
      .where(inArray(inquiryUnits.inquiryId, shortlists))
      .orderBy(asc(inquiryUnits.inquiryId), asc(inquiryUnits.position));
    for (const link of links) linked.set(link.inquiryId, [...(linked.get(link.inquiryId) ?? []), link.unitId]);
  }
  return rows.map((row) => ({
    ...toSummary(row),
    data: row.data,
    note: row.note,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    unitTitle: row.unitTitle,
    compoundName: row.compoundName,
    shortlistUnitIds: linked.get(row.id) ?? [],
    videoCall: videoCallOf(row),
  }));
}
