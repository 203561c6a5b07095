import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconChartBar,
  IconFingerprint,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconListDetails,
  IconSettings,
  IconShieldLock,
  IconStack2,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { SidebarIcon } from '@ridgeline/domain';

export const SIDEBAR_ICONS: Record<SidebarIcon, Icon> = {
  home: IconHome,
  'basic-info': IconInfoCircle,
  services: IconListDetails,
  locations: IconBuildingStore,
  appointments: IconCalendarEvent,
  companies: IconBuildingWarehouse,
  groups: IconStack2,
  biometric: IconFingerprint,
  reports: IconChartBar,
  settings: IconSettings,
  users: IconUsers,
  roles: IconShieldLock,
  audit: IconHistory,
};
