import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { batchId, chooseOption, labelOf, labelVideo, powderBuiltOn, scanLabel, sieveAll } from '../support/materials';
import { TEST_CHROMIUM } from '../support/chromium.mjs';
import { callsOf, confirmedAcmeOrder } from '../support/orders';
import { PNG_BYTES } from '../support/part-files';
import { inGerman, signWithPassword } from '../support/quality';
import { expect, test } from '../support/test';

// Powder from the supplier's drum to the customer's part and back, as an MJF shop records it on
// its own machine: two PA 12 lots received, one released with a signature; a virgin batch blended
// 30/70 with powder built on six times, sieved and loaded; the build refused at its start for the
// old powder, and started on a new blend (70 % virgin, 30 % built on twice), sieved and loaded by
// scanning its label on the machine's page; the build done, its powder drawn, reclaimed one cycle
// older; an NCR on a part of it traced back to the supplier lot, whose recall names Acme; and a
// label's QR code, scanned, opening its batch.

const LOTS = '/service-provider/material-management/lots';
const BATCHES = '/service-provider/material-management/batches';
const DAY = 86_400_000;

test('a supplier lot is traced through blends, a refused start and a build to the customer, and a label scanned opens its batch', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now()).slice(-6);
  const austin = await callsOf(request, 'admin@demo.test');
  const { machine, machineName, pa12, order, job } = await acmeJobOnNewMjf(request, austin, stamp);

  await logIn(page, 'admin@demo.test');

  // Goods in: two lots of PA 12 from HP, one with its certificate of analysis.
  const released = await receiveLot(page, pa12.name, `HP-${stamp}-A`, true);
  await receiveLot(page, pa12.name, `HP-${stamp}-B`, false);
  await page.goto(`${LOTS}?lot=${released.id}`);
  await page.getByRole('button', { name: 'Release…' }).click();
  await signWithPassword(page.getByRole('dialog', { name: `Release ${released.number}` }));
  await expect(page.getByText(`${released.number} released`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const fromLot = { lotId: released.id, machineId: machine.id, materialId: pa12.id };
  const used = await powderBuiltOn(austin, { ...fromLot, kg: 10, builds: 6, daysAgo: 400 });
  const younger = await powderBuiltOn(austin, { ...fromLot, kg: 5, builds: 2, daysAgo: 380 });

  // A virgin batch, blended 30/70 with the old powder, sieved and loaded.
  const virgin = await blend(page, pa12.name, [[released.number, '3']], '3');
  const old = await blend(
    page,
    pa12.name,
    [
      [virgin, '3'],
      [used.number, '7'],
    ],
    '10',
  );
  await sieveAll(page, old, '9.9', '0.1');
  await page.getByRole('button', { name: 'Load on a machine…' }).click();
  const load = page.getByRole('form', { name: `Load ${old}` });
  await chooseOption(load.getByRole('combobox', { name: 'Machine', exact: true }), machineName);
  await load.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByText(`${old} loaded on ${machineName}`, { exact: true })).toBeVisible();

  // The build may not start on it: some of its powder has been through six builds.
  await setJobStatus(page, job.id, 'In progress');
  await expect(page.getByText(`${old} holds powder through 6 builds; HP 3D HR PA 12 allows at most 5`).first()).toBeVisible();

  // The old powder comes off; a new blend of virgin powder and powder built on twice, sieved and
  // scanned on the machine's page, goes on instead.
  await page.goto(`${BATCHES}?batch=${await batchId(page, old)}`);
  await page.getByRole('button', { name: 'Unload the machine…' }).click();
  const takeOff = page.getByRole('form', { name: `Unload ${machineName}` });
  await takeOff.getByLabel('Reclaimed (kg)').fill('9.9');
  await takeOff.getByLabel('Lost (kg)').fill('0');
  await takeOff.getByRole('button', { name: 'Unload' }).click();
  await expect(page.getByText(new RegExp(`^${machineName} unloaded`))).toBeVisible();
  const fresh = await blend(
    page,
    pa12.name,
    [
      [released.number, '7'],
      [younger.number, '3'],
    ],
    '10',
  );
  await sieveAll(page, fresh, '10', '0');
  await page.goto(`/service-provider/machine-platforms/${machine.id}`);
  const powder = page.getByRole('region', { name: 'Powder' });
  await expect(powder.getByText('No batch is loaded on this machine.')).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(
      page.getByRole('region', { name: 'Pulver' }).getByText('In dieser Maschine ist keine Charge geladen.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await scanLabel(page, 'Scan a batch to load', await labelOf(page, 'batches', await batchId(page, fresh)));
  const question = page.getByRole('alertdialog', { name: `Load ${fresh} on ${machineName}?` });
  await question.getByRole('button', { name: 'Load' }).click();
  await expect(powder.getByRole('link', { name: fresh })).toBeVisible();

  // The build starts, runs and draws its 1.5 kg; what is left comes off one cycle older.
  await setJobStatus(page, job.id, 'In progress');
  await expect(page).toHaveURL(/\/service-provider\/schedules$/);
  await setJobStatus(page, job.id, 'Completed', '12');
  await expect(page).toHaveURL(/\/service-provider\/schedules$/);
  await page.goto(`${BATCHES}?batch=${await batchId(page, fresh)}`);
  await expect(page.getByText('8.5 kg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Unload the machine…' }).click();
  const reclaim = page.getByRole('form', { name: `Unload ${machineName}` });
  await reclaim.getByLabel('Reclaimed (kg)').fill('8.2');
  await reclaim.getByLabel('Lost (kg)').fill('0.3');
  await reclaim.getByRole('button', { name: 'Unload' }).click();
  const unloaded = page.getByText(new RegExp(`^${machineName} unloaded: the reclaimed powder is (B-\\d+)$`));
  const reclaimed = /(B-\d+)$/.exec((await unloaded.textContent()) ?? '')![1]!;
  await page.goto(`${BATCHES}?batch=${await batchId(page, reclaimed)}`);
  const composition = page.getByRole('region', { name: 'Composition' });
  await expect(composition.getByRole('row', { name: '1 70.000% 5.74 kg' })).toBeVisible();
  await expect(composition.getByRole('row', { name: '3 30.000% 2.46 kg' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A part of that build is nonconforming: its NCR traces back to the released lot.
  const ncr = (await austin('post', '/api/v1/quality/ncrs', {
    kind: 'PART',
    severity: 'MAJOR',
    defectCode: 'POR',
    title: `Porous jaw ${stamp}`,
    rfqFileId: order.partId,
    quantity: 1,
    foundAt: 'INSPECTION',
    jobId: job.id,
  })) as { id: number };
  await page.goto(`/service-provider/material-management/genealogy?ncr=${ncr.id}`);
  const lotsBehind = page.getByRole('region', { name: 'Supplier lots' });
  await expect(
    lotsBehind.getByRole('row', { name: `${released.number} HP Inc. 3D Printing Materials HP-${stamp}-A 100%` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The lot's recall names the customer and the order.
  await page.goto(`/service-provider/material-management/genealogy?lot=${released.id}`);
  const recall = page.getByRole('region', { name: 'Recall' });
  await expect(recall.getByRole('row', { name: new RegExp(`Acme Robotics.*Gripper jaws ${stamp}`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: `Los ${released.number} vorwärts verfolgt` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The reclaimed batch's label, scanned on the batches page, opens it.
  await page.goto(BATCHES);
  await scanLabel(page, 'Scan a label', await labelOf(page, 'batches', await batchId(page, reclaimed)));
  await expect(page.getByRole('heading', { name: `${reclaimed}: HP 3D HR PA 12` })).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: 'Zusammensetzung' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Receives a lot of 60 kg through the lots page; its number and id. */
async function receiveLot(page: Page, material: string, supplierLot: string, withCertificate: boolean) {
  await page.goto(LOTS);
  await page.getByRole('button', { name: 'Receive lot' }).click();
  const form = page.getByRole('form', { name: 'Receive a lot' });
  await chooseOption(form.getByRole('combobox', { name: 'Material', exact: true }), material);
  await chooseOption(form.getByRole('combobox', { name: 'Supplier', exact: true }), 'HP Inc.');
  await form.getByLabel('Supplier’s lot number').fill(supplierLot);
  await form.getByLabel('Quantity').fill('60');
  if (withCertificate) {
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: `${supplierLot}-coa.png`, mimeType: 'image/png', buffer: PNG_BYTES });
    // Saved with the lot only once its upload is done: the name shows while it uploads too.
    await expect(form.getByText(`${supplierLot}-coa.png uploaded: saved with the lot`, { exact: true })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Receive lot' }).click();
  const toast = page.getByText(/^\S+ received into quarantine$/);
  const number = /^(\S+) received/.exec((await toast.textContent()) ?? '')![1]!;
  await expect(page).toHaveURL(/lot=\d+/);
  return { number, id: Number(new URL(page.url()).searchParams.get('lot')) };
}

/** Makes a batch on the batches page from `inputs` ([lot or batch number, kg]); the new batch's number. */
async function blend(page: Page, material: string, inputs: [string, string][], outputKg: string) {
  await page.goto(`${BATCHES}?batch=new`);
  const form = page.getByRole('form', { name: 'New batch' });
  await chooseOption(form.getByRole('combobox', { name: 'Material', exact: true }), material);
  for (const [index, [source, kg]] of inputs.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add an input' }).click();
    await chooseOption(form.getByRole('combobox', { name: `Input ${index + 1}`, exact: true }), source);
    await form.getByLabel(`Mass of input ${index + 1} (kg)`).fill(kg);
  }
  await form.getByLabel('Output (kg)').fill(outputKg);
  await form.getByRole('button', { name: 'Make the batch' }).click();
  const made = page.getByText(/^B-\d+ made$/);
  return /^(B-\d+)/.exec((await made.textContent()) ?? '')![1]!;
}

/** Saves the job with a new status on its page; a completed job says how long it took. */
async function setJobStatus(page: Page, jobId: number, status: string, hours?: string) {
  await page.goto(`/service-provider/schedules/${jobId}`);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: status });
  if (hours) await page.getByLabel('Duration (hours)').fill(hours);
  await page.getByRole('button', { name: 'Save job' }).click();
}

/**
 * A machine of Austin's own for the scenario, an HP 5200 set up for PA 12 (clear of the demo's
 * MJF-01 and its powder), and a queued build on it of an order Acme placed and Austin confirmed.
 */
async function acmeJobOnNewMjf(request: APIRequestContext, austin: Awaited<ReturnType<typeof callsOf>>, stamp: string) {
  const machines = (await austin('get', '/api/v3/sp/equipments')) as {
    displayName: string;
    machine: { id: number };
    materials: { id: number; name: string }[];
  }[];
  const mjf01 = machines.find((machine) => machine.displayName === 'MJF-01 · HP 5200')!;
  const pa12 = mjf01.materials.find((material) => material.name === 'HP 3D HR PA 12')!;
  const machineName = `MJF-${stamp} · HP 5200`;
  const machine = (await austin('post', '/api/v1/sp/equipments', {
    displayName: machineName,
    machineId: mjf01.machine.id,
    materialIds: [pa12.id],
  })) as { id: number };
  const order = await confirmedAcmeOrder(request, {
    title: `Gripper jaws ${stamp}`,
    fileName: `gripper-jaw-${stamp}.stl`,
    quantity: 12,
    materialName: 'HP 3D HR PA 12',
    processName: 'HPBJ',
  });
  const from = Date.now() + 200 * DAY + Number(stamp) * 60_000;
  const job = (await austin('post', '/api/v1/job-scheduling', {
    jobName: `Gripper jaws ${stamp} build`,
    jobType: 'ORDER',
    jobStatus: 'QUEUED',
    equipmentDTO: { id: machine.id },
    materialDTO: { id: pa12.id },
    materialUnit: 'GRAM',
    materialQuantityUsed: 1_500,
    fromDate: from,
    toDate: from + 12 * 3_600_000,
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: 12 }] }],
  })) as { id: number };
  return { machine, machineName, pa12, order, job };
}

test('a batch label held to the camera of a phone or tablet opens the batch', async ({ platform, request }) => {
  const austin = await callsOf(request, 'admin@demo.test');
  const { rows } = (await austin('get', '/api/v1/materials/batches?state=IN_USE')) as { rows: { id: number; number: string }[] };
  const label = await request.get(`/api/v1/materials/batches/${rows[0]!.id}/label`, {
    headers: await bearerOf(request, 'admin@demo.test'),
  });
  // A browser of its own, whose camera films the printed label (the page's usual browser has none).
  const browser = await chromium.launch({
    ...TEST_CHROMIUM,
    args: [
      ...TEST_CHROMIUM.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${labelVideo(await label.body())}`,
    ],
  });
  try {
    const page = await (await browser.newContext({ baseURL: platform.url })).newPage();
    await logIn(page, 'admin@demo.test');
    await page.goto(BATCHES);
    await page.getByRole('button', { name: 'Scan a label' }).click();
    await expect(page.getByRole('heading', { name: `${rows[0]!.number}: HP 3D HR PA 12` })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a batch made at the mixing station appears on the batches list someone else has open, without a reload', async ({
  page,
  request,
}) => {
  const austin = await callsOf(request, 'admin@demo.test');
  const lots = (await austin('get', '/api/v1/materials/lots?search=PA12-26-0917')) as { rows: { id: number }[] };
  await logIn(page, 'admin@demo.test');
  await page.goto(BATCHES);
  await expect(page.getByRole('heading', { name: 'Material batches' })).toBeVisible();

  const made = (await austin('post', '/api/v1/materials/batches', {
    inputs: [{ lotId: lots.rows[0]!.id, massMg: 500_000 }],
    outputMassMg: 500_000,
    location: 'Mixing station',
  })) as { number: string };
  await expect(page.getByRole('button', { name: made.number })).toBeVisible();
});
