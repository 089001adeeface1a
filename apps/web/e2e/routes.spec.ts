import { LANGS } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, message } from './helpers';
import { pathInLang } from '../src/lib/routing/variants';

// The compound routes (/resale, /compounds, /compounds/{id}) have their journeys in compounds.spec.ts.
// The spec (section 2): its routes and the site's own pages render; any other path redirects to / (in
// the address's language). docs/decisions/0044.

test('any other path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home by the Red Sea, already built');
  await page.goto('/de/properties/2');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/de$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'home.heroTitle'));
});

/**
 * Addresses that are none of the spec's pages, and where each goes: currency codes, the internal
 * routes of the listings and compounds spelled as paths, and the internal `/{lang}/{currency}` form.
 */
const ELSEWHERE: readonly (readonly [string, string])[] = [
  ['/no/such/page', '/'],
  ['/ar/no/such/page', '/ar'],
  ['/EUR', '/'],
  ['/KWD', '/'],
  ['/eur', '/'],
  ['/USD/', '/'],
  ['/EUR/story', '/'],
  ['/ar/SAR', '/ar'],
  ['/de/KWD/story', '/de'],
  ['/en/USD', '/'],
  ['/en/EUR/story', '/'],
  ['/en/USD/properties/2', '/'],
  ['/properties/abc', '/'],
  ['/properties/2', '/'],
  ['/properties/2/', '/'],
  ['/properties/search', '/'],
  ['/properties/search?search=villa', '/?search=villa'],
  ['/en/properties/2', '/'],
  ['/ar/properties/2', '/ar'],
  ['/de/properties/search', '/de'],
  ['/private-units-resale/search', '/'],
  ['/private-units-resale/2', '/'],
  ['/private-units-resale/anything/else', '/'],
  ['/ar/private-units-resale/search', '/ar'],
  ['/compounds/hurghada-avenue/units', '/'],
  ['/compounds/hurghada-avenue/units?type=studio', '/?type=studio'],
  ['/de/compounds/hurghada-avenue/units', '/de'],
  ['/story/more', '/'],
  ['/AR/story', '/ar'],
  ['/De', '/de'],
];

test('addresses that are no page of the spec answer 307 to the home page in their language', async ({ request }) => {
  for (const [path, home] of ELSEWHERE) {
    const res = await request.get(path, { maxRedirects: 0 });
    // 307, as the catch-all page answers: temporary, so a browser does not keep it.
    expect(res.status(), path).toBe(307);
    // A redirect from a cached page's render (`/AR/story`: its layout's) carries its Location twice on
    // its first answer, the same value both times (Next.js issue 82117).
    expect(new Set(res.headers()['location']?.split(', ')), path).toEqual(new Set([home]));
  }
});

test("the spec's routes and the site's own pages render in all three languages", async ({ request }) => {
  test.setTimeout(120_000);
  const compoundUnit = (await apiGet<ApiPage>('/api/home-products/?private=false&page_size=1')).results[0]!;
  const privateUnit = (await apiGet<ApiPage>('/api/home-products/?private=true&page_size=1')).results[0]!;
  const pages = [
    '/',
    '/properties',
    '/properties?page=2',
    '/properties?search=gouna&type=2-bedroom',
    '/properties?page=abc',
    '/private-units-resale',
    '/private-units-resale?page=2',
    '/private-units-resale?location=hurghada&page=2',
    '/resale',
    '/compounds?id=hurghada-avenue',
    '/compounds/hurghada-avenue',
    '/compounds/hurghada-avenue?type=studio',
    `/property/${compoundUnit.id}`,
    `/private/${privateUnit.id}`,
    '/about',
    '/terms',
    '/privacy',
    '/story',
    '/sell-with-us',
    '/shortlist',
    '/compare',
    // The pages an alert's e-mails link to (issue 34): without a token they say to use the e-mail's link.
    '/alerts',
    '/alerts/confirm',
    '/alerts/unsubscribe',
  ];
  for (const lang of LANGS) {
    for (const path of pages) {
      const address = pathInLang(path, lang);
      const res = await request.get(address, { maxRedirects: 0 });
      expect(res.status(), address).toBe(200);
      expect(await res.text(), address).toContain(`<html lang="${lang}"`);
    }
    // The spec: /compounds without an id goes to the default compound.
    const bare = await request.get(pathInLang('/compounds', lang), { maxRedirects: 0 });
    expect(bare.headers()['location']).toBe(pathInLang('/compounds/hurghada-avenue', lang));
  }
  // English's own prefix is the plain address (308: the same page).
  const prefixed = await request.get('/en/story', { maxRedirects: 0 });
  expect(prefixed.status()).toBe(308);
  expect(prefixed.headers()['location']).toBe('/story');
});
