import { test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import {
  FAKE_CAMERA_LAUNCH,
  captureToConfirmation,
  completeWithEft,
  expect,
  fillApplicant,
  sendEft,
  startAtDowntown,
} from './support/capture-steps';
import { field, inspect } from './support/nist-inspect';

/*
 * Issue 27's acceptance journey, the first day: on the freshly seeded product with nothing configured, on whatever
 * weekday this runs, the Downtown operator takes one of today's seeded appointments from the list through the seven
 * capture steps with its booked service, completes it and sends the EFT file. The local channeler (apps/channeler-sim,
 * the demo partners' EFT destination) ends holding that one file, which `ridgeline-nist inspect` reads back with
 * its TCN. This file runs before eft.spec.ts, which saves a server of its own for Downtown.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

// Acme's own folder at the channeler: the demo gives each partner one (seed/demo-channeler.ts).
const inbox = path.join(E2E_DATA_DIR, 'channeler', 'inbox', 'acme');
const SERVICE = 'FBI Background Check (channeler)';

/** Today's date in San Francisco, Downtown's time zone, from the clock. */
function todayInSanFrancisco(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
}

test("the Downtown operator captures today's seeded appointment and sends it to the local channeler", async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await startAtDowntown(page, request);

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
  // 3 Photo to 7 Confirmation, completed with the EFT file generated.
  await captureToConfirmation(page);
  const tcn = await completeWithEft(page);

  // Send: nothing was configured, the demo partner's destination is the local channeler.
  await sendEft(page, tcn, 90_000);

  // The channeler holds that one file, complete under its final name, and it reads back with its TCN.
  // The folder also holds the one the FBI's answers come back in (issue 28).
  expect(readdirSync(inbox).filter((name) => name.endsWith('.eft'))).toEqual([`${tcn}.eft`]);
  const records = await inspect(path.join(inbox, `${tcn}.eft`));
  const type1 = records.find((record) => record.type === 1);
  const type2 = records.find((record) => record.type === 2);
  expect(field(type1, '1.009')).toEqual([tcn]);
  expect(field(type2, '2.073')).toEqual(['CA0349500']);
  expect(records.filter((record) => record.type === 14)).toHaveLength(14);
});
