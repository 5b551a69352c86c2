/** Orders that scenarios start from, made through the API as the people would make them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { bearerOf } from './login';
import { cubeStl } from './part-files';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo's people calling the API: JSON in and out, and any answer but a success fails the test. */
export async function callsOf(request: APIRequestContext, email: string) {
  const headers = await bearerOf(request, email);
  return async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, data });
    expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.json();
  };
}

/**
 * An order of Acme's (engineer@demo.test; Globex's with `customer: 'thirdparty@demo.test'`, who
 * collects its parts) of `quantity` pieces of one part in `materialName` by `processName`, quoted
 * by Austin (admin@demo.test), accepted and confirmed: the order, its part, the material and the
 * first of Austin's machines set up for it.
 */
export async function confirmedAcmeOrder(
  request: APIRequestContext,
  part: {
    title: string;
    fileName: string;
    quantity: number;
    materialName?: string;
    processName?: string;
    customer?: 'engineer@demo.test' | 'thirdparty@demo.test';
    /** The part file's bytes: a 20 mm cube unless given */
    stl?: Buffer;
  },
) {
  const {
    title,
    fileName,
    quantity,
    materialName = 'PA 2200',
    processName = 'SELECTIVE_LASER_SINTERING',
    customer = 'engineer@demo.test',
    stl = cubeStl(20),
  } = part;
  const acme = await callsOf(request, customer);
  const austin = await callsOf(request, 'admin@demo.test');
  const upload = await request.post('/api/v1/files', {
    headers: await bearerOf(request, customer),
    multipart: { file: { name: fileName, mimeType: 'model/stl', buffer: stl } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: fileId } = (await upload.json()) as { id: number };
  const { operationId } = await acme('post', '/api/v1/file-operation/VERIFY', { fileId });
  await expect
    .poll(async () => (await acme('get', `/api/v1/file-operation/status/${operationId}?fileId=${fileId}`)).status)
    .toBe('SUCCESS');

  const machines = (await austin('get', '/api/v3/sp/equipments')) as {
    id: number;
    displayName: string;
    materials: { id: number; name: string }[];
  }[];
  const printer = machines.find((machine) => machine.materials.some((material) => material.name === materialName))!;
  const material = printer.materials.find((candidate) => candidate.name === materialName)!;
  const processes = (await austin('get', '/api/v1/amprocess')) as { id: number; name: string }[];
  const process = processes.find((candidate) => candidate.name === processName)!;
  const addresses = (await acme('get', '/api/v1/deliveryAddress')) as { id: number }[];

  const now = Date.now();
  const { id } = await acme('post', '/api/v1/orders', {
    kind: 'ORDER',
    displayTitle: title,
    estimatedDeliveryDate: now + 30 * DAY,
    quoteDueDate: now + 7 * DAY,
    deliveryMethod: addresses.length ? 'SHIPPING' : 'PICKUP',
    deliveryAddressId: addresses[0]?.id ?? null,
    itar: false,
    ndaRequired: false,
    ndaFileId: null,
    distribution: 'APPROVED_VENDORS',
    thirdPartyOrderId: '',
    currency: 'USD',
    notes: '',
    parts: [
      {
        fileId,
        quantity,
        units: 'MM',
        amProcessId: process.id,
        materialId: material.id,
        partNumber: '',
        primaryUseCase: 'END_USE_PART',
        industryFocus: '',
        finish: '',
        notes: '',
      },
    ],
  });
  const order = await acme('post', `/api/v1/orders/${id}/submit`, {});
  const match = (order.matches as { id: number; facilityName: string }[]).find((m) => /Austin/.test(m.facilityName))!;
  const ordered = (order.parts as { id: number }[])[0]!;
  await austin('put', `/api/v1/matches/${match.id}/bid`, {
    currency: 'USD',
    lines: [{ kind: 'PART', rfqFileId: ordered.id, quantity, unitPriceMinor: 2_500 }],
    discountMinor: 0,
    taxRateBasisPoints: 800,
    notes: '',
    leadTimeDays: 10,
    deliveryDate: now + 20 * DAY,
    validUntil: now + 14 * DAY,
  });
  await acme('post', `/api/v1/orders/${id}/matches/${match.id}/accept`, {});
  await austin('post', `/api/v1/matches/${match.id}/confirm`, {});
  return { id: id as number, partId: ordered.id, material, printer };
}

/**
 * An order of Acme's of `quantity` pieces of one SLS part in PA 2200, confirmed by Austin, and
 * all of it made by a completed job on Austin's SLS printer, so it waits for inspection: the
 * order, its part and the job's name.
 */
export async function acmeOrderOnAustinJob(request: APIRequestContext, title: string, fileName: string, quantity: number) {
  const austin = await callsOf(request, 'admin@demo.test');
  const { id, partId, material, printer } = await confirmedAcmeOrder(request, { title, fileName, quantity });
  const now = Date.now();

  // Built weeks ago, in a slot of its own, clear of the printer's demo jobs around today.
  const from = now - 60 * DAY - (now % 1_000) * 10 * HOUR;
  const job = await austin('post', '/api/v1/job-scheduling', {
    jobName: `${title} build`,
    jobType: 'ORDER',
    jobStatus: 'COMPLETED',
    actualTime: 8,
    equipmentDTO: { id: printer.id },
    materialDTO: { id: material.id },
    fromDate: from,
    toDate: from + 8 * HOUR,
    jobOrderDTOs: [{ orderId: id, fileIds: [{ rfqCadFileId: partId, quantity }] }],
  });
  // A job saved as completed at once never started: the order is moved on as a shop would.
  await austin('post', `/api/v1/orders/${id}/progress`, { status: 'IN_MANUFACTURING', reason: 'Built' });
  return { id, partId, jobName: (job as { jobName: string }).jobName };
}
