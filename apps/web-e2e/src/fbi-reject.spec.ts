import { test, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_SMTP_PORT } from '../playwright.config';
import {
  CAPTURE_TIMEOUT,
  FAKE_CAMERA_LAUNCH,
  completeWithEft,
  expect,
  fillApplicant,
  forceTheFirstPrint,
  sendEft,
  signTwice,
  startAtDowntown,
  takePhoto,
  transactionDetail,
  uniqueLastName,
} from './support/capture-steps';
import { DEMO } from './support/demo-users';
import { startMailCatcher } from './support/mail-catcher';

/*
 * Issue 28's journey: a capture with a force-captured print is sent to the local channeler (apps/channeler-sim, the
 * demo partner's EFT destination, which the Playwright config runs answering at once and by rule only). It answers
 * with an ERRT; after a poll the record is a request for recapture with the FBI's reason and the applicant is
 * e-mailed; the operator recaptures the rejected print from the record and sends again; the channeler answers the
 * recapture with an SRE and the record shows it processed by the FBI; the reject shows on Downtown's reject
 * analytics.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const LAST_NAME = uniqueLastName('Rejet');
const EMAIL = `${LAST_NAME.toLowerCase()}@example.test`;
// Acme's own folder at the channeler (the demo gives each partner one: seed/demo-channeler.ts).
const responses = path.join(E2E_DATA_DIR, 'channeler', 'inbox', 'acme', 'responses');

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await mail?.close();
});

/** The system administrator's "poll now" (POST /system/v1/fbi-responses/poll), through the API as a script would. */
async function administratorPoll(request: APIRequestContext) {
  const signIn = await request.post('/system/v1/auths', {
    data: { email: DEMO.systemAdmin.email, password: DEMO.systemAdmin.password },
  });
  expect(signIn.ok()).toBe(true);
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  let xsrf = signIn.headers()['x-xsrf-token'] ?? '';
  return async () => {
    const polled = await request.post('/system/v1/fbi-responses/poll', {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
      data: {},
    });
    expect(polled.ok(), await polled.text()).toBe(true);
    xsrf = polled.headers()['x-xsrf-token'] ?? xsrf;
  };
}

/** Polls and reloads the record until its status reads `status` (the channeler answers within a second or two). */
async function pollUntilStatus(page: Page, poll: () => Promise<void>, status: string) {
  await expect
    .poll(
      async () => {
        await poll();
        await page.reload();
        return page.getByTestId('transaction-status').textContent();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(status);
}

test('the channeler rejects a force-captured print, the applicant hears of it, and the recapture is processed', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const poll = await administratorPoll(request);
  await startAtDowntown(page, request);

  // A walk-in capture with the applicant's e-mail.
  await page.goto('/location/acme-downtown/biometric');
  await page.getByRole('link', { name: 'New capture' }).click();
  await transactionDetail(page);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ines');
  await page.getByRole('textbox', { name: 'Last name' }).fill(LAST_NAME);
  await fillApplicant(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Confirm email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Next' }).click();
  await takePhoto(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // The first print (the right thumb, rolled first) comes back poor four times: the operator forces it.
  await forceTheFirstPrint(page, request);
  const tiles = page.getByRole('list', { name: 'Prints' }).getByRole('listitem');
  await expect(tiles.filter({ hasText: 'Q5' })).toHaveCount(1);
  await expect(tiles.first()).toContainText('Q5');
  await expect(tiles.first()).toContainText('R. THUMB');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('14 prints stored')).toBeVisible(CAPTURE_TIMEOUT);
  await signTwice(page);
  const tcn = await completeWithEft(page);
  const recordUrl = page.url();

  // Sent to the local channeler (the demo destination, nothing configured), which answers with an ERRT.
  await sendEft(page, tcn, 90_000, 'Request For Recapture');
  await pollUntilStatus(page, poll, 'Request For Recapture');
  const answer = page.getByTestId('fbi-response');
  await expect(answer).toContainText('Rejected by the FBI on');
  await expect(answer).toContainText('L0008');
  // EBTS's print-quality message names finger position 01, the right thumb.
  await expect(answer).toContainText(
    'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 01',
  );
  // Read once and moved aside on the channeler, as the demo destination says (afterRead MOVE).
  expect(readdirSync(path.join(responses, 'processed'))).toContain(`${tcn}.ERRT.eft`);

  // The applicant is asked to come back, with where and how to book; the FBI's message is not in it.
  const letter = await mail.mailTo(EMAIL, 60_000, /taken again/);
  expect(letter.text).toContain('Please come back to have your fingerprints taken again');
  expect(letter.text).toContain('Book your visit:');
  expect(letter.text).not.toContain('L0008');

  // The operator recaptures the rejected print from the record: the applicant carries over.
  await page
    .getByRole('button', { name: `Start recapture of Ines ${LAST_NAME}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/biometric-detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Transaction Detail' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(LAST_NAME);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Annotations' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Fingerprints' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Prints to recapture' })
    .getByRole('checkbox', { name: 'R. THUMB', exact: true })
    .check();
  await page.getByRole('button', { name: 'Start capture' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible(CAPTURE_TIMEOUT);
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).not.toContainText('Q5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^1 prints? stored/)).toBeVisible(CAPTURE_TIMEOUT);
  await signTwice(page);
  const recaptureTcn = await completeWithEft(page);
  expect(recaptureTcn).not.toBe(tcn);
  await expect(page.getByRole('link', { name: 'the original transaction' })).toBeVisible();

  // Resent: the recapture refers to the first transmission, and the channeler answers it with an SRE.
  await sendEft(page, recaptureTcn, 90_000);
  await expect
    .poll(
      async () => {
        await poll();
        await page.reload();
        return (await page.getByTestId('fbi-response').count()) > 0;
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
  await expect(page.getByTestId('fbi-response')).toHaveText(/^Processed by the FBI on \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('transaction-status')).toHaveText('Sent to FBI');
  expect(readdirSync(path.join(responses, 'processed'))).toContain(`${recaptureTcn}.SRE.eft`);

  // The rejected record is now Recaptured and still shows the FBI's reason.
  await page.goto(recordUrl);
  await expect(page.getByTestId('transaction-status')).toHaveText('Recaptured');
  await expect(page.getByTestId('fbi-response')).toContainText('L0008');

  // The reject shows on Downtown's reject analytics: its reason, the finger EBTS's message names (01, the right
  // thumb) and the operator who captured it; the recapture counts as answered and accepted, not as a first try.
  await page
    .getByRole('navigation', { name: 'Location menu' })
    .getByRole('link', { name: 'FBI rejects' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'FBI rejects' })).toBeVisible();
  const table = (name: string) => page.getByRole('table', { name }).getByRole('row');
  await expect(table('Rejects by reason').filter({ hasText: 'L0008' })).toHaveCount(1);
  await expect(table('Rejects by finger').filter({ hasText: 'Right thumb (1)' })).toHaveCount(1);
  await expect(table('By operator').filter({ hasText: 'Oscar Operator' })).toHaveCount(1);
});
