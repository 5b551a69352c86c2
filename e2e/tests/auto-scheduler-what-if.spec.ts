/**
 * The auto-scheduler's scenarios that plan without changing the plan, so they may run before or
 * after the others in a worker: the bid form's date from a what-if, and the enterprise's plan
 * (discarded).
 */
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { plan, SCHEDULER } from '../support/planning';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await logIn(page, 'planner@demo.test');
});

test('the bid form’s date comes from the plan: the part fitted into it where it ends soonest', async ({ page }) => {
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'New requests' }).click();
  const title = 'Sensor brackets (quote stage)';
  const table = page.getByRole('table', { name: 'Part orders: New requests' });
  const answer = page.waitForResponse((response) => response.url().includes('/promise-date'));
  await table.getByRole('row').filter({ hasText: title }).getByRole('link').click();
  const promise = await (await answer).json();
  const dated = page.getByRole('region', { name: 'Date from your plan' });
  await expect(dated).toContainText('Your plan can deliver by');
  await expect(dated).toContainText(`sensor_bracket.stl: ${promise.parts[0].equipmentName},`);
});

test('a planner of the enterprise plans every facility at once, each machine named with its plant', async ({ page }) => {
  await page.goto(SCHEDULER);
  await page.getByRole('checkbox', { name: 'Every facility of the enterprise' }).check();
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/v1/job-scheduling/plan'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/job-scheduling/plan'));
  await plan(page);
  expect((await asked).postDataJSON()).toMatchObject({ wholeEnterprise: true });
  const proposal = await (await answered).json();
  await expect(page.getByText('Plans every facility of the enterprise.', { exact: true })).toBeVisible();
  for (const move of proposal.moves) expect(move.after.equipmentName).toMatch(/\(Demo Additive — (Austin|Munich) Plant\)$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The proposal was discarded.', { exact: true })).toBeVisible();
});
