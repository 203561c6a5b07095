import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityProblems } from './support/axe';
import { DEMO } from './support/demo-users';
import { solidPng } from './support/png';
import { fillSignIn } from './support/sign-in';
import { openFromMenu } from './support/portals';

test.describe.configure({ timeout: 420_000 });

// Six sessions share two cores here: a lazily loaded screen may take more than the default 5 s to show.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Signs in at the user portal and enters one of the places it offers (waits as long as this file's expect). */
async function enter(page: Page, user: { email: string; password: string }, place: string, landing: RegExp) {
  await page.goto('/auth/login');
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Your partners and locations' })).toBeVisible();
  await page.getByRole('button', { name: `Enter ${place}` }).click();
  await expect(page).toHaveURL(landing);
}

/** The group names of the priority list, top to bottom. */
async function groupOrder(page: Page): Promise<string[]> {
  const rows = page.getByTestId('group-row');
  await expect(rows.first()).toBeVisible();
  return rows.getByRole('link').allTextContents();
}

/** Chooses an option of a Mantine select; a searchable one (multi-select) is typed into first. */
async function pickOption(page: Page, input: Locator, option: string, search = false): Promise<void> {
  await input.click();
  if (search) await input.pressSequentially(option.slice(0, 12));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Drags a group's handle with the mouse onto another group's row, in small steps as a hand would. */
async function dragGroup(page: Page, name: string, onto: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Move ${name}` });
  const target = page.getByTestId('group-row').filter({ hasText: onto });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('group rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
  // React applies pointer moves in a later render: on a loaded machine, releasing before dnd-kit has taken the row
  // under the pointer as its target can drop the group short of it. dnd-kit's live region says when it has.
  const position = await target.getByLabel(/^Priority \d+$/).textContent();
  await expect(page.getByText(new RegExp(`^Group ${name} moved to position ${position} of`))).toBeAttached();
  await page.mouse.up();
}

test('the catalogue: a service with an image, its group and the group priority, a location offer, a soft delete', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const service = `Live scan ${run}`;
  const group = `Walk-ins ${run}`;
  await enter(page, DEMO.partnerAdmin, 'Acme Fingerprinting LLC', /\/partner\/acme\/dashboard$/);

  // 1. Services: the sidebar entry opens the list; a new service with an image and live currency formatting.
  await openFromMenu(page, 'Partner menu', 'Services', 'Services');
  await expect(page.getByRole('link', { name: 'Notary appointment' })).toBeVisible();
  const problems = await accessibilityProblems(page, 'services');
  await page.getByRole('link', { name: 'Add Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Service' })).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'new service')));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(service);
  await pickOption(page, page.getByRole('combobox', { name: 'Service type' }), 'Biometric');
  const rate = page.getByRole('textbox', { name: 'Rate', exact: true });
  await rate.fill('123456.5');
  await expect(rate).toHaveValue('$123,456.50');
  await page.getByLabel('Tax percentage').fill('7.25');
  await page.getByLabel('Service image').setInputFiles({
    name: 'live-scan.png',
    mimeType: 'image/png',
    buffer: solidPng(32, [20, 110, 200]),
  });
  await expect(page.getByText('live-scan.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Service created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  const detailImage = page.locator('main img[src*="/files/"]').first();
  await expect(detailImage).toBeVisible();
  await expect.poll(() => detailImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  problems.push(...(await accessibilityProblems(page, 'service detail')));

  // In the list the amount is abbreviated (§9: K/M/B from 100,000).
  await openFromMenu(page, 'Partner menu', 'Services');
  await page.getByLabel('Search services').fill(run);
  await expect(page).toHaveURL(new RegExp(`q=${run}`));
  const row = page.getByRole('row').filter({ hasText: service });
  await expect(row).toContainText('$123.46K');
  await expect(page.getByRole('link', { name: 'Notary appointment' })).toHaveCount(0);

  // 2. A group with an image holding the new service; it goes last in the priority order.
  await openFromMenu(page, 'Partner menu', 'Groups & Prioritize', 'Groups & Prioritize');
  await expect.poll(() => groupOrder(page)).toEqual(['FBI checks', 'Cards and notary']);
  problems.push(...(await accessibilityProblems(page, 'groups')));
  await page.getByRole('link', { name: 'Add Group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Group' })).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'new group')));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(group);
  await page.getByLabel('Group image').setInputFiles({
    name: 'walk-ins.png',
    mimeType: 'image/png',
    buffer: solidPng(24, [200, 60, 60]),
  });
  await pickOption(page, page.getByRole('combobox', { name: 'Services in this group' }), service, true);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Group created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await expect(page.getByRole('cell', { name: service })).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'group detail')));

  // Deleting it asks first, and the server's rule on groups that hold services is what the user reads.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete group' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`Group ${group} still holds 1 service; remove them from the group before deleting it`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();

  // 3. The priority: by mouse drag, then by keyboard; each survives a reload.
  await openFromMenu(page, 'Partner menu', 'Groups & Prioritize');
  // The list first shows what the query cache held before the group was created, then the refetched order.
  await expect.poll(() => groupOrder(page)).toEqual(['FBI checks', 'Cards and notary', group]);
  await dragGroup(page, group, 'FBI checks');
  await expect(page.getByText('Group order saved successfully')).toBeVisible();
  await expect.poll(() => groupOrder(page)).toEqual([group, 'FBI checks', 'Cards and notary']);
  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual([group, 'FBI checks', 'Cards and notary']);

  const handle = page.getByRole('button', { name: 'Move FBI checks' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (dnd-kit's live region speaks for it), moved one place down, dropped.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Group FBI checks' })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Group FBI checks moved to position 3 of 3.')).toBeAttached();
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(page.getByText('Group order saved successfully').last()).toBeVisible();
  await expect.poll(() => groupOrder(page)).toEqual([group, 'Cards and notary', 'FBI checks']);
  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual([group, 'Cards and notary', 'FBI checks']);

  // 4. The location user offers the service at Downtown and sets its own rate.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await enter(
    operator,
    DEMO.locationOperator,
    'Acme Downtown Live Scan Center',
    /\/location\/acme-downtown\/dashboard$/,
  );
  await openFromMenu(operator, 'Location menu', 'Services', 'Services');
  const offer = operator.getByRole('switch', { name: `Offer ${service} here` });
  await expect(offer).not.toBeChecked();
  problems.push(...(await accessibilityProblems(operator, 'location services')));
  await offer.focus();
  await operator.keyboard.press('Space');
  await expect(operator.getByText('Location service saved successfully')).toBeVisible();
  await expect(offer).toBeChecked();
  const locationRate = operator.getByLabel(`Location rate of ${service}`);
  await locationRate.fill('99.5');
  await expect(locationRate).toHaveValue('$99.50');
  await operator.getByRole('row').filter({ hasText: service }).getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText('Location service saved successfully').last()).toBeVisible();
  await operator.reload();
  await expect(operator.getByRole('switch', { name: `Offer ${service} here` })).toBeChecked();
  await expect(operator.getByLabel(`Location rate of ${service}`)).toHaveValue('$99.50');

  // 5. The partner deletes the service (after a confirmation); it leaves the lists people pick from.
  await page.goto(`/partner/acme/services?q=${run}`);
  await page.getByRole('link', { name: service }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmService = page.getByRole('dialog', { name: 'Delete service' });
  await confirmService.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByLabel('Search services').fill(run);
  await expect(page.getByText('No service matches the search.')).toBeVisible();

  await page.goto('/partner/acme/groups_prioritize/create');
  const picker = page.getByRole('combobox', { name: 'Services in this group' });
  await picker.click();
  await expect(page.getByRole('option', { name: 'Notary appointment' })).toBeVisible();
  await picker.pressSequentially(run);
  await expect(page.getByText('No service matches')).toBeVisible();

  await operator.reload();
  await expect(operator.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(operator.getByRole('switch', { name: 'Offer Notary appointment here' })).toBeVisible();
  await expect(operator.getByRole('switch', { name: `Offer ${service} here` })).toHaveCount(0);
  await operatorContext.close();
  expect(problems).toEqual([]);
});

test('a system administrator sees the ORIs with their photograph flag and is told the ORI format', async ({
  page,
}) => {
  await page.goto('/system/auth/login');
  await fillSignIn(page, DEMO.systemAdmin.email, DEMO.systemAdmin.password);
  await expect(page).toHaveURL(/\/system\/dashboard$/);
  await openFromMenu(page, 'System menu', 'ORIs', 'ORIs');
  const photo = page.getByRole('row').filter({ hasText: 'CA0349500' });
  await expect(photo.getByText('Required', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'WVFBI0000' }).getByText('Not required'),
  ).toBeVisible();

  const problems = await accessibilityProblems(page, 'ORIs');
  await page.getByRole('button', { name: 'Add ORI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ORI' });
  await dialog.getByRole('textbox', { name: 'ORI', exact: true }).fill('qq1234567');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Nowhere agency');
  await expect(
    dialog.getByText(
      'ORI must be 9 characters: a two-letter state or country code followed by 7 letters or digits',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'ORI', exact: true }).fill('tx1234567');
  await expect(dialog.getByRole('textbox', { name: 'ORI', exact: true })).toHaveValue('TX1234567');
  await pickOption(
    page,
    dialog.getByRole('combobox', { name: 'Type', exact: true }),
    'Originating agency (ORI)',
  );
  await dialog.getByRole('switch', { name: /Requires a photograph/ }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: /Requires a photograph/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('ORI created successfully')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'TX1234567' }).getByText('Required', { exact: true }),
  ).toBeVisible();

  // A duplicate is refused with the server's message naming the field.
  await page.getByRole('button', { name: 'Add ORI' }).click();
  await dialog.getByRole('textbox', { name: 'ORI', exact: true }).fill('TX1234567');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Again');
  await pickOption(
    page,
    dialog.getByRole('combobox', { name: 'Type', exact: true }),
    'Originating agency (ORI)',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('oriNumber is already used by another ORI')).toBeVisible();
  for (const [name, label] of [
    ['services', 'Services'],
    ['payment-modes', 'Payment Modes'],
    ['terms', 'Terms and Conditions'],
  ] as const) {
    await page.goto(`/system/catalogue/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByTestId('loading-row')).toHaveCount(0);
    problems.push(...(await accessibilityProblems(page, `system ${name}`)));
  }
  expect(problems).toEqual([]);
});
