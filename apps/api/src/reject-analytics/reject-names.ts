import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { locations, partners, users } from '../db/schema';

/** The names reject analytics shows for ids: locations by title, operators by name, partners by legal name. */
export interface RejectNames {
  location: ReadonlyMap<string, string>;
  operator: ReadonlyMap<string, string>;
  partner: ReadonlyMap<string, string>;
}

// The audit trail's actor is a user id, or the e-mail typed where no user matched (never for these actions).
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Looks up the names of the ids the figures found, once per answer (or download page). In the partner area
 * row-level security limits locations to the session's; users are read by the ids of its own audit trail.
 */
export async function rejectNames(
  db: Db,
  ids: { locations: string[]; operators: string[]; partners: string[] },
): Promise<RejectNames> {
  const operatorIds = ids.operators.filter((id) => USER_ID.test(id));
  const [locationRows, userRows, partnerRows] = await Promise.all([
    ids.locations.length === 0
      ? []
      : db
          .select({ id: locations.id, name: locations.title })
          .from(locations)
          .where(inArray(locations.id, ids.locations)),
    operatorIds.length === 0
      ? []
      : db
          .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, operatorIds)),
    ids.partners.length === 0
      ? []
      : db
          .select({ id: partners.id, name: partners.legalName })
          .from(partners)
          .where(inArray(partners.id, ids.partners)),
  ]);
  return {
    location: new Map(locationRows.map((row) => [row.id, row.name])),
    operator: new Map(userRows.map((row) => [row.id, `${row.first} ${row.last}`.trim() || row.email])),
    partner: new Map(partnerRows.map((row) => [row.id, row.name])),
  };
}
