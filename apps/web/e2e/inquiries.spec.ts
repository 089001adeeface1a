import type { Locator, Page } from '@playwright/test';
import { addDays, officeToday } from '@app/shared';
import { expect, test } from './fixtures';
import { parseCsv } from '../../api/test/factories';
import { type ApiPage, apiGet, hydrated, preferenceCookie } from './helpers';
import {
  LEADS_EMAIL,
  adminApi,
  agencyMails,
  expectNothingStored,
  marker,
  openInBackOffice,
  openWithClock,
  signInToBackOffice,
  storedInquiry,
  takeYourTime,
  useOwnClientAddress,
} from './inquiries';

/** The browser logs failed and refused calls (aborted, 503, 429) as console errors; those are the point here. */
const FAILED_CALLS = [/Failed to load resource/, /net::ERR_FAILED/];

/** One of the site's forms: where it lives, how to open it, and valid values to fill in (with a marker). */
interface FormUnderTest {
  name: string;
  kind: 'contact' | 'sell-with-us' | 'unit' | 'compound' | 'site-visit';
  path(): Promise<string>;
  open(page: Page): Promise<Locator>;
  /** Valid values by label; the message-like field carries `mark`. */
  values(mark: string): Record<string, string>;
  /** The fields the form clears to after a send (label -> value); default empty. */
  cleared?: Record<string, string>;
  /** Modals close after a send; inline forms stay. */
  closes: boolean;
  /** The submit button's label, when not Send. */
  submit?: string;
}

let unitCache: { id: number; title: string } | undefined;
async function someUnit() {
  unitCache ??= (await apiGet<ApiPage>('/api/home-products/?private=false&status=available&page_size=1')).results[0]!;
  return unitCache;
}

/** A form's section once the visitor has scrolled to it: the forms' code loads when it comes near the screen. */
async function scrolledTo(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  return region;
}

const COMPOUND = 'hurghada-avenue';
let compoundName: string | undefined;
async function compoundRegion(page: Page) {
  compoundName ??= (await apiGet<{ project: { name: string } }>(`/resale-projects/api/project/${COMPOUND}/?lang=en`))
    .project.name;
  return page.getByRole('region', { name: `Visit ${compoundName}` });
}
const visitDate = addDays(officeToday(), 10);

const FORMS: FormUnderTest[] = [
  {
    name: 'contact modal',
    kind: 'contact',
    path: async () => '/story',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
      return page.getByRole('dialog', { name: 'Contact us' });
    },
    values: (mark) => ({
      Name: 'Anna Schmidt',
      Email: 'anna.schmidt@example.de',
      'Phone (optional)': '+49 30 1234 5678',
      Message: `Is the villa in El Gouna still available? ${mark}`,
    }),
    closes: true,
  },
  {
    name: 'Sell With Us modal',
    kind: 'sell-with-us',
    path: async () => '/',
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sell With Us' }).click();
      return page.getByRole('dialog', { name: 'Sell With Us' });
    },
    values: (mark) => ({
      Name: 'Karim Adel',
      Email: 'karim.adel@example.com',
      Phone: '+20 100 555 1234',
      'Property type': 'villa',
      'Property title': '2 bedroom apartment with sea view',
      Location: 'Hurghada, El Kawther',
      Description: `Furnished, 95 m², second floor, pool view. ${mark}`,
    }),
    closes: true,
  },
  {
    name: 'unit inquiry',
    kind: 'unit',
    path: async () => `/property/${(await someUnit()).id}`,
    open: async (page) => scrolledTo(page.getByRole('region', { name: 'Ask about this unit' })),
    values: (mark) => ({
      Name: 'Omar Haddad',
      Email: 'omar.haddad@example.com',
      'Phone (optional)': '',
      Message: `Can I see it next week? ${mark}`,
    }),
    closes: false,
  },
  {
    name: 'compound inquiry',
    kind: 'compound',
    path: async () => `/compounds/${COMPOUND}`,
    open: async (page) => {
      const region = await compoundRegion(page);
      await region.getByRole('button', { name: 'Ask a question' }).click();
      return region;
    },
    values: (mark) => ({
      Name: 'Nadia Fahmy',
      Email: 'nadia.fahmy@example.com',
      'Phone (optional)': '+20 122 333 4444',
      Message: `Which units have a sea view? ${mark}`,
    }),
    closes: false,
  },
  {
    name: 'site visit',
    kind: 'site-visit',
    path: async () => `/compounds/${COMPOUND}`,
    open: async (page) => scrolledTo(await compoundRegion(page)),
    values: (mark) => ({
      Name: 'Lena Schmidt',
      Email: 'lena.schmidt@example.com',
      Phone: '+49 30 1234567',
      'Number of people': '3',
      'Preferred date': visitDate,
      'Preferred time of day': 'morning',
      'Message (optional)': `We would like to see a 2 bedroom unit. ${mark}`,
    }),
    closes: false,
    submit: 'Request a visit',
  },
];

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function expectValues(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** A row of a definition list in the back office: its term and what it says. */
function row(main: Locator, term: string) {
  return main.locator('dl > div').filter({ has: main.page().getByRole('term').getByText(term, { exact: true }) });
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** Form label -> [the field's name in the stored data, its label in the back office, how the back office shows it]. */
const DATA_FIELDS: Record<string, [string, string, ((value: string) => string)?]> = {
  Name: ['name', 'Name'],
  Email: ['email', 'Email'],
  Phone: ['phone', 'Phone'],
  'Phone (optional)': ['phone', 'Phone'],
  Message: ['message', 'Message'],
  'Message (optional)': ['message', 'Message'],
  'Property type': ['propertyType', 'Property type', (v) => v[0]!.toUpperCase() + v.slice(1)],
  'Property title': ['propertyTitle', 'Property title'],
  Location: ['location', 'Location'],
  Description: ['description', 'Description'],
  'Number of people': ['people', 'People'],
  'Preferred date': ['preferredDate', 'Preferred date', longDate],
  'Preferred time of day': ['preferredTime', 'Preferred time', (v) => v[0]!.toUpperCase() + v.slice(1)],
};
const KIND_LABELS = {
  contact: 'Contact',
  'sell-with-us': 'Sell with us',
  unit: 'Unit inquiry',
  compound: 'Compound inquiry',
  'site-visit': 'Site visit',
} as const;

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

for (const form of FORMS) {
  test.describe(form.name, () => {
    test('a valid inquiry reaches the back office with every field, and the visitor sees Feedback sent!', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const mark = marker(form.kind);
      const path = await form.path();
      await openWithClock(page, path);
      const box = await form.open(page);
      const values = form.values(mark);
      await fill(box, values);
      await takeYourTime(page);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST',
      );
      await box.getByRole('button', { name: form.submit ?? 'Send' }).click();
      expect((await answer).status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
      if (form.closes) {
        await expect(box).toBeHidden();
        await form.open(page);
      }
      await expect(box.getByLabel('Name', { exact: true })).toHaveValue('');
      await expect(box.getByLabel('Email', { exact: true })).toHaveValue('');

      // The API stored every field with where it came from...
      const stored = await storedInquiry(request, mark);
      expect(stored).toMatchObject({ kind: form.kind, status: 'new', page: path, lang: 'en', currency: 'USD' });
      const sent = Object.entries(values).filter(([, v]) => v !== '');
      for (const [label, value] of sent) expect(stored.data[DATA_FIELDS[label]![0]], label).toBe(value);
      if (form.kind === 'unit') expect(stored.unitId).toBe((await someUnit()).id);
      if (form.kind === 'compound' || form.kind === 'site-visit') expect(stored.compoundSlug).toBe(COMPOUND);

      // ...and the agency sees it in the back office.
      const main = await openInBackOffice(page, mark);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(values.Name!);
      await expect(main.getByText(KIND_LABELS[form.kind], { exact: true })).toBeVisible();
      for (const [label, value] of sent) {
        const [, term, shown = (v: string) => v] = DATA_FIELDS[label]!;
        await expect(row(main, term)).toContainText(shown(value));
      }
      await expect(row(main, 'Page')).toContainText(path);
      await expect(row(main, 'Language')).toContainText('English');
      await expect(row(main, 'Currency')).toContainText('USD');
      if (form.kind === 'unit') {
        const unit = await someUnit();
        await expect(row(main, 'Unit').getByRole('link', { name: unit.title })).toHaveAttribute(
          'href',
          `/property/${unit.id}`,
        );
      }
      if (form.kind === 'compound' || form.kind === 'site-visit') {
        await expect(row(main, 'Compound').getByRole('link', { name: compoundName! })).toHaveAttribute(
          'href',
          `/compounds/${COMPOUND}`,
        );
      }
    });

    test('an invalid inquiry shows the field messages and stores nothing', async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const mark = marker(form.kind);
      await openWithClock(page, await form.path());
      const box = await form.open(page);
      let posts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/inquiries/') && r.method() === 'POST') posts += 1;
      });
      const values = { ...form.values(mark), Name: '', Email: 'not-an-email' };
      await fill(box, values);
      await takeYourTime(page);
      await box.getByRole('button', { name: form.submit ?? 'Send' }).click();
      await expect(box.getByText('Please fill in this field.')).toBeVisible();
      await expect(box.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(box.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(box.getByLabel('Name', { exact: true })).toBeFocused();
      await expectValues(box, values);
      expect(posts).toBe(0);
      await expectNothingStored(request, mark);
    });

    test('with the API unreachable the visitor sees Failed to send feedback., keeps the text and can send again', async ({
      page,
      request,
      allowedErrors,
    }) => {
      allowedErrors.push(...FAILED_CALLS);
      await page.setViewportSize({ width: 1280, height: 900 });
      const mark = marker(form.kind);
      await openWithClock(page, await form.path());
      const box = await form.open(page);
      // The contact and sell forms lose the connection; the unit form meets an API that answers 503.
      await page.route('**/api/inquiries/', (route) =>
        form.kind === 'unit'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' })
          : route.abort('connectionrefused'),
      );
      const values = form.values(mark);
      await fill(box, values);
      await takeYourTime(page);
      await box.getByRole('button', { name: form.submit ?? 'Send' }).click();
      await expect(box.getByRole('alert')).toContainText('Failed to send feedback.');
      await expect(box.getByRole('alert')).toContainText('Everything you typed is still here.');
      await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toHaveCount(0);
      await expect(box).toBeVisible();
      await expectValues(box, values);
      await expectNothingStored(request, mark);

      await page.unroute('**/api/inquiries/');
      await box.getByRole('button', { name: form.submit ?? 'Send' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
      await expect(page.getByText('Failed to send feedback.')).toHaveCount(0);
      await storedInquiry(request, mark);
    });

    test('a filled-in honeypot is answered like a success and kept as suspected spam, out of the inbox', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const mark = marker(form.kind);
      await openWithClock(page, await form.path());
      const box = await form.open(page);
      const honeypot = box.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).not.toBeInViewport();
      await fill(box, form.values(mark));
      // A program fills in every field it finds, the hidden one too.
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-pills.example'));
      await takeYourTime(page);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST',
      );
      await box.getByRole('button', { name: form.submit ?? 'Send' }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ website: 'https://cheap-pills.example' });
      await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
      const stored = await storedInquiry(request, mark, 'spam');
      expect(stored).toMatchObject({ kind: form.kind, status: 'spam', spamReason: 'honeypot' });
      expect((await (await adminApi(request)).search(mark)).count, 'not in the inbox').toBe(0);
    });
  });
}

test('a unit inquiry sent a second after the page opened lands in Spam; "Not spam" moves it to the inbox and e-mails it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = marker('quick');
  const unit = await someUnit();
  await openWithClock(page, `/property/${unit.id}`);
  const box = await FORMS[2]!.open(page);
  const message = box.getByLabel('Message', { exact: true });
  await expect(message).toHaveValue(new RegExp(`ref\\. ${unit.id}`));
  // A browser that fills forms in, and a visitor who only clicks Send on the prefilled unit inquiry: the
  // page's clock stands a second after the form appeared, whatever the test machine's pace.
  await page.clock.pauseAt(Date.now() + 1000);
  await box.getByLabel('Name', { exact: true }).fill('Quick Visitor');
  await box.getByLabel('Email', { exact: true }).fill(`${mark}@example.com`);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST');
  await box.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect((response.request().postDataJSON() as { elapsedMs: number }).elapsedMs).toBeLessThan(3000);
  await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
  const { id } = (await response.json()) as { id: string };

  // Kept, flagged and held back: in the Spam view, not in the inbox, no e-mail.
  const stored = await storedInquiry(request, mark, 'spam');
  expect(stored).toMatchObject({ id, kind: 'unit', status: 'spam', spamReason: 'too-fast', unitId: unit.id });
  expect(await agencyMails(request, id)).toEqual([]);

  // The agency looks through Spam in the back office and moves it to the inbox.
  await page.clock.resume();
  await signInToBackOffice(page);
  await page.goto('/admin');
  await page.getByTestId('spam-link').click();
  await expect(page).toHaveURL(/\/admin\?status=spam$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suspected spam');
  await page.getByRole('search').getByLabel('Search').fill(mark);
  await page.getByRole('search').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('inquiry-count')).toHaveText('1 inquiry');
  await page.getByRole('table').getByRole('link', { name: 'Quick Visitor' }).click();
  const notice = page.getByTestId('spam-notice');
  await expect(notice).toContainText('It was sent within seconds of the form being shown');
  await expect(page.getByRole('region', { name: 'Email to the agency' })).toContainText(
    'Held back while it is in Spam',
  );
  await notice.getByRole('button', { name: 'Not spam: move to inbox' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('main').locator('header')).toContainText('New');

  await page.goto(`/admin?search=${encodeURIComponent(mark)}`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('1 inquiry');
  await expect
    .poll(async () => (await agencyMails(request, id)).length, { message: 'the e-mail after Not spam' })
    .toBe(1);
  const [mail] = await agencyMails(request, id);
  expect(mail!.to).toEqual([LEADS_EMAIL]);
  expect(mail!.subject).toContain('New inquiry (Unit inquiry) from Quick Visitor');
  expect(mail!.text).toContain(`Unit: ${unit.title}`);
  expect(mail!.text).toContain(`E-mail: ${mark}@example.com`);
  expect(mail!.text).toContain(`/property/${unit.id}`);
});

test('Sell With Us on its page asks for the property type, which reaches the back office list, detail, CSV and e-mail', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = marker('sell');
  await openWithClock(page, '/sell-with-us');
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('Property type') });
  // Before hydration the browser's own check stops the send and the form's messages never come.
  await hydrated(form.getByRole('button', { name: 'Send' }));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel('Property type')).toHaveAttribute('aria-invalid', 'true');
  await fill(form, { ...FORMS[1]!.values(mark), 'Property type': 'penthouse' });
  await takeYourTime(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
  await expect(form.getByLabel('Property type')).toHaveValue('');

  const stored = await storedInquiry(request, mark);
  expect(stored).toMatchObject({ kind: 'sell-with-us', status: 'new', page: '/sell-with-us' });
  expect(stored.data.propertyType).toBe('penthouse');

  await signInToBackOffice(page);
  await page.goto(`/admin?search=${encodeURIComponent(mark)}`);
  const listed = page.getByRole('table').getByRole('row').filter({ hasText: 'Karim Adel' });
  await expect(listed).toContainText('Penthouse');
  await listed.getByRole('link', { name: 'Karim Adel' }).click();
  await expect(row(page.getByRole('main'), 'Property type')).toContainText('Penthouse');

  const csv = await page.request.get(`/api/admin/inquiries/export.csv?search=${encodeURIComponent(mark)}`);
  const [header = [], line = []] = parseCsv((await csv.text()).slice(1));
  expect(line[header.indexOf('Property type')]).toBe('Penthouse');

  await expect.poll(async () => (await agencyMails(request, stored.id)).length).toBe(1);
  const [mail] = await agencyMails(request, stored.id);
  expect(mail!.text).toContain('Phone: +20 100 555 1234\nProperty type: Penthouse\nProperty title: ');
});

test('the sixth inquiry within a minute is refused with the too-many message, and the text stays', async ({
  page,
  request,
  allowedErrors,
}) => {
  allowedErrors.push(...FAILED_CALLS);
  const mark = marker('rate');
  await openWithClock(page, '/');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Contact' });
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/inquiries/')) statuses.push(r.status());
  });
  for (let i = 1; i <= 6; i++) {
    await opener.click();
    await fill(dialog, { ...FORMS[0]!.values(`${mark}n${i}`), Name: `Visitor ${i}` });
    await takeYourTime(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    if (i < 6) await expect(dialog).toBeHidden();
  }
  await expect(dialog.getByRole('alert')).toContainText('Failed to send feedback.');
  await expect(dialog.getByRole('alert')).toContainText(
    'You have sent several messages in a short time. Please try again in a minute.',
  );
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Visitor 6');
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  const admin = await adminApi(request);
  expect((await admin.search(mark)).count).toBe(5);
});

test('the too-many message is in the visitor language, and the inquiry carries their language and currency', async ({
  page,
  context,
  baseURL,
  request,
  allowedErrors,
}) => {
  allowedErrors.push(...FAILED_CALLS);
  await context.addCookies([preferenceCookie('lang', 'de', baseURL!), preferenceCookie('currency', 'EUR', baseURL!)]);
  const mark = marker('de');
  await openWithClock(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Kontakt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt' });
  await fill(dialog, { Name: 'Jonas Weber', 'E-Mail': 'jonas@example.de', Nachricht: `Guten Tag ${mark}` });
  await takeYourTime(page);
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback gesendet!' })).toBeVisible();
  expect(await storedInquiry(request, mark)).toMatchObject({ lang: 'de', currency: 'EUR', page: '/de' });

  await page.route('**/api/inquiries/', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      contentType: 'application/json',
      body: '{"error":"too_many_requests","message":"Zu viele Anfragen."}',
    }),
  );
  await page.getByRole('contentinfo').getByRole('button', { name: 'Kontakt' }).click();
  await fill(dialog, { Name: 'Jonas Weber', 'E-Mail': 'jonas@example.de', Nachricht: 'Noch eine Frage' });
  await takeYourTime(page);
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Feedback konnte nicht gesendet werden.');
  await expect(dialog.getByRole('alert')).toContainText('Bitte versuchen Sie es in 10 Minuten erneut.');
});

test('field messages from the API appear by their fields', async ({ page, allowedErrors }) => {
  allowedErrors.push(...FAILED_CALLS);
  await openWithClock(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await page.route('**/api/inquiries/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'bad_request',
        message: 'Invalid inquiry',
        fields: { 'data.email': 'email', 'data.message': 'tooLong' },
      }),
    }),
  );
  const values = FORMS[0]!.values('x');
  await fill(dialog, values);
  await takeYourTime(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(dialog.getByLabel('Message', { exact: true })).toHaveAccessibleDescription('This is too long.');
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await expectValues(dialog, values);
});

test('a double click sends the inquiry once', async ({ page, request }) => {
  const mark = marker('double');
  await openWithClock(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/inquiries/') && r.method() === 'POST') posts += 1;
  });
  // Hold the request back, as a slow connection would, until both clicks have landed.
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/inquiries/', async (route) => {
    await clicked;
    await route.continue();
  });
  await fill(dialog, FORMS[0]!.values(mark));
  await takeYourTime(page);
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
  await storedInquiry(request, mark);
  expect(posts).toBe(1);
});
