import { expect, test } from './fixtures';
import { preferenceCookie } from './helpers';
import { useOwnClientAddress } from './inquiries';

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test('the contact modal validates each field, sends, clears and closes, and focus returns', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Contact' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please fill in this field.')).toHaveCount(3);
  await dialog.getByLabel('Name').fill('Anna Schmidt');
  await dialog.getByLabel('Email').fill('anna@');
  await dialog.getByLabel('Phone (optional)').fill('abc');
  await dialog.getByLabel('Message').fill('Is the villa in El Gouna still available?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

  await dialog.getByLabel('Email').fill('anna@example.de');
  await dialog.getByLabel('Phone (optional)').fill('');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog.getByLabel('Message')).toHaveValue('');
  await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the Sell With Us modal requires all six fields and the property type, and closes after a send', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sell With Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell With Us' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please fill in this field.')).toHaveCount(7);
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  const propertyType = dialog.getByLabel('Property type');
  await expect(propertyType).toHaveAttribute('aria-invalid', 'true');
  await expect(propertyType.getByRole('option')).toHaveText([
    'Choose a type',
    'Apartment',
    'Studio',
    'Chalet',
    'Villa',
    'Townhouse',
    'Penthouse',
    'Land',
    'Other',
  ]);
  await dialog.getByLabel('Name').fill('Karim Adel');
  await dialog.getByLabel('Email').fill('karim@example.com');
  await dialog.getByLabel('Phone').fill('+20 100 555 1234');
  await propertyType.selectOption({ label: 'Apartment' });
  await dialog.getByLabel('Property title').fill('2 bedroom apartment with sea view');
  await dialog.getByLabel('Location').fill('Hurghada, El Kawther');
  await dialog.getByLabel('Description').fill('Furnished, 95 m², second floor, pool view.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/inquiries/') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).request().postDataJSON()).toMatchObject({
    kind: 'sell-with-us',
    data: { propertyType: 'apartment' },
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback sent!' })).toBeVisible();
});

test('form messages appear in the visitor language', async ({ page, context, baseURL }) => {
  await context.addCookies([preferenceCookie('lang', 'de', baseURL!)]);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Kontakt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt' });
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(3);
});

test('copying the office e-mail shows the alert Email Copied! for a few seconds, in the visitor language', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Email Copied!' });
  await expect(alert).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Copy email address' }).click();
  await expect(alert).toBeVisible();
  // A toast fixed on the screen, not a line of text down in the footer.
  await expect(alert).toBeInViewport();
  await expect(page.getByRole('contentinfo').getByText('Email Copied!')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('info@redsearesale.com');
  await page.clock.fastForward(6000);
  await expect(alert).toHaveCount(0);

  for (const [lang, button, text] of [
    ['de', 'E-Mail-Adresse kopieren', 'E-Mail kopiert!'],
    ['ar', 'نسخ البريد الإلكتروني', 'تم نسخ البريد الإلكتروني!'],
  ] as const) {
    await context.addCookies([preferenceCookie('lang', lang, baseURL!)]);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
});
