import type { ReactNode } from 'react';
import { AppShell, Group, NavLink, Stack } from '@mantine/core';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '@ridgeline/domain';
import { logout } from '../session/logout';
import { useAreaSession } from '../session/use-session';
import { BrandMark } from './BrandMark';
import { ADMIN_SIDEBAR } from './screens';
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
          {/* The one logo (spec §2: the logo links to /system/dashboard). */}
          <Link
            to="/system/dashboard"
            aria-label="Ridgeline home"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark />
          </Link>
          <UserMenu
            fullName={session?.user.fullName ?? ''}
            // Straight to the system mode: the spec's /change-Password is the user portal's page, and a browser
            // signed in to both areas would otherwise open the wrong one.
            onChangePassword={() => void router.navigate({ to: '/system/change-password' })}
            onSecurity={() => void router.navigate({ to: '/system/security' })}
            onLogout={() => void logout('system')}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="System menu">
        <Stack gap={4}>
          {ADMIN_SIDEBAR.map((entry) => (
            <NavLink
              key={entry.label}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={<entry.icon size={18} />}
              active={pathname.startsWith(entry.activePrefix)}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
