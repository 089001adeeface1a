import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, hydrated, seriousViolations } from './helpers';
import { signInToBackOffice } from './inquiries';

// The visitor's shortlist, kept in the browser without an account (issue 18), on a phone: hearts on the
// cards, the navbar's count, /shortlist with today's prices and status, a shared link kept on another
// device, and a unit sold since it was kept shown with available ones like it. It sells a unit (and
// sells it back), so it runs with the catalogue's journeys.

const PHONE = { width: 390, height: 844 };

async function shortlistCount(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await expect(page.getByRole('link', { name: formatted(lang, 'shortlist.navLabel', { count: 3 }) })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`shortlist three units from cards, reload, share and keep the list (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/properties`);
      const cards = page.getByRole('article');
      const titles: string[] = [];
      for (let i = 0; i < 3; i++) {
        const title = (await cards.nth(i).getByRole('heading').innerText()).trim();
        titles.push(title);
        const heart = page.getByRole('button', { name: formatted(lang, 'shortlist.toggle', { title }) });
        await hydrated(heart);
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      await shortlistCount(page, lang);

      await page.reload();
      await shortlistCount(page, lang);
      await expect(
        page.getByRole('button', { name: formatted(lang, 'shortlist.toggle', { title: titles[0]! }) }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('link', { name: formatted(lang, 'shortlist.navLabel', { count: 3 }) }).click();
      // The page opens the list kept on this device at its own address, which the server renders.
      await expect(page).toHaveURL(new RegExp(`${prefix}/shortlist\\?ids=\\d+,\\d+,\\d+$`));
      await expect(page.getByText(formatted(lang, 'shortlist.count', { count: 3 }), { exact: true })).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: formatted(lang, 'shortlist.share') }).click();
      await expect(page.getByText(formatted(lang, 'shortlist.linkCopied'))).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).pathname).toBe(`${prefix}/shortlist`);

      // Another device: nothing kept yet, the link shows the list and offers to keep it.
      const other = await browser.newContext({ viewport: PHONE });
      const friend = await other.newPage();
      try {
        await friend.goto(link);
        await expect(
          friend.getByText(formatted(lang, 'shortlist.sharedIntro', { count: 3 }), { exact: true }),
        ).toBeVisible();
        await expect(friend.getByRole('article').getByRole('heading')).toHaveText(titles);
        await expect(
          friend.getByRole('link', { name: formatted(lang, 'shortlist.navLabel', { count: 0 }) }),
        ).toBeVisible();
        await friend.getByRole('button', { name: formatted(lang, 'shortlist.keep') }).click();
        await shortlistCount(friend, lang);
        await expect(friend.getByRole('button', { name: formatted(lang, 'shortlist.keep') })).toHaveCount(0);
        // Kept on this device: its own shortlist page shows the list.
        await friend.goto(`${prefix}/shortlist`);
        await expect(friend.getByRole('article').getByRole('heading')).toHaveText(titles);
      } finally {
        await other.close();
      }

      // Removing a unit: its heart on the shortlist.
      await page.getByRole('button', { name: formatted(lang, 'shortlist.toggle', { title: titles[1]! }) }).click();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([titles[0]!, titles[2]!]);
    } finally {
      await context.close();
    }
  });
}

// English and Arabic at once: each language keeps and sells units of its own.
for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  test(`a shortlisted unit sold since shows Sold and available units like it (${lang})`, async ({ page, browser }) => {
    const { results } = await apiGet<ApiPage>(`/api/home-products/?page=1&page_size=4&status=available&lang=${lang}`);
    const [kept, other] = results.slice(index * 2);
    await signInToBackOffice(page);
    const sell = (status: 'sold' | 'available') =>
      page.request.patch('/api/admin/units/', { data: { ids: [kept!.id], changes: { status } } });
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const visitor = await context.newPage();
      await visitor.goto(prefix || '/');
      await visitor.evaluate((ids) => localStorage.setItem('shortlist', JSON.stringify(ids)), [kept!.id, other!.id]);
      expect((await sell('sold')).status()).toBe(200);
      await expect
        .poll(
          async () =>
            ((await (await visitor.request.get(`/api/home-products/${kept!.id}/`)).json()) as { status: string })
              .status,
        )
        .toBe('sold');

      await visitor.goto(`${prefix}/shortlist`);
      const card = visitor.getByRole('article').filter({ hasText: kept!.title });
      await expect(card.getByText(formatted(lang, 'unit.status.sold'), { exact: true })).toBeVisible();
      const alternatives = visitor.getByRole('region', {
        name: formatted(lang, 'shortlist.alternatives', { title: kept!.title }),
      });
      await expect(alternatives.getByRole('link')).toHaveCount(3);
      await expect(alternatives.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/property/\\d+$`),
      );
      expect(await seriousViolations(visitor)).toEqual([]);
    } finally {
      await context.close();
      expect((await sell('available')).status()).toBe(200);
    }
  });
}
