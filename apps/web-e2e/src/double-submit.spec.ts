import { expect, test } from '@playwright/test';

// Issue 18: a double click once sent the sign-in and the reset request twice.

test('a double click on Sign in or Send reset link sends one request', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  // An unknown e-mail: nothing is locked and no mail is sent, whatever the count.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('nobody-double-click@ridgeline.test');
  await page.getByLabel('Password').first().fill('not-a-password');
  await page.getByRole('button', { name: 'Sign in' }).dblclick();
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(posts.filter((path) => path === '/user-portal/v1/auths')).toHaveLength(1);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill('nobody-double-click@ridgeline.test');
  await page.getByRole('button', { name: 'Send reset link' }).dblclick();
  await expect(page.getByRole('status')).toContainText('a link to reset the password is on its way');
  await page.waitForTimeout(500);
  expect(posts.filter((path) => path.includes('/forget-password/'))).toHaveLength(1);
});
