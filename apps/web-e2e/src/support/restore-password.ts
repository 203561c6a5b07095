import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Sets a demo user's password back through the API, so the journeys after one that changed it find it unchanged.
 * Tries each password the journey may have left (it may have stopped before any change).
 */
export async function restorePassword(
  request: APIRequestContext,
  user: { email: string; password: string },
  leftBehind: readonly string[],
): Promise<void> {
  for (const from of leftBehind) {
    const signIn = await request.post('/user-portal/v1/auths', {
      data: { email: user.email, password: from },
    });
    if (signIn.status() !== 200) continue;
    const { data } = (await signIn.json()) as { data: { token: string } };
    const change = await request.post('/user-portal/v1/users/password-change', {
      headers: {
        Authorization: `Bearer ${data.token}`,
        'X-XSRF-TOKEN': signIn.headers()['x-xsrf-token'] ?? '',
      },
      data: { oldPassword: from, newPassword: user.password, confirmPassword: user.password },
    });
    expect(change.status(), await change.text()).toBeLessThan(300);
    return;
  }
}
