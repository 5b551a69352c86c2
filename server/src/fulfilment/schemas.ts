import { MANUAL_PROGRESS, MATCH_STATUSES, RFQ_STATUSES } from 'shared/contracts';
import { Type } from 'typebox';
import { CappedTotal, EpochMs, Id, Nullable, StringEnum } from '../http/schema-helpers.js';
import { SHIPMENT_STAGES } from './queries.js';

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const PartProgressSchema = Type.Object(
  {
    rfqFileId: Type.Integer(),
    fileName: Type.String(),
    partNumber: Nullable(Type.String()),
    ordered: Count('Pieces ordered'),
    scheduled: Count('Pieces on printing jobs that still count toward the order (scrapped ones excluded)'),
    printed: Count('Pieces completed on printing jobs'),
    passed: Count('Pieces that passed inspection'),
    scrapped: Count('Pieces that failed inspection; they are to be made again'),
    held: Count('Pieces that failed inspection and are held by a non-conformance report until it settles them'),
    shipped: Count('Pieces shipped'),
    delivered: Count('Pieces whose delivery was confirmed'),
    toInspect: Count('Pieces waiting for inspection'),
    toShip: Count('Pieces passed and not shipped yet'),
  },
  { $id: 'PartProgress' },
);

const FileLink = Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() });

export const InspectionSchema = Type.Object(
  {
    id: Type.Integer(),
    rfqFileId: Type.Integer(),
    fileName: Type.String(),
    passedQuantity: Type.Integer(),
    failedQuantity: Type.Integer(),
    ncrRequested: Type.Boolean({ description: 'The failed pieces wait for a non-conformance report' }),
    note: Type.String(),
    inspector: Nullable(Type.String()),
    at: EpochMs(),
    photos: Type.Array(FileLink),
  },
  { $id: 'Inspection' },
);

const Package = Type.Object({
  weightGrams: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  lengthMm: Type.Integer({ minimum: 1, maximum: 100_000 }),
  widthMm: Type.Integer({ minimum: 1, maximum: 100_000 }),
  heightMm: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

export const ShipmentSchema = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(['SHIPPED', 'DELIVERED'] as const),
    carrier: Type.String(),
    service: Type.String(),
    trackingNumber: Type.String(),
    shipDate: EpochMs(),
    deliveredAt: Nullable(EpochMs()),
    deliverTo: Nullable(Type.String({ description: 'Recipient and address, on one line' })),
    lines: Type.Array(Type.Object({ rfqFileId: Type.Integer(), fileName: Type.String(), quantity: Type.Integer() })),
    packages: Type.Array(Package),
  },
  { $id: 'Shipment' },
);

export const FulfilmentSchema = Type.Object(
  {
    orderId: Type.Integer(),
    status: StringEnum(RFQ_STATUSES),
    matchStatus: StringEnum(MATCH_STATUSES),
    internal: Type.Boolean({ description: 'From the engineers of the facility’s own enterprise (INTERNAL_ states)' }),
    resumeStatus: Nullable(StringEnum(RFQ_STATUSES, { description: 'The state a held order returns to' })),
    parts: Type.Array(PartProgressSchema),
    inspections: Type.Array(InspectionSchema),
    shipments: Type.Array(ShipmentSchema),
    paidAt: Nullable(EpochMs()),
    paymentReference: Nullable(Type.String()),
  },
  { $id: 'Fulfilment' },
);

export const ProgressBody = Type.Object(
  {
    status: StringEnum(MANUAL_PROGRESS),
    reason: Type.Optional(Type.String({ maxLength: 2000, description: 'Why (needed for the moves that jobs make otherwise)' })),
  },
  { additionalProperties: false },
);

export const HoldBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });

export const InspectionInputSchema = Type.Object(
  {
    rfqFileId: Id(),
    passedQuantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    failedQuantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    ncrRequested: Type.Optional(Type.Boolean({ description: 'Mark the failed pieces for a non-conformance report' })),
    note: Type.Optional(Type.String({ maxLength: 4000 })),
    photoFileIds: Type.Optional(Type.Array(Id(), { maxItems: 20, description: 'Photos the facility uploaded (part files)' })),
  },
  { additionalProperties: false, $id: 'InspectionInput' },
);

export const ShipmentInputSchema = Type.Object(
  {
    lines: Type.Array(Type.Object({ rfqFileId: Id(), quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }), {
      minItems: 1,
      maxItems: 500,
    }),
    packages: Type.Array(Package, { maxItems: 100 }),
    carrier: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    service: Type.Optional(Type.String({ maxLength: 100 })),
    trackingNumber: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    shipDate: EpochMs('When it left'),
  },
  { additionalProperties: false, $id: 'ShipmentInput' },
);

export const PaymentBody = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The payment’s reference' }) },
  { additionalProperties: false },
);

export const ShipmentsQuery = Type.Object(
  {
    stage: StringEnum(SHIPMENT_STAGES, {
      description: 'TO_SHIP: orders with pieces passed and not shipped; SHIPPED: shipments on their way; DELIVERED',
    }),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Order id or title, customer, tracking number' })),
    customerId: Type.Optional(Id({ description: 'Orders of this customer company' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);

export const ShipmentListSchema = Type.Object(
  {
    ...CappedTotal,
    rows: Type.Array(
      Type.Object({
        orderId: Type.Integer(),
        orderTitle: Type.String(),
        orderStatus: StringEnum(RFQ_STATUSES),
        customerName: Type.String(),
        estimatedDeliveryDate: Nullable(EpochMs()),
        pieces: Type.Integer({ description: 'Pieces waiting to ship (TO_SHIP), or that the shipment carries' }),
        shipment: Nullable(
          Type.Object({
            id: Type.Integer(),
            carrier: Type.String(),
            service: Type.String(),
            trackingNumber: Type.String(),
            shipDate: EpochMs(),
            deliveredAt: Nullable(EpochMs()),
          }),
        ),
      }),
    ),
  },
  { $id: 'ShipmentList' },
);
