const MINUTE = 60_000;

/** The session and lockout limits (CJIS Security Policy v6 AC-7, AC-11/AC-12; OWASP ASVS 5 level 2). */
export const AUTH_LIMITS = {
  idleMs: 30 * MINUTE,
  /**
   * A session's activity is written at most this often. Reads then cost no write; the idle limit counts from the
   * last written activity, so a session can end up to a minute early but never later than 30 minutes after its
   * last call (CJIS AC-11/AC-12 set a ceiling, not a floor).
   */
  activityWriteMs: MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  failedSignInsToLock: 5,
  failureWindowMs: 15 * MINUTE,
  lockMs: 30 * MINUTE,
  resetLinkMs: 30 * MINUTE,
  /** Failed sign-ins from one source (across accounts) within `failureWindowMs` after which each attempt waits. */
  sourceFailuresToSlow: 20,
  /** The wait of the first slowed attempt, doubling with each further failure, up to `sourceMaxDelayMs`. */
  sourceBaseDelayMs: 1000,
  sourceMaxDelayMs: 30_000,
  xsrfMs: 12 * 60 * MINUTE,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;
