import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { findJob, isoDay } from '../support/jobs';
import { bearerOf, logIn } from '../support/login';
import { colleagueOn, plan, SCHEDULER } from '../support/planning';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';

const DAY = 86_400_000;
const jobButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });
const movesTable = (page: Page) => page.getByRole('table', { name: /jobs? moves?$/ });

/** Now as the scenario's page sees it: the run's clock (E2E_NOW), not this process's nor a second browser's. */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** Ticks a filter's choice, again if a click lands while the timeline redraws for the previous one. */
const tick = (page: Page, name: string) =>
  expect(() => page.getByRole('checkbox', { name }).check({ timeout: 2_000 })).toPass({ timeout: 10_000 });

/** The scheduler on Austin's two MJF printers, from the day of `from` to the day of `until`. */
async function mjfTimeline(page: Page, from: number, until: number) {
  await page.getByRole('button', { name: 'Equipment: Any' }).click();
  for (const name of ['MJF-01 · HP 5200', 'MJF-02 · HP 5200']) await tick(page, name);
  await page.keyboard.press('Escape');
  for (const [label, at] of [
    ['To', until],
    ['From', from],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(isoDay(at));
    await page.getByLabel(label, { exact: true }).press('Enter');
  }
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'planner@demo.test');
});

test('the planner plans Austin’s queue: ghosts, moves and lateness before → after; pins a job, applies the rest, and a colleague sees it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mounts = await findJob(page, 'MJF-02 batch 12');
  await page.goto(SCHEDULER);
  const now = await pageNow(page);
  await mjfTimeline(page, now, mounts.toDate);
  const colleague = await colleagueOn(browser, SCHEDULER);
  await mjfTimeline(colleague, now, now + DAY);
  await expect(jobButton(colleague, 'MJF-02 batch 11')).toBeVisible();
  await expect(jobButton(colleague, 'MJF-02 batch 12')).toHaveCount(0); // queued days away, past its promised date

  await plan(page);
  // Nothing moved yet: the proposal is drawn beside the plan, each move a ghost with a line from where the job is.
  expect((await findJob(page, 'MJF-02 batch 12')).fromDate).toBe(mounts.fromDate);
  await expect(jobButton(page, 'Proposed: MJF-02 batch 12')).toBeVisible();
  const moves = movesTable(page);
  await expect(moves.getByRole('row', { name: /MJF-02 batch 12/ })).toBeVisible();
  const drones = page.getByRole('row', { name: /^Drone arm housings/ });
  await expect(drones.getByRole('cell').nth(1)).not.toHaveText('On time');
  await expect(drones.getByRole('cell').nth(2)).toHaveText('On time');
  const changeovers = page
    .getByRole('table', { name: 'Totals' })
    .getByRole('row', { name: /^Changeovers/ })
    .getByRole('cell');
  const [was, is] = (await changeovers.allInnerTexts()).map(Number);
  expect(is).toBeLessThan(was!);
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: /^Vorschlag · Plan/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Drone arm housings/ })).toContainText('Pünktlich');
    await expectNoAxeViolations(page);
  });

  // Pinned where it is, a job leaves the plan: the proposal is made again without it.
  const pinned = (await moves.getByRole('rowheader').allInnerTexts())
    .map((name) => name.trim())
    .find((name) => name !== 'MJF-02 batch 12')!;
  const before = await findJob(page, pinned);
  await page.getByRole('button', { name: `Pin ${pinned} where it is` }).click();
  await expect(moves.getByRole('rowheader', { name: pinned })).toHaveCount(0);
  await expect(moves.getByRole('rowheader', { name: 'MJF-02 batch 12' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply all' }).click();
  await expect(page.getByText(/^The plan was applied: \d+ jobs? moved, \d+ new jobs?\.$/)).toBeVisible();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(jobButton(page, 'Proposed: MJF-02 batch 12')).toHaveCount(0);
  expect((await findJob(page, 'MJF-02 batch 12')).toDate).toBeLessThan(mounts.fromDate);
  expect(await findJob(page, pinned)).toEqual(before);
  // The colleague's timeline follows without a reload.
  await expect(jobButton(colleague, 'MJF-02 batch 12')).toBeVisible();
});

test('a downtime on a busy machine proposes a repair that moves only that machine’s jobs; a colleague’s change first is refused with 409', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A build of its own on MJF-02 a fortnight ahead, clear of the demo's: 08:00 to 20:00, and a downtime over that whole day and the next.
  const planner = await bearerOf(request, 'planner@demo.test');
  const machines = (await (await request.get('/api/v3/sp/equipments', { headers: planner })).json()) as {
    id: number;
    displayName: string;
    materials: { id: number; name: string }[];
  }[];
  const mjf = machines.find((machine) => machine.displayName === 'MJF-02 · HP 5200')!;
  const today = new Date(await pageNow(page));
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14);
  const at = (hour: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour).getTime();
  const target = await request.post('/api/v1/job-scheduling', {
    headers: planner,
    data: {
      jobName: 'E2E repair target',
      fromDate: at(8),
      toDate: at(20),
      equipmentDTO: { id: mjf.id },
      materialDTO: { id: mjf.materials.find((material) => material.name === 'HP 3D HR PA 11')!.id },
    },
  });
  expect(target.status()).toBe(201);

  await page.goto(SCHEDULER);
  await page.getByRole('button', { name: 'Repair around a downtime' }).click();
  const form = page.getByRole('form', { name: 'Repair around a downtime' });
  await form.getByRole('textbox', { name: 'Downtime name' }).fill('Recoater blade change');
  await form.getByRole('combobox', { name: 'Machine' }).selectOption({ label: 'MJF-02 · HP 5200' });
  await form.getByRole('textbox', { name: 'From' }).fill(isoDay(day.getTime()));
  await form.getByRole('textbox', { name: 'From' }).press('Enter');
  await form.getByRole('spinbutton', { name: 'Hours' }).fill('48');
  await form.getByRole('button', { name: 'Propose a repair' }).click();
  await expect(page.getByRole('heading', { name: /^Proposal · Repair, fewest moves/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Books downtime: Recoater blade change on MJF-02 · HP 5200/)).toBeVisible();
  // The one job the downtime overlaps moves; nothing else does.
  await expect(movesTable(page).getByRole('rowheader')).toHaveText(['E2E repair target']);
  await expect(movesTable(page).getByRole('row', { name: /E2E repair target/ })).toContainText('MJF-02 · HP 5200 →');

  // Meanwhile a colleague pins a job: the plan the repair read is out of date.
  const colleague = await bearerOf(request, 'admin@demo.test');
  await expect(page.getByRole('button', { name: 'Apply all' })).toBeEnabled();
  const other = await findJob(page, 'SLS-01 build 1189');
  expect(
    (await request.put(`/api/v1/job-scheduling/${other.id}/pin`, { headers: colleague, data: { pinned: true } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: 'Apply all' }).click();
  await expect(
    page.getByText('The plan changed since this proposal was made: SLS-01 build 1189 was changed. Plan again.'),
  ).toBeVisible();
  const outOfDate = page.url();
  await form.getByRole('button', { name: 'Propose a repair' }).click();
  // The new proposal, not the one refused: the address names it.
  await expect(page).not.toHaveURL(outOfDate, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Apply all' }).click();
  await expect(page.getByText(/^The plan was applied/)).toBeVisible();
  await expect((await findJob(page, 'Recoater blade change')).jobName).toBe('Recoater blade change');
  await expectNoAxeViolations(page);
});

test('an editor sets a machine’s speed and changeover times on its page, in either language', async ({ page, request }) => {
  await logIn(page, 'admin@demo.test');
  const machines = (await (
    await request.get('/api/v3/sp/equipments', { headers: await bearerOf(request, 'admin@demo.test') })
  ).json()) as {
    id: number;
    displayName: string;
  }[];
  const mjf = machines.find((machine) => machine.displayName === 'MJF-02 · HP 5200')!;
  await page.goto(`/service-provider/machine-platforms/${mjf.id}`);
  const planning = page.getByRole('region', { name: 'Planning' });
  // The demo's powder change on an MJF: three hours each way.
  const toPa12 = planning.getByRole('spinbutton', { name: 'Minutes from HP 3D HR PA 11 to HP 3D HR PA 12' });
  await expect(toPa12).toHaveValue('180');
  await toPa12.fill('150');
  await planning.getByRole('spinbutton', { name: /^Speed/ }).fill('1.5');
  await planning.getByRole('button', { name: 'Save planning' }).click();
  await expect(page.getByText('The machine’s planning was saved.', { exact: true })).toBeVisible();
  await page.reload();
  const again = page.getByRole('region', { name: 'Planning' });
  await expect(again.getByRole('spinbutton', { name: /^Speed/ })).toHaveValue('1.5');
  // Watched on the day shift only: its jobs run inside its own hours, Monday to Friday.
  await again.getByRole('checkbox', { name: 'Runs unattended through the night' }).uncheck();
  await again.getByRole('checkbox', { name: 'Its own working hours (otherwise the facility’s)' }).check();
  await expect(again.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await again.getByRole('checkbox', { name: 'Saturday' }).check();
  await again.getByRole('button', { name: 'Save planning' }).click();
  await expect(page.getByText('The machine’s planning was saved.', { exact: true }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Runs unattended through the night' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('spinbutton', { name: 'Minuten von HP 3D HR PA 11 zu HP 3D HR PA 12' })).toHaveValue('150');
    await expect(page.getByRole('checkbox', { name: 'Samstag' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

test('a settings editor sets what the plan counts after lateness, the working week and the weights, in either language', async ({
  page,
  request,
}) => {
  await logIn(page, 'admin@demo.test');
  const headers = await bearerOf(request, 'admin@demo.test');
  const saved = await Promise.all(
    ['plan-settings', 'plan-weights'].map(async (what) =>
      (await request.get(`/api/v1/job-scheduling/${what}`, { headers })).json(),
    ),
  );
  await page.goto('/service-provider/schedules');
  await page.getByRole('link', { name: 'Planning settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning settings' })).toBeVisible();
  const planning = page.getByRole('form', { name: 'Planning' });
  await planning.getByLabel('After the least lateness').selectOption({ label: 'Earliest finish, then fewest material changes' });
  await planning.getByRole('checkbox', { name: 'Jobs start inside working hours' }).check();
  await planning.getByLabel('Time zone').selectOption('America/Chicago');
  await planning.getByRole('textbox', { name: 'Closed day' }).fill('2027-12-24');
  await planning.getByRole('textbox', { name: 'Closed day' }).press('Enter');
  await planning.getByRole('button', { name: 'Add closed day' }).click();
  await expect(planning.getByRole('button', { name: /^Remove closed day / })).toHaveCount(1);
  await planning.getByRole('button', { name: 'Save planning settings' }).click();
  await expect(page.getByText('The planning settings were saved.', { exact: true })).toBeVisible();

  const weights = page.getByRole('form', { name: 'Weights of a late minute' });
  await weights.getByRole('spinbutton', { name: 'Weight of Acme Robotics' }).fill('0');
  await weights.getByRole('button', { name: 'Save weights' }).click();
  await expect(weights.getByText('From 1 to 100')).toBeVisible();
  await weights.getByRole('spinbutton', { name: 'Weight of Acme Robotics' }).fill('4');
  await weights.getByRole('button', { name: 'Save weights' }).click();
  await expect(page.getByText('The weights were saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(page.getByRole('checkbox', { name: 'Jobs start inside working hours' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Weight of Acme Robotics' })).toHaveValue('4');
  const settings = await (await request.get('/api/v1/job-scheduling/plan-settings', { headers })).json();
  expect(settings).toMatchObject({
    criteria: ['FINISH', 'CHANGEOVERS'],
    closedDays: ['2027-12-24'],
    timeZone: 'America/Chicago',
  });
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Planungseinstellungen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await request.put('/api/v1/job-scheduling/plan-settings', { headers, data: saved[0] });
  await request.put('/api/v1/job-scheduling/plan-weights', { headers, data: saved[1] });
});

// It applies a plan with the build's job: after the scenarios that read Austin's queue as the demo left it.
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

  // The build fails on the floor: a colleague records it, and its pieces are offered for a repair without a reload.
  const job = await (await request.get(`/api/v1/job-scheduling/${saved.job.id}`, { headers: planner })).json();
  expect(
    (await request.put('/api/v1/job-scheduling', { headers: planner, data: { ...job, jobStatus: 'FAILED' } })).status(),
  ).toBe(200);
  const remakes = page.getByRole('region', { name: 'Pieces to make again' });
  await expect(remakes).toContainText(`not made by ${build.name}`);
  await expectNoAxeViolations(page);
  await remakes.getByRole('button', { name: 'Propose a repair' }).click();
  await expect(page.getByRole('heading', { name: /^Proposal · Repair, fewest moves/ })).toBeVisible({ timeout: 30_000 });
  const remade = page
    .getByRole('table', { name: /new jobs?$/ })
    .getByRole('rowheader')
    .first();
  await expect(remade).toContainText(/^Plan · .*\d+ × \S/);
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: /^Vorschlag · / })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
