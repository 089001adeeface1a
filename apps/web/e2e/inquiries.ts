import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { parseSetCookie } from 'set-cookie-parser';
import { ADMIN_SESSION_COOKIE, MIN_FILL_MS } from '@app/shared';
import { readMail } from '../../api/test/smtp';
import { API_URL, expect } from './fixtures';

/**
 * Helpers for the inquiry journeys of every form (contact, sell with us, unit, compound, site visit):
 * a person's pace (the fill time), a client address of the test's own (the rate limit), and the back
 * office's view of what arrived.
 */

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

let counter = 0;
/** A word no other test writes: find this test's inquiry in the back office by it. */
export function marker(label = 'e2e'): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

let clients = 0;
/**
 * A client address of the test's own, sent as X-Forwarded-For through the site: the API counts its
 * rate limits per client, and believes the header from the site on 127.0.0.1, so tests sending in
 * parallel do not share a limit.
 */
export async function useOwnClientAddress(context: BrowserContext): Promise<string> {
  clients += 1;
  const address = `198.18.${(process.pid + clients) % 250}.${(Date.now() + clients) % 250}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * Opens `path` with the page's clock under the test's control, so that `takeYourTime` can let the
 * minimum fill time (MIN_FILL_MS) pass without waiting for it: a form sent faster is taken for a
 * program's and silently dropped by the API.
 */
export async function openWithClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
}

/** Lets more than the minimum fill time pass on the page's clock, as a person filling in the form would. */
export async function takeYourTime(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS + 1000);
}

/** The back office API, signed in with this run's credentials (scripts/e2e.mjs). */
export async function adminApi(request: APIRequestContext) {
  const signIn = await request.post(`${API_URL}/api/admin/session`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status(), 'back office sign-in').toBe(204);
  const setCookies = signIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  const cookie = parseSetCookie(setCookies, { map: true })[ADMIN_SESSION_COOKIE]?.value;
  expect(cookie, 'session cookie').toBeTruthy();
  const headers = { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${API_URL}${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  return {
    cookie: cookie!,
    /** Inquiries whose fields contain `text` (the back office search): in the inbox, or in the Spam view. */
    search: (text: string, view: 'inbox' | 'spam' = 'inbox') =>
      get<{ count: number; results: StoredSummary[] }>(
        `/api/admin/inquiries/?search=${encodeURIComponent(text)}${view === 'spam' ? '&status=spam' : ''}`,
      ),
    detail: (id: string) => get<StoredDetail>(`/api/admin/inquiries/${id}/`),
  };
}

export type StoredSummary = {
  id: string;
  kind: string;
  status: string;
  spamReason: string | null;
  name: string;
  email: string;
  page: string;
  unitId: number | null;
  compoundSlug: string | null;
  lang: string;
  currency: string;
};
export type StoredDetail = StoredSummary & { data: Record<string, string>; note: string | null };

/**
 * Waits until exactly one inquiry containing `text` is stored in the inbox (or, with `view: 'spam'`, in
 * the Spam view), and returns it with every field.
 */
export async function storedInquiry(
  request: APIRequestContext,
  text: string,
  view: 'inbox' | 'spam' = 'inbox',
): Promise<StoredDetail> {
  const admin = await adminApi(request);
  await expect.poll(async () => (await admin.search(text, view)).count, { message: `inquiry with ${text}` }).toBe(1);
  const [summary] = (await admin.search(text, view)).results;
  return admin.detail(summary!.id);
}

/** No inquiry containing `text` is stored, in the inbox or as spam (checked through the back office API). */
export async function expectNothingStored(request: APIRequestContext, text: string): Promise<void> {
  const admin = await adminApi(request);
  expect((await admin.search(text)).count, `inquiries with ${text}`).toBe(0);
  expect((await admin.search(text, 'spam')).count, `suspected spam with ${text}`).toBe(0);
}

/** The e-mails the API sent to the agency about one inquiry (the run's local mail server, scripts/e2e.mjs). */
export async function agencyMails(
  request: APIRequestContext,
  inquiryId: string,
): Promise<{ to: string[]; subject: string; text: string }[]> {
  const response = await request.get(process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4102/mail/');
  expect(response.status(), 'the mail server of the run').toBe(200);
  const received = (await response.json()) as { to: string[]; raw: string }[];
  const read = await Promise.all(received.map(async (m) => ({ to: m.to, mail: await readMail(m.raw) })));
  return read
    .filter(({ mail }) => mail.header('X-Inquiry-Id') === inquiryId)
    .map(({ to, mail }) => ({ to, subject: mail.subject, text: mail.text }));
}

export const LEADS_EMAIL = process.env.E2E_LEADS_EMAIL ?? 'leads@redsearesale.test';

/** Signs the browser in to the back office (the API sets the session cookie through the site). */
export async function signInToBackOffice(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/session', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), 'back office sign-in through the site').toBe(204);
}

/**
 * Opens the inquiry containing `text` in the back office, as the agency would: search the list, open
 * the inquiry. Returns the page's main region for checks of what it shows.
 */
export async function openInBackOffice(page: Page, text: string) {
  await signInToBackOffice(page);
  await page.goto(`/admin?search=${encodeURIComponent(text)}`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('1 inquiry');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  return page.getByRole('main');
}

let direct = 0;
/**
 * Stores an inquiry by calling the API directly, as a visitor's browser would through the site (from a
 * client address of its own, after a person's fill time). For back office journeys that need data.
 */
export async function createInquiry(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  direct += 1;
  const response = await request.post(`${API_URL}/api/inquiries/`, {
    headers: { 'x-forwarded-for': `198.19.${process.pid % 250}.${direct % 250}` },
    data: { page: '/', lang: 'en', currency: 'USD', elapsedMs: MIN_FILL_MS + 2000, ...body },
  });
  expect(response.status(), JSON.stringify(await response.json())).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
