import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, locations, partners } from '../db/schema';

interface DemoPlace {
  /** The demo partner it belongs to; a partner the demo data does not hold yet falls back to Acme. */
  partnerCode: string;
  code: string;
  title: string;
  displayName: string;
  state: string;
  city: string;
  addressLineOne: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  visible: boolean;
}

/** Real addresses and coordinates, so the map of locations shows a believable spread. */
const PLACES: readonly DemoPlace[] = [
  {
    partnerCode: 'acme',
    code: 'acme-oakland',
    title: 'Oakland',
    displayName: 'Acme Oakland City Center',
    state: 'CA',
    city: 'Oakland',
    addressLineOne: '1330 Broadway',
    zipCode: '94612',
    latitude: 37.8044,
    longitude: -122.2712,
    timeZone: 'America/Los_Angeles',
    visible: true,
  },
  {
    partnerCode: 'acme',
    code: 'acme-san-jose',
    title: 'San Jose',
    displayName: 'Acme San Jose Downtown',
    state: 'CA',
    city: 'San Jose',
    addressLineOne: '200 E Santa Clara St',
    zipCode: '95113',
    latitude: 37.3382,
    longitude: -121.8863,
    timeZone: 'America/Los_Angeles',
    visible: true,
  },
  {
    partnerCode: 'acme',
    code: 'acme-los-angeles',
    title: 'Los Angeles',
    displayName: 'Acme Los Angeles Civic Center',
    state: 'CA',
    city: 'Los Angeles',
    addressLineOne: '200 N Spring St',
    zipCode: '90012',
    latitude: 34.0537,
    longitude: -118.2427,
    timeZone: 'America/Los_Angeles',
    visible: false,
  },
];

const COMPANIES = [
  { name: 'Oakland Unified School District', code: 'OUSD', email: 'hr@ousd.test', phone: '5105550140' },
  { name: 'Silicon Valley Senior Living', code: 'SVSL', email: 'careers@svsl.test', phone: null },
] as const;

/**
 * The lived-in part of the demo for `npm start` (issue 12): more locations with map pins (five in all, with the
 * two of demo-data.ts) and companies, so the locations list, its map and the companies list are not empty.
 * Run once, right after seedDemoData on an empty database; the API tests keep seedDemoData's smaller set.
 */
export async function seedDemoPlaces(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = [...new Set(['acme', ...PLACES.map((place) => place.partnerCode)])];
    const found = await tx.select().from(partners).where(inArray(partners.code, codes));
    const byCode = new Map(found.map((partner) => [partner.code, partner.id]));
    const acme = byCode.get('acme');
    if (!acme) throw new Error('seedDemoPlaces runs after seedDemoData (no acme partner)');
    await tx.insert(locations).values(
      PLACES.map((place) => {
        const map = {
          latitude: place.latitude,
          longitude: place.longitude,
          locationName: `${place.addressLineOne}, ${place.city}`,
        };
        return {
          partnerId: byCode.get(place.partnerCode) ?? acme,
          code: place.code,
          title: place.title,
          displayName: place.displayName,
          timeZone: place.timeZone,
          visible: place.visible,
          addressLineOne: place.addressLineOne,
          city: place.city,
          addressInfo: {
            state: place.state,
            city: place.city,
            addressLineOne: place.addressLineOne,
            addressLineTwo: null,
            zipCode: place.zipCode,
            map,
          },
          latitude: place.latitude,
          longitude: place.longitude,
        };
      }),
    );
    await tx
      .insert(companies)
      .values(COMPANIES.map((company) => ({ ...company, partnerId: acme, active: true })));
  });
}

/** The demo location codes this file adds (tests and journeys that look for them). */
export const DEMO_PLACE_CODES = PLACES.map((place) => place.code);
