import {
  PERMISSION_ACTIONS,
  PERMISSION_MODULES,
  parsePermissionCode,
  permissionCode,
  withPartnerBiometrics,
  type Permission,
  type PermissionSet,
} from '@ridgeline/domain';

const MODULE_TITLES: Record<string, string> = {
  [PERMISSION_MODULES.services]: 'Services',
  [PERMISSION_MODULES.locations]: 'Locations',
  [PERMISSION_MODULES.appointments]: 'Appointments',
  [PERMISSION_MODULES.companies]: 'Companies',
  [PERMISSION_MODULES.groups]: 'Groups & Prioritize',
  [PERMISSION_MODULES.biometrics]: 'Biometric',
  [PERMISSION_MODULES.reports]: 'Reports',
  [PERMISSION_MODULES.settings]: 'Settings',
  [PERMISSION_MODULES.users]: 'Users',
};

const ACTION_TITLES = { create: 'Create', modify: 'Modify', list: 'List', detail: 'Detail' } as const;

export interface PermissionGroup {
  code: string;
  title: string;
  permissions: Permission[];
}

/** Every permission a role may hold: each module of the partner and location areas with the four actions. */
export const PERMISSION_CATALOGUE: PermissionGroup[] = Object.values(PERMISSION_MODULES).map((module) => ({
  code: module,
  title: MODULE_TITLES[module] ?? module,
  permissions: PERMISSION_ACTIONS.map((action) => ({
    code: permissionCode(module, action),
    title: ACTION_TITLES[action],
  })),
}));

const KNOWN_CODES = new Set(PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code)));

export function isKnownPermission(code: string): boolean {
  return KNOWN_CODES.has(code);
}

/** A role's codes grouped by module, plus biometrics in full (every partner and location user captures). */
export function partnerPermissions(codes: readonly string[]): PermissionGroup[] {
  const byModule: Record<string, Permission[]> = {};
  for (const code of codes) {
    const parsed = parsePermissionCode(code);
    if (!parsed || !isKnownPermission(code)) continue;
    const title = ACTION_TITLES[parsed.action as keyof typeof ACTION_TITLES] ?? parsed.action;
    (byModule[parsed.module] ??= []).push({ code, title });
  }
  const set: PermissionSet = withPartnerBiometrics(byModule);
  return Object.entries(set).map(([module, permissions]) => ({
    code: module,
    title: MODULE_TITLES[module] ?? module,
    permissions: [...permissions],
  }));
}
