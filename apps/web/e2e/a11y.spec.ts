import { LANGS } from '@app/shared';
import { expect, test } from './fixtures';
import { everyRoute, preferenceCookie, seriousViolations } from './helpers';

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations on any route in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // One test visits every route (each compound, unit and content page) and runs axe on each.
    test.setTimeout(300_000);
    await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    for (const route of await everyRoute()) {
      await page.goto(route);
      expect(await seriousViolations(page), `${route} in ${lang}`).toEqual([]);
    }
  });
}
