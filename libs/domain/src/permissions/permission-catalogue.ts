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

/** Every permission a role may hold: each module of the partner and location areas with the four actions. */
export const PERMISSION_CATALOGUE: readonly PermissionGroup[] = Object.values(PERMISSION_MODULES).map(
  (module) => ({
    code: module,
    title: PERMISSION_MODULE_TITLES[module],
    permissions: PERMISSION_ACTIONS.map((action) => ({
      code: permissionCode(module, action),
      title: PERMISSION_ACTION_TITLES[action],
    })),
  }),
);

const KNOWN_CODES: ReadonlySet<string> = new Set(
  PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((permission) => permission.code)),
);

/** True for a `module:action` code of the catalogue. */
export function isKnownPermission(code: string): boolean {
  return KNOWN_CODES.has(code);
}
