import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO } from './support/demo-users';
import { fillSignIn, signInToUserPortal } from './support/sign-in';

// Issue 18: the TOTP journey in Chromium. A portal user sets up an authenticator app from the QR code's key,
// signs out, signs in with a code of it, then with a recovery code, which works once. The codes are made here
// with the same library as the server (otplib), as an authenticator app would.

const { email, password } = DEMO.locationOperator;
const STEP_MS = 30_000;

/** The code of the next 30-second step, once it starts: a code is accepted once, so each sign-in needs a new step. */
async function codeOfNextStep(page: Page, secret: string): Promise<string> {
  const wait = STEP_MS - (Date.now() % STEP_MS) + 500;
  await page.waitForTimeout(wait);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function passwordStep(page: Page) {
  await page.goto('/auth/login');
  await fillSignIn(page, email, password);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Whatever happened in the journey, the operator signs in with the password alone again afterwards. */
async function resetSecondFactor(request: APIRequestContext) {
  const admin = await request.post('/system/v1/auths', {
    data: { email: DEMO.systemAdmin.email, password: DEMO.systemAdmin.password },
  });
  const token = ((await admin.json()) as { data: { token: string } }).data.token;
  const xsrf = admin.headers()['x-xsrf-token'] ?? '';
  const operator = await request.post('/user-portal/v1/auths', { data: { email, password } });
  const body = (await operator.json()) as { data: { token?: string } };
  if (body.data.token) return;
  // The operator's id, from the audit trail of their own sign-ins.
  const search = await request.post('/system/v1/audit-logs/search', {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    data: { searchParameter: email, pageSize: 1 },
  });
  const [entry] = ((await search.json()) as { data: { actorId: string | null }[] }).data;
  if (!entry?.actorId) return;
  await request.post('/system/v1/second-factor-resets', {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': search.headers()['x-xsrf-token'] ?? xsrf },
    data: { userId: entry.actorId },
  });
}

test.afterEach(async ({ request }) => {
  await resetSecondFactor(request);
});

test('a portal user enrols an authenticator app, signs in with a code, and a recovery code works once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInToUserPortal(page, email, password);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Active sessions' })).toContainText('This browser');

  // Enrol: the QR code and its key; the first code turns the second factor on and shows the recovery codes.
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid code');
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();
  await signOut(page);

  // Sign in with a code of the app.
  await passwordStep(page);
  await enterCode(page, await codeOfNextStep(page, secret));
  await expect(page.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
  await signOut(page);

  // A recovery code works once.
  await passwordStep(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
  await signOut(page);
  await passwordStep(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toContainText('Invalid code');
  await enterCode(page, recoveryCodes[1]!);
  await expect(page.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();

  // The user turns it off again with the password (the demo state as it was).
  await page.goto('/security');
  await expect(page.getByText(/8 recovery codes left/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off the second factor' });
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});
