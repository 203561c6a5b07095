/** The seeded demo sign-ins (docs/demo-sign-ins.txt). Each journey uses its own, so their order does not matter. */
export const DEMO = {
  /** Locked by the lockout journey. */
  systemAdmin: { email: 'admin@ridgeline.test', password: 'Ridgeline-Admin-2026' },
  /** Holds an e-mailed password; changed by the enforced-change journey. */
  systemNewcomer: { email: 'newcomer@ridgeline.test', password: 'Emailed-Start-4821' },
  /** Resets the password in the forgot-password journey. */
  partnerAdmin: { email: 'partner.admin@ridgeline.test', password: 'Acme-Partner-2026' },
  /** Signs in only: portal, cross-tab logout and expiry journeys. */
  locationOperator: { email: 'operator@ridgeline.test', password: 'Acme-Operator-2026' },
  /** The second partner's administrator and location operator (Birch): sign in only, in the two-tenants journey. */
  birchAdmin: { email: 'birch.admin@ridgeline.test', password: 'Birch-Partner-2026' },
  birchOperator: { email: 'birch.operator@ridgeline.test', password: 'Birch-Operator-2026' },
  /** Users and roles of Acme only (apps/api/src/seed/people-demo-data.ts): the people journeys. */
  peopleManager: { email: 'manager@ridgeline.test', password: 'Acme-Manager-2026' },
} as const;

export const USER_SESSION_KEY = 'ridgeline.session.user-portal';
export const SESSION_EXPIRED = 'Your session has expired due to inactivity. Please login again';
export const PASSWORD_CHANGED = 'Password changed successfully';
