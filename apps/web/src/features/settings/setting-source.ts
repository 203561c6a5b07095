import type { Schemas } from '@ridgeline/backend-client';

export type SettingSource = Schemas['SettingSource'];

/** What the screen says about where the settings in force come from. */
export function sourceLabel(
  source: SettingSource | undefined,
  scope: 'system' | 'partner' | 'location',
): string {
  switch (source) {
    case 'LOCATION':
      return "This location's own settings";
    case 'PARTNER':
      return scope === 'partner' ? "This partner's own settings" : "Inherited from the partner's settings";
    case 'SYSTEM':
      return scope === 'system' ? 'Saved system settings' : 'Inherited from the system settings';
    default:
      return 'Built-in defaults: nothing saved yet';
  }
}
