import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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
  const results = await runAxe(page);
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

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Only violations are read. Every node of every violation is still reported; passes, incomplete and
  // inapplicable results keep one node each instead of a selector and HTML snippet for every node checked, which
  // was most of a scan's time (axe's documented use of this option).
  resultTypes: ['violations'],
};

/** axe-core's own minified build: the same rules as the full one, less to parse on each page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page without @axe-core/playwright's costs on each call: that package loads axe into the
 * page again on every scan and opens a blank page to put the results together. Here axe is loaded once per
 * document (a screen's loading scan and its loaded scan share one) and runs in place. A page with frames is
 * scanned the package's way, which reaches into each frame from outside (no screen has one today).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  await transitionsSettled(page);
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(OPTIONS).analyze();
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => window.axe.run(document, options), OPTIONS);
}

/**
 * Waits for the page's running CSS transitions and animations that end (a dialog fading in, a menu opening) before a
 * scan: mid-fade a button's colours are blended with what lies behind, and axe measured a 4.11:1 contrast on a
 * dialog's red button that reads 4.5:1 and more once shown. Endless ones (a loader) are not waited for; two seconds
 * at most.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await accessibilityProblems(page, screen)).toEqual([]);
}
