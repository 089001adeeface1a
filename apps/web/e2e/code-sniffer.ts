import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/lib/chromium.mjs';

/**
 * The second accessibility checker beside axe (issue 31): HTML_CodeSniffer on the WCAG 2 AA standard,
 * run by pa11y. It finds faults that axe's rules leave out, such as a form without a submit button (H32)
 * or a table whose data cells do not name headers on two levels (H43).
 *
 * pa11y drives a Chromium of its own through puppeteer, which the root package.json's overrides make
 * puppeteer-core: no install step, and no browser is ever downloaded. It runs the Chromium the tests
 * use (findChromium). One browser serves a whole test; each page opens in a tab of its own.
 */
export async function codeSniffer() {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  return {
    /** HTML_CodeSniffer's errors on the page at `url`, as "code: element" (its notices and warnings left out). */
    errors: async (url: string): Promise<string[]> => {
      const { issues } = await pa11y(url, { browser, standard: 'WCAG2AA', runners: ['htmlcs'], timeout: 60_000 });
      return issues.filter((issue) => issue.type === 'error').map((issue) => `${issue.code}: ${issue.selector}`);
    },
    close: () => browser.close(),
  };
}
