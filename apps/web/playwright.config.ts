import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, WEBGL_FLAGS, findChromium } from '../../scripts/lib/chromium.mjs';

const CATALOGUE_JOURNEYS = /catalogue-[^/]*\.spec\.ts$/;

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
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS] },
    trace: 'retain-on-failure',
  },
  // The catalogue's journeys change the public catalogue (they create, publish and sell listings), which
  // the site's journeys count and read as seeded: they run after all of those, on the same servers.
  projects: [
    { name: 'site', testIgnore: CATALOGUE_JOURNEYS },
    { name: 'catalogue', testMatch: CATALOGUE_JOURNEYS, dependencies: ['site'] },
  ],
});
