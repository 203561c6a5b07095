import { PERMISSION_ACTION_TITLES } from './permission-catalogue';
import { PERMISSION_ACTIONS, permissionCode } from './permission-code';
import { PERMISSION_MODULES, type Permission, type PermissionSet } from './permission-set';

/**
 * Every partner or location user may capture biometrics, so partner sign-in always grants the module in full,
 * replacing whatever subset the server sent.
 */
export function withPartnerBiometrics(permissions: PermissionSet): PermissionSet {
  const module = PERMISSION_MODULES.biometrics;
  const biometrics: Permission[] = PERMISSION_ACTIONS.map((action) => ({
    code: permissionCode(module, action),
    title: PERMISSION_ACTION_TITLES[action],
  }));
  return { ...permissions, [module]: biometrics };
}
