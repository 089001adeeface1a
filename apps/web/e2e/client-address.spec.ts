import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { MIN_FILL_MS } from '@app/shared';
import { API_URL, expect, test } from './fixtures';
import { formatted } from './helpers';
import { marker, useOwnClientAddress } from './inquiries';

/**
 * Who the client is, on the site's own port (how `npm start` serves it). This run's site and API trust
 * only 127.0.0.1 and ::1 as proxies (TRUSTED_PROXIES, scripts/e2e.mjs), so a request from 127.0.0.2 is a
 * visitor's, like one from another machine: whatever X-Forwarded-For it sends, the site passes on the
 * connection's own address, and the API's limits count that.
 */
const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3101');

type Answer = { status: number; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** A JSON POST to the site from `from`, a visitor's own address on this machine. */
function postFrom(from: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      new URL(path, BASE),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: JSON.parse(text) }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

let made = 0;
/** Another made-up address each time: what a visitor who wants to pass for many would send. */
const madeUp = () => `203.0.113.${(made += 1) % 250}`;

test('eight wrong sign-ins, each with another made-up X-Forwarded-For, get 429 from the sixth on', async () => {
  test.setTimeout(60_000);
  const answers: Answer[] = [];
  for (let i = 0; i < 8; i++) {
    // Another account each time too: only the count per address can stop these (not an account's lock).
    const email = `${marker('guess')}@redsea.example`;
    const body = { email, password: `wrong password ${i}` };
    answers.push(await postFrom('127.0.0.2', '/api/admin/session', body, { 'x-forwarded-for': madeUp() }));
  }
  expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  const last = answers.at(-1)!;
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(14 * 60);
  expect(last.body).toEqual({
    error: 'too_many_requests',
    message: 'Too many wrong passwords. Try again in 15 minutes.',
  });
});

test('inquiries, each with another made-up X-Forwarded-For, meet the limit of 5 a minute', async () => {
  const mark = marker('limit');
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const inquiry = {
      kind: 'contact',
      data: { name: 'Lena Vogel', email: 'lena@example.de', phone: '', message: `Question ${i} ${mark}` },
      page: '/',
      lang: 'en',
      currency: 'USD',
      elapsedMs: MIN_FILL_MS + 2000,
    };
    statuses.push((await postFrom('127.0.0.3', '/api/inquiries/', inquiry, { 'x-forwarded-for': madeUp() })).status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test('the sign-in form says when a locked account may try again, in each language', async ({ page, allowedErrors }) => {
  test.setTimeout(60_000);
  allowedErrors.push(/Failed to load resource/, /status of 429/);
  // An address no user has: it is locked like any account after five wrong passwords, from any addresses.
  const email = `${marker('locked')}@redsea.example`;
  for (let i = 0; i < 5; i++) {
    const wrong = await fetch(`${API_URL}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': madeUp() },
      body: JSON.stringify({ email, password: `wrong password ${i}` }),
    });
    expect(wrong.status).toBe(401);
  }
  await useOwnClientAddress(page.context());
  for (const lang of ['en', 'ar', 'de'] as const) {
    await page.goto(`/admin/sign-in?lang=${lang}`);
    await page.getByLabel(formatted(lang, 'admin.signIn.email')).fill(email);
    await page.getByLabel(formatted(lang, 'admin.signIn.password')).fill('any password at all');
    await page.getByRole('button', { name: formatted(lang, 'admin.signIn.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      formatted(lang, 'admin.signIn.tooManyMinutes', { minutes: 15 }),
    );
  }
});
