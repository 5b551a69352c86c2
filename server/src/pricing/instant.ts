/**
 * Instant prices: a customer's draft order priced at once by each facility that
 * would quote it and quotes automatically (its rule engine on and its rules' "Quote automatically"
 * set), beside the delivery the facility's live plan can promise. Accepted, the order is made at
 * that price (FIXED_PRICE): submitted to that facility alone, its bid from the rules approved in
 * the same step, and it waits for the facility's confirmation like any award.
 */
import { orderProblems, type OrderInput } from 'shared/orders';
import type { Db } from '../db/database.js';
import { parseConfigValue } from '../config/index.js';
import { unverifiedFiles } from '../files/index.js';
import { conflict, notFound } from '../http/errors.js';
import {
  asksOf,
  awardAtFixedPrice,
  type CustomerScope,
  facilitiesToQuote,
  findCustomerOrder,
  orderInputOf,
  promiseDateOfOrder,
  storefrontRules,
  type StorefrontRules,
  submit,
  submittableInput,
} from '../orders/index.js';
import { orderRulePrice } from './order-price.js';
import { currentRules } from './service.js';

const DAY = 86_400_000;

export interface InstantPrice {
  facilityId: number;
  facilityName: string;
  rulesVersion: number;
  currency: string;
  parts: { rfqFileId: number; fileName: string; quantity: number; unitPriceMinor: number }[];
  /** Setup and the top-up to the facility's minimum order, together. */
  setupMinor: number;
  /** Before tax. */
  totalMinor: number;
  /** When the facility's live plan can deliver; null when its plan has no machine for a part. */
  deliveryDate: number | null;
}

type CustomerOrder = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>;

/** Of the facilities, those whose rule engine is on and whose rules quote automatically. */
async function autoQuoting(db: Db, facilityIds: number[]): Promise<number[]> {
  if (!facilityIds.length) return [];
  const flags = await db
    .selectFrom('config_records')
    .select(['facility_id', 'config_value'])
    .where('facility_id', 'in', facilityIds)
    .where('config_type', '=', 'QUOTE_RULE_ENGINE_ENABLED')
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('active', '=', true)
    .execute();
  const on = flags.filter((row) => parseConfigValue(row.config_value ?? '').enabled === true).map((row) => row.facility_id);
  const quoting: number[] = [];
  for (const facilityId of facilityIds.filter((id) => on.includes(id))) {
    if ((await currentRules(db, facilityId)).rules.autoQuote) quoting.push(facilityId);
  }
  return quoting;
}

async function offersFor(
  db: Db,
  scope: CustomerScope,
  rules: StorefrontRules,
  order: CustomerOrder,
  input: OrderInput,
  now: number,
) {
  // An order under NDA is seen by a facility only once it signed: it is quoted, not priced at once.
  if (order.nda_required) return [];
  const { quoting } = await facilitiesToQuote(db, scope, rules, order, input);
  const offers: InstantPrice[] = [];
  for (const facilityId of await autoQuoting(db, quoting)) {
    const price = await orderRulePrice(db, facilityId, order.id, now);
    if (price.totalMinor === null) continue;
    const plan = await promiseDateOfOrder(db, facilityId, order.id, now);
    const { company_name: facilityName } = await db
      .selectFrom('companies')
      .select('company_name')
      .where('id', '=', facilityId)
      .executeTakeFirstOrThrow();
    offers.push({
      facilityId,
      facilityName,
      rulesVersion: price.version,
      currency: price.currency,
      parts: price.parts.map((part) => ({
        rfqFileId: part.rfqFileId,
        fileName: part.fileName,
        quantity: part.quantity,
        unitPriceMinor: part.price!.unitPriceMinor,
      })),
      setupMinor: price.setupMinor + price.minimumTopUpMinor,
      totalMinor: price.totalMinor,
      deliveryDate: plan.unplanned.length ? null : plan.deliveryDate,
    });
  }
  return offers;
}

/**
 * The instant prices of the customer's draft, cheapest first; none while the draft is not ready
 * to submit (a part without its process, material or a verified file), for a quote request, or
 * for an order under NDA.
 */
export async function instantPrices(db: Db, scope: CustomerScope, orderId: number, now: number): Promise<InstantPrice[]> {
  const order = await findCustomerOrder(db, scope.companyId, orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  if (order.status !== 'DRAFT' || order.kind !== 'ORDER') return [];
  const input = await orderInputOf(db, order);
  if (orderProblems(input, 'submit', now).length) return [];
  if (
    (
      await unverifiedFiles(
        db,
        input.parts.map((part) => part.fileId),
      )
    ).length
  )
    return [];
  const offers = await offersFor(db, scope, await storefrontRules(db, scope.companyId), order, input, now);
  return offers.sort((a, b) => a.totalMinor - b.totalMinor);
}

/**
 * Orders the draft at the facility's instant price, as the customer saw it (`totalMinor`): 409
 * when the facility no longer gives one, or it has changed since.
 */
export async function acceptInstantPrice(
  db: Db,
  scope: CustomerScope,
  orderId: number,
  facilityId: number,
  totalMinor: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findCustomerOrder(trx, scope.companyId, orderId, { forUpdate: true });
    if (!order) throw notFound(`Order ${orderId} not found`);
    // Ordering at a price is ordering: what the store front asks (its required fields, its terms) holds.
    const rules = await storefrontRules(trx, scope.companyId);
    const input = await submittableInput(trx, order, now, asksOf(rules));
    if (order.status !== 'DRAFT' || order.kind !== 'ORDER')
      throw conflict('Only a draft order can be ordered at an instant price');
    const offer = (await offersFor(trx, scope, rules, order, input, now)).find((one) => one.facilityId === facilityId);
    if (!offer) throw conflict('This facility gives this order no instant price');
    if (offer.totalMinor !== totalMinor) {
      throw conflict('The instant price has changed since you saw it; look at it again before you accept it');
    }
    await submit(trx, order, { kind: 'CUSTOMER', userId: scope.userId }, now, { termsAccepted: input.termsVersion != null });

    const deliveryDate = offer.deliveryDate ?? order.estimated_delivery_date?.getTime() ?? now;
    await awardAtFixedPrice(trx, order, facilityId, {
      currency: offer.currency,
      leadTimeDays: Math.max(0, Math.ceil((deliveryDate - now) / DAY)),
      deliveryDate,
      now,
      lines: [
        ...offer.parts.map((part) => ({
          kind: 'PART' as const,
          rfqFileId: part.rfqFileId,
          quantity: part.quantity,
          unitPriceMinor: part.unitPriceMinor,
          description: part.fileName,
        })),
        ...(offer.setupMinor
          ? [
              {
                kind: 'SETUP' as const,
                quantity: 1,
                unitPriceMinor: offer.setupMinor,
                description: `Setup (pricing rules v${offer.rulesVersion})`,
              },
            ]
          : []),
      ],
    });
  });
}
