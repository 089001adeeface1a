import { STORAGE_KEYS } from '@app/shared';
import { expect, test } from './fixtures';
import { englishOnlyPhrases, everyRoute, findPhrases, mapSettles, preferenceCookie, storeLanguage } from './helpers';

for (const [lang, label, heading] of [
  ['ar', 'العربية', 'بيتك على البحر الأحمر، جاهز ومبني'],
  ['de', 'Deutsch', 'Ihr Zuhause am Roten Meer, bereits gebaut'],
  ['en', 'English', 'Your home by the Red Sea, already built'],
] as const) {
  test(`switching to ${lang} sets the document language, keeps left-to-right and survives a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    if (lang === 'en') {
      await page.getByRole('navigation').first().getByRole('combobox').selectOption('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    }
    await page.getByRole('navigation').first().getByRole('combobox').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lang)).toBe(lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation').first().getByRole('combobox')).toHaveValue(lang);
    await expect(page.getByRole('option', { name: label })).toBeAttached();
  });
}

test('a language kept only in localStorage (no cookie yet) is restored on the next visit', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await storeLanguage(page, 'en', 'de');
  await context.clearCookies();
  await page.goto('/story');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

for (const lang of ['ar', 'de'] as const) {
  test(`every route in ${lang} shows no English text from the catalogues`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    const phrases = englishOnlyPhrases(lang);
    expect(phrases.length).toBeGreaterThan(100);
    for (const route of await everyRoute()) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await mapSettles(page);
      const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
      const found = findPhrases(text, phrases);
      expect(found, `English on ${route} in ${lang}`).toEqual([]);
    }
  });
}
