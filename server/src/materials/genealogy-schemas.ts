/** What the genealogy routes answer: a lot traced forward to customers, and anything traced back to its lots. */
import { JOB_STATUSES, NCR_KINDS, NCR_STATUSES } from 'shared/contracts';
import { LANGUAGE_KEYS } from 'shared/texts';
import { type Static, Type } from 'typebox';
import { Id, StringEnum } from '../http/schema-helpers.js';

const Thousandths = Type.Integer({ description: 'In thousandths of a percent (100000 is 100 %)' });

const TracedJob = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: StringEnum(JOB_STATUSES),
  machine: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  batchIds: Type.Array(Type.Integer(), { description: 'The batches it drew from' }),
});

export const LotTraceSchema = Type.Object(
  {
    lot: Type.Object({
      id: Type.Integer(),
      number: Type.String(),
      supplier: Type.String(),
      supplierLotNumber: Type.String(),
      material: Type.String(),
    }),
    batches: Type.Array(
      Type.Object({
        id: Type.Integer(),
        number: Type.String(),
        lotMassMg: Type.Integer({ description: 'Of the lot in the batch as it was made, in milligrams' }),
        thousandths: { ...Thousandths, description: 'The lot’s share of the batch, rounded down' },
      }),
    ),
    jobs: Type.Array(TracedJob),
    parts: Type.Array(
      Type.Object({
        partId: Type.Integer(),
        fileName: Type.String(),
        orderId: Type.Integer(),
        orderTitle: Type.String(),
        customerId: Type.Integer(),
        customerName: Type.String(),
        made: Type.Integer({ description: 'Pieces those jobs made of it' }),
        jobIds: Type.Array(Type.Integer()),
      }),
    ),
    shipments: Type.Array(
      Type.Object({
        id: Type.Integer(),
        orderId: Type.Integer(),
        partId: Type.Integer(),
        quantity: Type.Integer(),
        status: StringEnum(['SHIPPED', 'DELIVERED'] as const),
        carrier: Type.String(),
        trackingNumber: Type.String(),
        shippedAt: Type.String({ format: 'date-time' }),
      }),
      { description: 'Every shipment of those parts: a piece shipped cannot be told from its part’s other pieces' },
    ),
    ncrs: Type.Array(
      Type.Object({
        id: Type.Integer(),
        number: Type.String(),
        kind: StringEnum(NCR_KINDS),
        status: StringEnum(NCR_STATUSES),
        title: Type.String(),
        partId: Type.Union([Type.Integer(), Type.Null()]),
        jobId: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
  },
  { $id: 'LotTrace' },
);

export const BackTraceSchema = Type.Object(
  {
    jobs: Type.Array(TracedJob),
    batches: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), drawnMg: Type.Integer() })),
    lots: Type.Array(
      Type.Object({
        id: Type.Integer(),
        number: Type.String(),
        supplier: Type.String(),
        supplierLotNumber: Type.String(),
        thousandths: { ...Thousandths, description: 'The lot’s share of the powder the jobs drew; the shares add up to 100000' },
      }),
    ),
  },
  { $id: 'BackTrace' },
);

export const SharedBatchPartsSchema = Type.Array(
  Type.Object({
    partId: Type.Integer(),
    fileName: Type.String(),
    orderId: Type.Integer(),
    orderTitle: Type.String(),
    customerName: Type.String(),
    made: Type.Integer({ description: 'Pieces made from those batches' }),
    batches: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String() }), {
      description: 'The batches it shares with the NCR’s part',
    }),
  }),
  { $id: 'SharedBatchParts' },
);

export const RecallRowsSchema = Type.Array(
  Type.Object({
    customer: Type.String(),
    orderId: Type.Integer(),
    orderTitle: Type.String(),
    part: Type.String(),
    made: Type.Integer({ description: 'Pieces of the part the lot’s jobs made' }),
    shipped: Type.Integer(),
    delivered: Type.Integer(),
    ncrs: Type.Array(Type.String(), { description: 'The numbers of the NCRs already on the part' }),
  }),
  { $id: 'RecallRows', description: 'A lot’s recall list as JSON: one row per customer order it reaches' },
);
export type RecallRow = Static<typeof RecallRowsSchema>[number];

export const TraceQuery = Type.Object(
  { jobId: Type.Optional(Id()), partId: Type.Optional(Id()), shipmentId: Type.Optional(Id()), ncrId: Type.Optional(Id()) },
  { additionalProperties: false, description: 'Exactly one of them: where the trace starts' },
);

export const RecallQuery = Type.Object(
  {
    format: StringEnum(['json', 'pdf'] as const),
    language: Type.Optional(StringEnum(LANGUAGE_KEYS, { description: 'The PDF’s language; en_US when not given' })),
  },
  { additionalProperties: false },
);
