import { test, type Download, type Page } from '@playwright/test';
import { readPdf, startSftpDiskServer, type PdfImage, type SftpDiskServer } from '@ridgeline/test-support';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_SFTP_PORT } from '../playwright.config';
import {
  FAKE_CAMERA_LAUNCH,
  captureToConfirmation,
  completeWithEft,
  expect,
  fillApplicant,
  sendEft,
  startAtDowntown,
  transactionDetail,
} from './support/capture-steps';
import { field, inspect } from './support/nist-inspect';
import { clearDowntownSftpServer } from './support/portals';

/*
 * Issue 17's acceptance journey: an operator completes a capture with Generate EFT, sends the EFT file from the
 * transaction's screen to the location's SFTP server (a real ssh2 server on a real folder, started here and saved
 * in the location's settings as an operator would), and the server ends with one file that `ridgeline-nist inspect`
 * reads back; the FD-258 card and the identity-history-summary PDF are downloaded and read back.
 */

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const SFTP_USER = 'eft-e2e';
const SFTP_PASSWORD = 'Channeler-Upload-2026';
const APPLICANT_NAME = { first: 'Maren', middle: 'Odile', last: 'Eftwright' };

let sftp: SftpDiskServer;
let sftpRoot: string;

test.beforeAll(async () => {
  sftpRoot = await mkdtemp(path.join(tmpdir(), 'ridgeline-e2e-sftp-'));
  sftp = await startSftpDiskServer({
    root: sftpRoot,
    username: SFTP_USER,
    password: SFTP_PASSWORD,
    port: E2E_SFTP_PORT,
  });
});

test.afterAll(async () => {
  await sftp?.close();
  await rm(sftpRoot, { recursive: true, force: true });
});

async function saveLocationSftpServer(page: Page) {
  await page.goto('/location/acme-downtown/settings?tab=eft-sftp');
  const form = page.getByRole('form', { name: 'EFT SFTP server' });
  await expect(form.getByText('This location uses the server shown below')).toBeVisible();
  await form.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
  await form.getByRole('textbox', { name: 'Port' }).fill(String(sftp.port));
  await form.getByRole('textbox', { name: 'Username' }).fill(SFTP_USER);
  // The demo partner's own server (the local channeler) keeps a stored password: replace it with this server's.
  const replace = form.getByRole('button', { name: 'Replace password' });
  if (await replace.isVisible()) await replace.click();
  await form.getByLabel('Password', { exact: true }).fill(SFTP_PASSWORD);
  await form.getByRole('textbox', { name: 'Remote Folder' }).fill('/');
  await form.getByRole('checkbox', { name: 'Send EFT files' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('EFT SFTP server saved')).toBeVisible();
}

async function downloaded(page: Page, label: string): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }) as Promise<Download>,
    page.getByRole('button', { name: label }).click(),
  ]);
  return new Uint8Array(await readFile(await download.path()));
}

test('an operator completes a capture with Generate EFT, sends it over SFTP and downloads its documents', async ({
  page,
  request,
}) => {
  // The capture alone took nearly five minutes with six sessions sharing two cores.
  test.setTimeout(480_000);
  await startAtDowntown(page, request);
  await saveLocationSftpServer(page);
  try {
    await captureSendAndRead(page);
  } finally {
    // Downtown sends to the local channeler again (the FBI-reject journey, after this one, relies on it).
    await clearDowntownSftpServer(request);
  }
});

async function captureSendAndRead(page: Page) {
  // A walk-in capture of all fourteen impressions.
  await page.goto('/location/acme-downtown/biometric');
  await page.getByRole('link', { name: 'New capture' }).click();
  await transactionDetail(page);
  await page.getByRole('textbox', { name: 'First name' }).fill(APPLICANT_NAME.first);
  await page.getByRole('textbox', { name: 'Middle name' }).fill(APPLICANT_NAME.middle);
  await page.getByRole('textbox', { name: 'Last name' }).fill(APPLICANT_NAME.last);
  await fillApplicant(page);
  await captureToConfirmation(page);

  // Complete with Generate EFT on: the EFT file is built and validated on completion.
  const tcn = await completeWithEft(page);

  // Send it: the server's message as a toast, then the verified transfer moves the transaction to Sent to FBI.
  await sendEft(page, tcn, 60_000);

  // The server holds exactly one file, complete, under its final name.
  expect(sftp.listing().map((entry) => entry.name)).toEqual([`${tcn}.eft`]);
  const records = await inspect(path.join(sftpRoot, `${tcn}.eft`));
  const type1 = records.find((record) => record.type === 1);
  const type2 = records.find((record) => record.type === 2);
  expect(field(type1, '1.009')).toEqual([tcn]);
  // The channeler's background check is FBIBGCHECK1, an NFUF submission (docs/decisions.md).
  expect(field(type1, '1.004')).toEqual(['NFUF']);
  expect(field(type2, '2.018')).toEqual(['EFTWRIGHT,MAREN ODILE']);
  expect(field(type2, '2.022')).toEqual(['19880314']);
  expect(field(type2, '2.020')).toEqual(['CA']);
  expect(field(type2, '2.024')).toEqual(['F']);
  expect(field(type2, '2.025')).toEqual(['W']);
  expect(field(type2, '2.027')).toEqual(['507']);
  expect(field(type2, '2.029')).toEqual(['140']);
  expect(field(type2, '2.031')).toEqual(['BRO']);
  expect(field(type2, '2.032')).toEqual(['BLK']);
  expect(field(type2, '2.037')).toEqual(['EMPLOYMENT']);
  expect(field(type2, '2.073')).toEqual(['CA0349500']);
  const type14 = records.filter((record) => record.type === 14);
  expect(type14).toHaveLength(14);
  expect(records.filter((record) => record.type === 10)).toHaveLength(1);
  // Each impression's size (14.006 HLL x 14.007 VLL), to find the same fourteen images in the PDFs.
  const sizes = type14.map((record) => `${field(record, '14.006')}x${field(record, '14.007')}`).sort();
  const printsIn = (images: PdfImage[]) =>
    images
      .map((image) => `${image.width}x${image.height}`)
      .filter((size) => sizes.includes(size))
      .sort();

  // The FD-258 card (the PRN file for the card printer) and the identity-history summary, read back.
  const card = await readPdf(await downloaded(page, 'FD-258 card (PRN)'));
  expect(card.text).toContain('EFTWRIGHT, MAREN ODILE');
  expect(printsIn(card.images)).toEqual(sizes);
  const summary = await readPdf(await downloaded(page, 'Identity history summary'));
  // The summary is read by the applicant: the surname in capitals, the given names as written.
  expect(summary.text).toContain('EFTWRIGHT, Maren Odile');
  expect(summary.text).toContain(tcn);
  expect(printsIn(summary.images)).toEqual(sizes);
}
