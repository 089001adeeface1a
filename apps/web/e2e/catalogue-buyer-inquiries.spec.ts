import type { Locator, Page } from '@playwright/test';
import { addDays } from '@app/shared';
import { expect, test } from './fixtures';
import { type ApiPage, apiGet, formatted, hydrated } from './helpers';
import { marker, openInBackOffice, openWithClock, storedInquiry, takeYourTime, useOwnClientAddress } from './inquiries';

// Buyer tools that end in a lead (issue 18), on a phone, by keyboard: the shortlist sent to the agency as
// one inquiry with every unit linked, and a video-call viewing asked for in the visitor's own time zone.
// With the catalogue's journeys: the back office checks read inquiries other journeys do not touch.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** Moves the focus to `field` by pressing Tab, as a keyboard user does, and types `text` there. */
async function tabTo(page: Page, field: Locator, text?: string): Promise<void> {
  for (let i = 0; i < 20 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  if (text !== undefined) await page.keyboard.type(text);
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const t = (key: string, args: Record<string, string | number> = {}) => formatted(lang, key, args);

  test(`a shortlist of three units is sent as one inquiry, which the back office shows with the three units (${lang})`, async ({
    browser,
    request,
    page: office,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await useOwnClientAddress(context);
    const page = await context.newPage();
    try {
      await openWithClock(page, `${prefix}/properties`);
      const titles: string[] = [];
      const cards = page.getByRole('article');
      for (let i = 0; i < 3; i++) {
        const title = (await cards.nth(i).getByRole('heading').innerText()).trim();
        titles.push(title);
        const heart = page.getByRole('button', { name: t('shortlist.toggle', { title }) });
        await hydrated(heart);
        await heart.press('Enter');
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      const nav = page.getByRole('link', { name: t('shortlist.navLabel', { count: 3 }) });
      await nav.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/shortlist\\?ids=\\d+,\\d+,\\d+$`));
      const ids = new URL(page.url()).searchParams.get('ids')!.split(',').map(Number);

      const section = page.getByRole('region', { name: t('shortlist.sendTitle') });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toContainText(t('shortlist.sendText', { count: 3 }));
      const name = section.getByLabel(t('form.name'), { exact: true });
      const email = section.getByLabel(t('form.emailOrPhone'), { exact: true });
      const phone = section.getByLabel(t('form.phoneOrEmail'), { exact: true });
      const note = section.getByLabel(t('form.messageOptional'), { exact: true });
      const send = section.getByRole('button', { name: t('form.sendShortlist') });

      // Keyboard only: into the name, on to the message past the two contact fields, and Enter on Send.
      await name.focus();
      await page.keyboard.type('Mona Saleh');
      const mark = marker('shortlist');
      await tabTo(page, note, `Three units to compare, ${mark}`);
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      // Neither an e-mail address nor a phone number: both fields say so, nothing is sent.
      await expect(email).toHaveAccessibleDescription(t('form.errors.emailOrPhone'));
      await expect(phone).toHaveAccessibleDescription(t('form.errors.emailOrPhone'));
      await expect(email).toBeFocused();
      await tabTo(page, phone, '+20 100 123 4567');

      await takeYourTime(page);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST',
      );
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      expect((await answer).status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: t('form.sent') })).toBeVisible();
      await expect(name).toHaveValue('');

      const stored = await storedInquiry(request, mark);
      expect(stored).toMatchObject({ kind: 'shortlist', email: null, lang, page: `${prefix}/shortlist` });

      // The agency, at a desk, in the back office's own language (English by default).
      await office.setViewportSize(DESK);
      const main = await openInBackOffice(office, mark);
      await expect(main.getByText('Shortlist', { exact: true })).toBeVisible();
      const linked = main.getByTestId('linked-units').getByRole('listitem');
      await expect(linked).toHaveCount(3);
      for (const [i, id] of ids.entries()) {
        await expect(linked.nth(i).getByRole('link').first()).toHaveAttribute('href', `/admin/catalogue/units/${id}`);
        await expect(linked.nth(i).getByRole('link', { name: /^Public page/ })).toHaveAttribute(
          'href',
          `/property/${id}`,
        );
      }
      await expect(main.getByText('No email address given')).toBeVisible();
      // The list, one step back, says how many units the shortlist links.
      await office.goBack();
      await expect(office.getByRole('table').getByRole('row').nth(1)).toContainText('3 units');
    } finally {
      await context.close();
    }
  });

  test(`a video-call viewing reaches the back office with the visitor's time zone (${lang})`, async ({
    browser,
    request,
    page: office,
  }) => {
    const { results } = await apiGet<ApiPage>(`/api/home-products/?status=available&page_size=1&lang=${lang}`);
    const unit = results[0]!;
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Europe/Berlin' });
    await useOwnClientAddress(context);
    const page = await context.newPage();
    try {
      await openWithClock(page, `${prefix}/property/${unit.id}`);
      const region = page.getByRole('region', { name: t('property.inquiryTitle') });
      await region.scrollIntoViewIfNeeded();
      const choice = region.getByRole('button', { name: t('inquiry.videoCall'), exact: true });
      await hydrated(choice);
      await choice.press('Enter');
      await expect(choice).toHaveAttribute('aria-pressed', 'true');

      const zone = region.getByLabel(t('form.timeZone'), { exact: true });
      await expect(zone).toHaveValue('Europe/Berlin');
      const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
      const day = addDays(berlinToday, 9);
      const mark = marker('video');
      await region.getByLabel(t('form.name'), { exact: true }).fill('Jonas Weber');
      await region.getByLabel(t('form.email'), { exact: true }).fill('jonas.weber@example.de');
      await region.getByLabel(t('form.videoDate'), { exact: true }).fill(day);
      const window = region.getByLabel(t('form.videoTime'), { exact: true });
      await window.focus();
      await window.selectOption('morning');
      await region.getByLabel(t('form.messageOptional'), { exact: true }).fill(`The view from the balcony, ${mark}`);
      await takeYourTime(page);
      await region.getByRole('button', { name: t('form.requestVideoCall') }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: t('form.sent') })).toBeVisible();

      const stored = await storedInquiry(request, mark);
      expect(stored).toMatchObject({ kind: 'video-call', unitId: unit.id, lang });
      expect(stored.data).toMatchObject({ preferredDate: day, preferredTime: 'morning', timeZone: 'Europe/Berlin' });

      // The agency, at a desk, in the back office's own language (English by default).
      await office.setViewportSize(DESK);
      const main = await openInBackOffice(office, mark);
      await expect(main.getByText('Video call', { exact: true }).first()).toBeVisible();
      // 09:00–12:00 in Berlin is 10:00–13:00 in Cairo in winter and 09:00–12:00 in summer (both zones shift).
      await expect(main.getByTestId('video-call-office')).toHaveText(/, (10:00–13:00|09:00–12:00) Cairo$/);
      await expect(main.getByTestId('video-call-visitor')).toHaveText(
        /, 09:00–12:00 Berlin, visitor’s time \(Europe\/Berlin\)$/,
      );
    } finally {
      await context.close();
    }
  });
}
