import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { downtownIds, enterDowntownAsOperator, signInAsAdministrator } from './support/portals';
import { scanScreen } from './support/scan-screen';
import { SCREENS, type DemoIds, type ScreenSession } from './support/screens';
import { fillSignIn, signInToUserPortal } from './support/sign-in';

// Issue 18: an axe scan of every screen of every portal (the list is support/screens.ts), zero serious or
// critical violations, one main landmark and one level-one heading each. Each screen is scanned while it loads
// (its API calls held) and again once loaded, so the verdict does not depend on timing. One test per kind of session, which
// signs in once and scans that session's screens; every problem of every screen is reported together.

const SIGN_IN: Record<ScreenSession, (page: Page) => Promise<void>> = {
  none: async () => undefined,
  enforced: async (page) => {
    await page.goto('/system/auth/login');
    await fillSignIn(page, DEMO.systemNewcomer.email, DEMO.systemNewcomer.password);
    await expect(page).toHaveURL(/\/system\/enforce-password$/);
  },
  system: signInAsAdministrator,
  userPortal: (page) => signInToUserPortal(page, DEMO.locationOperator.email, DEMO.locationOperator.password),
  partner: async (page) => {
    await signInToUserPortal(page, DEMO.partnerAdmin.email, DEMO.partnerAdmin.password);
    await page.getByRole('button', { name: 'Enter Acme Fingerprinting LLC' }).click();
    await expect(page).toHaveURL(/\/partner\/acme\/dashboard$/);
  },
  location: enterDowntownAsOperator,
};

const SESSIONS = [...new Set(SCREENS.map((screen) => screen.session))];

/** The demo ids, read once for all the tests of this file (reading them signs in through the API). */
let demoIds: Promise<DemoIds> | undefined;
function idsOnce(request: APIRequestContext): Promise<DemoIds> {
  demoIds ??= downtownIds(request).then(({ partnerId, locationId }) => ({
    partnerId,
    downtownId: locationId,
  }));
  return demoIds;
}

for (const session of SESSIONS) {
  const screens = SCREENS.filter((screen) => screen.session === session);
  test(`every ${session === 'none' ? 'signed-out' : session} screen passes the accessibility scan (${screens.length} screens)`, async ({
    page,
    request,
  }) => {
    // A screen takes about 5 s alone and 7.5 s while the PostgreSQL API suite runs beside the journeys (3.1 min for
    // the partner's 25 screens on a slow day); 20 s a screen leaves room for a slower machine.
    test.setTimeout(30_000 + screens.length * 20_000);
    const ids = await idsOnce(request);
    await SIGN_IN[session](page);
    const problems: string[] = [];
    for (const screen of screens) {
      problems.push(...(await scanScreen(page, screen, ids)));
    }
    expect(problems).toEqual([]);
  });
}
