import { expect, type APIRequestContext } from '@playwright/test';

export interface PartnerApiSession {
  headers: Record<string, string>;
}

/**
 * A partner-area session through the API, the way the web app makes one: user-portal sign-in, then the exchange
 * for the partner's (or one location's) token. For journey set-up steps whose screen belongs to another journey.
 */
export async function partnerApiSession(
  request: APIRequestContext,
  user: { email: string; password: string },
  partnerCode: string,
): Promise<PartnerApiSession & { partnerId: string }> {
  const signIn = await request.post('/user-portal/v1/auths', { data: user });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { data } = (await signIn.json()) as { data: { token: string } };
  const access = (await (
    await request.get('/user-portal/v1/users/access', { headers: { Authorization: `Bearer ${data.token}` } })
  ).json()) as { data: { partners: Record<string, { code: string }> } };
  const partnerId = Object.entries(access.data.partners).find(([, p]) => p.code === partnerCode)?.[0];
  if (!partnerId) throw new Error(`${user.email} has no access to ${partnerCode}`);
  const enter = await request.post('/partner/v1/auths', {
    headers: {
      Authorization: `Bearer ${data.token}`,
      'X-XSRF-TOKEN': signIn.headers()['x-xsrf-token'] ?? '',
    },
    data: { partnerId, locationId: null, location: false },
  });
  expect(enter.status(), await enter.text()).toBe(200);
  const entered = (await enter.json()) as { data: { token: string } };
  return {
    partnerId,
    headers: {
      Authorization: `Bearer ${entered.data.token}`,
      'X-XSRF-TOKEN': enter.headers()['x-xsrf-token'] ?? '',
    },
  };
}
