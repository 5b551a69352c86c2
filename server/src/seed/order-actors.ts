/**
 * The demo's people acting on orders for the orders seed (orders.ts), each step a call of the service
 * function its request would make (orders, offers, messages): so every seeded order and offer
 * is in a state the graphs lead to, with its history and its outbox rows, and every rule a
 * request meets (verified parts, reach, quote due dates) holds for the demo too.
 */
import type { OrderInput } from 'shared/orders';
import type { DemoTenants } from '../accounts/index.js';
import type { Db } from '../db/database.js';
import { demoPart, storeFile, storeVerifiedPart, textPdf, type FileStore } from '../files/index.js';
import { confirmDelivery, hold, moveByHand, recordInspection, recordPayment, ship } from '../fulfilment/index.js';
import { markRead, postMessage } from '../messages/index.js';
import {
  acceptBid,
  assignMatch,
  confirmAward,
  createDraft,
  declineToQuote,
  reviewNda,
  sendSignedNda,
  submitBid,
  submitOrder,
  withdrawOrder,
  type CustomerScope,
  type FacilityScope,
} from '../orders/index.js';
import type { Customer, DemoOrder, DemoPart, DemoQuote, Facility } from './demo-orders.js';
import { idsByName } from './domain-seed.js';

const DAY = 86_400_000;

/** Who acts for each company in the demo. */
const ACTORS: Record<Customer | Facility, string> = {
  acme: 'engineer@demo.test',
  globex: 'thirdparty@demo.test',
  // The enterprise's own engineering: its admin orders for it too.
  inHouse: 'admin@demo.test',
  austin: 'admin@demo.test',
  // Munich has no people of its own in the demo: the enterprise's admin acts for it, switching plants.
  munich: 'admin@demo.test',
  vendor: 'vendor@demo.test',
};

/** Tax a facility puts on its quotes: Austin's Texas sales tax; the others export. */
const TAX_BASIS_POINTS: Record<Facility, number> = { austin: 825, munich: 0, vendor: 0 };

export interface OrdersSeedContext {
  db: Db;
  store: FileStore;
  tenants: DemoTenants;
  /** The start of the hour of seeding (epoch ms): every date is placed from it, and it is the services' `now`. */
  hour: number;
}

/** The demo's people, acting on orders through the services. */
export async function seedActors(context: OrdersSeedContext) {
  const cast = await castOf(context);
  return { ...offerSteps(context, cast), ...productionSteps(context, cast) };
}

type Cast = Awaited<ReturnType<typeof castOf>>;

/** Who acts for each side, and what the steps look up: catalogue ids, an order's match, parts and address. */
async function castOf({ db, store, tenants }: OrdersSeedContext) {
  const users = await idsByName(db.selectFrom('users').select(['id', 'email']).execute(), 'email');
  const processes = await idsByName(db.selectFrom('am_processes').select(['id', 'code']).execute(), 'code');
  const materials = await idsByName(db.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const userOf = (company: Customer | Facility) => users.get(ACTORS[company])!;
  const customerScope = (customer: Customer): CustomerScope => ({ userId: userOf(customer), companyId: tenants[customer] });
  const facilityScope = (facility: Facility): FacilityScope => ({
    userId: userOf(facility),
    facilityId: tenants[facility],
    itarCleared: true,
  });
  /** The customer of each order made here. */
  const customers = new Map<number, Customer>();
  const customerOf = (orderId: number) => customerScope(customers.get(orderId)!);

  const matchOf = async (orderId: number, facility: Facility): Promise<number> =>
    (
      await db
        .selectFrom('matches')
        .select('id')
        .where('rfq_id', '=', orderId)
        .where('facility_id', '=', tenants[facility])
        .executeTakeFirstOrThrow()
    ).id;

  /** The company's first delivery address; none for a company that collects its parts. */
  const addressOf = async (customer: Customer) =>
    (
      await db
        .selectFrom('delivery_addresses')
        .select('id')
        .where('company_id', '=', tenants[customer])
        .orderBy('id')
        .executeTakeFirst()
    )?.id ?? null;

  const authorOf = (orderId: number, facility: Facility, side: 'customer' | 'facility') => {
    if (side === 'facility') return { userId: userOf(facility), viewer: { facilityId: tenants[facility], itarCleared: true } };
    const { userId, companyId } = customerOf(orderId);
    return { userId, viewer: { companyId } };
  };

  /** The order's part ids, in the order's order. */
  const partIds = async (orderId: number) =>
    (await db.selectFrom('rfq_files').select('id').where('rfq_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);

  const ndaOf = (company: Customer | Facility, fileName: string, lines: string[]) =>
    storeFile(db, store, { companyId: tenants[company], uploadedBy: userOf(company), fileName, bytes: textPdf(lines) });

  const lookups = { users, processes, materials, matchOf, addressOf, partIds, ndaOf };
  return { ...lookups, customers, customerScope, facilityScope, customerOf, authorOf };
}

/** The steps of an order and its offers: the draft, submitting, NDAs, quotes, the award, messages. */
function offerSteps({ db, store, hour }: OrdersSeedContext, cast: Cast) {
  const { users, processes, materials, customers, customerScope, facilityScope } = cast;
  const { customerOf, matchOf, addressOf, authorOf, ndaOf } = cast;
  return {
    /** The customer uploads the order's parts (verified) and its NDA, and saves it as a draft; its id. */
    async draft(order: DemoOrder): Promise<number> {
      const scope = customerScope(order.customer);
      const upload = (part: DemoPart) =>
        storeVerifiedPart(db, store, {
          companyId: scope.companyId,
          uploadedBy: scope.userId,
          fileName: part.file,
          itar: order.itar,
          mesh: demoPart(part.file, part.size),
        });
      const parts: OrderInput['parts'] = [];
      for (const part of order.parts) {
        parts.push({
          fileId: await upload(part),
          quantity: part.quantity,
          units: 'MM',
          amProcessId: part.process === null ? null : processes.get(part.process)!,
          materialId: part.material === null ? null : materials.get(part.material)!,
          partNumber: '',
          primaryUseCase: 'END_USE_PART',
          industryFocus: '',
          finish: '',
          notes: '',
        });
      }
      const address = await addressOf(order.customer);
      const input: OrderInput = {
        kind: 'ORDER',
        displayTitle: order.title,
        estimatedDeliveryDate: hour + order.deliveryInDays * DAY,
        quoteDueDate: hour + order.quoteDueInDays * DAY,
        deliveryMethod: address === null ? 'PICKUP' : 'SHIPPING',
        deliveryAddressId: address,
        itar: order.itar ?? false,
        ndaRequired: order.nda ?? false,
        ndaFileId: order.nda
          ? await ndaOf(order.customer, 'mutual-nda.pdf', [`Mutual non-disclosure agreement: ${order.title}`, 'Sign and return.'])
          : null,
        distribution: order.distribution,
        thirdPartyOrderId: '',
        currency: 'USD',
        notes: order.notes ?? '',
        parts,
      };
      const id = await createDraft(db, scope, input, hour);
      customers.set(id, order.customer);
      return id;
    },

    /** The customer submits the draft: it goes to the facilities that can make it, or is UNMATCHED. */
    submit: (orderId: number) => submitOrder(db, customerOf(orderId), orderId, hour),

    withdraw: (orderId: number, reason: string) => withdrawOrder(db, customerOf(orderId), orderId, reason),

    /** The facility signs the customer's NDA and sends it back. */
    async sendNda(orderId: number, facility: Facility) {
      const signed = await ndaOf(facility, 'signed-nda.pdf', ['Mutual non-disclosure agreement', 'Signed for the facility.']);
      await sendSignedNda(db, facilityScope(facility), await matchOf(orderId, facility), signed);
    },

    approveNda: async (orderId: number, facility: Facility) =>
      reviewNda(db, customerOf(orderId), await matchOf(orderId, facility), true, undefined),

    decline: async (orderId: number, facility: Facility, reason: string) =>
      declineToQuote(db, facilityScope(facility), await matchOf(orderId, facility), reason),

    /** The facility quotes: each part at its unit price, a set-up line, valid two weeks. */
    async quote(orderId: number, facility: Facility, quote: DemoQuote) {
      const parts = await db
        .selectFrom('rfq_files')
        .select(['id', 'quantity'])
        .where('rfq_id', '=', orderId)
        .orderBy('id')
        .execute();
      await submitBid(
        db,
        facilityScope(facility),
        await matchOf(orderId, facility),
        {
          currency: 'USD',
          lines: [
            ...parts.map((part, index) => ({
              kind: 'PART' as const,
              rfqFileId: part.id,
              quantity: part.quantity,
              unitPriceMinor: quote.unitPricesMinor[index]!,
            })),
            { kind: 'SETUP', description: 'Build preparation', quantity: 1, unitPriceMinor: quote.setupMinor },
          ],
          discountMinor: 0,
          taxRateBasisPoints: TAX_BASIS_POINTS[facility],
          leadTimeDays: quote.leadTimeDays,
          deliveryDate: hour + quote.leadTimeDays * DAY,
          validUntil: hour + 14 * DAY,
          notes: quote.notes,
        },
        hour,
      );
    },

    accept: async (orderId: number, facility: Facility) =>
      acceptBid(db, customerOf(orderId), await matchOf(orderId, facility), hour),

    confirm: async (orderId: number, facility: Facility) =>
      confirmAward(db, facilityScope(facility), await matchOf(orderId, facility)),

    /** The facility hands the order to one of its people. */
    assign: async (orderId: number, facility: Facility, email: string) =>
      assignMatch(db, facilityScope(facility), await matchOf(orderId, facility), users.get(email)!),

    /** A message in the facility's thread of the order, from the customer's side or the facility's; its id. */
    say: async (orderId: number, facility: Facility, from: 'customer' | 'facility', text: string): Promise<number> =>
      postMessage(db, authorOf(orderId, facility, from), await matchOf(orderId, facility), { text, fileIds: [] }),

    /** The side reads the thread up to message `upTo`. */
    read: async (orderId: number, facility: Facility, who: 'customer' | 'facility', upTo: number) =>
      markRead(db, authorOf(orderId, facility, who), await matchOf(orderId, facility), upTo),
  };
}

/** The steps after the agreement: making, inspecting, shipping, the delivery, a hold, the payment. */
function productionSteps({ db, hour }: OrdersSeedContext, cast: Cast) {
  const { facilityScope, customerOf, partIds } = cast;
  return {
    /** A shop that printed without the platform's jobs moves the agreed order to manufacturing. */
    makeByHand: async (orderId: number, facility: Facility, reason: string) =>
      moveByHand(db, facilityScope(facility), orderId, 'IN_MANUFACTURING', reason),

    /** The facility inspects pieces of the order's part number `part` (in the order's order). */
    async inspect(
      orderId: number,
      facility: Facility,
      part: number,
      counts: { passed: number; failed: number; ncrRequested?: boolean; note?: string },
    ) {
      await recordInspection(db, facilityScope(facility), orderId, {
        rfqFileId: (await partIds(orderId))[part]!,
        passedQuantity: counts.passed,
        failedQuantity: counts.failed,
        ncrRequested: counts.ncrRequested,
        note: counts.note,
      });
    },

    /** The facility ships pieces of its parts (part number, count), one package; the shipment's id. */
    async ship(
      orderId: number,
      facility: Facility,
      lines: [part: number, quantity: number][],
      how: { carrier: string; service?: string; trackingNumber: string; daysAgo: number },
    ): Promise<number> {
      const parts = await partIds(orderId);
      return ship(db, facilityScope(facility), orderId, {
        lines: lines.map(([part, quantity]) => ({ rfqFileId: parts[part]!, quantity })),
        packages: [{ weightGrams: 2_400, lengthMm: 400, widthMm: 300, heightMm: 200 }],
        carrier: how.carrier,
        service: how.service,
        trackingNumber: how.trackingNumber,
        shipDate: hour - how.daysAgo * DAY,
      });
    },

    /** The customer confirms the shipment arrived. */
    confirmDelivery: (orderId: number, shipmentId: number) => confirmDelivery(db, { ...customerOf(orderId) }, shipmentId),

    hold: (orderId: number, facility: Facility, reason: string) => hold(db, facilityScope(facility), orderId, reason),

    recordPayment: (orderId: number, facility: Facility, reference: string) =>
      recordPayment(db, facilityScope(facility), orderId, reference),
  };
}
