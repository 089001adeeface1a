import type { Page } from '@playwright/test';
import type { Lang } from '@app/shared';
import { expect, test } from './fixtures';
import { message } from './helpers';
import { startSite } from './sites';
import { pathInLang } from '../src/lib/routing/variants';

// A site and API of this test's own (the shared e2e API keeps serving the other journeys): the API is
// stopped before any page is visited, so no listing page is in the site's cache yet.
const API_PORT = 4741;
const WEB_PORT = 3741;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test("a first visit to a listing with the API down shows the spec's error with Try Again, and nothing of it is kept", async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(180_000);
  // The page's own answer (500: it could not be rendered), its pictures (which the API serves), and
  // React's note in the browser that the server's render failed (error 441, its message left out).
  allowedErrors.push(/status of 5\d\d/, /Failed to load resource/, /Minified React error #441/);
  const site = await startSite(API_PORT, WEB_PORT);
  const visits: [Lang, string, string][] = [
    ['en', '/private-units-resale', 'listing.privateTitle'],
    ['de', '/properties', 'listing.propertiesTitle'],
    ['ar', '/private-units-resale', 'listing.privateTitle'],
  ];
  try {
    await site.stopApi();
    for (const [lang, path, title] of visits) {
      await page.goto(`${site.url}${pathInLang(path, lang)}`);
      // The page's hero stays; the listing says what happened (spec section 8) and offers Try Again.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(lang, title));
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(message(lang, 'listing.loadError'));
      await expect(alert.getByRole('button', { name: message(lang, 'listing.tryAgain') })).toBeVisible();
      await expect(page.getByText(message(lang, 'errors.title'))).toHaveCount(0);
    }

    await site.restartApi();
    // Try Again reloads the page: rendered again, now with its units (the failure was not cached).
    const [lang, path] = visits[2]!;
    await page.getByRole('button', { name: message(lang, 'listing.tryAgain') }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(`${site.url}${pathInLang(path, lang)}`);
    for (const [other, otherPath] of visits.slice(0, 2)) {
      await page.goto(`${site.url}${pathInLang(otherPath, other)}`);
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    }
  } finally {
    await page.goto('about:blank');
    await site.close();
  }
});
