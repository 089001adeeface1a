import { LANGS } from '@app/shared';
import { expect, test } from './fixtures';
import { codeSniffer } from './code-sniffer';
import { everyRoute, preferenceCookie, seriousViolations } from './helpers';
import { pathInLang } from '../src/lib/routing/variants';

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations on any route in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // One test visits every route (each compound, unit and content page) and runs two checkers on each:
    // axe in this page, and HTML_CodeSniffer (WCAG 2 AA, through pa11y) on the same address.
    test.setTimeout(300_000);
    await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    const sniffer = await codeSniffer();
    const sniffed: Record<string, string[]> = {};
    try {
      for (const route of await everyRoute()) {
        await page.goto(route);
        expect(await seriousViolations(page), `${route} in ${lang}`).toEqual([]);
        const errors = await sniffer.errors(new URL(pathInLang(route, lang), baseURL).href);
        if (errors.length > 0) sniffed[route] = errors;
      }
    } finally {
      await sniffer.close();
    }
    expect(sniffed, `HTML_CodeSniffer's errors in ${lang}`).toEqual({});
  });
}
