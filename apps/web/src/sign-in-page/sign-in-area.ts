import type { SessionArea } from '../features/session/session-types';

/** The paths the sign-in entry serves (the API and the dev server send sign-in.html for these). */
export const SIGN_IN_PATHS = { userPortal: '/auth/login', system: '/system/auth/login' } as const;

/** The area whose sign-in page the path is: system administrators under /system, everyone else the user portal. */
export function signInArea(pathname: string): SessionArea {
  return pathname.replace(/\/+$/, '') === SIGN_IN_PATHS.system ? 'system' : 'userPortal';
}
