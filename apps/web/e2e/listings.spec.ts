import type { Page } from '@playwright/test';
import { LANGS, sqmToSqft } from '@app/shared';
import { NOT_FOUND_STATUS, expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, message } from './helpers';
import { startSite } from './sites';
import { pathInLang } from '../src/lib/routing/variants';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const filters = (page: Page) => page.getByRole('search', { name: 'Filter properties' });

test('search narrows the list and the count line agrees with the cards and the API', async ({ page }) => {
  await page.goto('/properties');
  const all = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=12');
  await expect(page.getByText(`showing 12 of ${all.count}`)).toBeVisible();
  await filters(page).getByLabel('Search', { exact: true }).fill('villa');
  await expect(page).toHaveURL(/search=villa/);
  const expected = await apiGet<ApiPage>('/api/home-products/?search=villa&page=1&page_size=12');
  expect(expected.count).toBeLessThan(all.count);
  await expect(page.getByText(`showing ${expected.results.length} of ${expected.count}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.results.length);
  expect(await titles(page)).toEqual(expected.results.map((u) => u.title));
});

test('each filter and price band gives exactly the units the API gives', async ({ page }) => {
  // Seven filtered page loads: more than the default 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  await page.goto('/properties');
  // With the seeded catalogue's number of matches for each filter.
  for (const [label, value, param, count] of [
    ['Type', '2-bedroom', 'type=2-bedroom', 30],
    ['Location', 'sahl-hasheesh', 'location=sahl-hasheesh', 21],
    ['Bedrooms', '3', 'bedrooms=3', 35],
    ['Price', 'under-200k', 'price_band=under-200k', 44],
    ['Price', '200k-400k', 'price_band=200k-400k', 29],
    ['Price', '400k-600k', 'price_band=400k-600k', 22],
    ['Price', 'over-600k', 'price_band=over-600k', 25],
  ] as const) {
    await page.goto('/properties');
    await filters(page).getByLabel(label, { exact: true }).selectOption(value);
    await expect(page).toHaveURL(new RegExp(param));
    const expected = await apiGet<ApiPage>(`/api/home-products/?${param}&page=1&page_size=12`);
    expect(expected.count, param).toBe(count);
    await expect(page.getByText(`showing 12 of ${count}`)).toBeVisible();
    expect(await titles(page), param).toEqual(expected.results.map((u) => u.title));
  }
});

test('the URL restores the same view after a reload, and Back returns to the previous filter', async ({ page }) => {
  await page.goto('/properties?location=el-gouna&sort=price-desc&page=2');
  const expected = await apiGet<ApiPage>('/api/home-products/?location=el-gouna&sort=price-desc&page=2&page_size=12');
  expect(await titles(page)).toEqual(expected.results.map((u) => u.title));
  await expect(filters(page).getByLabel('Location', { exact: true })).toHaveValue('el-gouna');
  await expect(filters(page).getByLabel('Sort by', { exact: true })).toHaveValue('price-desc');
  await filters(page).getByLabel('Type', { exact: true }).selectOption('1-bedroom');
  await expect(page).toHaveURL(/type=1-bedroom/);
  await page.reload();
  await expect(filters(page).getByLabel('Type', { exact: true })).toHaveValue('1-bedroom');
  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(filters(page).getByLabel('Type', { exact: true })).toHaveValue('');
});

test('pagination shows 12 a page, reaches the last page, and a filter on page 3 returns to page 1', async ({
  page,
}) => {
  const first = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=12');
  const lastPage = Math.ceil(first.count / 12);
  await page.goto('/private-units-resale');
  await expect(cards(page)).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await pages.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(pages.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
  await filters(page).getByLabel('Location', { exact: true }).selectOption('hurghada');
  await expect(page).not.toHaveURL(/page=/);
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goto(`/private-units-resale?page=${lastPage}`);
  await expect(cards(page)).toHaveCount(first.count - (lastPage - 1) * 12);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an empty result offers Clear Filters, which restores the list', async ({ page }) => {
  await page.goto('/private-units-resale?search=no-such-place-anywhere');
  await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).not.toHaveURL(/search=/);
});

test('when the API answers 500 the error state shows, and Try Again recovers', async ({ page, allowedErrors }) => {
  allowedErrors.push(/status of 500/);
  await page.goto('/private-units-resale');
  await page.route('**/api/home-products/**', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Failed to load units\. Please try again later\./);
  await page.unroute('**/api/home-products/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page)).toHaveCount(12);
});

test('when the API is stopped the error state shows, and Try Again recovers once it is back', async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(120_000);
  allowedErrors.push(/status of 5\d\d/, /Failed to load resource/);
  const site = await startSite(4121, 4122);
  try {
    await page.goto(`${site.url}/private-units-resale`);
    await expect(cards(page)).toHaveCount(12);
    await site.stopApi();
    // A search no page has asked for before (random letter case, same matches), so no cached answer
    // can stand in for the stopped API, in the browser or on the server.
    const search = [...'gouna'].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('') + ' ';
    await filters(page).getByLabel('Search', { exact: true }).fill(search);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(/Failed to load units\. Please try again later\./);
    await expect(page).toHaveURL(/search=/);
    await page.reload();
    await expect(alert).toHaveText(/Failed to load units\. Please try again later\./);
    await site.restartApi();
    await page.getByRole('button', { name: 'Try Again' }).click();
    const expected = await apiGet<ApiPage>(`/api/home-products/?search=gouna&page=1&page_size=12`);
    await expect(cards(page)).toHaveCount(expected.results.length);
  } finally {
    await page.goto('about:blank');
    await site.close();
  }
});

test('a property page shows every field, opens its gallery, and offers a prefilled inquiry', async ({
  page,
  allowedErrors,
}) => {
  allowedErrors.push(NOT_FOUND_STATUS);
  const unit = (await apiGet<ApiPage>('/api/home-products/?page=1&page_size=1&private=false')).results[0]!;
  const detail = await apiGet<{ title: string; description: string; price_text: string; images: string[] }>(
    `/api/home-products/${unit.id}/`,
  );
  await page.goto(`/property/${unit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  await expect(page.getByText(detail.description)).toBeVisible();
  await expect(page.getByText(`Listed as ${detail.price_text}`)).toBeVisible();
  for (const label of ['Type', 'Bedrooms', 'Bathrooms', 'Size', 'Area', 'Status', 'Compound']) {
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first(),
    ).toBeVisible();
  }

  const thumbs = page.getByRole('button', { name: /^Enlarge photo/ });
  await expect(thumbs).toHaveCount(
    1 + detail.images.filter((i) => i !== (unit as unknown as { main_image: string }).main_image).length,
  );
  await thumbs.nth(1).click();
  const viewer = page.getByRole('dialog', { name: /Photo 2 of/ });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Photo 3 of/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbs.nth(1)).toBeFocused();

  const inquiry = page.getByRole('region', { name: 'Ask about this unit' });
  await expect(inquiry.getByLabel('Message')).toHaveValue(new RegExp(`ref\\. ${unit.id}`));
  await expect(inquiry.getByLabel('Message')).toHaveAttribute('rows', '4');

  await page.goto('/private/99999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
});

test("a unit's size and its area (the region) have labels of their own in every language, on its page and in the comparison", async ({
  page,
}) => {
  const { id } = (await apiGet<ApiPage>('/api/home-products/?private=false&page_size=1')).results[0]!;
  const unit = await apiGet<{ area: number; region: string }>(`/api/home-products/${id}/`);
  for (const lang of LANGS) {
    await page.goto(pathInLang(`/property/${id}`, lang));
    const facts = page.getByRole('region', { name: message(lang, 'property.facts') });
    const terms = await facts.getByRole('term').allTextContents();
    expect(new Set(terms).size, `${lang}: ${terms.join(', ')}`).toBe(terms.length);
    const row = (label: string) =>
      facts.locator('div', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
    const size = formatted(lang, 'unit.area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) });
    await expect(row(message(lang, 'property.area')).getByRole('definition')).toHaveText(size);
    await expect(row(message(lang, 'property.region')).getByRole('definition')).toHaveText(
      message(lang, `region.${unit.region}`),
    );
    // The comparison names the same fact the same way.
    await page.goto(pathInLang(`/compare?ids=${id}`, lang));
    await expect(page.getByRole('rowheader', { name: message(lang, 'property.area'), exact: true })).toBeVisible();
  }
  expect(message('en', 'property.area')).toBe('Size');
  expect(message('en', 'property.region')).toBe('Area');
});

test('without JavaScript, Apply filters sends the filters and the server shows the filtered list', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  const expected = await apiGet<ApiPage>('/api/home-products/?location=sahl-hasheesh&page=1&page_size=12');
  try {
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(pathInLang('/properties?page=2', lang));
      const form = page.getByRole('search', { name: message(lang, 'listing.filtersLabel') });
      await form.getByLabel(message(lang, 'listing.location'), { exact: true }).selectOption('sahl-hasheesh');
      await form.getByRole('button', { name: message(lang, 'listing.apply') }).click();
      await expect(page).toHaveURL(new RegExp(`${pathInLang('/properties', lang)}\\?.*location=sahl-hasheesh`));
      await expect(page).not.toHaveURL(/page=/);
      await expect(cards(page)).toHaveCount(expected.results.length);
      await expect(
        page.getByText(formatted(lang, 'listing.showing', { shown: expected.results.length, total: expected.count })),
      ).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
