import type { LinkProps } from '@tanstack/react-router';
import {
  IconBuildingStore,
  IconDashboard,
  IconHistory,
  IconDatabase,
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
  ],
  location: ['/dashboard', '/basic-info', '/settings', '/user', '/appointment', '/biometric'],
};

export interface AdminSidebarEntry {
  label: string;
  to: NonNullable<LinkProps['to']>;
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
  { label: 'Settings', to: '/system/settings', icon: IconSettings, activePrefix: '/system/settings' },
  { label: 'Audit trail', to: '/system/audit', icon: IconHistory, activePrefix: '/system/audit' },
  { label: 'Profile', to: '/system/profile/basic-info', icon: IconUser, activePrefix: '/system/profile' },
];
