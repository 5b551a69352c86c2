import type { OrderInput } from 'shared/orders';
import { CORPUS } from '../files/geometry/corpus.js';
import { writeBinaryStl } from '../files/geometry/stl.js';
import { runFileOperation, uploadFile } from './part-files.js';
import type { Session, TestApp } from './test-app.js';

export const DAY = 86_400_000;

/** A closed 10 mm cube uploaded by the session's user and verified sound: an orderable part file. */
export async function verifiedPart(t: TestApp, session: Pick<Session, 'bearer'>, fileName = 'cube.stl'): Promise<number> {
  const cube = CORPUS.find((entry) => entry.name === 'cube')!;
  const fileId = await uploadFile(t, session, fileName, Buffer.from(writeBinaryStl(cube.build())));
  const { status } = await runFileOperation(t, session, 'VERIFY', fileId);
  if (status.status !== 'SUCCESS' || status.fileNeedsRepair)
    throw new Error(`the cube did not verify: ${JSON.stringify(status)}`);
  return fileId;
}

/** The ids of a process (by code) and a material (by name) of the seeded catalogue. */
export async function processAndMaterial(t: TestApp, processCode: string, materialName: string) {
  const process = await t.db.selectFrom('am_processes').select('id').where('code', '=', processCode).executeTakeFirstOrThrow();
  const material = await t.db.selectFrom('materials').select('id').where('name', '=', materialName).executeTakeFirstOrThrow();
  return { amProcessId: process.id, materialId: material.id };
}

/** The first delivery address of a company. */
export async function addressOf(t: TestApp, companyName: string): Promise<number> {
  const row = await t.db
    .selectFrom('delivery_addresses as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select('a.id')
    .where('c.company_name', '=', companyName)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A complete order of one part, due relative to `now`; `part` and `order` override its fields. */
export function orderInput(
  now: number,
  part: Partial<OrderInput['parts'][number]> & { fileId: number },
  order: Partial<OrderInput> = {},
): OrderInput {
  return {
    kind: 'ORDER',
    displayTitle: 'Brackets for line 4',
    estimatedDeliveryDate: now + 30 * DAY,
    quoteDueDate: now + 7 * DAY,
    deliveryMethod: 'SHIPPING',
    deliveryAddressId: null,
    itar: false,
    ndaRequired: false,
    ndaFileId: null,
    distribution: 'APPROVED_VENDORS',
    thirdPartyOrderId: '',
    currency: 'USD',
    notes: '',
    ...order,
    parts: [
      {
        quantity: 12,
        units: 'MM',
        amProcessId: null,
        materialId: null,
        partNumber: '',
        primaryUseCase: 'END_USE_PART',
        industryFocus: '',
        finish: '',
        notes: '',
        ...part,
      },
    ],
  };
}
