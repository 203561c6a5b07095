/** Which level a setting in force came from; the most specific stored level wins. */
export type SettingSource = 'LOCATION' | 'PARTNER' | 'SYSTEM' | 'DEFAULT';

export interface SettingLevels<T> {
  location?: T | null | undefined;
  partner?: T | null | undefined;
  system?: T | null | undefined;
}

export interface EffectiveSetting<T> {
  value: T;
  source: SettingSource;
}

/**
 * The setting in force for a scope: the location's own, else its partner's, else the system's, else the built-in
 * default. A level replaces the whole setting rather than single fields, so what staff saw and saved is what
 * applies, never a blend of two screens.
 */
export function effectiveSetting<T>(levels: SettingLevels<T>, fallback: () => T): EffectiveSetting<T> {
  if (levels.location) return { value: levels.location, source: 'LOCATION' };
  if (levels.partner) return { value: levels.partner, source: 'PARTNER' };
  if (levels.system) return { value: levels.system, source: 'SYSTEM' };
  return { value: fallback(), source: 'DEFAULT' };
}
