/** A packed build's pieces moved by hand: checked while the planner tries a move, and made when nothing breaks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACILITY_MEMBER } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { checkPieceMove, movePiece } from './pieces.js';
import { BuildSchema, PieceCheckSchema, PieceMoveSchema, PieceParams } from './schemas.js';
import { buildScopeOf } from './scope.js';
import { buildView } from './view.js';

const tags = ['builds'];

const pieceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, checkPlacement } = app.ctx;

  app.post(
    '/api/v1/builds/:id/pieces/:index/check',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Where a piece of the packed build would be after a move by hand, and what the move would break',
        params: PieceParams,
        body: ref(PieceMoveSchema),
        response: { 200: ref(PieceCheckSchema) },
      },
    },
    async (request) => {
      const { checked } = await checkPieceMove(
        db,
        checkPlacement,
        buildScopeOf(request),
        request.params.id,
        request.params.index,
        request.body,
      );
      return checked;
    },
  );

  app.put(
    '/api/v1/builds/:id/pieces/:index',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Moves a piece of the packed build by hand and pins it there; refused when the move breaks the spacing or the volume',
        params: PieceParams,
        body: ref(PieceMoveSchema),
        response: { 200: ref(BuildSchema) },
      },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      await movePiece(db, checkPlacement, scope, request.params.id, request.params.index, request.body);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );
};

export default pieceRoutes;
