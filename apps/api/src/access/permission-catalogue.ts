import {
  isKnownPermission,
  parsePermissionCode,
  PERMISSION_MODULE_TITLES,
  permissionTitle,
  withPartnerBiometrics,
  type Permission,
  type PermissionGroup,
  type PermissionModule,
  type PermissionSet,
} from '@ridgeline/domain';

// The catalogue and its titles live in libs/domain; the API only groups a role's codes for the sign-in answer.
export { isKnownPermission, PERMISSION_CATALOGUE, type PermissionGroup } from '@ridgeline/domain';

/** A role's codes as a permission set, plus biometrics in full (every partner and location user captures). */
export function partnerPermissionSet(codes: readonly string[]): PermissionSet {
  const byModule: Record<string, Permission[]> = {};
  for (const code of codes) {
    const parsed = parsePermissionCode(code);
    if (!parsed || !isKnownPermission(code)) continue;
    (byModule[parsed.module] ??= []).push({ code, title: permissionTitle(code) });
  }
  return withPartnerBiometrics(byModule);
}

/** A permission set grouped by module, with module titles, as the partner sign-in returns it. */
export function permissionGroups(set: PermissionSet): PermissionGroup[] {
  return Object.entries(set).map(([module, permissions]) => ({
    code: module,
    title: PERMISSION_MODULE_TITLES[module as PermissionModule],
    permissions: [...permissions],
  }));
}
