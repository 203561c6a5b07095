/** Browser storage keys of the sessions (spec §9: system, user portal and partner sessions, logout events). */
export const STORAGE_KEYS = {
  system: 'ridgeline.session.system',
  userPortal: 'ridgeline.session.user-portal',
  /** One partner or location session per code, all under one key: `{ "partner:acme": {...} }`. */
  partner: 'ridgeline.session.partner',
  /** The e-mail of the last system sign-in, used to sign in again after the enforced password change. */
  systemUser: 'ridgeline.system-user',
  /** A random value written by a manual logout; other tabs see it change and end their session too. */
  logout: 'ridgeline.logout',
  xsrf: 'ridgeline.xsrf',
} as const;
