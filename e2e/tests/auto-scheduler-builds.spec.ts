import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { plan, SCHEDULER } from '../support/planning';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await logIn(page, 'planner@demo.test');
});

test('a saved build waiting for a job is planned onto its machine and saved as a job there when the plan is applied', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The demo's group nesting proposes packed builds: one accepted is a saved build, waiting for a job.
  const planner = await bearerOf(request, 'planner@demo.test');
  const NESTINGS = '/api/v1/builds/group-nestings';
  const [nesting] = (await (await request.get(NESTINGS, { headers: planner })).json()).rows;
  const [build] = (await (await request.get(`${NESTINGS}/${nesting.id}`, { headers: planner })).json()).builds;
  const accepted = await request.post(`${NESTINGS}/${nesting.id}/accept`, { headers: planner, data: { buildIds: [build.id] } });
  expect(accepted.status()).toBe(200);

  await page.goto(SCHEDULER);
  await plan(page);
  const made = page.getByRole('table', { name: /new jobs?$/ });
  const row = made.getByRole('row', { name: new RegExp(build.name) });
  await expect(row).toContainText(build.equipment.displayName);
  await expect(row.getByRole('checkbox', { name: `Make a job of ${build.name}` })).toBeChecked();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('checkbox', { name: `Auftrag aus ${build.name} anlegen` })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  await page.getByRole('button', { name: 'Apply all' }).click();
  await expect(page.getByText(/^The plan was applied: .*\d+ new jobs?\.$/)).toBeVisible();
  const saved = await (await request.get(`/api/v1/builds/${build.id}`, { headers: planner })).json();
  expect(saved).toMatchObject({ state: 'PREPARED', job: { jobName: build.name, jobStatus: 'QUEUED' } });

  // Pieces on no job (scrapped ones among them) are made again on new jobs, with the fewest moves of the rest.
  await page.getByRole('button', { name: 'Make scrapped pieces again' }).click();
  await expect(page.getByRole('heading', { name: /^Proposal · Repair, fewest moves/ })).toBeVisible({ timeout: 30_000 });
  const remade = page.getByRole('table', { name: /new jobs?$/ }).getByRole('rowheader');
  await expect(remade.first()).toContainText(/^Plan · /);
  await expect(remade.first()).toContainText(/\d+ × \S/);
  await expectNoAxeViolations(page);
});
