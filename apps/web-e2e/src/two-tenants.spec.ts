import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { signInToUserPortal } from './support/sign-in';

/**
 * Issue 10's acceptance journey, tried as a new user would: the users of the two demo partners (Acme and Birch,
 * docs/demo-sign-ins.txt) sign in side by side and each sees only its own partner, locations and people. It only
 * signs in and reads, so the demo state stays as it was.
 */
const TENANTS = [
  {
    admin: DEMO.partnerAdmin,
    operator: DEMO.locationOperator,
    partner: 'Acme Fingerprinting LLC',
    code: 'acme',
    location: 'Acme Downtown Live Scan Center',
    people: [DEMO.partnerAdmin.email, DEMO.locationOperator.email],
  },
  {
    admin: DEMO.birchAdmin,
    operator: DEMO.birchOperator,
    partner: 'Birch Biometrics Inc.',
    code: 'birch',
    location: 'Birch Loop Fingerprinting',
    people: [DEMO.birchAdmin.email, DEMO.birchOperator.email],
  },
] as const;

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

test('both partners’ users sign in and each sees only its own data', async ({ browser, baseURL }) => {
  // Four sign-ins on a small shared machine.
  test.setTimeout(120_000);
  for (const [index, tenant] of TENANTS.entries()) {
    const other = TENANTS[1 - index]!;

    // The partner administrator: the chooser offers its own partner only; its people list names only its people.
    const admin = await newPage(browser, baseURL);
    await signInToUserPortal(admin, tenant.admin.email, tenant.admin.password);
    const partners = admin.getByRole('region', { name: 'Partners' });
    await expect(partners.getByText(tenant.partner)).toBeVisible();
    await expect(admin.getByText(other.partner)).toHaveCount(0);
    await expect(admin.getByText(other.location)).toHaveCount(0);
    await admin.getByRole('button', { name: `Enter ${tenant.partner}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/partner/${tenant.code}/dashboard$`));
    await expect(admin.getByTestId('figure-Users')).toBeVisible();
    await admin.goto(`/partner/${tenant.code}/user`);
    for (const email of tenant.people)
      await expect(admin.getByRole('cell', { name: email, exact: true })).toBeVisible();
    for (const email of other.people)
      await expect(admin.getByRole('cell', { name: email, exact: true })).toHaveCount(0);

    // Its session cannot open the other partner's portal: a deep link shows the error page.
    await admin.goto(`/partner/${other.code}/dashboard`);
    await expect(admin).not.toHaveURL(new RegExp(`/partner/${other.code}/dashboard$`));
    await expect(admin.getByText(other.partner)).toHaveCount(0);
    await admin.context().close();

    // The location operator: only its own location, of its own partner.
    const operator = await newPage(browser, baseURL);
    await signInToUserPortal(operator, tenant.operator.email, tenant.operator.password);
    const places = operator.getByRole('button', { name: /^Enter / });
    await expect(places).toHaveCount(1);
    await expect(places).toHaveAccessibleName(`Enter ${tenant.location}`);
    await expect(operator.getByText(other.location)).toHaveCount(0);
    await operator.context().close();
  }
});
