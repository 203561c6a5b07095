import type { ReactNode } from 'react';
import { AppShell, Group, NavLink, Stack } from '@mantine/core';
import { IconDashboard, IconMailForward, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '@ridgeline/domain';
import { logout } from '../session/logout';
import { useAreaSession } from '../session/use-session';
import { BrandMark } from './BrandMark';
import { UserMenu } from './UserMenu';

/** Spec §2 administrator layout: fixed header 85 high, avatar menu with Change Password and Logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useAreaSession('system');
  const router = useRouter();
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <BrandMark />
          <UserMenu
            fullName={session?.user.fullName ?? ''}
            // Straight to the system mode: the spec's /change-Password is the user portal's page, and a browser
            // signed in to both areas would otherwise open the wrong one.
            onChangePassword={() => void router.navigate({ to: '/system/change-password' })}
            onLogout={() => void logout('system')}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="System menu">
        <Stack gap={4}>
          <Link
            to="/system/dashboard"
            aria-label="Ridgeline home"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark />
          </Link>
          <NavLink
            component={Link}
            to="/system/dashboard"
            label="Dashboard"
            leftSection={<IconDashboard size={18} />}
            active={pathname.startsWith('/system/dashboard')}
          />
          <NavLink
            component={Link}
            to="/system/deliveries"
            label="Deliveries"
            leftSection={<IconMailForward size={18} />}
            active={pathname.startsWith('/system/deliveries')}
          />
          <NavLink
            component={Link}
            to="/system/delivery-settings"
            label="Delivery settings"
            leftSection={<IconSettings size={18} />}
            active={pathname.startsWith('/system/delivery-settings')}
          />
          <NavLink
            component={Link}
            to="/system/profile/basic-info"
            label="Profile"
            leftSection={<IconUser size={18} />}
            active={pathname.startsWith('/system/profile')}
          />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
