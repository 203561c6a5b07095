import { expect, test } from '@playwright/test';
import { enterAcmeAsPartnerAdmin } from './support/places';

test("a partner administrator filters the audit trail by an action in words and reads times in the partner's zone; a new location starts in that zone", async ({
  page,
}) => {
  // Acme's zone is America/Los_Angeles (the demo data); the browser runs in UTC here, so a time shown with PST or
  // PDT and a location form starting in Los Angeles prove the partner's zone is used, not the browser's.
  await enterAcmeAsPartnerAdmin(page);
  await page.goto('/partner/acme/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();

  // Staff choose an action by its words; the code (PARTNER_SIGN_IN and the like) is never typed or shown.
  await page.getByRole('combobox', { name: 'Action' }).fill('Partner portal sign');
  await page.getByRole('option', { name: 'Partner portal sign-in' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=/);
  const rows = page.getByRole('row').filter({ hasText: 'partner.admin@ridgeline.test' });
  await expect(rows.first()).toContainText('Partner portal sign-in');
  await expect(rows.first()).toContainText(/\d{1,2}:\d{2} [AP]M P[SD]T/);
  await expect(page.getByText(/^\d+ (entry|entries)$/)).toBeVisible();
  await expect(page.getByText(/[A-Z]+_[A-Z_]+/)).toHaveCount(0);

  await page.goto('/partner/acme/locations/create');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Los_Angeles');
});
