import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { contractOperations, fastifyPath, type ContractOperation } from '../openapi/operation-schema';
import { openTestDatabase } from '../test/test-database';
import { declarationOf } from './contract-route';

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
