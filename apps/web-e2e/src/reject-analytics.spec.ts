import { expect, test, type Page } from '@playwright/test';
import { enterDowntownAsOperator, openFromMenu, signInAsAdministrator } from './support/portals';

/*
 * Issue 28's reject analytics screen in each portal: reached from the navigation, its filters kept in the address,
 * the figures (or, with nothing answered by the FBI in the range, the empty state) and the bucket switch asking
 * the API again. The journey that gets a reject from the local channeler and finds it here is capture's to run.
 */

/** The figures when the FBI answered anything in the range, else the sentence that says it did not. */
async function expectFiguresOrEmpty(page: Page) {
  await expect(
    page.getByTestId('figure-First-time acceptance').or(page.getByTestId('rejects-empty')),
  ).toBeVisible();
}

test('the system administrator finds FBI rejects across partners and switches to weeks', async ({ page }) => {
  await signInAsAdministrator(page);
  await openFromMenu(page, 'System menu', 'FBI rejects', 'FBI rejects');
  await expect(page.getByRole('search', { name: 'Reject filters' }).getByLabel('Partners')).toBeVisible();
  await expectFiguresOrEmpty(page);
  // The client sends its body as a stream, which the browser does not show: the new answer is the proof.
  const asked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/system/v1/reject-analytics/search') &&
      response.status() === 200,
  );
  await page.getByText('Week', { exact: true }).click();
  await asked;
  await expect(page).toHaveURL(/bucket=week/);
  await expectFiguresOrEmpty(page);
});

test('a location operator finds its location’s FBI rejects in the location menu', async ({ page }) => {
  await enterDowntownAsOperator(page);
  await openFromMenu(page, 'Location menu', 'FBI rejects', 'FBI rejects');
  // A location session filters by service and company; its location is the session's.
  const filters = page.getByRole('search', { name: 'Reject filters' });
  await expect(filters.getByLabel('Services')).toBeVisible();
  await expect(filters.getByLabel('Locations')).toHaveCount(0);
  await expectFiguresOrEmpty(page);
});
