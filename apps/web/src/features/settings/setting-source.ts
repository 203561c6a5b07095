import type { Schemas } from '@ridgeline/backend-client';

export type SettingSource = Schemas['SettingSource'];

/**
 * What the screen says about where the settings in force come from. A location without settings of its own uses
 * its partner's (which may be the system's or the built-in defaults) until it saves its own (issue 27).
 */
export function sourceLabel(
  source: SettingSource | undefined,
  scope: 'system' | 'partner' | 'location',
): string {
  if (scope === 'location' && source !== 'LOCATION') {
    switch (source) {
      case 'PARTNER':
        return "Inherited from the partner's settings";
      case 'SYSTEM':
        return 'Inherited from the partner, which uses the system settings';
      default:
        return 'Inherited from the partner, which uses the built-in defaults';
    }
  }
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
