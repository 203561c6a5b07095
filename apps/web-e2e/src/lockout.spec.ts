import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { fillSignIn } from './support/sign-in';

test('five wrong passwords lock the account with a clear message', async ({ page }) => {
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
});
