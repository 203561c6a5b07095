import {
  addCalendarDays,
  calendarDayNumber,
  epochToZoned,
  type WireAppointmentStatus,
} from '@ridgeline/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, locations, partners } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { appointmentScope } from './appointment-repository';

/** The calendar the dashboard counts in: the location's time zone for a location session, else the partner's. */
export async function scopeTimeZone(db: Db, scope: TenantScope): Promise<string> {
  if (scope.locationId) {
    const [row] = await db
      .select({ timeZone: locations.timeZone })
      .from(locations)
      .where(and(eq(locations.id, scope.locationId), eq(locations.partnerId, scope.partnerId)));
    if (row) return row.timeZone;
  }
  const [row] = await db
    .select({ timeZone: partners.timeZone })
    .from(partners)
    .where(eq(partners.id, scope.partnerId));
  return row?.timeZone ?? 'UTC';
}

/** The three charts of the dashboard: today by status, no-shows per day this week, the last 30 days. */
export async function appointmentDashboard(db: Db, scope: TenantScope, now: Date) {
  const today = epochToZoned(now.getTime(), await scopeTimeZone(db, scope)).date;
  // calendarDayNumber: 0 is Sunday; the week starts on Monday.
  const monday = addCalendarDays(today, -((calendarDayNumber(today) + 6) % 7));
  const monthAgo = addCalendarDays(today, -29);
  const scoped = appointmentScope(scope);

  const todayRows = await db
    .select({ status: appointments.status, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(...scoped, eq(appointments.appointmentDate, today)))
    .groupBy(appointments.status);

  const noShowRows = await db
    .select({ date: appointments.appointmentDate, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        ...scoped,
        eq(appointments.status, 'NO_SHOW'),
        gte(appointments.appointmentDate, monday),
        lte(appointments.appointmentDate, today),
      ),
    )
    .groupBy(appointments.appointmentDate);

  const monthRows = await db
    .select({
      date: appointments.appointmentDate,
      count: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${appointments.status} = 'COMPLETED'))::int`,
    })
    .from(appointments)
    .where(
      and(...scoped, gte(appointments.appointmentDate, monthAgo), lte(appointments.appointmentDate, today)),
    )
    .groupBy(appointments.appointmentDate);

  const days = (from: string, to: string) => {
    const out: string[] = [];
    for (let day = from; day <= to; day = addCalendarDays(day, 1)) out.push(day);
    return out;
  };
  const noShows = new Map(noShowRows.map((row) => [row.date, row.count]));
  const month = new Map(monthRows.map((row) => [row.date, row]));
  return {
    today: todayRows
      .map((row) => ({ status: row.status as WireAppointmentStatus, count: row.count }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    noShowsThisWeek: days(monday, today).map((date) => ({ date, count: noShows.get(date) ?? 0 })),
    last30Days: days(monthAgo, today).map((date) => ({
      date,
      count: month.get(date)?.count ?? 0,
      completed: month.get(date)?.completed ?? 0,
    })),
  };
}
