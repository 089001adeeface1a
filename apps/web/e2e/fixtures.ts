import { test as base, expect } from '@playwright/test';

/** A console error or an uncaught page error fails the test (STYLE.md, principle 10). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4101';
