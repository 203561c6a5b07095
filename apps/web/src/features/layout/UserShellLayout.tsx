import type { ReactNode } from 'react';
import { AppShell, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { HEADER_HEIGHT } from '@ridgeline/domain';
import { logout } from '../session/logout';
import { useAreaSession } from '../session/use-session';
import { BrandMark } from './BrandMark';
import { UserMenu } from './UserMenu';

/** The user portal shell of `/`: the portals a user may enter, and their password. */
export function UserShellLayout({ children }: { children: ReactNode }) {
  const session = useAreaSession('userPortal');
  const navigate = useNavigate();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Link to="/" aria-label="Ridgeline home" style={{ color: 'inherit', textDecoration: 'none' }}>
            <BrandMark />
          </Link>
          <UserMenu
            fullName={session?.user.fullName ?? ''}
            onChangePassword={() => void navigate({ to: '/change-password' })}
            onSecurity={() => void navigate({ to: '/security' })}
            onLogout={() => void logout('userPortal')}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
