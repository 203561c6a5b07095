import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached within `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 30, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of Tab`).toBeFocused();
}

/** Opens a menu from its focused button with Enter and chooses `item` with the arrow keys and Enter. */
export async function chooseFromMenu(page: Page, button: Locator, item: string): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await entry.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
}
