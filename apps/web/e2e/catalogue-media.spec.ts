import { photo, photoOrder, pickUpByKeyboard, signInAs } from './catalogue';
import { expect, test } from './fixtures';
import { marker } from './inquiries';

// The photo and video editor of the compound form, as an editor uses it: several files at once (one of
// them refused), reordering by keyboard, alt texts, the main picture, a delete, a tour video and its poster.

test('an editor uploads five photos at once, reorders them by keyboard, gives alt texts, chooses the main one and deletes one', async ({
  page,
  request,
  allowedErrors,
}) => {
  test.setTimeout(90_000);
  // The browser logs the API's refusal of the text file (415) as a failed resource.
  allowedErrors.push(/status of 415/);
  await signInAs(page, request, 'editor', 'Mona Editor');
  const developer = await page.request.post('/api/admin/developers/', { data: { name: `${marker('Dev')} Media` } });
  expect(developer.status()).toBe(201);
  const developerId = ((await developer.json()) as { id: number }).id;

  await page.goto('/admin/catalogue/compounds/new');
  await expect(page.getByRole('heading', { name: 'New compound', level: 1 })).toBeVisible();
  await expect(page.getByText('No photos yet.')).toBeVisible();

  // Five photos and a text file named like a photo, chosen together: the text file is refused on its own.
  const files = await Promise.all(
    [20, 70, 120, 170, 220].map(async (hue, i) => ({
      name: `bay-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(hue),
    })),
  );
  const notes = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo at all.\n'.repeat(50)) };
  await page.getByLabel('Choose photos').setInputFiles([...files.slice(0, 3), notes, ...files.slice(3)]);
  await expect(page.getByRole('list', { name: 'Gallery: 5 photos' })).toBeVisible({ timeout: 30_000 });
  const gallery = page.getByRole('list', { name: /^Gallery: / });
  await expect(gallery.getByRole('img')).toHaveCount(5);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg is not a file this site takes' })).toBeVisible();
  const uploaded = await photoOrder(page);
  expect(uploaded).toHaveLength(5);
  expect(new Set(uploaded).size).toBe(5);
  // No main picture yet: the first photo became it.
  await expect(gallery.getByRole('listitem').nth(0).getByRole('button', { name: 'Main picture' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg' })).toHaveCount(0);

  // Photo 2 moves one place on by keyboard; dnd-kit says so in words.
  await pickUpByKeyboard(page, page.getByRole('button', { name: 'Move photo 2' }));
  await expect(page.getByRole('status').filter({ hasText: 'Picked up photo 2.' })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  // Dropped once it is over its new place (the sensor moves it on the next frame).
  await expect(page.getByRole('status').filter({ hasText: 'Photo 2 was moved to position 3 of 5.' })).toBeAttached();
  await page.keyboard.press('Space');
  const reordered = [uploaded[0]!, uploaded[2]!, uploaded[1]!, uploaded[3]!, uploaded[4]!];
  await expect.poll(() => photoOrder(page)).toEqual(reordered);
  await expect(page.getByRole('status').filter({ hasText: 'dropped at position 3 of 5' })).toBeAttached();

  // Alt texts of the first photo in three languages.
  const first = gallery.getByRole('listitem').nth(0);
  await first.getByLabel('English').fill('The bay at noon');
  await first.getByLabel('Arabic').fill('الخليج عند الظهر');
  await first.getByLabel('German').fill('Die Bucht am Mittag');
  await expect(first.getByRole('img')).toHaveAttribute('alt', 'The bay at noon');

  // Photo 3 becomes the main picture, then is deleted: the main picture moves to the photo after it.
  const third = gallery.getByRole('listitem').nth(2);
  await third.getByRole('button', { name: 'Main picture' }).click();
  await expect(third.getByRole('button', { name: 'Main picture' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('button', { name: 'Main picture' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Delete photo 3' }).click();
  await expect(page.getByRole('list', { name: 'Gallery: 4 photos' })).toBeVisible();
  const remaining = [reordered[0]!, reordered[1]!, reordered[3]!, reordered[4]!];
  await expect.poll(() => photoOrder(page)).toEqual(remaining);
  await expect(gallery.getByRole('listitem').nth(2).getByRole('button', { name: 'Main picture' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The focus stays in the gallery, on the handle of the photo now in that place.
  await expect(page.getByRole('button', { name: 'Move photo 3' })).toBeFocused();

  // A tour video with photo 2 as its poster.
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42\0\0\0\0isommp42'),
    Buffer.alloc(200_000, 5),
  ]);
  await page.getByLabel('Choose a video').setInputFiles({ name: 'tour.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(page.getByRole('button', { name: 'Remove the video' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Photo 2' }).check();

  // The rest of the form, then the save: what the API stored is what the editor shows.
  const name = `Media Bay ${marker('mb')}`;
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Location (English)').fill('Hurghada, Red Sea');
  await page.getByLabel('Description (English)').fill('Apartments by the bay.');
  await page.getByLabel('Vision (English)').fill('Life by the bay.');
  await page.getByLabel('Developer').selectOption(String(developerId));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/compounds\/\d+$/, { timeout: 20_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = (await (await page.request.get(`/api/admin/compounds/${id}/`)).json()) as {
    mainImage: string;
    photos: { url: string; alt: { en?: string; ar?: string; de?: string } }[];
    mainVideo: string | null;
    videoPoster: string | null;
  };
  expect(stored.photos.map((p) => p.url)).toEqual(remaining);
  expect(stored.photos[0]!.alt).toEqual({ en: 'The bay at noon', ar: 'الخليج عند الظهر', de: 'Die Bucht am Mittag' });
  expect(stored.mainImage).toBe(remaining[2]);
  expect(stored.mainVideo).toMatch(/^\/media\/uploads\/video\/[0-9a-f-]+\.mp4$/);
  expect(stored.videoPoster).toBe(remaining[1]);

  // Opened again, the editor shows the saved order and the main picture.
  await page.reload();
  await expect.poll(() => photoOrder(page)).toEqual(remaining);
  await expect(
    page
      .getByRole('list', { name: 'Gallery: 4 photos' })
      .getByRole('listitem')
      .nth(2)
      .getByRole('button', { name: 'Main picture' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
