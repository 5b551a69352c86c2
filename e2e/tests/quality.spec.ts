import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, PASSWORD, sidebar } from '../support/login';
import { SCREENS } from '../support/screens';
import { expect, test } from '../support/test';

// The quality area's NCRs: the clamp jaws that failed inspection in the demo ('Fixture plates and
// clamp jaws') wait in the inbox; the facility raises their NCR, the board decides and signs
// (a wrong password refused first), and the NCR closes. A process NCR is raised and cancelled
// at a laptop's and a phone's width, where the part NCRs and the CAPAs show too. Cracks that keep
// coming back make the dashboard propose a CAPA, which goes from its 5 Whys to its signed closure.
// Every page passes axe, in English and in German.

const ORDER = 'Fixture plates and clamp jaws';

/** The page is as wide as the screen: nothing sticks out to make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
}

/** Runs `check` on the page in German, then puts the admin's language back, as other scenarios read the pages in English. */
async function inGerman(page: Page, check: () => Promise<void>) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  try {
    await check();
  } finally {
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en_US');
  }
}

test('the facility raises the clamp jaws’ NCR from the inbox, signs the board’s decision and closes it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Part NCR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Part NCR' })).toBeVisible();
  const jaws = page.getByRole('region', { name: `clamp_jaw.stl of ${ORDER}` });
  await expect(jaws).toContainText('Acme Robotics');
  await expect(jaws).toContainText('Failed pieces2');
  await expect(jaws).toContainText('Layer separation at the hinge on two jaws');
  await expect(page.getByRole('table', { name: 'Part NCRs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Teile-NCR' })).toBeVisible();
    await expect(page.getByRole('region', { name: `clamp_jaw.stl aus ${ORDER}` })).toContainText('Fehlerhafte Stücke2');
    await expectNoAxeViolations(page);
  });

  // Raised, the NCR opens, filled in from the inspection.
  await jaws.getByRole('button', { name: `Raise NCR for clamp_jaw.stl of ${ORDER}` }).click();
  await expect(page).toHaveURL(/\/service-provider\/quality-management\/ncrs\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^NCR-\d{4}-\d{4}: 2 × clamp_jaw\.stl failed inspection$/);
  const number = (await heading.textContent())!.split(':')[0]!;
  const facts = page.getByLabel('NCR details');
  await expect(facts).toContainText('StatusOpen');
  await expect(facts).toContainText('Pieces2');
  await expect(facts).toContainText('CustomerAcme Robotics');
  await expect(facts).toContainText('FoundAt inspection');
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Layer separation at the hinge on two jaws');
  await expect(page.getByRole('region', { name: 'Decisions' })).toContainText('No decision yet.');
  await expectNoAxeViolations(page);

  // The board scraps both; the split is said as it is typed.
  const decide = page.getByRole('form', { name: 'Decide on the pieces' });
  await decide.getByRole('spinbutton', { name: 'Scrap' }).fill('2');
  await expect(decide.getByRole('status')).toHaveText('2 of 2 pieces decided.');
  await decide.getByRole('textbox', { name: 'Note' }).fill('Layer separation cannot be repaired');
  await decide.getByRole('button', { name: 'Sign the decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the decision' });
  await expect(dialog).toContainText(`You sign the material review board’s decision on ${number}: 2 × Scrap.`);
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('combobox', { name: 'Meaning of your signature' }).selectOption({ label: 'Approved' });
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The password is not correct');
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();

  // The decision and its signature, and the NCR dispositioned.
  const decision = page.getByRole('region', { name: /^Decision of / });
  await expect(decision).toContainText('2 × Scrap');
  await expect(decision).toContainText('Layer separation cannot be repaired');
  const signature = decision.getByRole('list', { name: 'Signatures' }).getByRole('listitem');
  await expect(signature).toHaveCount(1);
  await expect(signature).toContainText('Alex Admin: Approved');
  await expect(signature).toContainText('Valid');
  await expect(facts).toContainText('StatusDispositioned');
  await expect(page.getByRole('form', { name: 'Decide on the pieces' })).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Close NCR' }).click();
  await expect(facts).toContainText('StatusClosed');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status: Dispositioned → Closed');
  await expect(page.getByRole('button', { name: 'Close NCR' })).toBeHidden();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByLabel('Angaben zum NCR')).toContainText('StatusAbgeschlossen');
    await expect(page.getByRole('region', { name: /^Entscheidung vom / })).toContainText('2 × Verschrotten');
    await expectNoAxeViolations(page);
  });

  // The inbox lets the jaws go; the list has their NCR, closed.
  await page.getByRole('link', { name: 'Back to Part NCR' }).click();
  await expect(page.getByRole('region', { name: `clamp_jaw.stl of ${ORDER}` })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by number, title, defect code, order or part' }).fill(number);
  await expect(page.getByRole('table', { name: 'Part NCRs' }).getByRole('row', { name: new RegExp(number) })).toContainText(
    'Closed',
  );
});

/** Raises process NCRs through the API, as the signed-in page would (its cookie and cross-site token). */
async function raiseProcessNcrs(page: Page, defectCode: string, titles: string[]) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (const title of titles) {
    const data = { kind: 'PROCESS', severity: 'MAJOR', defectCode, title, cause: 'FAILED_BUILD' };
    const raised = await page.request.post('/api/v1/quality/ncrs', { headers: { 'x-xsrf-token': xsrf }, data });
    expect(raised.status(), await raised.text()).toBe(201);
  }
}

test('cracks that keep coming back open a CAPA from the dashboard, which is closed signed once its check is effective', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'admin@demo.test');
  await raiseProcessNcrs(page, 'CRACK', ['Crack 1', 'Crack 2', 'Crack 3', 'Crack 4', 'Crack 5']);
  await page.goto('/service-provider/quality-management/quality-dashboard');
  const trends = page.getByRole('region', { name: 'Defects that keep coming back' });
  await expect(trends).toContainText('CRACK: 5 NCRs in the last 30 days');
  const pareto = page.getByRole('table', { name: 'Defect codes (Pareto)' });
  await expect(pareto.getByRole('row', { name: /^CRACK/ })).toContainText('5');
  await expect(page.getByRole('region', { name: 'Defect codes (Pareto)' }).locator('svg.recharts-surface')).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('region', { name: 'Wiederkehrende Fehler' })).toContainText(
      'CRACK: 5 NCRs in den letzten 30 Tagen',
    );
    await expect(page.getByRole('table', { name: 'Offene NCRs nach Alter' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await trends.getByRole('button', { name: 'Open a CAPA on CRACK' }).click();
  await expect(page).toHaveURL(/\/service-provider\/quality-management\/capa\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^CAPA-\d{4}-\d{3}: CRACK keeps coming back$/);
  const facts = page.getByLabel('CAPA details');
  await expect(facts).toContainText('StatusOpen');
  await expect(page.getByRole('link', { name: /as PDF$/ })).toHaveAttribute('href', /format=pdf&language=en_US$/);
  await expectNoAxeViolations(page);

  // The actions cannot start before the root cause and an action: the guard says so.
  await page.getByRole('button', { name: 'Start actions' }).click();
  await expect(page.getByRole('region', { name: 'Start the actions' }).getByRole('alert')).toContainText(
    'Record the root cause and plan at least one action first',
  );
  await recordFiveWhys(page);
  await planAndFinishAnAction(page, facts);
  await checkAndClose(page, facts);
});

async function recordFiveWhys(page: Page) {
  const whys = page.getByRole('form', { name: 'Root cause: 5 Whys' });
  await whys.getByRole('textbox', { name: 'Problem' }).fill('Cracks across the flanges of five builds');
  await whys.getByRole('textbox', { name: 'Why 1' }).fill('The parts cooled too fast');
  await whys.getByRole('button', { name: 'Ask why again' }).click();
  await expect(whys.getByRole('textbox', { name: 'Why 2' })).toBeFocused();
  await page.keyboard.type('The chamber door was opened early');
  await whys.getByRole('textbox', { name: 'Root cause' }).fill('No rule for when the door may open');
  await whys.getByRole('button', { name: 'Save the root cause' }).click();
  const rootCause = page.getByRole('region', { name: 'Root cause', exact: true });
  await expect(rootCause).toContainText('Found with: 5 Whys');
  await expect(rootCause).toContainText('The chamber door was opened early');
}

async function planAndFinishAnAction(page: Page, facts: Locator) {
  const plan = page.getByRole('form', { name: 'Plan an action' });
  await plan.getByRole('textbox', { name: 'What is to be done' }).fill('Lock the door until the chamber is cool');
  await plan.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Paula Planner' });
  await plan.getByRole('textbox', { name: 'Due' }).fill('2099-06-01');
  await plan.getByRole('textbox', { name: 'Due' }).press('Enter');
  await plan.getByRole('button', { name: 'Plan the action' }).click();
  const actions = page.getByRole('region', { name: 'Actions' });
  const row = actions.getByRole('row', { name: /Lock the door/ });
  await expect(row).toContainText('Paula Planner');
  await page.getByRole('button', { name: 'Start actions' }).click();
  await expect(facts).toContainText('StatusActions under way');
  await row.getByRole('checkbox', { name: 'Done: Lock the door until the chamber is cool' }).check();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Marked done');
  await expectNoAxeViolations(page);
}

async function verify(page: Page, facts: Locator) {
  const form = page.getByRole('form', { name: 'Verify the actions' });
  await form.getByRole('textbox', { name: 'Effectiveness check due' }).fill('2099-09-01');
  await form.getByRole('textbox', { name: 'Effectiveness check due' }).press('Enter');
  await form.getByRole('textbox', { name: 'What shows the actions worked' }).fill('No crack in the next ten builds');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(facts).toContainText('StatusChecking effectiveness');
}

async function recordCheck(page: Page, result: string, note: string) {
  const check = page.getByRole('form', { name: 'Record the effectiveness check' });
  await check.getByRole('combobox', { name: 'What the check found' }).selectOption({ label: result });
  await check.getByRole('textbox', { name: 'Note' }).fill(note);
  await check.getByRole('button', { name: 'Record the check' }).click();
}

async function checkAndClose(page: Page, facts: Locator) {
  await verify(page, facts);
  // Not effective: back to its actions, which are checked again.
  await recordCheck(page, 'Not effective', 'A crack in build 4');
  await expect(facts).toContainText('StatusActions under way');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Check result: (empty) → Not effective');
  await verify(page, facts);
  await recordCheck(page, 'Effective', 'Ten builds without a crack');
  await expect(facts).toContainText('Check resultEffective');

  const close = page.getByRole('region', { name: 'Close the CAPA' });
  await close.getByRole('button', { name: 'Close signed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the closure' });
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('combobox', { name: 'Meaning of your signature' }).selectOption({ label: 'Approved' });
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The password is not correct');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(facts).toContainText('StatusClosed');
  const signature = page.getByRole('region', { name: 'Closure signatures' }).getByRole('listitem');
  await expect(signature).toContainText('Alex Admin: Approved');
  await expect(signature).toContainText('Valid');
  await expect(close).toBeHidden();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByLabel('Angaben zur CAPA')).toContainText('StatusAbgeschlossen');
    await expect(page.getByRole('link', { name: /als PDF herunterladen$/ })).toHaveAttribute('href', /language=de_DE$/);
    await expectNoAxeViolations(page);
  });
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('the facility raises a process NCR and cancels it, and reads the part NCRs and the CAPAs', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, 'admin@demo.test');
      await page.goto('/service-provider/quality-management/quality-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Process NCR' })).toBeVisible();
      await page.getByRole('button', { name: 'Raise a process NCR' }).click();
      const form = page.getByRole('form', { name: 'Raise a process NCR' });
      await form.getByRole('button', { name: 'Raise NCR' }).click();
      await expect(form.getByText('Say what went wrong in the process')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await inGerman(page, async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Prozess-NCR' })).toBeVisible();
        await expect(page.getByRole('form', { name: 'Prozess-NCR erstellen' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      const title = `Laser power dropped ${screen.name}`;
      await form.getByRole('combobox', { name: 'Defect code' }).selectOption('POR');
      await form.getByRole('combobox', { name: 'What went wrong' }).selectOption('MACHINE_FAULT');
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('button', { name: 'Raise NCR' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      const facts = page.getByLabel('NCR details');
      await expect(facts).toContainText('What went wrongMachine fault');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      const cancel = page.getByRole('region', { name: 'Cancel the NCR' });
      await cancel.getByRole('textbox', { name: 'Why is it cancelled?' }).fill('Raised on the wrong machine');
      await cancel.getByRole('button', { name: 'Cancel NCR' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel NCR' }).click();
      await expect(facts).toContainText('StatusCancelled');
      await expect(facts).toContainText('ReasonRaised on the wrong machine');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.goto('/service-provider/quality-management/compliance');
      await expect(page.getByRole('table', { name: 'Part NCRs' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.goto('/service-provider/quality-management/capa');
      await expect(page.getByRole('table', { name: 'CAPA' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await inGerman(page, async () => {
        await expect(page.getByRole('searchbox', { name: 'Nach Nummer oder Titel suchen' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });
}
