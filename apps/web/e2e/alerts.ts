import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { readMail } from '../../api/test/smtp';
import {
  ADMIN_SESSION_COOKIE,
  ALERT_CONSENT_VERSION,
  type AlertAddress,
  type AlertConfirmAnswer,
  MIN_FILL_MS,
  type SavedSearchRequest,
  alertAddressListSchema,
  type AlertsManageAnswer,
  alertConfirmAnswerSchema,
  alertUnsubscribeAnswerSchema,
  alertsManageAnswerSchema,
  savedSearchViewSchema,
} from '@app/shared';
import { API_URL, expect } from './fixtures';
import { adminApi } from './inquiries';

/*
 * What the alerts' journeys share (issue 34): the run's e-mails (confirmation links, alerts with their
 * headers), searches saved and confirmed through the API, the back office's view of an address, and
 * stand-ins for the answers the real API cannot be brought to give within a journey (a 429, an address
 * over its 20 searches): answered in the browser with page.route, each checked against the shared schema
 * it stands for, with every call the page makes kept for the test to read.
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

export const schemas = {
  confirm: alertConfirmAnswerSchema,
  manage: alertsManageAnswerSchema,
  view: savedSearchViewSchema,
  unsubscribe: alertUnsubscribeAnswerSchema,
};

export type ManageAnswer = AlertsManageAnswer;

/** An e-mail the run's mail server received: subject, text, and any header as it was sent (unfolded). */
export type ReceivedMail = { subject: string; text: string; header(name: string): string | undefined };

/** A header of a raw message as sent (folded lines joined), whatever mailparser makes of it. */
function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The e-mails the run's mail server received for `to` (scripts/e2e.mjs serves them at E2E_MAIL_URL), oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const response = await request.get(process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4102/mail/');
  const received = (await response.json()) as { to: string[]; raw: string }[];
  const mine = received.filter((m) => m.to.includes(to));
  return Promise.all(
    mine.map(async (m) => {
      const { subject, text } = await readMail(m.raw);
      return { subject, text, header: (name: string) => rawHeader(m.raw, name) };
    }),
  );
}

/** The alert e-mails among them: the ones with a one-click unsubscribe (a confirmation has none). */
export async function alertsTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  return (await mailsTo(request, to)).filter((m) => m.header('List-Unsubscribe') !== undefined);
}

/** The link of a confirmation e-mail, as a path on the site (its origin is the API's SITE_URL). */
export function confirmPathIn(text: string): string | null {
  const match = /(\/(?:ar\/|de\/)?alerts\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(text);
  return match ? match[1]! : null;
}

/** The confirmation links the e-mails to `to` hold so far, as paths on the site, oldest first. */
async function confirmPaths(request: APIRequestContext, to: string): Promise<string[]> {
  return (await mailsTo(request, to)).map((m) => confirmPathIn(m.text)).filter((p): p is string => p !== null);
}

/** Waits for the `nth` confirmation e-mail to `to` (1: the first) and gives its link's path on the site. */
export async function confirmPathFor(request: APIRequestContext, to: string, nth = 1): Promise<string> {
  let paths: string[] = [];
  await expect
    .poll(
      async () => {
        paths = await confirmPaths(request, to);
        return paths.length;
      },
      { message: `confirmation e-mail ${nth} to ${to}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  return paths[nth - 1]!;
}

let saved = 0;
/**
 * A search saved and confirmed through the API, as another visitor's browser would (from a client address
 * of its own, after a person's fill time), confirmed with the link of the e-mail the run's mail server got.
 */
export async function confirmedSearch(
  request: APIRequestContext,
  body: Partial<SavedSearchRequest> & { email: string },
): Promise<AlertConfirmAnswer> {
  saved += 1;
  const before = (await confirmPaths(request, body.email)).length;
  const asked = await request.post(`${API_URL}/api/saved-searches/`, {
    headers: { 'x-forwarded-for': `198.20.${process.pid % 250}.${saved % 250}` },
    data: {
      kind: 'search',
      frequency: 'instant',
      lang: 'en',
      currency: 'USD',
      consent_version: ALERT_CONSENT_VERSION,
      elapsedMs: MIN_FILL_MS + 2000,
      ...body,
    },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const path = await confirmPathFor(request, body.email, before + 1);
  const confirmToken = new URL(path, 'http://site').searchParams.get('token');
  const confirmed = await request.post(`${API_URL}/api/saved-searches/confirm`, { data: { token: confirmToken } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return alertConfirmAnswerSchema.parse(await confirmed.json());
}

/** What the back office knows of an address (GET /api/admin/alert-addresses/, as the admin): its searches and unsent e-mails. */
export async function addressInBackOffice(request: APIRequestContext, email: string): Promise<AlertAddress | null> {
  const admin = await adminApi(request);
  const res = await request.get(`${API_URL}/api/admin/alert-addresses/?email=${encodeURIComponent(email)}`, {
    headers: { cookie: `${ADMIN_SESSION_COOKIE}=${admin.cookie}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return alertAddressListSchema.parse(await res.json()).results[0] ?? null;
}
