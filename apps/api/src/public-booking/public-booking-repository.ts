/**
 * What the public booking pages read and write (issue 29). Every function runs inside the request's tenant
 * transaction (the partner the path names, see http/contract-route.ts), so row-level security keeps every query
 * to that partner; the explicit `partnerId` conditions stay as the first line.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, bookingHolds, locations, partners } from '../db/schema';
import { invitationTokenHash, newLinkToken } from '../invitations/invitation-token';
import type { LocationRow } from '../appointments/slot-booking';
import type { AppointmentRow } from '../appointments/appointment-repository';

const DAY_MS = 86_400_000;

/** The partner's branding on its booking pages. */
export async function bookingPartner(db: Db, partnerId: string) {
  const [row] = await db
    .select({
      code: partners.code,
      name: partners.legalName,
      logoUrl: partners.companyLogo,
      accentColor: partners.accentColor,
      terms: partners.bookingTerms,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) throw new Error('the partner of a resolved booking path is gone');
  return row;
}

/** A location as the booking pages show it. */
export function bookingLocationOut(location: LocationRow) {
  return {
    code: location.code,
    title: location.title,
    displayName: location.displayName,
    addressLineOne: location.addressInfo?.addressLineOne ?? location.addressLineOne,
    city: location.addressInfo?.city ?? location.city,
    state: location.addressInfo?.state ?? '',
    zipCode: location.addressInfo?.zipCode ?? '',
    timeZone: location.timeZone,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

const open = (partnerId: string) =>
  and(eq(locations.partnerId, partnerId), eq(locations.active, true), eq(locations.visible, true));

/**
 * The partner's active locations marked visible on the booking pages, by title; with `search`, those whose city
 * or ZIP code starts with it (case-insensitive, `%` and `_` literal: `^@` compares plain text).
 */
export async function visibleLocations(db: Db, partnerId: string, search: string | undefined) {
  const text = (search ?? '').trim().toLowerCase();
  const matches = text
    ? sql`(lower(${locations.city}) ^@ ${text} or lower(coalesce(${locations.addressInfo}->>'city', '')) ^@ ${text} or lower(coalesce(${locations.addressInfo}->>'zipCode', '')) ^@ ${text})`
    : undefined;
  return db
    .select()
    .from(locations)
    .where(and(open(partnerId), matches))
    .orderBy(locations.title, locations.id);
}

/** One visible, active location of the partner by its code; undefined for anything else. */
export async function visibleLocation(db: Db, partnerId: string, code: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(open(partnerId), eq(locations.code, code)));
  return row;
}

/** The same by id (a hold names its location by id). */
export async function visibleLocationById(db: Db, partnerId: string, id: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(open(partnerId), eq(locations.id, id)));
  return row;
}

export type HoldRow = typeof bookingHolds.$inferSelect;

export async function insertHold(db: Db, values: typeof bookingHolds.$inferInsert): Promise<HoldRow> {
  const [row] = await db.insert(bookingHolds).values(values).returning();
  if (!row) throw new Error('hold insert returned no row');
  return row;
}

/**
 * Consumes a hold that has not expired at `now`: deletes it and answers it, so its place is free for the booking
 * that claims it under the slot lock. Undefined for an unknown, used, expired or foreign hold (all alike).
 */
export async function takeHold(
  db: Db,
  partnerId: string,
  id: string,
  now: Date,
): Promise<HoldRow | undefined> {
  const [row] = await db
    .delete(bookingHolds)
    .where(
      and(
        eq(bookingHolds.partnerId, partnerId),
        sql`${bookingHolds.id}::text = ${id}`,
        gt(bookingHolds.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Removes the holds that expired before `now` (they no longer count; this only keeps the table small). */
export async function pruneExpiredHolds(db: Db, partnerId: string, now: Date): Promise<void> {
  await db
    .delete(bookingHolds)
    .where(and(eq(bookingHolds.partnerId, partnerId), sql`${bookingHolds.expiresAt} <= ${now}`));
}

/**
 * A fresh manage link token for an appointment starting at `startsAt`: only its hash is stored (like invitation
 * links), and it works until `days` after the appointment's start.
 */
export function newManageToken(startsAt: Date, days: number) {
  const { token, tokenHash } = newLinkToken();
  return {
    token,
    columns: {
      manageTokenHash: tokenHash,
      manageTokenExpiresAt: new Date(startsAt.getTime() + days * DAY_MS),
    },
  };
}

/** The partner's appointment a manage token belongs to, while the token is current and unexpired. */
export async function appointmentByManageToken(
  db: Db,
  partnerId: string,
  token: string,
  now: Date,
): Promise<{ appointment: AppointmentRow; location: LocationRow } | undefined> {
  const [row] = await db
    .select({ appointment: appointments, location: locations })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(
      and(
        eq(appointments.partnerId, partnerId),
        eq(appointments.manageTokenHash, invitationTokenHash(token)),
        gt(appointments.manageTokenExpiresAt, now),
      ),
    );
  return row;
}
