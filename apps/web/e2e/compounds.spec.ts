import type { Locator, Page } from '@playwright/test';
import {
  type Currency,
  LANGS,
  type Lang,
  PLACES,
  UNIT_CATEGORIES,
  addDays,
  categoryOfUnitType,
  distanceKm,
  officeToday,
} from '@app/shared';
import { STAND_IN_RATES } from '../../../scripts/lib/rates-stand-in.mjs';
import { API_URL, NOT_FOUND_STATUS, expect, test } from './fixtures';
import { apiGet, hydrated, message, money, preferenceCookie, scrollSettles } from './helpers';
import { openWithClock, takeYourTime, useOwnClientAddress } from './inquiries';
import { failingApi, freePort, startWeb } from './sites';
import { pathInLang } from '../src/lib/routing/variants';

type ApiProject = {
  slug: string;
  name: string;
  region: string;
  location: string;
  main_image: string;
  main_video: string | null;
  status: string;
  delivery_date: string | null;
  developer: { name: string; logo: string };
  description: string;
  specifications: string[];
  vision: string;
  gallery_images: { id: number; url: string }[];
  unit_count: number;
  latitude: number | null;
  longitude: number | null;
};
type ApiUnit = { id: number; title: string; price: number; unit_type: string };
type ApiUnits = { count: number; results: ApiUnit[] };

/** The rates of the run's stand-in for the exchange-rate service (scripts/e2e.mjs). */
const KNOWN: Readonly<Record<Currency, number>> = STAND_IN_RATES;

/** The spec's wording in English, and the translations the visitor reads in Arabic and German. */
const TEXT = {
  en: {
    fetchFailed: 'Failed to fetch project',
    loadFailed: 'Failed to load project',
    notFound: 'Project not found.',
    noUnits: 'No units match your filter criteria.',
    delivery: 'June 2021',
  },
  ar: {
    fetchFailed: 'تعذّر جلب المشروع',
    loadFailed: 'تعذّر تحميل المشروع',
    notFound: 'المشروع غير موجود.',
    noUnits: 'لا توجد وحدات تطابق معايير التصفية.',
    delivery: 'يونيو 2021',
  },
  de: {
    fetchFailed: 'Projekt konnte nicht abgerufen werden',
    loadFailed: 'Projekt konnte nicht geladen werden',
    notFound: 'Projekt nicht gefunden.',
    noUnits: 'Keine Einheiten entsprechen Ihren Filterkriterien.',
    delivery: 'Juni 2021',
  },
} as const;

const PROJECT_CALL = '**/resale-projects/api/project/**';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const project = (slug: string, lang: Lang) =>
  apiGet<{ project: ApiProject }>(`/resale-projects/api/project/${slug}/?lang=${lang}`).then((a) => a.project);
const units = (query: string, lang: Lang) =>
  apiGet<ApiUnits>(`/api/home-products/?page_size=100&sort=price-asc&lang=${lang}&${query}`);
/** The value next to a term in a description list ("Developer" -> "Red Sea Developments"). */
const fact = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The colour a text is painted in, as [r, g, b] (Tailwind 4 colours are oklch; a canvas converts them). */
async function rgbOf(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  });
}

// The compound's forms send real inquiries: each journey from a client address of its own (rate limit).
test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

for (const lang of LANGS) {
  test.describe(`compounds in ${lang}`, () => {
    // Journeys of several server-rendered pages each, on a 2-core machine shared with other builds.
    test.describe.configure({ timeout: 60_000 });
    const t = (key: string, args?: Record<string, string | number>) => message(lang, key, args);
    const at = (path: string) => pathInLang(path, lang);

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    });

    test('/compounds lands on the default compound, and Back does not return to /compounds', async ({ page }) => {
      const expected = await project('hurghada-avenue', lang);
      await page.goto('/');
      await page.goto('/compounds');
      await expect(page).toHaveURL(/\/compounds\/hurghada-avenue$/);
      await expect(page.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${escape(at('/'))}$`));

      // The same inside the site: /resale's Premium Compounds half links to /compounds.
      await page.goto('/resale');
      const compounds = page.getByRole('link', { name: new RegExp(escape(t('resale.compoundsTitle'))) });
      await expect(compounds).toHaveAttribute('href', at('/compounds'));
      await compounds.click();
      await expect(page).toHaveURL(/\/compounds\/hurghada-avenue$/);
      await expect(page.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/resale$/);
    });

    test('/compounds?id= asks the project call in the browser and shows every project field', async ({ page }) => {
      const expected = await project('hurghada-avenue', lang);
      expect(expected.delivery_date).toBe('2021-06-30');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PROJECT_CALL, async (route) => {
        await held;
        await route.continue();
      });
      const call = page.waitForResponse((r) =>
        r.url().includes(`/resale-projects/api/project/hurghada-avenue/?lang=${lang}`),
      );
      await page.goto('/compounds?id=hurghada-avenue');
      await expect(page.getByRole('status').filter({ hasText: t('compound.loading') })).toBeVisible();
      release();
      expect((await call).status()).toBe(200);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
      await expect(main.getByText(expected.location, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole('img', { name: expected.name, exact: true })).toHaveAttribute(
        'src',
        new RegExp(`^/_next/image\\?url=${escape(encodeURIComponent(expected.main_image))}`),
      );
      await expect(fact(page, t('compound.status'))).toHaveText(t(`projectStatus.${expected.status}`));
      await expect(fact(page, t('compound.delivery'))).toHaveText(TEXT[lang].delivery);
      await expect(fact(page, t('compound.developer'))).toHaveText(expected.developer.name);
      await expect(
        fact(page, t('compound.developer')).getByRole('img', {
          name: t('compound.developerLogo', { name: expected.developer.name }),
        }),
      ).toBeVisible();
      await expect(main.getByText(expected.description)).toBeVisible();
      const specs = main.getByRole('region', { name: t('compound.specifications') });
      await expect(specs.getByRole('listitem')).toContainText(expected.specifications);
      await expect(specs.getByRole('listitem')).toHaveCount(expected.specifications.length);
      await expect(main.getByRole('heading', { level: 2, name: t('compound.vision') })).toBeVisible();
      await expect(main.getByText(expected.vision)).toBeVisible();
      await expect(main.getByRole('button', { name: new RegExp(`^${escape(t('gallery.open'))}: `) })).toHaveCount(
        expected.gallery_images.length,
      );

      const video = main.locator('video');
      await expect(video).toHaveAccessibleName(t('compound.video', { name: expected.name }));
      // The poster comes as the video nears the screen (a browser fetches a poster wherever it is).
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute('poster', /^\/_next\/image\?url=.*&w=1280&/);
      await expect(video.locator('source')).toHaveAttribute('src', expected.main_video!);
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, autoplay: v.autoplay }))).toEqual({
        muted: true,
        autoplay: false,
      });

      // From the project view to the compound's own page with its units and the site visit.
      await main.getByRole('link', { name: t('compound.seeUnitsAndVisit') }).click();
      await expect(page).toHaveURL(/\/compounds\/hurghada-avenue#units-for-sale$/);
    });

    test('an unknown id shows that the project was not found', async ({ page, allowedErrors }) => {
      allowedErrors.push(NOT_FOUND_STATUS);
      await page.goto('/compounds?id=atlantis');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notFound);
      await page.goto('/compounds/atlantis');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notFound);
      await expect(page.getByRole('main').getByRole('link', { name: t('nav.compoundsResale') })).toHaveAttribute(
        'href',
        at('/resale'),
      );
    });

    test('an API answering 500 shows "Failed to fetch project" in red, and Try Again recovers', async ({
      page,
      allowedErrors,
    }) => {
      allowedErrors.push(/status of 500/);
      await page.route(PROJECT_CALL, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
      );
      await page.goto('/compounds?id=hurghada-avenue');
      const error = page.getByRole('alert').getByText(TEXT[lang].fetchFailed, { exact: true });
      await expect(error).toBeVisible();
      const [r, g, b] = await rgbOf(error);
      expect(r, `red, not rgb(${r}, ${g}, ${b})`).toBeGreaterThan(150);
      expect(g).toBeLessThan(80);
      expect(b).toBeLessThan(80);
      await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].fetchFailed })).toContainText(
        t('compound.errorServer'),
      );

      await page.unroute(PROJECT_CALL);
      await page.getByRole('button', { name: t('compound.tryAgain') }).click();
      const expected = await project('hurghada-avenue', lang);
      await expect(page.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
    });

    test('a failed call or an unreadable answer shows "Failed to load project"', async ({ page, allowedErrors }) => {
      allowedErrors.push(/ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
      await page.route(PROJECT_CALL, (route) => route.abort('failed'));
      await page.goto('/compounds?id=hurghada-avenue');
      await expect(page.getByRole('alert').getByText(TEXT[lang].loadFailed, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].loadFailed })).toContainText(
        t('compound.errorConnection'),
      );

      await page.unroute(PROJECT_CALL);
      await page.route(PROJECT_CALL, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '<html>maintenance</html>' }),
      );
      await page.goto('/compounds?id=marina-heights');
      await expect(page.getByRole('alert').getByText(TEXT[lang].loadFailed, { exact: true })).toBeVisible();
      await expect(page.getByText(TEXT[lang].fetchFailed)).toHaveCount(0);
    });

    test('the gallery opens, moves with the arrow keys, closes with Escape and gives focus back', async ({ page }) => {
      const expected = await project('hurghada-avenue', lang);
      const total = expected.gallery_images.length;
      const photo = (n: number) => t('compound.photo', { number: n, name: expected.name });
      await page.goto('/compounds/hurghada-avenue');
      const second = page.getByRole('button', { name: `${t('gallery.open')}: ${photo(2)}` });
      await second.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(photo(2));
      await expect(dialog.getByRole('img', { name: photo(2) })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toHaveAccessibleName(photo(3));
      await expect(dialog).toContainText(t('gallery.position', { current: 3, total }));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toHaveAccessibleName(photo(1));
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toHaveAccessibleName(photo(total));
      await dialog.getByRole('button', { name: t('gallery.next') }).click();
      await expect(dialog).toHaveAccessibleName(photo(1));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();
    });

    test('each unit-type filter shows only matching units, in the visitor currency', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([preferenceCookie('currency', 'EUR', baseURL!)]);
      await page.goto('/compounds/hurghada-avenue');
      const region = page.getByRole('region', { name: t('compound.unitsForSale') });
      const filter = page.getByRole('navigation', { name: t('compound.unitTypeFilter') });
      const cards = region.getByRole('article');
      const all = await units('project=hurghada-avenue', lang);
      expect(all.count).toBeGreaterThan(0);
      await expect(cards).toHaveCount(all.count);
      await expect(region.getByTestId('unit-price')).toHaveText(
        all.results.map((u) => money(u.price * KNOWN.EUR, 'EUR')),
      );

      for (const type of UNIT_CATEGORIES) {
        const expected = await units(`project=hurghada-avenue&type=${type}`, lang);
        expect(expected.count, `hurghada-avenue has ${type} units`).toBeGreaterThan(0);
        // The API's answer is what the keywords say (checked against English type names).
        const english = await units(`project=hurghada-avenue&type=${type}`, 'en');
        for (const unit of english.results) expect(categoryOfUnitType(unit.unit_type), unit.unit_type).toBe(type);
        await filter.getByRole('link', { name: t(`listing.types.${type}`), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`type=${type}`));
        await expect(filter.getByRole('link', { name: t(`listing.types.${type}`), exact: true })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(cards.getByRole('heading')).toHaveText(expected.results.map((u) => u.title));
        await expect(region.getByTestId('unit-price')).toHaveText(
          expected.results.map((u) => money(u.price * KNOWN.EUR, 'EUR')),
        );
      }
      await filter.getByRole('link', { name: t('compound.all'), exact: true }).click();
      await expect(page).not.toHaveURL(/type=/);
      await expect(cards).toHaveCount(all.count);
    });

    test('a unit type with no units in a compound says so', async ({ page }) => {
      const { results } = await apiGet<{ results: { slug: string }[] }>('/resale-projects/api/projects/');
      let empty: { slug: string; type: string } | null = null;
      for (const { slug } of results) {
        for (const type of UNIT_CATEGORIES) {
          if (!empty && (await units(`project=${slug}&type=${type}`, lang)).count === 0) empty = { slug, type };
        }
      }
      expect(empty, 'the demo catalogue has a compound without some unit type').not.toBeNull();
      await page.goto(`/compounds/${empty!.slug}`);
      const region = page.getByRole('region', { name: t('compound.unitsForSale') });
      await expect(region.getByRole('article').first()).toBeVisible();
      await page
        .getByRole('navigation', { name: t('compound.unitTypeFilter') })
        .getByRole('link', { name: t(`listing.types.${empty!.type}`), exact: true })
        .click();
      await expect(region.getByText(TEXT[lang].noUnits, { exact: true })).toBeVisible();
      await expect(region.getByRole('article')).toHaveCount(0);
    });

    test('the site-visit form rejects a past date and today, and books a date after today', async ({ page }) => {
      const expected = await project('hurghada-avenue', lang);
      const today = officeToday();
      await openWithClock(page, '/compounds/hurghada-avenue');
      await page.getByRole('link', { name: t('compound.bookVisit') }).click();
      await expect(page).toHaveURL(/#site-visit$/);
      const section = page.getByRole('region', { name: t('inquiry.title', { name: expected.name }) });
      await expect(section.getByRole('button', { name: t('inquiry.bookVisit') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const date = section.getByLabel(t('form.preferredDate'));
      await expect(date).toHaveAttribute('type', 'date');
      await expect(date).toHaveAttribute('min', addDays(today, 1));
      await section.getByLabel(t('form.name')).fill('Lena Schmidt');
      await section.getByLabel(t('form.email')).fill('lena@example.com');
      await section.getByLabel(t('form.phone')).fill('+49 30 1234567');
      await section.getByLabel(t('form.people')).fill('3');
      await section.getByLabel(t('form.preferredTime')).selectOption(t('form.visitTimes.morning'));
      await section.getByLabel(t('form.messageOptional')).fill('We would like to see a 2 bedroom unit.');
      const submit = section.getByRole('button', { name: t('form.requestVisit') });

      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/inquiries/') && r.method() === 'POST') posts.push(r.url());
      });
      for (const day of [addDays(today, -1), today]) {
        await date.fill(day);
        await submit.click();
        await expect(date).toHaveAccessibleDescription(t('form.errors.futureDate'));
        await expect(date).toHaveAttribute('aria-invalid', 'true');
      }
      expect(posts).toEqual([]);

      const visit = addDays(today, 14);
      await date.fill(visit);
      await takeYourTime(page);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST');
      await submit.click();
      expect((await sent).status()).toBe(201);
      const data = {
        name: 'Lena Schmidt',
        email: 'lena@example.com',
        phone: '+49 30 1234567',
        people: '3',
        preferredDate: visit,
        preferredTime: 'morning',
        message: 'We would like to see a 2 bedroom unit.',
      };
      expect((await sent).request().postDataJSON()).toMatchObject({
        kind: 'site-visit',
        compound: 'hurghada-avenue',
        lang,
        data,
      });
      await expect(page.getByRole('status').filter({ hasText: t('form.sent') })).toBeVisible();
      await expect(section.getByLabel(t('form.name'))).toHaveValue('');
      await expect(date).toHaveValue('');
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a question about the compound goes with the compound as context', async ({ page }) => {
      const expected = await project('hurghada-avenue', lang);
      await openWithClock(page, '/compounds/hurghada-avenue');
      const section = page.getByRole('region', { name: t('inquiry.title', { name: expected.name }) });
      await section.getByRole('button', { name: t('inquiry.askQuestion') }).click();
      const text = section.getByLabel(t('form.message'), { exact: true });
      await expect(text).toHaveValue(t('inquiry.questionMessage', { name: expected.name }));
      await section.getByRole('button', { name: t('form.send') }).click();
      await expect(section.getByLabel(t('form.name'))).toHaveAccessibleDescription(t('form.errors.required'));
      await section.getByLabel(t('form.name')).fill('Omar Haddad');
      await section.getByLabel(t('form.email')).fill('omar@example.com');
      await takeYourTime(page);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST');
      await section.getByRole('button', { name: t('form.send') }).click();
      expect((await sent).status()).toBe(201);
      expect((await sent).request().postDataJSON()).toMatchObject({
        kind: 'compound',
        compound: 'hurghada-avenue',
        data: { name: 'Omar Haddad', email: 'omar@example.com' },
      });
      await expect(page.getByRole('status').filter({ hasText: t('form.sent') })).toBeVisible();
    });

    test('from /resale every compound is reachable, grouped by area', async ({ page }) => {
      const { results } = await apiGet<{ results: { slug: string; name: string; region: string }[] }>(
        `/resale-projects/api/projects/?lang=${lang}`,
      );
      expect(results.length).toBeGreaterThan(5);
      await page.goto('/resale');
      await page.getByRole('link', { name: new RegExp(escape(t('resale.compoundsTitle'))) }).click();
      await expect(page).toHaveURL(/\/compounds\/hurghada-avenue$/);
      const section = page.getByRole('region', { name: t('compound.byArea') });
      for (const compound of results.filter((p) => p.slug !== 'hurghada-avenue')) {
        const area = section.getByRole('region', { name: t(`region.${compound.region}`) });
        await expect(area.getByRole('link', { name: compound.name, exact: true })).toHaveAttribute(
          'href',
          at(`/compounds/${compound.slug}`),
        );
      }
      const last = results.at(-1)!;
      await section.getByRole('link', { name: last.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
      // From there, the default compound is in the list too.
      const first = results.find((p) => p.slug === 'hurghada-avenue')!;
      await expect(
        page.getByRole('region', { name: t('compound.byArea') }).getByRole('link', { name: first.name, exact: true }),
      ).toHaveAttribute('href', at('/compounds/hurghada-avenue'));
    });
  });
}

test('/resale: two halves side by side on wide screens and stacked on phones; Private Projects opens the featured unit', async ({
  page,
}) => {
  const featured = (await apiGet<ApiUnits>('/api/home-products/?private=true&status=available&sort=newest&page_size=1'))
    .results[0]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/resale');
  const compounds = page.getByRole('link', { name: /Premium Compounds/ });
  const privates = page.getByRole('link', { name: /Private Projects/ });
  await expect(privates).toHaveAttribute('href', `/private/${featured.id}`);
  let [a, b] = [(await compounds.boundingBox())!, (await privates.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  [a, b] = [(await compounds.boundingBox())!, (await privates.boundingBox())!];
  expect(Math.abs(a.x - b.x)).toBeLessThan(2);
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);

  await privates.click();
  await expect(page).toHaveURL(new RegExp(`/private/${featured.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  await expect(page.getByText(message('en', 'property.privateUnit'), { exact: true })).toBeVisible();
});

test('the tour video starts muted once on screen, and not at all under reduced motion', async ({ page }) => {
  await page.goto('/compounds/hurghada-avenue');
  const video = page.getByRole('main').locator('video');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 })
    .toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await hydrated(video); // its code has had its say
  await video.scrollIntoViewIfNeeded();
  // The browser has told intersection observers that the video is on screen, and painted twice since.
  await video.evaluate(
    (v) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            if (!entry?.isIntersecting) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          },
          { threshold: 0.5 },
        );
        observer.observe(v);
      }),
  );
  expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, preload: v.preload }))).toEqual({
    paused: true,
    preload: 'none',
  });
});

/** A compound with more units than one page holds: 18 in the seed (apps/api/src/db/seed/data/units.ts). */
const PAGED = 'palm-beach-residences';
const PAGE_SIZE = 12;
const en = (key: string, args?: Record<string, string | number>) => message('en', key, args);
const unitsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: en('compound.unitsForSale'), exact: true });
const unitsRegion = (page: Page) => page.getByRole('region', { name: en('compound.unitsForSale') });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The visitor landed on the heading: fully on screen, below the sticky navbar, and the page stays there. */
async function expectLandedOn(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport({ ratio: 1 });
  await scrollSettles(page);
  await expect(heading).toBeInViewport({ ratio: 1 });
  const navbar = (await page.getByRole('banner').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
}

/** Marks the document, to tell a client-side navigation (the mark stays) from a page load (it is gone). */
const markDocument = (page: Page) => page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe('a link to the units section', () => {
  test.describe.configure({ timeout: 60_000 });

  test('lands on it: opened directly, from the hero, from the project view and from a unit page', async ({ page }) => {
    const compound = await project(PAGED, 'en');
    const heading = unitsHeading(page);
    const landing = new RegExp(`/compounds/${PAGED}#units-for-sale$`);

    await page.goto(`/compounds/${PAGED}#units-for-sale`);
    await expectLandedOn(page, heading);

    await page.goto(`/compounds/${PAGED}`);
    await expect(heading).not.toBeInViewport();
    await page
      .getByRole('main')
      .getByRole('link', { name: en('compound.seeUnits'), exact: true })
      .click();
    await expect(page).toHaveURL(landing);
    await expectLandedOn(page, heading);
    // Back from the fragment: the top of the page again, where the visitor was.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}$`));
    await expect.poll(() => scrollY(page)).toBe(0);

    // From another route, inside the site: the project view's "See units and book a visit".
    await page.goto(`/compounds?id=${PAGED}`);
    const seeUnits = page.getByRole('link', { name: en('compound.seeUnitsAndVisit') });
    await hydrated(seeUnits);
    await markDocument(page);
    await seeUnits.click();
    await expect(page).toHaveURL(landing);
    await expectLandedOn(page, heading);
    expect(await sameDocument(page), 'a client-side navigation').toBe(true);

    // From one of the compound's units, scrolled down a little first.
    const unit = (await units(`project=${PAGED}`, 'en')).results[0]!;
    await page.goto(`/property/${unit.id}`);
    const back = page.getByRole('link', { name: `← ${en('property.compoundUnits', { name: compound.name })}` });
    await hydrated(back);
    await page.mouse.wheel(0, 300);
    await markDocument(page);
    await back.click();
    await expect(page).toHaveURL(landing);
    await expectLandedOn(page, heading);
    expect(await sameDocument(page), 'a client-side navigation').toBe(true);
  });

  test('Back returns to where the visitor was; an ordinary link goes to the top', async ({ page }) => {
    await page.goto(`/compounds/${PAGED}#units-for-sale`);
    await expectLandedOn(page, unitsHeading(page));
    const card = unitsRegion(page).getByRole('article').nth(7);
    await card.scrollIntoViewIfNeeded();
    const where = await scrollSettles(page);
    expect(where).toBeGreaterThan(0);
    const title = (await card.getByRole('heading').textContent())!;
    const link = card.getByRole('link');
    await hydrated(link);
    await markDocument(page);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await scrollSettles(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}#units-for-sale$`));
    await expect.poll(() => scrollY(page)).toBe(where);
    expect(await scrollSettles(page)).toBe(where);
    expect(await sameDocument(page), 'Back within the site, not a page load').toBe(true);

    // A reload keeps the place too, and so does Forward into the entry the reloaded page did not make.
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(where);
    expect(await scrollSettles(page)).toBe(where);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test("a unit page links to its compound's Location, which gives the straight-line km to the airport in English and German", async ({
  page,
}) => {
  // From one of the compound's units, in English (the pages below leave German as the visitor's language).
  const unit = (await units(`project=${PAGED}`, 'en')).results[0]!;
  await page.goto(`/property/${unit.id}`);
  const link = page.getByRole('link', { name: en('property.compoundLocation'), exact: true });
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}#location$`));
  await expect(page.getByRole('heading', { level: 2, name: en('location.title'), exact: true })).toBeInViewport();

  const airport = PLACES.find((place) => place.kind === 'airport')!;
  for (const lang of ['en', 'de'] as const) {
    const compound = await project(PAGED, lang);
    expect(compound.latitude, 'the seed places every compound').not.toBeNull();
    const km = distanceKm({ lat: compound.latitude!, lng: compound.longitude! }, airport);
    await page.goto(pathInLang(`/compounds/${PAGED}`, lang));
    const section = page.getByRole('region', { name: message(lang, 'location.title'), exact: true });
    await expect(section.getByRole('heading', { name: message(lang, 'location.distancesTitle') })).toBeVisible();
    await expect(
      section.getByRole('img', { name: message(lang, 'location.mapTitle', { name: compound.name }) }),
    ).toBeVisible();
    const row = section.getByTestId('distance-airport');
    await expect(row).toContainText(message(lang, 'location.kinds.airport'));
    await expect(row).toContainText(airport.name[lang]);
    // As the visitor's language writes it ("12.3 km", "12,3 km").
    const distance = new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    await expect(row).toContainText(distance.format(km));
    await expect(section.getByText(message(lang, 'location.attribution'))).toBeVisible();
    await expect(section.getByRole('link', { name: message(lang, 'location.openMap') })).toHaveAttribute(
      'href',
      new RegExp(`^${escape(pathInLang('/properties', lang))}\\?view=map&bbox=[\\d.]+,[\\d.]+,[\\d.]+,[\\d.]+$`),
    );
  }
});

test('a compound with more than 12 units pages through all of them, 12 a page, landing on the list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const all = await units(`project=${PAGED}`, 'en');
  expect(all.count, `${PAGED} has more units than one page`).toBeGreaterThan(PAGE_SIZE);
  expect((await project(PAGED, 'en')).unit_count).toBe(all.count);
  const pageCount = Math.ceil(all.count / PAGE_SIZE);
  const region = unitsRegion(page);
  const pages = region.getByRole('navigation', { name: en('pagination.label') });
  const next = pages.getByRole('link', { name: en('pagination.next'), exact: true });

  await page.goto(`/compounds/${PAGED}`);
  await expect(fact(page, en('compound.unitsForSale'))).toHaveText(`${all.count} units for sale`);
  // Links, so that paging works without JavaScript too.
  await expect(next).toHaveAttribute('href', `/compounds/${PAGED}?page=2#units-for-sale`);
  await expect(pages.getByRole('link', { name: en('pagination.previous'), exact: true })).toHaveCount(0);

  const seen: number[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const shown = Math.min(PAGE_SIZE, all.count - (n - 1) * PAGE_SIZE);
    await expect(pages.getByRole('link', { name: en('pagination.page', { page: n }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(region.getByText(en('listing.showing', { shown, total: all.count }), { exact: true })).toBeVisible();
    await expect(region.getByRole('article')).toHaveCount(shown);
    const hrefs = await region
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    seen.push(...hrefs.map((href) => Number(/^\/property\/(\d+)$/.exec(href)?.[1])));
    if (n === pageCount) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}\\?page=${n + 1}#units-for-sale$`));
    await expectLandedOn(page, unitsHeading(page));
  }
  await expect(next).toHaveCount(0);
  expect(seen.sort((a, b) => a - b)).toEqual(all.results.map((u) => u.id).sort((a, b) => a - b));

  // A unit type starts again at its first page, and lands on the list.
  const type = '3-bedroom';
  const ofType = await units(`project=${PAGED}&type=${type}`, 'en');
  expect(ofType.count).toBeGreaterThan(0);
  await pages.scrollIntoViewIfNeeded();
  await expect(unitsHeading(page)).not.toBeInViewport();
  await region.getByRole('link', { name: en(`listing.types.${type}`), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}\\?type=${type}#units-for-sale$`));
  await expectLandedOn(page, unitsHeading(page));
  await expect(region.getByRole('article').getByRole('heading')).toHaveText(ofType.results.map((u) => u.title));
  await expect(region.getByText(en('listing.showing', { shown: ofType.count, total: ofType.count }))).toBeVisible();

  // A page past the end (an old link): the last page there is, with the unit type kept.
  await page.goto(`/compounds/${PAGED}?page=${pageCount + 5}`);
  await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}\\?page=${pageCount}#units-for-sale$`));
  await expect(pages.getByRole('link', { name: en('pagination.page', { page: pageCount }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto(`/compounds/${PAGED}?type=${type}&page=2`);
  await expect(page).toHaveURL(new RegExp(`/compounds/${PAGED}\\?type=${type}#units-for-sale$`));
  await expect(region.getByRole('article')).toHaveCount(ofType.count);
});

test('a failed units call on a page of the units shows its error and Try Again in the section; the rest of the page stays', async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(180_000);
  // Links the page prefetches are rendered against the same failing API.
  allowedErrors.push(/status of 500/);
  // A site of this journey's own whose API fails the compound's units and the list of compounds until told.
  let failing = true;
  const api = await failingApi(
    API_URL,
    (_request, url) =>
      failing &&
      ((url.pathname.startsWith('/api/home-products') && url.searchParams.get('project') === PAGED) ||
        url.pathname.startsWith('/resale-projects/api/projects')),
  );
  let site: Awaited<ReturnType<typeof startWeb>> | undefined;
  try {
    site = await startWeb(await freePort(), api.url);
    const compound = await project(PAGED, 'en');
    const all = await units(`project=${PAGED}`, 'en');
    // A page of the units (?page=, ?type=) is rendered per request: its failure shows in the section. The
    // cached page itself keeps its last good version instead (cache-revalidation.spec.ts).
    const response = await page.goto(`${site.url}/compounds/${PAGED}?page=1`);
    expect(response!.status()).toBe(200);
    const region = unitsRegion(page);
    const alert = region.getByRole('alert');
    const tryAgain = alert.getByRole('button', { name: en('listing.tryAgain') });
    await expect(alert.getByText(en('listing.loadError'), { exact: true })).toBeVisible();
    await expect(region.getByRole('article')).toHaveCount(0);
    // The rest of the compound page is there, without the links to the other compounds.
    await expect(page.getByRole('heading', { level: 1, name: compound.name })).toBeVisible();
    await expect(fact(page, en('compound.unitsForSale'))).toHaveText(`${all.count} units for sale`);
    await expect(page.getByRole('region', { name: en('inquiry.title', { name: compound.name }) })).toBeVisible();
    const byArea = page.getByRole('heading', { level: 2, name: en('compound.byArea') });
    await expect(byArea).toHaveCount(0);

    // Each failure logged once.
    const failures = () =>
      site!.logs
        .filter((line) => line.level === 50 && typeof line.api === 'object')
        .map((line) => `${line.msg as string}: ${(line.api as { path: string }).path.split('?')[0]}`)
        .sort();
    // The links on the page may be prefetched (rendered per request too): every failure is one of these.
    const expected = ['API call failed: /api/home-products/', 'API call failed: /resale-projects/api/projects/'];
    await expect.poll(() => [...new Set(failures())]).toEqual(expected);

    failing = false;
    await hydrated(tryAgain);
    await markDocument(page);
    await tryAgain.click();
    await expect(region.getByRole('article')).toHaveCount(PAGE_SIZE);
    await expect(region.getByText(en('listing.showing', { shown: PAGE_SIZE, total: all.count }))).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(byArea).toBeVisible();
    expect(await sameDocument(page), 'the section came back without a page load').toBe(true);
    expect([...new Set(failures())]).toEqual(expected);
  } finally {
    // Off this journey's site before it stops: the thumbnails still loading would fail with it.
    await page.goto('about:blank');
    await site?.stop();
    await api.close();
  }
});
