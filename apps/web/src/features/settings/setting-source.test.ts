import { describe, expect, it } from 'vitest';
import { sourceLabel } from './setting-source';

describe('where the settings in force come from', () => {
  it('tells a location that it inherits from its partner until it saves its own', () => {
    for (const source of ['PARTNER', 'SYSTEM', 'DEFAULT'] as const) {
      expect(sourceLabel(source, 'location')).toMatch(/^Inherited from the partner/);
    }
    expect(sourceLabel('LOCATION', 'location')).toBe("This location's own settings");
  });

  it('tells a partner and the system what they hold', () => {
    expect(sourceLabel('PARTNER', 'partner')).toBe("This partner's own settings");
    expect(sourceLabel('SYSTEM', 'partner')).toBe('Inherited from the system settings');
    expect(sourceLabel('DEFAULT', 'system')).toBe('Built-in defaults: nothing saved yet');
  });
});
