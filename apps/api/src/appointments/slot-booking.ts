import {
  computeSlots,
  previewSlots,
  type AppointmentSettings,
  type AppointmentSlot,
  type BookedAppointment,
} from '@ridgeline/domain';
import { and, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, bookingHolds, locations, locationServices, partnerServices } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import { APPOINTMENT_RULES, readEffectiveSetting } from '../settings-store/effective-settings';

export type LocationRow = typeof locations.$inferSelect;

/**
 * A location the session may book at: one of its partner's, and for a location session only its own. Anything
 * else is answered like a location that does not exist.
 */
export async function bookableLocation(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<LocationRow | undefined> {
  if (scope.locationId && scope.locationId !== id) return undefined;
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.partnerId, scope.partnerId), sql`${locations.id}::text = ${id}`));
  return row;
}

/** The appointment policy in force at a location: its own, else its partner's, else the system's, else the default. */
export async function locationPolicy(db: Db, location: LocationRow): Promise<AppointmentSettings> {
  const { value } = await readEffectiveSetting(db, APPOINTMENT_RULES, {
    partnerId: location.partnerId,
    locationId: location.id,
  });
  return value;
}

/**
 * What holds a place at the location between two instants: appointments (cancelled ones do not) and the public
 * booking pages' holds that have not expired at `now` (issue 29).
 */
async function occupying(
  db: Db,
  locationId: string,
  from: Date,
  to: Date,
  excludeId: string | null,
  now: Date,
): Promise<BookedAppointment[]> {
  const rows = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.locationId, locationId),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        ne(appointments.status, 'CANCELED'),
        ...(excludeId ? [ne(appointments.id, excludeId)] : []),
      ),
    );
  const held = await db
    .select({ startsAt: bookingHolds.startsAt })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.locationId, locationId),
        gte(bookingHolds.startsAt, from),
        lt(bookingHolds.startsAt, to),
        gt(bookingHolds.expiresAt, now),
      ),
    );
  return [...rows, ...held].map((row) => ({ start: row.startsAt }));
}

const DAY_MS = 86_400_000;

/** Every slot the location offers from its today through the view limit, with the places left. */
export async function offeredSlots(db: Db, location: LocationRow, now: Date) {
  const settings = await locationPolicy(db, location);
  const horizon = new Date(now.getTime() + (settings.appointmentPolicy.appointmentViewLimit + 1) * DAY_MS);
  const booked = await occupying(db, location.id, new Date(now.getTime() - DAY_MS), horizon, null, now);
  const slots = computeSlots({
    policy: settings.appointmentPolicy,
    workingHours: settings.workingHours,
    breaks: settings.breaks,
    timeOffs: settings.timeoffs,
    timeZone: location.timeZone,
    appointments: booked,
    now,
  });
  const preview = previewSlots({ settings, timeZone: location.timeZone, date: '0000-01-01', now });
  return { slots, lastBookableDate: preview.lastBookableDate };
}

export interface SlotRequest {
  appointmentDate: string;
  startTime: string;
}

/**
 * Takes a place in the slot that starts at `startTime` on `appointmentDate` (the location's wall clock), inside
 * the caller's transaction. A transaction-scoped advisory lock per location and day serialises bookings of that
 * day, so counting the places left and inserting the appointment cannot interleave: of fifty simultaneous
 * requests for a slot with three places, three get it and the others a 409, on PostgreSQL and PGlite alike.
 */
export async function claimSlot(
  tx: Db,
  location: LocationRow,
  request: SlotRequest,
  now: Date,
  excludeId: string | null = null,
): Promise<AppointmentSlot> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`appointment-slot:${location.id}:${request.appointmentDate}`}, 0))`,
  );
  const settings = await locationPolicy(tx, location);
  const dayStart = new Date(`${request.appointmentDate}T00:00:00Z`);
  const booked = await occupying(
    tx,
    location.id,
    new Date(dayStart.getTime() - DAY_MS),
    new Date(dayStart.getTime() + 2 * DAY_MS),
    excludeId,
    now,
  );
  const preview = previewSlots({
    settings,
    timeZone: location.timeZone,
    date: request.appointmentDate,
    now,
    appointments: booked,
  });
  if (preview.status === 'PAST' || preview.status === 'BEYOND_VIEW_LIMIT') {
    throw badRequest(
      `appointmentDate: ${location.title} takes bookings from today through ${preview.lastBookableDate}`,
    );
  }
  const slot = preview.slots.find((candidate) => candidate.startTime === request.startTime);
  if (!slot) {
    throw badRequest(
      `startTime: ${location.title} has no slot starting at ${request.startTime} on ${request.appointmentDate}`,
    );
  }
  if (slot.capacity <= 0) {
    throw conflict(
      `This slot is full: ${request.appointmentDate} ${request.startTime} at ${location.title} has no place left`,
      `booked ${slot.booked}`,
    );
  }
  return slot;
}

export const locationNotFound = () => notFound('Location not found');

/** The services a location offers for booking (active at the location, active and not deleted at the partner). */
export async function bookableServices(db: Db, location: LocationRow) {
  const rows = await db
    .select({ offer: locationServices, service: partnerServices })
    .from(locationServices)
    .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
    .where(
      and(
        eq(locationServices.locationId, location.id),
        eq(locationServices.partnerId, location.partnerId),
        eq(locationServices.active, true),
        eq(partnerServices.active, true),
        eq(partnerServices.deleted, false),
      ),
    )
    .orderBy(partnerServices.displayName);
  return rows.map(({ offer, service }) => ({
    partnerServiceId: service.id,
    displayName: service.displayName,
    amount: Number(offer.rate ?? service.rate),
  }));
}
