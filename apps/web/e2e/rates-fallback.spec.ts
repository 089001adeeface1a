import { FALLBACK_RATES } from '@app/shared';
import { startRatesStandIn } from '../../../scripts/lib/rates-stand-in.mjs';
import { expect, test } from './fixtures';
import { money, preferenceCookie } from './helpers';
import { startSite } from './sites';

for (const [name, port, behaviour] of [
  ['fails with 500', 4111, 'error'],
  ['answers without rates', 4113, 'no-rates'],
] as const) {
  test(`when the rates service ${name}, prices use the fallback rates`, async ({ page }) => {
    test.setTimeout(90_000);
    const upstream = await startRatesStandIn({
      port: port + 100,
      answer:
        behaviour === 'error'
          ? { status: 500, body: { error: 'down' } }
          : { status: 200, body: { result: 'error', 'error-type': 'quota-reached' } },
    });
    const site = await startSite(port, port + 1, { EXCHANGE_RATES_URL: upstream.url });
    try {
      const rates = (await (await fetch(`${site.url}/api/rates/`)).json()) as {
        rates: Record<string, number>;
        source: string;
      };
      expect(rates).toMatchObject({ rates: FALLBACK_RATES, source: 'fallback' });
      const { results } = (await (await fetch(`${site.url}/api/home-products/?page=1&page_size=12`)).json()) as {
        results: { price: number }[];
      };
      await page.context().addCookies([preferenceCookie('currency', 'SAR', site.url)]);
      await page.goto(`${site.url}/properties`);
      await expect(page.getByRole('main').getByTestId('unit-price')).toHaveText(
        results.map((u) => money(u.price * FALLBACK_RATES.SAR, 'SAR')),
      );
    } finally {
      await page.goto('about:blank');
      await site.close();
      await upstream.close();
    }
  });
}
