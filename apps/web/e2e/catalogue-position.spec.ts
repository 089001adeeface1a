import { PLACES, distanceKm, insideCoast } from '@app/shared';
import { photo, publishedCompound, signInAs } from './catalogue';
import { expect, test } from './fixtures';
import { hydrated, message } from './helpers';
import { marker } from './inquiries';

// Issue 33: the office places a compound on a small map (the number fields follow the click, and refuse a
// position off the coast); the compound's page then gives its Location there, and a click turns the
// server's picture into the interactive map in place, drawn from the site alone (decision 0055). A private
// unit's own position is placed on the same picker, and its marker dragged.

const COAST_MESSAGE = 'This point is not on the Red Sea coast we sell on. Please check the coordinates.';

test('an editor places a compound by clicking the map and its page shows the Location there; the page’s map opens in place from the site alone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const offSite: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => (offSite.push(route.request().url()), route.abort()),
  );
  await signInAs(page, request, 'editor', 'Selma Editor');
  const name = `Dune View ${marker('dv')}`;
  const compound = await publishedCompound(page, name);
  await page.goto(`/admin/catalogue/compounds/${compound.id}`);
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');

  // Typed off the coast (Munich's latitude): the field says so when left.
  await latitude.fill('48.14');
  await latitude.blur();
  await expect(page.getByText(COAST_MESSAGE)).toBeVisible();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');

  // The picker's map loads as it comes near the screen; a click places the compound and fills both fields.
  const picker = page.getByRole('group', { name: 'Map to place it on: click to place, drag the marker to move it' });
  await picker.scrollIntoViewIfNeeded();
  const map = picker.locator('[data-map-state="idle"]');
  await expect(map).toBeVisible({ timeout: 20_000 });
  await map.click({ position: { x: 200, y: 100 } });
  await expect(page.getByTestId('position-marker')).toBeVisible();
  await expect(latitude).not.toHaveValue('48.14');
  const at = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  expect(insideCoast(at.lat, at.lng), `${at.lat}, ${at.lng} on the coast`).toBe(true);
  await expect(page.getByText(COAST_MESSAGE)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The public page gives the Location at the new position: the straight-line km to the airport.
  await page.goto(`/compounds/${compound.slug}`);
  const section = page.getByRole('region', { name: message('en', 'location.title'), exact: true });
  const airport = PLACES.find((place) => place.kind === 'airport')!;
  const km = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  await expect(section.getByTestId('distance-airport')).toContainText(km.format(distanceKm(at, airport)));

  // "Move and zoom this map": the interactive map over the picture, in its box; nothing on the page moves.
  const open = section.getByRole('button', { name: message('en', 'location.explore') });
  await hydrated(open);
  await open.scrollIntoViewIfNeeded();
  const picture = section.getByRole('img', { name: message('en', 'location.mapTitle', { name }) });
  const size = async () => ({
    section: (await section.boundingBox())?.height,
    picture: await picture.boundingBox(),
  });
  const before = await size();
  await open.click();
  const live = section.getByRole('region', { name: message('en', 'location.mapRegion', { name }) });
  await expect(live.locator('[data-map-state="idle"]')).toBeVisible({ timeout: 20_000 });
  await expect(live.locator('.location-map-pin')).toHaveText(name);
  // The map lies on the picture's own box, and the section keeps its height.
  expect(await size()).toEqual(before);
  const [shown, drawn] = [await live.boundingBox(), before.picture!];
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(shown![key]).toBeCloseTo(drawn[key], 0);
  expect(offSite, 'requests that left the site').toEqual([]);
});

test('an editor places a private unit by typing its position, then drags the marker: the fields follow the drop and the unit keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, request, 'editor', 'Yara Editor');
  const upload = await page.request.post('/api/admin/media/', {
    multipart: { file: { name: 'unit.jpg', mimeType: 'image/jpeg', buffer: await photo(200) } },
  });
  expect(upload.status(), 'upload').toBe(201);
  const { url } = (await upload.json()) as { url: string };
  // A draft: the public lists and the map's counts that other journeys read stay as they were.
  const created = await page.request.post('/api/admin/units/', {
    data: {
      title: { en: `Marina flat ${marker('drag')}` },
      compoundId: null,
      region: 'el-gouna',
      location: { en: 'El Gouna, Red Sea' },
      unitType: '1 Bedroom Apartment',
      kind: 'apartment',
      bedrooms: 1,
      bathrooms: 1,
      area: 70,
      price: 90_000,
      description: { en: 'One bedroom by the marina.' },
      photos: [{ url, alt: {} }],
      mainImage: url,
      publication: 'draft',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/catalogue/units/${id}`);
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');
  // Typed numbers place the marker (El Gouna's marina).
  await latitude.fill('27.3953');
  await longitude.fill('33.6785');
  await longitude.blur();
  const picker = page.getByRole('group', { name: 'Map to place it on: click to place, drag the marker to move it' });
  await picker.scrollIntoViewIfNeeded();
  await expect(picker.locator('[data-map-state="idle"]')).toBeVisible({ timeout: 20_000 });
  const pin = page.getByTestId('position-marker');
  await expect(pin).toBeVisible();

  // A drag by the mouse: the fields take the point it was dropped on, still on the coast.
  const from = (await pin.boundingBox())!;
  const grab = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(grab.x + step * 10, grab.y + step * 5);
  await page.mouse.up();
  await expect(latitude).not.toHaveValue('27.3953');
  await expect(longitude).not.toHaveValue('33.6785');
  const at = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  expect(insideCoast(at.lat, at.lng), `${at.lat}, ${at.lng} on the coast`).toBe(true);
  // Dragged right and down on the screen: east and south of where it stood.
  expect(at.lng).toBeGreaterThan(33.6785);
  expect(at.lat).toBeLessThan(27.3953);
  const to = (await pin.boundingBox())!;
  expect(to.x - from.x).toBeCloseTo(80, -1);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const saved = await page.request.get(`/api/admin/units/${id}/`);
  expect(saved.status()).toBe(200);
  const unit = (await saved.json()) as { latitude: number | null; longitude: number | null };
  expect(unit.latitude).toBeCloseTo(at.lat, 5);
  expect(unit.longitude).toBeCloseTo(at.lng, 5);
});
