import { expect, test } from './fixtures';
import { seriousViolations } from './helpers';
import { signInToBackOffice } from './inquiries';

// An admin opens Backups from the back office's sections. The end-to-end API runs without BACKUP_DIR,
// so the page says that none are scheduled and none were made (the API's own tests cover the runs).
test('an admin sees the state of the scheduled backups', async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByText('No backups are scheduled on this server: set BACKUP_DIR')).toBeVisible();
  await expect(page.getByTestId('last-good-backup')).toHaveText('None yet');
  await expect(page.getByText('No backup has been made yet.')).toBeVisible();
  expect(await seriousViolations(page), 'the Backups page').toEqual([]);
});
