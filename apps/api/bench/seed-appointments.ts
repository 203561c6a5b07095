/**
 * Seeds a PostgreSQL database for the appointment bench: the demo data, then 1,000,000 appointments over two
 * partners (Acme 950,000, Birch 50,000) and 50 locations (25 each), spread over a year around today, in every
 * status, stored in creation order. Usage (never on a database you care about; the bench refuses the CI database
 * `test`):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rl_bench npx tsx apps/api/bench/seed-appointments.ts [count]
 *   PGLITE_DIR=/tmp/rl-bench/pglite npx tsx apps/api/bench/seed-appointments.ts 100000   # the embedded database
 *
 * Runs the migrations first; does nothing when the database holds `count` appointments already.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';

/** Where to seed: a PostgreSQL database, or an embedded (PGlite) data folder as the API opens it. */
export type BenchTarget = { databaseUrl: string } | { pgliteDir: string };

interface QueryClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

export async function seedBenchAppointments(target: BenchTarget, total = 1_000_000): Promise<void> {
  let client: QueryClient;
  if ('databaseUrl' in target) {
    if (/\/test$/.test(target.databaseUrl)) throw new Error('refusing to seed the CI database `test`');
    const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: 'memory://' });
    await migrate(database);
    await seedDemoData(database.db);
    await database.close();
    const pgClient = new pg.Client({ connectionString: target.databaseUrl });
    await pgClient.connect();
    client = {
      query: async <Row>(text: string, params?: unknown[]) =>
        pgClient.query(text, params) as unknown as Promise<{ rows: Row[] }>,
      end: () => pgClient.end(),
    };
  } else {
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: target.pgliteDir });
    await migrate(database);
    const { rows: seeded } = await database.pglite!.query<{ n: number }>(
      'select count(*)::int as n from partners',
    );
    if ((seeded[0]?.n ?? 0) === 0) await seedDemoData(database.db);
    const lite = database.pglite!;
    client = {
      query: async <Row>(text: string, params?: unknown[]) => lite.query<Row>(text, params),
      end: () => database.close(),
    };
  }
  try {
    const { rows: have } = await client.query<{ n: number }>('select count(*)::int as n from appointments');
    if ((have[0]?.n ?? 0) >= total) {
      console.log(`appointments: ${have[0]?.n} already`);
      return;
    }
    await client.query('truncate appointment_notifications, appointments');
    for (const [code, share] of [
      ['acme', 0.95],
      ['birch', 0.05],
    ] as const) {
      const { rows: partner } = await client.query<{ id: string }>(
        'select id from partners where code = $1',
        [code],
      );
      const partnerId = partner[0]!.id;
      await client.query(
        `insert into locations (partner_id, code, title, display_name, time_zone)
         select $1, $2 || '-bench-' || g, 'Bench ' || g, 'Bench location ' || g, 'America/Los_Angeles'
         from generate_series(1, 25 - (select count(*)::int from locations where partner_id = $1)) g
         on conflict (code) do nothing`,
        [partnerId, code],
      );
      await client.query(
        `insert into partner_services (partner_id, display_name, service_type, rate)
         select $1, 'Live Scan Fingerprinting', 'APPOINTMENT', 49.95
         where not exists (select 1 from partner_services where partner_id = $1)`,
        [partnerId],
      );
      const count = Math.round(total * share);
      const chunk = 100_000;
      for (let done = 0; done < count; done += chunk) {
        const size = Math.min(chunk, count - done);
        const started = Date.now();
        await client.query(
          `with loc as (select array_agg(id order by code) ids from locations where partner_id = $1),
                svc as (select id, display_name, rate from partner_services where partner_id = $1 limit 1)
           insert into appointments (partner_id, location_id, partner_service_id, service_display_name, amount,
             payment_mode_code, appointment_date, start_time, end_time, starts_at, ends_at, first_name, last_name,
             email, contact_number, status, confirmation_number, created_on, updated_on)
           select $1, loc.ids[1 + (g % array_length(loc.ids, 1))], svc.id, svc.display_name, svc.rate,
             (array['CASH','CARD','INVOICE'])[1 + g % 3],
             d.day, t.slot, to_char((t.slot::time + interval '30 minutes'), 'HH24:MI'),
             (d.day + t.slot::time) at time zone 'America/Los_Angeles',
             (d.day + t.slot::time + interval '30 minutes') at time zone 'America/Los_Angeles',
             (array['Ava','Liam','Mia','Noah','Zoe','Ethan','Lena','Omar','Priya','Diego'])[1 + (g / 7) % 10],
             (array['Smith','Nguyen','Garcia','Patel','Kim','Johnson','Lopez','Chen','Brown','Okafor',
                    'Smythe','Rossi','Muller','Sato','Ivanova'])[1 + (g / 3) % 15] || (g % 1000),
             'person' || g || '@example.test', '415' || lpad((g % 10000000)::text, 7, '0'),
             (array['CONFIRMED','CONFIRMED','CONFIRMED','COMPLETED','COMPLETED','NO_SHOW','CANCELED','DRAFT'])[1 + g % 8],
             'RB' || upper(to_hex($2::bigint * 10000000 + g)),
             (d.day + t.slot::time) - interval '10 days', now()
           from generate_series($3::int, $4::int) g
           cross join loc cross join svc
           cross join lateral (select (current_date - 180 + (g % 365))::date as day) d
           cross join lateral (select to_char(time '09:00' + (g % 16) * interval '30 minutes', 'HH24:MI') as slot) t`,
          [partnerId, code === 'acme' ? 1 : 2, done + 1, done + size],
        );
        console.log(`${code}: ${done + size}/${count} appointments (${Date.now() - started} ms)`);
      }
    }
    // A live table fills up in creation order, so its rows lie on disk roughly by created_on; generated in
    // batches cycling through the year, the seed's did not, and a report read in date order jumped about the
    // whole table for every row. CLUSTER puts them in creation order once, as a year of bookings would.
    await client.query('cluster appointments using appointments_partner_created_id_idx');
    await client.query('analyze appointments');
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env['DATABASE_URL'];
  const pgliteDir = process.env['PGLITE_DIR'];
  if (!url && !pgliteDir)
    throw new Error('set DATABASE_URL to a PostgreSQL database, or PGLITE_DIR to a folder');
  await seedBenchAppointments(
    url ? { databaseUrl: url } : { pgliteDir: pgliteDir! },
    Number(process.argv[2] ?? 1_000_000),
  );
}
