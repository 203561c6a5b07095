/**
 * The declaration test (issue 24): every partner-area operation's `x-permission` is pinned, module and action, from
 * its path, so a swapped declaration fails here even where the permission suite cannot see it (it reads the same
 * declaration it checks). The resource names the module; the action is
 * - list: a search, a list or a download of a search (`…/search`, `…/search/all`, `…/list`, `…/download`);
 * - detail: reading one (a GET, `…/search/{id}` included);
 * - create: a POST to the resource itself, or an invitation;
 * - modify: changing, deleting and state changes (PUT, DELETE, any other POST).
 * Deliberate exceptions are listed below with their reason; a stale exception fails too.
 */
import { parsePermissionCode } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { backendContract } from '../test/contract-document';
import { contractOperations } from '../openapi/operation-schema';

/** Path segments that name a module's resource (the last one in the path wins: `locations/services` → services). */
const RESOURCE_MODULE: Record<string, string> = {
  appointments: 'appointments',
  biometrics: 'biometrics',
  company: 'companies',
  groups: 'groups',
  'group-services': 'groups',
  'location-setting': 'settings',
  locations: 'locations',
  reports: 'reports',
  roles: 'roles',
  services: 'services',
  setting: 'settings',
  users: 'users',
};

/** Operations declared otherwise on purpose: the declaration and why. */
const EXCEPTIONS: Record<string, { permission: string; reason: string }> = {
  'GET /partner/v1/appointments/slots': {
    permission: 'appointments:create',
    reason: 'the open slots are read to book one: whoever may book may see them, and nobody else needs them',
  },
  'GET /partner/v1/appointments/dashboard': {
    permission: 'appointments:list',
    reason: 'the dashboard lists the day’s appointments (a list, though a GET without an id)',
  },
  'POST /partner/v1/audit-logs/search': {
    permission: 'users:list',
    reason: 'the partner’s audit trail is read by those who manage its people (spec §6 has no audit module)',
  },
  'POST /partner/v1/locations/services': {
    permission: 'services:modify',
    reason:
      'assigning partner services to a location changes which services the location offers (no new record)',
  },
  'GET /partner/v1/appointments/security-detail/{id}': {
    permission: 'ssn:detail',
    reason: 'revealing an SSN is its own right, "Reveal SSN" (issue 26); appointments:detail is checked too',
  },
  'GET /partner/v1/biometrics/security-detail/{id}': {
    permission: 'ssn:detail',
    reason: 'revealing an SSN is its own right, "Reveal SSN" (issue 26): the biometrics module is everyone’s',
  },
};

interface Expected {
  module: string | null;
  action: string;
}

function expectedOf(method: string, path: string): Expected {
  const segments = path
    .replace(/^\/partner\/v1\//, '')
    .split('/')
    .filter(Boolean);
  const resources = segments.filter((segment) => RESOURCE_MODULE[segment]);
  const resource = resources.at(-1);
  const module = resource ? (RESOURCE_MODULE[resource] ?? null) : null;
  const named = segments.filter((segment) => !segment.startsWith('{'));
  const last = named[named.length - 1] ?? '';
  const searchIndex = segments.indexOf('search');
  if (searchIndex >= 0 && segments[searchIndex + 1]?.startsWith('{')) return { module, action: 'detail' };
  if (searchIndex >= 0 || last === 'list' || last === 'download') return { module, action: 'list' };
  if (method === 'GET') return { module, action: 'detail' };
  if (
    method === 'POST' &&
    (RESOURCE_MODULE[last] === module || last === 'invite') &&
    segments.at(-1) === last
  ) {
    return { module, action: 'create' };
  }
  return { module, action: 'modify' };
}

const declared = contractOperations().filter(
  (operation) => operation.path.startsWith('/partner/') && parsePermissionCode(operation.permission ?? ''),
);

describe('permission declarations', () => {
  it('pins module and action of every partner-area operation from its path', () => {
    const wrong: string[] = [];
    for (const operation of declared) {
      const key = `${operation.method} ${operation.path}`;
      const exception = EXCEPTIONS[key];
      if (exception) {
        if (operation.permission !== exception.permission) {
          wrong.push(`${key} declares ${operation.permission}; its exception says ${exception.permission}`);
        }
        continue;
      }
      const { module, action } = expectedOf(operation.method, operation.path);
      if (!module) {
        wrong.push(`${key}: no module for its path (add its resource to RESOURCE_MODULE or an exception)`);
        continue;
      }
      if (operation.permission !== `${module}:${action}`) {
        wrong.push(`${key} declares ${operation.permission}, its path says ${module}:${action}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(declared.length).toBeGreaterThan(50);
  });

  it('lists no stale exception', () => {
    const keys = new Set(declared.map((operation) => `${operation.method} ${operation.path}`));
    const stale = Object.entries(EXCEPTIONS)
      .filter(([key, exception]) => {
        const [method = '', path = ''] = key.split(' ');
        const { module, action } = expectedOf(method, path);
        return !keys.has(key) || `${module}:${action}` === exception.permission;
      })
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('derives the actions the issue names', () => {
    expect(expectedOf('POST', '/partner/v1/roles/search')).toEqual({ module: 'roles', action: 'list' });
    expect(expectedOf('GET', '/partner/v1/roles/search/{id}')).toEqual({ module: 'roles', action: 'detail' });
    expect(expectedOf('POST', '/partner/v1/roles')).toEqual({ module: 'roles', action: 'create' });
    expect(expectedOf('PUT', '/partner/v1/roles/{id}')).toEqual({ module: 'roles', action: 'modify' });
    expect(expectedOf('POST', '/partner/v1/users/invite')).toEqual({ module: 'users', action: 'create' });
    expect(expectedOf('POST', '/partner/v1/users/revoke-access')).toEqual({
      module: 'users',
      action: 'modify',
    });
    expect(expectedOf('DELETE', '/partner/v1/groups')).toEqual({ module: 'groups', action: 'modify' });
  });
});

describe('public booking declarations (issue 29)', () => {
  const publicOperations = contractOperations().filter((operation) => operation.path.startsWith('/public/'));

  it('declares every operation under /public/ public, with no security scheme and the limiter’s 429', () => {
    const paths = backendContract['paths'] as Record<string, Record<string, { responses?: object }>>;
    const wrong = publicOperations
      .filter(
        (operation) =>
          operation.permission !== 'public' ||
          operation.security.length > 0 ||
          !('429' in (paths[operation.path]?.[operation.method.toLowerCase()]?.responses ?? {})),
      )
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(publicOperations.length).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
  });
});

it('prints its counts', () => {
  console.log(
    `permission declarations: ${declared.length} partner-area operations with a module:action, ` +
      `${Object.keys(EXCEPTIONS).length} exceptions with their reason`,
  );
});
