import { addCalendarDays } from '@ridgeline/domain';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, biometricTransactions, deliveries, partners } from '../db/schema';

const DAYS = 30;
const count = sql<number>`count(*)::int`;
/** The UTC calendar day of a timestamp: the system area has no zone of its own. */
const utcDay = (column: typeof biometricTransactions.createdAt | typeof deliveries.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The system dashboard's charts (issue 27 item 10), every partner together over the last 30 days: appointments per
 * appointment day, captures and deliveries per UTC day with the failed deliveries, and each active partner's share.
 * System requests are not tenant-scoped, so these sums cross partners on purpose.
 */
export async function systemDashboardCharts(db: Db, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const first = addCalendarDays(today, -(DAYS - 1));
  const from = new Date(`${first}T00:00:00Z`);
  const until = new Date(`${addCalendarDays(today, 1)}T00:00:00Z`);

  const appointmentRows = await db
    .select({ date: appointments.appointmentDate, partnerId: appointments.partnerId, n: count })
    .from(appointments)
    .where(and(gte(appointments.appointmentDate, first), lte(appointments.appointmentDate, today)))
    .groupBy(appointments.appointmentDate, appointments.partnerId);

  const captureDay = utcDay(biometricTransactions.createdAt);
  const captureRows = await db
    .select({ date: captureDay, partnerId: biometricTransactions.partnerId, n: count })
    .from(biometricTransactions)
    .where(and(gte(biometricTransactions.createdAt, from), lt(biometricTransactions.createdAt, until)))
    .groupBy(captureDay, biometricTransactions.partnerId);

  const deliveryDay = utcDay(deliveries.createdAt);
  const deliveryRows = await db
    .select({
      date: deliveryDay,
      n: count,
      failed: sql<number>`(count(*) filter (where ${deliveries.status} = 'failed'))::int`,
    })
    .from(deliveries)
    .where(and(gte(deliveries.createdAt, from), lt(deliveries.createdAt, until)))
    .groupBy(deliveryDay);

  const activePartners = await db
    .select({ id: partners.id, name: partners.legalName })
    .from(partners)
    .where(eq(partners.active, true));

  const sumBy = (rows: { date: string; partnerId: string; n: number }[], key: 'date' | 'partnerId') => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + row.n);
    return sums;
  };
  const appointmentsByDay = sumBy(appointmentRows, 'date');
  const capturesByDay = sumBy(captureRows, 'date');
  const appointmentsByPartner = sumBy(appointmentRows, 'partnerId');
  const capturesByPartner = sumBy(captureRows, 'partnerId');
  const deliveriesByDay = new Map(deliveryRows.map((row) => [row.date, row]));

  const days: string[] = [];
  for (let day = first; day <= today; day = addCalendarDays(day, 1)) days.push(day);
  return {
    days: days.map((date) => ({
      date,
      appointments: appointmentsByDay.get(date) ?? 0,
      captures: capturesByDay.get(date) ?? 0,
      deliveries: deliveriesByDay.get(date)?.n ?? 0,
      failedDeliveries: deliveriesByDay.get(date)?.failed ?? 0,
    })),
    partners: activePartners
      .map((partner) => ({
        partnerId: partner.id,
        name: partner.name,
        appointments: appointmentsByPartner.get(partner.id) ?? 0,
        captures: capturesByPartner.get(partner.id) ?? 0,
      }))
      .sort(
        (a, b) => b.appointments + b.captures - (a.appointments + a.captures) || a.name.localeCompare(b.name),
      ),
  };
}
