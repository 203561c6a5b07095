import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locationRef, partnerRef } from './tenants';
import { users } from './users';
import { instant, primaryId } from './columns';

/**
 * The system's own printer, biometric and appointment settings, one row per kind. Kept apart from the tenant
 * rows so partner sessions read them without a partner id that row-level security would have to special-case.
 */
export const systemSettings = pgTable('system_settings', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * A partner's settings of one kind (location_id null) or one location's own, which win over the partner's and
 * the system's. The value is stored as the settings screen saved it, checked by libs/domain's schema.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef(),
    kind: text('kind').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [
    index('tenant_settings_partner_idx').on(table.partnerId),
    uniqueIndex('tenant_settings_partner_kind_uq')
      .on(table.partnerId, table.kind)
      .where(sql`${table.locationId} is null`),
    uniqueIndex('tenant_settings_location_kind_uq')
      .on(table.locationId, table.kind)
      .where(sql`${table.locationId} is not null`),
  ],
);
