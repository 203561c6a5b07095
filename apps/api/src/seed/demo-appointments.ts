import { addCalendarDays, epochToZoned, zonedTimeToEpoch } from '@ridgeline/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  appointments,
  companies,
  locations,
  locationServices,
  oris,
  oriServices,
  partners,
  partnerServices,
} from '../db/schema';

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Priya', 'Diego', 'Hana', 'Sam'];
const LAST = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Patel',
  'Kim',
  'Johnson',
  'Lopez',
  'Chen',
  'Brown',
  'Okafor',
  'Rossi',
];
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '13:30', '14:00', '15:00', '16:00'];

/** A small deterministic generator, so every fresh demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pick<T>(values: readonly T[], r: () => number): T {
  return values[Math.floor(r() * values.length)]!;
}

/** A location's offer: its partner service, name and the price it books at (the location's rate, else the partner's). */
interface Offer {
  partnerServiceId: string;
  displayName: string;
  amount: number;
}

/**
 * What each location of the partner offers that an active ORI serves (so the capture can start from the booking
 * with its service unchanged), at the location's price; a live-scan service at every location when none is.
 */
async function bookableOffers(
  db: Db,
  partnerId: string,
  locationIds: string[],
): Promise<Map<string, Offer[]>> {
  const offers = new Map<string, Offer[]>();
  for (const locationId of locationIds) {
    const rows = await db
      .selectDistinct({
        partnerServiceId: partnerServices.id,
        displayName: partnerServices.displayName,
        partnerRate: partnerServices.rate,
        locationRate: locationServices.rate,
      })
      .from(locationServices)
      .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
      .innerJoin(oriServices, eq(oriServices.serviceId, partnerServices.serviceId))
      .innerJoin(oris, and(eq(oris.id, oriServices.oriId), eq(oris.active, true)))
      .where(
        and(
          eq(locationServices.locationId, locationId),
          eq(locationServices.partnerId, partnerId),
          eq(locationServices.active, true),
          eq(partnerServices.active, true),
        ),
      )
      .orderBy(partnerServices.displayName);
    offers.set(
      locationId,
      rows.map((row) => ({
        partnerServiceId: row.partnerServiceId,
        displayName: row.displayName,
        amount: row.locationRate ?? row.partnerRate,
      })),
    );
  }
  return offers;
}

/**
 * A few hundred appointments of the demo partner Acme over the last and next 30 days at both its locations, in
 * every status: past days hold completed, no-show and cancelled ones, coming days confirmed, draft and cancelled.
 * Weekdays only, 09:00-16:30, never more than two in a slot. Does nothing when Acme has appointments already.
 */
export async function seedDemoAppointments(db: Db, now = new Date()): Promise<number> {
  const [acme] = await db.select().from(partners).where(eq(partners.code, 'acme'));
  if (!acme) return 0;
  const [any] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.partnerId, acme.id))
    .limit(1);
  if (any) return 0;
  const sites = await db.select().from(locations).where(eq(locations.partnerId, acme.id));
  const offers = await bookableOffers(
    db,
    acme.id,
    sites.map((site) => site.id),
  );
  const companyRows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.partnerId, acme.id));
  const r = random(20261126);
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (const site of sites) {
    const offered = offers.get(site.id) ?? [];
    if (offered.length === 0) continue;
    const today = epochToZoned(now.getTime(), site.timeZone).date;
    // Downtown's operator starts a capture from today's list on any weekday, the weekend included.
    const alwaysToday = site.code === 'acme-downtown';
    for (let offset = -30; offset <= 30; offset++) {
      const date = addCalendarDays(today, offset);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if ((weekday === 0 || weekday === 6) && !(alwaysToday && offset === 0)) continue;
      const count = 2 + Math.floor(r() * 4);
      const times = [...TIMES].sort(() => r() - 0.5).slice(0, count);
      for (const [index, time] of times.entries()) {
        const service = pick(offered, r);
        const first = pick(FIRST, r);
        const last = pick(LAST, r);
        const roll = r();
        const status =
          offset === 0 && alwaysToday && index < 2
            ? 'CONFIRMED'
            : offset < 0
              ? roll < 0.7
                ? 'COMPLETED'
                : roll < 0.85
                  ? 'NO_SHOW'
                  : 'CANCELED'
              : roll < 0.75
                ? 'CONFIRMED'
                : roll < 0.9
                  ? 'DRAFT'
                  : 'CANCELED';
        const startsAt = new Date(zonedTimeToEpoch(date, time, site.timeZone));
        const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
        rows.push({
          partnerId: acme.id,
          locationId: site.id,
          partnerServiceId: service.partnerServiceId,
          serviceDisplayName: service.displayName,
          amount: service.amount,
          companyId: companyRows.length > 0 && r() < 0.4 ? pick(companyRows, r).id : null,
          paymentModeCode: pick(['CASH', 'CARD', 'INVOICE'], r),
          appointmentDate: date,
          startTime: time,
          endTime: epochToZoned(endsAt.getTime(), site.timeZone).time,
          startsAt,
          endsAt,
          firstName: first,
          lastName: last,
          email: `${first}.${last}${rows.length}@example.test`.toLowerCase(),
          contactNumber: `415555${String(1000 + rows.length).slice(-4)}`,
          status,
          confirmationNumber: `RLDEMO${String(rows.length).padStart(4, '0')}`,
          createdOn: new Date(
            Math.min(now.getTime(), startsAt.getTime()) - Math.floor(r() * 10) * 86_400_000,
          ),
          updatedOn: now,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(appointments).values(rows.slice(i, i + 200));
  return rows.length;
}
