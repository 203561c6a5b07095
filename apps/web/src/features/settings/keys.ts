import type { PortalRef } from '../session/session-types';
import { scopeKey, type SettingsScope } from './settings-scope';

export const settingsKeys = {
  all: ['settings'] as const,
  kind: (
    kind: 'printer' | 'biometric' | 'appointment' | 'security' | 'eft-sftp' | 'smtp' | 'smsc' | 'payment',
    scope: SettingsScope,
  ) => [...settingsKeys.all, kind, ...scopeKey(scope)] as const,
  locations: (portal: PortalRef) => [...settingsKeys.all, 'locations', portal.code] as const,
};
