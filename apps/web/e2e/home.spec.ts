import { expect, test } from './fixtures';

test('the home page shows the newest available units from the API, with pictures', async ({ page, request }) => {
  const api = await request.get('/api/home-products/?page=1&page_size=6&status=available&sort=newest');
  expect(api.ok()).toBe(true);
  const { results } = (await api.json()) as { results: { title: string; price: number }[] };
  expect(results).toHaveLength(6);

  await page.goto('/');
  await expect(page).toHaveTitle(/Red Sea Resale/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home by the Red Sea, already built');
  const latest = page.getByRole('region', { name: 'Latest units' });
  const cards = latest.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const [i, unit] of results.entries()) {
    await expect(cards.nth(i).getByRole('heading')).toHaveText(unit.title);
    await expect(cards.nth(i).getByTestId('unit-price')).toHaveText(`$${unit.price.toLocaleString('en-US')}`);
    await expect(cards.nth(i).getByText('Available', { exact: true })).toBeVisible();
  }

  // Pictures go through the image route with the default quality of 75, and really are images.
  const img = cards.first().getByRole('img');
  await img.scrollIntoViewIfNeeded();
  const src = await img.getAttribute('src');
  expect(src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Funits%2F.+&w=\d+&q=75$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg|png)$/);
});

test('the featured compounds link to their pages', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured compounds' });
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(featured.getByRole('link', { name: /Hurghada Avenue/ })).toHaveAttribute(
    'href',
    '/compounds/hurghada-avenue',
  );
});

test('the navbar and footer carry the site links and the office', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Red Sea Resale, home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Compounds resale' })).toHaveAttribute('href', '/resale');
  await expect(nav.getByRole('link', { name: 'Private units resale' })).toHaveAttribute(
    'href',
    '/private-units-resale',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Hurghada, Red Sea, Egypt/)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Red Sea Resale`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
});

for (const path of ['/', '/about', '/story', '/resale']) {
  test(`every picture on ${path} is an image the site serves`, async ({ page, request }) => {
    await page.goto(path);
    const sources = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of new Set(sources)) {
      const answer = await request.get(src, { maxRedirects: 0 });
      expect(answer.status(), src).toBe(200);
      expect(answer.headers()['content-type'], src).toMatch(/^image\//);
    }
  });
}
