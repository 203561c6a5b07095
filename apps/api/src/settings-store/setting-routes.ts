import { effectiveSetting, type SettingSource } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import type { Db } from '../db/database';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import {
  findPartnerLocation,
  readSystemSetting,
  readTenantSetting,
  saveSystemSetting,
  saveTenantSetting,
  type SettingKind,
} from './settings-repository';

type Method = 'POST' | 'PUT';

/** One kind of setting with the operations of the contract that read and save it at each level. */
export interface SettingDefinition<T extends object> {
  kind: SettingKind;
  schema: v.GenericSchema<unknown, T>;
  defaults: () => T;
  system: { path: string; save: Method };
  partner: { path: string; save: Method };
  /** `/partner/v1/location-setting/{id}/...`; absent where the contract has no per-location variant. */
  location?: { path: string; save: Method };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Location not found');

/** The domain schema's first issue as a 400 that names the field by its label and its path. */
export function parseOrFail<T>(schema: v.GenericSchema<unknown, T>, body: unknown): T {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = (issue && v.getDotPath(issue)) || 'body';
  throw badRequest(`${issue?.message ?? 'The request is not valid'} (${field})`, `field: ${field}`);
}

/**
 * The audit entry of a save (x-audit <KIND>_SETTING_SAVED on `setting` in the contract): whose setting it is (the
 * location, the partner or `system`), the value stored before (null when none was) and the value saved.
 */
function settingChange(ownerId: string, partnerId: string | null, before: unknown, after: object) {
  return { entityId: ownerId, partnerId, before: (before ?? null) as object | null, after };
}

function answer<T extends object>(value: T, source: SettingSource, message?: string) {
  return { data: { ...value, source }, ...(message ? { message } : {}) };
}

/** The partner of a partner-area session; the scope never comes from the request. */
function partnerOf(request: FastifyRequest) {
  const { session, user } = requireAuth(request);
  if (!session.partnerId) throw new ApiFailure(403, ERROR_CODES.noAccess, 'No partner in this session');
  return { session, user, partnerId: session.partnerId };
}

/**
 * The location named in the path, if the session may see it: a location of the session's partner and, for a
 * location session, that location itself. Anything else answers 404, exactly as a missing id.
 */
async function locationScope(
  db: Db,
  request: FastifyRequest<{ Params: { id: string } }>,
): Promise<TenantScope> {
  const { session, partnerId } = partnerOf(request);
  const { id } = request.params;
  if (!UUID.test(id)) throw notFound();
  if (session.locationId && session.locationId !== id) throw notFound();
  const location = await findPartnerLocation(db, { partnerId, id });
  if (!location) throw notFound();
  return { partnerId, locationId: location.id };
}

/**
 * Registers the system, partner and location operations of one setting kind. Reads answer the setting in force at
 * that level (the most specific stored level, else the built-in default) with its `source`; saves are checked by
 * the libs/domain schema and written in one upsert.
 */
export function registerSettingRoutes<T extends object>(
  app: FastifyInstance,
  context: AuthContext,
  definition: SettingDefinition<T>,
): void {
  const { db } = context;
  const { kind, schema, defaults } = definition;
  const stored = (value: unknown): T | null => (value === null ? null : v.parse(schema, value));
  const system = async () => stored(await readSystemSetting(db, kind));
  const partnerLevel = async (partnerId: string) =>
    stored(await readTenantSetting(db, { partnerId, locationId: null }, kind));

  const systemPath = `/system/v1${definition.system.path}`;
  contractRoute(app, 'GET', systemPath, async () => {
    const { value, source } = effectiveSetting({ system: await system() }, defaults);
    return answer(value, source);
  });
  contractRoute(app, definition.system.save, systemPath, async (request) => {
    const { user } = requireAuth(request);
    const value = parseOrFail(schema, request.body);
    await db.transaction(async (tx) => {
      const before = await readSystemSetting(tx as unknown as Db, kind);
      await saveSystemSetting(tx as unknown as Db, kind, value, user.id);
      await request.audit(settingChange('system', null, before, value), tx);
    });
    return answer(value, 'SYSTEM', 'Settings saved');
  });

  const partnerPath = `/partner/v1${definition.partner.path}`;
  contractRoute(app, 'GET', partnerPath, async (request) => {
    const { partnerId } = partnerOf(request);
    const { value, source } = effectiveSetting(
      { partner: await partnerLevel(partnerId), system: await system() },
      defaults,
    );
    return answer(value, source);
  });
  contractRoute(app, definition.partner.save, partnerPath, async (request) => {
    // A location's staff change their own location's settings, never the whole partner's (x-session: partner-level).
    const { user, partnerId } = partnerOf(request);
    const value = parseOrFail(schema, request.body);
    await db.transaction(async (tx) => {
      const scope = { partnerId, locationId: null };
      const before = await readTenantSetting(tx as unknown as Db, scope, kind);
      await saveTenantSetting(tx as unknown as Db, scope, kind, value, user.id);
      await request.audit(settingChange(partnerId, partnerId, before, value), tx);
    });
    return answer(value, 'PARTNER', 'Settings saved');
  });

  if (!definition.location) return;
  const locationPath = `/partner/v1${definition.location.path}`;
  contractRoute<unknown, { id: string }>(app, 'GET', locationPath, async (request) => {
    const scope = await locationScope(db, request);
    const { value, source } = effectiveSetting(
      {
        location: stored(await readTenantSetting(db, scope, kind)),
        partner: await partnerLevel(scope.partnerId),
        system: await system(),
      },
      defaults,
    );
    return answer(value, source);
  });
  contractRoute<unknown, { id: string }>(app, definition.location.save, locationPath, async (request) => {
    const { user } = partnerOf(request);
    const scope = await locationScope(db, request);
    const value = parseOrFail(schema, request.body);
    await db.transaction(async (tx) => {
      const before = await readTenantSetting(tx as unknown as Db, scope, kind);
      await saveTenantSetting(tx as unknown as Db, scope, kind, value, user.id);
      await request.audit(
        settingChange(scope.locationId ?? scope.partnerId, scope.partnerId, before, value),
        tx,
      );
    });
    return answer(value, 'LOCATION', 'Settings saved');
  });
}
