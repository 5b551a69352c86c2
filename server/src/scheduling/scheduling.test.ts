import type { Job, JobInput, Rfq } from 'shared/contracts';
import { Value } from 'typebox/value';
import { NamedSchema } from '../http/schema-helpers.js';
import { RfqFileSchema } from '../orders/schemas.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { nextAvailableSlot } from '../job-bookings/index.js';
import { JobSchema, JobSearchResultSchema } from './schemas.js';

const HOUR = 3_600_000;
let t: TestApp;
let planner: Session;
let operator: Session;
let vendor: Session;
let equipment: Record<string, { id: number; materials: { id: number; name: string }[]; supportMaterials: { id: number }[] }>;

beforeAll(async () => {
  t = await createTestApp();
  planner = await login(t.app, 'planner@demo.test');
  operator = await login(t.app, 'operator@demo.test');
  vendor = await login(t.app, 'vendor@demo.test');
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v3/sp/equipments?getFromAllFacilities=true', headers: planner.bearer })
  ).json() as {
    id: number;
    displayName: string;
    materials: { id: number; name: string }[];
    supportMaterials: { id: number }[];
  }[];
  equipment = Object.fromEntries(list.map((e) => [e.displayName.split(' ')[0], e]));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, session: Session = planner) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A future slot no seeded job touches: days ahead, distinct per test. */
let nextFreeDay = 40;
const freeSlot = (hours = 10) => {
  const from = Date.UTC(2030, 0, 1) + nextFreeDay++ * 24 * HOUR;
  return { fromDate: from, toDate: from + hours * HOUR };
};
const jobOn = (machine: string, overrides: Partial<JobInput> = {}): JobInput => ({
  jobName: `Test build on ${machine}`,
  equipmentDTO: { id: equipment[machine]!.id },
  materialDTO: { id: equipment[machine]!.materials[0]!.id },
  ...freeSlot(),
  ...overrides,
});

/** The machine's material of that name, as a job names it. */
const materialOf = (machine: string, name: string) => ({
  id: equipment[machine]!.materials.find((m) => m.name === name)!.id,
});

async function awardedParts(): Promise<Rfq[]> {
  const response = await call('POST', '/api/v3/orders/search?page=0&size=15&schedulingCall=true', {
    searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }],
  });
  expect(response.statusCode).toBe(200);
  return response.json().rfqDTOs;
}
const partNamed = async (fileName: string) => {
  const orders = (await call('POST', '/api/v3/orders/search?size=100', { searchString: fileName })).json().rfqDTOs as Rfq[];
  for (const order of orders) {
    const file = order.rfqFileDTOs.find((f) => f.originalFileDTO.fileName === fileName);
    if (file) return { order, file };
  }
  throw new Error(`no part ${fileName}`);
};

describe('orders for scheduling', () => {
  it('lists awarded orders with only the parts left to schedule', async () => {
    const orders = await awardedParts();
    const titles = orders.map((o) => o.displayTitle);
    expect(titles).toEqual(expect.arrayContaining(['Gripper fingers — Rev C', 'Drone arm housings']));
    expect(titles).not.toContain('Sensor brackets (quote stage)'); // quoted for, not awarded
    expect(titles).not.toContain('Heat exchanger coupons'); // Munich's
    const files = orders.flatMap((o) => o.rfqFileDTOs);
    expect(files.every((f) => f.notScheduled > 0)).toBe(true);
    expect(files.map((f) => f.originalFileDTO.fileName)).not.toContain('enclosure_top.stl'); // all 5 placed on a job
    const left = files.find((f) => f.originalFileDTO.fileName === 'gripper_finger_left.stl')!;
    expect(left).toEqual(
      expect.objectContaining({
        quantity: 40,
        scheduled: 30,
        notScheduled: 10,
        itar: false,
        aMProcess: 'SELECTIVE_LASER_SINTERING',
      }),
    );
  });

  it('tells what is left of each file, and refuses files of other facilities', async () => {
    const { file } = await partNamed('drone_arm_housing.stl');
    const status = await call('POST', '/api/v1/job-scheduling/file-job-status', [file.id]);
    // 120 ordered: 40 built, 40 on a waiting job, 20 on the demo's MJF-01 build.
    expect(status.json()).toEqual([{ id: file.id, notScheduled: 20 }]);
    const foreign = await call('POST', '/api/v1/job-scheduling/file-job-status', [file.id], vendor);
    expect(foreign.statusCode).toBe(400);
  });

  it('answers 400 for an unknown order status filter', async () => {
    const response = await call('POST', '/api/v3/orders/search', {
      searchFilters: [{ filterType: 'ORDER_STATUS', values: ['LOST'] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('body.searchFilters.0.values');
  });
});

describe('jobs', () => {
  it('creates a job with the defaults (queued, ordered, by hand) and reads it back', async () => {
    const created = await call('POST', '/api/v1/job-scheduling', jobOn('SLS-01'));
    expect(created.statusCode).toBe(201);
    const job = created.json() as Job;
    expect(job).toEqual(
      expect.objectContaining({
        jobStatus: 'QUEUED',
        jobType: 'ORDER',
        jobSource: 'SCHEDULING',
        jobCreationType: 'MANUAL',
        materialUnit: 'GRAM',
        equipmentType: 'THREED_PRINTER',
        estimatedTime: 0,
        actualTime: 0,
        materialQuantityUsed: 0,
      }),
    );
    expect((await call('GET', `/api/v1/job-scheduling/${job.id}`)).json()).toEqual(job);
  });

  it('names the field of each bad input', async () => {
    const cases: [Partial<JobInput> & Record<string, unknown>, string][] = [
      [{ jobName: '' }, 'body.jobName'],
      [{ equipmentDTO: { id: 999999 } }, 'body.equipmentDTO.id'],
      [{ materialDTO: { id: 999999 } }, 'body.materialDTO.id'],
      [{ materialDTO: null }, 'body.materialDTO'],
      [{ fromDate: Date.UTC(2031, 0, 2), toDate: Date.UTC(2031, 0, 1) }, 'body.toDate'],
      [
        { supportMaterial: { materialDTO: { id: equipment['SLS-01']!.materials[0]!.id } } },
        'body.supportMaterial.materialDTO.id',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/api/v1/job-scheduling', { ...jobOn('SLS-01'), ...overrides });
      expect([response.statusCode, response.json().details?.[0]?.field]).toEqual([400, field]);
    }
  });

  it('allows a downtime entry without material, and refuses parts on it', async () => {
    const downtime = await call('POST', '/api/v1/job-scheduling', { ...jobOn('SLS-02'), jobType: 'DOWNTIME', materialDTO: null });
    expect(downtime.statusCode).toBe(201);
    const { order, file } = await partNamed('motor_mount.stl');
    const withParts = await call('POST', '/api/v1/job-scheduling', {
      ...jobOn('MJF-02'),
      jobType: 'DOWNTIME',
      jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity: 1 }] }],
    });
    expect(withParts.statusCode).toBe(400);
  });

  it('refuses a job on another facility’s machine', async () => {
    const munich = await call('POST', '/api/v1/job-scheduling', jobOn('SLS-M1'));
    expect(munich.statusCode).toBe(403);
    const foreign = await call('POST', '/api/v1/job-scheduling', jobOn('SLS-01'), vendor);
    expect(foreign.statusCode).toBe(403);
  });

  it('never double-books a machine and names the job that holds the slot', async () => {
    const slot = freeSlot(10);
    const first = await call('POST', '/api/v1/job-scheduling', jobOn('SLA-01', { ...slot, jobName: 'Holder of the slot' }));
    expect(first.statusCode).toBe(201);
    const overlapping = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('SLA-01', { fromDate: slot.fromDate + 5 * HOUR, toDate: slot.toDate + 5 * HOUR }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toContain(`job ${first.json().id} (Holder of the slot)`);
    // Touching ends do not overlap; a cancelled job frees its slot; machine-connectivity runs are not bookings.
    expect(
      (await call('POST', '/api/v1/job-scheduling', jobOn('SLA-01', { fromDate: slot.toDate, toDate: slot.toDate + HOUR })))
        .statusCode,
    ).toBe(201);
    // A machine-connectivity run (recorded by the machine, not booked) over the slot.
    await t.db
      .insertInto('jobs')
      .values({
        facility_id: (first.json() as Job).equipmentDTO.spId,
        equipment_id: equipment['SLA-01']!.id,
        job_name: 'Printer log',
        job_creation_type: 'MACHINE_CONNECTIVITY',
        from_date: new Date(slot.fromDate),
        to_date: new Date(slot.toDate),
      })
      .execute();
    await call('PUT', '/api/v1/job-scheduling', { ...(first.json() as Job), jobStatus: 'CANCELLED' });
    expect((await call('POST', '/api/v1/job-scheduling', jobOn('SLA-01', slot))).statusCode).toBe(201);
  });

  it('lets exactly one of many concurrent bookings of one slot win', async () => {
    const slot = freeSlot(8);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/v1/job-scheduling', jobOn('FDM-01', { ...slot, jobName: `Race ${i}` })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('never schedules more of a part than is left, even when two jobs take it at once', async () => {
    const { order, file } = await partNamed('gripper_finger_right.stl');
    const take = (machine: string, quantity: number) =>
      call(
        'POST',
        '/api/v1/job-scheduling',
        jobOn(machine, {
          materialDTO: materialOf(machine, 'PA 2200'),
          jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity }] }],
        }),
      );
    const tooMany = await take('SLS-01', file.notScheduled + 1);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      `Only ${file.notScheduled} of gripper_finger_right.stl are left to schedule (asked for ${file.notScheduled + 1})`,
    );
    const both = await Promise.all([take('SLS-01', file.notScheduled), take('SLS-02', file.notScheduled)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const status = await call('POST', '/api/v1/job-scheduling/file-job-status', [file.id]);
    expect(status.json()).toEqual([{ id: file.id, notScheduled: 0 }]);
  });

  it('makes on a printer only parts of its process in the job’s material, and offers only those to add', async () => {
    const { order, file } = await partNamed('gripper_finger_left.stl'); // SLS in PA 2200
    const parts = { jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity: 1 }] }] };
    const onMjf = await call('POST', '/api/v1/job-scheduling', jobOn('MJF-01', parts));
    expect([onMjf.statusCode, onMjf.json().message, onMjf.json().details[0].field]).toEqual([
      400,
      'gripper_finger_left.stl is ordered in SLS: this machine prints MJF',
      'body.jobOrderDTOs.0.fileIds.0.rfqCadFileId',
    ]);
    const inPa1101 = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('SLS-02', { ...parts, materialDTO: materialOf('SLS-02', 'PA 1101') }),
    );
    expect([inPa1101.statusCode, inPa1101.json().message]).toEqual([
      400,
      'gripper_finger_left.stl is ordered in PA 2200, not in the job’s material',
    ]);
    const inPa2200 = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('SLS-02', { ...parts, materialDTO: materialOf('SLS-02', 'PA 2200') }),
    );
    expect(inPa2200.statusCode).toBe(201);

    // The job form's part selector asks for the machine's process and the job's material.
    const offered = async (processId: number, materialId: number) =>
      (
        (
          await call('POST', '/api/v3/orders/search?page=0&size=100&schedulingCall=true', {
            searchFilters: [
              { filterType: 'ORDER_STATUS', values: ['AWARDED'] },
              { filterType: 'AM_PROCESS', values: [processId] },
              { filterType: 'SPECIFIC_MATERIAL', values: [materialId] },
            ],
          })
        ).json().rfqDTOs as Rfq[]
      ).flatMap((o) => o.rfqFileDTOs);
    const machines = (await call('GET', '/api/v3/sp/equipments')).json() as {
      displayName: string;
      machine: { amProcessId: number; amProcess: string };
    }[];
    const processOf = (name: string) => machines.find((e) => e.displayName.startsWith(name))!.machine;
    const sls = offered(processOf('SLS-02').amProcessId, materialOf('SLS-02', 'PA 2200').id);
    const slsFiles = await sls;
    expect(slsFiles.length).toBeGreaterThan(0);
    for (const part of slsFiles) {
      expect([part.aMProcess, part.materials.map((m) => m.name)]).toEqual([processOf('SLS-02').amProcess, ['PA 2200']]);
    }
    const mjfFiles = await offered(processOf('MJF-01').amProcessId, materialOf('MJF-01', 'HP 3D HR PA 12').id);
    expect(mjfFiles.map((f) => f.originalFileDTO.fileName)).not.toContain('gripper_finger_left.stl');
  });

  it('puts ITAR parts only on ITAR-cleared jobs', async () => {
    const { order, file } = await partNamed('manifold_cap_ti64.stl');
    const parts = {
      materialDTO: materialOf('DMLS-01', 'EOS Titanium Ti64'),
      jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity: 1 }] }],
    };
    const uncleared = await call('POST', '/api/v1/job-scheduling', jobOn('DMLS-01', parts));
    expect([uncleared.statusCode, uncleared.json().details[0].field]).toEqual([400, 'body.itar']);
    expect((await call('POST', '/api/v1/job-scheduling', jobOn('DMLS-01', { ...parts, itar: true }))).statusCode).toBe(201);
  });

  it('applies the machine and start-date rules of a saved job on update', async () => {
    const job = (await call('POST', '/api/v1/job-scheduling', jobOn('MJF-01'))).json() as Job;
    // A queued job may move to another machine.
    const moved = await call('PUT', '/api/v1/job-scheduling', { ...job, equipmentDTO: { id: equipment['MJF-02']!.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().equipmentDTO.id).toBe(equipment['MJF-02']!.id);
    const running = (
      await call('PUT', '/api/v1/job-scheduling', { ...(moved.json() as Job), jobStatus: 'IN_PROGRESS' })
    ).json() as Job;
    const machine = await call('PUT', '/api/v1/job-scheduling', { ...running, equipmentDTO: { id: equipment['MJF-01']!.id } });
    expect([machine.statusCode, machine.json().details.field]).toEqual([409, 'body.equipmentDTO.id']);
    const start = await call('PUT', '/api/v1/job-scheduling', { ...running, fromDate: running.fromDate - HOUR });
    expect([start.statusCode, start.json().details.field]).toEqual([409, 'body.fromDate']);
    // The end may still change.
    expect((await call('PUT', '/api/v1/job-scheduling', { ...running, toDate: running.toDate + HOUR })).statusCode).toBe(200);
  });

  it('lets another facility read its jobs only through the enterprise scope, and change none', async () => {
    const munichJob = (await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: 'SLS-M1 build 540' })).json();
    expect(munichJob).toEqual([]); // the planner's own facility only
    const [found] = (
      await call('POST', '/api/v4/job-scheduling/search/lite?getFromAllFacilities=true', { jobName: 'SLS-M1 build 540' })
    ).json();
    expect(found.equipmentName).toBe('SLS-M1 · EOS P 770');
    const read = await call('GET', `/api/v1/job-scheduling/${found.id}`);
    expect(read.statusCode).toBe(200);
    expect((await call('PUT', '/api/v1/job-scheduling', { ...(read.json() as Job), jobNotes: 'x' })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/job-scheduling/${found.id}`, undefined, vendor)).statusCode).toBe(404);
  });
});

describe('job rules added after review', () => {
  it('creates only scheduling jobs by hand, and no job without length', async () => {
    const connectivity = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('FDM-01', { jobCreationType: 'MACHINE_CONNECTIVITY' }),
    );
    expect([connectivity.statusCode, connectivity.json().details[0].field]).toEqual([400, 'body.jobCreationType']);
    const planning = await call('POST', '/api/v1/job-scheduling', jobOn('FDM-01', { jobSource: 'BUILD_PLANNING' }));
    expect([planning.statusCode, planning.json().details[0].field]).toEqual([400, 'body.jobSource']);
    const slot = freeSlot();
    const empty = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('FDM-01', { fromDate: slot.fromDate, toDate: slot.fromDate }),
    );
    expect([empty.statusCode, empty.json().details[0].field]).toEqual([400, 'body.toDate']);
  });

  it('refuses to overwrite a job someone saved after it was read', async () => {
    const job = (await call('POST', '/api/v1/job-scheduling', jobOn('FDM-01'))).json() as Job;
    const first = await call('PUT', '/api/v1/job-scheduling', { ...job, jobNotes: 'First planner' });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/api/v1/job-scheduling', { ...job, jobNotes: 'Second planner' });
    expect([stale.statusCode, stale.json().details.field]).toEqual([409, 'body.updatedAt']);
    expect((await call('GET', `/api/v1/job-scheduling/${job.id}`)).json().jobNotes).toBe('First planner');
  });

  it('moves an agreed order to IN_MANUFACTURING, and the facility’s match to IN_PROGRESS, when a job holding its parts starts', async () => {
    const { order, file } = await partNamed('fixture_spacer.stl');
    const read = async () => (await call('GET', `/api/v1/orders/${order.id}`)).json();
    expect((await read()).status).toBe('AGREEMENT_DONE');
    const parts = { jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity: 1 }] }] };
    const job = (await call('POST', '/api/v1/job-scheduling', jobOn('FDM-01', parts))).json() as Job;
    expect((await read()).status).toBe('AGREEMENT_DONE'); // planned, not started
    expect((await call('PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'IN_PROGRESS' })).statusCode).toBe(200);
    const started = await read();
    expect([started.status, started.matches[0].status]).toEqual(['IN_MANUFACTURING', 'IN_PROGRESS']);
    expect(started.history.slice(-2)).toEqual([
      expect.objectContaining({ from: 'AGREEMENT_DONE', to: 'IN_MANUFACTURING', actor: 'SYSTEM' }),
      expect.objectContaining({ from: 'SP_BID_ACCEPTED', to: 'IN_PROGRESS', actor: 'SYSTEM' }),
    ]);
  });

  it('never sends a started job back to the queue', async () => {
    const job = (await call('POST', '/api/v1/job-scheduling', jobOn('FDM-01'))).json() as Job;
    const started = (await call('PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'IN_PROGRESS' })).json() as Job;
    const back = await call('PUT', '/api/v1/job-scheduling', { ...started, jobStatus: 'QUEUED' });
    expect([back.statusCode, back.json().details.field]).toEqual([409, 'body.jobStatus']);
    expect((await call('PUT', '/api/v1/job-scheduling', { ...started, jobStatus: 'PAUSED' })).statusCode).toBe(200);
  });

  it('keeps completed counts when a job is saved, and no quantity goes below them', async () => {
    const { order, file } = await partNamed('motor_mount.stl');
    const parts = (quantity: number) => [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity }] }];
    const job = (await call('POST', '/api/v1/job-scheduling', jobOn('MJF-02', { jobOrderDTOs: parts(5) }))).json() as Job;
    await t.db.updateTable('job_files').set({ completed_quantity: 3 }).where('job_id', '=', job.id).execute();
    const saved = (
      await call('PUT', '/api/v1/job-scheduling', { ...job, jobOrderDTOs: parts(5), jobNotes: 'Counted' })
    ).json() as Job;
    expect(saved.jobOrderDTOs[0]!.fileIds[0]!.completedQuantity).toBe(3);
    const below = await call('PUT', '/api/v1/job-scheduling', { ...saved, jobOrderDTOs: parts(2) });
    expect([below.statusCode, below.json().details.field]).toEqual([409, 'body.jobOrderDTOs.0.fileIds.0.quantity']);
  });

  it('answers job documents that match the documented schema, with the same part details as the orders', async () => {
    const { order, file } = await partNamed('motor_mount.stl');
    const [simulation] = (await call('GET', '/api/v1/simulation-software')).json() as { id: number; name: string }[];
    const [machine, withSupport] = Object.entries(equipment).find(([, e]) => e.supportMaterials.length)!;
    const created = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn('MJF-02', {
        jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: file.id, quantity: 2 }] }],
        secondaryMaterials: [{ materialDTO: { id: equipment['MJF-02']!.materials[0]!.id }, materialQuantityUsed: 1.5 }],
        simulationSoftwareDTO: { id: simulation!.id },
        buildPlateUtilization: 42.5,
        jobName: 'Housing "B" \\ rev 2 – Ω 𝑥',
        jobNotes: 'Quotes " and \\ survive',
      }),
    );
    expect(created.statusCode).toBe(201);
    const supported = await call(
      'POST',
      '/api/v1/job-scheduling',
      jobOn(machine, { supportMaterial: { materialDTO: { id: withSupport.supportMaterials[0]!.id } } }),
    );
    expect(supported.statusCode).toBe(201);
    const context = { Job: JobSchema, RfqFile: RfqFileSchema, Named: NamedSchema };
    for (const response of [created, supported]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Value.Errors(context, JobSchema, response.json())).toEqual([]);
      // Sent as ASCII, every other character \u-escaped (the order's title has an em dash).
      expect(response.body).toMatch(/^[\x20-\x7e]*$/);
    }
    const job = created.json() as Job;
    expect(job).toEqual(
      expect.objectContaining({
        buildPlateUtilization: 42.5,
        jobName: 'Housing "B" \\ rev 2 – Ω 𝑥',
        jobNotes: 'Quotes " and \\ survive',
        simulationSoftwareDTO: { id: simulation!.id, name: simulation!.name },
      }),
    );
    expect(job.secondaryMaterials).toEqual([expect.objectContaining({ materialQuantityUsed: 1.5 })]);
    expect((supported.json() as Job).supportMaterial).toEqual(expect.objectContaining({ jobMaterialType: 'SUPPORT' }));
    const entry = job.jobOrderDTOs[0]!.fileIds[0]!;
    expect(entry.rfqFileDTO).toEqual((await partNamed('motor_mount.stl')).file);

    const search = await call('POST', '/api/v4/job-scheduling/search', { fromDate: job.fromDate, toDate: job.toDate });
    expect(Value.Errors(context, JobSearchResultSchema, search.json())).toEqual([]);
    expect(search.json().jobDTOS).toEqual([job]);
    expect(search.body).toMatch(/^[\x20-\x7e]*$/);
  });

  it('lets only an ITAR administrator clear a job, and shows ITAR parts only to one', async () => {
    expect((await call('POST', '/api/v1/job-scheduling', jobOn('DMLS-01', { itar: true }), operator)).statusCode).toBe(403);
    const fileNames = async (session: Session) =>
      (
        (await call('POST', '/api/v3/orders/search?size=100', { searchString: 'manifold' }, session)).json().rfqDTOs as Rfq[]
      ).flatMap((o) => o.rfqFileDTOs.map((f) => f.originalFileDTO.fileName));
    expect(await fileNames(planner)).toContain('hydraulic_manifold_ti64.stl');
    expect(await fileNames(operator)).not.toContain('hydraulic_manifold_ti64.stl');
  });

  it('lets a sister facility’s job be read only with the enterprise view', async () => {
    const [found] = (
      await call('POST', '/api/v4/job-scheduling/search/lite?getFromAllFacilities=true', { jobName: 'SLS-M1 build 540' })
    ).json();
    expect((await call('GET', `/api/v1/job-scheduling/${found.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/job-scheduling/${found.id}`, undefined, operator)).statusCode).toBe(404);
    // Reads that arrive together share one statement; each still answers by its caller's scope.
    const together = await Promise.all(
      [planner, operator, planner].map((s) => call('GET', `/api/v1/job-scheduling/${found.id}`, undefined, s)),
    );
    expect(together.map((r) => r.statusCode)).toEqual([200, 404, 200]);
  });

  it('answers 400, not 500, for numbers and dates out of range', async () => {
    const huge = '99999999999999999999';
    expect((await call('GET', `/api/v1/job-scheduling/${huge}`)).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/job-scheduling/getAllWithPagination/25/${huge}`)).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/job-scheduling', jobOn('FDM-01', { fromDate: 9e15, toDate: 9.1e15 }))).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/v1/job-scheduling/file-job-status', [1e20])).statusCode).toBe(400);
    expect((await call('POST', '/api/v4/job-scheduling/search/lite', { searchString: huge })).statusCode).toBe(200);
    expect((await call('POST', '/api/v3/orders/search', { searchString: huge })).statusCode).toBe(200);
    const byId = await call('POST', '/api/v3/orders/search', { searchFilters: [{ filterType: 'ORDER_ID', values: [huge] }] });
    expect(byId.statusCode).toBe(400);
  });

  it('filters by material through the machines, so a machine’s downtime stays', async () => {
    const pa2200 = equipment['SLS-02']!.materials.find((m) => m.name === 'PA 2200')!.id;
    const now = Date.now();
    const week = { fromDate: now - 7 * 86_400_000, toDate: now + 7 * 86_400_000 };
    const result = (await call('POST', '/api/v4/job-scheduling/search', { ...week, filters: { materials: [pa2200] } })).json();
    expect(result.jobDTOS.map((j: Job) => j.jobName)).toContain('Laser calibration');
  });
});

describe('next available slot', () => {
  it('skips bookings and downtime and finds the first gap long enough', async () => {
    const id = equipment['MJF-02']!.id;
    const first = (await call('GET', `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${id}&totalHours=4`)).json();
    expect(first.toDate - first.fromDate).toBe(4 * HOUR);
    // Book exactly that slot: the next answer must start after it.
    expect((await call('POST', '/api/v1/job-scheduling', jobOn('MJF-02', first))).statusCode).toBe(201);
    const second = (await call('GET', `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${id}&totalHours=4`)).json();
    expect(second.fromDate).toBeGreaterThanOrEqual(first.toDate);
    const booked = await call('POST', '/api/v1/job-scheduling', jobOn('MJF-02', second));
    expect(booked.statusCode).toBe(201);
  });

  it('finds the first gap long enough, from inside a booking, and leaves out the job being moved', async () => {
    // A day no other test books (2032), on one machine: bookings at +1–3 h, +4–6 h, +6–9 h, +11–12 h.
    const day = Date.UTC(2032, 0, 1);
    const booked: number[] = [];
    for (const [from, to] of [
      [1, 3],
      [4, 6],
      [6, 9],
      [11, 12],
    ] as const) {
      const response = await call(
        'POST',
        '/api/v1/job-scheduling',
        jobOn('SLS-02', { fromDate: day + from * HOUR, toDate: day + to * HOUR }),
      );
      expect(response.statusCode).toBe(201);
      booked.push(response.json().id);
    }
    const machine = equipment['SLS-02']!.id;
    const startOf = async (hours: number, now: number, exceptJobId?: number) =>
      ((await nextAvailableSlot(t.db, machine, hours, now, exceptJobId))!.slot.fromDate - day) / HOUR;
    expect(await startOf(1, day)).toBe(0); // exactly fits before the first booking
    expect(await startOf(1.5, day)).toBe(9); // the 1-hour gaps are too short; back to back leaves none
    expect(await startOf(3, day)).toBe(12); // after the last booking
    expect(await startOf(1, day + 2 * HOUR)).toBe(3); // asked during a booking: from its end
    expect(await startOf(3, day, booked[1])).toBe(3); // moving the +4–6 h job frees +3–6 h
  });

  it('answers 400 for totalHours ≤ 0 and unknown equipment, 403 for another facility’s', async () => {
    const id = equipment['MJF-02']!.id;
    expect((await call('GET', `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${id}&totalHours=0`)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=999999&totalHours=2`)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${id}&totalHours=2`, undefined, vendor))
        .statusCode,
    ).toBe(403);
  });
});

describe('searching jobs', () => {
  const week = () => {
    const now = Date.now();
    return { fromDate: now - 7 * 24 * HOUR, toDate: now + 7 * 24 * HOUR };
  };

  it('finds the facility’s jobs of a range, and the enterprise’s with getFromAllFacilities', async () => {
    const own = (await call('POST', '/api/v4/job-scheduling/search', week())).json();
    const names = own.jobDTOS.map((j: Job) => j.jobName);
    expect(names).toContain('SLS-01 build 1188');
    expect(names).not.toContain('SLS-M1 build 540');
    expect(own.totalCount).toBe(own.jobDTOS.length);
    // In start order, ties by id.
    const starts = own.jobDTOS.map((j: Job) => [j.fromDate, j.id]);
    expect(starts).toEqual([...starts].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const all = (await call('POST', '/api/v4/job-scheduling/search?getFromAllFacilities=true', week())).json();
    expect(all.jobDTOS.map((j: Job) => j.jobName)).toContain('SLS-M1 build 540');
    expect(all.jobDTOS.map((j: Job) => j.jobName)).not.toContain('Northwind stand batch');
  });

  it('applies the scheduler filters', async () => {
    const id = equipment['SLS-01']!.id;
    const result = (await call('POST', '/api/v4/job-scheduling/search', { ...week(), filters: { equipments: [id] } })).json();
    expect(result.jobDTOS.length).toBeGreaterThan(0);
    expect(result.jobDTOS.every((j: Job) => j.equipmentDTO.id === id)).toBe(true);
  });

  it('answers 400 for a reversed range or one over 365 days', async () => {
    const now = Date.now();
    const reversed = await call('POST', '/api/v4/job-scheduling/search', { fromDate: now, toDate: now - 1 });
    expect([reversed.statusCode, reversed.json().details[0].field]).toEqual([400, 'body.toDate']);
    const long = await call('POST', '/api/v4/job-scheduling/search', { fromDate: now, toDate: now + 31_536_000_001 });
    expect(long.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/v4/job-scheduling/search', { fromDate: now, toDate: now + 31_536_000_000 })).statusCode,
    ).toBe(200);
  });

  it('searches only the caller’s facility when it asks for the enterprise without ENTERPRISE_SCHEDULER_VIEW', async () => {
    const search = await call('POST', '/api/v4/job-scheduling/search?getFromAllFacilities=true', week(), operator);
    expect(search.statusCode).toBe(200);
    const names = search.json().jobDTOS.map((j: Job) => j.jobName);
    expect(names).toContain('SLS-01 build 1188');
    expect(names).not.toContain('SLS-M1 build 540');
    const lite = await call(
      'POST',
      '/api/v4/job-scheduling/search/lite?getFromAllFacilities=true',
      { jobName: 'SLS-M1' },
      operator,
    );
    expect(lite.json()).toEqual([]);
  });

  it('looks jobs up by each field of the lite search', async () => {
    const { order, file } = await partNamed('drone_arm_housing.stl');
    const lookups: [object, string][] = [
      [{ searchString: 'build 1188' }, 'SLS-01 build 1188'],
      [{ jobName: 'batch 78' }, 'MJF-01 batch 78'],
      [{ rfqId: order.id }, 'MJF-01 batch 78'],
      [{ rfqTitle: 'drone arm' }, 'MJF-01 batch 78'],
      [{ partId: file.id }, 'MJF-01 batch 78'],
      [{ searchString: 'drone_arm' }, 'MJF-01 batch 78'],
    ];
    for (const [body, name] of lookups) {
      const found = (await call('POST', '/api/v4/job-scheduling/search/lite', body)).json();
      expect(found.map((j: { jobName: string }) => j.jobName)).toContain(name);
    }
    const id = (await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: 'build 1188' })).json()[0].id;
    expect((await call('POST', '/api/v4/job-scheduling/search/lite', { jobId: id })).json()[0].jobName).toBe('SLS-01 build 1188');
    expect((await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: 'a', rfqId: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/v4/job-scheduling/search/lite', { searchString: 'ab' })).statusCode).toBe(400);
  });

  it('pages the facility’s jobs newest first with the list filters', async () => {
    const { fromDate, toDate } = week();
    const page = (
      await call('GET', `/api/v1/job-scheduling/getAllWithPagination/2/0?fromDate=${fromDate}&toDate=${toDate}`)
    ).json();
    expect(page.jobDTOS).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
    const newest = (
      await call('GET', `/api/v1/job-scheduling/getAllWithPagination/25/0?fromDate=${fromDate}&toDate=${toDate}`)
    ).json();
    const starts = newest.jobDTOS.map((j: Job) => [j.fromDate, j.id]);
    expect(starts).toEqual([...starts].sort((a, b) => b[0] - a[0] || a[1] - b[1]));
    expect(starts.slice(0, 2)).toEqual(page.jobDTOS.map((j: Job) => [j.fromDate, j.id]));
    const downtime = (
      await call('GET', `/api/v1/job-scheduling/getAllWithPagination/25/0?jobType=DOWNTIME&fromDate=${fromDate}&toDate=${toDate}`)
    ).json();
    expect(downtime.jobDTOS.map((j: Job) => j.jobName)).toEqual(['Laser calibration']);
    const reversed = await call('GET', `/api/v1/job-scheduling/getAllWithPagination/25/0?fromDate=${toDate}&toDate=${fromDate}`);
    expect(reversed.statusCode).toBe(400);
  });
});

describe('geo and delivery addresses', () => {
  it('lists countries and finds one by code', async () => {
    const countries = (await t.app.inject({ method: 'GET', url: '/api/v1/geo/countries' })).json();
    expect(countries.length).toBeGreaterThan(200);
    const germany = await t.app.inject({ method: 'GET', url: '/api/v1/geo/countries/de?locale=de_DE' });
    expect(germany.json()).toEqual(expect.objectContaining({ code: 'DE', name: 'Deutschland', dialCode: '49', emoji: '🇩🇪' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/geo/countries/XX' })).statusCode).toBe(404);
  });

  it('lists the caller’s company’s delivery addresses, default first', async () => {
    const engineer = await login(t.app, 'engineer@demo.test');
    const addresses = (await call('GET', '/api/v1/deliveryAddress', undefined, engineer)).json();
    expect(addresses.map((a: { label: string }) => a.label)).toEqual(['Denver HQ', 'Boulder lab']);
    expect(
      (await call('GET', '/api/v1/deliveryAddress', undefined, vendor)).json().map((a: { label: string }) => a.label),
    ).toEqual(['Northwind Leeds']);
  });
});
