import { expect, test, type Page } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { tabTo } from './support/keyboard';
import { startMailCatcher } from './support/mail-catcher';
import { enterDowntownAsOperator, openFromMenu } from './support/portals';

// Issue 29: an applicant books on the public pages, at a phone's size, without an account.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DOWNTOWN = 'Acme Downtown Live Scan Center';

/**
 * Moves the date field day by day until the location has an open time; returns the first time. `daysAhead` starts
 * that many days after the date shown: a booking to be changed later must lie beyond the 24-hour cut-off, whatever
 * the hour the journey runs at.
 */
async function firstOpenTime(page: Page, { daysAhead = 0 }: { daysAhead?: number } = {}) {
  const dateField = page.getByLabel('Date');
  const first = page.getByRole('button', { name: /places? left$/ }).first();
  if (daysAhead > 0) {
    const start = new Date(`${await dateField.inputValue()}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() + daysAhead);
    await dateField.fill(start.toISOString().slice(0, 10));
  }
  for (let day = 0; day < 21; day += 1) {
    const noSlots = page.getByText('No open time on this date');
    await expect(first.or(noSlots)).toBeVisible();
    if (await first.isVisible()) return first;
    const next = new Date(`${await dateField.inputValue()}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await dateField.fill(next.toISOString().slice(0, 10));
  }
  throw new Error('no open time at the location in three weeks');
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill(email);
  await page.getByLabel('I accept the terms of this booking').check();
}

test('a visitor without an account stays on the booking pages; an unknown partner is told so', async ({
  page,
}) => {
  await page.goto('/book/acme');
  await expect(page.getByRole('heading', { level: 1, name: /Book an appointment with/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/book/acme');
  await expectAccessible(page, 'booking: locations');

  await page.goto('/book/no-such-partner');
  await expect(page.getByRole('heading', { name: 'This booking page does not exist.' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/book/no-such-partner');
  await expectAccessible(page, 'booking: unknown partner');

  await page.goto('/book/acme/manage?token=' + 'x'.repeat(43));
  await expect(page.getByRole('heading', { name: /This link has expired or was replaced/ })).toBeVisible();
  await expectAccessible(page, 'booking: expired link');
});

test('an applicant books at Acme Downtown, reschedules by the e-mailed link, books and pays a second visit; staff see both, one paid; cancelling refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const email = `applicant-${Date.now()}@example.com`;
    await page.goto('/book/acme');
    await page.getByLabel('Search by city or ZIP code').fill('San Fr');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Book at ${DOWNTOWN}` }).click();

    // 1. A visit with nothing to pay (the demo's free retake): booked, confirmed, no card page.
    await expect(page.getByRole('heading', { name: 'Choose a service' })).toBeFocused();
    await expectAccessible(page, 'booking: services');
    await page.getByRole('radio', { name: /Retake after an FBI reject/ }).check();
    await page.getByRole('button', { name: 'Choose a time' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
    await expect(
      page.getByText("Times are shown in the location's time zone (America/Los_Angeles)."),
    ).toBeVisible();
    await (await firstOpenTime(page, { daysAhead: 2 })).click();
    await expectAccessible(page, 'booking: slots');

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await expect(page.getByTestId('hold-timer')).toHaveText(/Your time is held for \d+:\d\d more\./);
    // The partner's own terms (Acme's, from the demo), and the domain's rules before anything is sent.
    await expect(page.getByText(/Acme Fingerprinting takes your fingerprints/)).toBeVisible();
    await fillDetails(page, email);
    await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('E-mail addresses must match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill(email);
    await expectAccessible(page, 'booking: details');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
    await expect(page.getByText(/^Paid online: \$/)).toHaveCount(0);
    const first = (await page.getByTestId('confirmation-number').innerText()).replace(
      'Confirmation number: ',
      '',
    );
    await expectAccessible(page, 'booking: confirmed');

    // 2. The e-mail's manage link reschedules it; the old link is void after.
    const received = await mail.mailTo(email, 60_000);
    expect(received.text).toContain(first);
    const link = /https?:\/\/[^\s"<>]+\/book\/acme\/manage\?token=[A-Za-z0-9_-]{43}/.exec(received.text)?.[0];
    if (!link) throw new Error('no manage link in the e-mail');
    const manage = new URL(link);
    await page.goto(manage.pathname + manage.search);
    await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
    await expect(page.getByTestId('confirmation-number')).toHaveText(`Confirmation number: ${first}`);
    await expectAccessible(page, 'booking: manage');
    const before = await page.getByTestId('booking-when').innerText();
    await page.getByRole('button', { name: 'Choose another time' }).click();
    const times = page.getByRole('button', { name: /places? left$/ });
    await firstOpenTime(page, { daysAhead: 2 });
    // Another time than the booked one: the last open time of the day.
    await times.last().click();
    await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
    await expect(page.getByTestId('booking-when')).not.toHaveText(before);
    await page.goto(manage.pathname + manage.search);
    await expect(page.getByRole('heading', { name: /This link has expired or was replaced/ })).toBeVisible();

    // 3. A second visit, priced: Acme takes the card (the demo seed) on the local card processor's hosted page.
    await page.goto('/book/acme/acme-downtown');
    await page.getByRole('radio', { name: /FBI Identity History Summary/ }).check();
    await page.getByRole('button', { name: 'Choose a time' }).click();
    await (await firstOpenTime(page, { daysAhead: 3 })).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay \$/ })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
    await expect(page.getByText(/^Paid online: \$/)).toBeVisible();
    await expectAccessible(page, 'booking: paid');
    const paidPage = page.url();

    // 4. Staff at Downtown see both as booked online, one of them paid.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await enterDowntownAsOperator(staff);
    await openFromMenu(staff, 'Location menu', 'Appointments', 'Appointments');
    await staff.getByLabel('Search appointments').fill(email);
    await staff.getByLabel('Search appointments').press('Enter');
    await expect(staff).toHaveURL(/q=/);
    const rows = staff.getByTestId('appointment-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Booked online' })).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Paid online' })).toHaveCount(1);

    // 5. Cancelled within the policy: the card payment is refunded, and staff see it so.
    await page.goto(paidPage);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'booking: cancel dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is cancelled.' })).toBeVisible();
    await expect(page.getByText('Status: CANCELED')).toBeVisible();
    await expect(page.getByText(/^Refunded: \$/)).toBeVisible();
    await staff.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Refunded' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Paid online' })).toHaveCount(0);
    await staffContext.close();
  } finally {
    await mail.close();
  }
});

test('an applicant books with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/book/acme`);
  await tabTo(page, page.getByRole('link', { name: `Book at ${DOWNTOWN}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a service' })).toBeFocused();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Choose a time' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
  const time = await firstOpenTime(page);
  await tabTo(page, time, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
  const email = `keyboard-${Date.now()}@example.com`;
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['E-mail', email],
    ['Confirm e-mail', email],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('I accept the terms of this booking'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Book appointment' }));
  await page.keyboard.press('Enter');
  // The card processor's hosted page, by keyboard too.
  await expect(page.getByRole('heading', { level: 1, name: /^Pay \$/ })).toBeVisible();
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(page.getByText(/^Paid online: \$/)).toBeVisible();
});
