/*
 * Every screen of every portal, for the accessibility scan (accessibility.spec.ts).
 *
 * When you add a screen, add it here: its name, the session it needs, its address (a function when the address
 * holds ids or codes of the demo data) and, when the page shows its data after loading, the level-one heading
 * or a text to wait for. The scan signs in once per session kind and visits the screens in order; a screen that
 * needs data of its own (a detail page) takes the address of something the demo data holds, or something a
 * screen before it in the list created. Also list a new sidebar screen in apps/web/src/features/layout/screens.ts.
 */

export type ScreenSession =
  /** Nobody signed in. */
  | 'none'
  /** The system newcomer, still holding the e-mailed password. */
  | 'enforced'
  /** The system administrator. */
  | 'system'
  /** The location operator in the user portal (/). */
  | 'userPortal'
  /** The partner administrator inside the Acme partner portal. */
  | 'partner'
  /** The location operator inside the Downtown location portal. */
  | 'location';

/** Ids of the demo data that addresses need. */
export interface DemoIds {
  partnerId: string;
  downtownId: string;
}

export interface Screen {
  name: string;
  session: ScreenSession;
  path: string | ((ids: DemoIds) => string);
  /** The level-one heading the loaded screen shows (waited for before the scan). */
  heading: string | RegExp;
}

/** A screen as a row: its name, its address and the heading it shows once loaded. */
type ScreenRow = readonly [name: string, path: Screen['path'], heading: Screen['heading']];

/** The screens by the session they need, in the order the scan visits them. */
const SCREENS_BY_SESSION: Record<ScreenSession, readonly ScreenRow[]> = {
  // Signed out
  none: [
    ['sign-in', '/auth/login', 'Ridgeline'],
    ['forgot password', '/auth/forgot-password', 'Forgot password'],
    ['reset password', '/auth/reset-password?token=scan-token', 'Reset password'],
    ['unlock account', '/auth/unlock?area=system&token=scan-token', 'Unlock your account'],
    ['system sign-in', '/system/auth/login', 'System administration'],
    ['system forgot password', '/system/auth/forgot-password', 'Forgot password'],
    ['system reset password', '/system/auth/reset-password?token=scan-token', 'Reset password'],
    ['partner sign-in', ({ partnerId }) => `/partner/acme/${partnerId}/auth`, 'Acme Fingerprinting LLC'],
    [
      'location sign-in',
      ({ partnerId, downtownId }) => `/partner/acme/${partnerId}/location/acme-downtown/${downtownId}/auth`,
      'Acme Downtown Live Scan Center',
    ],
    [
      'missing branded sign-in',
      '/partner/acme/00000000-0000-4000-8000-000000000000/auth',
      'This page does not exist',
    ],
    ['generic error page', '/errors/404', '404'],
    ['invalid invitation', '/invitation?token=x', 'Invitation'],
  ],
  // The forced password change
  enforced: [['enforced password change', '/system/enforce-password', 'Reset Password Form']],
  // System administration
  system: [
    ['system dashboard', '/system/dashboard', 'Dashboard'],
    ['system profile', '/system/profile/basic-info', 'Basic Info'],
    ['system change password', '/system/change-password', 'Reset Password Form'],
    ['system settings', '/system/settings', 'Settings'],
    ['system partners', '/system/partners', 'Partners'],
    ['deliveries', '/system/deliveries', 'Deliveries'],
    ['system FBI rejects', '/system/reject-analytics', 'FBI rejects'],
    ['system new partner', '/system/partners/new', 'Add Partner'],
    ['system partner detail', ({ partnerId }) => `/system/partners/${partnerId}`, 'Acme Fingerprinting LLC'],
    ['system printer settings', '/system/settings?tab=printer', 'Settings'],
    ['system biometric settings', '/system/settings?tab=biometric', 'Settings'],
    ['system security settings', '/system/settings?tab=security', 'Settings'],
    ['system security', '/system/security', 'Security'],
    ['system audit trail', '/system/audit', 'Audit trail'],
    ['system users', '/system/users', 'System Users'],
    ['system new user', '/system/users/new', 'Add User'],
    ['master data', '/system/master-data', 'Master Data'],
    ['master data grouped lists', '/system/master-data?tab=grouped', 'Master Data'],
    ['system services', '/system/catalogue/services', 'Services'],
    ['system ORIs', '/system/catalogue/oris', 'ORIs'],
    ['payment modes', '/system/catalogue/payment-modes', 'Payment Modes'],
    ['terms and conditions', '/system/catalogue/terms', 'Terms and Conditions'],
    ['system unknown address', '/system/no-such-screen', '404'],
  ],
  // User portal
  userPortal: [
    ['user portal index', '/', 'Your partners and locations'],
    ['user change password', '/change-password', 'Reset Password Form'],
    ['user security', '/security', 'Security'],
  ],
  // Partner portal
  partner: [
    ['partner dashboard', '/partner/acme/dashboard', 'Dashboard'],
    ['partner settings', '/partner/acme/settings', 'Partner Settings'],
    ['partner users', '/partner/acme/user', 'Users'],
    ['partner invited users', '/partner/acme/user?tab=invited', 'Users'],
    ['partner audit trail', '/partner/acme/audit', 'Audit trail'],
    ['partner locations', '/partner/acme/locations', 'Locations'],
    ['partner map of locations', '/partner/acme/locations/map', 'Map of locations'],
    ['partner new location', '/partner/acme/locations/create', 'Add Location'],
    [
      'partner location detail',
      ({ downtownId }) => `/partner/acme/locations/detail/${downtownId}`,
      'Downtown',
    ],
    [
      'partner modify location',
      ({ downtownId }) => `/partner/acme/locations/modify/${downtownId}`,
      'Downtown',
    ],
    ['partner companies', '/partner/acme/companies', 'Companies'],
    ['partner new company', '/partner/acme/companies/create', 'Add Company'],
    ['partner users permissions', '/partner/acme/user?tab=permissions', 'Users'],
    ['partner roles', '/partner/acme/roles', 'Roles'],
    ['partner new role', '/partner/acme/roles/new', 'Add Role'],
    ['partner appointments', '/partner/acme/appointment', 'Appointments'],
    ['partner biometric list', '/partner/acme/biometric', 'Biometric'],
    ['partner services', '/partner/acme/services', 'Services'],
    ['partner new service', '/partner/acme/services/create', 'Add Service'],
    ['partner groups and priority', '/partner/acme/groups_prioritize', 'Groups & Prioritize'],
    ['partner new group', '/partner/acme/groups_prioritize/create', 'Add Group'],
    ['partner reports', '/partner/acme/reports', 'Reports'],
    ['partner biometric report', '/partner/acme/reports?type=biometric&byAppointmentDate=true', 'Reports'],
    ['partner FBI rejects', '/partner/acme/reject-analytics?bucket=week', 'FBI rejects'],
    ['partner new capture', '/partner/acme/biometric-detail/new', 'New capture'],
    ['partner error page', '/partner/acme/errors/404', '404'],
  ],
  // Location portal
  location: [
    ['partner forbidden page', '/partner/acme/errors/403', '403'],
    ['location dashboard', '/location/acme-downtown/dashboard', 'Dashboard'],
    ['location basic info', '/location/acme-downtown/basic-info', 'Basic Info'],
    ['location settings', '/location/acme-downtown/settings', 'Location Settings'],
    ['location appointments', '/location/acme-downtown/appointment', 'Appointments'],
    ['location reports', '/location/acme-downtown/reports', 'Reports'],
    ['location FBI rejects', '/location/acme-downtown/reject-analytics', 'FBI rejects'],
    ['location biometric list', '/location/acme-downtown/biometric', 'Biometric'],
    ['location services', '/location/acme-downtown/services', 'Services'],
    ['location new capture', '/location/acme-downtown/biometric-detail/new', 'New capture'],
    ['location error page', '/location/acme-downtown/errors/404', '404'],
  ],
};

export const SCREENS: readonly Screen[] = Object.entries(SCREENS_BY_SESSION).flatMap(([session, rows]) =>
  rows.map(([name, path, heading]) => ({ name, session: session as ScreenSession, path, heading })),
);

/** The address of a screen in the demo data. */
export function screenPath(screen: Screen, ids: DemoIds): string {
  return typeof screen.path === 'string' ? screen.path : screen.path(ids);
}
