import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The success criteria the platform meets: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core's current rules for WCAG 2.1 A and AA on the whole page as it stands and
 * fails on any violation, whatever its impact, naming each rule and the elements it found.
 * A plain function, so a fixture can run it on every test's final page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}
