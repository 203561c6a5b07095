import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './demo-users';
import { fillSignIn, signInToUserPortal } from './sign-in';

/** Signs the system administrator in and waits for the dashboard. */
export async function signInAsAdministrator(page: Page): Promise<void> {
  await page.goto('/system/auth/login');
  await fillSignIn(page, DEMO.systemAdmin.email, DEMO.systemAdmin.password);
  await expect(page).toHaveURL(/\/system\/dashboard$/);
  await expect(page.getByTestId('figure-Partners')).toBeVisible();
}

/** Signs the location operator in and enters the Downtown location portal. */
export async function enterDowntownAsOperator(page: Page): Promise<void> {
  await signInToUserPortal(page, DEMO.locationOperator.email, DEMO.locationOperator.password);
  await page.getByRole('button', { name: 'Enter Acme Downtown Live Scan Center' }).click();
  await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);
  await expect(page.getByTestId('figure-Users')).toBeVisible();
}

/** The ids of the Downtown sign-in link a partner hands out, read the way the user portal reads them. */
export async function downtownIds(
  request: APIRequestContext,
): Promise<{ partnerId: string; locationId: string }> {
  const { email, password } = DEMO.locationOperator;
  const signIn = await request.post('/user-portal/v1/auths', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const { data } = (await signIn.json()) as { data: { token: string } };
  const access = (await (
    await request.get('/user-portal/v1/users/access', { headers: { Authorization: `Bearer ${data.token}` } })
  ).json()) as { data: { locations: Record<string, { code?: string; partnerId?: string }> } };
  const [locationId, location] =
    Object.entries(access.data.locations).find(([, entry]) => entry.code === 'acme-downtown') ?? [];
  if (!locationId || !location?.partnerId) throw new Error('the operator sees no Downtown location');
  return { partnerId: location.partnerId, locationId };
}

/** Opens a screen from a sidebar ('Partner menu', 'Location menu', 'System menu'); with `heading`, waits for it. */
export async function openFromMenu(page: Page, menu: string, entry: string, heading?: string): Promise<void> {
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: entry }).click();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Clears Downtown's own EFT SFTP server, through the API as the location operator, so Downtown sends through its
 * partner's destination (the local channeler) again: a journey that points Downtown elsewhere leaves the demo as
 * it found it, and later journeys that send from Downtown reach the channeler.
 */
export async function clearDowntownSftpServer(request: APIRequestContext): Promise<void> {
  const { email, password } = DEMO.locationOperator;
  const portal = await request.post('/user-portal/v1/auths', { data: { email, password } });
  expect(portal.status()).toBe(200);
  const portalToken = ((await portal.json()) as { data: { token: string } }).data.token;
  const { partnerId, locationId } = await downtownIds(request);
  const entered = await request.post('/partner/v1/auths', {
    headers: {
      Authorization: `Bearer ${portalToken}`,
      'x-xsrf-token': portal.headers()['x-xsrf-token'] ?? '',
    },
    data: { partnerId, locationId, location: true },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  const token = ((await entered.json()) as { data: { token: string } }).data.token;
  // An empty host clears the location's own server (the API's rule for every delivery setting).
  const cleared = await request.put(`/partner/v1/location-setting/${locationId}/eft-sftp`, {
    headers: { Authorization: `Bearer ${token}`, 'x-xsrf-token': entered.headers()['x-xsrf-token'] ?? '' },
    data: { host: '', port: 22, username: '', remoteDirectory: '', enabled: false },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
  expect(((await cleared.json()) as { message?: string }).message).toBe('EFT SFTP server cleared');
}
