import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliverySettings } from '../db/schema';
import type { SecretBox } from '../secrets/secret-box';

/** `payment`: a partner's card-processor keys (payments/partner-payment-keys.ts), sealed like the others. */
export type SettingKind = 'smtp' | 'smsc' | 'sftp' | 'payment';

/** Where a setting applies: the whole system, one partner, or one location of a partner. */
export type SettingScope =
  | { level: 'system' }
  | { level: 'partner'; partnerId: string }
  | { level: 'location'; partnerId: string; locationId: string };

export function scopeKey(scope: SettingScope): string {
  if (scope.level === 'system') return 'system';
  if (scope.level === 'partner') return `partner:${scope.partnerId}`;
  return `location:${scope.locationId}`;
}

export interface StoredSetting {
  config: Record<string, unknown>;
  /** Opened secrets (passwords, keys); for the senders only, never for a response. */
  secrets: Record<string, string>;
  hostKeyFingerprint: string | null;
  updatedAt: Date;
}

export async function readSetting(
  db: Db,
  box: SecretBox,
  kind: SettingKind,
  scope: SettingScope,
): Promise<StoredSetting | undefined> {
  const [row] = await db
    .select()
    .from(deliverySettings)
    .where(and(eq(deliverySettings.kind, kind), eq(deliverySettings.scope, scopeKey(scope))));
  if (!row) return undefined;
  return {
    config: row.config,
    secrets: row.sealedSecrets ? (JSON.parse(box.open(row.sealedSecrets)) as Record<string, string>) : {},
    hostKeyFingerprint: row.hostKeyFingerprint,
    updatedAt: row.updatedAt,
  };
}

/**
 * Stores a setting. A secret left `undefined` keeps the stored one, `null` or '' clears it: the screen never
 * holds the stored value, so "unchanged" must be expressible. A changed host forgets the pinned host key.
 */
export async function writeSetting(
  db: Db,
  box: SecretBox,
  kind: SettingKind,
  scope: SettingScope,
  config: Record<string, unknown>,
  secretChanges: Record<string, string | null | undefined>,
  /** The request that saves it: the change lands in the audit trail (secrets as the names of those set). */
  request?: FastifyRequest,
): Promise<StoredSetting> {
  return db.transaction(async (tx) => {
    const key = scopeKey(scope);
    const [current] = await tx
      .select()
      .from(deliverySettings)
      .where(and(eq(deliverySettings.kind, kind), eq(deliverySettings.scope, key)))
      .for('update');
    const secrets: Record<string, string> = current?.sealedSecrets
      ? (JSON.parse(box.open(current.sealedSecrets)) as Record<string, string>)
      : {};
    for (const [name, value] of Object.entries(secretChanges)) {
      if (value === undefined) continue;
      if (value === null || value === '') delete secrets[name];
      else secrets[name] = value;
    }
    const sealedSecrets = Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets)) : null;
    const sameEndpoint =
      current && current.config['host'] === config['host'] && current.config['port'] === config['port'];
    const hostKeyFingerprint = sameEndpoint ? current.hostKeyFingerprint : null;
    const values = {
      kind,
      scope: key,
      partnerId: scope.level === 'system' ? null : scope.partnerId,
      config,
      sealedSecrets,
      hostKeyFingerprint,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(deliverySettings)
      .values(values)
      .onConflictDoUpdate({ target: [deliverySettings.kind, deliverySettings.scope], set: values })
      .returning();
    if (request) {
      const recordOf = (stored: Record<string, unknown>, secretNames: string[]) => ({
        ...stored,
        sealedFields: secretNames.sort(),
      });
      const previous = current?.sealedSecrets
        ? Object.keys(JSON.parse(box.open(current.sealedSecrets)) as Record<string, string>)
        : [];
      // The registrar writes the entry (x-audit <KIND>_SETTING_SAVED on <kind>-setting), in this transaction.
      await request.audit(
        {
          entityId: settingOwnerId(scope),
          details: { scope: scope.level },
          partnerId: values.partnerId,
          before: current ? recordOf(current.config, previous) : null,
          after: recordOf(config, Object.keys(secrets)),
          at: values.updatedAt,
        },
        tx,
      );
    }
    return {
      config: row!.config,
      secrets,
      hostKeyFingerprint: row!.hostKeyFingerprint,
      updatedAt: row!.updatedAt,
    };
  });
}

export async function pinHostKey(db: Db, kind: SettingKind, scope: SettingScope, fingerprint: string) {
  await db
    .update(deliverySettings)
    .set({ hostKeyFingerprint: fingerprint })
    .where(and(eq(deliverySettings.kind, kind), eq(deliverySettings.scope, scopeKey(scope))));
}

/** The first stored setting along the scopes, most specific first. */
export async function resolveSetting(
  db: Db,
  box: SecretBox,
  kind: SettingKind,
  scopes: SettingScope[],
): Promise<(StoredSetting & { scope: SettingScope }) | undefined> {
  for (const scope of scopes) {
    const setting = await readSetting(db, box, kind, scope);
    if (setting) return { ...setting, scope };
  }
  return undefined;
}

/** Removes a scope's own setting (a cleared host): the scope then falls back to the next one along. */
/** Deletes a setting, answering what was stored (undefined when nothing was). */
export async function deleteSetting(db: Db, kind: SettingKind, scope: SettingScope) {
  const [gone] = await db
    .delete(deliverySettings)
    .where(and(eq(deliverySettings.kind, kind), eq(deliverySettings.scope, scopeKey(scope))))
    .returning();
  return gone;
}

/** The id of what a setting belongs to (an id, as the trail's contract has it): location, partner or system. */
export function settingOwnerId(scope: SettingScope): string {
  return scope.level === 'location'
    ? scope.locationId
    : scope.level === 'partner'
      ? scope.partnerId
      : 'system';
}

/**
 * The setting in force along the scopes (most specific first) when it names a host and is enabled; undefined when
 * sending would have nowhere to go. Reads no secret.
 */
export async function destinationInForce(db: Db, kind: SettingKind, scopes: SettingScope[]) {
  for (const scope of scopes) {
    const [row] = await db
      .select({ config: deliverySettings.config })
      .from(deliverySettings)
      .where(and(eq(deliverySettings.kind, kind), eq(deliverySettings.scope, scopeKey(scope))));
    if (!row) continue;
    const host = String(row.config['host'] ?? '').trim();
    return host !== '' && row.config['enabled'] !== false ? row.config : undefined;
  }
  return undefined;
}
