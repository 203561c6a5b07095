import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility check of one screen (issue 18): axe-core's WCAG 2.x A/AA rules and best practices, with
 * zero serious or critical violations; plus the page structure axe rates only "moderate" but the issue
 * requires: one main landmark and exactly one level-one heading.
 *
 * `structure: false` is for a screen caught while it loads: axe's serious and critical findings only.
 *
 * Returns the problems found (empty when the screen passes), so a journey can scan every screen and report
 * them all at once; `expectAccessible` is the one-screen assertion.
 */
export async function accessibilityProblems(
  page: Page,
  screen: string,
  { structure = true }: { structure?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const problems = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        (structure && STRUCTURE_RULES.has(violation.id)),
    )
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary}]` : ''}`)
          .join('; '),
    );
  // A screen still loading may not have its landmarks and heading yet; only the loaded screen is held to them.
  if (!structure) return problems;
  const mains = await page.locator('main, [role="main"]').count();
  if (mains !== 1) problems.push(`${screen}: ${mains} main landmarks, expected 1`);
  const headings = await page.locator('h1, [role="heading"][aria-level="1"]').count();
  if (headings !== 1) problems.push(`${screen}: ${headings} level-one headings, expected 1`);
  return problems;
}

/** Rules axe rates moderate that the issue makes blocking. */
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'heading-order', 'region']);

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await accessibilityProblems(page, screen)).toEqual([]);
}
