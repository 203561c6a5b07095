import { PERMISSION_ACTIONS, permissionCode, type PermissionAction } from './permission-code';
import { PERMISSION_MODULES, type Permission, type PermissionModule } from './permission-set';

/** The one place permission titles are written; the API's catalogue and the web's role form both read it. */
export const PERMISSION_MODULE_TITLES: Readonly<Record<PermissionModule, string>> = {
  services: 'Services',
  locations: 'Locations',
  appointments: 'Appointments',
  companies: 'Companies',
  groups: 'Groups & Prioritize',
  biometrics: 'Biometric',
  reports: 'Reports',
  settings: 'Settings',
  users: 'Users',
  roles: 'Roles',
  ssn: 'SSN',
};

export const PERMISSION_ACTION_TITLES: Readonly<Record<PermissionAction, string>> = {
  create: 'Create',
  modify: 'Modify',
  list: 'List',
  detail: 'Detail',
};

export interface PermissionGroup {
  code: string;
  title: string;
  permissions: Permission[];
}

/** Modules that hold fewer than the four actions, and the titles that say more than the action's name. */
const MODULE_ACTIONS: Partial<Record<PermissionModule, readonly PermissionAction[]>> = { ssn: ['detail'] };
const PERMISSION_TITLES: Readonly<Record<string, string>> = { 'ssn:detail': 'Reveal SSN' };

/**
 * Every permission a role may hold: each module of the partner and location areas with the four actions, but
 * `ssn`, which holds only `ssn:detail` ("Reveal SSN": both security-detail calls need it, issue 26).
 */
export const PERMISSION_CATALOGUE: readonly PermissionGroup[] = Object.values(PERMISSION_MODULES).map(
  (module) => ({
    code: module,
    title: PERMISSION_MODULE_TITLES[module],
    permissions: (MODULE_ACTIONS[module] ?? PERMISSION_ACTIONS).map((action) => {
      const code = permissionCode(module, action);
      return { code, title: PERMISSION_TITLES[code] ?? PERMISSION_ACTION_TITLES[action] };
    }),
  }),
);

const TITLES: ReadonlyMap<string, string> = new Map(
  PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => [p.code, p.title] as const)),
);

/** The catalogue's title of a permission code ('' for a code it does not know). */
export function permissionTitle(code: string): string {
  return TITLES.get(code) ?? '';
}

const KNOWN_CODES: ReadonlySet<string> = new Set(
  PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((permission) => permission.code)),
);

/** True for a `module:action` code of the catalogue. */
export function isKnownPermission(code: string): boolean {
  return KNOWN_CODES.has(code);
}
