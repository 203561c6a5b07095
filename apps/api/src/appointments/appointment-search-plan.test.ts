import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { APP_ROLE } from '../db/request-transaction';
import { appointments, locations, partners, partnerServices } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { searchConditions, type AppointmentSearch } from './appointment-repository';

let database: Database;
let partnerId = '';

// 20,000 appointments of one partner, analysed, so the planner chooses by real statistics (an empty table is
// read through any index at all). Last names cycle through 15 stems, 3 in 8 rows are CONFIRMED, dates span a year.
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [partner] = await db.insert(partners).values({ code: 'plan', legalName: 'Plan' }).returning();
  partnerId = partner!.id;
  const [location] = await db
    .insert(locations)
    .values({ partnerId, code: 'plan-1', title: 'Plan 1', displayName: 'Plan one' })
    .returning();
  const [service] = await db
    .insert(partnerServices)
    .values({ partnerId, displayName: 'Live Scan', serviceType: 'APPOINTMENT', rate: 10 })
    .returning();
  await db.execute(sql`
    insert into appointments (partner_id, location_id, partner_service_id, service_display_name, appointment_date,
      start_time, end_time, starts_at, ends_at, first_name, last_name, email, contact_number, status,
      confirmation_number)
    select ${partnerId}, ${location!.id}, ${service!.id}, 'Live Scan', date '2026-01-01' + (g % 365), '09:00',
      '09:30', now(), now(), 'Ava' || (g % 10),
      (array['Smith','Nguyen','Garcia','Patel','Kim','Johnson','Lopez','Chen','Brown','Okafor','Smythe','Rossi',
             'Muller','Sato','Ivanova'])[1 + g % 15] || g,
      'person' || g || '@example.test', '415' || lpad(g::text, 7, '0'),
      (array['CONFIRMED','CONFIRMED','CONFIRMED','COMPLETED','COMPLETED','NO_SHOW','CANCELED','DRAFT'])[1 + g % 8],
      'RLPLAN' || g
    from generate_series(1, 20000) g`);
  await db.execute(sql`analyze appointments`);
});

afterAll(async () => {
  await database?.close();
});

/**
 * The plan of the search's count as a partner request runs it: as ridgeline_app under row-level security.
 */
async function searchPlan(search: AppointmentSearch): Promise<string> {
  const scope = { partnerId, locationId: null };
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.partner_id', ${scope.partnerId}, true), set_config('app.location_id', '', true)`,
    );
    const count = tx
      .select({ n: sql`count(*)` })
      .from(appointments)
      .where(and(...searchConditions(scope, search)));
    const result = (await tx.execute(sql`explain ${count}`)) as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe(`appointment search under row-level security (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  // `lower(last_name) like 'smi%'` is not leakproof, so under row-level security no index could take it and a
  // name search read every appointment of the partner (seconds at a million rows).
  it('takes a name prefix as an index condition, for each of name, e-mail and phone', async () => {
    const plan = await searchPlan({ searchParameter: 'Smi' });
    const indexConditions = plan.split('\n').filter((line) => line.includes('Index Cond'));
    expect(indexConditions.some((line) => line.includes('last_name_lower'))).toBe(true);
    expect(indexConditions.some((line) => line.includes('first_name_lower'))).toBe(true);
    expect(indexConditions.some((line) => line.includes('email_lower'))).toBe(true);
    const phone = await searchPlan({ searchParameter: '4150001' });
    expect(phone).toMatch(/Index Cond: .*contact_number/);
  });

  it('checks status and the date window inside the name index', async () => {
    const plan = await searchPlan({
      searchParameter: 'Smi',
      status: 'CONFIRMED',
      appointmentDateFrom: '2026-03-01',
      appointmentDateTo: '2026-03-07',
    });
    expect(plan).toMatch(/Index Cond: .*last_name_lower.*status.*appointment_date/);
  });
});
