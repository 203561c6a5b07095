import { expect, type Page } from '@playwright/test';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at the user portal and waits for the list of partners and locations. */
export async function signInToUserPortal(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
}
