export interface Permission {
  code: string;
  title: string;
}

/** Permissions as the partner sign-in returns them: grouped under their module code. */
export type PermissionSet = Readonly<Record<string, readonly Permission[]>>;

/** Module codes of the partner and location areas. */
export const PERMISSION_MODULES = {
  services: 'services',
  locations: 'locations',
  appointments: 'appointments',
  companies: 'companies',
  groups: 'groups',
  biometrics: 'biometrics',
  reports: 'reports',
  settings: 'settings',
  users: 'users',
  // Role management: a module of its own so that holding users rights does not let anyone rewrite roles.
  roles: 'roles',
  // Revealing a social security number: one action of its own, so seeing a record does not reveal its SSN.
  ssn: 'ssn',
} as const;

export type PermissionModule = (typeof PERMISSION_MODULES)[keyof typeof PERMISSION_MODULES];
