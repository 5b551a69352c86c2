/**
 * The customer's order: a draft saved at every step of New Order, submitted to the
 * facilities its distribution reaches and that can make it, or withdrawn. The field rules are
 * shared/orders' (the form's own); the moves are transitions.ts's.
 */
import type { Distribution } from 'shared/contracts';
import { orderProblems, problemText, type OrderInput, type OrderStage, type StorefrontAsks } from 'shared/orders';
import type { Db } from '../db/database.js';
import { unverifiedFiles } from '../files/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import {
  findCustomerOrder,
  insertOrder,
  missingRefs,
  openMatch,
  openMatchesOf,
  orderInputOf,
  partNames,
  replaceParts,
  updateOrderFields,
} from './queries.js';
import { sizeText } from '../job-bookings/index.js';
import { asksOf, capableFacilities, reachableFacilities, storefrontRules, type StorefrontRules } from './reach.js';
import { moveMatch, moveOrder, SYSTEM, type Actor } from './transitions.js';
import { forgetPartsAwarded } from '../parts/index.js';
import { takeBackPlans } from '../workplans/index.js';
import { recordDraftMade, submit } from './lifecycle.js';

/** A person of a customer company, acting on its orders. */
export interface CustomerScope {
  userId: number;
  companyId: number;
}

const customer = (scope: CustomerScope): Actor => ({ kind: 'CUSTOMER', userId: scope.userId });

/** The first rule the order breaks at `stage` (with its store front's asks), as a 400 naming its field (`body.parts.0.quantity`). */
function checkRules(input: OrderInput, stage: OrderStage, now: number, asks?: StorefrontAsks): void {
  const [problem] = orderProblems(input, stage, now, asks);
  if (problem) throw badRequest(problemText(problem), `body.${problem.field.replace(/\[(\d+)\]/g, '.$1')}`);
}

/** The rows the order names must be the company's (files, address, NDA) and known (process, material). */
async function checkRefs(db: Db, companyId: number, input: OrderInput): Promise<void> {
  const missing = await missingRefs(db, companyId, {
    fileIds: [...input.parts.map((p) => p.fileId), ...(input.ndaFileId === null ? [] : [input.ndaFileId])],
    deliveryAddressId: input.deliveryAddressId,
    processIds: input.parts.flatMap((p) => (p.amProcessId === null ? [] : [p.amProcessId])),
    materialIds: input.parts.flatMap((p) => (p.materialId === null ? [] : [p.materialId])),
  });
  if (missing.fileId !== undefined) {
    const part = input.parts.findIndex((p) => p.fileId === missing.fileId);
    throw badRequest(`File ${missing.fileId} not found`, part < 0 ? 'body.ndaFileId' : `body.parts.${part}.fileId`);
  }
  if (missing.deliveryAddress) throw badRequest('This delivery address is not one of your company’s', 'body.deliveryAddressId');
  if (missing.processId !== undefined) {
    const part = input.parts.findIndex((p) => p.amProcessId === missing.processId);
    throw badRequest(`Process ${missing.processId} not found`, `body.parts.${part}.amProcessId`);
  }
  if (missing.materialId !== undefined) {
    const part = input.parts.findIndex((p) => p.materialId === missing.materialId);
    throw badRequest(`Material ${missing.materialId} not found`, `body.parts.${part}.materialId`);
  }
}

/** What the company's store front allows: the order's currency and distribution, a finish per part. */
async function checkStorefront(db: Db, companyId: number, input: OrderInput): Promise<void> {
  const rules = await storefrontRules(db, companyId);
  if (!rules.currencies.includes(input.currency)) {
    throw badRequest(`Orders here are in ${rules.currencies.join(', ')}`, 'body.currency');
  }
  if (!rules.distributions.includes(input.distribution)) {
    throw badRequest('This store front does not send orders there', 'body.distribution');
  }
  if (input.itar && !rules.itarEnabled) {
    throw badRequest('This store front does not take export-controlled (ITAR) orders', 'body.itar');
  }
  const finished = input.parts.findIndex((part) => part.finish.trim() !== '');
  if (!rules.finishEnabled && finished >= 0) {
    throw badRequest('This store front does not offer finishes', `body.parts.${finished}.finish`);
  }
}

/**
 * Who quotes: every capable facility, unless the store front turned multi-RFQ off; then one —
 * the store front's own facility when it can make the order, else the first that can.
 */
function quotingFacilities(rules: StorefrontRules, capable: number[]): number[] {
  if (capable.length < 2 || rules.multiRfq) return capable;
  return [capable.find((id) => id === rules.providerId) ?? capable[0]!];
}

/** Saves a new order as a DRAFT; its id. */
export async function createDraft(db: Db, scope: CustomerScope, input: OrderInput, now: number): Promise<number> {
  checkRules(input, 'draft', now);
  await checkRefs(db, scope.companyId, input);
  await checkStorefront(db, scope.companyId, input);
  return db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, scope, input);
    await replaceParts(trx, id, input);
    await recordDraftMade(trx, id, scope.userId);
    return id;
  });
}

/**
 * Saves a draft's fields; `updatedAt` is when the caller read it: a draft someone saved since is
 * refused with the reload message, never overwritten.
 */
export async function updateDraft(
  db: Db,
  scope: CustomerScope,
  id: number,
  input: OrderInput & { updatedAt?: number },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findCustomerOrder(trx, scope.companyId, id, { forUpdate: true });
    if (!order) throw notFound(`Order ${id} not found`);
    if (order.status !== 'DRAFT') throw conflict(`Order ${id} is ${order.status}: only a draft can be changed`);
    checkRules(input, 'draft', now);
    await checkRefs(trx, scope.companyId, input);
    await checkStorefront(trx, scope.companyId, input);
    if (input.updatedAt !== undefined && input.updatedAt !== order.updated_at.getTime()) {
      throw conflict('Someone else saved this order after you opened it; reload it to see their changes', {
        field: 'body.updatedAt',
      });
    }
    await updateOrderFields(trx, id, input);
    await replaceParts(trx, id, input);
  });
}

/**
 * Submits a draft: the order's rules at submit, its parts verified; then it goes to the
 * facilities its distribution reaches that can make every part (MATCHED, each a match,
 * DISTRIBUTED), or, with none, UNMATCHED with the reason.
 */
type CustomerOrder = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>;

/**
 * The order's fields, once a draft passes the rules of submitting (with what its store front asks
 * of an order sent for quotes: `asks`) and every part file passed verification (a 400 naming the
 * field otherwise); anything but a draft moveOrder refuses later.
 */
export async function submittableInput(trx: Db, order: CustomerOrder, now: number, asks?: StorefrontAsks): Promise<OrderInput> {
  const input = await orderInputOf(trx, order);
  if (order.status === 'DRAFT') {
    checkRules(input, 'submit', now, asks);
    const unverified = await unverifiedFiles(
      trx,
      input.parts.map((p) => p.fileId),
    );
    const part = input.parts.findIndex((p) => unverified.includes(p.fileId));
    if (part >= 0) throw badRequest('Only a part file that passed verification can be ordered', `body.parts.${part}.fileId`);
  }
  return input;
}

/**
 * Who the order goes to: the facilities its distribution reaches, of them those that make every
 * part (a quote request: all, as they propose how), narrowed by the store front's multi-RFQ rule.
 */
export async function facilitiesToQuote(
  trx: Db,
  scope: CustomerScope,
  rules: StorefrontRules,
  order: CustomerOrder,
  input: OrderInput,
) {
  const reach = await reachableFacilities(trx, scope.companyId, order.distribution);
  const { facilities, unmakeable } =
    order.kind === 'QUOTE_REQUEST'
      ? { facilities: reach, unmakeable: undefined }
      : await capableFacilities(
          trx,
          reach,
          input.parts.map((p) => ({ amProcessId: p.amProcessId!, materialId: p.materialId!, fileId: p.fileId, units: p.units })),
        );
  const quoting = facilities.length ? quotingFacilities(rules, facilities) : [];
  return { reach, unmakeable, quoting };
}

/**
 * How many facilities an order of this distribution reaches: with a draft named, those that make
 * every one of its parts as saved (a part without process and material yet, or a quote request,
 * leaves every facility the distribution reaches).
 */
export async function reachCount(db: Db, companyId: number, distribution: Distribution, draftId?: number) {
  const reach = await reachableFacilities(db, companyId, distribution);
  if (draftId === undefined) return reach.length;
  const order = await findCustomerOrder(db, companyId, draftId);
  if (!order) throw notFound(`Order ${draftId} not found`);
  if (order.kind === 'QUOTE_REQUEST') return reach.length;
  const parts = await db
    .selectFrom('rfq_files as f')
    .select([
      'f.am_process_id as amProcessId',
      'f.file_id as fileId',
      'f.units',
      (eb) =>
        eb
          .selectFrom('rfq_file_materials as fm')
          .select('fm.material_id')
          .whereRef('fm.rfq_file_id', '=', 'f.id')
          .limit(1)
          .as('materialId'),
    ])
    .where('f.rfq_id', '=', draftId)
    .execute();
  const chosen = parts.filter(
    (p): p is typeof p & { amProcessId: number; materialId: number } => p.amProcessId !== null && p.materialId !== null,
  );
  if (!chosen.length || chosen.length < parts.length) return reach.length;
  return (await capableFacilities(db, reach, chosen)).facilities.length;
}

export async function submitOrder(db: Db, scope: CustomerScope, id: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findCustomerOrder(trx, scope.companyId, id, { forUpdate: true });
    if (!order) throw notFound(`Order ${id} not found`);
    const rules = await storefrontRules(trx, scope.companyId);
    const input = await submittableInput(trx, order, now, asksOf(rules));
    await submit(trx, order, customer(scope), now, { termsAccepted: input.termsVersion != null });

    if (order.kind === 'QUOTE_REQUEST' && !order.display_title) {
      // A quote request's title, unless the customer gave one: what it asks about.
      const title = `Quote request: ${(await partNames(trx, id)).join(', ')}`.slice(0, 200);
      await trx.updateTable('rfqs').set({ display_title: title }).where('id', '=', id).execute();
    }
    const { reach, unmakeable, quoting } = await facilitiesToQuote(trx, scope, rules, order, input);
    if (quoting.length === 0) {
      const reason = unmakeable?.sizeMm
        ? `No facility’s machine running ${unmakeable.materialName} on ${unmakeable.processName} holds a part of ${sizeText(unmakeable.sizeMm)}`
        : unmakeable
          ? `No facility runs ${unmakeable.materialName} on ${unmakeable.processName}`
          : reach.length === 0
            ? 'This distribution reaches no facility'
            : 'No single facility makes every part of this order';
      await trx.updateTable('rfqs').set({ unmatched_reason: reason }).where('id', '=', id).execute();
      await moveOrder(trx, order, 'UNMATCHED', SYSTEM, { guards: { NO_CAPABLE_FACILITY: true }, reason });
      return;
    }
    await moveOrder(trx, order, 'MATCHED', SYSTEM, { guards: { CAPABLE_FACILITY: true } });
    for (const facilityId of quoting) {
      const match = await openMatch(trx, id, facilityId);
      if (order.nda_required) {
        await moveMatch(trx, match, 'NDA_UPLOAD_PENDING', SYSTEM, { guards: { NDA_REQUIRED: true } });
      } else {
        await moveMatch(trx, match, 'APPROVED', SYSTEM, { guards: { NO_NDA: true } });
        await moveMatch(trx, match, 'BID_WAITING', SYSTEM);
      }
    }
    await moveOrder(trx, order, 'DISTRIBUTED', SYSTEM);
  });
}

export async function reopenDraft(db: Db, scope: CustomerScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findCustomerOrder(trx, scope.companyId, id, { forUpdate: true });
    if (!order) throw notFound(`Order ${id} not found`);
    await moveOrder(trx, order, 'DRAFT', customer(scope));
  });
}

/** Withdraws the order (until its facility confirms): every match still open is archived. */
export async function withdrawOrder(db: Db, scope: CustomerScope, id: number, reason: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findCustomerOrder(trx, scope.companyId, id, { forUpdate: true });
    if (!order) throw notFound(`Order ${id} not found`);
    await moveOrder(trx, order, 'WITHDRAWN', customer(scope), { reason });
    for (const match of await openMatchesOf(trx, id)) await moveMatch(trx, match, 'ARCHIVED', SYSTEM);
    if (order.awarded_facility_id !== null) {
      await forgetPartsAwarded(trx, id, order.awarded_facility_id);
      await takeBackPlans(trx, id, order.awarded_facility_id);
    }
    await trx.updateTable('rfqs').set({ awarded_facility_id: null }).where('id', '=', id).execute();
  });
}
