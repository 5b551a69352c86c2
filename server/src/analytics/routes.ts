/**
 * The analytics figures a plant manager opens every morning, one route per chart, for the
 * facility's members where the facility has ANALYTICS on.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { facilityOf, FACILITY_MEMBER } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { plannedForItsValues } from '../db/custom-plan.js';
import type { Trx } from '../db/database.js';
import { readingStoredDays } from './machine-days.js';
import { oee, utilisation } from './machine-figures.js';
import { leadTime, onTimeDelivery, quotes } from './order-figures.js';
import { materialConsumed, scrap } from './production-figures.js';
import {
  AnalyticsLeadTime,
  AnalyticsMaterial,
  AnalyticsOee,
  AnalyticsOnTime,
  AnalyticsQuery,
  AnalyticsQuotes,
  AnalyticsScrap,
  AnalyticsUtilisation,
} from './schemas.js';
import type { AnalyticsScope } from './scope.js';

const ANALYST = { ...FACILITY_MEMBER, featureFlag: 'ANALYTICS' } as const;
const DAY_MS = 86_400_000;
/** The longest span a figure counts: two years and a day, enough to compare a year with the one before. */
const MAX_SPAN_DAYS = 731;

const FIGURES: {
  path: string;
  summary: string;
  schema: TSchema;
  figure: (trx: Trx, scope: AnalyticsScope) => Promise<unknown>;
}[] = [
  {
    path: 'utilisation',
    summary: 'Each machine’s hours planned and printing in the span',
    schema: AnalyticsUtilisation,
    figure: readingStoredDays(utilisation),
  },
  {
    path: 'oee',
    summary: 'Each machine’s availability, performance, quality and OEE',
    schema: AnalyticsOee,
    figure: readingStoredDays(oee),
  },
  {
    path: 'on-time-delivery',
    summary: 'Shipments on or before the day promised, by period',
    schema: AnalyticsOnTime,
    figure: onTimeDelivery,
  },
  {
    path: 'quotes',
    summary: 'Quotes sent, won and lost, and how soon they were sent, by period',
    schema: AnalyticsQuotes,
    figure: quotes,
  },
  { path: 'lead-time', summary: 'Days from award to shipment, by period', schema: AnalyticsLeadTime, figure: leadTime },
  {
    path: 'scrap',
    summary: 'Pieces made and lost, and the causes of the lost ones',
    schema: AnalyticsScrap,
    figure: readingStoredDays(scrap),
  },
  {
    path: 'material',
    summary: 'Material the completed jobs consumed',
    schema: AnalyticsMaterial,
    figure: readingStoredDays(materialConsumed),
  },
];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  for (const { path, summary, schema, figure } of FIGURES) {
    app.addSchema(schema);
    app.get(
      `/api/v1/analytics/${path}`,
      {
        config: { access: ANALYST },
        schema: { tags: ['analytics'], summary, querystring: AnalyticsQuery, response: { 200: ref(schema) } },
      },
      async (request) => {
        const { from, to, timeZone = 'UTC', period = 'DAY', ...filters } = request.query;
        if (from >= to) throw badRequest('The span must end after it starts', 'querystring.to');
        if (to - from > MAX_SPAN_DAYS * DAY_MS) {
          throw badRequest(`A span is at most ${MAX_SPAN_DAYS} days`, 'querystring.from');
        }
        if (!isTimeZone(timeZone)) throw badRequest(`${timeZone} is not a time zone`, 'querystring.timeZone');
        const scope = {
          facilityId: facilityOf(request),
          from: new Date(from),
          to: new Date(to),
          now: new Date(),
          timeZone,
          period,
        };
        // One facility's year and one machine's day differ by orders of magnitude in what they read.
        return plannedForItsValues(db, (trx) => figure(trx, { ...scope, ...filters }));
      },
    );
  }
};

export default analyticsRoutes;
