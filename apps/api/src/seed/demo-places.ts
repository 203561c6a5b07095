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
    partnerCode: 'birch',
    code: 'birch-ohare',
    title: "O'Hare",
    displayName: "Birch O'Hare Airport Kiosk",
    state: 'IL',
    city: 'Chicago',
    addressLineOne: '10000 W Balmoral Ave',
    zipCode: '60666',
    latitude: 41.9786,
    longitude: -87.9048,
    timeZone: 'America/Chicago',
    visible: false,
  },
];

const COMPANIES = [
  {
    partnerCode: 'acme',
    name: 'Oakland Unified School District',
    code: 'OUSD',
    email: 'hr@ousd.test',
    phone: '5105550140',
  },
  {
    partnerCode: 'birch',
    name: 'Prairie State Logistics',
    code: 'PSL',
    email: 'people@prairie-logistics.test',
    phone: null,
  },
] as const;

/**
 * The lived-in part of the demo for `npm start` (issue 12): a location with a map pin for each demo partner (five
 * in all over Acme and Birch, with the three of demo-data.ts and second-partner.ts) and a company each.
 * Run once, right after seedDemoData on an empty database; the API tests keep seedDemoData's smaller set.
 */
export async function seedDemoPlaces(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = [...new Set(['acme', ...PLACES.map((place) => place.partnerCode)])];
    // Birch comes from seed/second-partner.ts (seedDemoData); Acme takes its places if it is missing.
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
    await tx.insert(companies).values(
      COMPANIES.map(({ partnerCode, ...company }) => ({
        ...company,
        partnerId: byCode.get(partnerCode) ?? acme,
        active: true,
      })),
    );
  });
}

/** The demo location codes this file adds (tests and journeys that look for them). */
export const DEMO_PLACE_CODES = PLACES.map((place) => place.code);
