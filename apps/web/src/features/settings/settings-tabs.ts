import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SettingsScope, SettingsScopeKind } from './settings-scope';

/**
 * THE list of settings tabs, for the system, partner and location portals alike. To add a tab (SMTP, SMS, SFTP,
 * ...): append an entry here with
 * - `value`: the `?tab=` value in the address (lower-case, stable: people bookmark it),
 * - `label`: what the tab says,
 * - `scopes`: the portals that show it (`system`, `partner`, `location`),
 * - `Panel`: a lazily imported component taking `{ scope }` (features/settings/settings-scope.ts); it loads its
 *   own data with a suspense query (the screen shows a loader meanwhile) and saves through its own mutation.
 * The first tab of a portal is its default. Nothing else needs to change: routes and the screen read this list.
 */
export interface SettingsTab {
  value: string;
  label: string;
  scopes: readonly SettingsScopeKind[];
  Panel: LazyExoticComponent<ComponentType<{ scope: SettingsScope }>>;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    value: 'appointment',
    label: 'Appointment Policy',
    scopes: ['system', 'partner', 'location'],
    Panel: lazy(() => import('./appointment/AppointmentSettingsPanel')),
  },
  {
    value: 'biometric',
    label: 'Biometric',
    scopes: ['system', 'partner', 'location'],
    Panel: lazy(() => import('./biometric/BiometricSettingsPanel')),
  },
  {
    value: 'printer',
    label: 'Printer',
    scopes: ['system', 'partner'],
    Panel: lazy(() => import('./printer/PrinterSettingsPanel')),
  },
  {
    value: 'security',
    label: 'Security',
    scopes: ['system', 'partner'],
    Panel: lazy(() => import('./security/SecuritySettingsPanel')),
  },
  // The delivery panels (issue 14) live with their feature; the partner and location variants come later.
  {
    value: 'smtp',
    label: 'Mail Server',
    scopes: ['system'],
    Panel: lazy(() =>
      import('../delivery-settings/SmtpSettingsPanel').then((m) => ({ default: m.SmtpSettingsPanel })),
    ),
  },
  {
    value: 'smsc',
    label: 'SMS',
    scopes: ['system'],
    Panel: lazy(() =>
      import('../delivery-settings/SmscSettingsPanel').then((m) => ({ default: m.SmscSettingsPanel })),
    ),
  },
  {
    value: 'eft-sftp',
    label: 'EFT SFTP',
    scopes: ['system', 'partner', 'location'],
    Panel: lazy(() =>
      import('../delivery-settings/SftpSettingsPanel').then((m) => ({ default: m.SftpSettingsPanel })),
    ),
  },
  {
    value: 'payment',
    label: 'Card Payment',
    scopes: ['partner'],
    Panel: lazy(() =>
      import('../delivery-settings/PaymentSettingsPanel').then((m) => ({ default: m.PaymentSettingsPanel })),
    ),
  },
];

export function tabsFor(kind: SettingsScopeKind): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => tab.scopes.includes(kind));
}

/** The tab named in the address if this portal has it, else the portal's first. */
export function activeTab(kind: SettingsScopeKind, value: string | undefined): SettingsTab | undefined {
  const tabs = tabsFor(kind);
  return tabs.find((tab) => tab.value === value) ?? tabs[0];
}
