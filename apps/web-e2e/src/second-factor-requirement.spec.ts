import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { signInAsAdministrator } from './support/portals';

test('the system administrator turns the second-factor requirement on and off under Settings, Security', async ({
  page,
  request,
}) => {
  // An API session taken before the requirement is on (a password alone would not open one while it is on), to
  // read the stored setting and to restore the demo's setting whatever happens.
  const admin = await request.post('/system/v1/auths', {
    data: { email: DEMO.systemAdmin.email, password: DEMO.systemAdmin.password },
  });
  const token = ((await admin.json()) as { data: { token: string } }).data.token;
  let xsrf = admin.headers()['x-xsrf-token'] ?? '';
  const requirement = async () => {
    const setting = await request.get('/system/v1/setting/security', {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    });
    xsrf = setting.headers()['x-xsrf-token'] ?? xsrf;
    return ((await setting.json()) as { data: { requireSecondFactor: boolean } }).data.requireSecondFactor;
  };
  await signInAsAdministrator(page);
  await page.goto('/system/settings?tab=security');
  const toggle = page.getByRole('switch', { name: 'Require a second factor at sign-in' });
  await expect(toggle).not.toBeChecked();
  try {
    // From the keyboard: Space turns the switch on and the warning appears.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Users without an authenticator app will be asked')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Security settings saved')).toBeVisible();
    expect(await requirement()).toBe(true);
    await page.reload();
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Users without an authenticator app will be asked')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(requirement).toBe(false);
  } finally {
    // The demo runs without the requirement; every later journey signs the administrator in with a password.
    if (await requirement()) {
      await request.put('/system/v1/setting/security', {
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
        data: { requireSecondFactor: false },
      });
    }
  }
});
