import { LANGS } from '@app/shared';
import { expect, test } from './fixtures';
import { codeSnifferErrors } from './code-sniffer';
import { everyRoute, mapSettles, preferenceCookie, seriousViolations } from './helpers';

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations on any route in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // One test visits every route (each compound, unit and content page) and runs two checkers on each:
    // axe, then HTML_CodeSniffer (WCAG 2 AA, the engine pa11y runs) on the same document.
    test.setTimeout(300_000);
    await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    const sniffed: Record<string, string[]> = {};
    for (const route of await everyRoute()) {
      await page.goto(route);
      await mapSettles(page);
      expect(await seriousViolations(page), `${route} in ${lang}`).toEqual([]);
      const errors = await codeSnifferErrors(page);
      if (errors.length > 0) sniffed[route] = errors;
    }
    expect(sniffed, `HTML_CodeSniffer's errors in ${lang}`).toEqual({});
  });
}
