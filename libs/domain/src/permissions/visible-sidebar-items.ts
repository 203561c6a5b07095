import { hasPermission } from './has-permission';
import type { PermissionSet } from './permission-set';
import { sidebarItems, type SidebarItem, type SidebarKind } from './sidebar-items';

export function visibleSidebarItems(kind: SidebarKind, permissions: PermissionSet): SidebarItem[] {
  return sidebarItems(kind).filter((item) => hasPermission(permissions, item.right));
}
