import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { inGerman, recordFiveWhys } from '../support/quality';
import { SCREENS } from '../support/screens';
import { expect, test } from '../support/test';

// The quality area's process side: cracks that keep coming back make the dashboard propose a
// CAPA, which starts from its 5 Whys; a process NCR is raised and cancelled at a laptop's and a
// phone's width, where the part NCRs and the CAPAs show too. (A part NCR from inspection to its
// closed CAPA is quality-loop.spec.ts.) Every page passes axe, in English and in German.

/** The page is as wide as the screen: nothing sticks out to make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
}

/** Raises process NCRs through the API, as the signed-in page would (its cookie and cross-site token). */
async function raiseProcessNcrs(page: Page, defectCode: string, titles: string[]) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (const title of titles) {
    const data = { kind: 'PROCESS', severity: 'MAJOR', defectCode, title, cause: 'FAILED_BUILD' };
    const raised = await page.request.post('/api/v1/quality/ncrs', { headers: { 'x-xsrf-token': xsrf }, data });
    expect(raised.status(), await raised.text()).toBe(201);
  }
}

test('cracks that keep coming back open a CAPA from the dashboard, which cannot act before its root cause', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.test');
  // With the demo's clamp jaws' NCR, five cracks in the window: the facility's threshold.
  await raiseProcessNcrs(page, 'CRACK', ['Crack 1', 'Crack 2', 'Crack 3', 'Crack 4']);
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
  await recordFiveWhys(
    page,
    'Cracks across the flanges of five builds',
    ['The parts cooled too fast', 'The chamber door was opened early'],
    'No rule for when the door may open',
  );
  await expectNoAxeViolations(page);
});

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
