import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { everyRoute } from './helpers';

for (const lang of ['en', 'ar', 'de'] as const) {
  test(`no serious or critical accessibility violations on any route in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // One test visits every route (each compound, unit and content page) and runs axe on each.
    test.setTimeout(300_000);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    for (const route of await everyRoute()) {
      await page.goto(route);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious, `${route} in ${lang}`).toEqual([]);
    }
  });
}
