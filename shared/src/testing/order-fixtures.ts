/** Orders as the order screens read them, for component tests; `extra` changes what a test needs. */
import type { Bid, OrderDetails, OrderMatch } from '../contracts/index.js';

/** The facility's offer on an order, waiting for its bid. */
export const matchFixture = (extra: Partial<OrderMatch> = {}): OrderMatch => ({
  id: 141,
  facilityId: 1,
  facilityName: 'Austin Plant',
  status: 'BID_WAITING',
  filesVisible: true,
  signedNda: null,
  declineReason: null,
  assignee: null,
  priorityLabel: null,
  tags: [],
  bid: null,
  ...extra,
});

/**
 * An order of one part as its facility reads it (GET /api/v1/orders/41) with its offer `match`,
 * or as its customer does with every facility's offer in `matches`.
 */
export const orderFixture = (match: OrderMatch = matchFixture(), extra: Partial<OrderDetails> = {}): OrderDetails => ({
  id: 41,
  kind: 'QUOTE_REQUEST',
  status: 'DISTRIBUTED',
  displayTitle: 'PA12 housings',
  customerName: 'Acme Robotics',
  creatorName: 'Erin Engineer',
  createdAt: Date.UTC(2026, 0, 12, 9, 30),
  updatedAt: Date.UTC(2026, 0, 12, 9, 30),
  submittedAt: Date.UTC(2026, 0, 12, 9, 30),
  estimatedDeliveryDate: Date.UTC(2026, 1, 15),
  quoteDueDate: Date.UTC(2026, 0, 20),
  deliveryMethod: 'SHIPPING',
  deliveryAddress: null,
  itar: false,
  ndaRequired: false,
  ndaFile: null,
  distribution: 'LINK3D',
  thirdPartyOrderId: null,
  currency: 'USD',
  notes: '',
  unmatchedReason: null,
  termsVersion: null,
  termsAcceptedAt: null,
  parts: [
    {
      id: 501,
      fileId: 901,
      fileName: 'housing.stl',
      fileURL: '/files/901/housing.stl',
      pngFileDTO: null,
      quantity: 20,
      units: 'MM',
      amProcess: { id: 2, code: 'SLS', name: 'SLS' },
      material: { id: 8, name: 'PA12' },
      partNumber: null,
      primaryUseCase: null,
      industryFocus: null,
      finish: null,
      notes: '',
      itar: false,
    },
  ],
  matches: [match],
  history: [
    {
      id: 1,
      at: Date.UTC(2026, 0, 12, 9, 30),
      matchId: null,
      facilityName: null,
      from: 'SUBMITTED',
      to: 'DISTRIBUTED',
      actor: 'SYSTEM',
      actorName: null,
      reason: null,
    },
  ],
  ...extra,
});

/** A facility's first bid on order 41: its 20 housings at $12.50 and $50 setup, before tax. */
export const bidFixture = (extra: Partial<Bid> = {}): Bid => ({
  id: 1,
  currency: 'USD',
  lines: [
    { kind: 'PART', rfqFileId: 501, description: '', quantity: 20, unitPriceMinor: 1_250, amountMinor: 25_000 },
    { kind: 'SETUP', rfqFileId: null, description: '', quantity: 1, unitPriceMinor: 5_000, amountMinor: 5_000 },
  ],
  subtotalMinor: 30_000,
  discountMinor: 0,
  taxRateBasisPoints: 0,
  taxMinor: 0,
  totalMinor: 30_000,
  leadTimeDays: 12,
  deliveryDate: Date.UTC(2026, 1, 10),
  validUntil: Date.UTC(2026, 0, 30),
  notes: '',
  attachments: [],
  revision: 1,
  updatedAt: Date.UTC(2026, 0, 14),
  ...extra,
});
