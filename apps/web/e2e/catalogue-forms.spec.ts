import sharp from 'sharp';
import { slugify } from '@app/shared';
import { photo, photoOrder, pickUpByKeyboard, publishedCompound, signInAs } from './catalogue';
import { expect, test } from './fixtures';
import { seriousViolations } from './helpers';
import { marker } from './inquiries';

// The back office's catalogue forms, each journey as the role that does it: an editor creates a compound
// in three languages with its photos and a visitor sees it; an editor adds a unit and marks it sold; two
// tabs save the same record; an agent cannot open the forms.

test('an editor creates a compound in three languages with five photos, and a visitor sees it in Arabic and German', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'editor', 'Layla Editor');
  const developer = await page.request.post('/api/admin/developers/', { data: { name: `${marker('Dev')} Group` } });
  expect(developer.status()).toBe(201);
  const developerId = ((await developer.json()) as { id: number }).id;
  const name = `Coral Bay ${marker('cb')}`;

  await page.goto('/admin/catalogue/compounds/new');
  await expect(page.getByRole('heading', { name: 'New compound', level: 1 })).toBeVisible();
  await page.getByLabel('Name (English)').fill(name);
  // The slug follows the English name as it is typed.
  await expect(page.getByLabel('Address (slug)')).toHaveValue(slugify(name));
  await expect(page.getByTestId('missing-translations')).toHaveText('Missing translations: Arabic, German');

  await page.getByLabel('Name (Arabic)').fill(`خليج المرجان ${name.slice(-6)}`);
  await expect(page.getByTestId('missing-translations')).toHaveText('Missing translations: German');
  await page.getByLabel('Name (German)').fill(`Korallenbucht ${name.slice(-6)}`);
  for (const [label, en, ar, de] of [
    ['Location', 'Hurghada, Red Sea', 'الغردقة، البحر الأحمر', 'Hurghada, Rotes Meer'],
    ['Description', 'Apartments by a quiet bay.', 'شقق على خليج هادئ.', 'Wohnungen an einer ruhigen Bucht.'],
    ['Vision', 'A calm life by the sea.', 'حياة هادئة على البحر.', 'Ein ruhiges Leben am Meer.'],
  ]) {
    await page.getByLabel(`${label} (English)`).fill(en!);
    await page.getByLabel(`${label} (Arabic)`).fill(ar!);
    await page.getByLabel(`${label} (German)`).fill(de!);
  }
  await expect(page.getByTestId('missing-translations')).toHaveCount(0);
  await page.getByLabel('Developer').selectOption(String(developerId));

  // Coordinates off the coast the site sells on (here: Munich's latitude) are refused by the field.
  await page.getByLabel('Latitude').fill('48.14');
  await page.getByLabel('Longitude').fill('33.81');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('This point is not on the Red Sea coast we sell on. Please check the coordinates.'),
  ).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Latitude').fill('27.2579');

  // Five photos at once, made here.
  const files = await Promise.all(
    [10, 60, 110, 160, 210].map(async (hue, i) => ({
      name: `photo-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(hue),
    })),
  );
  await page.getByLabel('Choose photos').setInputFiles(files);
  await expect(page.getByRole('list', { name: 'Gallery: 5 photos' })).toBeVisible({ timeout: 30_000 });
  const uploaded = await photoOrder(page);
  expect(uploaded).toHaveLength(5);

  // The first photo moves one place on by keyboard: one arrow key is one place, in the full grid too.
  // Each key waits for the photo to be held or for the editor's announcement of the move (dnd-kit's
  // live region): the drop would otherwise come before the move.
  const gallery = page.getByRole('list', { name: 'Gallery: 5 photos' });
  await expect(gallery.getByRole('img')).toHaveCount(5);
  await pickUpByKeyboard(page, page.getByRole('button', { name: 'Move photo 1' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Photo 1 was moved to position 2 of 5.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Photo 1 was dropped at position 2 of 5.' })).toBeAttached();
  const reordered = [uploaded[1]!, uploaded[0]!, ...uploaded.slice(2)];
  await expect.poll(() => photoOrder(page)).toEqual(reordered);

  await page.getByLabel('Publication').selectOption('published');
  expect(await seriousViolations(page), 'the compound form').toEqual([]);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/compounds\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview as visitors will see it' })).toHaveAttribute(
    'href',
    `/admin/catalogue/compounds/${id}/preview`,
  );
  // The history says who created it.
  await expect(page.getByTestId('history')).toContainText('Created by Layla Editor');

  const stored = await page.request.get(`/api/admin/compounds/${id}/`);
  const compound = (await stored.json()) as { slug: string; publication: string; photos: { url: string }[] };
  expect(compound.publication).toBe('published');
  expect(compound.photos.map((p) => p.url)).toEqual(reordered);

  // An anonymous visitor, in Arabic then German, with the photos through the image route.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors: string[] = [];
  visitor.on('pageerror', (err) => visitorErrors.push(err.message));
  try {
    await visitor.goto(`/compounds/${compound.slug}?lang=ar`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('خليج المرجان');
    const image = visitor.locator(`img[src*="/_next/image"][src*="${encodeURIComponent(reordered[0]!)}"]`).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visitor.goto(`/compounds/${compound.slug}?lang=de`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Korallenbucht');
    await expect(visitor.getByText('Wohnungen an einer ruhigen Bucht.').first()).toBeVisible();
    const resized = await visitor.request.get(`/_next/image?url=${encodeURIComponent(reordered[2]!)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(resized.status()).toBe(200);
    expect((await sharp(await resized.body()).metadata()).width).toBe(640);
  } finally {
    await visitorContext.close();
  }
  expect(visitorErrors, 'errors on the public page').toEqual([]);
});

test('an editor adds a unit to a compound, cuts its price (New, Reduced 15 %, its price history) and marks it sold; the public card shows Sold', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'editor', 'Karim Editor');
  const compound = await publishedCompound(page, `Palm Court ${marker('pc')}`);
  const title = `Sea view flat ${marker('u')}`;

  await page.goto(`/admin/catalogue/compounds/${compound.id}`);
  await page.getByRole('link', { name: 'Add a unit to this compound' }).click();
  await expect(page.getByRole('heading', { name: 'New unit', level: 1 })).toBeVisible();
  // The compound is chosen and its location filled in.
  await expect(page.getByLabel('Compound')).toHaveValue(String(compound.id));
  await expect(page.getByLabel('Location (English)')).toHaveValue(compound.location.en);

  await page.getByLabel('Title (English)').fill(title);
  await expect(page.getByTestId('missing-translations')).toHaveText('Missing translations: Arabic, German');
  await page.getByLabel('Title (Arabic)').fill('شقة بإطلالة على البحر');
  await page.getByLabel('Title (German)').fill('Wohnung mit Meerblick');
  await page.getByLabel('Unit type').fill('2 Bedroom Apartment');
  await page.getByLabel('Kind').selectOption('apartment');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('1');
  await page.getByLabel('Size (m²)').fill('95');
  await page.getByLabel('Price (USD)').fill('abc');
  await page.getByLabel('Description (English)').fill('Two bedrooms over the bay.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Price (USD)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Price (USD)').fill('120000');
  await page
    .getByLabel('Choose photos')
    .setInputFiles({ name: 'unit.jpg', mimeType: 'image/jpeg', buffer: await photo(90) });
  await expect(page.getByRole('list', { name: 'Photos: 1 photo' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Publication').selectOption('published');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/units\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('unit-reference')).toHaveText(/^RS-\d+$/);

  // A price cut (decision 0056): the unit's page shows New and Reduced 15 %, and both prices in its history.
  await page.getByLabel('Price (USD)').fill('102000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('history')).toContainText('120000 → 102000');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    // Its page's first render, after the save: no cached copy to wait out.
    await visitor.goto(`/property/${id}`);
    await expect(visitor.getByTestId('unit-decision').getByTestId('badge-reduced')).toHaveText('Reduced 15%');
    await expect(visitor.getByTestId('unit-decision').getByTestId('badge-new')).toHaveText('New');
    const history = visitor.getByRole('table', { name: 'The asking price since the unit was listed, oldest first' });
    await expect(history.getByRole('row')).toHaveText([/Date\s*Price/, /\$120,000$/, /\$102,000$/]);
  } catch (error) {
    await visitorContext.close();
    throw error;
  }

  await page.getByLabel('Status').selectOption('sold');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByTestId('history')).toContainText('Changed by Karim Editor');
  await expect(page.getByTestId('history')).toContainText('available → sold');

  // A visitor's card of the unit: the red Sold badge within two seconds of the save.
  const card = visitor.getByRole('article').filter({ has: visitor.locator(`a[href="/property/${id}"]`) });
  const publicPage = `/properties?search=${encodeURIComponent(title)}`;
  try {
    await expect(async () => {
      await visitor.goto(publicPage);
      const badge = card.getByText('Sold', { exact: true });
      await expect(badge).toBeVisible({ timeout: 500 });
      await expect(badge).toHaveClass(/bg-red-700/, { timeout: 100 });
    }).toPass({ timeout: 2000, intervals: [100, 200, 250] });
  } finally {
    await visitorContext.close();
  }
});

test('a save over a colleague’s names them and keeps what was typed', async ({ page, request, allowedErrors }) => {
  // The browser logs the refused save's status.
  allowedErrors.push(/status of 409/);
  await signInAs(page, request, 'editor', 'Mona Editor');
  const created = await page.request.post('/api/admin/developers/', { data: { name: `${marker('Dev')} Homes` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Two tabs on the same developer.
  const other = await page.context().newPage();
  await page.goto(`/admin/catalogue/developers/${id}`);
  await other.goto(`/admin/catalogue/developers/${id}`);

  await other.getByLabel('Name', { exact: true }).fill('Their Name Homes');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Saved.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('My Name Homes');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed this record' });
  await expect(alert).toContainText(/Mona Editor changed this record on .+, after you opened it/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('My Name Homes');
  expect(await seriousViolations(page), 'the developer form with a conflict').toEqual([]);

  // Their version, on request, replaces the input.
  await alert.getByRole('button', { name: 'Reload their version (discards your changes)' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Their Name Homes');
  await expect(page.getByTestId('history')).toContainText('Their Name Homes');
  // And a save from there goes through.
  await page.getByLabel('Name', { exact: true }).fill('My Name Homes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await other.close();
});

test('an agent cannot open the catalogue forms, and the API refuses their writes', async ({
  page,
  request,
  allowedErrors,
}) => {
  // The browser logs the forms' 403 status.
  allowedErrors.push(/status of 403/);
  await signInAs(page, request, 'agent', 'Omar Agent');
  for (const path of [
    '/admin/catalogue/compounds/new',
    '/admin/catalogue/units/new',
    '/admin/catalogue/developers/new',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not for your role', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  }
  const units = await page.request.get('/api/admin/units/?pageSize=1');
  expect(units.status(), 'agents read the catalogue').toBe(200);
  const [unit] = ((await units.json()) as { results: { id: number }[] }).results;
  const response = await page.goto(`/admin/catalogue/units/${unit!.id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The way back is to the list the agent reads.
  await page.getByRole('link', { name: '← All units' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/units$/);

  const write = await page.request.post('/api/admin/developers/', { data: { name: 'Agent Homes' } });
  expect(write.status()).toBe(403);
  const patch = await page.request.patch(`/api/admin/units/${unit!.id}/`, { data: { version: 1, status: 'sold' } });
  expect(patch.status()).toBe(403);
});
