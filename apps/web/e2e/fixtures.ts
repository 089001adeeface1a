import { test as base, expect } from '@playwright/test';

/**
 * A console error or an uncaught page error fails the test (STYLE.md, principle 10), unless the test
 * says it expects it (e.g. the 404 status of a not-found page) by pushing a pattern to `allowedErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedErrors: RegExp[] }>({
  allowedErrors: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedErrors.some((pattern) => pattern.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4101';

/** The browser logs the 404 status of a not-found page as a console error. */
export const NOT_FOUND_STATUS = /status of 404/;
