import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { downtownIds } from './support/portals';
import { fillSignIn } from './support/sign-in';

test("a location's own sign-in page carries its branding and opens the location portal", async ({
  page,
  request,
}) => {
  const { email, password } = DEMO.locationOperator;
  const { partnerId, locationId } = await downtownIds(request);

  await page.goto(`/partner/acme/${partnerId}/location/acme-downtown/${locationId}/auth`);
  await expect(page.getByRole('heading', { name: 'Acme Downtown Live Scan Center' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Acme Downtown Live Scan Center logo' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);

  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/location\/acme-downtown\/dashboard$/);
  await expect(page.getByTestId('location-box')).toContainText('Acme Downtown Live S...');
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// Issue 18: a link to a partner or location that does not exist once showed a sign-in form.
test('a branded sign-in link for a partner or location that does not exist says the page does not exist', async ({
  page,
  request,
}) => {
  const { partnerId } = await downtownIds(request);
  for (const path of [
    `/partner/acme/${UNKNOWN_ID}/auth`,
    `/partner/acme/not-a-partner/auth`,
    `/partner/acme/${partnerId}/location/acme-downtown/${UNKNOWN_ID}/auth`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  }
});
