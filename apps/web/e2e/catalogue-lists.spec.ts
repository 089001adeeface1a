import type { Page } from '@playwright/test';
import { UNIT_CSV_REQUIRED_COLUMNS } from '@app/shared';
import { signInAs } from './catalogue';
import { API_URL, expect, test } from './fixtures';
import { seriousViolations } from './helpers';
import { marker } from './inquiries';

// The back office's catalogue lists, each journey as the role that does it: an editor changes a unit
// from the list and a visitor sees it on the public site at once; an editor imports the agency's
// spreadsheet after a dry run; an agent reads the lists without any control that changes them.

type PublicUnit = { id: number; title: string; status: string };

/** The row of a unit in the back office's list, found by the link to its form. */
const unitRow = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.locator(`a[href="/admin/catalogue/units/${id}"]`) });

test('an editor marks a unit sold from the list and the public card shows Sold within two seconds', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const listed = await request.get(`${API_URL}/api/home-products/?page=1&page_size=12`);
  const unit = ((await listed.json()) as { results: PublicUnit[] }).results.find((u) => u.status === 'available');
  expect(unit, 'an available unit on the first page of /properties').toBeTruthy();
  const { id, title } = unit!;

  await signInAs(page, request, 'editor', 'Layla Editor');
  // The visitor in a browser of their own, held to the same rule: no console errors.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors: string[] = [];
  visitor.on('console', (msg) => {
    if (msg.type() === 'error') visitorErrors.push(msg.text());
  });
  visitor.on('pageerror', (err) => visitorErrors.push(err.message));
  const card = visitor.getByRole('article').filter({ has: visitor.locator(`a[href="/property/${id}"]`) });
  const publicPage = `/properties?search=${encodeURIComponent(title)}`;
  try {
    await visitor.goto(publicPage);
    await expect(card.getByText('Available', { exact: true })).toBeVisible();

    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await expect(page).toHaveURL(/\/admin\/catalogue\/units$/);
    await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Units' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page), 'the units list').toEqual([]);

    // The search lives in the address: the list is the one an editor would get from a link.
    const filters = page.getByRole('search', { name: 'Filter units' });
    await filters.getByLabel('Search', { exact: true }).fill(title);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(title);
    const row = unitRow(page, id);
    await expect(row).toHaveCount(1);
    // The export is what the list shows: the same filters, as CSV.
    const exportHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(exportHref).toMatch(/^\/api\/admin\/units\/export\.csv\?q=/);
    const exported = await page.request.get(exportHref!);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await exported.text()).toContain(title);
    await expect(row.getByTestId('unit-status')).toHaveText('Available');

    const status = row.getByRole('combobox', { name: /^Status of / });
    // As from the keyboard: the menu has the focus, and keeps it once the row shows the change.
    await status.focus();
    await status.selectOption('sold');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 unit changed.');
    await expect(row.getByTestId('unit-status')).toHaveText('Sold');
    await expect(status).toBeFocused();

    // The visitor's card: red Sold within two seconds of the change.
    await expect(async () => {
      await visitor.goto(publicPage);
      const badge = card.getByText('Sold', { exact: true });
      await expect(badge).toBeVisible({ timeout: 500 });
      await expect(badge).toHaveClass(/bg-red-700/, { timeout: 100 });
    }).toPass({ timeout: 2000, intervals: [100, 200, 250] });

    // And the list itself still says so after a reload (the API stored it).
    await page.reload();
    await expect(unitRow(page, id).getByTestId('unit-status')).toHaveText('Sold');
  } finally {
    // The seeded unit goes back to available for the other journeys.
    const back = await page.request.patch('/api/admin/units/', {
      data: { ids: [id], changes: { status: 'available' } },
    });
    expect(back.status(), 'putting the unit back').toBe(200);
    await visitorContext.close();
  }
  expect(visitorErrors, 'console errors on the public page').toEqual([]);
});

/** A units CSV of `count` new private units, with `bad` rows (1-based data rows) spoiled as `spoil` says. */
function unitsCsv(prefix: string, count: number, spoil: Record<number, Partial<Record<string, string>>> = {}) {
  const header = ['reference', ...UNIT_CSV_REQUIRED_COLUMNS];
  const lines = [header.join(',')];
  for (let i = 1; i <= count; i += 1) {
    const cells: Record<string, string> = {
      reference: `${prefix}-${String(i).padStart(3, '0')}`,
      title_en: `Sea view flat ${prefix} ${i}`,
      compound: '',
      region: 'hurghada',
      location_en: 'Hurghada',
      unit_type: '2 Bedroom Apartment',
      kind: 'apartment',
      bedrooms: '2',
      bathrooms: '1',
      area_sqm: '95',
      price_usd: String(150_000 + i),
      description_en: 'A bright flat a walk from the sea.',
      ...spoil[i],
    };
    lines.push(header.map((column) => cells[column]).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

test('an editor imports 500 units: the dry run names the three bad rows, then the corrected file imports all', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = marker('IMP').toUpperCase();
  // Data rows 10, 250 and 480 are the file's lines 11, 251 and 481 (the header is line 1).
  const bad = { 10: { price_usd: 'cheap' }, 250: { title_en: '' }, 480: { kind: 'castle' } };
  await signInAs(page, request, 'editor', 'Layla Editor');
  await page.goto('/admin/catalogue/units');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import units from CSV', level: 1 })).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  await page.getByLabel('CSV file').setInputFiles({
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: unitsCsv(prefix, 500, bad),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('497 new units, 0 changed, 0 unchanged, 3 rows with errors.', {
    timeout: 30_000,
  });
  await expect(summary).toContainText('3 rows have errors');
  const errorRows = page.getByTestId('import-rows').locator('tr[data-action="error"]');
  await expect(errorRows).toHaveCount(3);
  expect(await errorRows.locator('th').allTextContents()).toEqual(['11', '251', '481']);
  await expect(page.getByTestId('import-row-11')).toContainText('Column price_usd');
  await expect(page.getByTestId('import-row-251')).toContainText('Column title_en');
  await expect(page.getByTestId('import-row-481')).toContainText('Column kind');
  await expect(page.getByTestId('import-rows').locator('tr[data-action="create"]')).toHaveCount(497);
  await expect(importButton).toBeDisabled();
  expect(await seriousViolations(page), 'the import page with errors').toEqual([]);

  // Nothing was written by the dry run.
  const before = await page.request.get(`/api/admin/units/?q=${prefix}`);
  expect(((await before.json()) as { count: number }).count).toBe(0);

  await page.getByLabel('CSV file').setInputFiles({
    name: 'units-corrected.csv',
    mimeType: 'text/csv',
    buffer: unitsCsv(prefix, 500),
  });
  await expect(summary).toHaveCount(0);
  await expect(importButton).toBeDisabled();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(summary).toContainText('500 new units, 0 changed, 0 unchanged, 0 rows with errors.', {
    timeout: 30_000,
  });
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByTestId('import-done')).toHaveText('Imported: 500 units created, 0 changed, 0 unchanged.', {
    timeout: 60_000,
  });

  // The list finds them all, drafts until someone publishes them.
  await page.goto(`/admin/catalogue/units?q=${prefix}&publication=draft`);
  await expect(page.getByTestId('catalogue-count')).toHaveText('500 units');
  await expect(page.getByRole('search', { name: 'Filter units' }).getByLabel('Unpublished only')).toBeChecked();
});

test('an agent reads the catalogue lists without controls that change them, and the API refuses a bulk change', async ({
  page,
  request,
  allowedErrors,
}) => {
  test.setTimeout(60_000);
  // The import page answers the agent 403, which the browser logs.
  allowedErrors.push(/status of 403/);
  await signInAs(page, request, 'agent', 'Omar Agent');
  await page.goto('/admin/catalogue');
  await expect(page).toHaveURL(/\/admin\/catalogue\/units$/);
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page.getByText('You can read the catalogue; editors and admins change it.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Units of the catalogue' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(3); // the filters' three, no row selection
  await expect(page.getByRole('combobox', { name: /^Status of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Publish|Unpublish|Change the price)/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Change the selected units' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New unit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();

  await page.getByRole('link', { name: 'Compounds' }).click();
  await expect(page.getByRole('heading', { name: 'Compounds', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compounds of the catalogue' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New compound' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Developers of the catalogue' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New developer' })).toHaveCount(0);

  // The import page is not theirs, and neither is the API's bulk change.
  const importPage = await page.goto('/admin/catalogue/units/import');
  expect(importPage?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import units from CSV' })).toHaveCount(0);
  const listed = await page.request.get('/api/admin/units/?pageSize=1');
  expect(listed.status()).toBe(200);
  const [first] = ((await listed.json()) as { results: { id: number; status: string }[] }).results;
  const refused = await page.request.patch('/api/admin/units/', {
    data: { ids: [first!.id], changes: { status: first!.status === 'sold' ? 'available' : 'sold' } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/role/);
  const after = await page.request.get('/api/admin/units/?pageSize=1');
  expect(((await after.json()) as { results: { status: string }[] }).results[0]!.status).toBe(first!.status);
});
