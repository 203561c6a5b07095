import { NavLink, Stack, Tooltip } from '@mantine/core';
import {
  PEOPLE_SIDEBAR,
  hasPermission,
  sidebarHref,
  visibleSidebarItems,
  type PermissionSet,
  type SidebarKind,
} from '@ridgeline/domain';
import { SIDEBAR_ICONS } from './sidebar-icons';

export interface PortalSidebarProps {
  kind: SidebarKind;
  code: string;
  permissions: PermissionSet;
  pathname: string;
  collapsed: boolean;
  /** Sidebar paths whose screen exists (BUILT_PORTAL_SCREENS); other entries are not shown. */
  built: readonly string[];
  onNavigate: (href: string) => void;
}

/** Items gated by the session's rights and by whether their screen exists; on detail pages only icons, with the labels as tooltips. */
export function PortalSidebar({
  kind,
  code,
  permissions,
  pathname,
  collapsed,
  built,
  onNavigate,
}: PortalSidebarProps) {
  const items = [
    ...visibleSidebarItems(kind, permissions),
    ...PEOPLE_SIDEBAR[kind].filter((item) => hasPermission(permissions, item.right)),
  ].filter((item) => built.includes(item.path));
  return (
    <Stack gap={4} component="nav" aria-label={kind === 'partner' ? 'Partner menu' : 'Location menu'}>
      {items.map((item) => {
        const href = sidebarHref(kind, code, item);
        const Icon = SIDEBAR_ICONS[item.icon];
        const link = (
          <NavLink
            key={item.path}
            href={href}
            label={collapsed ? undefined : item.label}
            aria-label={item.label}
            leftSection={<Icon size={20} />}
            active={pathname === href || pathname.startsWith(`${href}/`)}
            onClick={(event) => {
              event.preventDefault();
              onNavigate(href);
            }}
          />
        );
        return collapsed ? (
          <Tooltip key={item.path} label={item.label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
