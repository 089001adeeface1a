import { API_URL, NOT_FOUND_STATUS, expect, test } from './fixtures';

type Page = { count: number; results: { id: number; title: string; price: number; region: string }[] };
const api = async (path: string): Promise<Page> => (await fetch(`${API_URL}${path}`)).json() as Promise<Page>;

test('/compounds without an id lands on the default compound and Back does not return to it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/compounds');
  await expect(page).toHaveURL(/\/compounds\/hurghada-avenue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hurghada Avenue' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('/compounds?id= shows the project view, and an unknown id says the project was not found', async ({
  page,
  allowedErrors,
}) => {
  allowedErrors.push(NOT_FOUND_STATUS);
  await page.goto('/compounds?id=hurghada-avenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Hurghada Avenue' })).toBeVisible();
  for (const heading of ['About the compound', 'Specifications', 'Vision', 'Gallery']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Developer', { exact: true })).toBeVisible();
  await page.goto('/compounds?id=atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found.');
  await page.goto('/compounds/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found.');
});

test('any other path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home by the Red Sea, already built');
});

test('/resale splits into Premium Compounds and Private Projects', async ({ page }) => {
  await page.goto('/resale');
  await expect(page.getByRole('link', { name: /Premium Compounds/ })).toHaveAttribute('href', '/compounds');
  const privateLink = page.getByRole('link', { name: /Private Projects/ });
  await expect(privateLink).toHaveAttribute('href', /^\/private\/\d+$/);
  await privateLink.click();
  await expect(page.getByRole('term').filter({ hasText: /^Compound$/ })).toBeVisible();
  await expect(page.getByText('Private unit', { exact: true })).toBeVisible();
});

test('a compound lists its units by type and says when a type has none', async ({ page }) => {
  await page.goto('/compounds/hurghada-avenue');
  const units = page.getByRole('region', { name: 'Units for sale' });
  const filter = page.getByRole('navigation', { name: 'Unit type' });
  const all = await api('/api/home-products/?project=hurghada-avenue&page_size=100');
  await expect(units.getByRole('article')).toHaveCount(all.count);
  for (const [label, type] of [
    ['Studio', 'studio'],
    ['1 Bedroom', '1-bedroom'],
    ['2 Bedroom', '2-bedroom'],
    ['3 Bedroom', '3-bedroom'],
  ] as const) {
    const expected = await api(`/api/home-products/?project=hurghada-avenue&type=${type}&page_size=100`);
    await filter.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`type=${type}`));
    if (expected.count === 0) await expect(units.getByText('No units match your filter criteria.')).toBeVisible();
    else await expect(units.getByRole('article')).toHaveCount(expected.count);
  }
});
