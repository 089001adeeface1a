import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, seriousViolations } from './helpers';
import { startSite } from './sites';
import { ADMIN, createInquiry, marker, signInToBackOffice } from './inquiries';

/** A 401 or 404 answer is logged by the browser as a console error; in these journeys it is expected. */
const REFUSED = [/Failed to load resource/, /status of 40[14]/];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

test('signing in with a wrong password fails and keeps the back office closed', async ({ page, allowedErrors }) => {
  allowedErrors.push(...REFUSED);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(`${ADMIN.password}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email or password is not right.');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  expect((await page.context().cookies()).some((c) => c.name === ADMIN_SESSION_COOKIE)).toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('without a session every back office page goes to sign-in and the back office API answers 401', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/admin', '/admin?status=new&kind=unit', `/admin/inquiries/${UNKNOWN_ID}`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/sign-in(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  }
  const forged = { cookie: `${ADMIN_SESSION_COOKIE}=forged-token` };
  for (const origin of [baseURL!, process.env.E2E_API_URL!]) {
    for (const headers of [{}, forged]) {
      for (const [method, path] of [
        ['GET', '/api/admin/session'],
        ['GET', '/api/admin/inquiries/'],
        ['GET', `/api/admin/inquiries/${UNKNOWN_ID}/`],
        ['GET', '/api/admin/inquiries/export.csv'],
        ['PATCH', `/api/admin/inquiries/${UNKNOWN_ID}/`],
      ] as const) {
        const response = await request.fetch(`${origin}${path}`, {
          method,
          headers,
          ...(method === 'PATCH' ? { data: { status: 'closed' } } : {}),
        });
        expect(response.status(), `${method} ${origin}${path}`).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  }
});

test('the agency signs in, finds an inquiry, works it, exports the list and signs out', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mark = marker('office');
  const unit = (await apiGet<ApiPage>('/api/home-products/?private=false&page_size=1')).results[0]!;
  await createInquiry(request, {
    kind: 'contact',
    data: { name: 'Lena Vogel', email: 'lena@example.de', phone: '', message: `First question ${mark}` },
  });
  await createInquiry(request, {
    kind: 'sell-with-us',
    data: {
      name: 'Hassan Ali',
      email: 'hassan@example.com',
      phone: '+20 122 000 1111',
      propertyType: 'chalet',
      propertyTitle: 'Chalet in El Gouna',
      location: 'El Gouna, Abu Tig',
      description: `Two bedrooms, lagoon view ${mark}`,
    },
    lang: 'ar',
    currency: 'SAR',
    page: '/sell-with-us',
  });
  await createInquiry(request, {
    kind: 'unit',
    unitId: unit.id,
    data: { name: 'Maria Rossi', email: 'maria@example.it', message: `Is it furnished? ${mark}` },
    page: `/property/${unit.id}`,
  });

  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toContainText(`(${ADMIN.email})`);

  // Search: newest first.
  const filters = page.getByRole('search', { name: 'Filter inquiries' });
  await filters.getByLabel('Search').fill(mark);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  await expect(page.getByTestId('inquiry-count')).toHaveText('3 inquiries');
  const names = page.getByRole('table').getByRole('link');
  await expect(names).toHaveText(['Maria Rossi', 'Hassan Ali', 'Lena Vogel']);

  // Filter by kind.
  await filters.getByLabel('Kind').selectOption('sell-with-us');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/kind=sell-with-us/);
  await expect(names).toHaveText(['Hassan Ali']);

  // One inquiry: everything sent, where it came from, the follow-up.
  await names.first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hassan Ali');
  const sent = main.getByRole('region', { name: 'What they sent' });
  for (const text of [
    'hassan@example.com',
    '+20 122 000 1111',
    'Chalet',
    'Chalet in El Gouna',
    'El Gouna, Abu Tig',
    `Two bedrooms, lagoon view ${mark}`,
  ]) {
    await expect(sent.getByText(text, { exact: true })).toBeVisible();
  }
  const origin = main.getByRole('region', { name: 'Where it came from' });
  for (const text of ['/sell-with-us', 'العربية', 'SAR']) {
    await expect(origin.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:hassan@example.com');
  const followUp = main.getByRole('region', { name: 'Follow-up' });
  await followUp.getByText('Contacted', { exact: true }).click();
  await followUp.getByLabel('Note for the team').fill('Called on Monday; viewing on Thursday.');
  await followUp.getByRole('button', { name: 'Save' }).click();
  await expect(followUp.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(followUp.getByRole('radio', { name: 'Contacted' })).toBeChecked();
  await expect(followUp.getByLabel('Note for the team')).toHaveValue('Called on Monday; viewing on Thursday.');
  await expect(main.locator('header').getByText('Contacted', { exact: true })).toBeVisible();

  // The unit inquiry links to its unit.
  await page.goto(`/admin?search=${mark}&kind=unit`);
  await page.getByRole('table').getByRole('link', { name: 'Maria Rossi' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: unit.title })).toHaveAttribute(
    'href',
    `/property/${unit.id}`,
  );

  // Status filter and the CSV export with the same filters.
  await page.goto(`/admin?search=${mark}`);
  await filters.getByLabel('Status').selectOption('contacted');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(names).toHaveText(['Hassan Ali']);
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = await exportLink.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/inquiries\/export\.csv\?/);
  expect(new URL(href!, 'http://x').searchParams.get('status')).toBe('contacted');
  expect(new URL(href!, 'http://x').searchParams.get('search')).toBe(mark);
  const download = page.waitForEvent('download');
  await exportLink.click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let out = '';
    csv.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    csv.on('end', () => resolve(out));
  });
  const lines = text.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Hassan Ali');
  expect(lines[1]).toContain('Called on Monday; viewing on Thursday.');

  // Sign out: the back office closes again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('the list pages through many inquiries, newest first, keeping the filters', async ({ page, request }) => {
  test.setTimeout(60_000);
  const mark = marker('pages');
  for (let i = 1; i <= 23; i++) {
    await createInquiry(request, {
      kind: 'contact',
      data: { name: `Guest ${String(i).padStart(2, '0')}`, email: `guest${i}@example.com`, message: `Hi ${mark}` },
    });
  }
  await signInToBackOffice(page);
  await page.goto(`/admin?search=${mark}`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('23 inquiries');
  const names = page.getByRole('table').getByRole('link');
  await expect(names).toHaveCount(20);
  await expect(names.first()).toHaveText('Guest 23');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${mark}.*page=2`));
  await expect(names).toHaveText(['Guest 03', 'Guest 02', 'Guest 01']);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
  await expect(names).toHaveCount(20);

  await page.goto(`/admin?search=${mark}&status=closed`);
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('after signing in the agency lands on the page it asked for', async ({ page, request }) => {
  const mark = marker('next');
  const id = await createInquiry(request, {
    kind: 'contact',
    data: { name: 'Returning Reader', email: 'reader@example.com', message: `Deep link ${mark}` },
  });
  await page.goto(`/admin/inquiries/${id}`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returning Reader');
});

test('the back office is not indexed, not linked from the site, and has no public chrome', async ({
  page,
  request,
  allowedErrors,
}) => {
  test.setTimeout(60_000);
  allowedErrors.push(...REFUSED);
  const signIn = await request.get('/admin/sign-in');
  expect(signIn.headers()['x-robots-tag']).toContain('noindex');
  await page.goto('/admin/sign-in');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await signInToBackOffice(page);
  const list = await page.request.get('/admin');
  expect(list.headers()['x-robots-tag']).toContain('noindex');
  await page.goto(`/admin/inquiries/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();

  for (const path of ['/', '/sell-with-us']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('a[href^="/admin"]'), path).toHaveCount(0);
  }
});

test('with the back office off (no credentials configured) /admin is a page that does not exist', async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(90_000);
  allowedErrors.push(...REFUSED);
  // A site of its own, on ports next to this run's, whose API has no ADMIN_EMAIL / ADMIN_PASSWORD_HASH.
  const port = (url: string | undefined, fallback: number) => Number(new URL(url ?? `http://x:${fallback}`).port);
  const site = await startSite(port(process.env.E2E_API_URL, 4101) + 7, port(process.env.E2E_BASE_URL, 3101) + 7);
  try {
    for (const path of ['/admin', '/admin/sign-in', `/admin/inquiries/${UNKNOWN_ID}`]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    }
    const api = await page.request.post(`${site.url}/api/admin/session`, {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(api.status()).toBe(404);
  } finally {
    await site.close();
  }
});

test('the back office pages have no serious accessibility violations', async ({ page, request, allowedErrors }) => {
  allowedErrors.push(...REFUSED);
  const mark = marker('axe');
  const id = await createInquiry(request, {
    kind: 'sell-with-us',
    data: {
      name: 'Axel Berg',
      email: 'axel@example.de',
      phone: '+49 170 1234567',
      propertyType: 'villa',
      propertyTitle: 'Villa with pool',
      location: 'Sahl Hasheesh',
      description: `Four bedrooms ${mark}`,
    },
  });
  const check = async (path: string) => {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  };
  await check('/admin/sign-in');
  await signInToBackOffice(page);
  await check('/admin');
  await check(`/admin/inquiries/${id}`);
});

test('an inquiry deleted at the visitor request is gone for good', async ({ page, request, allowedErrors }) => {
  allowedErrors.push(...REFUSED);
  const mark = marker('erase');
  const id = await createInquiry(request, {
    kind: 'contact',
    data: { name: 'Erika Muster', email: 'erika@example.de', message: `Please forget me ${mark}` },
  });
  await signInToBackOffice(page);
  await page.goto(`/admin/inquiries/${id}`);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByRole('button', { name: 'Delete inquiry' }).click();
  await expect(privacy.getByText('This cannot be undone.')).toBeVisible();
  await privacy.getByRole('button', { name: 'Cancel' }).click();
  await expect(privacy.getByRole('button', { name: 'Delete for good' })).toHaveCount(0);
  await privacy.getByRole('button', { name: 'Delete inquiry' }).click();
  await privacy.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin?search=${mark}`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('No inquiries');
  const gone = await page.goto(`/admin/inquiries/${id}`);
  expect(gone?.status()).toBe(404);
});
