import { createHash } from 'node:crypto';
import type { Job } from 'shared/contracts';
import { storeFile, textPdf } from '../files/index.js';
import { seededId } from '../test-support/access-matrix.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;
let admin: Session;
let vendor: Session;
const call = callsAs(() => t);
/** An order Austin agreed to make, of a part uploaded here: the seed's parts have no bytes in a test's file store. */
let order: { id: number; partId: number };

beforeAll(async () => {
  t = await createTestApp();
  let engineer: Session;
  [planner, admin, vendor, engineer] = await logins(t.app, 'planner', 'admin', 'vendor', 'engineer');
  order = await agreedWithAustin(t, { engineer, austin: admin }, { quantity: 10, title: 'Brackets for the tray' });
});
afterAll(() => t.close());

const partNamed = (name: string) => seededId(t, 'rfq_files', { original_file_name: name });
const jobNamed = (name: string) => seededId(t, 'jobs', { job_name: name });
const machineNamed = (name: string) => seededId(t, 'equipment', { display_name: name });

const trayLinks = (session: Pick<Session, 'bearer'>, rfqFileIds: number[]) =>
  call(session, 'POST', '/api/v1/desktop/tray-links', { rfqFileIds });
const jobTray = (session: Pick<Session, 'bearer'>, jobId: number) => call(session, 'GET', `/api/v1/desktop/jobs/${jobId}/tray`);
const printFigures = (session: Pick<Session, 'bearer'>, equipmentId: number) =>
  call(session, 'GET', `/api/v1/desktop/machines/${equipmentId}/print-figures`);

interface TrayModel {
  rfqFileId: number;
  orderId: number;
  fileName: string;
  url: string;
  expiresAt: number;
  quantity?: number;
}

/** Follows a link as the tool does, through the app: its path and query, without the origin. */
async function downloaded(model: TrayModel) {
  expect(model.url.startsWith(`${t.config.publicUrl}/media/files/`)).toBe(true);
  const { pathname, search } = new URL(model.url);
  const response = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(response.statusCode).toBe(200);
  return createHash('sha256').update(response.rawPayload).digest('hex');
}

/** The checksum of the file stored for a part. */
async function storedChecksum(rfqFileId: number) {
  const row = await t.db
    .selectFrom('rfq_files as f')
    .innerJoin('files', 'files.id', 'f.file_id')
    .select('files.sha256')
    .where('f.id', '=', rfqFileId)
    .executeTakeFirstOrThrow();
  return row.sha256;
}

describe('tray links', () => {
  it('links each part, in the order asked, to its file’s bytes, with an absolute address that expires', async () => {
    const left = await partNamed('gripper_finger_left.stl');
    const before = Date.now();
    const response = await trayLinks(planner, [left, order.partId]);
    expect(response.statusCode).toBe(200);
    const { models } = response.json() as { models: TrayModel[] };
    const gripperOrder = await t.db.selectFrom('rfq_files').select('rfq_id').where('id', '=', left).executeTakeFirstOrThrow();
    expect(models).toEqual([
      expect.objectContaining({ rfqFileId: left, orderId: gripperOrder.rfq_id, fileName: 'gripper_finger_left.stl' }),
      expect.objectContaining({ rfqFileId: order.partId, orderId: order.id, fileName: 'agreed-bracket.stl' }),
    ]);
    const lifetime = t.config.fileUrlTtlSeconds * 1000;
    expect(models[1]!.expiresAt).toBeGreaterThanOrEqual(before + lifetime);
    expect(models[1]!.expiresAt).toBeLessThanOrEqual(Date.now() + lifetime);
    expect(await downloaded(models[1]!)).toBe(await storedChecksum(order.partId));
  });

  it('refuses an export-controlled part with 403 naming it, even to an ITAR administrator', async () => {
    // The planner holds ITAR_ADMIN: the tool is outside the ITAR boundary all the same.
    const response = await trayLinks(planner, [
      await partNamed('gripper_finger_left.stl'),
      await partNamed('manifold_cap_ti64.stl'),
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^manifold_cap_ti64\.stl is export controlled \(ITAR\)/);
  });

  it('answers 404 naming a part of another facility, of an order out of production, or of none', async () => {
    const left = await partNamed('gripper_finger_left.stl');
    for (const name of ['display_stand.stl', 'heat_exchanger_coupon.stl', 'calibration_cube.stl']) {
      const other = await partNamed(name);
      const response = await trayLinks(planner, [left, other]);
      expect([response.statusCode, response.json().message]).toEqual([
        404,
        `No part ${other} of an order this facility is making`,
      ]);
    }
    expect((await trayLinks(planner, [99_999_999])).json().message).toContain('99999999');
    expect((await trayLinks(vendor, [left])).statusCode).toBe(404);
  });

  it('refuses with 400, naming the part and the field, a file the desktop tool does not open', async () => {
    const left = await partNamed('gripper_finger_left.stl');
    const order = await t.db
      .selectFrom('rfq_files as f')
      .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
      .select(['r.id', 'r.customer_id', 'r.created_by'])
      .where('f.id', '=', left)
      .executeTakeFirstOrThrow();
    const fileId = await storeFile(t.db, t.app.ctx.fileStore, {
      companyId: order.customer_id,
      uploadedBy: order.created_by!,
      fileName: 'finger-drawing.pdf',
      bytes: textPdf(['Gripper finger, drawing 4']),
    });
    const drawing = await t.db
      .insertInto('rfq_files')
      .values({ rfq_id: order.id, file_id: fileId, original_file_name: 'finger-drawing.pdf', quantity: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await trayLinks(planner, [left, drawing.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^finger-drawing\.pdf is a \.pdf file: the desktop tool takes stl, sldasm, /);
    expect(response.json().details[0].field).toBe('body.rfqFileIds.1');
  });

  it('takes from 1 to 200 parts, each once', async () => {
    const left = await partNamed('gripper_finger_left.stl');
    for (const rfqFileIds of [[], [left, left], Array.from({ length: 201 }, (_, i) => i + 1)]) {
      const response = await trayLinks(planner, rfqFileIds);
      expect([response.statusCode, response.json().details[0].field]).toEqual([400, 'body.rfqFileIds']);
    }
  });
});

describe('a queued job sent to the tray', () => {
  let day = 0;
  /** A queued job of 4 of the agreed brackets on SLS-01, on a day of its own far from the seeded bookings. */
  async function bracketsJob(): Promise<number> {
    const sls = (await call(planner, 'GET', `/api/v1/sp/equipments/${await machineNamed('SLS-01 · EOS P 396')}`)).json();
    const from = Date.UTC(2031, 2, 3, 8) + day++ * 86_400_000;
    const created = await call(planner, 'POST', '/api/v1/job-scheduling', {
      jobName: 'Brackets for the tray',
      equipmentDTO: { id: sls.id },
      materialDTO: { id: sls.currentlyUsedMaterialId },
      fromDate: from,
      toDate: from + 8 * 3_600_000,
      jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: 4 }] }],
    });
    expect(created.statusCode).toBe(201);
    return created.json().id;
  }

  it('gives its name and parts, with its pieces of each and links to their files', async () => {
    const id = await bracketsJob();
    const response = await jobTray(planner, id);
    expect(response.statusCode).toBe(200);
    const tray = response.json() as { jobId: number; jobName: string; models: TrayModel[] };
    expect(tray).toEqual({
      jobId: id,
      jobName: 'Brackets for the tray',
      models: [
        expect.objectContaining({ rfqFileId: order.partId, orderId: order.id, fileName: 'agreed-bracket.stl', quantity: 4 }),
      ],
    });
    expect(await downloaded(tray.models[0]!)).toBe(await storedChecksum(order.partId));
  });

  it('answers 409 ‘The job is no longer in queue.’ once the job has left the queue', async () => {
    const id = await bracketsJob();
    const job = (await call(planner, 'GET', `/api/v1/job-scheduling/${id}`)).json() as Job;
    expect((await call(planner, 'PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'CANCELLED' })).statusCode).toBe(200);
    const response = await jobTray(planner, id);
    expect([response.statusCode, response.json().message]).toEqual([409, 'The job is no longer in queue.']);
    const running = await jobTray(planner, await jobNamed('SLS-01 build 1188'));
    expect([running.statusCode, running.json().message]).toEqual([409, 'The job is no longer in queue.']);
  });

  it('refuses a queued job of another type than ORDER with 409', async () => {
    for (const [name, type] of [
      ['Laser calibration', 'DOWNTIME'],
      ['Blast gripper fingers', 'POST_PROCESSING_ORDER'],
    ]) {
      const response = await jobTray(planner, await jobNamed(name!));
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        `Only a job of type ORDER can be sent to the tray: ${name} is of type ${type}`,
      ]);
    }
  });

  it('answers 404 for a job of another facility, of the enterprise or not', async () => {
    for (const name of ['Northwind stand batch', 'AlSi10Mg coupons']) {
      expect((await jobTray(planner, await jobNamed(name))).statusCode).toBe(404);
    }
    expect((await jobTray(vendor, await jobNamed('SLS-01 build 1189'))).statusCode).toBe(404);
  });

  it('refuses a queued job of an export-controlled part with 403 naming the part', async () => {
    const dmls = (await call(planner, 'GET', `/api/v1/sp/equipments/${await machineNamed('DMLS-01 · EOS M 290')}`)).json();
    const cap = await partNamed('manifold_cap_ti64.stl');
    const { rfq_id } = await t.db.selectFrom('rfq_files').select('rfq_id').where('id', '=', cap).executeTakeFirstOrThrow();
    const from = Date.UTC(2031, 4, 5, 8);
    const created = await call(planner, 'POST', '/api/v1/job-scheduling', {
      jobName: 'Manifold caps',
      itar: true,
      equipmentDTO: { id: dmls.id },
      materialDTO: { id: dmls.currentlyUsedMaterialId },
      fromDate: from,
      toDate: from + 10 * 3_600_000,
      jobOrderDTOs: [{ orderId: rfq_id, fileIds: [{ rfqCadFileId: cap, quantity: 2 }] }],
    });
    expect(created.statusCode).toBe(201);
    const response = await jobTray(planner, created.json().id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^manifold_cap_ti64\.stl is export controlled \(ITAR\)/);
  });
});

describe('a machine’s print figures', () => {
  it('are its figures and the material loaded in it, with its density', async () => {
    const id = await machineNamed('SLS-01 · EOS P 396');
    const machine = (await call(planner, 'GET', `/api/v1/sp/equipments/${id}`)).json();
    const response = await printFigures(planner, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      equipmentId: id,
      name: 'SLS-01 · EOS P 396',
      layerMm: machine.layerMm,
      layerSeconds: machine.layerSeconds,
      secondsPerCm3: machine.secondsPerCm3,
      material: { id: machine.currentlyUsedMaterialId, name: 'PA 2200', densityGCm3: 0.93 },
    });
  });

  it('are null for a machine that does not print, and the density for a material without a data sheet', async () => {
    const response = await printFigures(planner, await machineNamed('PP-01 · Powershot S'));
    expect(response.json()).toEqual(
      expect.objectContaining({
        layerMm: null,
        layerSeconds: null,
        secondsPerCm3: null,
        material: expect.objectContaining({ name: 'PolyShot Blasting Media', densityGCm3: null }),
      }),
    );
  });

  it('name no material for a machine with none loaded', async () => {
    const sls = (await call(planner, 'GET', `/api/v1/sp/equipments/${await machineNamed('SLS-01 · EOS P 396')}`)).json();
    const created = await call(admin, 'POST', '/api/v1/sp/equipments', {
      displayName: 'SLS-03 · EOS P 396',
      machineId: sls.machine.id,
      materialIds: [sls.materials[0].id],
      currentlyUsedMaterialId: null,
      layerMm: 0.12,
      layerSeconds: 14,
      secondsPerCm3: 30,
    });
    expect(created.statusCode).toBe(201);
    const response = await printFigures(planner, created.json().id);
    expect(response.json()).toEqual({
      equipmentId: created.json().id,
      name: 'SLS-03 · EOS P 396',
      layerMm: 0.12,
      layerSeconds: 14,
      secondsPerCm3: 30,
      material: null,
    });
  });

  it('answer 404 for another facility’s machine', async () => {
    expect((await printFigures(planner, await machineNamed('NW-FFF-1 · UltiMaker S5'))).statusCode).toBe(404);
    expect((await printFigures(vendor, await machineNamed('SLS-01 · EOS P 396'))).statusCode).toBe(404);
  });
});

describe('the desktop tool', () => {
  it('calls every tray route with its user’s API key', async () => {
    const { userKey } = (await call(planner, 'GET', '/api/v1/users/keys')).json() as { userKey: string };
    const byKey = { bearer: { 'x-api-key': userKey } };
    const links = await trayLinks(byKey, [order.partId]);
    expect(links.statusCode).toBe(200);
    expect(await downloaded(links.json().models[0])).toBe(await storedChecksum(order.partId));
    expect((await jobTray(byKey, await jobNamed('SLS-01 build 1189'))).statusCode).toBe(200);
    expect((await printFigures(byKey, await machineNamed('SLS-01 · EOS P 396'))).statusCode).toBe(200);
  });
});
