/**
 * The permission suite (issue 24), generated from openapi/dist/backend.json like the isolation suite: it covers every
 * partner-area operation with a `module:action` declaration, operations added later included, without being edited.
 *
 * One partner-level session of Acme whose role the suite rewrites between calls (the grant is read on every call):
 * - Refusal: the role holds every catalogue code but the operation's own; the call answers 403 with the permission
 *   error and nothing changes (every public table's row count, and the record read back where a detail read of
 *   the same path exists).
 * - Positive control: the role holds the operation's code (plus EXTRA codes the call needs, listed with their
 *   reason); the call answers 2xx, or a 4xx listed in POSITIVE_4XX with its reason. Ids are the first record the
 *   resource's list operation returns to the Acme administrator.
 * - `biometrics:*` operations are held by every partner user (spec §6) and cannot be refused: they are listed with
 *   that reason, counted, and checked not to answer the permission error to a role without the code.
 * The counts are printed.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PERMISSION_CATALOGUE, parsePermissionCode } from '@ridgeline/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { backendContract, plausible, resolve, type Json, type Schema } from '../test/contract-document';
import { multipartPayload } from '../test/multipart-payload';
import { createPortalUser, partnerIdByCode } from '../test/partner-session';
import { authHeaders, enterPartner, type Session } from '../test/sessions';

const EVERY = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));

/** Codes a positive call needs beyond its own, with the reason. */
const EXTRA: Record<string, { codes: string[]; reason: string }> = {
  'PUT /partner/v1/roles/{id}': {
    codes: EVERY,
    reason:
      'the authority rule: changing a role needs every permission it holds (the first role is the administrators’)',
  },
  'POST /partner/v1/roles': {
    codes: [],
    reason: 'the generated role holds no permission, so roles:create alone suffices',
  },
  'GET /partner/v1/appointments/security-detail/{id}': {
    codes: ['appointments:detail'],
    reason:
      'revealing an appointment’s SSN needs ssn:detail and the appointment’s own detail right (issue 26)',
  },
};

/** Positive controls that answer a 4xx by design with the suite's generated request, with the reason. */
const NO_APPOINTMENT =
  'the API tests’ demo data holds no appointment (npm start seeds them); appointments.test.ts reads a booked one';
const POSITIVE_4XX: Record<string, { status: number; reason: string }> = {
  'POST /partner/v1/users/invite': {
    status: 400,
    reason:
      'entityId names a partner or a location by entityType, which a generated body cannot pair; authority.test.ts invites with users:create',
  },
  'POST /partner/v1/users/revoke-access': {
    status: 400,
    reason:
      'entityId names a partner or a location; authority.test.ts and users.test.ts revoke with users:modify',
  },
  'POST /partner/v1/setting/appointment': {
    status: 400,
    reason: 'a generated body gives no valid week of working hours; appointment-settings.test.ts saves one',
  },
  'DELETE /partner/v1/groups': {
    status: 400,
    reason:
      'the demo groups still hold services, so deleting one is refused by design; groups.test.ts deletes one',
  },
  'POST /partner/v1/locations': {
    status: 400,
    reason: 'the generated timeZone is no IANA zone; locations.test.ts creates locations',
  },
  'POST /partner/v1/appointments': {
    status: 400,
    reason: 'a booking needs an open slot at a valid start time; appointments.test.ts books',
  },
  'PUT /partner/v1/appointments': {
    status: 400,
    reason: 'a change needs an appointment and an open slot; appointments.test.ts changes one',
  },
  'GET /partner/v1/appointments/{id}': { status: 404, reason: NO_APPOINTMENT },
  'GET /partner/v1/appointments/security-detail/{id}': { status: 404, reason: NO_APPOINTMENT },
  'GET /partner/v1/appointments/identity-history-summary/{id}': { status: 404, reason: NO_APPOINTMENT },
};

const notBuilt = new Set(
  JSON.parse(readFileSync(new URL('../http/not-built-yet.json', import.meta.url), 'utf8')) as string[],
);

function isObject(value: Json | undefined): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Operation {
  key: string;
  method: string;
  path: string;
  code: string;
  pathParams: string[];
  otherParams: Record<string, string>;
  query: Record<string, string>;
  /** Required query parameters that are ids. */
  queryIds: string[];
  body?: { schema: Schema; media: 'json' | 'multipart' };
  /** Required body properties that are ids (or lists of ids). */
  bodyIds: string[];
}

function requiredIds(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const properties = (schema['properties'] ?? {}) as Schema;
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  return Object.entries(properties)
    .filter(([name, node]) => {
      if (!required.has(name) || !isObject(node)) return false;
      const items = isObject(node['items']) ? node['items'] : {};
      return node['$ref'] === '#/components/schemas/Id' || items['$ref'] === '#/components/schemas/Id';
    })
    .map(([name]) => name);
}

function declaredOperations(anyPermission = false): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(backendContract['paths'] as Schema)) {
    if (!isObject(item) || !path.startsWith('/partner/')) continue;
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method) || !isObject(raw)) continue;
      const code = raw['x-permission'];
      if (typeof code !== 'string' || (!anyPermission && !parsePermissionCode(code))) continue;
      const content = (resolve(raw['requestBody'])['content'] ?? {}) as Schema;
      const json = isObject(content['application/json']) ? content['application/json']['schema'] : undefined;
      const form = isObject(content['multipart/form-data'])
        ? content['multipart/form-data']['schema']
        : undefined;
      const formData = form ? (resolve(form)['properties'] as Schema | undefined)?.['data'] : undefined;
      const body = json
        ? { schema: resolve(json), media: 'json' as const }
        : form
          ? { schema: resolve(formData), media: 'multipart' as const }
          : undefined;
      const parameters = [
        ...(Array.isArray(item['parameters']) ? item['parameters'] : []),
        ...(Array.isArray(raw['parameters']) ? raw['parameters'] : []),
      ].map((parameter) => resolve(parameter));
      const otherParams: Record<string, string> = {};
      const query: Record<string, string> = {};
      const queryIds: string[] = [];
      for (const parameter of parameters) {
        const schema = isObject(parameter['schema']) ? parameter['schema'] : {};
        const name = String(parameter['name']);
        const isId = schema['$ref'] === '#/components/schemas/Id';
        if (parameter['in'] === 'path' && !isId) otherParams[name] = String(plausible(schema));
        if (parameter['in'] === 'query' && parameter['required'] === true) {
          query[name] = isId ? randomUUID() : String(plausible(schema));
          if (isId) queryIds.push(name);
        }
      }
      found.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        code,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1] ?? '')
          .filter((n) => !(n in otherParams)),
        otherParams,
        query,
        queryIds,
        body,
        bodyIds: requiredIds(body?.schema),
      });
    }
  }
  return found;
}

const operations = declaredOperations().filter((operation) => !notBuilt.has(operation.key));
const byKey = new Map(operations.map((operation) => [operation.key, operation]));

let t: AuthTestApp;
let admin: Session;
let suite: Session;
let roleId = '';
let partnerId = '';
const counts = {
  operations: 0,
  refused: 0,
  unrefusable: 0,
  positive2xx: 0,
  positive4xxListed: 0,
  withIds: 0,
};
const unrefusable: string[] = [];

async function setCodes(codes: readonly string[]): Promise<void> {
  await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(codes)];
  if (unique.length > 0) {
    await t.database.db.insert(rolePermissions).values(unique.map((code) => ({ roleId, partnerId, code })));
  }
}

let tableNames: string[] = [];
/** Every public table's row count (role_permissions aside: the suite rewrites it). */
async function rowCounts(): Promise<string> {
  const parts = tableNames.map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`);
  const result = await t.database.db.execute(sql.raw(parts.join(' union all ')));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    t: string;
    n: number;
  }[];
  return JSON.stringify(rows.map((row) => `${row.t}=${row.n}`).sort());
}

async function call(
  session: Session,
  operation: Operation,
  ids: Record<string, string>,
  body: Json | undefined,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(operation.query);
  for (const name of operation.queryIds)
    if (ids[`query:${name}`]) query.set(name, ids[`query:${name}`] ?? '');
  const url =
    operation.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => ids[name] ?? operation.otherParams[name] ?? randomUUID(),
    ) + (query.size > 0 ? `?${query.toString()}` : '');
  const headers = authHeaders(session);
  if (operation.method === 'GET' || (operation.method === 'DELETE' && !operation.body)) {
    return t.app.inject({ method: operation.method as 'GET', url, headers });
  }
  if (operation.body?.media === 'multipart') {
    const form = multipartPayload({ data: body ?? {} });
    return t.app.inject({
      method: operation.method as 'PUT',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  return t.app.inject({
    method: operation.method as 'POST',
    url,
    headers,
    payload: (body ?? {}) as object,
  });
}

/** The first id the resource's list operation returns to the administrator (`X/{id}` → `X/search` …). */
async function firstId(path: string): Promise<string | undefined> {
  const segments = (path.split('/{')[0] ?? '').split('/').filter(Boolean);
  while (segments.length > 2) {
    if (segments.at(-1) === 'search') segments.pop();
    const last = segments.at(-1) ?? '';
    segments[segments.length - 1] = ALIASES[last] ?? last;
    const at = `/${segments.join('/')}`;
    for (const key of [`POST ${at}/search`, `POST ${at}/list`, `GET ${at}/selectable-infos`, `GET ${at}`]) {
      const lister = byKey.get(key) ?? listers.get(key);
      if (!lister) continue;
      const body = lister.body ? (plausible(lister.body.schema) as Schema) : undefined;
      const answer = await call(admin, lister, {}, body);
      if (answer.statusCode !== 200) continue;
      const data = answer.json<{ data?: unknown }>().data;
      const row = Array.isArray(data) ? (data[0] as Schema | undefined) : undefined;
      if (row && typeof row['id'] === 'string') return row['id'];
    }
    segments.pop();
  }
  return undefined;
}

/** Path segments whose ids another resource's list returns. */
const ALIASES: Record<string, string> = { 'location-setting': 'locations', partnerServices: 'services' };

/** Every partner-area operation, for finding ids through lists declared `signed-in` too. */
const listers = new Map(declaredOperations(true).map((operation) => [operation.key, operation]));

/** The detail read of `X/{id}` for a change of it: a GET of the same path. */
function detailOf(operation: Operation): Operation | undefined {
  if (operation.method === 'GET' || operation.pathParams.length === 0) return undefined;
  return (
    byKey.get(`GET ${operation.path}`) ??
    byKey.get(`GET ${operation.path.replace(/\/\{id\}$/, '/search/{id}')}`)
  );
}

/** A body for the call: the record's own values (from its detail read) over a plausible one. */
async function bodyFor(operation: Operation, ids: Record<string, string>): Promise<Json | undefined> {
  if (!operation.body) return undefined;
  const base = plausible(operation.body.schema) as Schema;
  const detail = detailOf(operation);
  if (!detail) return base;
  const answer = await call(admin, detail, ids, undefined);
  if (answer.statusCode !== 200) return base;
  const data = answer.json<{ data?: Json }>().data;
  if (!isObject(data)) return base;
  const properties = Object.keys((operation.body.schema['properties'] ?? {}) as Schema);
  const picked = Object.fromEntries(
    properties
      .filter((name) => data[name] !== undefined && data[name] !== null && data[name] !== '')
      .map((name) => [name, data[name] as Json]),
  );
  return { ...base, ...picked };
}

interface Prepared {
  operation: Operation;
  ids: Record<string, string>;
  body: Json | undefined;
}
const prepared: Prepared[] = [];

beforeAll(async () => {
  t = await startAuthTestApp();
  partnerId = await partnerIdByCode(t.database.db, 'acme');
  admin = await enterPartner(
    t.app,
    DEMO_USERS.partnerAdmin.email,
    DEMO_USERS.partnerAdmin.password,
    partnerId,
  );
  const user = await createPortalUser(t.database.db, {
    email: 'permission.suite@ridgeline.test',
    partnerId,
    permissions: EVERY,
  });
  roleId = user.roleId;
  suite = await enterPartner(t.app, user.email, user.password, partnerId);
  const result = await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
  }[];
  tableNames = rows.map((row) => row.table_name).filter((name) => name !== 'role_permissions');
  for (const operation of operations) {
    const ids: Record<string, string> = {};
    for (const name of operation.pathParams) {
      const id = await firstId(operation.path);
      if (id) ids[name] = id;
    }
    const resourceOf = (field: string) =>
      field === 'id' || field === 'ids' ? operation.path : `/partner/v1/${field.replace(/Ids?$/, '')}s/{id}`;
    for (const name of operation.queryIds) {
      const id = await firstId(resourceOf(name));
      if (id) ids[`query:${name}`] = id;
    }
    const body = await bodyFor(operation, ids);
    if (isObject(body)) {
      for (const field of operation.bodyIds) {
        const id = await firstId(resourceOf(field));
        if (id) body[field] = Array.isArray(body[field]) ? [id] : id;
      }
    }
    prepared.push({ operation, ids, body });
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe(`permission suite (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses every declared operation to a role lacking exactly its code, and nothing changes', async () => {
    const failures: string[] = [];
    for (const { operation, ids, body } of prepared) {
      counts.operations++;
      if (operation.code.startsWith('biometrics:')) {
        // Every partner user holds biometrics (spec §6): the role lacking the code is not refused for it.
        await setCodes(EVERY.filter((code) => code !== operation.code));
        const answer = await call(suite, operation, ids, body);
        if (
          answer.statusCode === 403 &&
          answer.json<{ description?: string }>().description?.includes(operation.code)
        ) {
          failures.push(`${operation.key}: refused biometrics, which every partner user holds`);
        }
        unrefusable.push(`${operation.key}: ${operation.code} is every partner user’s (spec §6)`);
        counts.unrefusable++;
        continue;
      }
      await setCodes(EVERY.filter((code) => code !== operation.code));
      const detail = detailOf(operation);
      const before = await rowCounts();
      const recordBefore = detail ? (await call(admin, detail, ids, undefined)).body : '';
      const answer = await call(suite, operation, ids, body);
      const after = await rowCounts();
      const recordAfter = detail ? (await call(admin, detail, ids, undefined)).body : '';
      let parsed: unknown = answer.body;
      try {
        parsed = answer.json();
      } catch {
        // not JSON
      }
      if (answer.statusCode !== 403) {
        failures.push(`${operation.key}: answered ${answer.statusCode} without ${operation.code}`);
      } else {
        expect(parsed, operation.key).toEqual({
          code: 4033,
          message: 'You do not have permission to perform this action',
          description: `This call needs ${operation.code}`,
        });
      }
      if (before !== after) failures.push(`${operation.key}: row counts changed on a refused call`);
      if (recordBefore !== recordAfter)
        failures.push(`${operation.key}: the record changed on a refused call`);
      counts.refused++;
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 2xx (or a listed 4xx) to a role holding the code', async () => {
    const failures: string[] = [];
    for (const { operation, ids, body } of prepared) {
      if (operation.code.startsWith('biometrics:')) continue;
      if (Object.keys(ids).length > 0) counts.withIds++;
      await setCodes([operation.code, ...(EXTRA[operation.key]?.codes ?? [])]);
      const answer = await call(suite, operation, ids, body);
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        counts.positive2xx++;
        continue;
      }
      const listed = POSITIVE_4XX[operation.key];
      if (listed?.status === answer.statusCode) {
        counts.positive4xxListed++;
        continue;
      }
      failures.push(`${operation.key}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    const stale = Object.keys(POSITIVE_4XX).filter((key) => !byKey.has(key));
    expect(stale).toEqual([]);
  }, 300_000);

  afterAll(() => {
    console.log(
      [
        `permission suite: ${counts.operations} operations with a module:action declaration`,
        `  refused without their code (403, nothing changed): ${counts.refused}`,
        `  unrefusable (biometrics, spec §6): ${counts.unrefusable}`,
        `  positive controls: ${counts.positive2xx} 2xx, ${counts.positive4xxListed} listed 4xx (${counts.withIds} with a record’s id)`,
        ...Object.entries(POSITIVE_4XX).map(([key, { status, reason }]) => `    ${key} ${status}: ${reason}`),
        ...Object.entries(EXTRA).map(([key, { reason }]) => `    ${key} needs more: ${reason}`),
        ...unrefusable.map((line) => `    ${line}`),
      ].join('\n'),
    );
  });
});
