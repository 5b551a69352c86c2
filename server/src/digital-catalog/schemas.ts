import { Type } from 'typebox';
import { EpochMs, Id, Named, Nullable, ref } from '../http/schema-helpers.js';

const Money = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });

export const PriceBreakSchema = Type.Object(
  {
    minQuantity: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'The break holds from this quantity up' }),
    unitPriceMinor: Money('The price of one piece from this quantity, in minor units of the item’s currency'),
  },
  { $id: 'CatalogPriceBreak', additionalProperties: false },
);

/** A catalogue item as its facility writes it. */
export const CatalogItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    partNumber: Type.String({ maxLength: 100 }),
    description: Type.String({ maxLength: 4000 }),
    fileId: Id({ description: 'The facility’s own part file (CAD_FILE_ID), verified' }),
    amProcessId: Id(),
    materialId: Id(),
    leadTimeDays: Type.Integer({ minimum: 1, maximum: 365, description: 'Days from the order to dispatch' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of the prices' }),
    prices: Type.Array(ref(PriceBreakSchema), {
      minItems: 1,
      maxItems: 10,
      description: 'Quantity breaks, each quantity once; the smallest is the least a customer may order',
    }),
    imageFileIds: Type.Array(Id(), { maxItems: 8, uniqueItems: true, description: 'The facility’s PNG or JPEG files' }),
    customerIds: Type.Array(Id(), {
      maxItems: 500,
      uniqueItems: true,
      description: 'The customer companies the item is published to (the facility’s customers)',
    }),
    published: Type.Boolean({ description: 'Shown to those customers; an unpublished item is the facility’s draft' }),
    updatedAt: Type.Optional(EpochMs('When the caller read the item: a change made since is refused (409)')),
  },
  { $id: 'CatalogItemInput', additionalProperties: false },
);

const Picture = Type.Object({ fileId: Type.Integer(), url: Type.String({ description: 'A signed link to the image' }) });

/** What both sides read of an item. */
const itemFields = {
  id: Type.Integer(),
  name: Type.String(),
  partNumber: Nullable(Type.String()),
  description: Type.String(),
  facility: Named,
  process: Type.String(),
  material: Type.String(),
  leadTimeDays: Type.Integer(),
  currency: Type.String(),
  prices: Type.Array(ref(PriceBreakSchema), { description: 'By quantity, smallest first' }),
  thumbnailUrl: Nullable(Type.String({ description: 'A signed link to the part’s picture' })),
  images: Type.Array(Picture),
  volume: Nullable(Type.Number({ description: 'mm³' })),
  dimensions: Nullable(Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() }, { description: 'mm' })),
  updatedAt: Type.Integer({ description: 'Epoch ms' }),
};

export const CatalogItemSchema = Type.Object(
  {
    ...itemFields,
    fileId: Type.Integer(),
    fileName: Type.String(),
    amProcessId: Type.Integer(),
    materialId: Type.Integer(),
    published: Type.Boolean(),
    customers: Type.Array(Named),
    orders: Type.Integer({ description: 'Orders made from it' }),
  },
  { $id: 'CatalogItem' },
);

export const CustomerCatalogItemSchema = Type.Object(itemFields, { $id: 'CustomerCatalogItem' });
/** One item as a customer opens it to order: with the terms its facility sells under. */
export const CustomerCatalogItemDetailSchema = Type.Object(
  {
    ...itemFields,
    terms: Nullable(
      Type.Object(
        { version: Type.Integer(), text: Type.String() },
        { description: 'The terms and conditions the facility sells under, to accept on ordering' },
      ),
    ),
  },
  { $id: 'CustomerCatalogItemDetail' },
);

export const CatalogListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(ref(CatalogItemSchema)) },
  { $id: 'CatalogList' },
);
export const CustomerCatalogListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(ref(CustomerCatalogItemSchema)) },
  { $id: 'CustomerCatalogList' },
);

export const CatalogQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Name, part number, material, process or facility' })),
    processId: Type.Optional(Id()),
    materialId: Type.Optional(Id()),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    limit: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);

export const CatalogOrderBody = Type.Object(
  {
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    deliveryAddressId: Id({ description: 'One of the company’s delivery addresses' }),
    title: Type.Optional(Type.String({ maxLength: 200, description: 'The order’s title; the item’s name when left out' })),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
    termsVersion: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The version of the facility’s terms the customer accepted, when it has terms' }),
    ),
  },
  { additionalProperties: false },
);

export const CatalogOrderedSchema = Type.Object({
  orderId: Type.Integer({ description: 'The new order, waiting for the facility’s confirmation (BID_ACCEPTED)' }),
});

export const CatalogCustomersSchema = Type.Array(Named);
