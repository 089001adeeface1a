import 'server-only';
import {
  ADMIN_LIST_PAGE_SIZE,
  type WhatsappClickCount,
  whatsappClicksSchema,
  compoundAdminPageSchema,
  developerAdminPageSchema,
  unitAdminPageSchema,
  unitDemandSchema,
} from '@app/shared';
import { adminPage } from '@/lib/http/admin-server';
import type { Parser } from '@/lib/http/server';
import { type CatalogueListQuery, catalogueQueryString } from './list-query';

/** The back office's catalogue, read from the site's server with the visitor's session (never cached). */

// Lists ------------------------------------------------------------------------------------------------
// The lists' pages (features/catalogue/lists): one page of units, compounds or developers with the
// filters of the address, and the compounds the units' filter offers. `from` is where sign-in comes back to.

const apiQuery = (query: CatalogueListQuery<string>) =>
  catalogueQueryString(query, { pageSize: String(ADMIN_LIST_PAGE_SIZE) });

/** What was searched for may be a name someone typed: it stays out of the log, like the inquiries' search. */
const loggedQuery = (query: CatalogueListQuery<string>) =>
  apiQuery(query.filters.q ? { ...query, filters: { ...query.filters, q: 'redacted' } } : query);

function listOf<T>(path: string, schema: Parser<T>) {
  return (query: CatalogueListQuery<string>, from: string) =>
    adminPage(`${path}${apiQuery(query)}`, schema, from, `${path}${loggedQuery(query)}`);
}

export const listUnitRecords = listOf('/units/', unitAdminPageSchema);
export const listCompoundRecords = listOf('/compounds/', compoundAdminPageSchema);
export const listDeveloperRecords = listOf('/developers/', developerAdminPageSchema);

/** The compounds the units' filter offers: the first 100, more than the agency has. */
export async function compoundOptions(from: string): Promise<{ id: number; name: string }[]> {
  const page = await adminPage('/compounds/?pageSize=100', compoundAdminPageSchema, from);
  return page.results.map((c) => ({ id: c.id, name: c.name.en })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Clicks on a record's WhatsApp link (its total and recent ones), by id. */
export type ClickCounts = Record<number, Omit<WhatsappClickCount, 'id'>>;

/** The WhatsApp links' clicks of every unit and compound that had one (docs/decisions/0035-whatsapp.md). */
export async function whatsappClickCounts(from: string): Promise<{ units: ClickCounts; compounds: ClickCounts }> {
  const counts = await adminPage('/whatsapp-clicks/', whatsappClicksSchema, from);
  const byId = (list: WhatsappClickCount[]): ClickCounts =>
    Object.fromEntries(list.map(({ id, total, recent }) => [id, { total, recent }]));
  return { units: byId(counts.units), compounds: byId(counts.compounds) };
}

/** Confirmed saved searches that would alert about each unit, by id (docs/decisions/0062-demand-in-the-back-office.md). */
export type DemandCounts = Record<number, number>;

/** The demand of the units a page shows (every role reads the counts). */
export async function unitDemandCounts(ids: readonly number[], from: string): Promise<DemandCounts> {
  if (ids.length === 0) return {};
  const answer = await adminPage(`/demand/units/?ids=${ids.join(',')}`, unitDemandSchema, from);
  return Object.fromEntries(answer.results.map(({ id, searches }) => [id, searches]));
}

// End of the lists' block.
