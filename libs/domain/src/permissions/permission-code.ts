export const PERMISSION_ACTIONS = ['create', 'modify', 'list', 'detail'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** `module-code:permission-code`, e.g. `biometrics:list`. */
export type PermissionCode = `${string}:${string}`;

export function permissionCode(module: string, action: PermissionAction): PermissionCode {
  return `${module}:${action}`;
}

export interface ParsedPermissionCode {
  module: string;
  action: string;
}

/** Splits at the first colon; null when either part is missing. */
export function parsePermissionCode(code: string): ParsedPermissionCode | null {
  const separator = code.indexOf(':');
  if (separator <= 0 || separator === code.length - 1) return null;
  return { module: code.slice(0, separator), action: code.slice(separator + 1) };
}
