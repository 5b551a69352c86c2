/** Orders that scenarios start from, made through the API as the people would make them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { bearerOf } from './login';
import { cubeStl } from './part-files';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * An order of Acme's (engineer@demo.test) of `quantity` pieces of one SLS part in PA 2200, quoted
 * by Austin (admin@demo.test), accepted and confirmed, and all of it made by a completed job on
 * Austin's SLS printer, so it waits for inspection: the order, its part and the job's name.
 */
export async function acmeOrderOnAustinJob(request: APIRequestContext, title: string, fileName: string, quantity: number) {
  const acme = await bearerOf(request, 'engineer@demo.test');
  const austin = await bearerOf(request, 'admin@demo.test');
  const call = async (headers: object, method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers: headers as Record<string, string>, data });
    expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.json();
  };

  const upload = await request.post('/api/v1/files', {
    headers: acme,
    multipart: { file: { name: fileName, mimeType: 'model/stl', buffer: cubeStl(20) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: fileId } = (await upload.json()) as { id: number };
  const { operationId } = await call(acme, 'post', '/api/v1/file-operation/VERIFY', { fileId });
  await expect
    .poll(async () => (await call(acme, 'get', `/api/v1/file-operation/status/${operationId}?fileId=${fileId}`)).status)
    .toBe('SUCCESS');

  const machines = (await call(austin, 'get', '/api/v3/sp/equipments')) as {
    id: number;
    materials: { id: number; name: string }[];
  }[];
  const printer = machines.find((machine) => machine.materials.some((material) => material.name === 'PA 2200'))!;
  const material = printer.materials.find((candidate) => candidate.name === 'PA 2200')!;
  const processes = (await call(austin, 'get', '/api/v1/amprocess')) as { id: number; name: string }[];
  const sls = processes.find((process) => process.name === 'SELECTIVE_LASER_SINTERING')!;
  const addresses = (await call(acme, 'get', '/api/v1/deliveryAddress')) as { id: number }[];

  const now = Date.now();
  const { id } = await call(acme, 'post', '/api/v1/orders', {
    kind: 'ORDER',
    displayTitle: title,
    estimatedDeliveryDate: now + 30 * DAY,
    quoteDueDate: now + 7 * DAY,
    deliveryMethod: 'SHIPPING',
    deliveryAddressId: addresses[0]!.id,
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
        amProcessId: sls.id,
        materialId: material.id,
        partNumber: '',
        primaryUseCase: 'END_USE_PART',
        industryFocus: '',
        finish: '',
        notes: '',
      },
    ],
  });
  const order = await call(acme, 'post', `/api/v1/orders/${id}/submit`, {});
  const match = (order.matches as { id: number; facilityName: string }[]).find((m) => /Austin/.test(m.facilityName))!;
  const part = (order.parts as { id: number }[])[0]!;
  await call(austin, 'put', `/api/v1/matches/${match.id}/bid`, {
    currency: 'USD',
    lines: [{ kind: 'PART', rfqFileId: part.id, quantity, unitPriceMinor: 2_500 }],
    discountMinor: 0,
    taxRateBasisPoints: 800,
    notes: '',
    leadTimeDays: 10,
    deliveryDate: now + 20 * DAY,
    validUntil: now + 14 * DAY,
  });
  await call(acme, 'post', `/api/v1/orders/${id}/matches/${match.id}/accept`, {});
  await call(austin, 'post', `/api/v1/matches/${match.id}/confirm`, {});

  // Built weeks ago, in a slot of its own, clear of the printer's demo jobs around today.
  const from = now - 60 * DAY - (now % 1_000) * 10 * HOUR;
  const job = await call(austin, 'post', '/api/v1/job-scheduling', {
    jobName: `${title} build`,
    jobType: 'ORDER',
    jobStatus: 'COMPLETED',
    actualTime: 8,
    equipmentDTO: { id: printer.id },
    materialDTO: { id: material.id },
    fromDate: from,
    toDate: from + 8 * HOUR,
    jobOrderDTOs: [{ orderId: id, fileIds: [{ rfqCadFileId: part.id, quantity }] }],
  });
  // A job saved as completed at once never started: the order is moved on as a shop would.
  await call(austin, 'post', `/api/v1/orders/${id}/progress`, { status: 'IN_MANUFACTURING', reason: 'Built' });
  return { id: id as number, partId: part.id, jobName: (job as { jobName: string }).jobName };
}
