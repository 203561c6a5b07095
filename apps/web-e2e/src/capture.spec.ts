import { test } from '@playwright/test';
import {
  AGENT,
  CAPTURE_TIMEOUT,
  FAKE_CAMERA_LAUNCH,
  enterDowntownAsOperator,
  expect,
  fillApplicant,
  forceTheFirstPrint,
  signTwice,
  startAtDowntown,
  takePhoto,
  transactionDetail,
} from './support/capture-steps';

/*
 * Issue 16's acceptance journey: an operator captures a live applicant from an appointment to a completed record
 * against the agent simulator the Playwright config starts, with Chromium's fake camera for the photograph.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

test('an operator captures an applicant from an appointment to a completed transaction', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startAtDowntown(page, request);

  // From a confirmed appointment of the day's list.
  await page.goto('/location/acme-downtown/appointment?status=CONFIRMED');
  await page.locator('table tbody tr').first().getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: 'Appointment' });
  await drawer.getByRole('button', { name: 'Start capture' }).click();
  await expect(page).toHaveURL(/biometric-detail\/new\?appointmentId=/);
  // The capture pages narrow the sidebar to icons (spec §2).
  await expect(page.getByRole('navigation', { name: 'Location menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signature' })).toBeDisabled();
  await expect(page.getByText(/From the appointment of/)).toBeVisible();
  await transactionDetail(page);
  // The device log comes from the agent the API names (the simulator is not on the default port 8080 here).
  await page.getByRole('button', { name: 'Send device logs' }).click();
  await expect(page.getByText('Device log uploaded')).toBeVisible();

  // Applicant: §5 refuses Other for an FBI background check.
  await page.getByRole('combobox', { name: 'Resident status' }).click();
  await expect(page.getByRole('option', { name: 'Other' })).toHaveCount(0);
  await page.getByRole('option', { name: 'US Citizen' }).click();
  await fillApplicant(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ridgeline.applicantInfo')))
    .not.toBeNull();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
  // §4: setting the applicant info removes the stored applicant-info entry.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ridgeline.applicantInfo'))).toBeNull();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('navigationStep'))).toBe('2');

  // Photo from Chromium's fake camera.
  await takePhoto(page);

  // Annotations: the left index is amputated (XX).
  await page.getByRole('radiogroup', { name: 'L. INDEX annotation' }).getByText('Amputated').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();

  // Fingerprints: the first capture comes back poor four times; the operator forces it after three.
  await forceTheFirstPrint(page, request);
  const prints = page.getByRole('list', { name: 'Prints' });
  await expect(prints.getByText('Q5')).toHaveCount(1);
  await expect(prints.getByText('Amputated')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('13 prints stored')).toBeVisible(CAPTURE_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Signature' })).toBeVisible(CAPTURE_TIMEOUT);

  // Two signatures.
  await signTwice(page);

  // Confirmation: the agent's printers, the settings' offsets, no EFT; complete.
  const confirmation = page.getByTestId('capture-confirmation');
  await expect(confirmation.getByTestId('confirmation-summary')).toContainText('13');
  await expect(page.getByRole('combobox', { name: 'Printer' })).not.toHaveValue('');
  await expect(page.getByTestId('confirmation-offsets')).toContainText('left');
  await page.getByRole('button', { name: 'Complete' }).click();

  // The record: COMPLETED, 13 prints, the XX annotation, the photo and both signatures.
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric\/[0-9a-f-]{36}$/, CAPTURE_TIMEOUT);
  await expect(page.getByTestId('transaction-status')).toHaveText('Completed');
  await expect(page.getByRole('heading', { name: 'Fingerprints (13)' })).toBeVisible();
  await expect(page.getByLabel('L. INDEX', { exact: true })).toContainText('XX');
  for (const name of ['Photograph', "Applicant's signature", "Officer's signature"]) {
    const image = page.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('navigationStep'))).toBeNull();

  // The application form prints through the same agent: its printers are listed, the default chosen.
  await page.getByRole('button', { name: 'Print application form' }).click();
  const printDialog = page.getByRole('dialog', { name: 'Print application form' });
  await expect(printDialog.getByRole('combobox', { name: 'Printer' })).toHaveValue(/\(default\)$/);
  await printDialog.getByRole('button', { name: 'Print' }).click();
  await expect(printDialog).toBeHidden();
});

test('leaving a capture mid-way asks first, and offers the agent download when the agent is gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enterDowntownAsOperator(page);
  await page.goto('/location/acme-downtown/biometric');
  await page.getByRole('link', { name: 'New capture' }).click();
  await transactionDetail(page);

  // A menu click asks; Cancel stays on the capture.
  const menu = page.getByRole('navigation', { name: 'Location menu' });
  await menu.getByRole('link', { name: 'Appointments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit' });
  await expect(dialog.getByText('Data will be lost. Do you want to proceed?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();

  // The browser's Back asks as well.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();

  // With the agent unreachable the dialog offers its download and nothing to confirm.
  await page.route(`${AGENT}/**`, (route) => route.abort('connectionrefused'));
  await menu.getByRole('link', { name: 'Appointments' }).click();
  await expect(dialog.getByRole('link', { name: 'Download here' })).toHaveAttribute(
    'href',
    /\/system\/v1\/files\//,
  );
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.unroute(`${AGENT}/**`);

  // With the agent back, OK leaves for the page that was clicked.
  await menu.getByRole('link', { name: 'Appointments' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/appointment/);
});
