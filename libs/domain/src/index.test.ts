import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public API', () => {
  it('exposes the entry points other projects build on', () => {
    for (const name of [
      'fingerStateReducer',
      'initialFingerState',
      'isFourFingerAvailable',
      'reachableSteps',
      'CAPTURE_STEPS',
      'hasPermission',
      'visibleSidebarItems',
      'FINGER_CODES',
      'fingerPosition',
      'changePasswordSchema',
      'computeSlots',
      'defaultOpeningHours',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('wires the pieces together: a partner user always sees Biometric', () => {
    const items = domain.visibleSidebarItems('partner', domain.withPartnerBiometrics({}));
    expect(items.map((item) => item.label)).toEqual(['Home', 'Biometric']);
  });
});
