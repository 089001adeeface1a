import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/chromium.mjs';

/** Run through `npm run test:e2e`, which starts the API and the production site and sets these variables. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3101',
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS] },
    trace: 'retain-on-failure',
  },
});
