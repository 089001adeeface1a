import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { MapAnswer } from '@app/shared';
import { MAP_COLOURS, MAP_FILES, basemapStyle } from '../src/lib/map/basemap';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, money, reachForMap, seriousViolations } from './helpers';
import { landEverywherePmtiles, rangeAnswer } from './pmtiles-fixture';

// The map view (issue 33): MapLibre draws with WebGL (SwiftShader in headless Chromium) from the site
// alone, its pins are named buttons, and the list follows the map as it moves and as an area is drawn.

/** El Gouna and its lagoons: the map opens on it, so the list shows its units only. */
const EL_GOUNA = '33.6,27.33,33.76,27.45';

/** Every request that would leave the site fails the test (and is not sent). */
async function siteOnly(context: BrowserContext): Promise<string[]> {
  const offSite: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  return offSite;
}

/**
 * The map has drawn its style and is still (map-view's test hook, set on MapLibre's `idle`), shown in the
 * place of the server's first picture: what is on the screen there is the map's canvas, not the picture.
 */
async function mapIdle(page: Page): Promise<Locator> {
  const map = page.locator('.map-canvas[data-map-state="idle"]');
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-map-picture]')).toHaveCount(0);
  return map;
}

/** The map view opened by its address shows the server's picture: the visitor reaches for the map, it loads. */
async function openMap(page: Page): Promise<Locator> {
  await expect(page.locator('[data-map-picture]')).toBeVisible();
  await reachForMap(page);
  return mapIdle(page);
}

/** The scripts with MapLibre's code and the map's files (/map/…) the page loads, as they load. */
function watchMapCode(page: Page): string[] {
  const mapCode: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/map/')) mapCode.push(url);
    else if (response.request().resourceType() === 'script' && (await response.text()).includes('maplibregl-'))
      mapCode.push(url);
  });
  return mapCode;
}

/** The names the map gives its pins (a compound's: name, count, lowest price), from the API's answer, in USD. */
async function pinNames(): Promise<string[]> {
  const answer = await apiGet<MapAnswer>('/api/map/?lang=en');
  return answer.features.map(({ properties: p }) =>
    p.kind === 'compound'
      ? formatted('en', 'map.pinName', { name: p.name, count: p.count, price: money(p.min_price, 'USD') })
      : formatted('en', 'map.unitPinName', { title: p.title, price: money(p.min_price, 'USD') }),
  );
}

/** The share of the map's pixels within a small distance of each colour: a blank map has no land. */
async function colourShares(map: Locator, colours: Record<string, string>): Promise<Record<string, number>> {
  const { data, info } = await sharp(await map.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const targets = Object.entries(colours).map(
    ([name, hex]) => [name, [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))] as const,
  );
  const counts = Object.fromEntries(targets.map(([name]) => [name, 0]));
  for (let i = 0; i < data.length; i += info.channels) {
    for (const [name, [r, g, b]] of targets) {
      if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 12) counts[name]!++;
    }
  }
  const pixels = info.width * info.height;
  return Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, n / pixels]));
}

/** The list shows what the API answers for the address's box and area (the count line, or the empty state). */
async function listFollows(page: Page) {
  const url = new URL(page.url());
  const query = new URLSearchParams({ page: '1', page_size: '12' });
  for (const key of ['bbox', 'area']) if (url.searchParams.has(key)) query.set(key, url.searchParams.get(key)!);
  const expected = await apiGet<ApiPage>(`/api/home-products/?${query}`);
  const line =
    expected.count === 0
      ? 'No properties found matching your criteria.'
      : `showing ${expected.results.length} of ${expected.count}`;
  await expect(page.getByRole('main').getByText(line)).toBeVisible();
  return expected.count;
}

test('the list view loads no map code; the map view loads it', async ({ page }) => {
  const mapCode = watchMapCode(page);
  await page.goto('/properties');
  await page.getByRole('main').getByRole('article').first().hover();
  await page.waitForLoadState('networkidle');
  expect(mapCode, 'map code or files on the list view').toEqual([]);
  // The detector sees the map's code when it does load: switched to in the browser, the map loads at once.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await mapIdle(page);
  expect(mapCode.some((url) => url.includes(MAP_FILES.style))).toBe(true);
  expect(mapCode.some((url) => !url.includes('/map/'))).toBe(true);
});

test('the map view opens on the server’s picture with named pins; a pin chosen there opens its card on the map', async ({
  page,
  context,
}) => {
  const offSite = await siteOnly(context);
  const mapCode = watchMapCode(page);
  await page.goto(`/properties?view=map&bbox=${EL_GOUNA}`);
  const picture = page.locator('[data-map-picture]');
  await expect(picture.locator('path')).toHaveAttribute('d', /^M/);
  const names = await pinNames();
  const pins = picture.locator('a[data-pin]');
  await expect(pins.first()).toBeVisible();
  for (const name of await pins.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    expect(names).toContain(name);
  // Nothing of the map's until the visitor reaches for it; the picture passes axe as the map does.
  await page.waitForLoadState('networkidle');
  expect(mapCode, 'map code before the map was reached for').toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('.map-panel')).toHaveAttribute('data-map', 'waiting');

  // Enter on a compound's pin of the picture: the map loads, takes the picture's place and opens that card.
  const pin = pins.and(page.locator('[data-pin^="compound:"]')).first();
  const key = (await pin.getAttribute('data-pin'))!;
  await pin.focus();
  await page.keyboard.press('Enter');
  await mapIdle(page);
  expect(mapCode.some((url) => !url.includes('/map/'))).toBe(true);
  const card = page.getByRole('dialog');
  await expect(card.getByRole('link', { name: 'View the compound' })).toBeFocused();
  await expect(card.getByRole('link', { name: 'View the compound' })).toHaveAttribute(
    'href',
    `/compounds/${key.slice('compound:'.length)}`,
  );
  // Escape closes it, and the focus goes to the pin on the map (or the cluster that holds it).
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.locator('.map-canvas .map-pin:focus')).toHaveCount(1);
  expect(offSite, 'requests that left the site').toEqual([]);
});

test('the map draws the coast from the site alone, names its pins, and the list follows a pan and a drawn area', async ({
  page,
  context,
}) => {
  const offSite = await siteOnly(context);
  await page.goto(`/properties?view=map&bbox=${EL_GOUNA}`);
  const map = await openMap(page);
  const before = await listFollows(page);

  // Drawn with WebGL: land and sea in the site's colours, not a blank (or sea-only) canvas.
  const shares = await colourShares(map, { land: MAP_COLOURS.land, sea: MAP_COLOURS.sea });
  expect(shares.land, 'land drawn').toBeGreaterThan(0.05);
  expect(shares.sea, 'sea drawn').toBeGreaterThan(0.05);

  // A pin per compound for the list's filters, each a button named by its compound, count and lowest price.
  const names = await pinNames();
  const pins = map.locator('.map-pin:not(.map-pin-cluster)');
  await expect(pins.first()).toBeVisible();
  for (const name of await pins.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    expect(names).toContain(name);

  // In the list's order: the pins of the cards' compounds (and private units) come as the cards do.
  const cardKeys = [
    ...new Set(await page.locator('li[data-pin]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pin')!))),
  ];
  const pinKeys = await pins.evaluateAll((els) => els.map((e) => e.getAttribute('data-pin')!));
  const listed = pinKeys.filter((key) => cardKeys.includes(key));
  expect(listed.length, `pins of the list's cards among ${pinKeys.join(', ')}`).toBeGreaterThan(0);
  expect(listed).toEqual([...listed].sort((a, b) => cardKeys.indexOf(a) - cardKeys.indexOf(b)));
  const pin = pins.and(page.locator('[data-pin^="compound:"]')).first();
  // Enter opens its card, whose link takes the focus; Escape closes it and gives the focus back.
  await pin.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog');
  await expect(card.getByRole('link', { name: 'View the compound' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(pin).toBeFocused();

  // A pan: the address gets the map's new box, and the list shows that box's units.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  // From the land west of the pins (a drag that starts on a pin is the pin's).
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(EL_GOUNA);
  const panned = await listFollows(page);
  expect(panned, 'the pan changed the list').not.toBe(before);

  // A drawn area: three corners and back to the first.
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByRole('button', { name: 'Cancel drawing' })).toBeVisible();
  const corners = [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.75],
    [0.3, 0.3],
  ];
  for (const [x, y] of corners) await page.mouse.click(box.x + box.width * x!, box.y + box.height * y!);
  await expect(page).toHaveURL(/area=/);
  await listFollows(page);

  // Reset clears the box and the area: the whole listing again.
  await page.getByRole('button', { name: 'Reset map search' }).click();
  await expect(page).not.toHaveURL(/bbox=|area=/);
  await listFollows(page);
  expect(offSite, 'requests that left the site').toEqual([]);
});

test('on a phone the map is full width above the list, and a pan offers “Search this area” instead of following', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/properties?view=map&bbox=${EL_GOUNA}`);
  const map = await openMap(page);
  const panel = (await page.locator('.map-panel').boundingBox())!;
  const list = (await page.locator('.map-split-list').boundingBox())!;
  expect(panel.width, 'the map across the phone, but for the page’s margins').toBeGreaterThan(390 - 40);
  expect(list.y, 'the list below the map').toBeGreaterThanOrEqual(panel.y + panel.height);

  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.up();
  const searchHere = page.getByRole('button', { name: 'Search this area' });
  await expect(searchHere).toBeVisible();
  expect(new URL(page.url()).searchParams.get('bbox'), 'the list does not follow on its own').toBe(EL_GOUNA);
  await searchHere.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(EL_GOUNA);
  await listFollows(page);
});

test('MAP_TILES_URL: a PMTiles street basemap read with range requests', async ({ page, context }) => {
  const offSite = await siteOnly(context);
  const archive = landEverywherePmtiles();
  const ranges: string[] = [];
  // The site's style as it is with MAP_TILES_URL=/map/fixture.pmtiles (lib/map/basemap.test.ts checks
  // the route's choice), and the archive served as a server with byte serving serves it.
  await page.route(`**${MAP_FILES.style}`, (route) =>
    route.fulfill({ json: basemapStyle({ tilesUrl: '/map/fixture.pmtiles' }) }),
  );
  await page.route('**/map/fixture.pmtiles', (route) => {
    const range = route.request().headers().range;
    ranges.push(range ?? 'none');
    return route.fulfill(rangeAnswer(archive, range));
  });
  await page.route(`**${MAP_FILES.land}`, (route) => route.abort());
  await page.goto(`/properties?view=map&bbox=${EL_GOUNA}`);
  const map = await openMap(page);
  expect(ranges.length).toBeGreaterThan(0);
  expect(
    ranges.every((r) => /^bytes=\d+-\d+$/.test(r)),
    ranges.join(),
  ).toBe(true);
  // The archive's one tile is land everywhere: the map is land, where the coast's own basemap has sea.
  const shares = await colourShares(map, { land: MAP_COLOURS.land });
  expect(shares.land).toBeGreaterThan(0.6);
  expect(offSite).toEqual([]);
});
