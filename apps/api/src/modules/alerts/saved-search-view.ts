import type { SavedSearchView } from '@app/shared';
import type { savedSearches } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/*
 * What the alerts' calls share: a saved search as its owner (and an admin) sees it, and the one 404 of
 * every token call (confirm, manage, unsubscribe).
 */

/** 404 `alert_not_found`: no search or address has this token (or the search is not the address's), or it expired. */
export class AlertNotFoundError extends AppError {
  constructor(message = 'This link is unknown or has expired.') {
    super(404, 'alert_not_found', message);
  }
}

type SearchRow = typeof savedSearches.$inferSelect;

/** The columns a view reads: a select of these is enough (savedSearchViewSchema). */
export type SearchViewRow = Pick<
  SearchRow,
  | 'id'
  | 'kind'
  | 'query'
  | 'unitIds'
  | 'frequency'
  | 'status'
  | 'lang'
  | 'currency'
  | 'createdAt'
  | 'confirmedAt'
  | 'lastSentAt'
>;

/** A saved search as its owner sees it (savedSearchViewSchema). */
export function savedSearchView(row: SearchViewRow): SavedSearchView {
  return {
    id: row.id,
    kind: row.kind,
    query: row.query,
    unit_ids: row.unitIds,
    frequency: row.frequency,
    status: row.status,
    lang: row.lang,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
  };
}
