import { PLACES, distanceKm, insideCoast } from '@app/shared';
import { publishedCompound, signInAs } from './catalogue';
import { expect, test } from './fixtures';
import { hydrated, message } from './helpers';
import { marker } from './inquiries';

// Issue 33: the office places a compound on a small map (the number fields follow the click, and refuse a
// position off the coast); the compound's page then gives its Location there, and a click turns the
// server's picture into the interactive map in place, drawn from the site alone (decision 0055).

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
