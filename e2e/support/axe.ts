import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The success criteria the platform meets: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core's current rules for WCAG 2.1 A and AA on the whole page as it stands and
 * fails on any violation, whatever its impact, naming each rule and the elements it found.
 * A plain function, so a fixture can run it on every test's final page.
 *
 * axe-core goes into each frame once and stays there while the app navigates, and the page
 * reports only its violations: the ready-made Playwright wrapper injected it again on every
 * check and finished each run in a new blank page, which cost the suite over half a second a
 * check.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_21_AA_TAGS,
  );
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}
