import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => database.close());

it('seeds a few hundred appointments over the last and next 30 days in every status, once', async () => {
  // A Saturday in San Francisco (12:00 there): Downtown still has today's confirmed appointments (issue 27).
  const now = new Date('2026-11-28T20:00:00Z');
  const seeded = await seedDemoAppointments(database.db, now);
  expect(seeded).toBeGreaterThan(200);
  expect(seeded).toBeLessThan(600);
  expect(await seedDemoAppointments(database.db, now)).toBe(0);
  const statuses = await database.db
    .select({ status: appointments.status })
    .from(appointments)
    .groupBy(appointments.status);
  expect(statuses.map((row) => row.status).sort()).toEqual([
    'CANCELED',
    'COMPLETED',
    'CONFIRMED',
    'DRAFT',
    'NO_SHOW',
  ]);
  const [range] = await database.db
    .select({
      first: sql<string>`min(appointment_date)::text`,
      last: sql<string>`max(appointment_date)::text`,
    })
    .from(appointments);
  expect(range!.first >= '2026-10-29').toBe(true);
  expect(range!.last <= '2026-12-28').toBe(true);
  const result: unknown = await database.db.execute(
    sql`select count(*)::int as n from (select 1 from appointments group by location_id, starts_at having count(*) > 2) x`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  const crowded = rows[0];
  expect(crowded?.n).toBe(0);
});

/** Rows of a raw query on PGlite or PostgreSQL alike. */
async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(text);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

it("books every appointment for a service an active ORI serves, at the location's price", async () => {
  const unserved = await query<{ id: string }>(sql`
    select a.id from appointments a
    where not exists (
      select 1 from partner_services ps
      join ori_services os on os.service_id = ps.service_id
      join oris o on o.id = os.ori_id and o.active
      join location_services ls on ls.partner_service_id = ps.id and ls.location_id = a.location_id
      where ps.id = a.partner_service_id and coalesce(ls.rate, ps.rate) = a.amount
    )`);
  expect(unserved).toEqual([]);
  const [{ n } = { n: 0 }] = await query<{ n: number }>(sql`select count(*)::int as n from appointments`);
  expect(n).toBeGreaterThan(200);
});

it('gives Downtown at least two confirmed appointments today, a Saturday', async () => {
  const today = await query<{ n: number }>(sql`
    select count(*)::int as n from appointments a join locations l on l.id = a.location_id
    where l.code = 'acme-downtown' and a.appointment_date = '2026-11-28' and a.status = 'CONFIRMED'`);
  expect(today[0]?.n).toBeGreaterThanOrEqual(2);
});
