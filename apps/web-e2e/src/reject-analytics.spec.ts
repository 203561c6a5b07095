import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO } from './support/demo-users';
import { enterDowntownAsOperator, openFromMenu, signInAsAdministrator } from './support/portals';
import { signInToUserPortal } from './support/sign-in';

/*
 * Issue 28's reject analytics screen in each portal, on the demo data as `npm start` seeds it: each demo partner
 * holds one transmission the local channeler rejected six days ago (EBTS L0008, the print at finger 03 forced), so
 * the screen shows it in its default range (the last 30 days) with no setting changed. Other journeys may add
 * rejects of their own before this file runs: the assertions name what the demo holds, not totals.
 */

const rowOf = (page: Page, table: string, text: string | RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('the system administrator finds the demo’s FBI rejects across partners, by week, and downloads them', async ({
  page,
}) => {
  await signInAsAdministrator(page);
  await openFromMenu(page, 'System menu', 'FBI rejects', 'FBI rejects');
  await expect(page.getByRole('search', { name: 'Reject filters' }).getByLabel('Partners')).toBeVisible();
  await expect(page.getByTestId('figure-Reject rate')).toBeVisible();
  await expect(rowOf(page, 'Rejects by reason', 'L0008')).toHaveCount(1);
  await expect(rowOf(page, 'Rejects by finger', 'Right middle (3)')).toHaveCount(1);
  await expect(rowOf(page, 'By partner', 'Acme Fingerprinting LLC')).toHaveCount(1);
  await expect(page.getByRole('figure', { name: 'Rates over time' })).toBeVisible();

  const asked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/system/v1/reject-analytics/search') &&
      response.status() === 200,
  );
  await page.getByText('Week', { exact: true }).click();
  await asked;
  await expect(page).toHaveURL(/bucket=week/);
  await expect(rowOf(page, 'Rejects by reason', 'L0008')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fbi-rejects-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Captured On,FBI Answer Date,TCN,Partner,Location,Operator,Device,Error Code,Finger,First Transmission,Id',
  );
  expect(csv).toContain(',L0008,Right middle (3),');
  // The FBI's message stays sealed on the record: no sentence of it reaches the file.
  expect(csv).not.toContain('QUALITY OF THE CHARACTERISTICS');
});

test('the partner administrator sees the demo’s reject at Airport', async ({ page }) => {
  await signInToUserPortal(page, DEMO.partnerAdmin.email, DEMO.partnerAdmin.password);
  await page.getByRole('button', { name: 'Enter Acme Fingerprinting LLC' }).click();
  await expect(page).toHaveURL(/\/partner\/acme\/dashboard$/);
  await openFromMenu(page, 'Partner menu', 'FBI rejects', 'FBI rejects');
  await expect(rowOf(page, 'By location', /Airport/)).toHaveCount(1);
  await expect(rowOf(page, 'Rejects by finger', 'Right middle (3)')).toHaveCount(1);
});

test('a location operator finds its location’s FBI rejects in the location menu', async ({ page }) => {
  await enterDowntownAsOperator(page);
  await openFromMenu(page, 'Location menu', 'FBI rejects', 'FBI rejects');
  // A location session filters by service and company; its location is the session's.
  const filters = page.getByRole('search', { name: 'Reject filters' });
  await expect(filters.getByLabel('Services')).toBeVisible();
  await expect(filters.getByLabel('Locations')).toHaveCount(0);
  // The demo's reject is Airport's: Downtown shows its own figures, or says nothing was answered.
  await expect(
    page.getByTestId('figure-First-time acceptance').or(page.getByTestId('rejects-empty')),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'By location' })).toHaveCount(0);
});
