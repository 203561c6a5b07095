import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { startMailCatcher } from './support/mail-catcher';
import { signInAsAdministrator } from './support/portals';

test('an administrator points the mail server at an SMTP server, sends a test mail and sees it delivered', async ({
  page,
}) => {
  // Sign-in, two screens and a trip through the job queue on a busy machine.
  test.setTimeout(90_000);
  // The port every journey's mail catcher uses: the saved setting stays in the database for the journeys after
  // this one, whose mail must still reach their catcher.
  const mail = await startMailCatcher(E2E_SMTP_PORT);
  try {
    const to = `e2e-test-mail-${Date.now()}@example.com`;
    await signInAsAdministrator(page);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Mail Server' }).click();
    const server = page.getByRole('form', { name: 'Mail server' });
    await server.getByLabel(/^Host/).fill('127.0.0.1');
    await server.getByRole('textbox', { name: /^Port/ }).fill(String(mail.port));
    await server.getByLabel(/^From Address/).fill('ops@ridgeline.test');
    await server.getByLabel('Password', { exact: true }).fill('e2e-smtp-secret');
    await server.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mail server saved')).toBeVisible();
    // The password is write-only: the screen now says it is set and offers to replace it.
    await expect(server.getByLabel('Password is set')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('e2e-smtp-secret');

    const test = page.getByRole('form', { name: 'Send test mail' });
    await test.getByLabel('Send To').fill(to);
    await test.getByRole('button', { name: 'Send test mail' }).click();
    await expect(page.getByText('Test mail queued')).toBeVisible();

    const received = await mail.mailTo(to);
    expect(received.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@/im);

    await page.getByRole('link', { name: 'Deliveries' }).click();
    const row = page.getByRole('row').filter({ hasText: to });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  } finally {
    await mail.close();
  }
});
