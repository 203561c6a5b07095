import { and, eq } from 'drizzle-orm';
import { SSN_REVEAL_REASON_MESSAGE } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { auditLog, rolePermissions, roles } from '../db/schema';
import { seedPeopleDemoData, PEOPLE_DEMO_USERS } from '../seed/people-demo-data';
import { useDemoTestApp } from '../test/auth-test-app';
import { bookableService } from '../test/booking-fixtures';
import { partnerIdByCode } from '../test/partner-session';
import { call, enterPartner, type Session } from '../test/sessions';

/**
 * Issue 26's acceptance for the SSN: every operation that takes one refuses the numbers the SSA never issues
 * (SSA: area 000, 666 and 900–999, group 00, serial 0000 are never assigned) with the message of its own defect,
 * the same on every path, and accepts a valid one; both reveals need a reason and `ssn:detail`.
 */
let serviceId = '';
let manager: Session;
// The fake clock stands at Monday 2026-03-02: Tuesday is bookable.
const DAY = '2026-03-03';

const { t, s } = useDemoTestApp(async () => {
  serviceId = await bookableService(t, s.partner, s.downtownId, 10);
  const partnerId = await partnerIdByCode(t.database.db, 'acme');
  // The demo people manager, as `npm start` seeds it.
  await seedPeopleDemoData(t.database.db);
  const { email, password } = PEOPLE_DEMO_USERS.peopleManager;
  manager = await enterPartner(t.app, email, password, partnerId);
});

const booking = (ssn: string, startTime = '10:00') => ({
  locationId: s.downtownId,
  partnerServiceId: serviceId,
  appointmentDate: DAY,
  startTime,
  firstName: 'Jordan',
  lastName: 'Smith',
  email: 'jordan.smith@example.test',
  ssn,
});

/** Every operation that takes an SSN, each answering the response to `ssn`. */
async function paths() {
  const booked = await call(
    t.app,
    s.location,
    'POST',
    '/partner/v1/appointments',
    booking('123-45-6789', '11:00'),
  );
  expect(booked.statusCode, booked.body).toBe(200);
  const appointment = booked.json().data;
  const created = await call(t.app, s.location, 'POST', '/partner/v1/biometrics', {
    productName: 'FBIBGCHECK',
  });
  expect(created.statusCode, created.body).toBe(200);
  const transactionId = created.json().data.id as string;
  return {
    'book an appointment': (ssn: string) =>
      call(t.app, s.location, 'POST', '/partner/v1/appointments', booking(ssn)),
    'update an appointment': (ssn: string) =>
      call(t.app, s.location, 'PUT', '/partner/v1/appointments', {
        appointmentInfo: { ...booking(ssn, '11:00'), id: appointment.id, status: appointment.status },
      }),
    'start a biometric transaction': (ssn: string) =>
      call(t.app, s.location, 'POST', '/partner/v1/biometrics', { productName: 'FBIBGCHECK', ssn }),
    // What the capture screens' applicant step sends.
    'save the applicant step': (ssn: string) =>
      call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${transactionId}`, { ssn }),
  };
}

describe('one SSN rule on every path', () => {
  it.each([
    ['000-12-3456', 'SSN area number 000 is never issued'],
    ['666-12-3456', 'SSN area number 666 is never issued'],
    ['912-34-5678', 'SSN area number 912 is never issued (900–999 are not assigned)'],
    ['123-00-4567', 'SSN group number 00 is never issued'],
    ['123-45-0000', 'SSN serial number 0000 is never issued'],
    ['12-345-678', 'SSN must be nine digits, as 123-45-6789'],
  ])('refuses %s everywhere with "%s"', async (ssn, message) => {
    for (const [path, send] of Object.entries(await paths())) {
      const response = await send(ssn);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json().message, path).toBe(message);
    }
  });

  it('accepts a valid SSN everywhere, dashed or bare, and answers it masked', async () => {
    for (const [path, send] of Object.entries(await paths())) {
      const response = await send(path.includes('appointment') ? '219-09-9999' : '219099999');
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.body, path).not.toContain('219-09-9999');
    }
  });
});

describe('revealing an SSN', () => {
  const reasonOk = encodeURIComponent('Applicant asked to verify');

  async function records() {
    const booked = await call(
      t.app,
      s.location,
      'POST',
      '/partner/v1/appointments',
      booking('219-09-9999', '12:00'),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const created = await call(t.app, s.location, 'POST', '/partner/v1/biometrics', {
      productName: 'FBIBGCHECK',
      ssn: '219-09-9999',
    });
    expect(created.statusCode, created.body).toBe(200);
    return {
      appointment: `/partner/v1/appointments/security-detail/${booked.json().data.id}`,
      transaction: `/partner/v1/biometrics/security-detail/${created.json().data.id}`,
    };
  }

  it('answers the number with a reason and audits the reason, never the number, on both records', async () => {
    for (const [record, url] of Object.entries(await records())) {
      const response = await call(t.app, s.location, 'GET', `${url}?reason=${reasonOk}`);
      expect(response.statusCode, `${record}: ${response.body}`).toBe(200);
      expect(response.json().data, record).toEqual({ ssn: '219-09-9999' });
      const id = url.split('/').at(-1)!;
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, id)));
      expect(audits, record).toHaveLength(1);
      expect(audits[0]?.details, record).toMatchObject({ reason: 'Applicant asked to verify', hadSsn: true });
      expect(JSON.stringify(audits[0]), record).not.toContain('219');
    }
  });

  it('answers 400 to a reveal without a reason, or with a blank or short one, on both records', async () => {
    for (const [record, url] of Object.entries(await records())) {
      for (const query of ['', '?reason=', '?reason=%20%20%20%20%20%20', '?reason=why']) {
        const response = await call(t.app, s.location, 'GET', `${url}${query}`);
        expect(response.statusCode, `${record}${query}: ${response.body}`).toBe(400);
      }
    }
  });

  it('answers 403 to the demo people manager, whose role lacks ssn:detail, on both records', async () => {
    const [managerRole] = await t.database.db.select().from(roles).where(eq(roles.title, 'People Manager'));
    const codes = await t.database.db
      .select({ code: rolePermissions.code })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, managerRole!.id));
    expect(codes.map((row) => row.code)).not.toContain('ssn:detail');
    for (const [record, url] of Object.entries(await records())) {
      const response = await call(t.app, manager, 'GET', `${url}?reason=${reasonOk}`);
      expect(response.statusCode, `${record}: ${response.body}`).toBe(403);
      expect(response.body, record).not.toContain('219-09-9999');
    }
  });

  it("needs the record's own detail permission besides ssn:detail: 403 and no reveal recorded without it", async () => {
    // The People Manager's role given ssn:detail and stripped of appointments:detail. Biometrics are every partner
    // user's in full (spec: every partner or location user may capture), so the transaction's reveal stays open.
    const [managerRole] = await t.database.db.select().from(roles).where(eq(roles.title, 'People Manager'));
    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: managerRole!.id, partnerId: managerRole!.partnerId, code: 'ssn:detail' });
    await t.database.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, managerRole!.id), eq(rolePermissions.code, 'appointments:detail')),
      );
    const urls = await records();
    const appointment = await call(t.app, manager, 'GET', `${urls.appointment}?reason=${reasonOk}`);
    expect(appointment.statusCode, appointment.body).toBe(403);
    expect(appointment.json()).toMatchObject({
      message: 'You do not have permission to perform this action',
      description: 'This call needs appointments:detail',
    });
    expect(appointment.body).not.toContain('219-09-9999');
    const appointmentId = urls.appointment.split('/').at(-1)!;
    const reveals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, appointmentId)));
    expect(reveals).toEqual([]);
    const transaction = await call(t.app, manager, 'GET', `${urls.transaction}?reason=${reasonOk}`);
    expect(transaction.statusCode, transaction.body).toBe(200);
    expect(transaction.json().data).toEqual({ ssn: '219-09-9999' });
  });

  it('names the reason field in the 400 to a reveal whose reason is only spaces, on both records', async () => {
    for (const [record, url] of Object.entries(await records())) {
      const response = await call(t.app, s.location, 'GET', `${url}?reason=${encodeURIComponent('      ')}`);
      expect(response.statusCode, `${record}: ${response.body}`).toBe(400);
      expect(response.json(), record).toMatchObject({
        message: SSN_REVEAL_REASON_MESSAGE,
        description: 'field: reason',
      });
    }
  });

  it('answers 404 to a reveal of a record that does not exist, and records no reveal', async () => {
    const missing = '00000000-0000-4000-8000-00000000c5a1';
    for (const url of [
      `/partner/v1/appointments/security-detail/${missing}`,
      `/partner/v1/biometrics/security-detail/${missing}`,
    ]) {
      const response = await call(t.app, s.location, 'GET', `${url}?reason=${reasonOk}`);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
    }
    const reveals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, missing)));
    expect(reveals).toEqual([]);
  });

  it('answers null for a record without an SSN and audits the reveal as having none, the reason trimmed', async () => {
    const created = await call(t.app, s.location, 'POST', '/partner/v1/biometrics', {
      productName: 'FBIBGCHECK',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: string = created.json().data.id;
    const reason = encodeURIComponent('  Applicant asked to verify  ');
    const response = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/biometrics/security-detail/${id}?reason=${reason}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ssn: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, id)));
    expect(audit?.details).toMatchObject({ reason: 'Applicant asked to verify', hadSsn: false });
  });

  it('lists "Reveal SSN" in the permission catalogue', async () => {
    const response = await call(t.app, s.partner, 'GET', '/partner/v1/permissions');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toContainEqual({
      code: 'ssn',
      title: 'SSN',
      permissions: [{ code: 'ssn:detail', title: 'Reveal SSN' }],
    });
  });
});
