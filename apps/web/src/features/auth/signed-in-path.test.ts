import { describe, expect, it } from 'vitest';
import type { AreaSession } from '../session/session-types';
import { homePath, signedInPath } from './signed-in-path';

const session = (enforcePasswordChange: boolean) =>
  ({ token: 't', user: { enforcePasswordChange } }) as unknown as AreaSession;

describe('where a sign-in goes', () => {
  it('sends partner and location staff to / (which offers their portals)', () => {
    expect(signedInPath('userPortal', session(false))).toBe('/');
  });

  it('sends a system administrator to the dashboard', () => {
    expect(signedInPath('system', session(false))).toBe('/system/dashboard');
  });

  it('sends a system user with an e-mailed password to the enforced password change first (spec §4)', () => {
    expect(signedInPath('system', session(true))).toBe('/system/enforce-password');
  });

  it('sends a user who already has a live session from the sign-in page to the area home (spec §2)', () => {
    expect(homePath('userPortal')).toBe('/');
    expect(homePath('system')).toBe('/system/dashboard');
  });
});
