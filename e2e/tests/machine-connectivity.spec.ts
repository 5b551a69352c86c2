import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { BROKER_USER, OPCUA_USER, startBroker, startMqttPrinter, startOpcUaMachine } from '../support/machines';
import { inGerman } from '../support/quality';
import { expect, test, type Page } from '../support/test';

// Machines that report their own jobs: an MES admin connects an OPC UA machine and an MQTT printer
// on the settings page; the OPC UA machine builds a job the planner planned, with an alarm halfway,
// and the job completes with its actual time; the printer prints a file nobody planned, and a
// MACHINE_CONNECTIVITY job appears. The machines run as processes of their own.

test.setTimeout(240_000);

const PLANNED = 'Gripper fingers, machine run';
const UNPLANNED = 'Dental models tray 17';
const SPARKPLUG_TOPIC = 'spBv1.0/Austin/gateway-1/sla-01';

async function xsrf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

/** Plans a job on the machine, far from every other booking: the one the OPC UA machine will build. */
async function planJob(page: Page, machine: string, jobName: string): Promise<number> {
  const machines = (await (await page.request.get('/api/v3/sp/equipments')).json()) as {
    id: number;
    displayName: string;
    materials: { id: number }[];
  }[];
  const found = machines.find((each) => each.displayName === machine)!;
  const from = Date.UTC(2031, 5, 1, 8);
  const response = await page.request.post('/api/v1/job-scheduling', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: {
      jobName,
      equipmentDTO: { id: found.id },
      materialDTO: { id: found.materials[0]!.id },
      fromDate: from,
      toDate: from + 8 * 3_600_000,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function connect(page: Page, machine: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Connect a machine' }).click();
  const form = page.getByRole('form', { name: 'Connect a machine' });
  await form.getByLabel('Machine').selectOption({ label: machine });
  await fill(form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${machine} connected`, { exact: true })).toBeVisible();
}

/** The machine's live state as the API answers it, for waiting on what the page does not show. */
async function liveState(page: Page, machine: string) {
  const machines = (await (await page.request.get('/api/v1/machine-connectivity/machines')).json()) as {
    equipment: { name: string };
    connected: boolean;
  }[];
  return machines.find((each) => each.equipment.name === machine);
}

test('machines report their own jobs: a planned build over OPC UA, and a print nobody planned over MQTT', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  const jobId = await planJob(page, 'FDM-01 · F370', PLANNED);
  const opcua = await startOpcUaMachine({ jobName: PLANNED, layers: 6, stepMs: 1_500, waitMs: 20_000 });
  const broker = await startBroker();
  try {
    await page.goto('/service-provider/settings/machine-connectivity');
    await expect(page.getByRole('heading', { level: 1, name: 'Machine connectivity settings' })).toBeVisible();
    await connect(page, 'FDM-01 · F370', async (form) => {
      await form.getByRole('radio', { name: 'OPC UA' }).check();
      await form.getByLabel('Endpoint address').fill(opcua.endpointUrl);
      await form.getByLabel('User name').fill(OPCUA_USER.username);
      await form.getByLabel('Password', { exact: true }).fill(OPCUA_USER.password);
    });
    await connect(page, 'SLA-01 · Form 3L', async (form) => {
      await form.getByRole('radio', { name: 'MQTT' }).check();
      await form.getByLabel('Broker address').fill(broker.url);
      await form.getByLabel('Topic').fill(SPARKPLUG_TOPIC);
      await form.getByLabel('User name').fill(BROKER_USER.username);
      await form.getByLabel('Password', { exact: true }).fill(BROKER_USER.password);
    });
    const table = page.getByRole('table', { name: 'Connected machines' });
    await expect(table.getByRole('row', { name: /FDM-01/ })).toContainText(opcua.endpointUrl);
    // The passwords are kept, never shown.
    await expect(page.locator('body')).not.toContainText(OPCUA_USER.password);
    await expectNoAxeViolations(page);

    // The MQTT printer prints once its adapter listens: nothing it publishes is missed.
    await expect.poll(async () => (await liveState(page, 'SLA-01 · Form 3L'))?.connected, { timeout: 30_000 }).toBe(true);
    const printer = await startMqttPrinter(broker.url, SPARKPLUG_TOPIC, { jobName: UNPLANNED, layers: 4, layerMs: 300 });
    try {
      await page.goto('/service-provider/machine-connectivity');
      await expect(page.getByRole('heading', { level: 1, name: 'Machine Connectivity' })).toBeVisible();
      const fdm = page.getByRole('region', { name: 'FDM-01 · F370' });
      await expect(fdm.getByText('Printing')).toBeVisible({ timeout: 60_000 });
      await expect(fdm.getByRole('link', { name: PLANNED })).toHaveAttribute('href', `/service-provider/schedules/${jobId}`);
      await expect(fdm).toContainText(/Layer [1-6] of 6/);
      await expect(fdm.getByText(/^Alarm RecoaterBlocked/)).toBeVisible({ timeout: 60_000 });
      await expect(fdm.getByRole('link', { name: 'Raise a process NCR' })).toBeVisible();
      await expectNoAxeViolations(page);

      const sla = page.getByRole('region', { name: 'SLA-01 · Form 3L' });
      await expect(sla).toContainText(UNPLANNED, { timeout: 60_000 });
      await expect(sla).toContainText('started on the machine, not planned');
      await expect(sla).toContainText('Finished', { timeout: 60_000 });

      await expect(fdm).toContainText('Finished', { timeout: 90_000 });
      await expect(fdm).toContainText('Layer 6 of 6');
      await inGerman(page, async () => {
        await expect(fdm).toContainText('Schicht 6 von 6');
        await expectNoAxeViolations(page);
      });
    } finally {
      await printer.stop();
    }

    // The planned job completed with the machine's time; the unplanned print is a job of its own.
    const job = (await (await page.request.get(`/api/v1/job-scheduling/${jobId}`)).json()) as {
      jobStatus: string;
      actualTime: number;
    };
    expect(job.jobStatus).toBe('COMPLETED');
    expect(job.actualTime).toBeGreaterThan(0);
    await page.goto(`/service-provider/schedules/${jobId}`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('COMPLETED');
    await expect(page.getByRole('spinbutton', { name: 'Duration (hours)' })).toHaveValue(String(job.actualTime));
    const unplanned = (await (
      await page.request.post('/api/v4/job-scheduling/search/lite', {
        headers: { 'x-xsrf-token': await xsrf(page) },
        data: { jobName: UNPLANNED },
      })
    ).json()) as { id: number; jobName: string }[];
    expect(unplanned.map((each) => each.jobName)).toContain(UNPLANNED);
  } finally {
    await broker.stop();
    await opcua.stop();
  }
});

test('the machine pages work at 390 px wide', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [address, heading] of [
    ['/service-provider/machine-connectivity', 'Machine Connectivity'],
    ['/service-provider/settings/machine-connectivity', 'Machine connectivity settings'],
  ]) {
    await page.goto(address!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
