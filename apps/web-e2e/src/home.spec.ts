import { expect, test } from '@playwright/test';

test('a visitor opens the started product and lands on the sign-in page that says what Ridgeline is', async ({
  page,
  request,
}) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Ridgeline' })).toBeVisible();
  await expect(page.getByText(/FBI background checks/)).toBeVisible();
  await expect(page).toHaveTitle('Ridgeline');
});

test('a deep link survives a reload because the server falls back to the web app', async ({ page }) => {
  const response = await page.goto('/system/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).toBeAttached();
  // Without a system session the administration sends the visitor to its own sign-in.
  await expect(page).toHaveURL(/\/system\/auth\/login$/);
});
