import { expect, test } from '@playwright/test';
import { DEMO, SESSION_EXPIRED, USER_SESSION_KEY } from './support/demo-users';
import { signInToUserPortal } from './support/sign-in';

test('a token that disappears without a logout shows the expiry toast and goes to /auth/login', async ({
  page,
}) => {
  const { email, password } = DEMO.locationOperator;
  await signInToUserPortal(page, email, password);

  await page.evaluate((key) => localStorage.removeItem(key), USER_SESSION_KEY);

  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
