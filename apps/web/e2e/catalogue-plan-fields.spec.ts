import { expect, test } from './fixtures';
import { formatted, money } from './helpers';
import { photo, signInAs } from './catalogue';
import { marker } from './inquiries';

// The back office edits a unit's payment plan and handover (issue 18, point 4): each field's mistake is
// shown by the field, and what is saved is what the public unit page shows.

test('an editor sets a unit’s payment plan in the back office; the unit page shows it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'editor', 'Hana Editor');
  const upload = await page.request.post('/api/admin/media/', {
    multipart: { file: { name: 'unit.jpg', mimeType: 'image/jpeg', buffer: await photo(150) } },
  });
  expect(upload.status(), 'upload').toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const title = `Lagoon flat ${marker('plan')}`;
  const created = await page.request.post('/api/admin/units/', {
    data: {
      title: { en: title },
      compoundId: null,
      region: 'hurghada',
      location: { en: 'Hurghada, Red Sea' },
      unitType: '2 Bedroom Apartment',
      kind: 'apartment',
      bedrooms: 2,
      bathrooms: 1,
      area: 100,
      price: 100_000,
      description: { en: 'Two bedrooms by the lagoon.' },
      photos: [{ url, alt: {} }],
      mainImage: url,
      publication: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/catalogue/units/${id}`);
  const form = page.locator('form');
  // More down payment than the price, and a count without its frequency: each field says what is wrong.
  await form.getByLabel('Down payment (USD)').fill('150000');
  await form.getByLabel('Number of instalments').fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Down payment (USD)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Together with the amount already paid, this is more than the price.')).toBeVisible();
  await expect(form.getByLabel('Instalments every')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Down payment (USD)').fill('20000');
  await form.getByLabel('Instalments every').selectOption('quarterly');
  await form.getByLabel('Already paid to the developer (USD)').fill('10000');
  await form.getByLabel('Still owed to the developer (USD)').fill('90000');
  await form.getByLabel('Finishing').selectOption('semi-finished');
  await form.getByLabel('Delivery date').fill('2028-06-30');
  await form.getByLabel('Maintenance deposit (USD)').fill('7000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The visitor's page: 20,000 down, then 8 quarterly instalments of the 70,000 left to pay.
  await page.goto(`/property/${id}`);
  const plan = page.getByRole('region', { name: formatted('en', 'planDetails.title') });
  await expect(plan).toContainText(money(20_000, 'USD'));
  await expect(plan).toContainText(
    formatted('en', 'plan.instalmentsSummary', {
      count: 8,
      frequency: 'quarterly',
      amount: `\u2066${money(8_750, 'USD')}\u2069`,
    }),
  );
  await expect(plan).toContainText(formatted('en', 'planDetails.finishing.semi-finished'));
  await expect(plan).toContainText('June 2028');
  await expect(plan).toContainText(money(7_000, 'USD'));
  await expect(plan).toContainText(money(90_000, 'USD'));
});
