import { scopeKey, type SettingsScope } from './settings-scope';

export const settingsKeys = {
  all: ['settings'] as const,
  kind: (kind: 'printer' | 'biometric' | 'appointment' | 'security', scope: SettingsScope) =>
    [...settingsKeys.all, kind, ...scopeKey(scope)] as const,
};
