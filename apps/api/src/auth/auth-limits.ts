const MINUTE = 60_000;

/** The session and lockout limits (CJIS Security Policy v6 AC-7, AC-11/AC-12; OWASP ASVS 5 level 2). */
export const AUTH_LIMITS = {
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  failedSignInsToLock: 5,
  failureWindowMs: 15 * MINUTE,
  lockMs: 30 * MINUTE,
  resetLinkMs: 30 * MINUTE,
  xsrfMs: 12 * 60 * MINUTE,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;
