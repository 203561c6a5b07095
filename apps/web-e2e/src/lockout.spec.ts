import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { DEMO } from './support/demo-users';
import { startMailCatcher } from './support/mail-catcher';
import { fillSignIn } from './support/sign-in';

test('five wrong passwords lock the account with a clear message; the e-mailed link unlocks it', async ({
  page,
}) => {
  // Seven sign-ins and a trip through the job queue on a busy machine.
  test.setTimeout(60_000);
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const { email, password } = DEMO.systemAdmin;
    await page.goto('/system/auth/login');

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await fillSignIn(page, email, `wrong-password-${attempt}`);
      const left = 5 - attempt;
      await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
        `${left} attempt${left === 1 ? '' : 's'} left before the account is locked`,
      );
    }
    await fillSignIn(page, email, 'wrong-password-5');
    await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
      'Your account is locked after 5 failed sign-in attempts',
    );

    // While locked, even the right password is refused.
    await fillSignIn(page, email, password);
    await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText('Your account is locked');
    await expect(page).toHaveURL(/\/system\/auth\/login$/);

    // The owner's e-mail carries a link that lifts the lock at once.
    const message = await mail.mailTo(email, 30_000);
    expect(message.raw).toContain('Subject: Ridgeline account locked');
    const link = /https?:\/\/\S+\/auth\/unlock\?\S+/.exec(message.text)?.[0];
    expect(link, 'the e-mail carries an unlock link').toBeTruthy();
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Unlock your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Unlock my account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account is unlocked' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/system\/auth\/login$/);
    await fillSignIn(page, email, password);
    await expect(page).toHaveURL(/\/system\/dashboard$/);
  } finally {
    await mail.close();
  }
});
