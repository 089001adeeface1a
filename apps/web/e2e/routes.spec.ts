import { expect, test } from './fixtures';

// The compound routes (/resale, /compounds, /compounds/{id}) have their journeys in compounds.spec.ts.

test('any other path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home by the Red Sea, already built');
});
