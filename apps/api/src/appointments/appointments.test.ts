import { readPdf } from '@ridgeline/test-support';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  appointmentNotifications,
  appointments,
  auditLog,
  companies,
  locationServices,
  locations,
  partnerServices,
} from '../db/schema';
import { openWeek, saveLocationAppointmentSettings } from '../test/booking-fixtures';
import { expectReadAsMissing, expectRefusal } from '../test/answers';
import { useDemoTestApp } from '../test/auth-test-app';
import { enterAsPortalUser, partnerIdByCode } from '../test/partner-session';
import { call, enterPartner } from '../test/sessions';

let serviceId = '';
let airportOnlyServiceId = '';

// The fake clock stands at Monday 2026-03-02 09:00 UTC (01:00 in San Francisco): Tuesday is bookable.
const DAY = '2026-03-03';

const { t, s } = useDemoTestApp(async () => {
  const db = t.database.db;
  const partnerId = await partnerIdByCode(db, 'acme');
  const [service, airportOnly] = await db
    .insert(partnerServices)
    .values([
      { partnerId, displayName: 'FBI Background Check', serviceType: 'APPOINTMENT', rate: 49.5 },
      { partnerId, displayName: 'Airport Badge Prints', serviceType: 'APPOINTMENT', rate: 30 },
    ])
    .returning();
  serviceId = service!.id;
  airportOnlyServiceId = airportOnly!.id;
  await db.insert(locationServices).values([
    { partnerId, locationId: s.downtownId, partnerServiceId: serviceId, rate: 55 },
    { partnerId, locationId: s.airportId, partnerServiceId: serviceId },
    { partnerId, locationId: s.airportId, partnerServiceId: airportOnlyServiceId },
  ]);
  await saveLocationAppointmentSettings(t.app, s.partner, s.downtownId, openWeek(3));
  await saveLocationAppointmentSettings(t.app, s.partner, s.airportId, openWeek(1));
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  locationId: s.downtownId,
  partnerServiceId: serviceId,
  appointmentDate: DAY,
  startTime: '10:00',
  firstName: 'Jordan',
  lastName: 'Smith',
  email: 'jordan.smith@example.test',
  contactNumber: '4155550123',
  remarks: null,
  ...overrides,
});

async function book(overrides: Record<string, unknown> = {}, session = s.location) {
  const response = await call(t.app, session, 'POST', '/partner/v1/appointments', booking(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: string; status: string };
}

/** The slots a location offers (GET /partner/v1/appointments/slots), as the session sees them. */
const slotsAt = (locationId: string, session = s.location) =>
  call(t.app, session, 'GET', `/partner/v1/appointments/slots?locationId=${locationId}`);

/** Downtown's slot at `startTime` on DAY. */
async function slotOnDay(startTime: string, session = s.location) {
  type Slot = { date: string; startTime: string; booked: number; capacity: number };
  const slots = (await slotsAt(s.downtownId, session)).json().data.slots as Slot[];
  return slots.find((slot) => slot.date === DAY && slot.startTime === startTime);
}

async function update(id: string, changes: Record<string, unknown>, session = s.location) {
  const detail = (await call(t.app, session, 'GET', `/partner/v1/appointments/${id}`)).json().data;
  const appointmentInfo = {
    id,
    locationId: detail.locationId,
    partnerServiceId: detail.partnerServiceId,
    appointmentDate: detail.appointmentDate,
    startTime: detail.startTime,
    firstName: detail.firstName,
    lastName: detail.lastName,
    email: detail.email,
    contactNumber: detail.contactNumber,
    companyId: detail.companyId,
    paymentModeCode: detail.paymentModeCode,
    remarks: detail.remarks,
    status: detail.status,
    ...changes,
  };
  return call(t.app, session, 'PUT', '/partner/v1/appointments', { appointmentInfo });
}

describe('booking', () => {
  it("offers the location's slots with the places left, and a full slot with none", async () => {
    const response = await slotsAt(s.downtownId);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.timeZone).toBe('America/Los_Angeles');
    expect(data.lastBookableDate).toBe('2026-03-15');
    // The demo catalogue's services are offered too; this one at the location's own rate.
    expect(data.services).toContainEqual({
      partnerServiceId: serviceId,
      displayName: 'FBI Background Check',
      amount: 55,
    });
    const tuesday = data.slots.filter((slot: { date: string }) => slot.date === DAY);
    expect(tuesday[0]).toMatchObject({ startTime: '09:00', endTime: '09:30', capacity: 3, booked: 0 });
    expect(tuesday).toHaveLength(16);
  });

  it('books a confirmed appointment at the location price, with a confirmation number and its messages', async () => {
    const created = await book({ ssn: '123-45-6789' });
    expect(created).toMatchObject({
      status: 'CONFIRMED',
      appointmentDate: DAY,
      startTime: '10:00',
      endTime: '10:30',
      amount: 55,
      serviceDisplayName: 'FBI Background Check',
      locationTitle: 'Downtown',
      ssnMasked: '***-**-6789',
    });
    expect(created.confirmationNumber).toMatch(/^RL[A-Z2-9]{8}$/);
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${created.id}`)).json()
      .data;
    const kinds = detail.notifications.map(
      (n: { kind: string; channel: string }) => `${n.kind}/${n.channel}`,
    );
    expect(kinds.sort()).toEqual([
      'CONFIRMATION/email',
      'CONFIRMATION/sms',
      'REMINDER/email',
      'REMINDER/sms',
    ]);
    const reminder = detail.notifications.find((n: { kind: string }) => n.kind === 'REMINDER');
    expect(reminder.sendAfter).toBe('2026-03-02T18:00:00.000Z');
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['APPOINTMENT_CREATED']);
    expect(detail.history[0]).toMatchObject({ actorEmail: 'operator@ridgeline.test', toStatus: 'CONFIRMED' });
  });

  it('starts a booking as DRAFT when asked, and sends nothing until it is confirmed', async () => {
    const draft = await book({ status: 'DRAFT', startTime: '11:00', email: 'draft@example.test' });
    expect(draft.status).toBe('DRAFT');
    let detail = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${draft.id}`)).json().data;
    expect(detail.notifications).toEqual([]);
    expect((await update(draft.id, { status: 'CONFIRMED' })).statusCode).toBe(200);
    detail = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${draft.id}`)).json().data;
    expect(detail.notifications.filter((n: { kind: string }) => n.kind === 'CONFIRMATION')).toHaveLength(2);
  });

  it('refuses slots the policy does not offer, a service the location does not sell and bad fields', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ appointmentDate: '2026-03-01' }, 400, 'appointmentDate'],
      [{ appointmentDate: '2026-03-30' }, 400, 'appointmentDate'],
      [{ startTime: '10:10' }, 400, 'startTime'],
      [{ startTime: '07:00' }, 400, 'startTime'],
      [{ partnerServiceId: airportOnlyServiceId }, 400, 'partnerServiceId'],
      [{ ssn: '000-12-3456' }, 400, 'ssn'],
      [{ status: 'COMPLETED' }, 400, 'status'],
      [{ locationId: s.foreignLocationId }, 400, 'locationId'],
      [{ locationId: s.airportId }, 400, 'locationId'],
      [{ firstName: '   ' }, 400, 'firstName'],
    ];
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    for (const [overrides, status, field] of cases) {
      const response = await call(t.app, s.location, 'POST', '/partner/v1/appointments', booking(overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(status);
      // The SSN rule's messages name the SSN in capitals, as every form shows them (issue 26).
      const message: string = response.json().message;
      expect(message.toLowerCase().startsWith(field.toLowerCase()), message).toBe(true);
    }
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    expect(after?.n).toBe(before?.n);
  });

  it('lets 3 of 50 simultaneous bookings of a 3-place slot through and refuses the other 47 clearly', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, s.partner, 'POST', '/partner/v1/appointments', {
          ...booking({ startTime: '14:00', email: `rush${i}@example.test`, lastName: `Rush${i}` }),
          contactNumber: '',
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    const others = responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body);
    expect(others).toEqual([]);
    expect(codes.filter((code) => code === 409)).toHaveLength(47);
    const refusal = responses.find((response) => response.statusCode === 409)!.json();
    expect(refusal.message).toBe('This slot is full: 2026-03-03 14:00 at Downtown has no place left');
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, DAY), eq(appointments.startTime, '14:00')));
    expect(stored?.n).toBe(3);
    const slot = await slotOnDay('14:00', s.partner);
    expect(slot).toMatchObject({ booked: 3, capacity: 0 });
  });
});

describe('company and payment mode (issue 27, item 7)', () => {
  it('records the company and payment mode chosen at booking, and refuses unknown or foreign ones naming the field', async () => {
    const db = t.database.db;
    const companyOf = async (name: string) =>
      (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;
    const acmeCompany = await companyOf('Bay Area Unified School District');
    // Birch's company: another tenant's id must answer exactly as an id nobody has.
    const birchCompany = await companyOf('Lakeshore Charter Schools');
    // Its own applicant, so the search test's name counts stay as they are.
    const applicant = {
      firstName: 'Casey',
      lastName: 'Quill',
      email: 'casey.quill@example.test',
      contactNumber: '2065550142',
    };
    const booked = await book({
      ...applicant,
      startTime: '11:30',
      companyId: acmeCompany,
      paymentModeCode: 'CASH',
    });
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${booked.id}`)).json()
      .data;
    expect(detail).toMatchObject({ companyId: acmeCompany, paymentModeCode: 'CASH' });
    const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row).toMatchObject({ companyId: acmeCompany, paymentModeCode: 'CASH' });

    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    const refusals: string[] = [];
    for (const [overrides, field] of [
      [{ companyId: randomUUID() }, 'companyId'],
      [{ companyId: birchCompany }, 'companyId'],
      [{ paymentModeCode: 'BARTER' }, 'paymentModeCode'],
    ] as const) {
      const response = await call(
        t.app,
        s.location,
        'POST',
        '/partner/v1/appointments',
        booking({ ...applicant, startTime: '11:30', ...overrides }),
      );
      expect(response.statusCode, response.body).toBe(400);
      const message: string = response.json().message;
      expect(message.startsWith(field), message).toBe(true);
      refusals.push(message);
    }
    expect(refusals[1]).toBe(refusals[0]);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    expect(after?.n).toBe(before?.n);
    // An update is held to the same rule.
    const moved = await update(booked.id, { companyId: birchCompany });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toBe(refusals[0]);
    // Gone again (with its planned notifications): the search and dashboard tests count the partner's bookings.
    await db.delete(appointmentNotifications).where(eq(appointmentNotifications.appointmentId, booked.id));
    await db.delete(appointments).where(eq(appointments.id, booked.id));
  });
});

describe('status changes', () => {
  it('completes a confirmed appointment and refuses going back, naming both states', async () => {
    const created = await book({ startTime: '12:00', lastName: 'Walker', email: 'walker@example.test' });
    const done = await update(created.id, { status: 'COMPLETED' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      data: { status: 'COMPLETED' },
      message: 'Appointment updated successfully',
    });
    const back = await update(created.id, { status: 'DRAFT' });
    expectRefusal(back, 400, 'status cannot change from COMPLETED to DRAFT: COMPLETED is final');
    const moved = await update(created.id, { startTime: '12:30' });
    expect(moved.statusCode).toBe(400);
    const history = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${created.id}`)).json()
      .data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'APPOINTMENT_CREATED',
      'APPOINTMENT_STATUS_CHANGED',
    ]);
    expect(history[1]).toMatchObject({ fromStatus: 'CONFIRMED', toStatus: 'COMPLETED' });
  });

  it('cancels (CANCELED on the wire), withdraws the reminder, frees the place and sends the cancellation', async () => {
    const created = await book({ startTime: '15:00', lastName: 'Cancel', email: 'cancel@example.test' });
    const cancelled = await update(created.id, { status: 'CANCELED' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('CANCELED');
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${created.id}`)).json()
      .data;
    const reminder = detail.notifications.find(
      (n: { kind: string; channel: string }) => n.kind === 'REMINDER' && n.channel === 'email',
    );
    // The fake clock is months behind the queue's real one, so the reminder may have gone out already.
    if (reminder.status !== 'sent')
      expect(reminder).toMatchObject({
        status: 'failed',
        lastError: 'Withdrawn: the appointment was cancelled',
      });
    expect(detail.notifications.some((n: { kind: string }) => n.kind === 'CANCELLATION')).toBe(true);
    const slot = await slotOnDay('15:00');
    expect(slot?.booked).toBe(0);
    expect((await update(created.id, { status: 'CONFIRMED' })).json().message).toBe(
      'status cannot change from CANCELED to CONFIRMED: CANCELED is final',
    );
  });

  it('moves an open appointment to another free slot, and not into a full one', async () => {
    const created = await book({ startTime: '16:00', lastName: 'Mover', email: 'mover@example.test' });
    const moved = await update(created.id, { startTime: '16:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ startTime: '16:30', endTime: '17:00' });
    const full = await update(created.id, { startTime: '14:00' });
    expect(full.statusCode).toBe(409);
  });
});

describe('search', () => {
  const search = async (body: Record<string, unknown>, session = s.partner) => {
    const response = await call(t.app, session, 'POST', '/partner/v1/appointments/search', {
      pageSize: 100,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { lastName: string; status: string; startTime: string; confirmationNumber: string; id: string }[];
      totalRecords: number;
    };
  };

  it('filters by status, free text, date, window and location, sorts both ways and pages', async () => {
    const completed = await search({ status: 'COMPLETED' });
    expect(completed.data.map((row) => row.lastName)).toEqual(['Walker']);
    expect((await search({ status: 'CANCELED' })).data.map((row) => row.lastName)).toEqual(['Cancel']);
    expect((await search({ searchParameter: 'wal' })).data.map((row) => row.lastName)).toEqual(['Walker']);
    expect((await search({ searchParameter: 'Jordan Smi' })).data.map((row) => row.lastName)).toEqual([
      'Smith',
      'Smith',
    ]);
    expect((await search({ searchParameter: 'walker@EXAMPLE' })).totalRecords).toBe(1);
    expect((await search({ searchParameter: '415555' })).totalRecords).toBe(5);
    const walker = completed.data[0]!;
    // The stored digits are found by the number typed in any format (issue 27, item 1).
    await t.database.db
      .update(appointments)
      .set({ contactNumber: '4155551082' })
      .where(sql`${appointments.id}::text = ${walker.id}`);
    for (const typed of [
      '4155551082',
      '415-555-1082',
      '(415) 555-10',
      '415.555.1082',
      '+1 415 555 1082'.slice(3),
    ]) {
      expect(
        (await search({ searchParameter: typed })).data.map((row) => row.id),
        typed,
      ).toEqual([walker.id]);
    }
    expect((await search({ searchParameter: '415555' })).totalRecords).toBe(5);
    expect((await search({ searchParameter: walker.confirmationNumber.toLowerCase() })).data[0]?.id).toBe(
      walker.id,
    );
    expect((await search({ searchParameter: '50%_' })).totalRecords).toBe(0);
    const all = await search({});
    expect(all.totalRecords).toBe(8);
    expect((await search({ appointmentDate: DAY })).totalRecords).toBe(8);
    expect((await search({ appointmentDate: '2026-03-04' })).totalRecords).toBe(0);
    expect((await search({ appointmentDateFrom: '2026-03-01', appointmentDateTo: DAY })).totalRecords).toBe(
      8,
    );
    expect((await search({ appointmentDateFrom: '2026-03-04' })).totalRecords).toBe(0);
    expect((await search({ locationId: s.airportId })).totalRecords).toBe(0);
    const ascending = await search({ sortField: 'appointmentDate', sortOrder: 'ASC' });
    const times = ascending.data.map((row) => row.startTime);
    expect(times).toEqual([...times].sort());
    const descending = await search({ sortField: 'appointmentDate', sortOrder: 'DESC' });
    expect(descending.data.map((row) => row.startTime)).toEqual([...times].sort().reverse());
    const newest = await search({ sortField: 'createdOn', sortOrder: 'DESC', pageSize: 2, pageNumber: 1 });
    const next = await search({ sortField: 'createdOn', sortOrder: 'DESC', pageSize: 2, pageNumber: 2 });
    expect(newest.data).toHaveLength(2);
    expect(next.data[0]?.id).not.toBe(newest.data[1]?.id);
  });

  it("keeps a location session to its own location and another partner's appointments out of reach", async () => {
    const airport = await book(
      { locationId: s.airportId, startTime: '09:00', lastName: 'Airside', email: 'air@example.test' },
      s.partner,
    );
    const mine = await search({}, s.location);
    expect(mine.data.some((row) => row.id === airport.id)).toBe(false);
    await expectReadAsMissing(t.app, s.location, '/partner/v1/appointments', airport.id);
    const put = await call(t.app, s.location, 'PUT', '/partner/v1/appointments', {
      appointmentInfo: {
        ...booking({ locationId: s.airportId, startTime: '09:00' }),
        id: airport.id,
        remarks: 'x',
      },
    });
    expect(put.statusCode).toBe(404);
    const reveal = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/appointments/security-detail/${airport.id}?reason=checking%20id`,
    );
    expect(reveal.statusCode).toBe(404);
    const slots = await slotsAt(s.airportId);
    expect(slots.statusCode).toBe(404);
    const foreignSlots = await slotsAt(s.foreignLocationId, s.partner);
    expect(foreignSlots.statusCode).toBe(404);
  });

  it('lists open appointments for drop-downs', async () => {
    const response = await call(t.app, s.location, 'GET', '/partner/v1/appointments/selectable');
    const titles = response.json().data.map((entry: { title: string }) => entry.title);
    expect(titles).toContain('Smith, Jordan 2026-03-03 10:00');
    expect(titles.some((title: string) => title.startsWith('Walker'))).toBe(false);
  });
});

describe("the location's zone (issue 27, item 6)", () => {
  it("answers each appointment with its location's zone, in a partner session whose own zone differs", async () => {
    const db = t.database.db;
    // The partner stays in Los Angeles; for this test its airport moves to New York.
    await db.update(locations).set({ timeZone: 'America/New_York' }).where(eq(locations.id, s.airportId));
    try {
      const [atAirport] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.locationId, s.airportId))
        .limit(1);
      const [atDowntown] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.locationId, s.downtownId))
        .limit(1);
      if (!atAirport || !atDowntown)
        throw new Error('the demo has no appointment at the airport or downtown');
      const zoneOf = async (id: string) =>
        (await call(t.app, s.partner, 'GET', `/partner/v1/appointments/${id}`)).json().data.locationTimeZone;
      expect(await zoneOf(atAirport.id)).toBe('America/New_York');
      expect(await zoneOf(atDowntown.id)).toBe('America/Los_Angeles');
      const listed = await call(t.app, s.partner, 'POST', '/partner/v1/appointments/search', {
        locationId: s.airportId,
        pageSize: 5,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const zones = listed.json().data.map((row: { locationTimeZone: string }) => row.locationTimeZone);
      expect(zones.length).toBeGreaterThan(0);
      expect(new Set(zones)).toEqual(new Set(['America/New_York']));
    } finally {
      await db
        .update(locations)
        .set({ timeZone: 'America/Los_Angeles' })
        .where(eq(locations.id, s.airportId));
    }
  });
});

describe('SSN', () => {
  it('is stored sealed, never answered in a list, a detail or an update, and revealed only with a reason', async () => {
    const created = await book({
      startTime: '13:00',
      lastName: 'Secret',
      email: 'secret@example.test',
      ssn: '219099999',
    });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, created.id));
    expect(row?.ssnSealed).toBeTruthy();
    expect(row?.ssnSealed).not.toContain('219');
    expect(row?.ssnLastFour).toBe('9999');
    const bodies = [
      JSON.stringify(created),
      (await call(t.app, s.location, 'POST', '/partner/v1/appointments/search', { pageSize: 100 })).body,
      (await call(t.app, s.location, 'GET', `/partner/v1/appointments/${created.id}`)).body,
      (await update(created.id, { remarks: 'updated' })).body,
      (await call(t.app, s.location, 'GET', '/partner/v1/appointments/selectable')).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain('219-09-9999');
      expect(body).not.toContain('219099999');
      expect(body).not.toMatch(/"ssn":/);
    }
    expect(bodies[1]).toContain('***-**-9999');

    const noReason = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/appointments/security-detail/${created.id}`,
    );
    expect(noReason.statusCode).toBe(400);
    const blank = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/appointments/security-detail/${created.id}?reason=%20%20%20%20%20%20`,
    );
    expectRefusal(blank, 400, 'reason must be at least 5 characters');
    const revealed = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/appointments/security-detail/${created.id}?reason=${encodeURIComponent('Applicant asked to verify')}`,
    );
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data).toEqual({ ssn: '219-09-9999' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, created.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ reason: 'Applicant asked to verify' });
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain('219-09-9999');

    const cleared = await update(created.id, { ssn: null });
    expect(cleared.json().data.ssnMasked).toBeNull();
  });

  it('answers 403 to a role without the right permission, and to a reveal without ssn:detail', async () => {
    const partnerId = await partnerIdByCode(t.database.db, 'acme');
    const { session } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'lister@example.test',
      partnerId,
      permissions: ['appointments:list'],
    });
    expect((await call(t.app, session, 'POST', '/partner/v1/appointments/search', {})).statusCode).toBe(200);
    expect((await call(t.app, session, 'POST', '/partner/v1/appointments', booking())).statusCode).toBe(403);
    const [any] = await t.database.db.select().from(appointments).limit(1);
    const reveal = await call(
      t.app,
      session,
      'GET',
      `/partner/v1/appointments/security-detail/${any!.id}?reason=because%20I%20can`,
    );
    expect(reveal.statusCode).toBe(403);
  });
});

describe('dashboard', () => {
  it("counts today's appointments, this week's no-shows and the last 30 days", async () => {
    t.clock.advance(24 * 60 * 60 * 1000);
    const session = await enterPartner(
      t.app,
      'operator@ridgeline.test',
      'Acme-Operator-2026',
      await partnerIdByCode(t.database.db, 'acme'),
      s.downtownId,
    );
    const response = await call(t.app, session, 'GET', '/partner/v1/appointments/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const today = Object.fromEntries(
      data.today.map((entry: { status: string; count: number }) => [entry.status, entry.count]),
    );
    expect(today).toMatchObject({ COMPLETED: 1, CANCELED: 1 });
    expect(data.noShowsThisWeek.map((d: { date: string }) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(data.last30Days).toHaveLength(30);
    expect(data.last30Days.at(-1)).toMatchObject({ date: DAY, completed: 1 });
  });
});

describe('identity-history-summary PDF', () => {
  it('names the applicant, the appointment and its confirmation number, with the SSN masked', async () => {
    // The dashboard test moved the clock a day on: the sessions of beforeAll have lapsed.
    const session = await enterPartner(
      t.app,
      'operator@ridgeline.test',
      'Acme-Operator-2026',
      await partnerIdByCode(t.database.db, 'acme'),
      s.downtownId,
    );
    const appointment = await book({ startTime: '15:00', ssn: '123-45-6789', lastName: 'Summary' }, session);
    const response = await call(
      t.app,
      session,
      'GET',
      `/partner/v1/appointments/identity-history-summary/${appointment.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('SUMMARY, Jordan');
    expect(pdf.text).toContain(String(appointment['confirmationNumber']));
    expect(pdf.text).toContain('***-**-6789');
    expect(pdf.text).not.toContain('123-45-6789');
    const missing = await call(
      t.app,
      session,
      'GET',
      '/partner/v1/appointments/identity-history-summary/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  }, 60_000);
});
