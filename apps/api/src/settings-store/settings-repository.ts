import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { TenantScope } from '../http/contract-route';
import { locations, systemSettings, tenantSettings } from '../db/schema';

/** The settings kinds this store keeps; mail, SMS and SFTP settings have their own tables (secrets). */
export type SettingKind = 'printer' | 'biometric' | 'appointment' | 'security';

export async function readSystemSetting(db: Db, kind: SettingKind): Promise<unknown> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.kind, kind));
  return row?.value ?? null;
}

export async function saveSystemSetting(db: Db, kind: SettingKind, value: unknown, userId: string | null) {
  await db
    .insert(systemSettings)
    .values({ kind, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: systemSettings.kind,
      set: { value, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export async function readTenantSetting(db: Db, scope: TenantScope, kind: SettingKind): Promise<unknown> {
  const [row] = await db
    .select({ value: tenantSettings.value })
    .from(tenantSettings)
    .where(
      and(
        eq(tenantSettings.partnerId, scope.partnerId),
        scope.locationId === null
          ? isNull(tenantSettings.locationId)
          : eq(tenantSettings.locationId, scope.locationId),
        eq(tenantSettings.kind, kind),
      ),
    );
  return row?.value ?? null;
}

/** One statement, so two saves racing for a scope's first row end with one row and the last value. */
export async function saveTenantSetting(
  db: Db,
  scope: TenantScope,
  kind: SettingKind,
  value: unknown,
  userId: string | null,
) {
  const set = { value, updatedBy: userId, updatedAt: sql`now()` };
  const insert = db.insert(tenantSettings).values({ ...scope, kind, value, updatedBy: userId });
  if (scope.locationId === null) {
    await insert.onConflictDoUpdate({
      target: [tenantSettings.partnerId, tenantSettings.kind],
      targetWhere: sql`location_id is null`,
      set,
    });
  } else {
    await insert.onConflictDoUpdate({
      target: [tenantSettings.locationId, tenantSettings.kind],
      targetWhere: sql`location_id is not null`,
      set,
    });
  }
}

/** The location with this id among the partner's; null for another partner's location or none at all. */
export async function findPartnerLocation(db: Db, scope: { partnerId: string; id: string }) {
  const [row] = await db
    .select({ id: locations.id, partnerId: locations.partnerId })
    .from(locations)
    .where(and(eq(locations.id, scope.id), eq(locations.partnerId, scope.partnerId)));
  return row ?? null;
}
