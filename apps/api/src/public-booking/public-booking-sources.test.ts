import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, locationServices, partnerServices } from '../db/schema';
import { PUBLIC_WINDOW_MS } from '../http/public-source-limit';
import { openWeek, saveLocationAppointmentSettings } from '../test/booking-fixtures';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { applicant, BOOK, holdAndBook, publicCall } from '../test/public-booking-fixtures';
import { demoSessions } from '../test/sessions';

/*
 * Issue 29: the public calls behind a trusted reverse proxy (TRUST_PROXY), each source limited to
 * PUBLIC_CALLS_PER_SOURCE calls in 15 minutes (5 here), and the rush on one slot from many sources.
 */

const LIMIT = 5;
let t: AuthTestApp;
let serviceId = '';
const DAY = '2026-03-03';

useAuthTestApp(
  async (app) => {
    t = app;
    const s = await demoSessions(t.app, t.database.db);
    const db = t.database.db;
    const partnerId = await partnerIdByCode(db, 'acme');
    const [service] = await db
      .insert(partnerServices)
      .values({ partnerId, displayName: 'Rush Prints', serviceType: 'APPOINTMENT', rate: 20 })
      .returning();
    serviceId = service!.id;
    await db
      .insert(locationServices)
      .values({ partnerId, locationId: s.downtownId, partnerServiceId: serviceId });
    await saveLocationAppointmentSettings(t.app, s.partner, s.downtownId, openWeek(3));
  },
  {
    config: {
      trustProxy: true,
      publicBooking: { holdMinutes: 10, manageLinkDays: 7, callsPerSource: LIMIT },
    },
  },
);

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';

describe(`public booking from many sources (${engine})`, () => {
  it('gives 3 of 50 simultaneous bookings of a 3-place slot from 50 sources a place, 47 "slot full", no 429', async () => {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        holdAndBook(
          t.app,
          'acme',
          {
            locationCode: 'acme-downtown',
            partnerServiceId: serviceId,
            appointmentDate: DAY,
            startTime: '14:00',
          },
          applicant({ email: `rush${i}@example.test`, confirmEmail: `rush${i}@example.test` }),
          `198.51.100.${i + 1}`,
        ),
      ),
    );
    const elapsed = performance.now() - started;
    const answers = results.flatMap((r) => [r.hold, ...(r.booking ? [r.booking] : [])]);
    expect(answers.filter((a) => a.statusCode === 429)).toEqual([]);
    const booked = results.filter((r) => r.booking?.statusCode === 200);
    expect(booked).toHaveLength(3);
    const full = results.filter((r) => r.hold.statusCode === 409);
    expect(full).toHaveLength(47);
    expect(full[0]!.hold.json().message).toBe(
      'This slot is full: 2026-03-03 14:00 at Downtown has no place left',
    );
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.appointmentDate, DAY),
          eq(appointments.startTime, '14:00'),
          eq(appointments.bookedOnline, true),
        ),
      );
    expect(stored?.n).toBe(3);
    console.info(`50 simultaneous public bookings on ${engine}: ${elapsed.toFixed(0)} ms`);
  }, 120_000);

  it('refuses a source past its calls in the window with 429 and Retry-After, and not another source', async () => {
    const source = '203.0.113.50';
    const list = (from: string) => publicCall(t.app, 'GET', `${BOOK}/acme/locations`, undefined, from);
    for (let i = 0; i < LIMIT; i++) expect((await list(source)).statusCode).toBe(200);
    const refused = await list(source);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(PUBLIC_WINDOW_MS / 1000));
    expect(refused.json()).toMatchObject({ code: 4290 });
    // Holds and bookings count too, and the unknown partner's path as well: the limiter answers before anything.
    expect((await publicCall(t.app, 'GET', `${BOOK}/nobody/locations`, undefined, source)).statusCode).toBe(
      429,
    );
    expect((await list('203.0.113.51')).statusCode).toBe(200);
    // The window slides: 15 minutes later the source is served again.
    t.clock.advance(PUBLIC_WINDOW_MS);
    expect((await list(source)).statusCode).toBe(200);
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
