/**
 * The order's values that server and screens share: the part's units and
 * primary use case, how the order is delivered, and the kinds of a bid's lines.
 */
import type { components, paths } from './api-schemas.js';

type Schemas = components['schemas'];

/** Units of a part file's coordinates. */
export const LENGTH_UNITS = ['MM', 'IN', 'CM'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const PRIMARY_USE_CASES = [
  'FUNCTIONAL_TESTING',
  'DESIGN_TESTING',
  'MECHANICAL_TESTING',
  'END_USE_PART',
  'SHOW_PIECE',
  'PROCESS_REPEATABILITY',
  'CONCEPT_MODEL',
  'FUNCTIONAL_PROTOTYPE',
  'JIG_AND_FIXTURE',
  'PRODUCTION_TOOL',
  'SPARE_PART',
  'REPLACEMENT_PART',
  'BENCHMARK',
  'COMPONENT_TESTING',
  'MATERIAL_EVALUATION',
  'DIMENSIONAL_EVALUATION',
  'FINISHED_END_USE_COMPONENT',
  'GIVEAWAY',
  'OTHER',
] as const;
export type PrimaryUseCase = (typeof PRIMARY_USE_CASES)[number];

export const DELIVERY_METHODS = ['SHIPPING', 'PICKUP'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** A bid's lines: a price per part, and the order's setup, post-processing and shipping. */
export const BID_LINE_KINDS = ['PART', 'SETUP', 'POST_PROCESSING', 'SHIPPING'] as const;
export type BidLineKind = (typeof BID_LINE_KINDS)[number];

/** The API's order shapes (generated from the server's schemas). */
export type OrderDetails = Schemas['OrderDetails'];
export type OrderPart = OrderDetails['parts'][number];
export type OrderMatch = OrderDetails['matches'][number];
export type Bid = Schemas['Bid'];
export type BidInput = Schemas['BidInput'];
export type OrderOffer = Schemas['OrderOffer'];
export type CustomerOrderList = Schemas['CustomerOrderList'];
export type PartOrderList = Schemas['PartOrderList'];
/** One of a company's delivery addresses (GET /api/v1/deliveryAddress). */
export type DeliveryAddress = paths['/api/v1/deliveryAddress']['get']['responses'][200]['content']['application/json'][number];
