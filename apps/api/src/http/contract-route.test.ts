import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSION_CATALOGUE } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { contractOperations, fastifyPath, type ContractOperation } from '../openapi/operation-schema';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { createPortalUser, locationIdByCode, partnerIdByCode } from '../test/partner-session';
import { openTestDatabase } from '../test/test-database';
import { declarationOf } from './contract-route';
import { authHeaders, enterPartner, type Session } from '../test/sessions';

const notBuiltYetFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'not-built-yet.json');

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: { webDistDir: '/nonexistent-web-dist' }, database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const operation = (overrides: Partial<ContractOperation>): ContractOperation => ({
  method: 'POST',
  path: '/partner/v1/things/search',
  operationId: 'partnerThingsSearch',
  permission: 'services:list',
  security: ['partnerBearer'],
  ...overrides,
});

describe('access declarations in openapi/', () => {
  it('every operation of the contract declares a valid x-permission', () => {
    const problems: string[] = [];
    for (const op of contractOperations()) {
      try {
        declarationOf(op);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
    expect(contractOperations().length).toBeGreaterThan(100);
  });

  it('refuses an operation without a declaration', () => {
    expect(() => declarationOf(operation({ permission: undefined }))).toThrow(
      'POST /partner/v1/things/search (partnerThingsSearch) declares no x-permission in openapi/',
    );
  });

  it('refuses a permission that is not in the catalogue', () => {
    expect(() => declarationOf(operation({ permission: 'things:list' }))).toThrow(
      'declares x-permission things:list, which is not in the permission catalogue',
    );
    expect(() => declarationOf(operation({ permission: 'services:delete' }))).toThrow(
      'not in the permission catalogue',
    );
  });

  it('refuses module permissions outside the partner area, and public operations with a security scheme', () => {
    expect(() => declarationOf(operation({ path: '/system/v1/things', security: ['systemBearer'] }))).toThrow(
      'module permissions exist in the partner area only',
    );
    expect(() => declarationOf(operation({ permission: 'public' }))).toThrow(
      'is x-permission: public but has a security scheme',
    );
    expect(() => declarationOf(operation({ permission: 'signed-in', security: [] }))).toThrow(
      'needs exactly one security scheme',
    );
  });

  it('accepts x-session: partner-level on a partner-area operation and keeps it', () => {
    expect(declarationOf(operation({ session: 'partner-level' }))).toEqual({
      area: 'partner',
      permission: 'services:list',
      session: 'partner-level',
    });
    expect(declarationOf(operation({ permission: 'signed-in', session: 'partner-level' }))).toEqual({
      area: 'partner',
      permission: 'signed-in',
      session: 'partner-level',
    });
  });

  it('refuses an unknown x-session, and x-session outside the partner area', () => {
    for (const session of ['location-level', 'PARTNER-LEVEL', '', true, 1]) {
      expect(() => declarationOf(operation({ session }))).toThrow(
        `declares x-session ${String(session)}; known: partner-level`,
      );
    }
    expect(() =>
      declarationOf(
        operation({
          path: '/system/v1/things',
          permission: 'signed-in',
          security: ['systemBearer'],
          session: 'partner-level',
        }),
      ),
    ).toThrow('POST /system/v1/things (partnerThingsSearch): x-session exists in the partner area only');
    expect(() =>
      declarationOf(operation({ permission: 'public', security: [], session: 'partner-level' })),
    ).toThrow('x-session exists in the partner area only');
  });

  it('reads the area from the security scheme and keeps the permission', () => {
    expect(declarationOf(operation({}))).toEqual({ area: 'partner', permission: 'services:list' });
    expect(declarationOf(operation({ permission: 'public', security: [] }))).toEqual({
      area: null,
      permission: 'public',
    });
    expect(
      declarationOf(
        operation({ path: '/partner/v1/auths', permission: 'signed-in', security: ['userPortalBearer'] }),
      ),
    ).toEqual({ area: 'user-portal', permission: 'signed-in' });
  });
});

describe('the one place routes are registered', () => {
  it('refuses an API route added without contractRoute', async () => {
    const other = await buildApp({ config: { webDistDir: '/nonexistent-web-dist' }, database });
    try {
      expect(() => other.get('/partner/v1/roles/export', async () => ({ data: [] }))).toThrow(
        'GET /partner/v1/roles/export was registered without contractRoute',
      );
      expect(() =>
        other.route({ method: 'POST', url: '/system/v1/backdoor', handler: async () => ({}) }),
      ).toThrow('was registered without contractRoute');
    } finally {
      await other.close();
    }
  });

  it('has a handler for every operation of the contract except those listed as not built yet', () => {
    const notBuiltYet = JSON.parse(readFileSync(notBuiltYetFile, 'utf8')) as string[];
    const missing = contractOperations()
      .filter((op) => !app.hasRoute({ method: op.method as 'GET', url: fastifyPath(op.path) }))
      .map((op) => `${op.method} ${op.path}`);
    // Equality both ways: a new operation needs a handler or a line in the list, and a line whose operation now
    // has a handler must be deleted, so the list only shrinks.
    expect(missing.filter((op) => !notBuiltYet.includes(op))).toEqual([]);
    expect(notBuiltYet.filter((op) => !missing.includes(op))).toEqual([]);
  });
});

describe('partner-level operations (x-session: partner-level)', () => {
  let t: AuthTestApp;
  let atLocation: Session;
  let atPartner: Session;
  const partnerLevel = contractOperations().filter((op) => op.session === 'partner-level');

  beforeAll(async () => {
    t = await startAuthTestApp();
    const partnerId = await partnerIdByCode(t.database.db, 'acme');
    const downtownId = await locationIdByCode(t.database.db, 'acme-downtown');
    const permissions = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));
    // Every permission, so the one thing that can refuse the location session is the session declaration.
    const operator = await createPortalUser(t.database.db, {
      email: 'every.right@downtown.test',
      partnerId,
      locationId: downtownId,
      permissions,
    });
    atLocation = await enterPartner(t.app, operator.email, operator.password, partnerId, downtownId);
    const admin = await createPortalUser(t.database.db, {
      email: 'every.right@acme.test',
      partnerId,
      permissions,
    });
    atPartner = await enterPartner(t.app, admin.email, admin.password, partnerId);
  });
  afterAll(async () => {
    expect(t.contractMismatches).toEqual([]);
    await t.close();
  });

  const inject = (session: Session, op: ContractOperation) =>
    t.app.inject({
      method: op.method as 'POST',
      url: op.path.replace(/\{\w+\}/g, randomUUID()),
      headers: authHeaders(session),
      payload: {},
    });

  it("are declared in the contract (the partner's locations, services, groups, roles, settings and audit trail)", () => {
    expect(partnerLevel.map((op) => `${op.method} ${op.path}`)).toContain('POST /partner/v1/locations');
    expect(partnerLevel.length).toBeGreaterThanOrEqual(16);
  });

  it('refuse a location session holding every permission with 403 4033, before the handler reads the body', async () => {
    for (const op of partnerLevel) {
      const response = await inject(atLocation, op);
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(response.json(), `${op.method} ${op.path}`).toEqual({
        code: 4033,
        message: 'This is open to partner-level users only',
        description: 'Sign in to the partner itself, not one of its locations',
      });
    }
  });

  it('let a partner-level session through to the handler (the empty body is then judged: never this 403)', async () => {
    for (const op of partnerLevel) {
      const response = await inject(atPartner, op);
      expect(response.statusCode, `${op.method} ${op.path}: ${response.body}`).not.toBe(403);
    }
  });

  it('leave operations without the declaration open to location sessions', async () => {
    const search = contractOperations().find((op) => op.path === '/partner/v1/locations/search');
    if (!search) throw new Error('no location search in the contract');
    expect((await inject(atLocation, search)).statusCode).toBe(200);
  });
});
