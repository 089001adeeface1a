import type { Locator, Page } from '@playwright/test';
import { LANGS } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, hydrated, seriousViolations } from './helpers';

// Comparing up to four units side by side (issue 18, point 2), on a phone: compare buttons on the cards,
// the navbar's link, /compare's table with the differing rows marked and the others hidden on request,
// the facts' names fixed while the units scroll sideways, and a fifth unit replacing one by keyboard.

const PHONE = { width: 390, height: 844 };

type WireUnit = {
  id: number;
  title: string;
  price: number;
  kind: string;
  bedrooms: number;
  bathrooms: number;
  status: string;
  project: string | null;
};

/** The unit ids of the listing's first `count` cards, from their links. */
async function cardIds(page: Page, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const href = await page.getByRole('article').nth(i).locator('a.card-link').getAttribute('href');
    ids.push(Number(/\/property\/(\d+)$/.exec(href!)![1]));
  }
  return ids;
}

function compareButton(page: Page | Locator, lang: 'en' | 'ar', title: string): Locator {
  return page.getByRole('button', { name: formatted(lang, 'compareList.toggle', { title }), exact: true });
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`compare three units chosen from cards: differing rows, hiding the same, scrolling (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/properties`);
      const ids = await cardIds(page, 3);
      const titles: string[] = [];
      for (let i = 0; i < 3; i++) {
        const title = (await page.getByRole('article').nth(i).getByRole('heading').innerText()).trim();
        titles.push(title);
        const toggle = compareButton(page, lang, title);
        await hydrated(toggle);
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      const navLink = page.getByRole('link', { name: formatted(lang, 'compareList.navLabel', { count: 3 }) });
      await expect(navLink).toBeVisible();
      await navLink.click();
      await expect(page).toHaveURL(`${prefix}/compare?ids=${ids.join(',')}`);

      const table = page.getByRole('table', { name: formatted(lang, 'compare.caption') });
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveCount(3);
      for (const [i, title] of titles.entries()) {
        await expect(headers.nth(i).getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'href',
          `${prefix}/property/${ids[i]}`,
        );
      }

      // Which rows differ, from the API's own figures.
      const { results } = await apiGet<{ results: WireUnit[] }>(`/api/units/by-ids/?ids=${ids.join(',')}&lang=${lang}`);
      const checked: [row: string, label: string, values: unknown[]][] = [
        ['price', 'compare.price', results.map((u) => u.price)],
        ['type', 'property.type', results.map((u) => u.kind)],
        ['bedrooms', 'property.bedrooms', results.map((u) => u.bedrooms)],
        ['bathrooms', 'property.bathrooms', results.map((u) => u.bathrooms)],
        ['status', 'property.status', results.map((u) => u.status)],
        ['compound', 'property.compound', results.map((u) => u.project)],
      ];
      const differs = formatted(lang, 'compare.differs');
      const same: Locator[] = [];
      const different: Locator[] = [];
      for (const [row, label, values] of checked) {
        const line = table.locator(`tr[data-row="${row}"]`);
        const header = line.getByRole('rowheader');
        await expect(header).toContainText(formatted(lang, label));
        const differing = new Set(values).size > 1;
        await expect(header.getByText(differs, { exact: true })).toHaveCount(differing ? 1 : 0);
      }
      // Every row, by its marker: the ones that differ and the ones that are the same.
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(11);
      for (const line of await rows.all()) {
        ((await line.getByRole('rowheader').getByText(differs, { exact: true }).count()) ? different : same).push(line);
      }
      expect(different.length).toBeGreaterThan(0);
      expect(same.length).toBeGreaterThan(0);
      // The highlight is seen, not only read: a differing row's cells are tinted, a same row's white.
      await expect(different[0]!.getByRole('cell').first()).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(same[0]!.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');

      const hideSame = page.getByRole('checkbox', { name: formatted(lang, 'compare.hideSame') });
      await hideSame.check();
      for (const line of same) await expect(line).toBeHidden();
      for (const line of different) await expect(line).toBeVisible();
      await hideSame.uncheck();
      for (const line of same) await expect(line).toBeVisible();

      // On a phone the units scroll sideways under the facts' names, which stay where they are.
      const region = page.getByRole('region', { name: formatted(lang, 'compare.scrollLabel') });
      const scrollable = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(scrollable).toBeGreaterThan(100);
      const priceRow = table.locator('tr[data-row="price"]');
      const nameBefore = (await priceRow.getByRole('rowheader').boundingBox())!;
      const cellBefore = (await priceRow.getByRole('cell').first().boundingBox())!;
      await region.evaluate((el) => el.scrollBy({ left: getComputedStyle(el).direction === 'rtl' ? -100 : 100 }));
      await expect
        .poll(async () =>
          Math.abs(Math.round((await priceRow.getByRole('cell').first().boundingBox())!.x - cellBefore.x)),
        )
        .toBe(100);
      const nameAfter = (await priceRow.getByRole('rowheader').boundingBox())!;
      expect(Math.round(nameAfter.x)).toBe(Math.round(nameBefore.x));

      expect(await seriousViolations(page)).toEqual([]);

      // Taking a unit out: the page and the navbar's count follow.
      await page
        .getByRole('link', { name: formatted(lang, 'compare.removeLabel', { title: titles[1]! }), exact: true })
        .click();
      await expect(page).toHaveURL(`${prefix}/compare?ids=${ids[0]},${ids[2]}`);
      await expect(headers).toHaveCount(2);
      await expect(
        page.getByRole('link', { name: formatted(lang, 'compareList.navLabel', { count: 2 }) }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test(`a fifth unit asks which to replace, by keyboard alone (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/properties`);
      const ids = await cardIds(page, 5);
      await page.evaluate((four) => localStorage.setItem('compare', JSON.stringify(four)), ids.slice(0, 4));
      await page.reload();
      const titleOf = async (i: number) =>
        (await page.getByRole('article').nth(i).getByRole('heading').innerText()).trim();
      const titles = await Promise.all([0, 1, 2, 3, 4].map(titleOf));
      const fifth = compareButton(page, lang, titles[4]!);
      await hydrated(fifth);
      await expect(compareButton(page, lang, titles[3]!)).toHaveAttribute('aria-pressed', 'true');

      // Escape keeps the comparison as it was and gives the focus back.
      await fifth.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: formatted(lang, 'compareList.replaceTitle', { max: 4 }) });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(fifth).toBeFocused();
      await expect(fifth).toHaveAttribute('aria-pressed', 'false');

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(formatted(lang, 'compareList.replaceText', { title: titles[4]! }));
      const radios = dialog.getByRole('radio');
      // The four units being compared, by their titles, the first one focused.
      for (const [i, title] of titles.slice(0, 4).entries()) await expect(radios.nth(i)).toHaveAccessibleName(title);
      await expect(radios.first()).toBeFocused();
      // The focus stays in the dialog.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await radios.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(fifth).toBeFocused();
      await expect(fifth).toHaveAttribute('aria-pressed', 'true');
      await expect(compareButton(page, lang, titles[1]!)).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => localStorage.getItem('compare'))).toBe(
        JSON.stringify([ids[0], ids[4], ids[2], ids[3]]),
      );
      const navLink = page.getByRole('link', { name: formatted(lang, 'compareList.navLabel', { count: 4 }) });
      await navLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/compare?ids=${[ids[0], ids[4], ids[2], ids[3]].join(',')}`);
      await expect(page.getByRole('columnheader').nth(1)).toContainText(titles[4]!);
    } finally {
      await context.close();
    }
  });
}

test('a compare address with unknown ids or more than four units shows what it can and says so', async ({ page }) => {
  const { results } = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=5');
  const ids = results.map((unit) => unit.id);
  await page.goto(`/compare?ids=${ids[0]},999999,${ids.slice(1).join(',')}`);
  await expect(page.getByText(formatted('en', 'compare.skipped', { count: 1 }))).toBeVisible();
  await expect(page.getByText(formatted('en', 'compare.tooMany', { max: 4 }))).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(3);
  // The page's units are now the visitor's comparison.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('compare')))
    .toBe(JSON.stringify([ids[0], ids[1], ids[2]]));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Its own title and description, like every page, besides noindex.
  await expect(page).toHaveTitle(new RegExp(`^${formatted('en', 'compare.metaTitle')}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    formatted('en', 'compare.metaDescription'),
  );

  await page.goto('/compare?ids=');
  await expect(page.getByText(formatted('en', 'compare.empty'))).toBeVisible();
  await expect(page.getByRole('link', { name: formatted('en', 'compare.browse') })).toHaveAttribute(
    'href',
    '/properties',
  );
  await expect(page.getByRole('link', { name: formatted('en', 'compare.toShortlist') })).toHaveAttribute(
    'href',
    '/shortlist',
  );

  // The shortlist is the other page of the visitor's own: the same title, description and noindex.
  await page.goto('/shortlist?ids=1');
  await expect(page).toHaveTitle(new RegExp(`^${formatted('en', 'shortlist.metaTitle')}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    formatted('en', 'shortlist.metaDescription'),
  );
});

for (const lang of LANGS) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  test(`no serious or critical accessibility violations on /shortlist and /compare with units in ${lang}`, async ({
    page,
  }) => {
    const { results } = await apiGet<ApiPage>(`/api/home-products/?page=1&page_size=3&lang=${lang}`);
    const ids = results.map((unit) => unit.id).join(',');
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/shortlist?ids=${ids}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    expect(await seriousViolations(page), `/shortlist in ${lang}`).toEqual([]);
    await page.goto(`${prefix}/compare?ids=${ids}`);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    expect(await seriousViolations(page), `/compare in ${lang}`).toEqual([]);
  });
}
