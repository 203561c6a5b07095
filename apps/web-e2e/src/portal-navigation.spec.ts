import { expect, test } from '@playwright/test';
import { enterDowntownAsOperator, signInAsAdministrator } from './support/portals';

// Issue 18: unknown addresses, dead sidebar entries and a doubled logo, each failed on the code before its fix.

test("an unknown address inside a portal shows that portal's error page", async ({ page }) => {
  await signInAsAdministrator(page);
  await page.goto('/system/no-such-screen');
  await expect(page).toHaveURL(/\/system\/no-such-screen$/);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  // Still inside the administrator's layout, signed in.
  await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');

  await enterDowntownAsOperator(page);
  await page.goto('/location/acme-downtown/no-such-screen');
  await expect(page).toHaveURL(/\/location\/acme-downtown\/errors\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});

test('the sidebar offers no entry whose screen does not exist', async ({ page }) => {
  // Every entry the operator is offered opens a screen, none the portal's 404 page.
  await enterDowntownAsOperator(page);
  const menu = page.getByRole('navigation', { name: 'Location menu' });
  for (const link of await menu.getByRole('link').all()) {
    const href = await link.getAttribute('href');
    await page.goto(href ?? '/');
    // A list screen may add its filters to the address (?page=1&...).
    await expect(page).toHaveURL(new RegExp(`${href}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toHaveCount(0);
  }
});

test('the administrator layout shows the logo once', async ({ page }) => {
  await signInAsAdministrator(page);
  await expect(page.getByText('Ridgeline', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Ridgeline home' })).toHaveAttribute(
    'href',
    '/system/dashboard',
  );
});
