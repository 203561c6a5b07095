import { expect, test } from '@playwright/test';
import { E2E_GEOCODER_PORT } from '../playwright.config';
import { startFakeGeocoder } from './support/fake-geocoder';
import { createLocationWithPin, dragPin, enterAcmeAsPartnerAdmin } from './support/places';
import { openFromMenu } from './support/portals';

test.describe.configure({ timeout: 90_000 });

test('a partner administrator creates a location with a map pin; it shows in the list and on the map', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const title = `Portland ${run}`;
  await enterAcmeAsPartnerAdmin(page);

  // The sidebar's Locations entry, the list with its search kept in the URL.
  await openFromMenu(page, 'Partner menu', 'Locations', 'Locations');
  await expect(page.getByRole('link', { name: 'Downtown' })).toBeVisible();
  await page.getByLabel('Search locations').fill('airport');
  await expect(page).toHaveURL(/q=airport/);
  await expect(page.getByRole('link', { name: 'Airport' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Downtown' })).toHaveCount(0);

  // Typed coordinates first; then the pin is dragged, and the stored pin is where the drag left it.
  const id = await createLocationWithPin(
    page,
    'acme',
    {
      title,
      code: `pdx-${run}`,
      addressLineOne: '701 SW 6th Ave',
      city: 'Portland',
      state: 'OR',
      zipCode: '97204',
      latitude: 45.5189,
      longitude: -122.6794,
    },
    { dragPin: true },
  );
  const coordinates = page.getByRole('row', { name: /Coordinates/ });
  await expect(coordinates).toBeVisible();
  const [latitude, longitude] = ((await coordinates.getByRole('cell').textContent()) ?? '')
    .split(', ')
    .map(Number);
  expect(latitude).toBeGreaterThan(45.5189);
  expect(longitude).toBeGreaterThan(-122.6794);

  // The detail page narrows the sidebar to 50 px of icons, labels as tooltips (spec §2).
  const menu = page.getByRole('navigation', { name: 'Partner menu' });
  await expect
    .poll(async () => (await page.locator('.mantine-AppShell-navbar').boundingBox())?.width)
    .toBe(50);
  await menu.getByRole('link', { name: 'Companies' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Companies' })).toBeVisible();

  // In the list, found by its code.
  await page.goto(`/partner/acme/locations?q=pdx-${run}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('1 record')).toBeVisible();

  // On the map of all locations: its own marker, apart from the California clusters; a click opens it.
  await page.goto('/partner/acme/locations');
  await page.getByRole('link', { name: 'Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map of locations' })).toBeVisible();
  const marker = page.getByRole('button', { name: `${title}: open` });
  await expect(marker).toBeVisible();
  for (const cluster of await page.getByTestId('map-cluster').all()) {
    // Fewer than 11 demo locations: no cluster passes the red floor of §9.
    await expect(cluster).toHaveAttribute('data-color', 'default');
  }
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`/locations/detail/${id}$`));
});

test('the places search moves the pin, and the form still works with typed coordinates', async ({ page }) => {
  const geocoder = await startFakeGeocoder(E2E_GEOCODER_PORT);
  try {
    await enterAcmeAsPartnerAdmin(page);
    await page.goto('/partner/acme/locations/create');
    await page.getByLabel('Search places').fill('Pioneer Courthouse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /Pioneer Courthouse Square/ }).click();
    await expect(page.getByRole('textbox', { name: 'Latitude', exact: true })).toHaveValue('45.5189');
    await expect(page.getByRole('textbox', { name: 'Longitude', exact: true })).toHaveValue('-122.6794');
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Portland');
    await expect(page.getByTestId('map-pin')).toBeVisible();
    expect(geocoder.queries).toContain('Pioneer Courthouse');

    // Nothing found; bad coordinates are named before anything is sent.
    await page.getByLabel('Search places').fill('nowhere at all');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No place matches the search.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Latitude must be a number between -90 and 90')).toBeVisible();
    await expect(page.getByText('Title is a required field')).toBeVisible();
  } finally {
    await geocoder.close();
  }
  // The geocoder gone: the search says so and the typed coordinates remain the way.
  await page.getByLabel('Search places').fill('Pioneer Courthouse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText(
      /Places search could not reach \S+ \(GEOCODER_URL; offline\?\): type the coordinates or drag the pin/,
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('45.5189');
  await expect(page.getByText('Latitude must be a number between -90 and 90')).toHaveCount(0);
  await dragPin(page, -30, 30);
  await expect(page.getByRole('textbox', { name: 'Longitude', exact: true })).not.toHaveValue('-122.6794');
});

test('a partner administrator creates and modifies a company', async ({ page }) => {
  const run = Date.now().toString(36);
  const name = `Ridge Staffing ${run}`;
  await enterAcmeAsPartnerAdmin(page);
  await openFromMenu(page, 'Partner menu', 'Companies', 'Companies');
  await expect(page.getByRole('link', { name: 'Golden Gate Home Care' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Company' }).click();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Fresno');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Phone must be 10 digits')).toBeVisible();
  await expect(page.getByText('An address needs its address line, city, state and zip code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5595550100');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('2600 Fresno St');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('CA');
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('93721');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(`RS-${run}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('row', { name: /Phone \(559\)-555-0100/ })).toBeVisible();

  await page.getByRole('link', { name: 'Modify' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} West`);
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();

  await page.goto(`/partner/acme/companies?q=RS-${run}&status=inactive`);
  await expect(page.getByRole('link', { name: `${name} West` })).toBeVisible();
  await expect(page.getByText('1 record')).toBeVisible();
});
