import {
  type AlertConfirmAnswer,
  type AlertUnsubscribeAnswer,
  type AlertsManageAnswer,
  type SavedSearchRequest,
  type SavedSearchView,
  ONE_CLICK_UNSUBSCRIBE,
  alertConfirmAnswerSchema,
  alertUnsubscribeAnswerSchema,
  alertsManageAnswerSchema,
  savedSearchAcceptedSchema,
  savedSearchViewSchema,
} from '@app/shared';
import { type ApiClient, ApiRequestError, browserApi } from '@/lib/http/browser';
import { outcomeOf, retryAfterSeconds } from '@/lib/http/outcomes';

/*
 * The browser's calls of the saved searches and alerts (issue 34, decision 0057): the list's and the
 * shortlist's "Email me" form, and the confirm, manage and unsubscribe pages. The tokens travel in the
 * query string the API reads; errors name the call without them (`logPath`).
 */

export const SAVED_SEARCHES_PATH = '/api/saved-searches/';
const ALERTS_PATH = '/api/alerts/';

const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;
const same = { credentials: 'same-origin' } as const;

/** Why an alert call failed, in the terms a page shows the visitor. */
export type AlertFailure =
  /** The API named fields of the form (field -> translation key under form.errors). */
  | { reason: 'fields'; fields: Record<string, string> }
  /** The list's query is not one a search can keep (400 naming `query`). */
  | { reason: 'query' }
  /** Too many calls from this visitor for now (429). */
  | { reason: 'tooMany'; retryAfterSeconds: number | null }
  /** The link's token is unknown or expired (404). */
  | { reason: 'notFound' }
  /** The address already has its most searches (409 on confirming). */
  | { reason: 'limit' }
  /** Anything else: network, API down, cross-site refusal. */
  | { reason: 'failed' };

/** What a failed alert call means for the page (anything the page cannot help with is `failed`). */
export function alertFailure(error: unknown): AlertFailure {
  const outcome = outcomeOf(error, ['invalid', 'tooMany', 'notFound', 'conflict']);
  if (outcome === 'failed' || !(error instanceof ApiRequestError)) return { reason: 'failed' };
  if (outcome === 'tooMany') return { reason: 'tooMany', retryAfterSeconds: retryAfterSeconds(error.retryAfter) };
  if (outcome === 'notFound') return { reason: 'notFound' };
  if (outcome === 'conflict') return { reason: 'limit' };
  const fields = error.body?.fields ?? {};
  const own: Record<string, string> = {};
  for (const name of ['email', 'frequency'] as const) if (fields[name]) own[name] = fields[name];
  if (Object.keys(own).length > 0) return { reason: 'fields', fields: own };
  return fields.query ? { reason: 'query' } : { reason: 'failed' };
}

/** POST /api/saved-searches/: answered 202 alike whatever the API did with it (nothing reveals who subscribes). */
export async function saveSearch(body: SavedSearchRequest, api: ApiClient = browserApi): Promise<void> {
  await api.call(SAVED_SEARCHES_PATH, savedSearchAcceptedSchema, { method: 'POST', json: body, init: same });
}

/** POST /api/saved-searches/confirm: the search is on; the answer has the address's manage token. */
export function confirmAlert(token: string, api: ApiClient = browserApi): Promise<AlertConfirmAnswer> {
  return api.call(`${SAVED_SEARCHES_PATH}confirm`, alertConfirmAnswerSchema, {
    method: 'POST',
    json: { token },
    init: same,
  });
}

/** GET /api/alerts/?token=: every search of the address the manage token belongs to. */
export function readAlerts(token: string, api: ApiClient = browserApi): Promise<AlertsManageAnswer> {
  return api.call(`${ALERTS_PATH}${tokenQuery(token)}`, alertsManageAnswerSchema, {
    logPath: ALERTS_PATH,
    init: { ...same, cache: 'no-store' },
  });
}

/** PATCH /api/alerts/:id?token=: a new frequency, or paused / resumed. */
export function changeAlert(
  token: string,
  id: number,
  change: { frequency?: SavedSearchView['frequency']; paused?: boolean },
  api: ApiClient = browserApi,
): Promise<SavedSearchView> {
  return api.call(`${ALERTS_PATH}${id}${tokenQuery(token)}`, savedSearchViewSchema, {
    method: 'PATCH',
    json: change,
    logPath: `${ALERTS_PATH}${id}`,
    init: same,
  });
}

/** DELETE /api/alerts/:id?token=: one search stopped and deleted. */
export async function deleteAlert(token: string, id: number, api: ApiClient = browserApi): Promise<void> {
  await api.request(`${ALERTS_PATH}${id}${tokenQuery(token)}`, {
    method: 'DELETE',
    logPath: `${ALERTS_PATH}${id}`,
    init: same,
  });
}

/** DELETE /api/alerts/?token=: every search of the address, its consents and the address itself. */
export async function eraseAlerts(token: string, api: ApiClient = browserApi): Promise<void> {
  await api.request(`${ALERTS_PATH}${tokenQuery(token)}`, { method: 'DELETE', logPath: ALERTS_PATH, init: same });
}

/** POST /api/alerts/unsubscribe?token=: that search stops (also when it already had); the answer has the address's manage token. */
export function unsubscribeAlert(token: string, api: ApiClient = browserApi): Promise<AlertUnsubscribeAnswer> {
  return api.call(`${ALERTS_PATH}unsubscribe${tokenQuery(token)}`, alertUnsubscribeAnswerSchema, {
    method: 'POST',
    body: ONE_CLICK_UNSUBSCRIBE,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    logPath: `${ALERTS_PATH}unsubscribe`,
    init: same,
  });
}
