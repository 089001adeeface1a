import { type Currency, CURRENCIES, STORAGE_KEYS } from '@app/shared';
import { STAND_IN_RATES } from '../../../scripts/lib/rates-stand-in.mjs';
import { expect, test } from './fixtures';
import { apiGet, formatted, money, preferenceCookie } from './helpers';

// A unit's payment plan on its page (issue 18, point 4), on a phone in English and Arabic: the schedule
// in each currency adds up to the price the page shows, which is the API's price at the run's rates.

const PHONE = { width: 390, height: 844 };
const KNOWN: Readonly<Record<Currency, number>> = STAND_IN_RATES;

interface PlanUnit {
  id: number;
  price: number;
  amount_paid: number | null;
  down_payment: number | null;
  instalment_count: number;
  instalment_frequency: string;
}

const whole = (text: string) => Number(text.replace(/[^0-9]/g, ''));

for (const lang of ['en', 'ar'] as const) {
  test(`a unit's payment schedule adds up to its price in every currency (${lang}, phone)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const { results } = await apiGet<{ results: PlanUnit[] }>(
      `/api/home-products/?page=1&page_size=50&payment_plan=true&lang=${lang}`,
    );
    // A resale unit part-paid to the developer shows that line too, when the catalogue has one.
    const unit = results.find((u) => (u.amount_paid ?? 0) > 0) ?? results[0]!;
    const lines = unit.instalment_count + 1 + ((unit.amount_paid ?? 0) > 0 ? 1 : 0);
    const path = `${lang === 'en' ? '' : `/${lang}`}/property/${unit.id}`;

    for (const currency of CURRENCIES) {
      await context.addCookies([preferenceCookie('currency', currency, baseURL!)]);
      await page.goto(path);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: STORAGE_KEYS.currency,
        value: currency,
      });
      await page.reload();
      const price = money(unit.price * KNOWN[currency], currency);
      await expect(page.getByTestId('unit-price').first()).toHaveText(price);

      const plan = page.getByRole('region', { name: formatted(lang, 'planDetails.title') });
      await expect(plan).toBeVisible();
      await plan.getByText(formatted(lang, 'planDetails.showSchedule')).click();
      const amounts = plan.getByTestId('plan-amount');
      await expect(amounts).toHaveCount(lines);
      await expect(plan.getByTestId('plan-total')).toHaveText(price);
      const sum = (await amounts.allTextContents()).reduce((total, text) => total + whole(text), 0);
      expect(sum, `${currency}: the lines add up to the price shown`).toBe(whole(price));
      // The first instalment's line names its number and when it falls due.
      await expect(
        plan.getByRole('rowheader', { name: formatted(lang, 'plan.instalment', { number: 1 }), exact: true }),
      ).toBeVisible();
    }
  });
}
