import { type Currency, STORAGE_KEYS } from '@app/shared';
import { STAND_IN_RATES } from '../../../scripts/lib/rates-stand-in.mjs';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, money } from './helpers';

/** The rates of the run's stand-in for the exchange-rate service (scripts/e2e.mjs). */
const KNOWN: Readonly<Record<Currency, number>> = STAND_IN_RATES;

test('each currency converts every price on the page with the service rates, and survives a reload', async ({
  page,
}) => {
  const { results } = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=12');
  await page.goto('/properties');
  const prices = page.getByRole('main').getByTestId('unit-price');
  await expect(prices).toHaveText(results.map((u) => money(u.price, 'USD')));

  for (const currency of ['EUR', 'SAR', 'KWD', 'USD'] as const) {
    await page.getByRole('button', { name: /^Currency: / }).click();
    await page.getByRole('option', { name: new RegExp(`^${currency}`) }).click();
    await expect(prices).toHaveText(results.map((u) => money(u.price * KNOWN[currency], currency)));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.currency)).toBe(currency);
    await page.reload();
    await expect(page.getByRole('button', { name: `Currency: ${currency}` })).toBeVisible();
    await expect(prices).toHaveText(results.map((u) => money(u.price * KNOWN[currency], currency)));
  }
});

test('the currency selector opens and closes, with the keyboard, Escape and an outside click', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Currency: USD' });
  const listbox = page.getByRole('listbox', { name: 'Currency' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(listbox).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(listbox).toBeHidden();
  await button.press('Enter');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Currency: SAR' })).toBeFocused();
});

test('the property page shows its price in the chosen currency next to the listed price', async ({ page }) => {
  const unit = (await apiGet<ApiPage>('/api/home-products/?page=1&page_size=1&sort=price-desc')).results[0]!;
  await page.goto(`/property/${unit.id}`);
  await page.getByRole('button', { name: /^Currency: / }).click();
  await page.getByRole('option', { name: /^KWD/ }).click();
  await expect(page.getByRole('main').getByTestId('unit-price').first()).toHaveText(
    money(unit.price * KNOWN.KWD, 'KWD'),
  );
});
