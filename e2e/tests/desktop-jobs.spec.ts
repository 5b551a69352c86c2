/**
 * The desktop tool's jobs, with the reference bridge beside the platform: the tray the tool
 * prepared becomes a job of the tool (its estimate asked of the tool and shown), which the
 * scheduler shows and the scheduled jobs send to the tray again; once a colleague has started
 * it, the job is no longer in queue, on Send to Tray as on opening. The pages in German and on a
 * phone.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToDesktopTool, startDesktopBridge, type RunningBridge } from '../support/desktop-bridge';
import { logIn, PASSWORD } from '../support/login';
import { callsOf, confirmedAcmeOrder } from '../support/orders';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

test('a tray made a job of the tool: estimated by the tool, shown by the scheduler, sent to the tray again until a colleague starts it', async ({
  page,
  playwright,
}) => {
  // The job takes the order's pieces: on a platform of this scenario's own, as the worker's other
  // scenarios count the demo's pieces left to schedule.
  test.slow();
  const own = await startServer();
  const api = await playwright.request.newContext({ baseURL: own.url });
  let bridge: RunningBridge | undefined;
  try {
    const order = await confirmedAcmeOrder(api, { title: 'Tray job brackets', fileName: 'tray_job_bracket.stl', quantity: 6 });
    const austin = await callsOf(api, 'admin@demo.test');
    const printer = (await austin('get', `/api/v1/sp/equipments/${order.printer.id}`)) as { displayName: string };
    bridge = await startDesktopBridge(own.url);
    await page.goto(`${own.url}/grabcad-login`);
    await signInToDesktopTool(page, PASSWORD);
    await expect(page.getByText('Login Successful. Redirecting to the desktop tool.')).toBeVisible();

    // Four of the six brackets into the tool's tray.
    await page.goto(`${own.url}/grabcad/grabcad-select-parts`);
    await page.getByRole('searchbox', { name: 'Search orders and parts' }).fill('Tray job brackets');
    await page.getByRole('spinbutton', { name: 'Quantity of tray_job_bracket.stl' }).fill('4');
    await page.getByRole('button', { name: 'Add tray_job_bracket.stl' }).click();
    await page.getByRole('button', { name: 'Send to Tray' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 part sent to the tray' })).toBeVisible();

    await page.goto(`${own.url}/grabcad/grabcad-create-job`);
    await expect(page.getByRole('heading', { name: 'Create job', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create job' })).toBeDisabled();
    await page.getByLabel('Job name').fill('Tray job week 49');
    await page.getByRole('combobox', { name: 'Machine' }).selectOption({ label: printer.displayName });
    // The tool's estimate, as it answered REQUEST_DATA, with the tray's file.
    const estimate = page.getByRole('region', { name: 'Estimate of the tray' });
    await expect(estimate.getByText('tray_job_bracket.stl × 4')).toBeVisible();
    const answer = bridge.replyTo('REQUEST_DATA')!.payload as { durationHours: number; materialCm3: number };
    const number = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
    await expect(estimate).toContainText(`${number(answer.durationHours)} h`);
    await expect(estimate).toContainText(`${number(answer.materialCm3)} cm³`);
    await page.getByRole('button', { name: 'Next available slot' }).click();
    await expect.poll(() => bridge!.log().some((entry) => entry.in === 'FROM_DATE')).toBe(true);
    await expect(estimate.getByText('Ends')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Job Tray job week 49 created on ${printer.displayName}` }),
    ).toBeVisible();
    const submitted = bridge.log().find((entry) => entry.in === 'JOB_SUBMITTED_SUCCESS') as { jobId: number } | undefined;
    expect(bridge.log().some((entry) => entry.in === 'SAVE_JOB' && entry.jobName === 'Tray job week 49')).toBe(true);
    const job = (await austin('get', `/api/v1/job-scheduling/${submitted!.jobId}`)) as Record<string, unknown>;
    expect(job).toMatchObject({ jobName: 'Tray job week 49', jobSource: 'GRABCAD', jobStatus: 'QUEUED' });

    // The scheduler shows it, found by its name.
    await page.goto(`${own.url}/service-provider/scheduler-view`);
    await page.getByLabel('Search by').selectOption({ label: 'Job name' });
    await page.getByRole('searchbox', { name: 'Search jobs, orders or parts' }).fill('Tray job week 49');
    await expect(
      page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: /Tray job week 49/ }),
    ).toBeVisible();

    // Scheduled jobs: Send to Tray puts its brackets in the tool's tray again.
    await page.goto(`${own.url}/grabcad/grabcad-jobs-scheduled`);
    await page.getByRole('combobox', { name: 'Equipment' }).selectOption({ label: printer.displayName });
    await page.getByRole('button', { name: 'Send Tray job week 49 to Tray' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tray job week 49 is in the tray.' })).toBeVisible();
    await expect
      .poll(() => (bridge!.replyTo('INSERT_JOB')?.payload as { tray?: unknown[] } | undefined)?.tray)
      .toEqual([expect.objectContaining({ fileName: 'tray_job_bracket.stl', quantity: 4, verified: true })]);
    await expectNoAxeViolations(page);

    // The tool opens the job from its tray, in the job form; a colleague starts it meanwhile.
    await page.goto(`${own.url}/grabcad/grabcad-job?jobId=${submitted!.jobId}`);
    await expect(page.getByRole('heading', { name: 'Job Tray job week 49', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Job name')).toHaveValue('Tray job week 49');
    await expectNoAxeViolations(page);
    await austin('put', '/api/v1/job-scheduling', { ...job, jobStatus: 'IN_PROGRESS' });
    await page.getByRole('button', { name: 'Send to Tray' }).click();
    await expect(page.getByRole('alert')).toHaveText('The job is no longer in queue.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'The job is no longer in queue.' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The scheduled jobs no longer offer it for the tray.
    await page.goto(`${own.url}/grabcad/grabcad-jobs-scheduled`);
    await page.getByRole('combobox', { name: 'Equipment' }).selectOption({ label: printer.displayName });
    await expect(page.getByRole('link', { name: 'Tray job week 49' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Tray job week 49 to Tray' })).toHaveCount(0);
  } finally {
    await api.dispose();
    await bridge?.stop();
    await own.stop();
  }
});

/** The page is as wide as the screen: nothing sticks out to make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
}

test('the desktop tool’s pages in German and on a phone, with the tool stopped', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.evaluate(() => localStorage.setItem('language', 'de_DE'));
  for (const [path, heading] of [
    ['/grabcad/grabcad-select-parts', 'Teile auswählen'],
    ['/grabcad/grabcad-create-job', 'Auftrag anlegen'],
    ['/grabcad/grabcad-job', 'Neuer Auftrag'],
    ['/grabcad/grabcad-jobs-scheduled', 'Geplante Aufträge'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Das Desktop-Programm läuft nicht' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
