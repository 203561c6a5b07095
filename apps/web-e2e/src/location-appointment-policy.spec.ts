import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { signInToUserPortal } from './support/sign-in';
import { openFromMenu } from './support/portals';

test('a location user sets its own appointment policy and the preview changes', async ({ page }) => {
  const { email, password } = DEMO.locationOperator;
  await signInToUserPortal(page, email, password);
  await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);

  await openFromMenu(page, 'Location menu', 'Settings');
  await expect(page).toHaveURL(/\/location\/acme-downtown\/settings/);
  await expect(page.getByRole('tab', { name: 'Appointment Policy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A location prints with its partner's printer config: no printer tab here.
  await expect(page.getByRole('tab', { name: 'Printer' })).toHaveCount(0);
  // Nothing saved anywhere: the location uses its partner's policy, the system's default week (issue 27).
  await expect(page.getByTestId('settings-source')).toHaveText(
    'Inherited from the partner, which uses the built-in defaults',
  );
  await expect(page.getByLabel('Monday open')).toBeChecked();
  await expect(page.getByLabel('Saturday open')).not.toBeChecked();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByLabel(`${day} open`).check({ force: true });
  }
  // 09:00-17:00 in the default 15-minute slots, one applicant each.
  const summary = page.getByTestId('slot-summary');
  await expect(summary).toHaveText('32 slots, 32 places');

  await page.getByLabel(/^Duration/).fill('30');
  await expect(summary).toHaveText('16 slots, 16 places');
  await page.getByLabel(/^Appointments Per Time Slot/).fill('2');
  await expect(summary).toHaveText('16 slots, 32 places');

  await page.getByRole('button', { name: 'Add break' }).click();
  await expect(summary).toHaveText('14 slots, 28 places');
  await expect(page.getByRole('listitem').filter({ hasText: '12:00–12:30' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment policy saved')).toBeVisible();
  await expect(page.getByTestId('settings-source')).toHaveText("This location's own settings");

  // Stored: a reload shows the location's own policy and the same preview.
  await page.reload();
  await expect(page.getByLabel(/^Duration/)).toHaveValue('30');
  await expect(page.getByTestId('slot-summary')).toHaveText('14 slots, 28 places');

  // A policy that cannot hold names the field and saves nothing.
  await page.getByLabel('Monday end time').fill('08:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('End Time must be after Start Time')).toBeVisible();
});
