import { type Server, createServer } from 'node:http';
import { expect, test } from './fixtures';
import { money } from './helpers';
import { startSite } from './sites';

for (const [name, port, behaviour] of [
  ['fails with 500', 4111, 'error'],
  ['answers without rates', 4113, 'no-rates'],
] as const) {
  test(`when the rates service ${name}, prices use the fallback rates`, async ({ page }) => {
    test.setTimeout(90_000);
    const upstream: Server = createServer((_req, res) => {
      res.writeHead(behaviour === 'error' ? 500 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(behaviour === 'error' ? { error: 'down' } : { result: 'error', 'error-type': 'quota-reached' }),
      );
    }).listen(port + 100, '127.0.0.1');
    const site = await startSite(port, port + 1, {
      EXCHANGE_RATES_URL: `http://127.0.0.1:${port + 100}/v6/latest/USD`,
    });
    try {
      const rates = (await (await fetch(`${site.url}/api/rates/`)).json()) as {
        rates: Record<string, number>;
        source: string;
      };
      expect(rates).toMatchObject({ rates: { USD: 1, EUR: 0.93, SAR: 3.75, KWD: 0.31 }, source: 'fallback' });
      const { results } = (await (await fetch(`${site.url}/api/home-products/?page=1&page_size=12`)).json()) as {
        results: { price: number }[];
      };
      await page.context().addCookies([{ name: 'currency', value: 'SAR', url: site.url }]);
      await page.goto(`${site.url}/properties`);
      await expect(page.getByRole('main').getByTestId('unit-price')).toHaveText(
        results.map((u) => money(u.price * 3.75, 'SAR')),
      );
    } finally {
      await page.goto('about:blank');
      await site.close();
      upstream.close();
    }
  });
}
