import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { signInToUserPortal } from './support/sign-in';

test('a location user sees only their location, enters it and sees the location box', async ({ page }) => {
  const { email, password } = DEMO.locationOperator;
  await signInToUserPortal(page, email, password);

  const partners = page.getByRole('region', { name: 'Partners' });
  const locations = page.getByRole('region', { name: 'Locations' });
  await expect(locations.getByText('Acme Downtown Live Scan Center')).toBeVisible();
  await expect(locations.getByText('Acme Airport Kiosk')).toHaveCount(0);
  await expect(partners.getByText('Acme Fingerprinting LLC')).toHaveCount(0);

  await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();

  await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);
  const box = page.getByTestId('location-box');
  // Spec §2: name and address cut at 20 characters, city at 15.
  await expect(box).toContainText('Acme Downtown Live S...');
  await expect(box).toContainText('1200 Market Street, ...');
  await expect(box).toContainText('San Francisco');
  await box.hover();
  await expect(page.getByText('1200 Market Street, Suite 400, San Francisco')).toBeVisible();

  // The location sidebar: Home and Basic Info always, the rest by right and only once its screen exists
  // (apps/web/src/features/layout/screens.ts); the operator keeps its own location's settings.
  const menu = page.getByRole('navigation', { name: 'Location menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Basic Info' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('figure-Users')).toBeVisible();
});

test('a partner portal page without its session goes to the user portal index', async ({ page }) => {
  // The partner administrator may enter Acme: the chooser offers it.
  const { email, password } = DEMO.partnerAdmin;
  await signInToUserPortal(page, email, password);
  await page.goto('/partner/acme/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a location user following a link to partner screens gets the error page, not the chooser', async ({
  page,
}) => {
  const { email, password } = DEMO.locationOperator;
  await signInToUserPortal(page, email, password);
  await page.goto('/partner/acme/dashboard');
  await expect(page).toHaveURL(/\/partner\/acme\/errors\/403$/);
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
});
