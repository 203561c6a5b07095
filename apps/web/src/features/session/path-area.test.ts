import { describe, expect, it } from 'vitest';
import { pathArea } from './path-area';

describe('pathArea', () => {
  it('gives the user shell’s pages the user-portal session, so a logout there leaves them', () => {
    for (const path of ['/', '/change-password', '/security', '/security/'])
      expect(pathArea(path)).toEqual({ area: 'userPortal' });
    expect(pathArea('/system/security')).toEqual({ area: 'system' });
    expect(pathArea('/securityx')).toEqual({ area: null });
    expect(pathArea('/auth/login')).toEqual({ area: null });
  });
});
