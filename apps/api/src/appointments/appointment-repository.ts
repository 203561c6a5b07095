import { randomBytes } from 'node:crypto';
import { fromWireAppointmentStatus, type WireAppointmentStatus } from '@ridgeline/domain';
import { type AnyColumn, and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, auditLog, locations, users } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { maskedSsn } from '../ssn/ssn-vault';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentSearch {
  pageNumber?: number;
  pageSize?: number;
  status?: WireAppointmentStatus;
  searchParameter?: string;
  appointmentDate?: string;
  appointmentDateFrom?: string;
  appointmentDateTo?: string;
  sortOrder?: 'ASC' | 'DESC';
  sortField?: 'appointmentDate' | 'createdOn';
  locationId?: string;
}

/**
 * The rows a session may see: its partner's, and for a location session only its location's. Every query of
 * this resource starts from these conditions.
 */
export function appointmentScope(scope: TenantScope): SQL[] {
  const conditions = [eq(appointments.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(appointments.locationId, scope.locationId));
  return conditions;
}

/** Where an appointment takes place, as its answers name it: the title and the zone its times are read in. */
export interface AppointmentPlace {
  title: string;
  timeZone: string;
}

/**
 * The wire form of an appointment: the SSN only masked, never the number. The location's zone travels with it, so
 * a partner session shows a location's record in that location's time (issue 27 item 6), not the partner's.
 */
/** RL + 8 characters of an alphabet without look-alikes (0/O, 1/I): read out over the phone without mistakes. */
export function confirmationNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RL${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function appointmentOut(row: AppointmentRow, place: AppointmentPlace) {
  return {
    id: row.id,
    locationId: row.locationId,
    partnerServiceId: row.partnerServiceId,
    appointmentDate: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    contactNumber: row.contactNumber,
    companyId: row.companyId,
    paymentModeCode: row.paymentModeCode,
    remarks: row.remarks,
    status: row.status as WireAppointmentStatus,
    confirmationNumber: row.confirmationNumber,
    locationTitle: place.title,
    locationTimeZone: place.timeZone,
    serviceDisplayName: row.serviceDisplayName,
    amount: Number(row.amount),
    ssnMasked: maskedSsn(row.ssnLastFour),
    bookedOnline: row.bookedOnline,
    payment: row.paymentStatus
      ? {
          status: row.paymentStatus,
          reference: row.paymentReference,
          amountPaid: row.amountPaid === null ? null : Number(row.amountPaid),
        }
      : null,
    createdOn: row.createdOn.toISOString(),
  };
}

export type AppointmentOut = ReturnType<typeof appointmentOut>;

/** `column` starts with `prefix`: `^@` (starts_with) is leakproof, so it can use its index under row-level security. */
const startsWith = (column: AnyColumn, prefix: string) => sql`${column} ^@ ${prefix}`;

/**
 * Free text over the applicant's name, e-mail, phone and confirmation number, matched as prefixes so each
 * branch can use its index: `smi` finds Smith, `jo sm` finds Jo Smith, `4155` a phone, `RL7Q` a confirmation.
 * Names and e-mail are matched on their stored lower-cased copies (see the schema for why not `lower() like`).
 */
export function textCondition(text: string): SQL | undefined {
  // Numbers are stored as their 10 digits; a phone typed in any format ("(415) 555-10", 415.555) is its digits.
  const digits = text.replace(/[\s().+-]/g, '');
  const phone = /^\d+$/.test(digits) ? startsWith(appointments.contactNumber, digits) : undefined;
  const lower = text.toLowerCase();
  const words = lower.split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    const name = and(
      startsWith(appointments.firstNameLower, words[0]!),
      startsWith(appointments.lastNameLower, words.slice(1).join(' ')),
    );
    return phone ? or(name, phone) : name;
  }
  const branches: SQL[] = [
    startsWith(appointments.lastNameLower, lower),
    startsWith(appointments.firstNameLower, lower),
    startsWith(appointments.emailLower, lower),
    sql`${appointments.confirmationNumber} = ${text.toUpperCase()}`,
  ];
  if (phone) branches.push(phone);
  return or(...branches);
}

export function searchConditions(scope: TenantScope, search: AppointmentSearch): SQL[] {
  const conditions = appointmentScope(scope);
  if (search.status) conditions.push(eq(appointments.status, search.status));
  const text = search.searchParameter?.trim();
  if (text) {
    const match = textCondition(text);
    if (match) conditions.push(match);
  }
  if (search.appointmentDate) {
    conditions.push(eq(appointments.appointmentDate, search.appointmentDate));
  } else {
    if (search.appointmentDateFrom)
      conditions.push(gte(appointments.appointmentDate, search.appointmentDateFrom));
    if (search.appointmentDateTo)
      conditions.push(lte(appointments.appointmentDate, search.appointmentDateTo));
  }
  if (search.locationId) conditions.push(sql`${appointments.locationId}::text = ${search.locationId}`);
  return conditions;
}

// Newest first unless asked otherwise; the id, in the same direction, keeps equal dates in a stable order.
const APPOINTMENT_SORT = sortTable(
  {
    appointmentDate: [appointments.appointmentDate, appointments.startTime, appointments.id],
    createdOn: [appointments.createdOn, appointments.id],
  },
  { fallback: 'appointmentDate', defaultOrder: 'DESC' },
);

/** §3 appointment search: status, free text, a date or a window, a location, sort and paging. */
export async function searchAppointments(db: Db, scope: TenantScope, search: AppointmentSearch) {
  const where = and(...searchConditions(scope, search));
  // The page is chosen from appointments alone and joined to its locations afterwards: joined before the limit,
  // the planner (which sees one location through row-level security) looped over every location of the partner.
  return searchRows(
    db,
    appointments,
    search,
    { where, orderBy: APPOINTMENT_SORT.order(search) },
    async (page) => {
      const places = new Map<string, AppointmentPlace>();
      const locationIds = [...new Set(page.map((row) => row.locationId))];
      if (locationIds.length > 0) {
        const found = await db
          .select({ id: locations.id, title: locations.title, timeZone: locations.timeZone })
          .from(locations)
          .where(inArray(locations.id, locationIds));
        for (const location of found) places.set(location.id, location);
      }
      return page.map((row) =>
        appointmentOut(row, places.get(row.locationId) ?? { title: '', timeZone: 'UTC' }),
      );
    },
  );
}

export async function findAppointment(db: Db, scope: TenantScope, id: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      place: { title: locations.title, timeZone: locations.timeZone },
    })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(and(...appointmentScope(scope), sql`${appointments.id}::text = ${id}`));
  return row;
}

/** Open appointments from today on, for drop-downs (a capture picks the appointment it serves). */
export async function selectableAppointments(db: Db, scope: TenantScope, today: string) {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        ...appointmentScope(scope),
        gte(appointments.appointmentDate, today),
        sql`${appointments.status} in ('DRAFT', 'CONFIRMED')`,
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    code: row.confirmationNumber,
    title: `${row.lastName}, ${row.firstName} ${row.appointmentDate} ${row.startTime}`.slice(0, 100),
    active: true,
  }));
}

/** A status as the domain spells it (CANCELLED), from the stored wire spelling. */
export function domainStatus(row: Pick<AppointmentRow, 'status'>) {
  const status = fromWireAppointmentStatus(row.status);
  if (!status) throw new Error(`appointment with unknown status ${row.status}`);
  return status;
}

/** Books an appointment: `db` is the booking's transaction, which also holds its slot. */
export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [created] = await db.insert(appointments).values(values).returning();
  if (!created) throw new Error('appointment insert returned no row');
  return created;
}

/** Changes an appointment of the scope's partner; undefined when it is not there. */
export async function updateAppointment(
  db: Db,
  scope: TenantScope,
  id: string,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow | undefined> {
  const [updated] = await db
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.id, id), eq(appointments.partnerId, scope.partnerId)))
    .returning();
  return updated;
}

/** The audit trail of one appointment, oldest first, as its detail shows it (status changes and changed fields). */
export async function appointmentHistory(db: Db, scope: TenantScope, id: string) {
  const rows = await db
    .select({ entry: auditLog, email: users.email })
    .from(auditLog)
    .leftJoin(users, sql`${users.id}::text = ${auditLog.actor}`)
    .where(
      and(
        eq(auditLog.entityType, 'appointment'),
        eq(auditLog.entityId, id),
        eq(auditLog.partnerId, scope.partnerId),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(1000);
  return rows.map(({ entry, email }) => {
    const details = (entry.details ?? {}) as {
      before?: { status?: string } | null;
      after?: { status?: string } | null;
      changed?: string[];
    };
    const status = (value: string | undefined) =>
      value && fromWireAppointmentStatus(value) ? (value as WireAppointmentStatus) : null;
    return {
      at: entry.at.toISOString(),
      action: entry.action,
      actorEmail: email ?? null,
      fromStatus: status(details.before?.status),
      toStatus: status(details.after?.status),
      changed: (details.changed ?? []).filter((field) => field !== 'updatedOn').slice(0, 100),
    };
  });
}
