import { defaultAppointmentSettings, type AppointmentSettings } from '@ridgeline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, tenantSettings } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

const { t, s } = useDemoTestApp();

function openWeek(duration: number, perSlot = 1): AppointmentSettings {
  const settings = defaultAppointmentSettings();
  settings.appointmentPolicy = { appointmentsPerTimeSlot: perSlot, appointmentViewLimit: 30, duration };
  settings.workingHours = settings.workingHours.map((day) => ({ ...day, active: true }));
  return settings;
}

const locationUrl = (id: string) => `/partner/v1/location-setting/${id}/appointment`;

describe('appointment settings', () => {
  it('answers the default policy and the default week, all days inactive, while nothing is stored', async () => {
    const response = await call(t.app, s.system, 'GET', '/system/v1/setting/appointment');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...defaultAppointmentSettings(), source: 'DEFAULT' } });
    const atLocation = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(atLocation.json().data.source).toBe('DEFAULT');
  });

  it('lets the location override the partner, which overrides the system', async () => {
    const saved = await call(t.app, s.system, 'POST', '/system/v1/setting/appointment', openWeek(60));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.appointmentPolicy.duration).toBe(60);

    let downtown = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(downtown.json().data).toMatchObject({ source: 'SYSTEM', appointmentPolicy: { duration: 60 } });

    expect(
      (await call(t.app, s.partner, 'POST', '/partner/v1/setting/appointment', openWeek(45))).statusCode,
    ).toBe(200);
    downtown = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(downtown.json().data).toMatchObject({ source: 'PARTNER', appointmentPolicy: { duration: 45 } });

    const own = await call(t.app, s.location, 'POST', locationUrl(s.downtownId), openWeek(20, 3));
    expect(own.statusCode).toBe(200);
    downtown = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(downtown.json().data).toMatchObject({
      source: 'LOCATION',
      appointmentPolicy: { duration: 20, appointmentsPerTimeSlot: 3 },
    });
    // The partner's other location and the partner level keep theirs.
    const airport = await call(t.app, s.partner, 'GET', locationUrl(s.airportId));
    expect(airport.json().data).toMatchObject({ source: 'PARTNER', appointmentPolicy: { duration: 45 } });
    const system = await call(t.app, s.system, 'GET', '/system/v1/setting/appointment');
    expect(system.json().data).toMatchObject({ source: 'SYSTEM', appointmentPolicy: { duration: 60 } });
  });

  it('saving again replaces the one stored row of the location', async () => {
    await call(t.app, s.location, 'POST', locationUrl(s.downtownId), openWeek(30));
    await call(t.app, s.location, 'POST', locationUrl(s.downtownId), openWeek(25));
    const rows = await t.database.db
      .select()
      .from(tenantSettings)
      .where(and(eq(tenantSettings.locationId, s.downtownId), eq(tenantSettings.kind, 'appointment')));
    expect(rows).toHaveLength(1);
    expect((rows[0]?.value as AppointmentSettings).appointmentPolicy.duration).toBe(25);
  });

  it('keeps one row and one of the saved values when saves of a scope race', async () => {
    const durations = [10, 15, 20, 30, 60];
    const responses = await Promise.all(
      durations.map((duration) =>
        call(t.app, s.partner, 'POST', locationUrl(s.airportId), openWeek(duration)),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(durations.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(tenantSettings)
      .where(and(eq(tenantSettings.locationId, s.airportId), eq(tenantSettings.kind, 'appointment')));
    expect(rows).toHaveLength(1);
    const stored = (rows[0]?.value as AppointmentSettings).appointmentPolicy.duration;
    expect(durations).toContain(stored);
    const airport = await call(t.app, s.partner, 'GET', locationUrl(s.airportId));
    expect(airport.json().data.appointmentPolicy.duration).toBe(stored);
  });

  it('refuses a break outside the working hours with a 400 naming the field, and writes nothing', async () => {
    const before = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    const bad = openWeek(30);
    bad.breaks = [{ day: 'MONDAY', startTime: '08:00', endTime: '09:30' }];
    const response = await call(t.app, s.location, 'POST', locationUrl(s.downtownId), bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 4000,
      message: 'Break must fall within the working hours of Monday (09:00-17:00) (breaks.0.startTime)',
    });
    const after = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a day that ends before it starts and a policy out of bounds', async () => {
    const bad = openWeek(30);
    bad.workingHours[2] = { day: 'WEDNESDAY', startTime: '18:00', endTime: '08:00', active: true };
    const response = await call(t.app, s.system, 'POST', '/system/v1/setting/appointment', bad);
    expectRefusal(response, 400, 'End Time must be after Start Time (workingHours.2.endTime)');

    const tooShort = {
      ...openWeek(30),
      appointmentPolicy: { appointmentsPerTimeSlot: 1, appointmentViewLimit: 5, duration: 1 },
    };
    const contract = await call(t.app, s.system, 'POST', '/system/v1/setting/appointment', tooShort);
    expect(contract.statusCode).toBe(400);
    expect(contract.json().message).toContain('appointmentPolicy.duration');
  });

  it("answers 404 for another partner's location, exactly as for a missing one", async () => {
    const foreign = await call(t.app, s.partner, 'GET', locationUrl(s.foreignLocationId));
    const missing = await call(t.app, s.partner, 'GET', locationUrl('00000000-0000-4000-8000-000000000000'));
    const notAnId = await call(t.app, s.partner, 'GET', locationUrl('downtown'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    // Not a UUID at all: refused by the request validation layer (issue 18), naming the field.
    expectRefusal(notAnId, 400, 'id must be a valid uuid');
    const write = await call(t.app, s.partner, 'POST', locationUrl(s.foreignLocationId), openWeek(30));
    expect(write.statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(tenantSettings)
      .where(eq(tenantSettings.locationId, s.foreignLocationId));
    expect(rows).toEqual([]);
  });

  it("hides a sibling location's settings from a location session (404)", async () => {
    const sibling = await call(t.app, s.location, 'GET', locationUrl(s.airportId));
    expect(sibling.statusCode).toBe(404);
    const write = await call(t.app, s.location, 'POST', locationUrl(s.airportId), openWeek(30));
    expect(write.statusCode).toBe(404);
  });

  it("refuses a location session the partner's own policy (403)", async () => {
    const response = await call(t.app, s.location, 'POST', '/partner/v1/setting/appointment', openWeek(10));
    expect(response.statusCode).toBe(403);
    const partner = await call(t.app, s.partner, 'GET', '/partner/v1/setting/appointment');
    expect(partner.json().data.appointmentPolicy.duration).toBe(45);
  });

  it("answers 403 once the caller's role loses the settings rights, on the very next call", async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.title, 'Location Operator'));
    if (!role) throw new Error('demo location role missing');
    await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), inArray(rolePermissions.code, ['settings:modify'])));
    const write = await call(t.app, s.location, 'POST', locationUrl(s.downtownId), openWeek(90));
    expect(write.statusCode).toBe(403);
    const read = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(read.statusCode).toBe(200);
    expect(read.json().data.appointmentPolicy.duration).toBe(25);
  });

  it('wants a session of its area (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/system/v1/setting/appointment' });
    expect(response.statusCode).toBe(401);
    const wrongArea = await call(t.app, s.partner, 'GET', '/system/v1/setting/appointment');
    expect(wrongArea.statusCode).toBe(401);
  });
});
