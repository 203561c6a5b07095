import { useEffect, type ReactNode } from 'react';
import { AppShell, Group } from '@mantine/core';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { HEADER_HEIGHT, isSidebarCollapsed, sidebarWidth } from '@ridgeline/domain';
import { logout } from '../session/logout';
import { setFavicon } from '../session/set-favicon';
import type { PortalRef } from '../session/session-types';
import { usePartnerSession } from '../session/use-session';
import { BrandMark } from './BrandMark';
import { LocationBox } from './LocationBox';
import { PortalSidebar } from './PortalSidebar';
import { BUILT_PORTAL_SCREENS } from './screens';
import { UserMenu } from './UserMenu';

/** Spec §2 partner and location layout. */
export function PortalLayout({ portal, children }: { portal: PortalRef; children: ReactNode }) {
  const session = usePartnerSession(portal);
  const { pathname } = useLocation();
  const router = useRouter();
  const favicon = session?.favicon;
  useEffect(() => setFavicon(favicon), [favicon]);
  const collapsed = isSidebarCollapsed(pathname);
  const home =
    portal.kind === 'partner'
      ? ({ to: '/partner/$partnerCode/dashboard', params: { partnerCode: portal.code } } as const)
      : ({ to: '/location/$locationCode/dashboard', params: { locationCode: portal.code } } as const);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: sidebarWidth(pathname), breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Link {...home} aria-label="Dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
              <BrandMark logo={session?.companyLogo} name={session?.partnerLegalName} />
            </Link>
            {session?.location ? <LocationBox location={session.location} /> : null}
          </Group>
          <UserMenu fullName={session?.fullName ?? ''} onLogout={() => void logout('userPortal', portal)} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p={collapsed ? 4 : 'xs'}>
        {session ? (
          <PortalSidebar
            kind={portal.kind}
            code={portal.code}
            permissions={session.permissions}
            pathname={pathname}
            collapsed={collapsed}
            built={BUILT_PORTAL_SCREENS[portal.kind]}
            onNavigate={(href) => void router.navigate({ href })}
          />
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
