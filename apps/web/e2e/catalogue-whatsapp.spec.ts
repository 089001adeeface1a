import type { Page } from '@playwright/test';
import { type WhatsappClicks, whatsappDigits } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, message } from './helpers';
import { signInToBackOffice, useOwnClientAddress } from './inquiries';

// The WhatsApp link of a unit page (issue 18, point 5) on a phone, in English and Arabic: it opens wa.me
// with the agency's number and a message naming the unit, its reference and its address in the page's
// language; the browser's ping counts the click, and the back office shows the count. The run's site has
// AGENCY_WHATSAPP set (scripts/e2e.mjs). It reads the back office, so it runs with the catalogue's journeys.

const PHONE = { width: 390, height: 844 };
const DIGITS = whatsappDigits(process.env.E2E_AGENCY_WHATSAPP ?? '+20 100 555 0123')!;

async function unitClicks(page: Page, id: number): Promise<number> {
  const res = await page.request.get('/api/admin/whatsapp-clicks/');
  expect(res.status(), 'the back office reads the counts').toBe(200);
  return ((await res.json()) as WhatsappClicks).units.find((u) => u.id === id)?.total ?? 0;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`a unit's WhatsApp link carries its message, and its click is counted (${lang}, phone)`, async ({
    browser,
    baseURL,
  }) => {
    // Units of their own per language, so that the counts are this journey's.
    const { results } = await apiGet<ApiPage>(`/api/home-products/?page=1&page_size=10&sort=price-asc`);
    const id = results[4 + index]!.id;
    const context = await browser.newContext({ viewport: PHONE });
    await useOwnClientAddress(context);
    // wa.me is elsewhere: the journey stops at the chat's address.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    const page = await context.newPage();
    try {
      await signInToBackOffice(page);
      const before = await unitClicks(page, id);

      await page.goto(`${prefix}/property/${id}`);
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const link = page.getByRole('link', { name: formatted(lang, 'whatsapp.label') });
      await expect(link).toBeVisible();
      const text = message(lang, 'whatsapp.unitMessage', { title, id, url: `${baseURL}${prefix}/property/${id}` });
      await expect(link).toHaveAttribute('href', `https://wa.me/${DIGITS}?text=${encodeURIComponent(text)}`);
      await expect(link).toHaveAttribute('ping', `/api/whatsapp-clicks/units/${id}/`);
      await expect(link).toHaveAttribute('target', '_blank');

      const chat = context.waitForEvent('page');
      await link.click();
      const opened = await chat;
      expect(new URL(opened.url()).searchParams.get('text')).toBe(text);
      await opened.close();
      await expect.poll(() => unitClicks(page, id)).toBe(before + 1);

      if (lang === 'en') {
        await page.goto(`/admin/catalogue/units/${id}`);
        await expect(page.getByTestId('whatsapp-clicks-figure')).toHaveText(
          new RegExp(`^WhatsApp clicks: ${before + 1} \\(\\d+ in the last 30 days\\)$`),
        );
      }
    } finally {
      await context.close();
    }
  });
}

test('a compound page and the contact modal link to WhatsApp too', async ({ page, baseURL }) => {
  const { results } = await apiGet<{ results: { slug: string; name: string }[] }>('/resale-projects/api/projects/');
  const compound = results[0]!;
  await page.goto(`/compounds/${compound.slug}`);
  const link = page.getByRole('link', { name: formatted('en', 'whatsapp.label') });
  const about = message('en', 'whatsapp.compoundMessage', {
    name: compound.name,
    slug: compound.slug,
    url: `${baseURL}/compounds/${compound.slug}`,
  });
  await expect(link).toHaveAttribute('href', `https://wa.me/${DIGITS}?text=${encodeURIComponent(about)}`);
  await expect(link).toHaveAttribute('ping', `/api/whatsapp-clicks/compounds/${compound.slug}/`);

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: formatted('en', 'nav.contact') })
    .click();
  const inModal = page.getByRole('dialog').getByRole('link', { name: formatted('en', 'whatsapp.label') });
  const text = message('en', 'whatsapp.contactMessage', { url: `${baseURL}/` });
  await expect(inModal).toHaveAttribute('href', `https://wa.me/${DIGITS}?text=${encodeURIComponent(text)}`);
  await expect(inModal).not.toHaveAttribute('ping', /./);
});
