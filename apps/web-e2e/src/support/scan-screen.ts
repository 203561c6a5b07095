import { expect, type Page } from '@playwright/test';
import { accessibilityProblems } from './axe';
import { holdApi } from './held-api';
import { screenPath, type DemoIds, type Screen } from './screens';

/** Stops spinners and fades, so each state holds still for its scan (and axe is not slowed by repaints). */
const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/**
 * Scans one screen twice: while it loads, and again once its data has arrived. For the first scan every API call is
 * held until the screen's code has all arrived, so the state scanned is always the same (all code, no data) and
 * a finding that shows only while a screen loads (a spinner without an accessible name, say) is found on every run,
 * not only on runs where the scan happened to be early. Loading states of code (lazy panels) are covered by the
 * lint rule that makes every spinner a LoadingIndicator.
 */
export async function scanScreen(page: Page, screen: Screen, ids: DemoIds): Promise<string[]> {
  const problems: string[] = [];
  const heading = page.getByRole('heading', { level: 1, name: screen.heading });
  const api = await holdApi(page);
  try {
    await page.goto(screenPath(screen, ids));
    await page.addStyleTag({ content: STILL });
    // The router shows its spinner 150 ms into a pending load, hence the quiet time.
    await expect
      .poll(async () => (api.count > 0 || (await heading.isVisible())) && api.quietFor(250), {
        // Every 100 ms: Playwright's default steps up to a check a second, which cost up to a second a screen.
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(true);
    if (api.count > 0) {
      problems.push(...(await accessibilityProblems(page, `${screen.name} (loading)`, { structure: false })));
    }
  } finally {
    await api.release();
  }
  // With transitions off, what shows is already at rest: colours are measured as the user finally sees them.
  await expect(heading).toBeVisible();
  problems.push(...(await accessibilityProblems(page, screen.name)));
  return problems;
}
