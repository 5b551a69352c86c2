import { MATCH_STATUSES } from 'shared/contracts';
import { Type } from 'typebox';
import { CappedTotal, EpochMs, Nullable, StringEnum } from '../http/schema-helpers.js';
import { VENDOR_TYPES } from './queries.js';

export const VendorOrderListSchema = Type.Object(
  {
    ...CappedTotal,
    rows: Type.Array(
      Type.Object({
        matchId: Type.Integer(),
        orderId: Type.Integer(),
        title: Type.String(),
        orderedBy: Type.String({ description: 'The enterprise’s customer company that placed the order' }),
        vendor: Type.String({ description: 'The facility the order went to' }),
        status: StringEnum(MATCH_STATUSES, { description: 'That facility’s offer’s state' }),
        createdAt: EpochMs(),
        targetDate: Nullable(EpochMs()),
        price: Nullable(
          Type.Object(
            { currency: Type.String(), totalMinor: Type.Integer() },
            { description: 'The facility’s bid, in minor units of its currency' },
          ),
        ),
      }),
    ),
  },
  { $id: 'VendorOrderList' },
);

export const VendorOrdersQuery = Type.Object(
  {
    vendorType: StringEnum(VENDOR_TYPES, {
      description:
        'INTERNAL: orders from the facility’s enterprise; NOT_INTERNAL: its enterprise’s orders with outside facilities',
    }),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Order id or title, the vendor or the ordering company' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);
