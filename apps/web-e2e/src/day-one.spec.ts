import { test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from '../playwright.config';
import {
  AGENT,
  CAPTURE_TIMEOUT,
  FAKE_CAMERA_LAUNCH,
  enterDowntownAsOperator,
  expect,
  fillApplicant,
  signTwice,
  takePhoto,
} from './support/capture-steps';

/*
 * Issue 27's acceptance journey, the first day: on the freshly seeded product with nothing configured, on whatever
 * weekday this runs, the Downtown operator takes one of today's seeded appointments from the list through the seven
 * capture steps with its booked service, completes it and sends the EFT file. The local channeler (apps/channeler-sim,
 * the demo partners' EFT destination) ends holding that one file, which `ridgeline-nist inspect` reads back with
 * its TCN. This file runs before eft.spec.ts, which saves a server of its own for Downtown.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const root = new URL('../../..', import.meta.url).pathname;
const inbox = path.join(E2E_DATA_DIR, 'channeler', 'inbox');
const SERVICE = 'FBI Background Check (channeler)';

interface InspectedRecord {
  type: number;
  fields: { field: string; subfields?: string[][] }[];
}

async function inspect(file: string): Promise<InspectedRecord[]> {
  const { stdout } = await promisify(execFile)('npx', ['ridgeline-nist', 'inspect', file, '--json'], {
    cwd: root,
  });
  return (JSON.parse(stdout) as { records: InspectedRecord[] }).records;
}

function field(record: InspectedRecord | undefined, tag: string): string[] | undefined {
  return record?.fields.find((entry) => entry.field === tag)?.subfields?.map((item) => item.join('^'));
}

/** Today's date in San Francisco, Downtown's time zone, from the clock. */
function todayInSanFrancisco(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
}

test("the Downtown operator captures today's seeded appointment and sends it to the local channeler", async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await request.delete(`${AGENT}/sim/faults`).catch(() => undefined);
  await enterDowntownAsOperator(page);

  // Today's confirmed appointments at Downtown: take the one booked for the channeler's background check.
  const today = todayInSanFrancisco();
  await page.goto(`/location/acme-downtown/appointment?status=CONFIRMED&date=${today}`);
  const row = page.getByTestId('appointment-row').filter({ hasText: SERVICE }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: 'Appointment' });
  await expect(drawer).toContainText(SERVICE);
  await drawer.getByRole('button', { name: 'Start capture' }).click();
  await expect(page).toHaveURL(/biometric-detail\/new\?appointmentId=/);
  await expect(page.getByText(/From the appointment of/)).toBeVisible();

  // 1 Transaction Detail: the booked service is already chosen, and the ORI serves it.
  await expect(page.getByRole('heading', { name: 'Transaction Detail' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(SERVICE);
  await page.getByRole('textbox', { name: 'ORI' }).fill('CA0349500');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('ori-verification')).toContainText('requires a photograph');
  await page.getByRole('button', { name: 'Next' }).click();

  // 2 Applicant (the name comes from the appointment), 3 Photo, 4 Annotations.
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).not.toHaveValue('');
  await fillApplicant(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await takePhoto(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // 5 Fingerprints, 6 Signature, 7 Confirmation with the EFT file generated.
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();
  await page.getByRole('button', { name: 'Start capture' }).click();
  await page.getByRole('button', { name: 'Continue' }).click(CAPTURE_TIMEOUT);
  await expect(page.getByText('14 prints stored')).toBeVisible(CAPTURE_TIMEOUT);
  await signTwice(page);
  await page.getByTestId('confirmation-generate-eft').check();
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric\/[0-9a-f-]{36}$/, CAPTURE_TIMEOUT);
  await expect(page.getByTestId('transaction-status')).toHaveText('Completed');
  const tcnCell = page.locator('tr', { has: page.locator('th', { hasText: /^TCN$/ }) }).locator('td');
  await expect(tcnCell).toHaveText(/^\w{6,}$/);
  const tcn = (await tcnCell.textContent()) ?? '';

  // Send: nothing was configured, the demo partner's destination is the local channeler.
  await page.getByRole('button', { name: 'Send EFT' }).click();
  await expect(page.getByText('The EFT file is queued for transfer')).toBeVisible();
  await expect(page.getByTestId('transaction-status')).toHaveText('Sent to FBI', { timeout: 90_000 });
  await expect(page.getByTestId('transmission-result')).toHaveText('Transmitted');
  await expect(page.getByRole('table', { name: 'EFT transfers' })).toContainText(`${tcn}.eft`);

  // The channeler holds that one file, complete under its final name, and it reads back with its TCN.
  expect(readdirSync(inbox)).toEqual([`${tcn}.eft`]);
  const records = await inspect(path.join(inbox, `${tcn}.eft`));
  const type1 = records.find((record) => record.type === 1);
  const type2 = records.find((record) => record.type === 2);
  expect(field(type1, '1.009')).toEqual([tcn]);
  expect(field(type2, '2.073')).toEqual(['CA0349500']);
  expect(records.filter((record) => record.type === 14)).toHaveLength(14);
});
