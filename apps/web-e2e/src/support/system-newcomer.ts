import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './demo-users';

/** The password the enforced-change journey chooses; the newcomer may hold it when a later journey starts. */
export const NEWCOMER_CHOSEN_PASSWORD = 'Granite-Lantern-7319';

/**
 * Gives the system newcomer `password` through the API, whatever ran before: from the e-mailed password (the
 * enforced change) or from the one the enforced-change journey chose. So a journey that needs the newcomer
 * past the forced change passes alone as well as after that journey.
 */
export async function newcomerWithPassword(
  request: APIRequestContext,
  password: string,
  /** Passwords the caller itself may have left behind on an earlier run. */
  alsoTry: readonly string[] = [],
): Promise<void> {
  const { email } = DEMO.systemNewcomer;
  // In the order the journeys leave them, so the usual cases fail few sign-ins (failures count towards a lock).
  for (const candidate of [DEMO.systemNewcomer.password, NEWCOMER_CHOSEN_PASSWORD, password, ...alsoTry]) {
    const signIn = await request.post('/system/v1/auths', { data: { email, password: candidate } });
    if (signIn.status() !== 200) continue;
    const { data } = (await signIn.json()) as {
      data: { token: string; user: { enforcePasswordChange?: boolean } };
    };
    const mustChange = data.user.enforcePasswordChange === true;
    if (candidate === password && !mustChange) return;
    const change = await request.post(
      mustChange ? '/system/v1/system/enforce-password' : '/system/v1/user/password-change',
      {
        headers: {
          Authorization: `Bearer ${data.token}`,
          'X-XSRF-TOKEN': signIn.headers()['x-xsrf-token'] ?? '',
        },
        data: { oldPassword: candidate, newPassword: password, confirmPassword: password },
      },
    );
    expect(change.status(), await change.text()).toBeLessThan(300);
    return;
  }
  throw new Error('the system newcomer signs in with none of the known passwords');
}
