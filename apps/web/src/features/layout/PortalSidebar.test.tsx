import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_SIDEBAR, PARTNER_SIDEBAR, permissionCode, type PermissionSet } from '@ridgeline/domain';
import { render } from '../../test/render';
import { PortalSidebar } from './PortalSidebar';

/** As if every screen were built, to test the rights alone. */
const EVERY_SCREEN = [...PARTNER_SIDEBAR, ...LOCATION_SIDEBAR].map((item) => item.path);

const rights = (...modules: string[]): PermissionSet =>
  Object.fromEntries(
    modules.map((module) => [module, [{ code: permissionCode(module, 'list'), title: 'List' }]]),
  );

describe('the portal sidebar', () => {
  it('shows no entry whose screen is not built, whatever the rights', () => {
    render(
      <PortalSidebar
        kind="partner"
        code="acme"
        permissions={rights('services', 'locations', 'reports')}
        pathname="/partner/acme/dashboard"
        collapsed={false}
        built={['/dashboard', '/reports']}
        onNavigate={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Home',
      'Reports',
    ]);
  });

  it('shows Home and Basic Info always and the other location items only with their right', () => {
    render(
      <PortalSidebar
        kind="location"
        code="acme-downtown"
        permissions={rights('appointments')}
        pathname="/location/acme-downtown/dashboard"
        collapsed={false}
        built={EVERY_SCREEN}
        onNavigate={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/location/acme-downtown/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Basic Info' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appointments' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Locations' })).toBeNull();
  });

  it('offers Locations, Companies and Groups at partner level', () => {
    render(
      <PortalSidebar
        kind="partner"
        code="acme"
        permissions={rights('locations', 'companies', 'groups')}
        pathname="/partner/acme/dashboard"
        collapsed={false}
        built={EVERY_SCREEN}
        onNavigate={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe(
      '/partner/acme/locations',
    );
    expect(screen.getByRole('link', { name: 'Companies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Groups & Prioritize' })).toBeTruthy();
  });

  it('shows icons only when collapsed, with the label as a tooltip', async () => {
    render(
      <PortalSidebar
        kind="partner"
        code="acme"
        permissions={rights('reports')}
        pathname="/partner/acme/reports/details/1"
        collapsed
        built={EVERY_SCREEN}
        onNavigate={vi.fn()}
      />,
    );
    const reports = screen.getByRole('link', { name: 'Reports' });
    expect(reports.textContent).toBe('');
    await userEvent.setup().hover(reports);
    expect(await screen.findByText('Reports')).toBeTruthy();
  });

  it('navigates within the app when an item is clicked', async () => {
    const onNavigate = vi.fn();
    render(
      <PortalSidebar
        kind="partner"
        code="acme"
        permissions={{}}
        pathname="/partner/acme/dashboard"
        collapsed={false}
        built={EVERY_SCREEN}
        onNavigate={onNavigate}
      />,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/partner/acme/dashboard');
  });
});
