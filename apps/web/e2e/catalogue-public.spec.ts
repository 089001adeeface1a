import { readFileSync } from 'node:fs';
import { type Lang, type UnitAdmin, unitAdminSchema } from '@app/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { NOT_FOUND_STATUS, expect, test } from './fixtures';
import { type ApiPage, apiGet, preferenceCookie, seriousViolations } from './helpers';
import { signInToBackOffice } from './inquiries';

/** The preview's texts, from its own message catalogue. */
function previewText(lang: Lang, key: string): string {
  const file = new URL(`../src/messages/catalogue/public.${lang}.json`, import.meta.url);
  const texts = (JSON.parse(readFileSync(file, 'utf8')) as { cataloguePreview: Record<string, string> })
    .cataloguePreview;
  const text = texts[key];
  if (text === undefined) throw new Error(`no cataloguePreview.${key} in ${lang}`);
  return text;
}

const ALT = {
  en: 'Living room opening onto the terrace',
  ar: 'غرفة المعيشة المطلة على الشرفة',
  de: 'Wohnzimmer mit Zugang zur Terrasse',
};

async function adminUnit(request: APIRequestContext, id: number): Promise<UnitAdmin> {
  const res = await request.get(`/api/admin/units/${id}/`);
  expect(res.status(), await res.text()).toBe(200);
  return unitAdminSchema.parse(await res.json());
}

async function setPublication(request: APIRequestContext, id: number, publication: 'draft' | 'published') {
  const res = await request.patch('/api/admin/units/', { data: { ids: [id], changes: { publication } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function switchLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([preferenceCookie('lang', lang, page.url())]);
}

// An editor hides a unit (draft): visitors get the not-found page at its address, while the back office's
// preview shows it as its public page does, under the "not published" banner, with the alt texts written
// for its photos in each language; published again, visitors see it again.
test('a draft unit is previewed in the back office and 404 for visitors', async ({ page, browser, allowedErrors }) => {
  allowedErrors.push(NOT_FOUND_STATUS, /Failed to load resource/);
  const { results } = await apiGet<ApiPage>('/api/home-products/?page=1&page_size=5&sort=price-desc');
  const id = results[2]!.id;
  await signInToBackOffice(page);
  const before = await adminUnit(page.request, id);
  const [first, ...rest] = before.photos;
  const saved = await page.request.patch(`/api/admin/units/${id}/`, {
    data: { version: before.version, photos: [{ url: first!.url, alt: ALT }, ...rest] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await setPublication(page.request, id, 'draft');

  // A visitor, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const publicPage = await visitor.goto(`/property/${id}`);
  expect(publicPage?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: before.title.en })).toHaveCount(0);
  expect((await visitor.request.get(`/api/home-products/${id}/`)).status()).toBe(404);

  // The back office's preview, in English.
  const previewUrl = `/admin/catalogue/units/${id}/preview`;
  const preview = await page.goto(previewUrl);
  expect(preview?.status()).toBe(200);
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText(previewText('en', 'draftTitle'));
  await expect(banner).toContainText(previewText('en', 'draftText'));
  await expect(banner.getByRole('link', { name: previewText('en', 'openPublic') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: before.title.en })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(ALT.en) })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(before.title.en.slice(0, 20)));
  expect(await seriousViolations(page), 'the unit preview').toEqual([]);

  // In Arabic and German: the banner, the title and the alt text in that language.
  for (const lang of ['ar', 'de'] as const) {
    await switchLanguage(page, lang);
    await page.goto(previewUrl);
    await expect(page.getByTestId('preview-banner')).toContainText(previewText(lang, 'draftTitle'));
    const title = before.title[lang];
    if (title) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(ALT[lang]) })).toBeVisible();
  }
  await switchLanguage(page, 'en');

  // Without a session the preview is not there: the back office asks to sign in.
  await visitor.goto(previewUrl);
  await expect(visitor).toHaveURL(/\/admin\/sign-in/);

  // Published again: the visitor's page is back, and the preview says it is public.
  await setPublication(page.request, id, 'published');
  await expect.poll(async () => (await visitor.request.get(`/property/${id}`)).status(), { timeout: 5000 }).toBe(200);
  const back = await visitor.goto(`/property/${id}`);
  expect(back?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: before.title.en })).toBeVisible();
  await expect(visitor.getByRole('button', { name: new RegExp(ALT.en) })).toBeVisible();
  await page.goto(previewUrl);
  await expect(page.getByTestId('preview-banner')).toContainText(previewText('en', 'publishedTitle'));
  await page
    .getByTestId('preview-banner')
    .getByRole('link', { name: previewText('en', 'openPublic') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
  await context.close();
});

// A compound's preview shows its public page (name, facts, gallery) under the banner; a published one links
// to its public page.
test('a compound is previewed as its public page shows it', async ({ page }) => {
  const { results } = await apiGet<{ results: { id: number; slug: string; name: string }[] }>(
    '/resale-projects/api/projects/',
  );
  const compound = results[0]!;
  await signInToBackOffice(page);
  const answer = await page.goto(`/admin/catalogue/compounds/${compound.id}/preview`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByTestId('preview-banner')).toContainText(previewText('en', 'publishedTitle'));
  await expect(page.getByRole('heading', { level: 1, name: compound.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  await expect(
    page.getByTestId('preview-banner').getByRole('link', { name: previewText('en', 'backToForm') }),
  ).toHaveAttribute('href', `/admin/catalogue/compounds/${compound.id}`);
  expect(await seriousViolations(page), 'the compound preview').toEqual([]);
});
