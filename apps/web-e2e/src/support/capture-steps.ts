import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_AGENT_PORT } from '../../playwright.config';
import { chromiumArgs, chromiumPath } from '../chromium';
import { DEMO } from './demo-users';
import { fillSignIn } from './sign-in';

/** The capture steps the capture journeys share (issue 16): the operator, the screens and the agent simulator. */

export const AGENT = `http://localhost:${E2E_AGENT_PORT}`;

/** Six sessions share two cores: each screen (a lazy chunk) may take seconds to appear. */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Capturing fourteen impressions with the simulator takes a while on a shared machine. */
export const CAPTURE_TIMEOUT = { timeout: 120_000 };

/** Chromium with its fake camera, allowed without asking: the Photo step's getUserMedia. */
export const FAKE_CAMERA_LAUNCH = {
  executablePath: chromiumPath(),
  args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

export async function enterDowntownAsOperator(page: Page) {
  await page.goto('/auth/login');
  await fillSignIn(page, DEMO.locationOperator.email, DEMO.locationOperator.password);
  await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);
}

export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A zigzag stroke across the named signature pad. */
export async function sign(page: Page, label: string) {
  const pad = page.getByRole('img', { name: label });
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${label} has no box`);
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 40 + step * 25, box.y + box.height / 2 + (step % 2 ? -30 : 30), {
      steps: 4,
    });
  }
  await page.mouse.up();
}

/** Transaction Detail: the biometric service and an ORI that requires a photograph, verified. */
export async function transactionDetail(page: Page) {
  await expect(page.getByRole('heading', { name: 'Transaction Detail' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Device details' })).toBeVisible();
  await choose(page, 'Service', 'FBI Background Check (channeler)');
  await page.getByRole('textbox', { name: 'ORI' }).fill('CA0349500');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('ori-verification')).toContainText('requires a photograph');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric-detail\/[0-9a-f-]{36}$/);
}

/** Applicant: a US citizen with every required field of §5 besides the name (Next is the caller's). */
export async function fillApplicant(page: Page) {
  await choose(page, 'Resident status', 'US Citizen');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('1988-03-14');
  await page.getByRole('textbox', { name: 'Place of birth' }).fill('CA');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Race', 'White');
  await choose(page, 'Eye color', 'Brown');
  await choose(page, 'Hair color', 'Black');
  await choose(page, 'Height (feet)', '5');
  await choose(page, 'Height (inches)', '7');
  await page.getByRole('textbox', { name: 'Weight (lb)' }).fill('140');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Market Street');
  await page.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await choose(page, 'State', 'California');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('94105');
  await page.getByRole('textbox', { name: 'Reason fingerprinted' }).fill('EMPLOYMENT');
}

/** Photo from Chromium's fake camera, then on to Annotations. */
export async function takePhoto(page: Page) {
  await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('img', { name: 'Applicant photograph' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Annotations' })).toBeVisible();
}

/** Signature: the applicant and the officer sign, then on to Confirmation. */
export async function signTwice(page: Page) {
  await expect(page.getByRole('heading', { name: 'Signature' })).toBeVisible(CAPTURE_TIMEOUT);
  await sign(page, 'Applicant signature');
  await sign(page, 'Officer signature');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('capture-confirmation')).toBeVisible();
}

/** A capture journey's start: the simulator without faults left by an earlier journey, the operator at Downtown. */
export async function startAtDowntown(page: Page, request: APIRequestContext) {
  await request.delete(`${AGENT}/sim/faults`).catch(() => undefined);
  await enterDowntownAsOperator(page);
}

/**
 * Fingerprints: the first capture comes back poor four times, the operator forces it after three (force capture
 * is offered then), and the rest come in; stops at the review, before Continue.
 */
export async function forceTheFirstPrint(page: Page, request: APIRequestContext) {
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();
  const faults = await request.post(`${AGENT}/sim/faults`, { data: { lowQuality: true, count: 4 } });
  expect(faults.ok()).toBe(true);
  await page.getByRole('button', { name: 'Start capture' }).click();
  const force = page.getByRole('button', { name: /^Force capture/ });
  await expect(force).toBeEnabled(CAPTURE_TIMEOUT);
  await force.click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible(CAPTURE_TIMEOUT);
}

/** A surname of letters only (the applicant rules), unique per run so a list search finds this journey's record. */
export function uniqueLastName(prefix: string): string {
  return `${prefix}${Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q')}`;
}

/** Fingerprints: all fourteen impressions from the simulator, stored. */
export async function captureAllPrints(page: Page) {
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();
  await page.getByRole('button', { name: 'Start capture' }).click();
  await page.getByRole('button', { name: 'Continue' }).click(CAPTURE_TIMEOUT);
  await expect(page.getByText('14 prints stored')).toBeVisible(CAPTURE_TIMEOUT);
}

/** From the filled Applicant step to Confirmation: photo, annotations as they are, all prints, both signatures. */
export async function captureToConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await takePhoto(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await captureAllPrints(page);
  await signTwice(page);
}

/** Confirmation with Generate EFT on: the record is Completed with a TCN, which this returns. */
export async function completeWithEft(page: Page): Promise<string> {
  await page.getByTestId('confirmation-generate-eft').check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric\/[0-9a-f-]{36}$/, CAPTURE_TIMEOUT);
  await expect(page.getByTestId('transaction-status')).toHaveText('Completed');
  const tcnCell = page.locator('tr', { has: page.locator('th', { hasText: /^TCN$/ }) }).locator('td');
  await expect(tcnCell).toHaveText(/^\w{6,}$/);
  return (await tcnCell.textContent()) ?? '';
}

/**
 * Send EFT on the record: the server's message as a toast, then Sent to FBI, Transmitted, and the file listed.
 * `orAnswered`: a status the FBI's answer may already have set when the page looks (the demo destination's own
 * poll runs every 30 seconds and the journeys' channeler answers at once).
 */
export async function sendEft(page: Page, tcn: string, timeout: number, orAnswered?: string) {
  await page.getByRole('button', { name: 'Send EFT' }).click();
  await expect(page.getByText('The EFT file is queued for transfer')).toBeVisible();
  const sent = orAnswered ? new RegExp(`^(Sent to FBI|${orAnswered})$`) : 'Sent to FBI';
  await expect(page.getByTestId('transaction-status')).toHaveText(sent, { timeout });
  await expect(page.getByTestId('transmission-result')).toHaveText('Transmitted');
  await expect(page.getByRole('table', { name: 'EFT transfers' })).toContainText(`${tcn}.eft`);
}
