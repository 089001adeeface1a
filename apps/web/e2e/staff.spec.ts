import { expect, test } from './fixtures';
import { seriousViolations } from './helpers';
import { marker, signInToBackOffice } from './inquiries';

// An admin invites an editor; the editor signs in with the one-time password, is kept on the password
// page until they choose their own, then works the inquiries without seeing (or opening) Staff.
test('an admin invites an editor who must change the one-time password', async ({ page, browser }) => {
  const email = `${marker('editor')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}@redsearesale.test`;
  await signInToBackOffice(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'the Staff page').toEqual([]);

  const invite = page.getByRole('button', { name: 'Invite', exact: true });
  await invite.click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Nour Hassan');
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await invite.click();
  const oneTime = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/);
  const row = page.getByTestId(`staff-${email}`);
  await expect(row).toContainText('Nour Hassan');
  await expect(row).toContainText('Must choose a password');
  await expect(row.getByRole('combobox', { name: 'Role of Nour Hassan' })).toHaveValue('editor');

  // The editor, in a browser of their own.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto('/admin');
  await editor.getByLabel('Email').fill(email);
  await editor.getByLabel('Password').fill(oneTime);
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await expect(editor).toHaveURL(/\/admin\/password$/);
  await expect(editor.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  expect(await seriousViolations(editor), 'the password page').toEqual([]);
  // Every other page sends them back here until the password is changed.
  await editor.goto('/admin');
  await expect(editor).toHaveURL(/\/admin\/password$/);

  await editor.getByLabel('Current password').fill(oneTime);
  await editor.getByLabel('New password').fill('short');
  await editor.getByRole('button', { name: 'Save password' }).click();
  await expect(editor.getByText('Please use at least 12 characters.')).toBeVisible();
  await editor.getByLabel('New password').fill('a password of my own');
  await editor.getByRole('button', { name: 'Save password' }).click();

  await expect(editor).toHaveURL(/\/admin$/);
  await expect(editor.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();
  await expect(editor.getByTestId('signed-in-as')).toContainText(`Signed in as Nour Hassan (${email})`);
  await expect(editor.getByTestId('signed-in-as')).toContainText('Editor');
  await expect(editor.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await editor.goto('/admin/staff');
  await expect(editor.getByRole('heading', { name: 'Staff', level: 1 })).toHaveCount(0);
  const refused = await editor.request.get('/api/admin/users/');
  expect(refused.status()).toBe(403);
  await context.close();

  // The admin's list shows the editor as active now.
  await page.reload();
  await expect(page.getByTestId(`staff-${email}`)).toContainText('Active');
});
