import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { DEMO } from './support/demo-users';
import { startMailCatcher } from './support/mail-catcher';
import { partnerApiSession } from './support/partner-api';
import { signInToUserPortal } from './support/sign-in';

/*
 * Issue 15's acceptance journey: a location's day. This file runs after location-appointment-policy.spec.ts
 * (files run in name order), which expects Downtown to start without a policy of its own; this journey saves one.
 */

// Lazy screens, the job queue and a streamed download on a shared two-core machine: waits of 20 s, not 5.
const expect = baseExpect.configure({ timeout: 20_000 });

/** RFC 4180 as the API writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Mantine's name of a calendar day: 2026-11-07 is "7 November 2026". */
const dayLabel = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const isoOfDayLabel = (label: string) => {
  const [day, month, year] = label.split(' ');
  const monthNumber = String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0');
  return `${year}-${monthNumber}-${String(day).padStart(2, '0')}`;
};

const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

async function openDay(page: Page): Promise<Locator> {
  const day = page.locator('[data-open="true"]').first();
  await expect(day).toBeVisible();
  await day.click();
  return page.getByRole('group', { name: 'Open slots' });
}

test('a location user books an open slot, gets the e-mail, completes it and downloads the matching report', async ({
  page,
  request,
}) => {
  // Four screens, a trip through the job queue and a download on a shared, often busy machine.
  test.setTimeout(360_000);

  // Set-up through the API (the policy screen has its own journey): Downtown opens every day, 09:00-17:00,
  // one applicant per 30-minute slot, so one booking fills its slot.
  const partner = await partnerApiSession(request, DEMO.partnerAdmin, 'acme');
  const locations = (await (
    await request.get('/partner/v1/locations/selectable-infos', { headers: partner.headers })
  ).json()) as { data: { id: string; code?: string }[] };
  const downtown = locations.data.find((location) => location.code === 'acme-downtown');
  expect(downtown).toBeTruthy();
  const current = (await (
    await request.get(`/partner/v1/location-setting/${downtown!.id}/appointment`, {
      headers: partner.headers,
    })
  ).json()) as {
    data: { workingHours: { active: boolean }[]; source?: unknown } & Record<string, unknown>;
  };
  const { source: _source, ...settings } = current.data;
  const saved = await request.post(`/partner/v1/location-setting/${downtown!.id}/appointment`, {
    headers: partner.headers,
    data: {
      ...settings,
      appointmentPolicy: { appointmentsPerTimeSlot: 1, appointmentViewLimit: 14, duration: 30 },
      breaks: [],
      timeoffs: [],
      workingHours: settings.workingHours.map((day) => ({ ...day, active: true })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const stamp = Date.now().toString(36);
    const applicant = {
      firstName: 'Journey',
      lastName: `Deskday${stamp.replace(/\d/g, '')}`,
      email: `location-day-${stamp}@example.com`,
    };

    const { email, password } = DEMO.locationOperator;
    await signInToUserPortal(page, email, password);
    await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();
    await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);
    // The dashboard's charts: the demo's past month at Downtown holds appointments, some of them completed.
    await expect(page.getByRole('figure', { name: 'Last 30 days' })).toBeVisible();
    const month = await page.getByTestId('chart-summary-Last 30 days').textContent();
    const [, booked, done] = /^(\d+) appointments, (\d+) completed$/.exec(month ?? '') ?? [];
    expect(Number(booked)).toBeGreaterThan(0);
    expect(Number(done)).toBeGreaterThan(0);
    await expect(page.getByRole('figure', { name: "Today's appointments" })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'No-shows this week' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Location menu' });
    await menu.getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();

    // Book into the first open slot of the first open day.
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const booking = page.getByRole('dialog', { name: 'Book Appointment' });
    const slots = await openDay(page);
    const heading = await booking.getByText(/^Open slots on \d{4}-\d{2}-\d{2}$/).textContent();
    const date = heading!.slice(-10);
    const first = slots.locator('label').first();
    const slotLabel = (await first.textContent())!;
    const time = slotLabel.slice(0, 5);
    expect(slotLabel).toBe(`${time} (1 left)`);
    await first.click();
    await expect(slots.getByRole('radio').first()).toBeChecked();
    await booking.getByLabel('First Name').fill(applicant.firstName);
    await booking.getByLabel('Last Name').fill(applicant.lastName);
    await booking.getByLabel('Email').fill(applicant.email);
    // A double click books once: one request, one toast (issue 27, item 2).
    const bookings: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/partner/v1/appointments')
        bookings.push(sent.url());
    });
    await booking.getByRole('button', { name: 'Book', exact: true }).dblclick();
    // A toast lasts 5 s from the answer; on a loaded machine the answer itself can take longer than that.
    await expect(page.getByText('Appointment booked successfully')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(bookings).toHaveLength(1);
    await expect(page.getByText('Appointment booked successfully')).toHaveCount(1);

    // The detail opens on the new appointment; its confirmation e-mail reaches the test's SMTP server.
    const detail = page.getByRole('dialog').filter({ hasText: applicant.lastName });
    await expect(detail).toBeVisible();
    const received = await mail.mailTo(applicant.email, 30_000);
    const number = /is booked \((RL[A-Z0-9]{8})\)/.exec(received.text)?.[1];
    expect(number, received.text).toBeTruthy();
    expect(received.text).toContain(`Confirmation number: ${number}`);
    await expect(detail.getByText(number!)).toBeVisible();

    // Mark it completed: the toast carries the server's message.
    await detail.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByText('Appointment updated successfully')).toBeVisible({ timeout: 30_000 });
    await expect(detail.getByText('Completed', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Filter the list to completed appointments: ours is there, and every row shown is completed.
    await page.getByRole('group', { name: 'Status' }).getByText('Completed', { exact: true }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    const rows = page.getByTestId('appointment-row');
    // The table keeps the unfiltered rows (aria-busy) until the filtered ones arrive.
    await expect(page.locator('tbody[aria-busy="false"]')).toBeAttached();
    await expect(rows.filter({ hasText: applicant.lastName })).toHaveCount(1);
    await expect
      .poll(async () =>
        (await rows.locator('td:nth-child(5)').allTextContents()).filter((badge) => badge !== 'Completed'),
      )
      .toEqual([]);
    // No status badge is cut to an ellipsis ("CO…", issue 27 item 3): each label shows its whole text.
    const cut = await page
      .locator('tbody .mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).length);
    expect(cut).toBe(0);
    await page.screenshot({ path: test.info().outputPath('appointments-completed.png') });

    // The slot is full now (a completed appointment still used its place): the calendar no longer offers it. The
    // calendar opens on the month of the first open day and names each day in full (Mantine's "27 November 2026").
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const again = page.getByRole('dialog', { name: 'Book Appointment' });
    const firstOpen = again.locator('[data-open="true"]').first();
    await firstOpen.waitFor();
    const sameDay = again.getByRole('button', { name: dayLabel(date), exact: true });
    if ((await sameDay.count()) > 0 && (await sameDay.getAttribute('data-open')) === 'true') {
      await sameDay.click();
      await expect(again.getByText(`Open slots on ${date}`)).toBeVisible();
      await expect(again.getByText(`${time} (`)).toHaveCount(0);
    } else {
      // That slot was the day's last: the day itself is no longer open, so the first open day is a later one.
      const first = isoOfDayLabel((await firstOpen.getAttribute('aria-label')) ?? '');
      expect(first > date, `first open day ${first} after ${date}`).toBe(true);
    }
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Reports: completed appointments created today (the default dates), as a table and as CSV.
    await menu.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Statuses' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Remove Statuses: Completed' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(page).toHaveURL(/size=50/);
    const reportRows = page.getByTestId('report-row');
    await expect(page.locator('tbody[aria-busy="false"]')).toBeAttached();
    await expect(reportRows.filter({ hasText: applicant.lastName })).toHaveCount(1);
    const totalText = await page.getByText(/^\d[\d,]* matching rows?$/).textContent();
    const total = Number(totalText!.replace(/\D/g, ''));
    const table = await reportRows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^appointment-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = parseCsv(await readFile((await download.path())!, 'utf8'));
    const [header, ...records] = csv;
    expect(header).toEqual([
      'Appointment Date',
      'Start Time',
      'Status',
      'First Name',
      'Last Name',
      'Email',
      'Location',
      'Service',
      'Company',
      'Payment Mode',
      'Amount',
      'Booked Online',
      'Created On',
      'Id',
    ]);
    expect(records).toHaveLength(total);
    // Row for row, in the table's order: the CSV's first rows are the table's page.
    expect(table.length).toBe(Math.min(total, 50));
    const shown = records
      .slice(0, table.length)
      .map((record) => [
        usDate(record[0]!),
        record[1],
        record[2] === 'COMPLETED' ? 'Completed' : record[2],
        record[3],
        record[4],
        record[5],
        record[6],
        record[7],
      ]);
    expect(shown).toEqual(table.map((cells) => cells.slice(0, 8)));
    const ours = records.find((record) => record[4] === applicant.lastName);
    expect(ours?.slice(0, 6)).toEqual([
      date,
      time,
      'COMPLETED',
      applicant.firstName,
      applicant.lastName,
      applicant.email,
    ]);

    // Chips clear one by one; clear-all brings the dates back to today.
    await page.getByRole('button', { name: 'Remove Statuses: Completed' }).click();
    await expect(page.getByRole('button', { name: 'Remove Statuses: Completed' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/COMPLETED/);
  } finally {
    await mail.close();
  }
});

test("a Birch user on Acme's branded sign-in page is told there is no access and can sign out", async ({
  page,
  request,
}) => {
  // Issue 27, item 4: the "no access" answer used to come with only a Continue button that repeated it.
  const { partnerId } = await partnerApiSession(request, DEMO.partnerAdmin, 'acme');
  await signInToUserPortal(page, DEMO.birchOperator.email, DEMO.birchOperator.password);
  await page.goto(`/partner/acme/${partnerId}/auth`);
  await page.getByRole('button', { name: /^Continue to / }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue to / })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('branded-no-access.png') });
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Back to a sign-in form on the same branded page, for someone who has access.
  await expect(page.getByLabel('Email')).toBeVisible();
});
