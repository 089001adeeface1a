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

interface ListedUnit {
  id: number;
  price: number;
  area: number;
  instalment_count: number | null;
  instalment_frequency: string | null;
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`the unit page shows price, status, key facts and contact buttons before the photos on a phone (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // A compound unit with a plan: the longest list of facts the page shows.
    const { results } = await apiGet<{ results: (ListedUnit & { project: string | null; price_text: string })[] }>(
      `/api/home-products/?page=1&page_size=20&payment_plan=true&lang=${lang}`,
    );
    const unit = results.find((u) => u.project) ?? results[0]!;
    await page.goto(`${prefix}/property/${unit.id}`);
    const decision = page.getByTestId('unit-decision');
    for (const part of [
      decision.getByTestId('unit-price'),
      decision.getByText(formatted(lang, 'property.listedPrice', { price: unit.price_text })),
      decision.getByRole('definition').last(),
      decision.getByRole('link', { name: formatted(lang, 'property.askButton') }),
      decision.getByRole('link', { name: formatted(lang, 'property.callButton') }),
      // The run's site has AGENCY_WHATSAPP (scripts/e2e.mjs).
      decision.getByTestId('whatsapp-link'),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await expect(decision.getByRole('term')).toHaveCount(await decision.getByRole('definition').count());
    expect(await decision.getByRole('term').count()).toBeGreaterThanOrEqual(8);
    // The photos follow the decision.
    const buttons = await decision.getByTestId('whatsapp-link').boundingBox();
    const photos = await page.getByRole('region', { name: formatted(lang, 'property.gallery') }).boundingBox();
    expect(photos!.y).toBeGreaterThan(buttons!.y + buttons!.height);
    // "Send an inquiry" leads to the form.
    await decision.getByRole('link', { name: formatted(lang, 'property.askButton') }).click();
    await expect(page.getByRole('heading', { name: formatted(lang, 'property.inquiryTitle') })).toBeInViewport();
  });

  test(`the listing filters by payment plan and ready to move in, and cards show price per m² and instalments (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await context.addCookies([preferenceCookie('currency', 'EUR', baseURL!)]);
    await page.goto(`${prefix}/properties`);
    const count = async (query: string) =>
      (await apiGet<{ count: number }>(`/api/home-products/?page=1&page_size=12&lang=${lang}${query}`)).count;
    const showing = (total: number) => formatted(lang, 'listing.showing', { shown: Math.min(12, total), total });

    // A click before the listing's code has arrived is applied when it does (a check() would see no change).
    await page.getByLabel(formatted(lang, 'listing.paymentPlanOnly')).click();
    await expect(page.getByLabel(formatted(lang, 'listing.paymentPlanOnly'))).toBeChecked();
    await expect(page).toHaveURL(/[?&]payment_plan=1(&|$)/);
    const withPlan = await count('&payment_plan=true');
    expect(withPlan).toBeGreaterThan(12);
    await expect(page.getByText(showing(withPlan))).toBeVisible();
    const cards = page.locator('article.unit-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ hasText: formatted(lang, 'unit.instalments') })).toHaveCount(12);

    await page.getByLabel(formatted(lang, 'listing.readyOnly')).click();
    await expect(page.getByLabel(formatted(lang, 'listing.readyOnly'))).toBeChecked();
    await expect(page).toHaveURL(/[?&]ready=1(&|$)/);
    const both = await count('&payment_plan=true&ready=true');
    expect(both).toBeLessThan(withPlan);
    await expect(page.getByText(showing(both))).toBeVisible();

    // Sorted by price per m², each card's figure is the API's price ÷ area at the run's EUR rate.
    await page.getByLabel(formatted(lang, 'listing.sort')).selectOption('price-per-sqm-asc');
    await expect(page).toHaveURL(/sort=price-per-sqm-asc/);
    const { results } = await apiGet<{ results: ListedUnit[] }>(
      `/api/home-products/?page=1&page_size=12&payment_plan=true&ready=true&sort=price-per-sqm-asc&lang=${lang}`,
    );
    const shown = results.slice(0, 3).map((u) => money((u.price / u.area) * KNOWN.EUR, 'EUR'));
    await expect(cards.first().getByTestId('unit-price-per-sqm')).toContainText(shown[0]!);
    await expect(cards.nth(2).getByTestId('unit-price-per-sqm')).toContainText(shown[2]!);

    // Without JavaScript's help the same address is the server's answer: a reload keeps the filters.
    await page.reload();
    await expect(page.getByLabel(formatted(lang, 'listing.readyOnly'))).toBeChecked();
    await expect(page.getByText(showing(both))).toBeVisible();
  });

  test(`a compound page shows each unit type's price and price-per-m² ranges (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([preferenceCookie('currency', 'SAR', baseURL!)]);
    const { project } = await apiGet<{
      project: {
        unit_types: { kind: string; count: number; min_price: number; max_price: number; min_price_per_sqm: number }[];
      };
    }>(`/resale-projects/api/project/hurghada-avenue/?lang=${lang}`);
    await page.goto(`${prefix}/compounds/hurghada-avenue`);
    const table = page.getByTestId('prices-by-type');
    await expect(table.locator('tbody tr')).toHaveCount(project.unit_types.length);
    for (const [i, type] of project.unit_types.entries()) {
      const row = table.locator('tbody tr').nth(i);
      await expect(row.getByRole('rowheader')).toHaveText(formatted(lang, `unit.kinds.${type.kind}`));
      await expect(row).toContainText(money(type.min_price * KNOWN.SAR, 'SAR'));
      await expect(row).toContainText(money(type.min_price_per_sqm * KNOWN.SAR, 'SAR'));
    }
  });
}
