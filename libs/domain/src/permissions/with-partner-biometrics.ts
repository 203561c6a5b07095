import { PERMISSION_ACTIONS, permissionCode } from './permission-code';
import { PERMISSION_MODULES, type Permission, type PermissionSet } from './permission-set';

const TITLES = { create: 'Create', modify: 'Modify', list: 'List', detail: 'Detail' } as const;

/**
 * Every partner or location user may capture biometrics, so partner sign-in always grants the module in full,
 * replacing whatever subset the server sent.
 */
export function withPartnerBiometrics(permissions: PermissionSet): PermissionSet {
  const module = PERMISSION_MODULES.biometrics;
  const biometrics: Permission[] = PERMISSION_ACTIONS.map((action) => ({
    code: permissionCode(module, action),
    title: TITLES[action],
  }));
  return { ...permissions, [module]: biometrics };
}
