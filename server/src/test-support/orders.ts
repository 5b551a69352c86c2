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

/**
 * A bid in `currency` of `lines`, with its discount, tax rate and notes: ready in 10 days,
 * delivered 20 days and valid 14 days from `now`.
 */
export function bidInput<Line extends object>(
  currency: string,
  lines: Line[],
  terms: { discountMinor: number; taxRateBasisPoints: number; notes: string },
  now = Date.now(),
) {
  return { currency, lines, ...terms, leadTimeDays: 10, deliveryDate: now + 20 * DAY, validUntil: now + 14 * DAY };
}

/**
 * An order of Acme's (engineer) of one SLS part, which only Austin (admin) runs: submitted,
 * quoted by Austin, accepted and confirmed, so it is AGREEMENT_DONE. Its id, part and match.
 */
export async function agreedWithAustin(
  t: TestApp,
  sessions: { engineer: Session; austin: Session },
  {
    quantity = 10,
    title = 'Agreed brackets',
    confirm = true,
    itar = false,
    units = 'MM',
  }: {
    quantity?: number;
    title?: string;
    /** false: awarded, the facility not yet confirming */
    confirm?: boolean;
    /** An export-controlled order */
    itar?: boolean;
    /** The units the part's file is drawn in */
    units?: 'MM' | 'CM' | 'IN';
  } = {},
) {
  const call = async (session: Session, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
    const response = await t.app.inject({ method, url, headers: session.bearer, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const now = Date.now();
  const input = orderInput(
    now,
    {
      fileId: await verifiedPart(t, sessions.engineer, 'agreed-bracket.stl'),
      quantity,
      units,
      ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')),
    },
    { deliveryAddressId: await addressOf(t, 'Acme Robotics'), displayTitle: title, itar },
  );
  const { id } = await call(sessions.engineer, '/api/v1/orders', input);
  const order = await call(sessions.engineer, `/api/v1/orders/${id}/submit`, {});
  const match = (order.matches as { id: number; facilityName: string }[]).find((m) => /Austin/.test(m.facilityName))!;
  const part = (order.parts as { id: number }[])[0]!;
  await call(
    sessions.austin,
    `/api/v1/matches/${match.id}/bid`,
    bidInput(
      order.currency,
      [{ kind: 'PART', rfqFileId: part.id, quantity, unitPriceMinor: 2_500 }],
      {
        discountMinor: 0,
        taxRateBasisPoints: 800,
        notes: '',
      },
      now,
    ),
    'PUT',
  );
  await call(sessions.engineer, `/api/v1/orders/${id}/matches/${match.id}/accept`, {});
  if (confirm) await call(sessions.austin, `/api/v1/matches/${match.id}/confirm`, {});
  return { id: id as number, partId: part.id, matchId: match.id };
}

/**
 * The facility (`austin`, its admin) moves an agreed order of `quantity` pieces along by hand,
 * passes every piece at inspection and ships them all with `shipment`'s packages, carrier and
 * tracking number: the order with its shipments, as the shipping call answers.
 */
export async function shippedWhole(
  t: TestApp,
  austin: Session,
  order: { id: number; partId: number },
  quantity: number,
  shipment: { packages: object[]; carrier: string; service: string; trackingNumber: string },
) {
  const post = async (url: string, payload: object, status: number) => {
    const response = await t.app.inject({ method: 'POST', url, headers: austin.bearer, payload });
    if (response.statusCode !== status) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const progress = { status: 'IN_MANUFACTURING', reason: 'Made outside the platform' };
  await post(`/api/v1/orders/${order.id}/progress`, progress, 200);
  await post(
    `/api/v1/orders/${order.id}/inspections`,
    { rfqFileId: order.partId, passedQuantity: quantity, failedQuantity: 0 },
    201,
  );
  const shipping = {
    lines: [{ rfqFileId: order.partId, quantity }],
    ...shipment,
    shipDate: Date.UTC(2031, 5, 2),
  };
  return post(`/api/v1/orders/${order.id}/shipments`, shipping, 201);
}
