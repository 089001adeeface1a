import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test } from './fixtures';
import { signInToBackOffice } from './inquiries';
import { apiProcess, freePort, startWeb } from './sites';

// The agency's view of demand (issue 34 point 5, decision 0062): confirmed saved searches show as counts on
// the back office's Demand page, in the units list and on the unit's page, and an admin erases an address.
// A site of its own: its searches are written into its data directory while its API is stopped (PGlite
// has one process per data directory), as a subscriber's confirmed searches would be.

const ADMIN_ENV = {
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? '',
  ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? '',
};

/** The searches of one subscriber, confirmed (active), and one still pending that counts nowhere. */
async function seedSearches(dataDir: string): Promise<{ id: number; reference: string }> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const unit = (
      await db.query<{ id: number; reference: string }>(
        `select id, reference from units where listed and region = 'hurghada' order by id limit 1`,
      )
    ).rows[0]!;
    const address = (
      await db.query<{ id: number }>(
        `insert into alert_addresses (email, manage_token) values ('buyer@demand.test', 'e2e-manage-token') returning id`,
      )
    ).rows[0]!;
    const searches: [string, string, string, number[]][] = [
      ['search', 'location=hurghada', 'active', []],
      ['search', 'location=hurghada', 'active', []],
      ['search', 'location=el-gouna&type=studio', 'active', []],
      ['shortlist', '', 'active', [unit.id]],
      ['search', 'location=hurghada', 'pending', []],
    ];
    for (const [i, [kind, query, status, unitIds]] of searches.entries()) {
      await db.query(
        `insert into saved_searches (address_id, kind, query, unit_ids, frequency, lang, currency, status, unsubscribe_token, confirmed_at)
         values ($1, $2, $3, $4, 'daily', 'en', 'EUR', $5, $6, case when $5 = 'active' then now() end)`,
        [address.id, kind, query, unitIds, status, `e2e-unsubscribe-${i}`],
      );
    }
    return unit;
  } finally {
    await db.close();
  }
}

test('the Demand page, the units list and a unit’s page count confirmed searches; an admin erases an address', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-demand-'));
  const api = apiProcess(await freePort(), dataDir, ADMIN_ENV);
  let web: Awaited<ReturnType<typeof startWeb>> | undefined;
  try {
    // The API migrates and seeds the catalogue, then lets go of the data directory.
    await api.ready();
    await api.stop();
    const unit = await seedSearches(dataDir);
    await api.restart();
    web = await startWeb(await freePort(), api.url);

    const context = await browser.newContext({ baseURL: web.url });
    const page = await context.newPage();
    await signInToBackOffice(page);

    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Demand' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demand' })).toBeVisible();
    await expect(page.getByTestId('demand-totals')).toHaveText('3 saved searches and 1 shortlist from 1 address');
    const byArea = page.getByTestId('demand-by-area');
    await expect(byArea.getByRole('row', { name: 'Hurghada 2' })).toBeVisible();
    await expect(byArea.getByRole('row', { name: 'El Gouna 1' })).toBeVisible();
    await expect(page.getByTestId('demand-by-currency').getByRole('row', { name: 'EUR 3' })).toBeVisible();
    const top = page.getByTestId('demand-top').getByRole('row', { name: /^Hurghada · any type · any price 2/ });
    await expect(top.getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      '/properties?location=hurghada',
    );

    // Two searches of Hurghada and the shortlist: 3 for this unit (the El Gouna studio search is not its).
    await page.goto(`/admin/catalogue/units?q=${unit.reference}`);
    await expect(page.getByRole('columnheader', { name: 'Demand' })).toBeVisible();
    await expect(page.getByTestId(`unit-row-${unit.reference}`).getByTestId('demand')).toHaveText('3');
    await page.goto(`/admin/catalogue/units/${unit.id}`);
    await expect(page.getByTestId('demand-figure')).toHaveText('Demand: 3 confirmed saved searches match this unit');

    // Erasing on request: find the address, erase it, and nothing is counted any more.
    await page.goto('/admin/demand');
    await page.getByLabel('E-mail address').fill('Buyer@Demand.test');
    await page.getByRole('button', { name: 'Find' }).click();
    const found = page.getByTestId('found-address');
    await expect(found).toContainText('buyer@demand.test');
    await expect(found).toContainText('Waiting for confirmation');
    await found.getByRole('button', { name: 'Erase this address' }).click();
    await found.getByRole('button', { name: 'Erase for good' }).click();
    await expect(page.getByText('The address and everything kept for it were erased.')).toBeVisible();
    await expect(page.getByTestId('demand-totals')).toHaveText('No saved searches and no shortlists from 0 addresses');
    await page.goto(`/admin/catalogue/units/${unit.id}`);
    await expect(page.getByTestId('demand-figure')).toHaveText('Demand: no confirmed saved search matches this unit');
    await context.close();
  } finally {
    await web?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
