import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { fillSignIn } from './support/sign-in';

// Issue 30: a page load of a sign-in page gets the small sign-in entry (apps/web/src/sign-in-page), not the app.
// These pin what that entry does beyond the password: the redirect of a signed-in user (spec §2) and the
// second-factor step, which it loads on demand.

/**
 * Sets the system's second-factor requirement through the API, in a session taken with the password alone (which
 * works only while the requirement is off, so it is taken before the first change).
 */
async function securitySetting(request: APIRequestContext) {
  const admin = await request.post('/system/v1/auths', {
    data: { email: DEMO.systemAdmin.email, password: DEMO.systemAdmin.password },
  });
  const { token } = ((await admin.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': admin.headers()['x-xsrf-token'] ?? '' };
  return async (requireSecondFactor: boolean) => {
    const saved = await request.put('/system/v1/setting/security', {
      headers,
      data: { requireSecondFactor },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  };
}

test('an administrator who must set up a second factor gets the QR code on the sign-in page and can go back', async ({
  page,
  request,
}) => {
  const requireSecondFactor = await securitySetting(request);
  await requireSecondFactor(true);
  try {
    await page.goto('/system/auth/login');
    await fillSignIn(page, DEMO.systemAdmin.email, DEMO.systemAdmin.password);
    await expect(page.getByText('Your account needs a second factor')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
    await expect(page.getByLabel('Code from the app')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/auth\/login$/);
  } finally {
    // The demo runs without the requirement; every later journey signs the administrator in with a password.
    await requireSecondFactor(false);
  }
});

test('a page load of the sign-in page with a live session goes on to the area', async ({ page }) => {
  await page.goto('/system/auth/login');
  await fillSignIn(page, DEMO.systemAdmin.email, DEMO.systemAdmin.password);
  await expect(page).toHaveURL(/\/system\/dashboard$/);
  await page.goto('/system/auth/login');
  await expect(page).toHaveURL(/\/system\/dashboard$/);
});
