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
  const now = new Date('2026-11-26T12:00:00Z');
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
  expect(range!.first >= '2026-10-27').toBe(true);
  expect(range!.last <= '2026-12-26').toBe(true);
  const result: unknown = await database.db.execute(
    sql`select count(*)::int as n from (select 1 from appointments group by location_id, starts_at having count(*) > 2) x`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  const crowded = rows[0];
  expect(crowded?.n).toBe(0);
});
