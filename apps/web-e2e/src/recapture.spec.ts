import { test, type Page } from '@playwright/test';
import {
  CAPTURE_TIMEOUT,
  FAKE_CAMERA_LAUNCH,
  captureToConfirmation,
  expect,
  fillApplicant,
  signTwice,
  startAtDowntown,
  transactionDetail,
  uniqueLastName,
} from './support/capture-steps';

/*
 * Issue 16's recapture journey: a completed transaction is asked for recapture through the list's status menu,
 * two of its prints are taken again through the capture screens against the agent simulator, the parent becomes
 * Recaptured and the list's include-recapture-parent filter shows the parent beside its recapture.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const LAST_NAME = uniqueLastName('Vance');
const NAME = `Rosa ${LAST_NAME}`;

/** Confirmation: the summary counts the prints; Complete makes the record Completed. */
async function completeCapture(page: Page, prints: number) {
  await expect(page.getByTestId('confirmation-summary')).toContainText(String(prints));
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric\/[0-9a-f-]{36}$/, CAPTURE_TIMEOUT);
  await expect(page.getByTestId('transaction-status')).toHaveText('Completed');
}

test('a transaction asked for recapture is recaptured on two prints and listed beside its recapture', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await startAtDowntown(page, request);

  // A completed ten-print capture of a walk-in applicant to start from.
  await page.goto('/location/acme-downtown/biometric');
  await page.getByRole('link', { name: 'New capture' }).click();
  await transactionDetail(page);
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill(LAST_NAME);
  await fillApplicant(page);
  await captureToConfirmation(page);
  await completeCapture(page, 14);
  const parentUrl = page.url();

  // The list's status menu: Completed -> Request For Recapture.
  await page.getByRole('link', { name: 'Back to the biometric list' }).click();
  await page.getByRole('textbox', { name: 'Search transactions' }).fill(LAST_NAME);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Change status of ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Request For Recapture' }).click();
  await expect(rows.first()).toContainText('Request For Recapture');

  // The recapture: the applicant, ORI and photograph carry over; two prints are chosen and taken again.
  await rows.getByRole('button', { name: `Start recapture of ${NAME}` }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric-detail\/[0-9a-f-]{36}$/);
  const recaptureUrl = page.url();
  expect(recaptureUrl).not.toContain(parentUrl.split('/').at(-1) ?? 'no id');
  await expect(page.getByRole('heading', { name: 'Transaction Detail' })).toBeVisible();
  await expect(page.getByTestId('ori-verification')).toContainText('requires a photograph');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(LAST_NAME);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Applicant photograph' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Annotations' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();

  const choice = page.getByRole('group', { name: 'Prints to recapture' });
  await expect(page.getByRole('button', { name: 'Start capture' })).toBeDisabled();
  await choice.getByRole('checkbox', { name: 'R. INDEX', exact: true }).check();
  await choice.getByRole('checkbox', { name: 'L. THUMB (flat)' }).check();
  await page.getByRole('button', { name: 'Start capture' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible(CAPTURE_TIMEOUT);
  const prints = page.getByRole('list', { name: 'Prints' });
  await expect(prints.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('2 prints stored')).toBeVisible(CAPTURE_TIMEOUT);
  await signTwice(page);
  await completeCapture(page, 2);

  // The recapture's record holds the two new prints and points to its parent, which is now Recaptured.
  await expect(page.getByRole('heading', { name: 'Fingerprints (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'the original transaction' }).click();
  await expect(page).toHaveURL(parentUrl);
  await expect(page.getByTestId('transaction-status')).toHaveText('Recaptured');
  await expect(page.getByRole('heading', { name: 'Fingerprints (14)' })).toBeVisible();

  // The list: the parent's recaptures, then with the include-recapture-parent filter the parent beside them.
  await page.getByRole('link', { name: 'Show its recaptures' }).click();
  await expect(
    page.getByRole('button', { name: /Remove the filter Recaptures of one transaction/ }),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByText('Completed', { exact: true })).toBeVisible();
  await expect(rows.first().getByText('Recapture', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Include recapture parent' }).check();
  await expect(rows).toHaveCount(2);
  await expect(rows.getByText('Recaptured', { exact: true })).toHaveCount(1);
  await expect(rows.getByText('Completed', { exact: true })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(NAME);
});
