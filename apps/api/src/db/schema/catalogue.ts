import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locationRef, partnerRef } from './tenants';
import { activeFlag, createdAt, primaryId, timestamps } from './columns';

/** Money and percentages: exact decimals with two places, answered as JSON numbers. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A catalogue service of the system area: a product partners may sell (FBIBGCHECK, FBIBGCHECK1, ...). ORIs are
 * attached to these, so every partner service built on the same product shares its ORIs.
 */
export const services = pgTable(
  'services',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description'),
    serviceType: text('service_type', { enum: ['APPOINTMENT', 'BIOMETRIC'] }).notNull(),
    productCode: text('product_code').notNull(),
    fingerprintOption: text('fingerprint_option', { enum: ['FLAT', 'FLAT_AND_ROLL'] })
      .notNull()
      .default('FLAT_AND_ROLL'),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('services_product_code_uq').on(sql`upper(${table.productCode})`)],
);

/**
 * What a partner sells, at its price. `deleted` is a soft delete: an appointment or transaction that used the
 * service keeps showing it, while selectable lists and searches leave it out.
 */
export const partnerServices = pgTable(
  'partner_services',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    /** The catalogue product this service sells (its ORIs, its FBI product code); null for a partner's own. */
    serviceId: uuid('service_id').references(() => services.id),
    displayName: text('display_name').notNull(),
    description: text('description'),
    serviceType: text('service_type', { enum: ['APPOINTMENT', 'BIOMETRIC'] }).notNull(),
    rate: money('rate').notNull().default(0),
    quantityOfFingerPrintCard: integer('quantity_of_finger_print_card').notNull().default(0),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    centralCommission: money('central_commission').notNull().default(0),
    additionalCostPerFingerPrintCard: money('additional_cost_per_finger_print_card').notNull().default(0),
    twoFactorAuthentication: boolean('two_factor_authentication').notNull().default(false),
    fingerPrintCardService: boolean('finger_print_card_service').notNull().default(false),
    /** Public /files URL of the service image (branding file), or null. */
    serviceImage: text('service_image'),
    active: activeFlag(),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('partner_services_partner_idx').on(table.partnerId),
    check('partner_services_rate_ck', sql`${table.rate} >= 0`),
    check('partner_services_cards_ck', sql`${table.quantityOfFingerPrintCard} >= 0`),
    check('partner_services_tax_ck', sql`${table.taxPercentage} between 0 and 100`),
    check('partner_services_commission_ck', sql`${table.centralCommission} >= 0`),
    check('partner_services_card_cost_ck', sql`${table.additionalCostPerFingerPrintCard} >= 0`),
  ],
);

/** The partner service a row is about. */
export const partnerServiceRef = () =>
  uuid('partner_service_id')
    .notNull()
    .references(() => partnerServices.id);

/** A partner service a location offers, with the location's own rate when it overrides the partner's. */
export const locationServices = pgTable(
  'location_services',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef().notNull(),
    partnerServiceId: partnerServiceRef(),
    rate: money('rate'),
    active: activeFlag(),
    ...timestamps(),
  },
  (table) => [
    index('location_services_partner_idx').on(table.partnerId),
    uniqueIndex('location_services_location_service_uq').on(table.locationId, table.partnerServiceId),
    check('location_services_rate_ck', sql`${table.rate} is null or ${table.rate} >= 0`),
  ],
);

/** A group of a partner's services, shown to customers in `position` order (0 first). */
export const serviceGroups = pgTable(
  'service_groups',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    active: activeFlag(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('service_groups_partner_idx').on(table.partnerId, table.position)],
);

/** The services of a group, in display order. */
export const groupServices = pgTable(
  'group_services',
  {
    partnerId: partnerRef(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => serviceGroups.id, { onDelete: 'cascade' }),
    partnerServiceId: partnerServiceRef(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.partnerServiceId] }),
    index('group_services_partner_idx').on(table.partnerId),
    index('group_services_service_idx').on(table.partnerServiceId),
  ],
);

/** An originating agency identifier (system area): nine characters, unique, for the catalogue services it serves. */
export const oris = pgTable(
  'oris',
  {
    id: primaryId(),
    oriNumber: text('ori_number').notNull(),
    title: text('title').notNull(),
    oriType: text('ori_type').notNull(),
    /** Decides whether the capture's photograph step is enabled for a transaction under this ORI. */
    requiresPhotograph: boolean('requires_photograph').notNull().default(false),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('oris_ori_number_uq').on(table.oriNumber)],
);

export const oriServices = pgTable(
  'ori_services',
  {
    oriId: uuid('ori_id')
      .notNull()
      .references(() => oris.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [
    primaryKey({ columns: [table.oriId, table.serviceId] }),
    index('ori_services_service_idx').on(table.serviceId),
  ],
);

/** Payment modes of the system (CARD, CASH, INVOICE, ...); partners see the active ones. */
export const paymentModes = pgTable(
  'payment_modes',
  {
    id: primaryId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    integrationType: text('integration_type'),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_modes_code_uq').on(sql`upper(${table.code})`)],
);

/** Versions of the terms and conditions applicants accept; one system-wide list. */
export const termsAndConditions = pgTable('terms_and_conditions', {
  id: primaryId(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  version: text('version').notNull(),
  active: activeFlag(),
  createdAt: createdAt(),
});
