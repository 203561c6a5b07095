import { permissionCode, type PermissionCode } from './permission-code';
import { PERMISSION_MODULES, type PermissionModule } from './permission-set';

export type SidebarKind = 'partner' | 'location';

export type SidebarIcon =
  | 'home'
  | 'basic-info'
  | 'services'
  | 'locations'
  | 'appointments'
  | 'companies'
  | 'groups'
  | 'biometric'
  | 'reports'
  | 'fbi-rejects'
  | 'settings'
  | 'users'
  | 'roles'
  | 'audit';

export interface SidebarItem {
  label: string;
  /** Relative to the area root (`/partner/{partnerCode}` or `/location/{locationCode}`). */
  path: string;
  icon: SidebarIcon;
  /** `true` when the item is always shown. */
  right: PermissionCode | true;
}

// A feature's entry appears when the user may list it: a list page is where every entry lands.
const gated = (module: PermissionModule): PermissionCode => permissionCode(module, 'list');

const HOME: SidebarItem = { label: 'Home', path: '/dashboard', icon: 'home', right: true };
const SERVICES: SidebarItem = {
  label: 'Services',
  path: '/services',
  icon: 'services',
  right: gated(PERMISSION_MODULES.services),
};
const APPOINTMENTS: SidebarItem = {
  label: 'Appointments',
  path: '/appointment',
  icon: 'appointments',
  right: gated(PERMISSION_MODULES.appointments),
};
const BIOMETRIC: SidebarItem = {
  label: 'Biometric',
  path: '/biometric',
  icon: 'biometric',
  right: gated(PERMISSION_MODULES.biometrics),
};
const REPORTS: SidebarItem = {
  label: 'Reports',
  path: '/reports',
  icon: 'reports',
  right: gated(PERMISSION_MODULES.reports),
};
// Reject analytics (issue 28): where the FBI's Transaction Errors come from, for whoever may read the reports.
const FBI_REJECTS: SidebarItem = {
  label: 'FBI rejects',
  path: '/reject-analytics',
  icon: 'fbi-rejects',
  right: gated(PERMISSION_MODULES.reports),
};
const SETTINGS: SidebarItem = {
  label: 'Settings',
  path: '/settings',
  icon: 'settings',
  // Settings has no list: the page shows the settings in force, which reading them (detail) allows.
  right: permissionCode(PERMISSION_MODULES.settings, 'detail'),
};

// The partner's own audit trail (issue 18): who changed what, for those who may list the partner's users.
const AUDIT: SidebarItem = {
  label: 'Audit trail',
  path: '/audit',
  icon: 'audit',
  right: gated(PERMISSION_MODULES.users),
};

export const PARTNER_SIDEBAR: readonly SidebarItem[] = [
  HOME,
  SERVICES,
  { label: 'Locations', path: '/locations', icon: 'locations', right: gated(PERMISSION_MODULES.locations) },
  APPOINTMENTS,
  { label: 'Companies', path: '/companies', icon: 'companies', right: gated(PERMISSION_MODULES.companies) },
  {
    label: 'Groups & Prioritize',
    path: '/groups_prioritize',
    icon: 'groups',
    right: gated(PERMISSION_MODULES.groups),
  },
  BIOMETRIC,
  REPORTS,
  FBI_REJECTS,
  SETTINGS,
  AUDIT,
];

/** Locations, Companies and Groups exist only at partner level. */
export const LOCATION_SIDEBAR: readonly SidebarItem[] = [
  HOME,
  { label: 'Basic Info', path: '/basic-info', icon: 'basic-info', right: true },
  SERVICES,
  APPOINTMENTS,
  BIOMETRIC,
  REPORTS,
  FBI_REJECTS,
  SETTINGS,
];

const USERS: SidebarItem = {
  label: 'Users',
  path: '/user',
  icon: 'users',
  right: gated(PERMISSION_MODULES.users),
};

/**
 * The people screens (issue 12), below the spec's lists, which name no entry for them: users at both levels,
 * roles only at partner level (a location session never changes roles).
 */
export const PEOPLE_SIDEBAR: Readonly<Record<SidebarKind, readonly SidebarItem[]>> = {
  partner: [USERS, { label: 'Roles', path: '/roles', icon: 'roles', right: gated(PERMISSION_MODULES.roles) }],
  location: [USERS],
};

export function sidebarItems(kind: SidebarKind): readonly SidebarItem[] {
  return kind === 'partner' ? PARTNER_SIDEBAR : LOCATION_SIDEBAR;
}

/** Absolute link of an item, e.g. `/partner/acme/services`. */
export function sidebarHref(kind: SidebarKind, areaCode: string, item: SidebarItem): string {
  return `/${kind}/${encodeURIComponent(areaCode)}${item.path}`;
}
