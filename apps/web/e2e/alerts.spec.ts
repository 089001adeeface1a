import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, hydrated, message, seriousViolations } from './helpers';
import { marker, openWithClock, takeYourTime, useOwnClientAddress } from './inquiries';
import {
  ALERT_CONSENT_VERSION,
  type Call,
  confirmPathIn,
  mailsTo,
  schemas,
  searchView,
  standIn,
  token,
} from './alerts';

/*
 * Issue 34's journeys on the site: "Email me new matches" from both listings (list and map views), the
 * shortlist's "Tell me if these change", and the pages an alert's e-mails link to (confirm, manage,
 * unsubscribe). The first journey saves, receives the confirmation e-mail and confirms through the real
 * API; the manage and unsubscribe calls (the runner's routes, not merged yet), and the refusals the other
 * journeys need, are answered by stand-ins (./alerts.ts) whose answers are checked against the shared schemas.
 */

/** The browser logs the refused calls these journeys ask for (400, 404, 409, 429) as console errors. */
const REFUSED = /Failed to load resource: the server responded with a status of 4(00|04|09|29)/;

/** POST /api/saved-searches/ answered 202 as the API answers every accepted body. */
const acceptSaves = (page: Page) =>
  standIn(page, '/api/saved-searches/', () => ({ status: 202, json: { accepted: true } }));

const bodyOf = (call: Call | undefined) => JSON.parse(call?.body ?? 'null') as Record<string, unknown>;

/**
 * The scripts the page loads, with their text, kept as they arrive. `sentText` (the dialog's "check your
 * inbox" text key) is in the dialog's code and in the islands' texts, and in nothing the list view loads.
 */
function scriptsOf(page: Page): { texts: Promise<string>[]; carry: (marker: string) => Promise<boolean> } {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return { texts, carry: async (marker) => (await Promise.all(texts)).some((text) => text.includes(marker)) };
}
const DIALOG_CODE = '"sentText"';

test.describe('Email me new matches', () => {
  test('saves the German list view’s filters, gets the confirmation e-mail and confirms on the page; the form’s code came with the click', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    await useOwnClientAddress(context);
    const address = `${marker('kaeufer')}@example.de`;
    const saves: Call[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/saved-searches/' && r.method() === 'POST') {
        saves.push({ method: 'POST', path: '/api/saved-searches/', token: null, type: null, body: r.postData() });
      }
    });
    const scripts = scriptsOf(page);
    await openWithClock(page, '/de/properties?location=hurghada&type=2-bedroom&page=2');
    const button = page.getByRole('button', { name: message('de', 'listing.saveSearch') });
    await hydrated(button);
    // The form is in chunks of its own: none of the scripts the list view loaded carries it, even once the
    // visitor has reached for the listing (which loads its engine).
    await button.hover();
    await page.waitForLoadState('networkidle');
    expect(scripts.texts.length).toBeGreaterThan(0);
    expect(await scripts.carry(DIALOG_CODE)).toBe(false);

    await button.click();
    const dialog = page.getByRole('dialog', { name: message('de', 'alerts.saveTitle') });
    await expect(dialog).toBeVisible();
    expect(await scripts.carry(DIALOG_CODE)).toBe(true);
    const email = dialog.getByLabel(message('de', 'form.email'));
    await expect(email).toBeFocused();
    await expect(dialog).toContainText(`${message('de', 'region.hurghada')}`);
    await expect(dialog).toContainText(message('de', 'listing.types.2-bedroom'));
    await expect(dialog).toContainText(ALERT_CONSENT_VERSION);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing filled in: the field says so, and nothing is sent.
    await dialog.getByRole('button', { name: message('de', 'alerts.submit') }).click();
    await expect(email).toHaveAccessibleDescription(message('de', 'form.errors.required'));
    await expect(email).toBeFocused();
    expect(saves).toHaveLength(0);

    await email.fill(address.replace('kaeufer', 'Kaeufer'));
    await dialog.getByLabel(message('de', 'alerts.frequency')).selectOption('weekly');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: message('de', 'alerts.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(message('de', 'alerts.sentTitle'));
    await expect(dialog.getByRole('status')).toBeFocused();

    expect(saves).toHaveLength(1);
    const body = bodyOf(saves[0]);
    expect(body).toMatchObject({
      email: address,
      kind: 'search',
      // The list's filters as the address held them, without its page, in the shared canonical order.
      query: 'type=2-bedroom&location=hurghada',
      frequency: 'weekly',
      lang: 'de',
      currency: 'USD',
      consent_version: ALERT_CONSENT_VERSION,
    });
    expect(body).not.toHaveProperty('website');
    expect(body.elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);

    // Closing gives the focus back to the button that opened it.
    await dialog
      .getByRole('button', { name: message('de', 'form.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The confirmation e-mail arrives (the run's mail server) with the link to the confirm page.
    let confirmPath: string | null = null;
    await expect
      .poll(
        async () => {
          const [mail] = await mailsTo(request, address);
          confirmPath = mail ? confirmPathIn(mail.text) : null;
          return confirmPath;
        },
        { message: `a confirmation e-mail to ${address}`, timeout: 20_000 },
      )
      .toMatch(/^\/de\/alerts\/confirm\?token=/);

    // Opening it confirms nothing; the button does.
    await page.goto(confirmPath!);
    const confirm = page.getByRole('button', { name: message('de', 'alerts.confirm') });
    await hydrated(confirm);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/saved-searches/confirm');
    await confirm.click();
    const answer = schemas.confirm.parse(await (await answered).json());
    await expect(page.getByRole('heading', { name: message('de', 'alerts.confirmed') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `${message('de', 'listing.types.2-bedroom')} · ${message('de', 'region.hurghada')}`,
    );
    expect(answer.search).toMatchObject({
      status: 'active',
      frequency: 'weekly',
      query: 'type=2-bedroom&location=hurghada',
    });

    // The manage link (GET /api/alerts/ is the runner's: a stand-in answers with the confirmed search).
    await standIn(page, '/api/alerts/', () => ({ status: 200, json: { email: address, searches: [answer.search] } }));
    const manage = page.getByRole('link', { name: message('de', 'alerts.manage') });
    await expect(manage).toHaveAttribute('href', `/de/alerts?token=${answer.manage_token}`);
    await manage.click();
    await expect(
      page.getByRole('heading', { name: formatted('de', 'alerts.manageFor', { email: address }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: `${message('de', 'listing.types.2-bedroom')} · ${message('de', 'region.hurghada')}`,
      }),
    ).toBeVisible();
  });

  test('saves the private units’ map view with its box, and shows the API’s refusals by the field and in words', async ({
    page,
    context,
    allowedErrors,
  }) => {
    allowedErrors.push(REFUSED);
    await useOwnClientAddress(context);
    const answers = [
      { status: 400, json: { error: 'bad_request', message: 'email is not valid', fields: { email: 'email' } } },
      { status: 429, json: { error: 'too_many_requests', message: 'Too many requests' } },
      { status: 202, json: { accepted: true } },
    ];
    const saves = await standIn(page, '/api/saved-searches/', () => answers.shift()!);
    const box = '33.7,27.1,33.9,27.3';
    await openWithClock(page, `/private-units-resale?view=map&bbox=${box}`);
    const button = page.getByRole('button', { name: message('en', 'listing.saveSearch') });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: message('en', 'alerts.saveTitle') });
    // The private units' page lists every unit, as /properties does: the search is its box, nothing more.
    await expect(dialog).not.toContainText(message('en', 'alerts.summary.private'));
    await expect(dialog).toContainText(message('en', 'alerts.summary.box'));
    const email = dialog.getByLabel(message('en', 'form.email'));
    await email.fill('buyer@example.com');
    await takeYourTime(page);
    const submit = dialog.getByRole('button', { name: message('en', 'alerts.submit') });

    await submit.click();
    await expect(email).toHaveAccessibleDescription(message('en', 'form.errors.email'));
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(formatted('en', 'alerts.tooMany', { minutes: 1 }));
    await submit.click();
    await expect(dialog.getByRole('status')).toContainText(message('en', 'alerts.sentTitle'));

    expect(saves).toHaveLength(3);
    expect(bodyOf(saves[2])).toMatchObject({
      kind: 'search',
      query: `bbox=${encodeURIComponent(box)}`,
      frequency: 'daily',
      lang: 'en',
    });
  });

  test('the shortlist asks to hear when its units change', async ({ page, context }) => {
    await useOwnClientAddress(context);
    const saves = await acceptSaves(page);
    const units = (await apiGet<ApiPage>('/api/home-products/?status=available&page_size=2')).results;
    const ids = units.map((u) => u.id);
    await openWithClock(page, `/de/shortlist?ids=${ids.join(',')}`);
    const button = page.getByRole('button', { name: message('de', 'shortlist.watch') });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: message('de', 'alerts.watchTitle') });
    await expect(dialog).toContainText(formatted('de', 'alerts.summary.shortlist', { count: ids.length }));
    await dialog.getByLabel(message('de', 'form.email')).fill('liste@example.de');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: message('de', 'alerts.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(message('de', 'alerts.sentTitle'));
    expect(bodyOf(saves[0])).toMatchObject({ kind: 'shortlist', unit_ids: ids, lang: 'de' });
  });
});

test.describe('the pages an alert’s e-mails link to', () => {
  test('are rendered for each link, never kept in a cache, never indexed, and pass no referrer', async ({
    request,
  }) => {
    for (const path of ['/alerts/confirm', '/de/alerts', '/ar/alerts/unsubscribe']) {
      // A page kept in the cache would hold the first link's token (Next writes the address it rendered
      // for into the page's data) and give it to every later link (decision 0061).
      for (const letter of ['S', 'T']) {
        const res = await request.get(`${path}?token=${token(letter)}`);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['cache-control'], path).toMatch(/no-store/);
        expect(res.headers()['x-nextjs-cache'], path).toBeUndefined();
        const html = await res.text();
        expect(html, path).not.toContain(token(letter === 'S' ? 'T' : 'S'));
        expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(html, path).toMatch(/<meta name="referrer" content="no-referrer"/);
      }
    }
  });

  test('confirm: opening the link confirms nothing; the button does, then links to the manage page', async ({
    page,
  }) => {
    const confirmed = schemas.confirm.parse({
      search: searchView({ query: 'type=studio&location=el-gouna', frequency: 'instant' }),
      manage_token: token('M'),
    });
    const calls = await standIn(page, '/api/saved-searches/confirm', () => ({ status: 200, json: confirmed }));
    await page.goto(`/de/alerts/confirm?token=${token('C')}`);
    const button = page.getByRole('button', { name: message('de', 'alerts.confirm') });
    await hydrated(button);
    expect(calls).toHaveLength(0);
    await button.click();
    await expect(page.getByRole('heading', { name: message('de', 'alerts.confirmed') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `${message('de', 'listing.types.studio')} · ${message('de', 'region.el-gouna')}`,
    );
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: token('C') }) })]);
    await expect(page.getByRole('link', { name: message('de', 'alerts.manage') })).toHaveAttribute(
      'href',
      `/de/alerts?token=${token('M')}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('confirm: an unknown link and a full address say so', async ({ page, allowedErrors }) => {
    allowedErrors.push(REFUSED);
    await standIn(page, '/api/saved-searches/confirm', (call) =>
      JSON.parse(call.body ?? '{}').token === token('F')
        ? { status: 409, json: { error: 'saved_search_limit', message: 'limit' } }
        : { status: 404, json: { error: 'alert_not_found', message: 'not found' } },
    );
    await page.goto(`/alerts/confirm?token=${token('X')}`);
    await page.getByRole('button', { name: message('en', 'alerts.confirm') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('en', 'alerts.unknown'));
    await page.goto(`/alerts/confirm?token=${token('F')}`);
    await page.getByRole('button', { name: message('en', 'alerts.confirm') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('en', 'alerts.limit', { max: 20 }));
  });

  test('manage: every search in words, change how often, pause, delete one, then erase the address', async ({
    page,
  }) => {
    const manage = token('M');
    let searches = [
      searchView({ id: 7, query: 'private=true&bedrooms=2', frequency: 'daily' }),
      searchView({ id: 8, kind: 'shortlist', unit_ids: [3, 5], frequency: 'instant', status: 'pending' }),
    ];
    const reads = await standIn(
      page,
      '/api/alerts/',
      (call) => {
        if (call.method === 'DELETE') return { status: 204 };
        return { status: 200, json: { email: 'kaeufer@example.de', searches } };
      },
      schemas.manage,
    );
    const changes = await standIn(
      page,
      /^\/api\/alerts\/\d+$/,
      (call) => {
        const id = Number(call.path.split('/').at(-1));
        if (call.method === 'DELETE') {
          searches = searches.filter((s) => s.id !== id);
          return { status: 204 };
        }
        const change = JSON.parse(call.body ?? '{}') as { frequency?: 'weekly'; paused?: boolean };
        const changed = searches.find((s) => s.id === id)!;
        const next = searchView({
          ...changed,
          ...(change.frequency ? { frequency: change.frequency } : {}),
          ...(change.paused === undefined ? {} : { status: change.paused ? 'paused' : 'active' }),
        });
        searches = searches.map((s) => (s.id === id ? next : s));
        return { status: 200, json: next };
      },
      schemas.view,
    );
    await page.goto(`/de/alerts?token=${manage}`);
    await expect(
      page.getByRole('heading', { name: formatted('de', 'alerts.manageFor', { email: 'kaeufer@example.de' }) }),
    ).toBeVisible();
    expect(reads[0]).toMatchObject({ method: 'GET', token: manage });
    const first = `${message('de', 'alerts.summary.private')} · ${formatted('de', 'alerts.summary.bedrooms', { count: 2 })}`;
    const second = formatted('de', 'alerts.summary.shortlist', { count: 2 });
    await expect(page.getByRole('heading', { name: first })).toBeVisible();
    await expect(page.getByRole('heading', { name: second })).toBeVisible();
    await expect(page.getByText(message('de', 'alerts.status.pending'))).toBeVisible();
    await expect(page.getByRole('link', { name: message('de', 'alerts.open') })).toHaveAttribute(
      'href',
      '/de/private-units-resale?bedrooms=2',
    );
    await expect(page.getByRole('link', { name: message('de', 'alerts.openShortlist') })).toHaveAttribute(
      'href',
      '/de/shortlist?ids=3,5',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(formatted('de', 'alerts.frequencyLabel', { summary: first })).selectOption('weekly');
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: message('de', 'alerts.saved') }),
    ).toBeVisible();
    await page.getByRole('button', { name: message('de', 'alerts.pause') }).click();
    await expect(page.getByRole('button', { name: message('de', 'alerts.resume') })).toBeVisible();
    expect(changes.map((c) => [c.method, c.path, c.token, c.body])).toEqual([
      ['PATCH', '/api/alerts/7', manage, JSON.stringify({ frequency: 'weekly' })],
      ['PATCH', '/api/alerts/7', manage, JSON.stringify({ paused: true })],
    ]);

    await page.getByRole('button', { name: formatted('de', 'alerts.deleteLabel', { summary: second }) }).click();
    await expect(page.getByRole('heading', { name: second })).toBeHidden();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: message('de', 'alerts.deleted') }),
    ).toBeVisible();
    expect(changes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/alerts/8', token: manage });

    // Erasing asks first; Cancel keeps everything.
    const erase = page.getByRole('button', { name: message('de', 'alerts.eraseTitle') });
    await erase.click();
    await page.getByRole('button', { name: message('de', 'alerts.cancel') }).click();
    await expect(erase).toBeFocused();
    expect(reads.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await erase.click();
    await page.getByRole('button', { name: message('de', 'alerts.eraseConfirm') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(message('de', 'alerts.erased'));
    expect(reads.filter((c) => c.method === 'DELETE')).toEqual([expect.objectContaining({ token: manage })]);
  });

  test('manage: an unknown link says so', async ({ page, allowedErrors }) => {
    allowedErrors.push(REFUSED);
    await standIn(page, '/api/alerts/', () => ({ status: 404, json: { error: 'alert_not_found', message: 'x' } }));
    await page.goto(`/alerts?token=${token('U')}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('en', 'alerts.unknown'));
  });

  test('unsubscribe: the button posts the one-click body, then the alert is stopped', async ({ page }) => {
    const stopped = schemas.unsubscribe.parse({
      unsubscribed: true,
      search: searchView({ status: 'unsubscribed', query: 'location=sahl-hasheesh' }),
    });
    const calls = await standIn(page, '/api/alerts/unsubscribe', () => ({ status: 200, json: stopped }));
    await page.goto(`/de/alerts/unsubscribe?token=${token('U')}`);
    const button = page.getByRole('button', { name: message('de', 'alerts.unsubscribe') });
    await hydrated(button);
    expect(calls).toHaveLength(0);
    await button.click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(message('de', 'alerts.stopped'));
    await expect(page.getByRole('main').getByRole('status')).toContainText(message('de', 'region.sahl-hasheesh'));
    await expect(page.getByText(message('de', 'alerts.manageFromEmail'))).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/alerts/unsubscribe',
        token: token('U'),
        type: 'application/x-www-form-urlencoded',
        body: 'List-Unsubscribe=One-Click',
      },
    ]);
  });
});
