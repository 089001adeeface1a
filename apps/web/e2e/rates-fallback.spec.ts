import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { money } from './helpers';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** An API whose exchange-rate service fails in the given way, and a site in front of it. */
async function startSite(apiPort: number, webPort: number, ratesUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rates-test-'));
  const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'fatal' };
  const api = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.mjs')], {
    env: { ...env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir, EXCHANGE_RATES_URL: ratesUrl },
    stdio: 'ignore',
  });
  const web = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(webPort)],
    { cwd: join(ROOT, 'apps/web'), env: { ...env, API_URL: `http://127.0.0.1:${apiPort}` }, stdio: 'ignore' },
  );
  for (let i = 0; i < 240; i++) {
    try {
      if (
        (await fetch(`http://127.0.0.1:${apiPort}/api/health/`)).ok &&
        (await fetch(`http://127.0.0.1:${webPort}/api/rates/`)).ok
      )
        break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `http://127.0.0.1:${webPort}`,
    close: async () => {
      await Promise.all([stop(web), stop(api)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
    const site = await startSite(port, port + 1, `http://127.0.0.1:${port + 100}/v6/latest/USD`);
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
