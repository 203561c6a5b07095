import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { startMailCatcher } from './support/mail-catcher';
import { openFromMenu, signInAsAdministrator } from './support/portals';
import { fillSignIn } from './support/sign-in';

const run = Date.now().toString(36);

test('a system user created by an administrator receives a one-time password that must be changed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `sysuser-${run}@ridgeline.test`;
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    await signInAsAdministrator(page);
    await openFromMenu(page, 'System menu', 'Users', 'System Users');
    await expect(page.getByRole('cell', { name: 'admin@ridgeline.test', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Add User' }).click();
    // The form's own rules before anything is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('First name is a required field')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sage');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Systems ${run}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555');
    await expect(page.getByText('Phone must be 10 digits')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('4155550199');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/users(\?.*)?$/);

    // The list's search is kept in the URL and finds the new user, whose password is still the e-mailed one.
    await page.getByRole('textbox', { name: 'Search users' }).fill(run);
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('E-mailed, not yet changed');
    await expect(page.getByRole('row')).toHaveCount(2);

    const message = await mail.mailTo(email, 30_000);
    const password = /password: (\S+)/.exec(message.text)?.[1];
    expect(password, 'the e-mail carries the one-time password').toBeTruthy();
    const newcomer = await (await browser.newContext({ baseURL })).newPage();
    await newcomer.goto('/system/auth/login');
    await fillSignIn(newcomer, email, password ?? '');
    await expect(newcomer).toHaveURL(/\/system\/enforce-password$/);
    await newcomer.context().close();

    // Modify: deactivating the user (its own record; the demo users stay as they are).
    await row.getByRole('link', { name: 'Sage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Sage Systems ${run}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Inactive');
  } finally {
    await mail.close();
  }
});

test('master data: an entry is searched by category, renamed and set back', async ({ page }) => {
  await signInAsAdministrator(page);
  await page.goto('/system/master-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Master Data' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'US states and territories' }).click();
  await page.getByRole('textbox', { name: 'Search entries' }).fill('Wyoming');
  await expect(page).toHaveURL(/category=STATE/);
  await expect(page).toHaveURL(/q=Wyoming/);
  await expect(page.getByRole('row')).toHaveCount(2);

  const rename = async (from: string, to: string) => {
    await page.getByRole('button', { name: `Edit ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(to);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Master data updated successfully').last()).toBeVisible();
    await expect(page.getByRole('cell', { name: to, exact: true })).toBeVisible();
  };
  await rename('Wyoming', 'Wyoming (renamed)');
  await rename('Wyoming (renamed)', 'Wyoming');

  // The grouped lists forms read: the citizenship list leaves out the US (spec §5).
  await page.getByRole('tab', { name: 'Grouped lists' }).click();
  await page.getByRole('button', { name: /^Citizenship choices/ }).click();
  const citizenship = page.getByRole('region', { name: /^Citizenship choices/ });
  await expect(citizenship).toContainText('Canada (CA)');
  await expect(citizenship).not.toContainText('(US)');
});
