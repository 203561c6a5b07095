import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { startMailCatcher } from './support/mail-catcher';
import { createLocationWithPin, enterAcmeAsPartnerAdmin } from './support/places';
import { solidPng } from './support/png';
import { openFromMenu, signInAsAdministrator } from './support/portals';
import { fillSignIn } from './support/sign-in';

/*
 * Issue 12's acceptance journey. It creates its own records (a partner, a location, an invited user) under names
 * unique to the run, so the demo data the other journeys use stays as it was; the invitee's access is revoked by
 * the journey itself.
 */

/** Fills one contact person of the partner form. */
async function fillContact(person: Locator, first: string, last: string, email: string): Promise<void> {
  await person.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await person.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await person.getByRole('textbox', { name: 'Contact email', exact: true }).fill(email);
}

const run = Date.now().toString(36);
const partner = { code: `journey-${run}`, legalName: `Journey Prints ${run} LLC` };
const location = {
  code: `acme-pier-${run}`,
  title: `Acme Pier ${run}`,
  displayName: `Acme Pier ${run} Live Scan`,
};
const invitee = { email: `invitee-${run}@ridgeline.test`, password: 'Pier-Operator-7731' };

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('tenants and people: a branded partner, an invited location user, and revoking that access', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browsers, two e-mails through the job queue and a partner created with a file, on a busy machine.
  test.setTimeout(180_000);
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    // 1. The system administrator creates a partner with a logo; its branded sign-in page shows that logo.
    await signInAsAdministrator(page);
    await openFromMenu(page, 'System menu', 'Partners');
    await page.getByRole('link', { name: 'Add Partner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Partner' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Legal name', exact: true }).fill(partner.legalName);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(partner.code);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`office@${partner.code}.test`);
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [0x1c, 0x7e, 0xd6]),
    });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('77 Harbor Way');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Oakland');
    await page.getByRole('textbox', { name: 'State', exact: true }).fill('CA');
    await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('94607');
    const first = page.getByRole('group', { name: 'Main contact person' });
    await fillContact(first, 'Jordan', 'Journey', `jordan@${partner.code}.test`);
    // Contact persons are a list: a second one, first left blank (its fields are checked too), then filled.
    await page.getByRole('button', { name: 'Add contact person' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const second = page.getByRole('group', { name: 'Contact person 2' });
    await expect(second.getByText('First name is a required field')).toBeVisible();
    await fillContact(second, 'Casey', 'Journey', `casey@${partner.code}.test`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Partner created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/partners\/[0-9a-f-]{36}$/);
    const partnerId = /\/system\/partners\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByText('1 address, 2 contacts')).toBeVisible();
    // The detail names the partner's branded sign-in page; a visitor opens it.
    const signInPage = await page.getByRole('link', { name: /\/auth$/ }).getAttribute('href');
    expect(signInPage).toBe(`/partner/${partner.code}/${partnerId}/auth`);

    const visitor = await newPage(browser, baseURL);
    await visitor.goto(signInPage ?? '');
    await expect(visitor.getByRole('heading', { name: partner.legalName })).toBeVisible();
    const logo = visitor.getByRole('img', { name: `${partner.legalName} logo` });
    await expect(logo).toBeVisible();
    // The stored file itself, not a placeholder: the browser decoded the 48-pixel PNG that was uploaded.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(48);
    await visitor.context().close();

    // 2. The partner administrator creates a location with a map pin on the locations screen, then invites a
    //    user to it by e-mail from the users screen.
    const admin = await newPage(browser, baseURL);
    await enterAcmeAsPartnerAdmin(admin);
    await createLocationWithPin(admin, 'acme', {
      code: location.code,
      title: location.title,
      displayName: location.displayName,
      addressLineOne: 'Pier 39, Beach Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94133',
      latitude: 37.8087,
      longitude: -122.4098,
    });
    await admin.goto('/partner/acme/user');
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee.email);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ivy');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
    await dialog.getByRole('combobox', { name: 'Access to' }).click();
    await admin.getByRole('option', { name: location.title }).click();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Location Operator' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText('Invitation sent successfully')).toBeVisible();
    await admin.getByRole('tab', { name: 'Invited Users' }).click();
    await expect(admin.getByRole('cell', { name: invitee.email })).toBeVisible();

    // 3. The invitee accepts through the e-mailed link, signs in and sees only that location.
    const message = await mail.mailTo(invitee.email, 30_000);
    const link = /https?:\/\/\S+\/invitation\?token=[\w.-]+/.exec(message.text)?.[0];
    expect(link, 'the invitation e-mail carries its link').toBeTruthy();
    const user = await newPage(browser, baseURL);
    await user.goto(link ?? '');
    await expect(user.getByText(`You are invited to ${location.title}`)).toBeVisible();
    await user.getByLabel(/^Password/).fill(invitee.password);
    await user.getByLabel(/^Confirm password/).fill(invitee.password);
    await user.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(user).toHaveURL(/\/auth\/login$/);
    await fillSignIn(user, invitee.email, invitee.password);
    await expect(user.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
    const places = user.getByRole('button', { name: /^Enter / });
    await expect(places).toHaveCount(1);
    await expect(places).toHaveAccessibleName(`Enter ${location.displayName}`);
    await places.click();
    await expect(user).toHaveURL(new RegExp(`/location/${location.code}/dashboard$`));
    const menu = user.getByRole('navigation', { name: 'Location menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Locations' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Companies' })).toHaveCount(0);

    // 4. A location user cannot open partner-level screens: a deep link shows an error page, not the chooser.
    await user.goto('/partner/acme/locations');
    await expect(user).toHaveURL(/\/partner\/acme\/errors\/403$/);
    await expect(user.getByText('You do not have access to this page.')).toBeVisible();
    await user.goto(`/location/${location.code}/companies`);
    await expect(user).toHaveURL(new RegExp(`/location/${location.code}/errors/403$`));
    await expect(user.getByText('You do not have access to this page.')).toBeVisible();
    await user.goto(`/location/${location.code}/dashboard`);
    await expect(user.getByTestId('figure-Users')).toBeVisible();

    // 5. Revoking the access ends the invitee's open session on its next call.
    await admin.getByRole('tab', { name: 'Users', exact: true }).click();
    await admin.getByRole('textbox', { name: 'Search users' }).fill(invitee.email);
    const row = admin.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Revoke access' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Revoke access' });
    await expect(confirm).toContainText('Their open sessions end at once.');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(admin.getByText('Access revoked successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    const refused = user.waitForResponse(
      (response) => response.url().includes('/partner/v1/') && response.status() === 401,
    );
    await openFromMenu(user, 'Location menu', 'Basic Info');
    await refused;
    await expect(user).toHaveURL(/\/$/);
    await expect(user.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
    await expect(user.getByRole('button', { name: /^Enter / })).toHaveCount(0);
    await admin.context().close();
    await user.context().close();
  } finally {
    await mail.close();
  }
});
