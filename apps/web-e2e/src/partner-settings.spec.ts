import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { openFromMenu, signInAsAdministrator } from './support/portals';
import { signInToUserPortal } from './support/sign-in';

test("a partner sets its printer offsets with the card preview, then opens a location's own settings", async ({
  page,
}) => {
  const { email, password } = DEMO.partnerAdmin;
  await signInToUserPortal(page, email, password);
  await page.getByRole('button', { name: 'Enter Acme Fingerprinting LLC' }).click();
  await expect(page).toHaveURL(/\/partner\/acme\/dashboard$/);

  await openFromMenu(page, 'Partner menu', 'Settings');
  await page.getByRole('tab', { name: 'Printer' }).click();
  await expect(page).toHaveURL(/tab=printer/);
  await expect(page.getByLabel('Left Offset (mm)')).toHaveValue('0');

  await page.getByLabel('Left Offset (mm)').fill('4.5');
  await page.getByLabel('Top Offset (mm)').fill('-2');
  await expect(page.getByText('Card moved 4.5 mm right and -2 mm down')).toBeVisible();
  await page.getByLabel('Left Offset (mm)').fill('70');
  await expect(page.getByText('Left Offset must be between -50 and 50 mm')).toBeVisible();
  await page.getByLabel('Left Offset (mm)').fill('4.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Printer settings saved')).toBeVisible();
  await expect(page.getByTestId('settings-source')).toHaveText("This partner's own settings");

  // One of the partner's locations: its own appointment and biometric settings, no printer of its own.
  await page.getByRole('combobox', { name: 'Settings of' }).click();
  await page.getByRole('option', { name: /Airport/ }).click();
  await expect(page).toHaveURL(/location=/);
  await expect(page.getByRole('heading', { name: 'Location Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Printer' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Appointment Policy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('an administrator sets the system biometric settings', async ({ page }) => {
  await signInAsAdministrator(page);
  await openFromMenu(page, 'System menu', 'Settings');
  await expect(page).toHaveURL(/\/system\/settings/);
  await page.getByRole('tab', { name: 'Biometric' }).click();
  await page.getByLabel('Flat and Roll').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Biometric settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Flat and Roll')).toBeChecked();
  await expect(page.getByTestId('settings-source')).toHaveText('Saved system settings');
});
