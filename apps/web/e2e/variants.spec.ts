import { CURRENCIES, type Currency, LANGS, type Lang, STORAGE_KEYS } from '@app/shared';
import { STAND_IN_RATES } from '../../../scripts/lib/rates-stand-in.mjs';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, hydrated, message, money, preferenceCookie, storeLanguage } from './helpers';
import { pathInLang } from '../src/lib/routing/variants';

/*
 * Public pages are served from a cache per page, language and currency (docs/decisions/0026): each of
 * the twelve variants must be the visitor's own, whatever was asked before it.
 */
const KNOWN: Readonly<Record<Currency, number>> = STAND_IN_RATES;

test('each of the twelve language and currency variants of a cached page is served only to its own visitors', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const page2 = await apiGet<ApiPage>('/api/home-products/?page=2&page_size=12');
  // Twice round, in an order that interleaves the variants: a cached variant never answers another.
  for (const round of [1, 2]) {
    for (const currency of round === 1 ? CURRENCIES : [...CURRENCIES].reverse()) {
      for (const lang of LANGS) {
        const address = `${pathInLang('/properties', lang)}?page=2`;
        const res = await request.get(address, { headers: { cookie: `currency=${currency}` } });
        expect(res.status(), address).toBe(200);
        const html = await res.text();
        const what = `${address} in ${currency}, round ${round}`;
        expect(html, what).toContain(`<html lang="${lang}"`);
        expect(html, what).toContain(message(lang, 'listing.propertiesTitle'));
        // The first byte already shows the prices in the visitor's currency.
        const first = page2.results[0]!;
        expect(html, what).toContain(money(first.price * KNOWN[currency], currency));
        expect(html, what).toContain(
          `>${message(lang, 'preferences.chooseCurrency').replace('{currency}', currency)}<`,
        );
        for (const other of CURRENCIES.filter((c) => c !== currency && c !== 'USD')) {
          expect(html, `${what} shows no ${other} price`).not.toContain(
            `>${money(first.price * KNOWN[other], other)}<`,
          );
        }
      }
    }
  }
});

test('the currency switcher changes the prices at once without a load, and the next page comes in that currency', async ({
  page,
}) => {
  const { results } = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=12');
  await page.goto('/de/properties');
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  const prices = page.getByRole('main').getByTestId('unit-price');
  await page.getByRole('button', { name: /^Währung: / }).click();
  await page.getByRole('option', { name: /^KWD/ }).click();
  await expect(prices).toHaveText(results.map((u) => money(u.price * KNOWN.KWD, 'KWD')));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.currency)).toBe('KWD');
  // A new page load: the KWD variant, from its first byte.
  const html = await (await page.request.get('/de/properties')).text();
  expect(html).toContain(money(results[0]!.price * KNOWN.KWD, 'KWD'));
});

test('the language switcher moves between the three addresses of the same page, and Back and Forward keep each language', async ({
  page,
  baseURL,
}) => {
  /** Chooses a language once the page has hydrated (before, the select has no handler yet). */
  const choose = async (from: Lang, to: Lang, expected: string) => {
    const select = page.getByRole('banner').getByLabel(message(from, 'preferences.language')).first();
    await hydrated(select);
    // React marks the element while it hydrates, a moment before its handlers take events: a choice made
    // in that moment is made again.
    await expect(async () => {
      if (page.url() !== expected) await select.selectOption(to, { timeout: 2_000 });
      await expect(page).toHaveURL(expected, { timeout: 2_000 });
    }).toPass();
  };
  await page.goto('/properties?page=2');
  await choose('en', 'ar', `${baseURL}/ar/properties?page=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ar', 'listing.propertiesTitle'));
  await choose('ar', 'de', `${baseURL}/de/properties?page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'listing.propertiesTitle'));

  // Inner links keep the language; Back and Forward return to each page in its own language.
  await page
    .getByRole('banner')
    .getByRole('link', { name: message('de', 'nav.story') })
    .first()
    .click();
  await expect(page).toHaveURL(`${baseURL}/de/story`);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/de/properties?page=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/ar/properties?page=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goForward();
  await expect(page).toHaveURL(`${baseURL}/de/properties?page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'listing.propertiesTitle'));

  // Back to English: kept, although German was chosen before.
  await choose('de', 'en', `${baseURL}/properties?page=2`);
  await page.goto('/story');
  await expect(page).toHaveURL(`${baseURL}/story`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a language kept only in localStorage sends a plain address to that language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/about');
  await storeLanguage(page, 'en', 'ar');
  await context.clearCookies();
  await page.goto('/story');
  await expect(page).toHaveURL(`${baseURL}/ar/story`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
});

test('a language cookie other than English sends a plain address to that language at once', async ({
  request,
  baseURL,
  context,
}) => {
  await context.addCookies([preferenceCookie('lang', 'de', baseURL!)]);
  const res = await request.get('/compounds/hurghada-avenue', { headers: { cookie: 'lang=de' }, maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toBe('/de/compounds/hurghada-avenue');
  // An internal address asked from outside is no page of the spec's: the home page in its language
  // (routes.spec.ts has the other such addresses).
  const internal = await request.get('/ar/EUR/story', { maxRedirects: 0 });
  expect(internal.status()).toBe(307);
  expect(internal.headers()['location']).toBe('/ar');
  // English has no prefix: an address under /en (where the rewrites take English addresses on the way
  // in) is the plain one, with its query.
  for (const [path, location] of [
    ['/en', '/'],
    ['/en/story', '/story'],
    ['/en/properties?page=2', '/properties?page=2'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(308);
    expect(res.headers()['location'], path).toBe(location);
  }
});
