import { expect, test } from '@playwright/test';
import { DEMO, SESSION_EXPIRED } from './support/demo-users';
import { signInToUserPortal } from './support/sign-in';

test('logging out in one tab ends the session in a second tab', async ({ context }) => {
  const { email, password } = DEMO.locationOperator;
  const first = await context.newPage();
  await signInToUserPortal(first, email, password);

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();

  await first.getByRole('button', { name: 'User menu' }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/auth\/login$/);

  await expect(second).toHaveURL(/\/auth\/login$/);
  // A deliberate logout is not an expiry.
  await expect(second.getByText(SESSION_EXPIRED)).toHaveCount(0);
  await second.goto('/');
  await expect(second).toHaveURL(/\/auth\/login$/);
});
