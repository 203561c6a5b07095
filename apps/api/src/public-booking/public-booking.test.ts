import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  bookingHolds,
  locations,
  locationServices,
  partnerServices,
} from '../db/schema';
import { PUBLIC_BOOKING_DEFAULTS } from '../config';
import { DEMO_USERS } from '../seed/demo-data';
import { redactContractSecrets } from '../http/redact-contract-secrets';
import { openWeek, saveLocationAppointmentSettings } from '../test/booking-fixtures';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { applicant, BOOK, holdAndBook, publicCall, type SlotPick } from '../test/public-booking-fixtures';
import { call, demoSessions, enterPartner, type DemoSessions } from '../test/sessions';

/*
 * Issue 29, the API of the public booking pages: Acme's pages at /public/v1/book/acme. The fake clock stands at
 * Monday 2026-03-02 09:00 UTC (01:00 in San Francisco): Tuesday 2026-03-03 is bookable, 10:00 there is 18:00 UTC.
 */

let t: AuthTestApp;
let s: DemoSessions;
let serviceId = '';
const DAY = '2026-03-03';
const MINUTE = 60_000;

useAuthTestApp(async (app) => {
  t = app;
  s = await demoSessions(t.app, t.database.db);
  const db = t.database.db;
  const partnerId = await partnerIdByCode(db, 'acme');
  const [service] = await db
    .insert(partnerServices)
    .values({ partnerId, displayName: 'FBI Background Check', serviceType: 'APPOINTMENT', rate: 49.5 })
    .returning();
  serviceId = service!.id;
  await db.insert(locationServices).values([
    { partnerId, locationId: s.downtownId, partnerServiceId: serviceId, rate: 55 },
    { partnerId, locationId: s.airportId, partnerServiceId: serviceId },
  ]);
  await saveLocationAppointmentSettings(t.app, s.partner, s.downtownId, openWeek(2));
  await saveLocationAppointmentSettings(t.app, s.partner, s.airportId, openWeek(1));
});

const slot = (overrides: Partial<SlotPick> = {}): SlotPick => ({
  locationCode: 'acme-downtown',
  partnerServiceId: serviceId,
  appointmentDate: DAY,
  startTime: '10:00',
  ...overrides,
});

const get = (path: string) => publicCall(t.app, 'GET', `${BOOK}/acme${path}`);
const post = (path: string, body?: object) => publicCall(t.app, 'POST', `${BOOK}/acme${path}`, body ?? {});

async function booked(pick: SlotPick, details = applicant()) {
  const { hold, booking } = await holdAndBook(t.app, 'acme', pick, details);
  expect(hold.statusCode, hold.body).toBe(200);
  expect(booking?.statusCode, booking?.body).toBe(200);
  return booking!.json().data as {
    confirmationNumber: string;
    manageToken: string;
    status: string;
    startTime: string;
    appointmentDate: string;
    changeableUntil: string;
  };
}

describe('locations and services of the booking pages', () => {
  it('lists the visible active locations with the partner’s branding, searchable by city or ZIP prefix', async () => {
    await t.database.db.insert(locations).values({
      partnerId: await partnerIdByCode(t.database.db, 'acme'),
      code: 'acme-hidden',
      title: 'Hidden',
      displayName: 'Hidden',
      city: 'San Francisco',
      visible: false,
    });
    const all = await get('/locations');
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().data;
    expect(data.partner).toMatchObject({ code: 'acme' });
    expect(data.locations.map((l: { code: string }) => l.code).sort()).toEqual([
      'acme-airport',
      'acme-downtown',
    ]);
    const byZip = (await get('/locations?search=941')).json().data.locations;
    // 94102 (Downtown) and 94128 (Airport) both start with 941; 94102 alone with 94102.
    expect(byZip).toHaveLength(2);
    expect(
      (await get('/locations?search=94102')).json().data.locations.map((l: { code: string }) => l.code),
    ).toEqual(['acme-downtown']);
    expect(
      (await get('/locations?search=south%20san')).json().data.locations.map((l: { code: string }) => l.code),
    ).toEqual(['acme-airport']);
    expect((await get('/locations?search=%25')).json().data.locations).toEqual([]);
    expect((await get('/locations/acme-hidden')).statusCode).toBe(404);
  });

  it('answers an unknown partner and an unknown location with 404', async () => {
    expect((await publicCall(t.app, 'GET', `${BOOK}/no-such-partner/locations`)).statusCode).toBe(404);
    expect((await get('/locations/no-such-location')).statusCode).toBe(404);
  });

  it('shows a location’s services at its price (its own rate, else the partner’s)', async () => {
    const downtown = await get('/locations/acme-downtown');
    expect(downtown.statusCode, downtown.body).toBe(200);
    expect(downtown.json().data.services).toContainEqual({
      partnerServiceId: serviceId,
      displayName: 'FBI Background Check',
      amount: 55,
    });
    const airport = (await get('/locations/acme-airport')).json().data;
    expect(
      airport.services.find((x: { partnerServiceId: string }) => x.partnerServiceId === serviceId).amount,
    ).toBe(49.5);
    expect(airport.location).toMatchObject({ code: 'acme-airport', zipCode: '94128' });
  });

  it('lists open slots in a date range with the places left, and refuses a service the location does not offer', async () => {
    const slots = await get(
      `/locations/acme-downtown/slots?partnerServiceId=${serviceId}&from=${DAY}&to=${DAY}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const data = slots.json().data;
    expect(data.timeZone).toBe('America/Los_Angeles');
    // openWeek: 09:00-17:00 in 30-minute slots, two places each.
    expect(data.slots).toHaveLength(16);
    expect(data.slots[2]).toEqual({
      date: DAY,
      start: '2026-03-03T18:00:00.000Z',
      startTime: '10:00',
      endTime: '10:30',
      capacity: 2,
    });
    const other = await get(
      `/locations/acme-downtown/slots?partnerServiceId=00000000-0000-4000-8000-000000000000&from=${DAY}&to=${DAY}`,
    );
    expect(other.statusCode).toBe(400);
    expect(
      (await get(`/locations/acme-downtown/slots?partnerServiceId=${serviceId}&from=${DAY}&to=2026-03-01`))
        .statusCode,
    ).toBe(400);
  });
});

describe('holding and booking', () => {
  it('books a held slot as booked online and paid at the location, e-mails the manage link, and staff see it', async () => {
    const queued: { to: string; text: string }[] = [];
    const enqueueEmail = t.app.deliveries.enqueueEmail.bind(t.app.deliveries);
    t.app.deliveries.enqueueEmail = async (message) => {
      queued.push(message);
      return enqueueEmail(message);
    };
    const confirmation = await booked(slot({ startTime: '09:00' }));
    expect(confirmation).toMatchObject({ status: 'CONFIRMED', appointmentDate: DAY, startTime: '09:00' });
    expect(confirmation.confirmationNumber).toMatch(/^RL[A-Z2-9]{8}$/);
    expect(confirmation.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 24 hours before 09:00 in San Francisco (17:00 UTC).
    expect(confirmation.changeableUntil).toBe('2026-03-02T17:00:00.000Z');
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.confirmationNumber, confirmation.confirmationNumber));
    expect(row).toMatchObject({ bookedOnline: true, paymentModeCode: null, createdBy: null, amount: 55 });
    // Only the token's hash is stored, and the hold was consumed.
    expect(row!.manageTokenHash).not.toContain(confirmation.manageToken);
    expect(row!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The link works until 7 days after the appointment (MANAGE_LINK_DAYS).
    expect(row!.manageTokenExpiresAt?.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(
      await t.database.db.select().from(bookingHolds).where(eq(bookingHolds.startTime, '09:00')),
    ).toEqual([]);

    // The confirmation and its reminder go through the delivery queue with the manage link.
    t.app.deliveries.enqueueEmail = enqueueEmail;
    expect(queued.map((m) => m.to)).toEqual(['riley.online@example.test', 'riley.online@example.test']);
    expect(queued[0]!.text).toContain(
      `http://localhost:3000/book/acme/manage?token=${confirmation.manageToken}`,
    );

    // Staff see it like any other, marked booked online.
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/appointments/${row!.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ bookedOnline: true, email: 'riley.online@example.test' });
    expect(
      detail
        .json()
        .data.notifications.map((n: { kind: string; channel: string }) => `${n.kind}/${n.channel}`)
        .sort(),
    ).toEqual(['CONFIRMATION/email', 'CONFIRMATION/sms', 'REMINDER/email', 'REMINDER/sms']);
    const list = await call(t.app, s.partner, 'POST', '/partner/v1/appointments/search', {
      searchParameter: confirmation.confirmationNumber,
    });
    expect(list.json().data[0]).toMatchObject({ bookedOnline: true });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'APPOINTMENT_CREATED'), eq(auditLog.entityId, row!.id)));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0])).not.toContain(row!.manageTokenHash!);
    // The partner's audit trail shows it, made on the public pages by the applicant.
    const trail = await call(t.app, s.partner, 'POST', '/partner/v1/audit-logs/search', {
      action: 'APPOINTMENT_CREATED',
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data).toContainEqual(
      expect.objectContaining({ area: 'public', actorEmail: 'riley.online@example.test', entityId: row!.id }),
    );
  });

  it('validates the applicant by the domain’s rules, asks no SSN, and needs the terms accepted', async () => {
    // Each refused booking leaves its hold (two places a slot): a slot of its own for each.
    const times = ['11:00', '11:30', '12:00', '12:30', '13:00'];
    const answers = async (details: Record<string, unknown>) => {
      const { hold, booking } = await holdAndBook(
        t.app,
        'acme',
        slot({ startTime: times.shift()! }),
        details,
      );
      expect(hold.statusCode, hold.body).toBe(200);
      return booking!;
    };
    const mismatch = await answers(applicant({ confirmEmail: 'other@example.test' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('E-mail addresses must match');
    expect((await answers(applicant({ contactNumber: '12345' }))).statusCode).toBe(400);
    expect((await answers(applicant({ firstName: '  ' }))).statusCode).toBe(400);
    expect((await answers(applicant({ acceptTerms: false }))).statusCode).toBe(400);
    expect((await answers({ ...applicant(), ssn: '123-45-6789' })).statusCode).toBe(400);
  });

  it('lets a hold block the last place, from staff too, and frees it when it expires', async () => {
    const airport = slot({ locationCode: 'acme-airport', startTime: '13:00' });
    const first = await post('/holds', airport);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.expiresAt).toBe(
      new Date(t.clock.now().getTime() + PUBLIC_BOOKING_DEFAULTS.holdMinutes * MINUTE).toISOString(),
    );
    const second = await post('/holds', airport);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This slot is full: 2026-03-03 13:00 at Airport has no place left');
    const staff = await call(t.app, s.partner, 'POST', '/partner/v1/appointments', {
      locationId: s.airportId,
      partnerServiceId: serviceId,
      appointmentDate: DAY,
      startTime: '13:00',
      firstName: 'Walk',
      lastName: 'In',
      email: 'walk.in@example.test',
    });
    expect(staff.statusCode).toBe(409);
    const slotsAt = async () =>
      (await get(`/locations/acme-airport/slots?partnerServiceId=${serviceId}&from=${DAY}&to=${DAY}`))
        .json()
        .data.slots.find((x: { startTime: string }) => x.startTime === '13:00').capacity;
    expect(await slotsAt()).toBe(0);

    // One second before its end the hold still counts; at its end it frees the place.
    t.clock.advance(PUBLIC_BOOKING_DEFAULTS.holdMinutes * MINUTE - 1000);
    expect((await post('/holds', airport)).statusCode).toBe(409);
    t.clock.advance(1000);
    expect(await slotsAt()).toBe(1);
    // The expired hold books nothing: the applicant is told, not booked.
    const late = await post('/appointments', { holdId: first.json().data.holdId, ...applicant() });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your hold on this time has expired. Please choose a time again');
    const again = await post('/holds', airport);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the manage link', () => {
  it('reads, reschedules (a new token, the old one dead) and cancels a booking, until the cut-off', async () => {
    const first = await booked(
      slot({ startTime: '14:00' }),
      applicant({ email: 'manage@example.test', confirmEmail: 'manage@example.test' }),
    );
    const read = await get(`/manage?token=${first.manageToken}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      confirmationNumber: first.confirmationNumber,
      startTime: '14:00',
    });
    expect(read.json().data.manageToken).toBeUndefined();

    const hold = (await post('/holds', slot({ startTime: '15:00' }))).json().data.holdId;
    const moved = await post(`/manage/reschedule?token=${first.manageToken}`, { holdId: hold });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = moved.json().data;
    expect(second).toMatchObject({ confirmationNumber: first.confirmationNumber, startTime: '15:00' });
    expect(second.manageToken).not.toBe(first.manageToken);
    expect((await get(`/manage?token=${first.manageToken}`)).statusCode).toBe(404);
    expect((await get(`/manage?token=${second.manageToken}`)).statusCode).toBe(200);

    // The confirmation number alone opens nothing.
    expect((await get(`/manage?token=${first.confirmationNumber}`)).statusCode).toBe(400);

    const cancelled = await post(`/manage/cancel?token=${second.manageToken}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('CANCELED');
    expect((await get(`/manage?token=${second.manageToken}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.confirmationNumber, first.confirmationNumber));
    expect(row).toMatchObject({ status: 'CANCELED', manageTokenHash: null });
    const trail = await t.database.db
      .select({ action: auditLog.action, area: auditLog.area })
      .from(auditLog)
      .where(eq(auditLog.entityId, row!.id));
    expect(trail.map((e) => e.action).sort()).toEqual([
      'APPOINTMENT_CREATED',
      'APPOINTMENT_STATUS_CHANGED',
      'APPOINTMENT_UPDATED',
    ]);
  });

  it('refuses changes after the cut-off (24 hours before the appointment)', async () => {
    const booking = await booked(slot({ appointmentDate: '2026-03-04', startTime: '09:00' }));
    // 2026-03-04 09:00 in San Francisco is 17:00 UTC; the cut-off is 2026-03-03 17:00 UTC.
    t.clock.advance(Date.parse('2026-03-03T17:00:01Z') - t.clock.now().getTime());
    const refused = await post(`/manage/cancel?token=${booking.manageToken}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Changes through this link close 24 hours before the appointment. Please call the location',
    );
    expect((await get(`/manage?token=${booking.manageToken}`)).statusCode).toBe(200);
  });

  it("closes changes at the location policy's own cut-off when it names one", async () => {
    const policy = openWeek(1);
    policy.appointmentPolicy.cancellationCutoffHours = 48;
    // Earlier tests moved the clock past the shared sessions' 12 hours.
    const admin = DEMO_USERS.partnerAdmin;
    const acmeId = await partnerIdByCode(t.database.db, 'acme');
    const partner = await enterPartner(t.app, admin.email, admin.password, acmeId);
    await saveLocationAppointmentSettings(t.app, partner, s.airportId, policy);
    try {
      const booking = await booked(
        slot({ locationCode: 'acme-airport', appointmentDate: '2026-03-05', startTime: '09:00' }),
      );
      // 2026-03-05 09:00 at the airport (San Francisco) is 17:00 UTC; 48 hours before is 2026-03-03 17:00 UTC.
      expect(booking.changeableUntil).toBe('2026-03-03T17:00:00.000Z');
      t.clock.advance(Date.parse('2026-03-03T17:00:01Z') - t.clock.now().getTime());
      const refused = await post(`/manage/cancel?token=${booking.manageToken}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Changes through this link close 48 hours before the appointment. Please call the location',
      );
    } finally {
      const again = await enterPartner(t.app, admin.email, admin.password, acmeId);
      await saveLocationAppointmentSettings(t.app, again, s.airportId, openWeek(1));
    }
  });

  it('keeps the token out of logs: the contract marks it secret', () => {
    const token = 'A'.repeat(43);
    expect(redactContractSecrets(`GET /public/v1/book/acme/manage?token=${token} 200`)).toBe(
      'GET /public/v1/book/acme/manage?token=[REDACTED] 200',
    );
    expect(redactContractSecrets(`POST /public/v1/book/acme/manage/cancel?token=${token}`)).not.toContain(
      token,
    );
  });
});

describe('row count sanity', () => {
  it('stores no personal data in holds', async () => {
    const columns = await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'booking_holds' order by 1`,
    );
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name),
    ).toEqual([
      'appointment_date',
      'created_on',
      'expires_at',
      'id',
      'location_id',
      'partner_id',
      'partner_service_id',
      'start_time',
      'starts_at',
    ]);
  });
});
