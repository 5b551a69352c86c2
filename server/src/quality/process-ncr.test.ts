import type { JobInput } from 'shared/contracts';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { pdfImages, pdfText } from '../test-support/pdf-text.js';
import { failedThreeOfTen } from '../test-support/quality.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session;
let austin: Session;

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: austin.bearer, ...(payload ? { payload } : {}) });

/** A job on Austin's SLS printer holding 6 of an agreed order's brackets. */
async function jobOfSix() {
  const order = await agreedWithAustin(t, { engineer, austin }, { title: 'Brackets on a failed build' });
  const machines = (await call('GET', '/api/v3/sp/equipments')).json() as {
    id: number;
    displayName: string;
    materials: { id: number; name: string }[];
  }[];
  const printer = machines.find((machine) => machine.materials.some((material) => material.name === 'PA 2200'))!;
  const from = Date.UTC(2031, 5, 1);
  const input: JobInput = {
    jobName: 'Build 2031-06',
    jobType: 'ORDER',
    equipmentDTO: { id: printer.id },
    materialDTO: { id: printer.materials.find((material) => material.name === 'PA 2200')!.id },
    fromDate: from,
    toDate: from + 8 * 3_600_000,
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: 6 }] }],
  };
  const created = await call('POST', '/api/v1/job-scheduling', input);
  expect(created.statusCode).toBe(201);
  return { order, job: created.json() as { id: number }, printer };
}

it('raises a part NCR for every part on a failed build’s job, in one step, each caused by the process NCR', async () => {
  const { order, job, printer } = await jobOfSix();
  const raised = await call('POST', '/api/v1/quality/ncrs', {
    kind: 'PROCESS',
    severity: 'MAJOR',
    defectCode: 'WARP',
    title: 'Build aborted: recoater crash',
    cause: 'FAILED_BUILD',
    jobId: job.id,
    equipmentId: printer.id,
  });
  expect(raised.statusCode).toBe(201);
  const process = raised.json();
  const caused = await call('POST', `/api/v1/quality/ncrs/${process.id}/part-ncrs`, {});
  expect(caused.statusCode).toBe(200);
  expect(caused.json().partNcrs).toEqual([expect.objectContaining({ status: 'OPEN' })]);
  const part = (await call('GET', `/api/v1/quality/ncrs/${caused.json().partNcrs[0].id}`)).json();
  expect(part).toEqual(
    expect.objectContaining({
      kind: 'PART',
      quantity: 6,
      foundAt: 'IN_PROCESS',
      defectCode: 'WARP',
      processNcr: { id: process.id, number: process.number },
      order: expect.objectContaining({ id: order.id }),
      machine: expect.objectContaining({ id: printer.id }),
    }),
  );
  // A major fault holds nothing; a critical one on the machine holds its queued jobs.
  const notCritical = await call('POST', `/api/v1/quality/ncrs/${process.id}/hold-machine-jobs`);
  expect(notCritical.statusCode).toBe(409);
  const critical = (
    await call('POST', '/api/v1/quality/ncrs', {
      kind: 'PROCESS',
      severity: 'CRITICAL',
      defectCode: 'MAT',
      title: 'Oxygen sensor failed',
      cause: 'MACHINE_FAULT',
      equipmentId: printer.id,
    })
  ).json();
  const held = await call('POST', `/api/v1/quality/ncrs/${critical.id}/hold-machine-jobs`);
  expect(held.json()).toContainEqual({ id: job.id, name: 'Build 2031-06' });
  expect((await call('GET', `/api/v1/job-scheduling/${job.id}`)).json().jobStatus).toBe('WAITING');
  // The process NCR closes only once the part NCRs it caused have ended.
  const early = await call('POST', `/api/v1/quality/ncrs/${process.id}/close`);
  expect([early.statusCode, early.json().message]).toEqual([409, 'A part NCR this process NCR caused is still open']);
  await call('POST', `/api/v1/quality/ncrs/${part.id}/cancel`, { reason: 'The parts were reprinted before inspection' });
  expect((await call('POST', `/api/v1/quality/ncrs/${process.id}/close`)).json().status).toBe('CLOSED');

  const noJob = (
    await call('POST', '/api/v1/quality/ncrs', {
      kind: 'PROCESS',
      severity: 'MINOR',
      defectCode: 'DOC',
      title: 'Work instruction skipped',
      cause: 'PROCEDURE_NOT_FOLLOWED',
    })
  ).json();
  const refused = await call('POST', `/api/v1/quality/ncrs/${noJob.id}/part-ncrs`, {});
  expect([refused.statusCode, refused.json().details[0].field]).toEqual([400, 'params.id']);
});

it('exports an NCR and a CAPA whole, as PDF in the reader’s language and as JSON, and a CAPA found with 8D as its 8D report', async () => {
  const ncr = (
    await call('POST', '/api/v1/quality/ncrs', {
      kind: 'PROCESS',
      severity: 'CRITICAL',
      defectCode: 'POR',
      title: 'Argon flow dropped during the build',
      description: 'Oxygen rose to 0.4 % for twenty minutes',
      cause: 'MACHINE_FAULT',
    })
  ).json();
  const pdf = await call('GET', `/api/v1/quality/ncrs/${ncr.id}/record?format=pdf&language=de_DE`);
  expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${ncr.number}.pdf"`);
  const german = pdfText(pdf.rawPayload);
  for (const words of [
    `Abweichungsbericht ${ncr.number}`,
    'Kritisch',
    'Maschinenstörung',
    'Oxygen rose to 0.4 %',
    'Verlauf',
    'Seite 1 von 1',
  ]) {
    expect(german).toContain(words);
  }
  const json = await call('GET', `/api/v1/quality/ncrs/${ncr.id}/record?format=json`);
  expect(JSON.parse(json.body)).toEqual(
    expect.objectContaining({ number: ncr.number, decisions: [], history: [expect.objectContaining({ action: 'CREATE' })] }),
  );

  const capa = (
    await call('POST', '/api/v1/quality/capas', { type: 'CORRECTIVE', title: 'Argon supply', ncrIds: [ncr.id] })
  ).json();
  expect((await call('GET', `/api/v1/quality/capas/${capa.id}/record?format=8d`)).statusCode).toBe(404);
  const eightD = {
    method: 'EIGHT_D',
    team: ['Ann Quality', 'Ben Maintenance'],
    problem: 'Porosity after an argon drop',
    containment: 'Builds paused when oxygen exceeds 0.1 %',
    rootCause: 'A kinked argon hose behind the machine',
    correctiveActions: '',
    implementation: '',
    prevention: '',
    recognition: '',
  };
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/quality/capas/${capa.id}/root-cause`,
        headers: austin.bearer,
        payload: eightD,
      })
    ).statusCode,
  ).toBe(200);
  const report = pdfText((await call('GET', `/api/v1/quality/capas/${capa.id}/record?format=8d`)).rawPayload);
  for (const words of [
    `8D report ${capa.number}`,
    'D1 The team',
    'Ann Quality, Ben Maintenance',
    'D4 Root cause',
    'A kinked argon hose',
    'D5 Corrective actions chosen',
    'Not known yet',
  ]) {
    expect(report).toContain(words);
  }
  expect(pdfText((await call('GET', `/api/v1/quality/capas/${capa.id}/record?format=pdf`)).rawPayload)).toContain(
    `Corrective and preventive action ${capa.number}`,
  );
});

it('heads the PDFs with the name, address line, form code and logo the facility sets, leaves out the parts it switches off, and keeps the JSON whole', async () => {
  const defaults = (await call('GET', '/api/v1/quality/settings/report')).json();
  expect(defaults).toEqual({
    companyName: '',
    addressLine: '',
    documentCode: '',
    revision: '',
    logo: true,
    sections: ['internalNotes', 'costs', 'evidence', 'history'],
  });
  const refusal = async (payload: object) => {
    const answer = await call('PUT', '/api/v1/quality/settings/report', payload);
    return [answer.statusCode, answer.json().details?.[0]?.field];
  };
  expect(await refusal({ ...defaults, sections: ['history', 'photos'] })).toEqual([400, 'body.sections.1']);
  expect(await refusal({ ...defaults, addressLine: '1 Printer Way\nAustin' })).toEqual([400, 'body.addressLine']);

  const { inspectionId } = await failedThreeOfTen(t, { engineer, austin }, 'Brackets for the report');
  const ncr = (await call('POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, {})).json();
  expect((await call('PATCH', `/api/v1/quality/ncrs/${ncr.id}`, { internalNotes: 'New operator on the line' })).statusCode).toBe(
    200,
  );
  const decided = await call('POST', `/api/v1/quality/ncrs/${ncr.id}/disposition`, {
    lines: [
      { disposition: 'SCRAP', quantity: 2 },
      { disposition: 'REWORK', quantity: 1 },
    ],
    signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' },
  });
  expect(decided.statusCode).toBe(200);
  const pdf = async (language = 'en_US') =>
    (await call('GET', `/api/v1/quality/ncrs/${ncr.id}/record?format=pdf&language=${language}`)).rawPayload;

  // At first every part, under the profile's name and logo; two brackets scrapped at 25.00 each.
  const first = await pdf();
  const whole = pdfText(first);
  for (const words of [
    'Demo Additive — Austin Plant',
    'The facility’s notes',
    'New operator on the line',
    'Pieces scrapped, returned or regraded: 2, costing $50.00',
    'Attachments',
    'History',
  ]) {
    expect(whole).toContain(words);
  }
  // The history's heading and header go over to the next page with its first row.
  const historyPage = whole.split('\f').find((page) => page.includes('When (UTC)'))!;
  expect(historyPage.slice(historyPage.indexOf('When (UTC)'))).toContain('Alex Admin');
  // The logo (and its transparency, which pdfimages lists as an image of its own).
  expect(pdfImages(first)).toContainEqual({ page: 1, width: 96, height: 96 });

  const saved = await call('PUT', '/api/v1/quality/settings/report', {
    companyName: ' Demo Additive Manufacturing ',
    addressLine: '1 Printer Way, Austin, TX 78701',
    documentCode: 'QF-8.7-01',
    revision: '3',
    logo: false,
    sections: ['evidence'],
  });
  expect(saved.json()).toMatchObject({ companyName: 'Demo Additive Manufacturing', sections: ['evidence'] });
  const second = await pdf();
  const chosen = pdfText(second);
  for (const words of ['Demo Additive Manufacturing', '1 Printer Way, Austin, TX 78701', 'QF-8.7-01 Rev 3', 'Attachments']) {
    expect(chosen).toContain(words);
  }
  for (const words of [
    'Austin Plant',
    'The facility’s notes',
    'New operator on the line',
    'Cost of the pieces lost',
    'History',
  ]) {
    expect(chosen).not.toContain(words);
  }
  expect(pdfImages(second)).toEqual([]);
  expect(pdfText(await pdf('de_DE'))).toContain('QF-8.7-01 Rev. 3');

  const json = JSON.parse((await call('GET', `/api/v1/quality/ncrs/${ncr.id}/record?format=json`)).body);
  expect(json).toMatchObject({ internalNotes: 'New operator on the line', history: expect.arrayContaining([expect.anything()]) });
  const capa = (
    await call('POST', '/api/v1/quality/capas', { type: 'CORRECTIVE', title: 'Bracket scrap', ncrIds: [ncr.id] })
  ).json();
  const capaPdf = pdfText((await call('GET', `/api/v1/quality/capas/${capa.id}/record?format=pdf`)).rawPayload);
  expect(capaPdf).toContain('QF-8.7-01 Rev 3');
  expect(capaPdf).not.toContain('History');
});
