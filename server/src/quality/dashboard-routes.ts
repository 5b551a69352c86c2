/** The quality dashboard's figures for the facility's quality people. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUALITY_DASHBOARD_WIDGETS } from 'shared/contracts';
import { Type } from 'typebox';
import { facilityOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { EpochMs, ref, StringEnum } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { qualityDashboard } from './dashboard.js';
import { shownWidgets } from './qms-config.js';

const DAY = 86_400_000;
const Counted = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });

/** Each widget's figures are answered only when the facility shows the widget. */
const QualityDashboardSchema = Type.Object(
  {
    widgets: Type.Array(StringEnum(QUALITY_DASHBOARD_WIDGETS), {
      description: 'The widgets the facility shows, in its order (QMS_DASHBOARD_CONFIG): the answer holds only these',
    }),
    openByAge: Type.Optional(
      Type.Array(
        Type.Object({
          olderThanDays: Type.Integer({ description: 'Open this many days or more (and less than the next bucket)' }),
          count: Type.Integer(),
        }),
      ),
    ),
    pareto: Type.Optional(
      Type.Array(
        Type.Object({
          defectCode: Type.String(),
          count: Type.Integer(),
          lostPieces: Type.Integer({ description: 'Pieces scrapped, returned or regraded under this code’s NCRs' }),
          cost: Type.Array(
            Type.Object({ currency: Type.String(), minor: Type.Integer({ description: 'Minor units of the currency' }) }),
          ),
        }),
      ),
    ),
    byMachine: Type.Optional(Type.Array(Counted)),
    byMaterial: Type.Optional(Type.Array(Counted)),
    byCustomer: Type.Optional(Type.Array(Counted)),
    capasDue: Type.Optional(
      Type.Array(
        Type.Object({ id: Type.Integer(), number: Type.String(), title: Type.String(), status: Type.String(), dueAt: EpochMs() }),
      ),
    ),
    trends: Type.Optional(
      Type.Array(
        Type.Object({
          defectCode: Type.String(),
          count: Type.Integer(),
          windowDays: Type.Integer(),
          openCapa: Type.Union([Type.String(), Type.Null()], { description: 'The open CAPA on this code, if there is one' }),
        }),
        { description: 'Defect codes counted at least the facility’s threshold within its window: each proposes a CAPA' },
      ),
    ),
  },
  { $id: 'QualityDashboard' },
);

const qualityDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(QualityDashboardSchema);
  app.get(
    '/api/v1/quality/dashboard',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags: ['quality'],
        summary:
          'The quality dashboard’s widgets the facility shows, in its order: open NCRs by age, defect codes by count and cost, NCRs by machine, material and customer, CAPAs due, trends',
        querystring: Type.Object(
          {
            from: Type.Optional(EpochMs('The span’s start (default: 90 days ago)')),
            to: Type.Optional(EpochMs('The span’s end, exclusive (default: now)')),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(QualityDashboardSchema) },
      },
    },
    async (request) => {
      const now = Date.now();
      const to = request.query.to ?? now;
      const from = request.query.from ?? to - 90 * DAY;
      if (from >= to) throw badRequest('The span must end after it starts', 'querystring.to');
      const facilityId = facilityOf(request);
      return qualityDashboard(db, facilityId, { from, to }, now, await shownWidgets(db, facilityId));
    },
  );
};

export default qualityDashboardRoutes;
