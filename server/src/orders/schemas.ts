import { ORDER_SEARCH_FILTERS, RFQ_STATUSES } from 'shared/contracts';
import { Type } from 'typebox';
import { EpochMs, Named, ref, StringEnum } from '../http/schema-helpers.js';

export const RfqFileSchema = Type.Object(
  {
    id: Type.Integer(),
    quantity: Type.Integer(),
    notScheduled: Type.Integer({ description: 'Ordered quantity minus the quantity on jobs that are not cancelled' }),
    scheduled: Type.Integer(),
    materials: Type.Array(Named),
    machines: Type.Array(Type.Object({ id: Type.Integer(), modelName: Type.String() })),
    aMProcess: Type.Union([Type.String(), Type.Null()]),
    itar: Type.Boolean({ description: 'Export controlled (ITAR): only ITAR-cleared jobs may make it' }),
    pngFileDTO: Type.Object({ fileURL: Type.Union([Type.String(), Type.Null()]) }),
    originalFileDTO: Type.Object({ fileName: Type.String() }),
  },
  { $id: 'RfqFile' },
);

export const RfqSchema = Type.Object(
  {
    id: Type.Integer(),
    displayTitle: Type.String(),
    status: StringEnum(RFQ_STATUSES),
    estimatedDeliveryDate: Type.Union([EpochMs(), Type.Null()]),
    customerName: Type.String(),
    rfqFileDTOs: Type.Array(ref(RfqFileSchema)),
  },
  { $id: 'Rfq' },
);

export const OrderSearchQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based page' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
    schedulingCall: Type.Optional(
      Type.Boolean({ description: 'For the part selector: only parts with a quantity left to schedule', default: false }),
    ),
  },
  { additionalProperties: false },
);

export const OrderSearchBodySchema = Type.Object(
  {
    searchString: Type.Optional(Type.String({ maxLength: 200 })),
    searchFilters: Type.Optional(
      Type.Array(
        Type.Object(
          {
            filterType: StringEnum(ORDER_SEARCH_FILTERS),
            values: Type.Array(Type.Union([Type.String({ maxLength: 60 }), Type.Integer()]), { maxItems: 200 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: false, $id: 'OrderSearchBody' },
);

export const OrderSearchResultSchema = Type.Object(
  { rfqDTOs: Type.Array(ref(RfqSchema)), totalCount: Type.Integer() },
  { $id: 'OrderSearchResult' },
);
