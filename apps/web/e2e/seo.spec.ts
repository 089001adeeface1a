import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@app/shared';
import { NOT_FOUND_STATUS, expect, test } from './fixtures';
import { type ApiPage, apiGet } from './helpers';

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (lang: 'en' | 'de') => {
  const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Catalogue;
  const all: Catalogue = { ...read(`../src/messages/${lang}.json`), ...read(`../src/messages/pages/${lang}.json`) };
  /** The text at a dotted key, e.g. `story.metaTitle`. */
  return (key: string): string => {
    const value = key.split('.').reduce<string | Catalogue | undefined>((node, k) => (node as Catalogue)?.[k], all);
    if (typeof value !== 'string') throw new Error(`no catalogue text at ${key}`);
    return value;
  };
};
const en = catalogue('en');
const de = catalogue('de');

type JsonLd = Record<string, unknown> & { '@type': string };
type Project = { slug: string; name: string; main_image: string };
type UnitDetail = { id: number; title: string; price: number; currency: string; main_image: string };

/** What a search engine reads from a page: the head's metadata and the page's JSON-LD. */
async function readSeo(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const metas = (prefix: string, key: 'property' | 'name') =>
      Object.fromEntries(
        [...document.querySelectorAll(`meta[${key}^="${prefix}"]`)].map((m) => [
          m.getAttribute(key),
          m.getAttribute('content'),
        ]),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      hreflang: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      og: metas('og:', 'property'),
      twitter: metas('twitter:', 'name'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
        const data = JSON.parse(s.textContent ?? 'null') as unknown;
        return Array.isArray(data) ? data : [data];
      }),
    };
  });
}

const ofType = (items: unknown[], type: string) => (items as JsonLd[]).filter((item) => item['@type'] === type);

test.describe('every kind of page', () => {
  test('has its own title and description, a canonical link, hreflang alternates, Open Graph and Twitter cards', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const brand = en('brand.name');
    const compound = (await apiGet<{ project: Project }>('/resale-projects/api/project/hurghada-avenue/')).project;
    const { results } = await apiGet<ApiPage>('/api/home-products/?private=true&page_size=1');
    const unit = await apiGet<UnitDetail>(`/api/home-products/${results[0]!.id}/`);
    const pages = [
      { route: '/', path: '/', title: en('metadata.homeTitle'), description: en('metadata.homeDescription') },
      { route: '/properties', path: '/properties', title: `${en('listing.propertiesTitle')} | ${brand}` },
      {
        route: '/private-units-resale',
        path: '/private-units-resale',
        title: `${en('listing.privateTitle')} | ${brand}`,
      },
      { route: '/resale', path: '/resale', title: `${en('resale.title')} | ${brand}` },
      {
        route: '/story',
        path: '/story',
        title: `${en('story.metaTitle')} | ${brand}`,
        description: en('story.metaDescription'),
      },
      { route: '/about', path: '/about', title: `${en('about.metaTitle')} | ${brand}` },
      { route: '/terms', path: '/terms', title: `${en('terms.metaTitle')} | ${brand}` },
      { route: '/privacy', path: '/privacy', title: `${en('privacy.metaTitle')} | ${brand}` },
      { route: '/sell-with-us', path: '/sell-with-us', title: `${en('sellPage.metaTitle')} | ${brand}` },
      {
        route: '/compounds/hurghada-avenue',
        path: '/compounds/hurghada-avenue',
        title: `${compound.name} | ${brand}`,
        image: compound.main_image,
      },
      // The project view points search engines to the compound's own address.
      {
        route: '/compounds?id=hurghada-avenue',
        path: '/compounds/hurghada-avenue',
        title: `${compound.name} | ${brand}`,
        image: compound.main_image,
      },
      {
        route: `/property/${unit.id}`,
        path: `/property/${unit.id}`,
        title: `${unit.title} | ${brand}`,
        image: unit.main_image,
      },
      // The same unit at /private/{id} has one canonical address.
      {
        route: `/private/${unit.id}`,
        path: `/property/${unit.id}`,
        title: `${unit.title} | ${brand}`,
        image: unit.main_image,
      },
    ];
    const descriptions = new Set<string>();
    for (const expected of pages) {
      await page.goto(expected.route);
      const seo = await readSeo(page);
      // Next writes the home page's address without the trailing slash.
      const url = expected.path === '/' ? baseURL! : `${baseURL}${expected.path}`;
      const at = `on ${expected.route}`;
      expect(seo.lang, at).toBe('en');
      expect(seo.title, at).toBe(expected.title);
      expect(seo.description, at).toBeTruthy();
      // Descriptions made from listing text are cut to what a search result shows.
      if (expected.image) expect(seo.description!.length, at).toBeLessThanOrEqual(160);
      if (expected.description) expect(seo.description, at).toBe(expected.description);
      descriptions.add(seo.description!);
      expect(seo.canonical, at).toBe(url);
      expect(seo.hreflang, at).toEqual({
        en: url,
        ar: `${baseURL}/ar${expected.path === '/' ? '' : expected.path}`,
        de: `${baseURL}/de${expected.path === '/' ? '' : expected.path}`,
        'x-default': url,
      });
      expect(seo.og, at).toMatchObject({
        'og:url': url,
        'og:title': expected.title.replace(` | ${brand}`, ''),
        'og:description': seo.description,
        'og:site_name': brand,
        'og:locale': 'en_US',
        'og:type': 'website',
        'og:image': `${baseURL}${expected.image ?? '/og-default.jpg'}`,
      });
      expect(seo.twitter, at).toMatchObject({
        'twitter:card': 'summary_large_image',
        'twitter:image': `${baseURL}${expected.image ?? '/og-default.jpg'}`,
      });
      expect(seo.robots, at).toBeNull();
      // The agency with its Hurghada office, on every page.
      const [agent] = ofType(seo.jsonLd, 'RealEstateAgent');
      expect(agent, at).toMatchObject({
        name: brand,
        url: `${baseURL}/`,
        address: { addressLocality: 'Hurghada', addressCountry: 'EG' },
        telephone: expect.stringMatching(/^\+20\d+$/),
      });
    }
    // /compounds?id= and /private/{id} repeat the description of the page they point to.
    expect(descriptions.size).toBe(pages.length - 2);
  });

  test('a crawler without JavaScript finds the metadata and JSON-LD in the served HTML head', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/compounds/hurghada-avenue')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/compounds/hurghada-avenue"/>`);
    expect(head).toMatch(/<title>Hurghada Avenue \| Red Sea Resale<\/title>/);
    expect(head).toMatch(
      /<meta property="og:image" content="http[^"]+\/media\/projects\/hurghada-avenue\/main\.webp"\/>/,
    );
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Residence"/);
  });

  test('an unknown unit or compound asks search engines not to index it', async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_STATUS);
    for (const route of ['/property/99999999', '/compounds/atlantis']) {
      await page.goto(route);
      expect((await readSeo(page)).robots, route).toMatch(/noindex/);
    }
  });

  test('a listing keeps its filters and page in the canonical link, not its search text or sort', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/properties?location=hurghada&type=studio&sort=price-asc&search=sea');
    expect((await readSeo(page)).canonical).toBe(`${baseURL}/properties?location=hurghada&type=studio`);
    await page.goto('/private-units-resale?page=2&sort=price-desc');
    const seo = await readSeo(page);
    expect(seo.canonical).toBe(`${baseURL}/private-units-resale?page=2`);
    expect(seo.hreflang.de).toBe(`${baseURL}/de/private-units-resale?page=2`);
  });
});

test.describe('JSON-LD', () => {
  test('a unit is a RealEstateListing whose Offer carries the price and currency, in the page language', async ({
    page,
    baseURL,
  }) => {
    const { results } = await apiGet<ApiPage>('/api/home-products/?private=false&page_size=1&status=available');
    const id = results[0]!.id;
    const unit = await apiGet<UnitDetail & { project_name: string }>(`/api/home-products/${id}/?lang=ar`);
    await page.goto(`/ar/property/${id}`);
    const seo = await readSeo(page);
    const [listing] = ofType(seo.jsonLd, 'RealEstateListing');
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      url: `${baseURL}/ar/property/${id}`,
      name: unit.title,
      inLanguage: 'ar',
      offers: {
        '@type': 'Offer',
        price: unit.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@id': `${baseURL}/#agent` },
      },
      about: { address: { addressCountry: 'EG' }, containedInPlace: { name: unit.project_name } },
    });
    expect((listing!.image as string[])[0]).toBe(`${baseURL}${unit.main_image}`);
    const [trail] = ofType(seo.jsonLd, 'BreadcrumbList');
    expect((trail!.itemListElement as { item: string }[]).at(-1)?.item).toBe(`${baseURL}/ar/property/${id}`);
    // The agency a listing names as its seller is the one described on the page.
    expect(ofType(seo.jsonLd, 'RealEstateAgent')[0]).toMatchObject({ '@id': `${baseURL}/#agent` });
  });

  test('a compound is a Residence, a Place with an address, pictures and its amenities', async ({ page, baseURL }) => {
    const { project } = await apiGet<{ project: Project & { specifications: string[] } }>(
      '/resale-projects/api/project/el-gouna-lagoons/',
    );
    await page.goto('/compounds/el-gouna-lagoons');
    const [residence] = ofType((await readSeo(page)).jsonLd, 'Residence');
    expect(residence).toMatchObject({
      url: `${baseURL}/compounds/el-gouna-lagoons`,
      name: project.name,
      address: { '@type': 'PostalAddress', addressRegion: 'El Gouna', addressCountry: 'EG' },
    });
    expect((residence!.image as string[])[0]).toBe(`${baseURL}${project.main_image}`);
    expect((residence!.amenityFeature as { name: string }[]).map((f) => f.name)).toEqual(project.specifications);
  });
});

/** The language the page keeps in localStorage: written once the page has hydrated, hence read by polling. */
const storedLang = (page: Page) => () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lang);

test.describe('languages in the path', () => {
  test('?lang= answers 301 with the address in that language, which renders it and keeps it for the next pages', async ({
    page,
    request,
    baseURL,
  }) => {
    const moved = await request.get('/story?lang=de', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location']!, baseURL).href).toBe(`${baseURL}/de/story`);
    const kept = await request.get('/properties?lang=ar&page=2', { maxRedirects: 0 });
    expect(kept.status()).toBe(301);
    expect(new URL(kept.headers()['location']!, baseURL).href).toBe(`${baseURL}/ar/properties?page=2`);

    await page.goto('/story?lang=de');
    await expect(page).toHaveURL(`${baseURL}/de/story`);
    let seo = await readSeo(page);
    expect(seo.lang).toBe('de');
    expect(seo.title).toBe(`${de('story.metaTitle')} | ${de('brand.name')}`);
    expect(seo.description).toBe(de('story.metaDescription'));
    expect(seo.canonical).toBe(`${baseURL}/de/story`);
    expect(seo.og['og:locale']).toBe('de_DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('story.hero.title'));
    await expect.poll(storedLang(page)).toBe('de');

    // A plain address: the stored choice's address.
    await page.goto('/about');
    await expect(page).toHaveURL(`${baseURL}/de/about`);
    seo = await readSeo(page);
    expect(seo.lang).toBe('de');
    expect(seo.title).toBe(`${de('about.metaTitle')} | ${de('brand.name')}`);
    expect(seo.canonical).toBe(`${baseURL}/de/about`);

    // An address asking for English wins over the stored German, and becomes the choice.
    await page.goto('/about?lang=en');
    await expect(page).toHaveURL(`${baseURL}/about`);
    seo = await readSeo(page);
    expect(seo.lang).toBe('en');
    expect(seo.canonical).toBe(`${baseURL}/about`);
    await page.goto('/terms');
    await expect(page).toHaveURL(`${baseURL}/terms`);
    expect((await readSeo(page)).lang).toBe('en');
    await expect.poll(storedLang(page)).toBe('en');
  });

  test('an unknown language is dropped from the address', async ({ page, baseURL }) => {
    await page.goto('/story?lang=fr');
    await expect(page).toHaveURL(`${baseURL}/story`);
    expect((await readSeo(page)).lang).toBe('en');
  });
});

test('robots.txt lets crawlers in, keeps them out of the back office and the API, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-Agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});

test('sitemap.xml lists every compound and every unit, each with its language alternates', async ({
  request,
  baseURL,
}) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locs(indexXml);
  // Pages and compounds, then the seeded 120 units in one part.
  expect(files).toEqual([`${baseURL}/sitemaps/sitemap/0.xml`, `${baseURL}/sitemaps/sitemap/1.xml`]);

  const urls: string[] = [];
  let sample = '';
  for (const file of files) {
    expect(file.startsWith(`${baseURL}/`)).toBe(true);
    const response = await request.get(file.slice(baseURL!.length));
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    urls.push(...locs(xml));
    sample ||= xml;
  }
  const compounds = (await apiGet<{ results: Project[] }>('/resale-projects/api/projects/')).results;
  expect(compounds).toHaveLength(10);
  for (const c of compounds) expect(urls).toContain(`${baseURL}/compounds/${c.slug}`);
  const units = await apiGet<{ id: number }[]>('/api/home-products/');
  expect(units).toHaveLength(120);
  for (const u of units) expect(urls).toContain(`${baseURL}/property/${u.id}`);
  expect(urls.filter((u) => u.includes('/property/'))).toHaveLength(units.length);
  expect(urls).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/properties`, `${baseURL}/story`]));
  expect(sample).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${baseURL}/de" />`);
  expect(sample).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}/ar/story" />`);
});
