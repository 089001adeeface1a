import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { API_URL, expect } from './fixtures';
import { adminApi, marker, useOwnClientAddress } from './inquiries';

// What the catalogue's journeys share: a colleague of a role signed in, photos to upload, the editor's order.

export type StaffRole = 'editor' | 'agent';

/**
 * Signs the test's browser in as a new colleague of the given role: invited by the admin through the API
 * (one-time password), signed in through the site and past the password change, as on their first day.
 */
export async function signInAs(page: Page, request: APIRequestContext, role: StaffRole, name: string) {
  const admin = await adminApi(request);
  const email = `${marker(role)}@redsearesale.test`.toLowerCase();
  const invited = await request.post(`${API_URL}/api/admin/users/`, {
    headers: { cookie: `${ADMIN_SESSION_COOKIE}=${admin.cookie}` },
    data: { email, name, role },
  });
  expect(invited.status(), 'invitation').toBe(201);
  const { oneTimePassword } = (await invited.json()) as { oneTimePassword: string };
  await useOwnClientAddress(page.context());
  const signIn = await page.request.post('/api/admin/session', { data: { email, password: oneTimePassword } });
  expect(signIn.status(), 'first sign-in').toBe(204);
  const changed = await page.request.post('/api/admin/password', {
    data: { currentPassword: oneTimePassword, newPassword: `a password of ${role}s` },
  });
  expect(changed.status(), 'password change').toBe(204);
}

/** A JPEG photo of one colour (each hue a different file, so a different stored address). */
export const photo = (hue: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

/** The stored addresses of the gallery's photos in the editor, in the order shown (from their image-route sources). */
export async function photoOrder(page: Page): Promise<string[]> {
  const sources = await page
    .getByRole('list', { name: /^Gallery: / })
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  return sources.map((src) => new URL(src, 'http://site').searchParams.get('url') ?? src);
}

/**
 * Picks a photo up by keyboard (dnd-kit): Space on its handle, then waits until the photo is held and
 * until dnd-kit listens for the moving keys. It starts listening in a task of its own after the pick-up
 * (a setTimeout), so an arrow key sent before that task is lost; a timer set now runs after it.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A developer and a published compound with one photo, made through the API as the editor signed in. */
export async function publishedCompound(page: Page, name: string) {
  const upload = await page.request.post('/api/admin/media/', {
    multipart: { file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(40) } },
  });
  expect(upload.status(), 'upload').toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const developer = await page.request.post('/api/admin/developers/', { data: { name: `${name} Developments` } });
  expect(developer.status(), 'developer').toBe(201);
  const text = (en: string) => ({ en });
  const compound = await page.request.post('/api/admin/compounds/', {
    data: {
      name: text(name),
      location: text('Hurghada, Red Sea'),
      region: 'hurghada',
      status: 'delivered',
      developerId: ((await developer.json()) as { id: number }).id,
      description: text('By the sea.'),
      vision: text('Living by the sea.'),
      mainImage: url,
      photos: [{ url, alt: {} }],
      publication: 'published',
    },
  });
  expect(compound.status(), await compound.text()).toBe(201);
  return (await compound.json()) as { id: number; slug: string; location: { en: string } };
}
