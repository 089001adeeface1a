import type { APIRequestContext, Page } from '@playwright/test';
import { MIN_FILL_MS } from '@app/shared';
import { CONFIRMATION_MESSAGES } from '../../api/src/modules/alerts/confirmation-messages';
import { API_URL, expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, hydrated, message, seriousViolations } from './helpers';
import { marker, openWithClock, takeYourTime, useOwnClientAddress } from './inquiries';
import {
  ALERT_CONSENT_VERSION,
  type Call,
  addressInBackOffice,
  confirmPathFor,
  confirmedSearch,
  mailsTo,
  schemas,
  standIn,
  token,
} from './alerts';

/*
 * Issue 34's journeys on the site: "Email me new matches" from both listings (list and map views), the
 * shortlist's "Tell me if these change", and the pages an alert's e-mails link to (confirm, manage,
 * unsubscribe), against the real API and the run's mail server: saved and confirmed in German and Arabic,
 * managed in English. The whole journey to an alert and its one-click unsubscribe is
 * catalogue-alerts.spec.ts (it changes the catalogue). Stand-ins (./alerts.ts, answers checked against the
 * shared schemas) are left only for the API's answers a journey cannot bring about: a 429 and a field the
 * form already checks (the map view's test), and an address over its 20 searches (which takes 20
 * confirmations, 3 a day).
 */

/** The browser logs the refused calls these journeys ask for (400, 404, 409, 429) as console errors. */
const REFUSED = /Failed to load resource: the server responded with a status of 4(00|04|09|29)/;

const bodyOf = (call: Call | undefined) => JSON.parse(call?.body ?? 'null') as Record<string, unknown>;

/** The saves the page posts (to the real API), kept as they leave. */
function savesOf(page: Page): Call[] {
  const saves: Call[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/saved-searches/' && r.method() === 'POST') {
      saves.push({ method: 'POST', path: '/api/saved-searches/', token: null, type: null, body: r.postData() });
    }
  });
  return saves;
}

/** The manage link's view through the API, as the page reads it. */
async function manageView(request: APIRequestContext, manageToken: string) {
  const res = await request.get(`${API_URL}/api/alerts/?token=${manageToken}`);
  expect(res.status(), await res.text()).toBe(200);
  return schemas.manage.parse(await res.json());
}

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
    const saves = savesOf(page);
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

    // The confirmation e-mail arrives (the run's mail server), in German, with the link to the confirm page.
    const confirmPath = await confirmPathFor(request, address);
    expect(confirmPath).toMatch(/^\/de\/alerts\/confirm\?token=/);
    expect((await mailsTo(request, address))[0]!.subject).toBe(CONFIRMATION_MESSAGES.de.subject.search);

    // Opening it confirms nothing; the button does.
    await page.goto(confirmPath);
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

    // The manage link: the address's searches, this one on.
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
    await expect(page.getByText(message('de', 'alerts.status.active'), { exact: true })).toBeVisible();
  });

  test('saves the Arabic list’s search: the e-mail is in Arabic, opening its link confirms nothing, the button does', async ({
    page,
    context,
    request,
  }) => {
    await useOwnClientAddress(context);
    const address = `${marker('mushtari')}@example.com`;
    const saves = savesOf(page);
    await openWithClock(page, '/ar/properties?location=el-gouna&price_band=under-200k');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const button = page.getByRole('button', { name: message('ar', 'listing.saveSearch') });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: message('ar', 'alerts.saveTitle') });
    await expect(dialog).toContainText(message('ar', 'region.el-gouna'));
    await dialog.getByLabel(message('ar', 'form.email')).fill(address);
    await dialog.getByLabel(message('ar', 'alerts.frequency')).selectOption('daily');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: message('ar', 'alerts.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(message('ar', 'alerts.sentTitle'));
    expect(bodyOf(saves[0])).toMatchObject({
      lang: 'ar',
      frequency: 'daily',
      query: expect.stringContaining('location=el-gouna'),
    });

    // The Arabic confirmation e-mail, linking to the Arabic page; opened, the search still waits.
    const confirmPath = await confirmPathFor(request, address);
    expect(confirmPath).toMatch(/^\/ar\/alerts\/confirm\?token=/);
    const [mail] = await mailsTo(request, address);
    expect(mail!.subject).toBe(CONFIRMATION_MESSAGES.ar.subject.search);
    expect(mail!.text).toContain(CONFIRMATION_MESSAGES.ar.greeting);
    await page.goto(confirmPath);
    const confirm = page.getByRole('button', { name: message('ar', 'alerts.confirm') });
    await hydrated(confirm);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect((await addressInBackOffice(request, address))?.searches.map((s) => s.status)).toEqual(['pending']);
    expect(await seriousViolations(page)).toEqual([]);

    await confirm.click();
    await expect(page.getByRole('heading', { name: message('ar', 'alerts.confirmed') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(message('ar', 'region.el-gouna'));
    expect((await addressInBackOffice(request, address))?.searches.map((s) => s.status)).toEqual(['active']);
    // The same link again (a double click, a second tab): the same answer, nothing new.
    await page.reload();
    await hydrated(confirm);
    await confirm.click();
    await expect(page.getByRole('heading', { name: message('ar', 'alerts.confirmed') })).toBeVisible();
    await page.getByRole('link', { name: message('ar', 'alerts.manage') }).click();
    await expect(
      page.getByRole('heading', { name: formatted('ar', 'alerts.manageFor', { email: address }) }),
    ).toBeVisible();
    await expect(page.getByText(message('ar', 'alerts.status.active'), { exact: true })).toBeVisible();
  });

  test('saves the private units’ map view with its box, and shows the API’s refusals by the field and in words', async ({
    page,
    context,
    allowedErrors,
  }) => {
    allowedErrors.push(REFUSED);
    await useOwnClientAddress(context);
    // Stand-ins: the API's 400 for an address the form lets through (the form checks with the API's own
    // schema) and its 429 (five saves a minute per client) are answers a journey cannot bring about quickly.
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

  test('the shortlist asks to hear when its units change', async ({ page, context, request }) => {
    await useOwnClientAddress(context);
    const address = `${marker('liste')}@example.de`;
    const saves = savesOf(page);
    const units = (await apiGet<ApiPage>('/api/home-products/?status=available&page_size=2')).results;
    const ids = units.map((u) => u.id);
    await openWithClock(page, `/de/shortlist?ids=${ids.join(',')}`);
    const button = page.getByRole('button', { name: message('de', 'shortlist.watch') });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: message('de', 'alerts.watchTitle') });
    await expect(dialog).toContainText(formatted('de', 'alerts.summary.shortlist', { count: ids.length }));
    await dialog.getByLabel(message('de', 'form.email')).fill(address);
    await takeYourTime(page);
    await dialog.getByRole('button', { name: message('de', 'alerts.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(message('de', 'alerts.sentTitle'));
    expect(bodyOf(saves[0])).toMatchObject({ kind: 'shortlist', unit_ids: ids, lang: 'de' });
    await confirmPathFor(request, address);
    expect((await mailsTo(request, address))[0]!.subject).toBe(CONFIRMATION_MESSAGES.de.subject.shortlist);
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

  test('an unknown link says so on each page; a full address too', async ({ page, allowedErrors }) => {
    allowedErrors.push(REFUSED);
    await page.goto(`/alerts/confirm?token=${token('X')}`);
    await page.getByRole('button', { name: message('en', 'alerts.confirm') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('en', 'alerts.unknown'));
    // An address with its 20 searches (409): a stand-in, since the real one takes 20 confirmations, 3 a day.
    await standIn(page, '/api/saved-searches/confirm', () => ({
      status: 409,
      json: { error: 'saved_search_limit', message: 'limit' },
    }));
    await page.goto(`/alerts/confirm?token=${token('F')}`);
    await page.getByRole('button', { name: message('en', 'alerts.confirm') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('en', 'alerts.limit', { max: 20 }));
    // In the other languages (last: a page in a language is remembered, and the unprefixed pages follow it).
    await page.goto(`/de/alerts?token=${token('U')}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('de', 'alerts.unknown'));
    await page.goto(`/ar/alerts/unsubscribe?token=${token('V')}`);
    await page.getByRole('button', { name: message('ar', 'alerts.unsubscribe') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message('ar', 'alerts.unknown'));
  });

  test('manage: every search in words, change how often, pause, delete one, then erase the address', async ({
    page,
    request,
  }) => {
    const address = `${marker('manager')}@example.com`;
    // A confirmed search of private two-bedroom units, and a shortlist saved but not confirmed yet.
    const { manage_token: manage, search } = await confirmedSearch(request, {
      email: address,
      query: 'private=true&bedrooms=2',
      frequency: 'daily',
    });
    const ids = (await apiGet<ApiPage>('/api/home-products/?status=available&page_size=2')).results.map((u) => u.id);
    const shortlist = await request.post(`${API_URL}/api/saved-searches/`, {
      headers: { 'x-forwarded-for': `198.21.${process.pid % 250}.7` },
      data: {
        email: address,
        kind: 'shortlist',
        unit_ids: ids,
        frequency: 'instant',
        lang: 'en',
        currency: 'USD',
        consent_version: ALERT_CONSENT_VERSION,
        elapsedMs: MIN_FILL_MS + 2000,
      },
    });
    expect(shortlist.status()).toBe(202);
    await expect.poll(async () => (await manageView(request, manage)).searches.length).toBe(2);

    await page.goto(`/alerts?token=${manage}`);
    await expect(
      page.getByRole('heading', { name: formatted('en', 'alerts.manageFor', { email: address }) }),
    ).toBeVisible();
    const first = `${message('en', 'alerts.summary.private')} · ${formatted('en', 'alerts.summary.bedrooms', { count: 2 })}`;
    const second = formatted('en', 'alerts.summary.shortlist', { count: ids.length });
    await expect(page.getByRole('heading', { name: first })).toBeVisible();
    await expect(page.getByRole('heading', { name: second })).toBeVisible();
    await expect(page.getByText(message('en', 'alerts.status.pending'))).toBeVisible();
    await expect(page.getByRole('link', { name: message('en', 'alerts.open') })).toHaveAttribute(
      'href',
      '/private-units-resale?bedrooms=2',
    );
    await expect(page.getByRole('link', { name: message('en', 'alerts.openShortlist') })).toHaveAttribute(
      'href',
      `/shortlist?ids=${ids.join(',')}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    const saved = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: message('en', 'alerts.saved') });
    await page.getByLabel(formatted('en', 'alerts.frequencyLabel', { summary: first })).selectOption('weekly');
    await expect(saved).toBeVisible();
    await page.getByRole('button', { name: message('en', 'alerts.pause') }).click();
    await expect(page.getByRole('button', { name: message('en', 'alerts.resume') })).toBeVisible();
    const changed = (await manageView(request, manage)).searches.find((s) => s.id === search.id);
    expect(changed).toMatchObject({ frequency: 'weekly', status: 'paused' });

    await page.getByRole('button', { name: formatted('en', 'alerts.deleteLabel', { summary: second }) }).click();
    await expect(page.getByRole('heading', { name: second })).toBeHidden();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: message('en', 'alerts.deleted') }),
    ).toBeVisible();
    expect((await manageView(request, manage)).searches.map((s) => s.id)).toEqual([search.id]);

    // Erasing asks first; Cancel keeps everything.
    const erase = page.getByRole('button', { name: message('en', 'alerts.eraseTitle') });
    await erase.click();
    await page.getByRole('button', { name: message('en', 'alerts.cancel') }).click();
    await expect(erase).toBeFocused();
    expect((await manageView(request, manage)).searches).toHaveLength(1);
    await erase.click();
    await page.getByRole('button', { name: message('en', 'alerts.eraseConfirm') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(message('en', 'alerts.erased'));
    expect((await request.get(`${API_URL}/api/alerts/?token=${manage}`)).status()).toBe(404);
    expect(await addressInBackOffice(request, address)).toBeNull();
  });
});
