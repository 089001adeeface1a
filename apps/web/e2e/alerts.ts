import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { readMail } from '../../api/test/smtp';
import {
  ALERT_CONSENT_VERSION,
  type AlertsManageAnswer,
  type SavedSearchView,
  alertConfirmAnswerSchema,
  alertUnsubscribeAnswerSchema,
  alertsManageAnswerSchema,
  savedSearchViewSchema,
} from '@app/shared';

/*
 * Stand-ins for the alerts' API routes (issue 34), answered in the browser with page.route while the API's
 * routes are built on other branches: each answer is checked against the shared schema it stands for, and
 * every call the page makes is kept for the test to read. Once the API's routes are merged, the journeys
 * that can run against them do (see alerts.spec.ts).
 */

/** Link tokens as the API makes them: 43 characters of base64url. */
export const token = (letter: string) => letter.repeat(43);

export { ALERT_CONSENT_VERSION };

/** A call the page made to a stand-in: its method, path, query, content type and body. */
export type Call = { method: string; path: string; token: string | null; type: string | null; body: string | null };

const callOf = (request: Request): Call => {
  const url = new URL(request.url());
  return {
    method: request.method(),
    path: url.pathname,
    token: url.searchParams.get('token'),
    type: request.headers()['content-type'] ?? null,
    body: request.postData(),
  };
};

type Answer = { status: number; json?: unknown };

/**
 * Answers the calls to `path` (exactly, whatever the query) with `answer(call)`, and keeps them. An answer
 * with a body is checked against `schema` first, so a stand-in cannot drift from the contract.
 */
export async function standIn(
  page: Page,
  path: string | RegExp,
  answer: (call: Call) => Answer,
  schema?: { parse(value: unknown): unknown },
): Promise<Call[]> {
  const calls: Call[] = [];
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    async (route: Route) => {
      const call = callOf(route.request());
      calls.push(call);
      const { status, json } = answer(call);
      if (json !== undefined && status < 300 && schema) schema.parse(json);
      await route.fulfill({
        status,
        ...(json === undefined ? {} : { contentType: 'application/json; charset=utf-8', body: JSON.stringify(json) }),
      });
    },
  );
  return calls;
}

/** A saved search as the manage page gets it (GET /api/alerts/?token=). */
export function searchView(overrides: Partial<SavedSearchView> = {}): SavedSearchView {
  return savedSearchViewSchema.parse({
    id: 1,
    kind: 'search',
    query: '',
    unit_ids: [],
    frequency: 'daily',
    status: 'active',
    lang: 'de',
    currency: 'EUR',
    created_at: '2026-12-07T08:00:00.000Z',
    confirmed_at: '2026-12-07T08:05:00.000Z',
    last_sent_at: null,
    ...overrides,
  });
}

export const schemas = {
  confirm: alertConfirmAnswerSchema,
  manage: alertsManageAnswerSchema,
  view: savedSearchViewSchema,
  unsubscribe: alertUnsubscribeAnswerSchema,
};

export type ManageAnswer = AlertsManageAnswer;

/** The e-mails the run's mail server received for `to` (scripts/e2e.mjs serves them at E2E_MAIL_URL). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await request.get(process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4102/mail/');
  const received = (await response.json()) as { to: string[]; raw: string }[];
  const mine = received.filter((m) => m.to.includes(to));
  return Promise.all(mine.map(async (m) => readMail(m.raw)));
}

/** The link of a confirmation e-mail, as a path on the site (its origin is the API's SITE_URL). */
export function confirmPathIn(text: string): string | null {
  const match = /(\/(?:ar\/|de\/)?alerts\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(text);
  return match ? match[1]! : null;
}
