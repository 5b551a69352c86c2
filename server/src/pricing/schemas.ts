import { Type } from 'typebox';
import { Nullable, ref, StringEnum } from '../http/schema-helpers.js';
import { PRICE_TERM_KEYS } from './price.js';

const minorUnits = (description: string) => Type.Integer({ minimum: 0, maximum: 1_000_000_000, description });
const basisPoints = (maximum: number, description: string) => Type.Integer({ minimum: 0, maximum, description });

export const PricingRulesSchema = Type.Object(
  {
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of every amount below' }),
    setupMinor: minorUnits('Once per order'),
    minimumOrderMinor: minorUnits('An order below this is topped up to it'),
    postProcessingMinor: minorUnits('Per piece, on every part'),
    materials: Type.Array(
      Type.Object(
        {
          materialId: Type.Integer({ minimum: 1 }),
          pricePerCm3Minor: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Minor units per cm³ of the part' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
    processes: Type.Array(
      Type.Object(
        {
          processId: Type.Integer({ minimum: 1 }),
          machineHourRateMinor: minorUnits('Per machine hour'),
          buildRateCm3PerHour: Type.Number({
            exclusiveMinimum: 0,
            maximum: 100_000,
            description: 'cm³ of parts the machine builds per hour: the build time of a piece is its volume ÷ this',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    finishes: Type.Array(
      Type.Object(
        { finish: Type.String({ minLength: 1, maxLength: 100 }), surchargeMinor: minorUnits('Per piece') },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    quantityBreaks: Type.Array(
      Type.Object(
        {
          minQuantity: Type.Integer({ minimum: 2, maximum: 1_000_000 }),
          discountBasisPoints: basisPoints(10_000, 'Off the piece price, 1/100 of a percent'),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
    rushSurcharges: Type.Array(
      Type.Object(
        {
          withinDays: Type.Integer({ minimum: 0, maximum: 365 }),
          surchargeBasisPoints: basisPoints(100_000, 'On the piece price, 1/100 of a percent'),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
    formulas: Type.Array(
      Type.Object(
        {
          label: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
          formula: Type.Unknown({ description: 'JSON Logic giving minor units per piece' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
    autoQuote: Type.Boolean({ description: 'Customers see an instant price from these rules on New Order' }),
  },
  { $id: 'PricingRules', additionalProperties: false },
);

export const PricingRulesVersionSchema = Type.Object(
  {
    version: Type.Integer({ description: '0 while the facility has never saved rules' }),
    savedAt: Nullable(Type.Integer({ description: 'Epoch ms' })),
    savedBy: Nullable(Type.String()),
    rules: ref(PricingRulesSchema),
  },
  { $id: 'PricingRulesVersion' },
);

export const PricingRulesHistorySchema = Type.Array(
  Type.Object({ version: Type.Integer(), savedAt: Type.Integer(), savedBy: Nullable(Type.String()) }),
);

export const SavePricingRulesBody = Type.Object(
  {
    baseVersion: Type.Integer({
      minimum: 0,
      description: 'The version the change was made on: refused when another was saved since',
    }),
    rules: ref(PricingRulesSchema),
  },
  { additionalProperties: false },
);

export const VersionParams = Type.Object({ version: Type.Integer({ minimum: 1 }) });

export const PreviewBody = Type.Object(
  {
    rules: ref(PricingRulesSchema),
    partId: Type.Integer({ minimum: 1, description: 'A part of the facility’s part inventory' }),
    materialId: Type.Integer({ minimum: 1 }),
    processId: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    finish: Nullable(Type.String({ maxLength: 100 })),
    leadTimeDays: Nullable(Type.Integer({ minimum: 0, maximum: 3650 })),
  },
  { additionalProperties: false },
);

const amount = Type.Integer({ description: 'Minor units of the rules’ currency' });
export const PriceTermSchema = Type.Object(
  {
    key: StringEnum(PRICE_TERM_KEYS),
    amountMinor: amount,
    label: Type.Optional(Type.String({ description: 'The finish or formula' })),
    measure: Type.Optional(
      Type.Number({ description: 'cm³ (material), machine hours (machine), pieces (quantityBreak) or days (rush)' }),
    ),
    rateMinor: Type.Optional(Type.Number({ description: 'Per cm³ (material) or per hour (machine)' })),
    basisPoints: Type.Optional(Type.Integer()),
  },
  { $id: 'PriceTerm' },
);

export const PricePreviewSchema = Type.Object(
  {
    currency: Type.String(),
    part: Type.Object({
      name: Type.String(),
      fileName: Type.String(),
      volumeCm3: Type.Number(),
      surfaceAreaCm2: Type.Number(),
      boxMm: Type.Array(Type.Number()),
      facets: Type.Integer(),
    }),
    price: Nullable(
      Type.Object({
        terms: Type.Array(ref(PriceTermSchema), { description: 'Per piece; they add up to unitPriceMinor' }),
        unitPriceMinor: amount,
        quantity: Type.Integer(),
        amountMinor: amount,
        setupMinor: amount,
        minimumTopUpMinor: amount,
        totalMinor: amount,
      }),
    ),
    problem: Nullable(Type.String({ description: 'Why the rules give this part no price' })),
  },
  { $id: 'PricePreview' },
);

export const PartPriceSchema = Type.Object(
  {
    terms: Type.Array(ref(PriceTermSchema), { description: 'Per piece; they add up to unitPriceMinor' }),
    unitPriceMinor: amount,
    quantity: Type.Integer(),
    amountMinor: amount,
  },
  { $id: 'PartPrice' },
);

export const OrderRulePriceSchema = Type.Object(
  {
    version: Type.Integer({ description: 'The version of the rules that made it; 0 when the facility has none' }),
    currency: Type.String(),
    parts: Type.Array(
      Type.Object({
        rfqFileId: Type.Integer(),
        fileName: Type.String(),
        quantity: Type.Integer(),
        price: Nullable(ref(PartPriceSchema)),
        problem: Nullable(Type.String({ description: 'Why the rules give this part no price' })),
      }),
    ),
    setupMinor: amount,
    minimumTopUpMinor: amount,
    totalMinor: Nullable(Type.Integer({ description: 'Before tax; null when a part has no price' })),
    problem: Nullable(Type.String()),
  },
  { $id: 'OrderRulePrice' },
);

export const MatchParams = Type.Object({ matchId: Type.Integer({ minimum: 1 }) });

export const InstantPriceSchema = Type.Object(
  {
    facilityId: Type.Integer(),
    facilityName: Type.String(),
    rulesVersion: Type.Integer(),
    currency: Type.String(),
    parts: Type.Array(
      Type.Object({ rfqFileId: Type.Integer(), fileName: Type.String(), quantity: Type.Integer(), unitPriceMinor: amount }),
    ),
    setupMinor: Type.Integer({ description: 'Setup and the top-up to the facility’s minimum order' }),
    totalMinor: Type.Integer({ description: 'Before tax' }),
    deliveryDate: Nullable(
      Type.Integer({ description: 'Epoch ms the facility’s live plan can deliver by; null when it has no machine for a part' }),
    ),
  },
  { $id: 'InstantPrice' },
);

export const OrderParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const AcceptInstantBody = Type.Object(
  {
    facilityId: Type.Integer({ minimum: 1 }),
    totalMinor: Type.Integer({
      minimum: 0,
      description: 'The instant price as the customer saw it: refused (409) when it has changed',
    }),
  },
  { additionalProperties: false },
);
