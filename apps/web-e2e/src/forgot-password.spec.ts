import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { DEMO, PASSWORD_CHANGED } from './support/demo-users';
import { startMailCatcher } from './support/mail-catcher';
import { restorePassword } from './support/restore-password';
import { fillSignIn } from './support/sign-in';

const newPassword = 'Harbor-Compass-6248';
const third = 'Willow-Beacon-4417';

// Later journeys sign in as the partner administrator with the demo password; an afterEach hook runs even when the
// journey times out, where a finally block inside it would not.
test.afterEach(async ({ request }) => {
  await restorePassword(request, DEMO.partnerAdmin, [third, newPassword]);
});

test('forgot password e-mails a link that resets the password', async ({ page }) => {
  // Two sign-ins, a password change and a trip through the job queue (up to 30 s) on a busy machine.
  test.setTimeout(90_000);
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const { email, password } = DEMO.partnerAdmin;

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The address changes before the page's code has arrived, and the sign-in page has an Email field too: on a
    // slow machine the fill went into it and the reset form was sent empty. Wait for the form itself.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();

    const resetLink = /https?:\/\/\S+\/auth\/reset-password\?\S+/;
    const message = await mail.mailTo(email, 30_000, resetLink);
    const link = resetLink.exec(message.text)?.[0];
    expect(link, 'the e-mail carries a reset link').toBeTruthy();

    await page.goto(link ?? '');
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm New Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();

    // The old password no longer works; the new one does.
    await fillSignIn(page, email, password);
    await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toBeVisible();
    await fillSignIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Acme Fingerprinting LLC')).toBeVisible();

    // The user-mode change from the user menu: back to / with the toast.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('Current Password', { exact: true }).fill(newPassword);
    await page.getByLabel(/^New Password/).fill(third);
    await page.getByLabel(/^Confirm New Password/).fill(third);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The reset's toast may still be up; the newest one is the change's.
    await expect(page.getByText(PASSWORD_CHANGED).last()).toBeVisible();
  } finally {
    await mail.close();
  }
});
