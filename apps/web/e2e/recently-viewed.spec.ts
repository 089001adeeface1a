import type { Page } from '@playwright/test';
import { UNIT_LIST_KEYS } from '../src/lib/unit-lists/lists';
import { STAND_IN_RATES } from '../../../scripts/lib/rates-stand-in.mjs';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, money, preferenceCookie, seriousViolations } from './helpers';

// The units a visitor opened last (issue 18, point 3), on a phone in English and Arabic: kept in the
// browser, listed newest first on the home page and at the foot of each unit page (without that page's
// own unit), with prices in the chosen currency; cleared by its button, and the same after a reload.

const PHONE = { width: 390, height: 844 };

/** The unit this page keeps is first in the stored list: its page may be left now. */
async function recorded(page: Page, id: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number }[])[0]?.id,
        UNIT_LIST_KEYS.recentlyViewed,
      ),
    )
    .toBe(id);
}

/** The list's code loads when the page's foot comes near the screen: then it shows what is stored. */
async function toFoot(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('recently-viewed-status')).toBeAttached();
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`recently viewed lists the last unit pages, newest first, and clears (${lang}, phone)`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Twelve page loads, some of pages not yet in the site's cache on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await context.addCookies([preferenceCookie('currency', 'EUR', baseURL!)]);
    const { results } = await apiGet<ApiPage>(`/api/home-products/?page_size=4&status=available&lang=${lang}`);
    const units = results.slice(0, 4);
    expect(units).toHaveLength(4);
    const list = () => page.getByRole('region', { name: formatted(lang, 'recentlyViewed.title') });
    const titles = () => list().getByRole('listitem').getByRole('heading');
    const expectList = async (shown: typeof units) => {
      await expect(titles()).toHaveText(shown.map((u) => u.title));
      await expect(list().getByTestId('recently-viewed-price')).toHaveText(
        shown.map((u) => money(u.price * STAND_IN_RATES.EUR, 'EUR')),
      );
    };

    // Nothing viewed yet: the home page has no such section.
    await page.goto(`${prefix}/`);
    await toFoot(page);
    await expect(list()).toHaveCount(0);

    // Each unit page lists the ones opened before it, newest first, and not itself.
    for (const [i, unit] of units.entries()) {
      await page.goto(`${prefix}/property/${unit.id}`);
      await recorded(page, unit.id);
      await toFoot(page);
      if (i === 0) await expect(list()).toHaveCount(0);
      else await expectList(units.slice(0, i).reverse());
    }

    const newestFirst = [...units].reverse();
    await page.goto(`${prefix}/`);
    await toFoot(page);
    await expectList(newestFirst);
    await expect(list().getByRole('link', { name: units[0]!.title })).toHaveAttribute(
      'href',
      `${prefix}/property/${units[0]!.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await toFoot(page);
    await expectList(newestFirst);

    // Opening an older one again brings it first; its own page lists the others.
    const again = units[1]!;
    await list().getByRole('link', { name: again.title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/property/${again.id}$`));
    await recorded(page, again.id);
    await toFoot(page);
    await expectList(newestFirst.filter((u) => u.id !== again.id));

    await page.goto(`${prefix}/`);
    await toFoot(page);
    await expectList([again, ...newestFirst.filter((u) => u.id !== again.id)]);

    // Clearing asks first, by keyboard: "keep" leaves the list and the focus on the button.
    const clear = list().getByRole('button', { name: formatted(lang, 'recentlyViewed.clear') });
    await clear.focus();
    await page.keyboard.press('Enter');
    const confirm = list().getByRole('group', { name: formatted(lang, 'recentlyViewed.confirm') });
    await expect(confirm.getByRole('button', { name: formatted(lang, 'recentlyViewed.clearYes') })).toBeFocused();
    await confirm.getByRole('button', { name: formatted(lang, 'recentlyViewed.keep') }).click();
    await expect(clear).toBeFocused();
    await expect(titles()).toHaveCount(4);

    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: formatted(lang, 'recentlyViewed.clearYes') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list()).toHaveCount(0);
    await expect(page.getByTestId('recently-viewed-status')).toHaveText(formatted(lang, 'recentlyViewed.cleared'));

    await page.reload();
    await toFoot(page);
    await expect(list()).toHaveCount(0);
  });
}
