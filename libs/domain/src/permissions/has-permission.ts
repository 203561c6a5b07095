import { parsePermissionCode, type PermissionCode } from './permission-code';
import type { PermissionSet } from './permission-set';

/**
 * A literal `true` stands for "no right needed". Otherwise the full code must be listed under its own module;
 * a code filed under another module does not count.
 */
export function hasPermission(permissions: PermissionSet, code: PermissionCode | true): boolean {
  if (code === true) return true;
  const parsed = parsePermissionCode(code);
  if (!parsed) return false;
  const granted = permissions[parsed.module] ?? [];
  return granted.some((permission) => permission.code === code);
}
