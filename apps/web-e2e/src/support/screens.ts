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

export const SCREENS: readonly Screen[] = [
  // Signed out
  { name: 'sign-in', session: 'none', path: '/auth/login', heading: 'Ridgeline' },
  { name: 'forgot password', session: 'none', path: '/auth/forgot-password', heading: 'Forgot password' },
  {
    name: 'reset password',
    session: 'none',
    path: '/auth/reset-password?token=scan-token',
    heading: 'Reset password',
  },
  {
    name: 'unlock account',
    session: 'none',
    path: '/auth/unlock?area=system&token=scan-token',
    heading: 'Unlock your account',
  },
  { name: 'system sign-in', session: 'none', path: '/system/auth/login', heading: 'System administration' },
  {
    name: 'system forgot password',
    session: 'none',
    path: '/system/auth/forgot-password',
    heading: 'Forgot password',
  },
  {
    name: 'system reset password',
    session: 'none',
    path: '/system/auth/reset-password?token=scan-token',
    heading: 'Reset password',
  },
  {
    name: 'partner sign-in',
    session: 'none',
    path: ({ partnerId }) => `/partner/acme/${partnerId}/auth`,
    heading: 'Acme Fingerprinting LLC',
  },
  {
    name: 'location sign-in',
    session: 'none',
    path: ({ partnerId, downtownId }) =>
      `/partner/acme/${partnerId}/location/acme-downtown/${downtownId}/auth`,
    heading: 'Acme Downtown Live Scan Center',
  },
  {
    name: 'missing branded sign-in',
    session: 'none',
    path: '/partner/acme/00000000-0000-4000-8000-000000000000/auth',
    heading: 'This page does not exist',
  },
  { name: 'generic error page', session: 'none', path: '/errors/404', heading: '404' },
  { name: 'invalid invitation', session: 'none', path: '/invitation?token=x', heading: 'Invitation' },

  // The forced password change
  {
    name: 'enforced password change',
    session: 'enforced',
    path: '/system/enforce-password',
    heading: 'Reset Password Form',
  },

  // System administration
  { name: 'system dashboard', session: 'system', path: '/system/dashboard', heading: 'Dashboard' },
  { name: 'system profile', session: 'system', path: '/system/profile/basic-info', heading: 'Basic Info' },
  {
    name: 'system change password',
    session: 'system',
    path: '/system/change-password',
    heading: 'Reset Password Form',
  },
  { name: 'system settings', session: 'system', path: '/system/settings', heading: 'Settings' },
  { name: 'system partners', session: 'system', path: '/system/partners', heading: 'Partners' },
  { name: 'deliveries', session: 'system', path: '/system/deliveries', heading: 'Deliveries' },
  { name: 'system new partner', session: 'system', path: '/system/partners/new', heading: 'Add Partner' },
  {
    name: 'system partner detail',
    session: 'system',
    path: ({ partnerId }) => `/system/partners/${partnerId}`,
    heading: 'Acme Fingerprinting LLC',
  },
  {
    name: 'system printer settings',
    session: 'system',
    path: '/system/settings?tab=printer',
    heading: 'Settings',
  },
  {
    name: 'system biometric settings',
    session: 'system',
    path: '/system/settings?tab=biometric',
    heading: 'Settings',
  },
  {
    name: 'system security settings',
    session: 'system',
    path: '/system/settings?tab=security',
    heading: 'Settings',
  },
  { name: 'system security', session: 'system', path: '/system/security', heading: 'Security' },
  { name: 'system audit trail', session: 'system', path: '/system/audit', heading: 'Audit trail' },
  { name: 'system users', session: 'system', path: '/system/users', heading: 'System Users' },
  { name: 'system new user', session: 'system', path: '/system/users/new', heading: 'Add User' },
  { name: 'master data', session: 'system', path: '/system/master-data', heading: 'Master Data' },
  {
    name: 'master data grouped lists',
    session: 'system',
    path: '/system/master-data?tab=grouped',
    heading: 'Master Data',
  },
  { name: 'system services', session: 'system', path: '/system/catalogue/services', heading: 'Services' },
  { name: 'system ORIs', session: 'system', path: '/system/catalogue/oris', heading: 'ORIs' },
  {
    name: 'payment modes',
    session: 'system',
    path: '/system/catalogue/payment-modes',
    heading: 'Payment Modes',
  },
  {
    name: 'terms and conditions',
    session: 'system',
    path: '/system/catalogue/terms',
    heading: 'Terms and Conditions',
  },
  { name: 'system unknown address', session: 'system', path: '/system/no-such-screen', heading: '404' },

  // User portal
  { name: 'user portal index', session: 'userPortal', path: '/', heading: 'Your partners and locations' },
  {
    name: 'user change password',
    session: 'userPortal',
    path: '/change-password',
    heading: 'Reset Password Form',
  },

  { name: 'user security', session: 'userPortal', path: '/security', heading: 'Security' },

  // Partner portal
  { name: 'partner dashboard', session: 'partner', path: '/partner/acme/dashboard', heading: 'Dashboard' },
  {
    name: 'partner settings',
    session: 'partner',
    path: '/partner/acme/settings',
    heading: 'Partner Settings',
  },
  { name: 'partner users', session: 'partner', path: '/partner/acme/user', heading: 'Users' },
  {
    name: 'partner invited users',
    session: 'partner',
    path: '/partner/acme/user?tab=invited',
    heading: 'Users',
  },
  { name: 'partner audit trail', session: 'partner', path: '/partner/acme/audit', heading: 'Audit trail' },
  { name: 'partner locations', session: 'partner', path: '/partner/acme/locations', heading: 'Locations' },
  {
    name: 'partner map of locations',
    session: 'partner',
    path: '/partner/acme/locations/map',
    heading: 'Map of locations',
  },
  {
    name: 'partner new location',
    session: 'partner',
    path: '/partner/acme/locations/create',
    heading: 'Add Location',
  },
  {
    name: 'partner location detail',
    session: 'partner',
    path: ({ downtownId }) => `/partner/acme/locations/detail/${downtownId}`,
    heading: 'Downtown',
  },
  {
    name: 'partner modify location',
    session: 'partner',
    path: ({ downtownId }) => `/partner/acme/locations/modify/${downtownId}`,
    heading: 'Downtown',
  },
  { name: 'partner companies', session: 'partner', path: '/partner/acme/companies', heading: 'Companies' },
  {
    name: 'partner new company',
    session: 'partner',
    path: '/partner/acme/companies/create',
    heading: 'Add Company',
  },
  {
    name: 'partner users permissions',
    session: 'partner',
    path: '/partner/acme/user?tab=permissions',
    heading: 'Users',
  },
  { name: 'partner roles', session: 'partner', path: '/partner/acme/roles', heading: 'Roles' },
  { name: 'partner new role', session: 'partner', path: '/partner/acme/roles/new', heading: 'Add Role' },
  {
    name: 'partner appointments',
    session: 'partner',
    path: '/partner/acme/appointment',
    heading: 'Appointments',
  },
  {
    name: 'partner biometric list',
    session: 'partner',
    path: '/partner/acme/biometric',
    heading: 'Biometric',
  },
  { name: 'partner services', session: 'partner', path: '/partner/acme/services', heading: 'Services' },
  {
    name: 'partner new service',
    session: 'partner',
    path: '/partner/acme/services/create',
    heading: 'Add Service',
  },
  {
    name: 'partner groups and priority',
    session: 'partner',
    path: '/partner/acme/groups_prioritize',
    heading: 'Groups & Prioritize',
  },
  {
    name: 'partner new group',
    session: 'partner',
    path: '/partner/acme/groups_prioritize/create',
    heading: 'Add Group',
  },
  { name: 'partner reports', session: 'partner', path: '/partner/acme/reports', heading: 'Reports' },
  {
    name: 'partner biometric report',
    session: 'partner',
    path: '/partner/acme/reports?type=biometric&byAppointmentDate=true',
    heading: 'Reports',
  },
  {
    name: 'partner new capture',
    session: 'partner',
    path: '/partner/acme/biometric-detail/new',
    heading: 'New capture',
  },
  {
    name: 'partner forbidden page',
    session: 'location',
    path: '/partner/acme/errors/403',
    heading: '403',
  },
  { name: 'partner error page', session: 'partner', path: '/partner/acme/errors/404', heading: '404' },

  // Location portal
  {
    name: 'location dashboard',
    session: 'location',
    path: '/location/acme-downtown/dashboard',
    heading: 'Dashboard',
  },
  {
    name: 'location basic info',
    session: 'location',
    path: '/location/acme-downtown/basic-info',
    heading: 'Basic Info',
  },
  {
    name: 'location settings',
    session: 'location',
    path: '/location/acme-downtown/settings',
    heading: 'Location Settings',
  },
  {
    name: 'location appointments',
    session: 'location',
    path: '/location/acme-downtown/appointment',
    heading: 'Appointments',
  },
  {
    name: 'location reports',
    session: 'location',
    path: '/location/acme-downtown/reports',
    heading: 'Reports',
  },
  {
    name: 'location biometric list',
    session: 'location',
    path: '/location/acme-downtown/biometric',
    heading: 'Biometric',
  },
  {
    name: 'location services',
    session: 'location',
    path: '/location/acme-downtown/services',
    heading: 'Services',
  },
  {
    name: 'location new capture',
    session: 'location',
    path: '/location/acme-downtown/biometric-detail/new',
    heading: 'New capture',
  },
  {
    name: 'location error page',
    session: 'location',
    path: '/location/acme-downtown/errors/404',
    heading: '404',
  },
];

/** The address of a screen in the demo data. */
export function screenPath(screen: Screen, ids: DemoIds): string {
  return typeof screen.path === 'string' ? screen.path : screen.path(ids);
}
