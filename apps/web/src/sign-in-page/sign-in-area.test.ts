import { describe, expect, it } from 'vitest';
import { signInArea } from './sign-in-area';

// Spec §2: /system/auth/login signs system administrators in; /auth/login partner and location staff.
describe('the area of a sign-in page', () => {
  it('is the system area on /system/auth/login, with or without a trailing slash', () => {
    expect(signInArea('/system/auth/login')).toBe('system');
    expect(signInArea('/system/auth/login/')).toBe('system');
  });

  it('is the user portal on /auth/login', () => {
    expect(signInArea('/auth/login')).toBe('userPortal');
  });
});
