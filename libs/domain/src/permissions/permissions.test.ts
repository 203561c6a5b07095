import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';
import { parsePermissionCode, permissionCode } from './permission-code';
import type { PermissionSet } from './permission-set';
import { isSidebarCollapsed, sidebarWidth } from './sidebar-layout';
import { LOCATION_SIDEBAR, PARTNER_SIDEBAR, sidebarHref } from './sidebar-items';
import { visibleSidebarItems } from './visible-sidebar-items';
import { withPartnerBiometrics } from './with-partner-biometrics';

const perms: PermissionSet = {
  services: [{ code: 'services:list', title: 'List' }],
  reports: [
    { code: 'reports:list', title: 'List' },
    { code: 'reports:detail', title: 'Detail' },
  ],
  settings: [{ code: 'locations:list', title: 'Misfiled' }],
};

describe('permission codes', () => {
  it('join module and action with a colon', () => {
    expect(permissionCode('services', 'create')).toBe('services:create');
  });

  it('parse into module and action, rejecting malformed codes', () => {
    expect(parsePermissionCode('reports:detail')).toEqual({ module: 'reports', action: 'detail' });
    expect(parsePermissionCode('reports')).toBeNull();
    expect(parsePermissionCode(':list')).toBeNull();
    expect(parsePermissionCode('reports:')).toBeNull();
  });
});

describe('hasPermission', () => {
  it('passes when the code is held under its module', () => {
    expect(hasPermission(perms, 'reports:detail')).toBe(true);
  });

  it('fails when the module lacks the action', () => {
    expect(hasPermission(perms, 'services:create')).toBe(false);
  });

  it('fails when the code is filed under another module', () => {
    expect(hasPermission(perms, 'locations:list')).toBe(false);
  });

  it('fails for a module the user has nothing in, or a malformed code', () => {
    expect(hasPermission(perms, 'companies:list')).toBe(false);
    expect(hasPermission(perms, 'broken:' as `${string}:${string}`)).toBe(false);
  });

  it('always passes for a literal true', () => {
    expect(hasPermission({}, true)).toBe(true);
  });
});

describe('partner sign-in permissions', () => {
  it('always add the biometrics module with all four actions', () => {
    const granted = withPartnerBiometrics({ services: perms.services ?? [] });
    for (const action of ['create', 'modify', 'list', 'detail'] as const) {
      expect(hasPermission(granted, `biometrics:${action}`)).toBe(true);
    }
    expect(hasPermission(granted, 'services:list')).toBe(true);
  });

  it('replace a partial biometrics module sent by the server', () => {
    const granted = withPartnerBiometrics({ biometrics: [{ code: 'biometrics:list', title: 'List' }] });
    expect(granted['biometrics']).toHaveLength(4);
  });
});

describe('sidebars', () => {
  it('list the partner items in the spec order with their paths', () => {
    expect(PARTNER_SIDEBAR.map((item) => [item.label, item.path])).toEqual([
      ['Home', '/dashboard'],
      ['Services', '/services'],
      ['Locations', '/locations'],
      ['Appointments', '/appointment'],
      ['Companies', '/companies'],
      ['Groups & Prioritize', '/groups_prioritize'],
      ['Biometric', '/biometric'],
      ['Reports', '/reports'],
      ['FBI rejects', '/reject-analytics'],
      ['Settings', '/settings'],
      ['Audit trail', '/audit'],
    ]);
  });

  it('have no Locations, Companies or Groups entries at location level', () => {
    const labels = LOCATION_SIDEBAR.map((item) => item.label);
    expect(labels).toEqual([
      'Home',
      'Basic Info',
      'Services',
      'Appointments',
      'Biometric',
      'Reports',
      'FBI rejects',
      'Settings',
    ]);
  });

  it('show Settings to whoever may read the settings (there is no settings list)', () => {
    const labels = (codes: string[]) =>
      visibleSidebarItems('location', { settings: codes.map((code) => ({ code, title: code })) }).map(
        (item) => item.label,
      );
    expect(labels(['settings:detail'])).toContain('Settings');
    expect(labels(['settings:list', 'settings:modify'])).not.toContain('Settings');
  });

  it('show only Home to a partner user without rights', () => {
    expect(visibleSidebarItems('partner', {}).map((item) => item.label)).toEqual(['Home']);
  });

  it('show Home and Basic Info to a location user without rights', () => {
    expect(visibleSidebarItems('location', {}).map((item) => item.label)).toEqual(['Home', 'Basic Info']);
  });

  it('show the items whose list right the user holds', () => {
    const items = visibleSidebarItems('partner', withPartnerBiometrics(perms)).map((item) => item.label);
    expect(items).toEqual(['Home', 'Services', 'Biometric', 'Reports', 'FBI rejects']);
  });

  it('build absolute links under the area code', () => {
    const services = PARTNER_SIDEBAR[1];
    expect(services && sidebarHref('partner', 'acme', services)).toBe('/partner/acme/services');
    const basicInfo = LOCATION_SIDEBAR[1];
    expect(basicInfo && sidebarHref('location', 'north 1', basicInfo)).toBe('/location/north%201/basic-info');
  });
});

describe('sidebar collapse', () => {
  it('collapses to icons on the detail pages', () => {
    expect(isSidebarCollapsed('/partner/acme/locations/detail/12')).toBe(true);
    expect(isSidebarCollapsed('/location/n1/biometric-fingerprint')).toBe(true);
    expect(isSidebarCollapsed('/partner/acme/reports/details?id=3')).toBe(true);
    expect(sidebarWidth('/partner/acme/biometric-detail/7')).toBe(50);
  });

  it('stays wide elsewhere, including paths that only start like a detail page', () => {
    expect(isSidebarCollapsed('/partner/acme/locations')).toBe(false);
    expect(isSidebarCollapsed('/partner/acme/reports/details-archive')).toBe(false);
    expect(sidebarWidth('/partner/acme/dashboard')).toBe(200);
  });
});
