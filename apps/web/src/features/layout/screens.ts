import {
  IconBuildingStore,
  IconChartLine,
  IconCreditCard,
  IconDashboard,
  IconFileText,
  IconId,
  IconListDetails,
  IconHistory,
  IconDatabase,
  IconInbox,
  IconMailForward,
  IconSettings,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { SidebarKind } from '@ridgeline/domain';

/*
 * The screens that exist, in one place, so no sidebar entry leads nowhere (issue 18).
 *
 * When you add a screen:
 * - a partner or location sidebar screen: add its sidebar path (as in libs/domain's PARTNER_SIDEBAR /
 *   LOCATION_SIDEBAR, e.g. '/services') to BUILT_PORTAL_SCREENS; the entry then shows for users with the right;
 * - a system screen: add its entry to ADMIN_SIDEBAR;
 * - either way, add the screen to the accessibility scan's list in apps/web-e2e/src/support/screens.ts.
 */

/** Sidebar paths (relative to the portal root) whose screen is built. */
export const BUILT_PORTAL_SCREENS: Record<SidebarKind, readonly string[]> = {
  partner: [
    '/dashboard',
    '/locations',
    '/companies',
    '/settings',
    '/user',
    '/roles',
    '/appointment',
    '/audit',
    '/biometric',
    '/services',
    '/groups_prioritize',
    '/reports',
    '/reject-analytics',
  ],
  location: [
    '/dashboard',
    '/basic-info',
    '/settings',
    '/user',
    '/appointment',
    '/biometric',
    '/services',
    '/reports',
    '/reject-analytics',
  ],
};

export interface AdminSidebarEntry {
  label: string;
  /** An address of a built screen (route paths, or a filled-in one such as /system/catalogue/oris). */
  to: string;
  icon: Icon;
  /** The entry is active on every address under this prefix. */
  activePrefix: string;
}

/** The system administrator's sidebar, top to bottom. */
export const ADMIN_SIDEBAR: readonly AdminSidebarEntry[] = [
  { label: 'Dashboard', to: '/system/dashboard', icon: IconDashboard, activePrefix: '/system/dashboard' },
  { label: 'Partners', to: '/system/partners', icon: IconBuildingStore, activePrefix: '/system/partners' },
  { label: 'Users', to: '/system/users', icon: IconUsers, activePrefix: '/system/users' },
  {
    label: 'Services',
    to: '/system/catalogue/services',
    icon: IconListDetails,
    activePrefix: '/system/catalogue/services',
  },
  { label: 'ORIs', to: '/system/catalogue/oris', icon: IconId, activePrefix: '/system/catalogue/oris' },
  {
    label: 'Payment Modes',
    to: '/system/catalogue/payment-modes',
    icon: IconCreditCard,
    activePrefix: '/system/catalogue/payment-modes',
  },
  {
    label: 'Terms',
    to: '/system/catalogue/terms',
    icon: IconFileText,
    activePrefix: '/system/catalogue/terms',
  },
  {
    label: 'Master Data',
    to: '/system/master-data',
    icon: IconDatabase,
    activePrefix: '/system/master-data',
  },
  {
    label: 'Deliveries',
    to: '/system/deliveries',
    icon: IconMailForward,
    activePrefix: '/system/deliveries',
  },
  {
    label: 'FBI responses',
    to: '/system/fbi-responses',
    icon: IconInbox,
    activePrefix: '/system/fbi-responses',
  },
  {
    label: 'FBI rejects',
    to: '/system/reject-analytics',
    icon: IconChartLine,
    activePrefix: '/system/reject-analytics',
  },
  { label: 'Settings', to: '/system/settings', icon: IconSettings, activePrefix: '/system/settings' },
  { label: 'Audit trail', to: '/system/audit', icon: IconHistory, activePrefix: '/system/audit' },
  { label: 'Profile', to: '/system/profile/basic-info', icon: IconUser, activePrefix: '/system/profile' },
];
