import { expect, type Page } from '@playwright/test';
import { DEMO } from './demo-users';
import { signInToUserPortal } from './sign-in';

/** A location to create through the partner portal's form. */
export interface NewLocation {
  title: string;
  /** URL-safe and unique across all partners; make it unique per run (e.g. with Date.now()). */
  code: string;
  displayName?: string;
  addressLineOne: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** Signs the Acme partner administrator in and enters the partner portal (its dashboard). */
export async function enterAcmeAsPartnerAdmin(page: Page): Promise<void> {
  const { email, password } = DEMO.partnerAdmin;
  await signInToUserPortal(page, email, password);
  await page.getByRole('button', { name: 'Enter Acme Fingerprinting LLC' }).click();
  await expect(page).toHaveURL(/\/partner\/acme\/dashboard$/);
}

/**
 * Creates a location with a map pin through the partner portal's form (the partner session must be open) and
 * returns its id, read from the detail page it lands on. The pin is set by typing its coordinates; with
 * `{ dragPin: true }` the pin is then dragged on the map, so the stored pin is where the drag left it (read it
 * back from the detail page's Coordinates row).
 */
export async function createLocationWithPin(
  page: Page,
  partnerCode: string,
  location: NewLocation,
  options: { dragPin?: boolean } = {},
): Promise<string> {
  await page.goto(`/partner/${partnerCode}/locations/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Location' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(location.title);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(location.code);
  await page
    .getByRole('textbox', { name: 'Display name', exact: true })
    .fill(location.displayName ?? location.title);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(location.addressLineOne);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(location.city);
  await page.getByRole('textbox', { name: 'State', exact: true }).fill(location.state);
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill(location.zipCode);
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill(String(location.latitude));
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill(String(location.longitude));
  if (options.dragPin) await dragPin(page, 60, -40);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Location created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: location.title })).toBeVisible();
  const id = page.url().split('/').pop();
  if (!id) throw new Error('no location id in the detail address');
  return id;
}

/** Drags the form's map pin by (dx, dy) pixels and waits until the typed coordinates follow it. */
export async function dragPin(page: Page, dx: number, dy: number): Promise<void> {
  const latitude = page.getByRole('textbox', { name: 'Latitude', exact: true });
  const before = await latitude.inputValue();
  const pin = page.getByTestId('map-pin');
  await expect(pin).toBeVisible();
  await pin.scrollIntoViewIfNeeded();
  // The map eases to a typed pin: wait until the pin stands still before grabbing it.
  let box = await pin.boundingBox();
  await expect
    .poll(async () => {
      const previous = box;
      box = await pin.boundingBox();
      return !!box && !!previous && box.x === previous.x && box.y === previous.y;
    })
    .toBe(true);
  if (!box) throw new Error('the map pin has no box');
  // Grab the pin's head (its anchor is the bottom tip).
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(before);
}
