/** What a quality engineer does on the quality area's pages: a CAPA's root cause, actions, checks and signed closure. */
import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PASSWORD } from './login';

/** Runs `check` on the page in German, then puts the language back, as other scenarios read the pages in English. */
export async function inGerman(page: Page, check: () => Promise<void>) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  try {
    await check();
  } finally {
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en_US');
    // The page is English again before the scenario goes on in English.
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  }
}

/** Signs in the open signature dialog: a wrong password refused first, then the right one with the meaning Approved. */
export async function signWithPassword(dialog: Locator) {
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('combobox', { name: 'Meaning of your signature' }).selectOption({ label: 'Approved' });
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The password is not correct');
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();
}

/** The text of a PDF, as Poppler's `pdftotext` reads it (`npm test` installs poppler-utils). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
}

export async function recordFiveWhys(page: Page, problem: string, whys: [string, string], rootCause: string) {
  const form = page.getByRole('form', { name: 'Root cause: 5 Whys' });
  await form.getByRole('textbox', { name: 'Problem' }).fill(problem);
  await form.getByRole('textbox', { name: 'Why 1' }).fill(whys[0]);
  await form.getByRole('button', { name: 'Ask why again' }).click();
  await expect(form.getByRole('textbox', { name: 'Why 2' })).toBeFocused();
  await page.keyboard.type(whys[1]);
  await form.getByRole('textbox', { name: 'Root cause' }).fill(rootCause);
  await form.getByRole('button', { name: 'Save the root cause' }).click();
  const found = page.getByRole('region', { name: 'Root cause', exact: true });
  await expect(found).toContainText('Found with: 5 Whys');
  await expect(found).toContainText(whys[1]);
}

/** Plans an action for Paula Planner, starts the actions and ticks it off. */
export async function planAndFinishAnAction(page: Page, facts: Locator, action: string) {
  const plan = page.getByRole('form', { name: 'Plan an action' });
  await plan.getByRole('textbox', { name: 'What is to be done' }).fill(action);
  await plan.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Paula Planner' });
  await plan.getByRole('textbox', { name: 'Due' }).fill('2099-06-01');
  await plan.getByRole('textbox', { name: 'Due' }).press('Enter');
  await plan.getByRole('button', { name: 'Plan the action' }).click();
  const row = page.getByRole('region', { name: 'Actions' }).getByRole('row', { name: new RegExp(action.slice(0, 20)) });
  await expect(row).toContainText('Paula Planner');
  await page.getByRole('button', { name: 'Start actions' }).click();
  await expect(facts).toContainText('StatusActions under way');
  await row.getByRole('checkbox', { name: `Done: ${action}` }).check();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Marked done');
  await expectNoAxeViolations(page);
}

async function verify(page: Page, facts: Locator, criterion: string) {
  const form = page.getByRole('form', { name: 'Verify the actions' });
  await form.getByRole('textbox', { name: 'Effectiveness check due' }).fill('2099-09-01');
  await form.getByRole('textbox', { name: 'Effectiveness check due' }).press('Enter');
  await form.getByRole('textbox', { name: 'What shows the actions worked' }).fill(criterion);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(facts).toContainText('StatusChecking effectiveness');
}

async function recordCheck(page: Page, result: string, note: string) {
  const check = page.getByRole('form', { name: 'Record the effectiveness check' });
  await check.getByRole('combobox', { name: 'What the check found' }).selectOption({ label: result });
  await check.getByRole('textbox', { name: 'Note' }).fill(note);
  await check.getByRole('button', { name: 'Record the check' }).click();
}

/**
 * Verifies the CAPA's actions; its closure is refused until the check is recorded as effective:
 * not effective first, which sends it back to its actions, then effective; then it closes signed.
 */
export async function checkAndClose(page: Page, facts: Locator, criterion: string) {
  const close = page.getByRole('region', { name: 'Close the CAPA' });
  await verify(page, facts, criterion);
  // Before the check is recorded, the closure is refused, and says why.
  await close.getByRole('button', { name: 'Close signed' }).click();
  const early = page.getByRole('dialog', { name: 'Sign the closure' });
  await early.getByLabel('Your password').fill(PASSWORD);
  await early.getByRole('combobox', { name: 'Meaning of your signature' }).selectOption({ label: 'Approved' });
  await early.getByRole('button', { name: 'Sign' }).click();
  await expect(close.getByRole('alert')).toContainText('The effectiveness check has not found the actions effective');
  await recordCheck(page, 'Not effective', 'It came back once');
  await expect(facts).toContainText('StatusActions under way');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Check result: (empty) → Not effective');
  await expect(close).toBeHidden();
  await verify(page, facts, criterion);
  await recordCheck(page, 'Effective', 'It did not come back');
  await expect(facts).toContainText('Check resultEffective');

  await close.getByRole('button', { name: 'Close signed' }).click();
  await signWithPassword(page.getByRole('dialog', { name: 'Sign the closure' }));
  await expect(facts).toContainText('StatusClosed');
  const signature = page.getByRole('region', { name: 'Closure signatures' }).getByRole('listitem');
  await expect(signature).toContainText('Alex Admin: Approved');
  await expect(signature).toContainText('Valid');
  await expect(close).toBeHidden();
  await expectNoAxeViolations(page);
}
