/**
 * The shapes of the analytics figures: one answer per chart, each over a span [from, to) the
 * reader chose in their own time zone, its series in periods (days, weeks or months) of that zone.
 */
import { Type, type Static } from 'typebox';
import { Id, EpochMs, StringEnum } from '../http/schema-helpers.js';
import { ANALYTICS_PERIODS } from 'shared/contracts';

export const AnalyticsQuery = Type.Object(
  {
    from: EpochMs('The span’s start'),
    to: EpochMs('The span’s end, exclusive'),
    timeZone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'The IANA time zone whose days the periods are (default UTC)' }),
    ),
    period: Type.Optional(StringEnum(ANALYTICS_PERIODS, { description: 'The length of a series’ periods (default DAY)' })),
    equipmentId: Type.Optional(Id({ description: 'Only this machine’s work' })),
    materialId: Type.Optional(Id({ description: 'Only work in this material' })),
    processId: Type.Optional(Id({ description: 'Only work of this process' })),
    customerId: Type.Optional(Id({ description: 'Only work for this customer company' })),
  },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

const Fraction = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: `${description}; null when nothing counts` });
const Hours = (description: string) => Type.Number({ minimum: 0, description: `${description} (hours)` });
const Period = Type.String({ description: 'The period’s first day in the reader’s time zone (YYYY-MM-DD)' });

const Machine = {
  equipmentId: Type.Integer(),
  machine: Type.String(),
};

export const AnalyticsUtilisation = Type.Object(
  {
    spanHours: Hours('The span’s length'),
    rows: Type.Array(
      Type.Object({
        ...Machine,
        plannedHours: Hours('Time planned jobs hold the machine within the span'),
        actualHours: Hours('Time the machine was printing within the span (its reported runs, else its jobs’ actual times)'),
      }),
    ),
  },
  { $id: 'AnalyticsUtilisation' },
);

export const AnalyticsOee = Type.Object(
  {
    rows: Type.Array(
      Type.Object({
        ...Machine,
        plannedHours: Hours('Time planned jobs hold the machine within the span'),
        runHours: Hours('Time the machine was printing within the span'),
        idealHours: Hours('The estimated time of the jobs that completed in the span'),
        completedRunHours: Hours('The actual time of those jobs'),
        piecesMade: Type.Integer({ description: 'Pieces on the jobs that ended in the span' }),
        piecesGood: Type.Integer({ description: 'Those not lost to a failed build or a failed inspection' }),
        availability: Fraction('Run time ÷ planned time'),
        performance: Fraction('Estimated ÷ actual time of the completed jobs'),
        quality: Fraction('Good ÷ made pieces'),
        oee: Fraction('Availability × performance × quality'),
      }),
    ),
  },
  { $id: 'AnalyticsOee' },
);

export const AnalyticsOnTime = Type.Object(
  {
    shipments: Type.Integer({ description: 'Shipments in the span with a promised date' }),
    onTime: Type.Integer({ description: 'Those shipped on or before the day promised' }),
    periods: Type.Array(Type.Object({ period: Period, shipments: Type.Integer(), onTime: Type.Integer() })),
  },
  { $id: 'AnalyticsOnTime' },
);

const QuoteCounts = {
  quoted: Type.Integer({ description: 'Requests the facility quoted in the span (by its first quote)' }),
  won: Type.Integer({ description: 'Of those, awarded to the facility' }),
  lost: Type.Integer({ description: 'Of those, awarded elsewhere or refused' }),
  leadHours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'Mean hours from the request reaching the facility to its first quote',
  }),
};
export const AnalyticsQuotes = Type.Object(
  { ...QuoteCounts, periods: Type.Array(Type.Object({ period: Period, ...QuoteCounts })) },
  { $id: 'AnalyticsQuotes' },
);

const LeadTimes = {
  shipments: Type.Integer({ description: 'Shipments in the span of orders awarded to the facility' }),
  meanDays: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'Mean days from award to shipment' }),
  maxDays: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'Longest days from award to shipment' }),
};
export const AnalyticsLeadTime = Type.Object(
  { ...LeadTimes, periods: Type.Array(Type.Object({ period: Period, ...LeadTimes })) },
  { $id: 'AnalyticsLeadTime' },
);

export const AnalyticsScrap = Type.Object(
  {
    made: Type.Integer({ description: 'Pieces on the jobs that ended in the span' }),
    scrapped: Type.Integer({ description: 'Pieces lost in the span: on failed builds, and failed at inspection' }),
    causes: Type.Array(
      Type.Object({
        kind: StringEnum(['PROCESS', 'DEFECT', 'UNCLASSIFIED'] as const, {
          description: 'A process NCR’s cause, a defect code of a part NCR, or failed pieces no NCR has classified yet',
        }),
        code: Type.String({
          description: 'The cause (a process NCR cause, FAILED_BUILD) or the defect code; empty when unclassified',
        }),
        description: Type.String({ description: 'What the facility’s defect code means; empty for the others' }),
        pieces: Type.Integer(),
      }),
      { description: 'Most pieces first' },
    ),
  },
  { $id: 'AnalyticsScrap' },
);

export const AnalyticsMaterial = Type.Object(
  {
    rows: Type.Array(
      Type.Object({
        materialId: Type.Integer(),
        material: Type.String(),
        unit: Type.String({ description: 'The unit the jobs recorded it in' }),
        quantity: Type.Number({ minimum: 0 }),
        jobs: Type.Integer({ description: 'Completed jobs that used it' }),
      }),
      { description: 'Most used first, per material and unit' },
    ),
  },
  { $id: 'AnalyticsMaterial' },
);
