import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { DEMO } from './support/demo-users';
import { startMailCatcher } from './support/mail-catcher';
import { signInToUserPortal } from './support/sign-in';

/** The operator's own location session through the API (set-up steps whose screens are other journeys'). */
async function locationSession(request: APIRequestContext) {
  const { email, password } = DEMO.locationOperator;
  const signIn = await request.post('/user-portal/v1/auths', { data: { email, password } });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const access = (await (
    await request.get('/user-portal/v1/users/access', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { partners: Record<string, { code: string }>; locations: Record<string, { code: string }> };
  };
  const partnerId = Object.entries(access.data.partners).find(([, p]) => p.code === 'acme')?.[0] ?? '';
  const locationId =
    Object.entries(access.data.locations).find(([, l]) => l.code === 'acme-downtown')?.[0] ?? '';
  const enter = await request.post('/partner/v1/auths', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': signIn.headers()['x-xsrf-token'] ?? '' },
    data: { partnerId, locationId, location: true },
  });
  expect(enter.status(), await enter.text()).toBe(200);
  const entered = (await enter.json()) as { data: { token: string } };
  return {
    locationId,
    headers: {
      Authorization: `Bearer ${entered.data.token}`,
      'X-XSRF-TOKEN': enter.headers()['x-xsrf-token'] ?? '',
    },
  };
}

test('a location user books into an open slot, gets the confirmation e-mail, completes it and filters to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const api = await locationSession(request);
    // One applicant per 30-minute slot, every day 09:00-17:00, two weeks ahead (runs after the policy journey,
    // which leaves Downtown with a policy of its own).
    const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map(
      (day) => ({
        day,
        startTime: '09:00',
        endTime: '17:00',
        active: true,
      }),
    );
    const policy = await request.post(`/partner/v1/location-setting/${api.locationId}/appointment`, {
      headers: api.headers,
      data: {
        appointmentPolicy: { appointmentsPerTimeSlot: 1, appointmentViewLimit: 14, duration: 30 },
        breaks: [],
        timeoffs: [],
        workingHours: week,
      },
    });
    expect(policy.status(), await policy.text()).toBe(200);
    const slots = (await (
      await request.get(`/partner/v1/appointments/slots?locationId=${api.locationId}`, {
        headers: api.headers,
      })
    ).json()) as {
      data: {
        services: { partnerServiceId: string }[];
        slots: { date: string; startTime: string; capacity: number }[];
      };
    };
    const open = slots.data.slots.filter((slot) => slot.capacity > 0);
    const day = open[open.length - 1]!.date;
    const onDay = open.filter((slot) => slot.date === day);
    // Fill the day's first open slot, so the calendar must not offer it.
    const full = onDay[0]!;
    const filler = await request.post('/partner/v1/appointments', {
      headers: api.headers,
      data: {
        locationId: api.locationId,
        partnerServiceId: slots.data.services[0]!.partnerServiceId,
        appointmentDate: day,
        startTime: full.startTime,
        firstName: 'Filler',
        lastName: 'Applicant',
        email: `filler-${Date.now()}@example.test`,
      },
    });
    expect(filler.status(), await filler.text()).toBe(200);

    const { email, password } = DEMO.locationOperator;
    await signInToUserPortal(page, email, password);
    await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();
    await page
      .getByRole('navigation', { name: 'Location menu' })
      .getByRole('link', { name: 'Appointments' })
      .click();
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    // Move the calendar to the day's month when it is the next one, then pick the day.
    const dayButton = () =>
      dialog.locator(`button[data-open="true"]`).filter({ hasText: new RegExp(`^${Number(day.slice(8))}$`) });
    if ((await dayButton().count()) === 0)
      await dialog.getByRole('button', { name: /next/i }).first().click();
    await dayButton().first().click();
    await expect(dialog.getByText(`Open slots on ${day}`)).toBeVisible();
    const offered = dialog.getByRole('group', { name: 'Open slots' });
    await expect(offered.getByText(new RegExp(`^${full.startTime} `))).toHaveCount(0);
    const chosen = onDay[1]!.startTime;
    await offered.getByText(new RegExp(`^${chosen} `)).click();
    const applicant = `e2e-booking-${Date.now()}@example.test`;
    await dialog.getByLabel(/^First Name/).fill('Jordan');
    await dialog.getByLabel(/^Last Name/).fill('Journey');
    await dialog.getByLabel(/^Email/).fill(applicant);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Appointment booked successfully')).toBeVisible();

    const confirmation = await mail.mailTo(applicant, 30_000);
    expect(confirmation.raw).toContain(`${day} at ${chosen}`);

    const drawer = page.getByRole('dialog', { name: 'Appointment' });
    await drawer.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByText('Appointment updated successfully')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('group', { name: 'Status' }).getByText('Completed', { exact: true }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    await expect(page.getByTestId('appointment-row').filter({ hasText: 'Jordan Journey' })).toBeVisible();
  } finally {
    await mail.close();
  }
});
