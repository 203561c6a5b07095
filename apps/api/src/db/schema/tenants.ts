import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeFlag, createdAt, primaryId } from './columns';

/** An address as the contract spells it (openapi Address); lists of them are kept whole, in order. */
export interface AddressValue {
  state: string;
  city: string;
  addressLineOne: string;
  addressLineTwo?: string | null;
  zipCode: string;
  map?: { latitude: number; longitude: number; locationName?: string };
}

export interface ContactPersonValue {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface NotificationInfoValue {
  phone?: string;
  email?: string;
}

export interface DayScheduleValue {
  day: string;
  startTime: string;
  endTime: string;
  active: boolean;
}

/** Identity, branding, addresses and contact persons of a partner. */
export const partners = pgTable('partners', {
  id: primaryId(),
  code: text('code').notNull().unique(),
  legalName: text('legal_name').notNull(),
  /** File ids (files table) of the branding images; the API answers them as public /files URLs. */
  companyLogo: text('company_logo'),
  favicon: text('favicon'),
  /** The one accent colour of the public booking pages (`#rrggbb`, issue 29); null: the product's own. */
  accentColor: text('accent_color'),
  /** The terms applicants accept on the public booking pages (issue 29); null: the product's general wording. */
  bookingTerms: text('booking_terms'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  email: text('email').notNull().default(''),
  addresses: jsonb('addresses').$type<AddressValue[]>().notNull().default([]),
  contactPersons: jsonb('contact_persons').$type<ContactPersonValue[]>().notNull().default([]),
  active: activeFlag(),
  createdAt: createdAt(),
});

/** The partner a tenant row belongs to (row-level security reads it). */
export const partnerRef = () =>
  uuid('partner_id')
    .notNull()
    .references(() => partners.id);

/** A location of a partner, with what the location box of the header shows. */
export const locations = pgTable(
  'locations',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    displayName: text('display_name').notNull(),
    image: text('image'),
    favicon: text('favicon'),
    /** Copies of addressInfo's first line and city, for the header's location box and search. */
    addressLineOne: text('address_line_one').notNull().default(''),
    city: text('city').notNull().default(''),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    description: text('description'),
    visible: boolean('visible').notNull().default(true),
    addressInfo: jsonb('address_info').$type<AddressValue>(),
    contactInfo: jsonb('contact_info').$type<ContactPersonValue>(),
    notificationInfo: jsonb('notification_info').$type<NotificationInfoValue>(),
    openingHours: jsonb('opening_hours').$type<DayScheduleValue[]>(),
    /** The map pin, also inside addressInfo.map; columns so maps can query a box. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [index('locations_partner_idx').on(table.partnerId)],
);

/** The location a row belongs to; null where it belongs to the whole partner. */
export const locationRef = () => uuid('location_id').references(() => locations.id);

/** A company of a partner (employers whose applicants the partner fingerprints). */
export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    name: text('name').notNull(),
    code: text('code'),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<AddressValue>(),
    contactPerson: jsonb('contact_person').$type<ContactPersonValue>(),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [
    index('companies_partner_idx').on(table.partnerId),
    // One company per name within a partner, however it is cased or padded (a double submit made two).
    uniqueIndex('companies_partner_name_unique').on(table.partnerId, sql`lower(trim(${table.name}))`),
  ],
);
