import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';

// The demo's material, as a planner finds it: the released PA 12 lot traced forward to Acme's
// drone arm housings, the batch MJF-01 holds with its composition, and the waiting build that
// cannot start on it. Every page passes axe, in both languages, and at a phone's width.

test('a lot traces to its customers, and a waiting build shows why it cannot start on its powder', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.test');
  const lots = (await (await page.request.get('/api/v1/materials/lots?search=PA12-26-0917')).json()) as {
    rows: { id: number; number: string }[];
  };
  const lot = lots.rows[0]!;

  await page.goto(`/service-provider/material-management/lots?lot=${lot.id}`);
  await expect(page.getByText('PA12-26-0917').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Trace this lot' }).click();
  await expect(page.getByRole('heading', { name: `Lot ${lot.number} traced forward` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Robotics' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'MJF-01 batch 77' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: `Los ${lot.number} vorwärts verfolgt` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: `Lot ${lot.number} traced forward` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const loaded = (await (await page.request.get('/api/v1/materials/batches?state=IN_USE')).json()) as {
    rows: { id: number; number: string }[];
  };
  await page.goto(`/service-provider/material-management/batches?batch=${loaded.rows[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Composition' })).toBeVisible();
  await expectNoAxeViolations(page);

  const machine = (await (await page.request.get(`/api/v1/materials/batches/${loaded.rows[0]!.id}`)).json()) as {
    machine: { id: number };
  };
  const jobs = await page.request.get(
    `/api/v1/job-scheduling/getAllWithPagination/25/0?jobStatus=WAITING&equipmentId=${machine.machine.id}`,
  );
  const waiting = ((await jobs.json()) as { jobDTOS: { id: number; jobName: string }[] }).jobDTOS.find(
    (job) => job.jobName === 'MJF-01 batch 78',
  );
  await page.goto(`/service-provider/schedules/${waiting!.id}`);
  await expect(page.getByText(`${loaded.rows[0]!.number} breaks the material's rules: the job cannot start on it`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The rules it breaks, on the area's settings page, reached from any material page.
  await page.goto('/service-provider/material-management/stocks');
  await page.getByRole('navigation', { name: 'Material management' }).getByRole('link', { name: 'Rules and tolerance' }).click();
  await expect(page.getByRole('heading', { name: 'Material settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Material/ }).first()).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: 'Materialeinstellungen', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('a suspect part built from the batch behind an NCR gets its own NCR from that NCR’s page', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.test');
  const found = (await (await page.request.get('/api/v1/quality/ncrs?kind=PROCESS&search=refresh%20limit')).json()) as {
    rows: { id: number; number: string }[];
  };
  const powderNcr = found.rows[0]!;
  await page.goto(`/service-provider/quality-management/ncrs/${powderNcr.id}`);
  const material = page.getByRole('region', { name: 'Material' });
  const suspects = material.getByRole('table', { name: 'Other parts built from the same batch' });
  await suspects.getByRole('button', { name: 'Raise an NCR for drone_arm_housing.stl' }).click();
  const form = page.getByRole('form', { name: 'Raise an NCR for drone_arm_housing.stl' });
  await expect(form.getByLabel('Description')).toHaveValue(new RegExp(`which ${powderNcr.number}’s part was built from too\\.$`));
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('form', { name: 'NCR erstellen: drone_arm_housing.stl' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await form.getByLabel('Pieces affected').fill('5');
  await form.getByLabel('Title').fill('Housings from batch 77 may be brittle');
  await form.getByRole('button', { name: 'Raise NCR' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Housings from batch 77 may be brittle');
  await expect(page).not.toHaveURL(new RegExp(`/ncrs/${powderNcr.id}$`));
});
