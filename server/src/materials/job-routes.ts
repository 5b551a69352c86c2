/** A job's powder: what it drew or would start on, and the quality manager's signed override of the start gate. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { facilityChangeOf } from '../http/access.js';
import { IdParams } from '../http/schema-helpers.js';
import { SignatureInputSchema, SignatureSchema } from '../signatures/index.js';
import { MATERIAL_MEMBER } from './access.js';
import { jobPowder } from './job-powder.js';
import { overrideStartGate } from './start-override.js';

const tags = ['materials'];
const BatchRef = Type.Object({ id: Type.Integer(), number: Type.String() });
const PowderState = Type.Union([
  Type.Object({ massMg: Type.Integer(), virginThousandths: Type.Integer(), maxCycles: Type.Integer() }),
  Type.Null(),
]);
const TopUpSchema = Type.Object({
  batch: Type.Union([BatchRef, Type.Null()]),
  partsMg: Type.Integer({ description: 'What the parts weigh: their volume times the material’s density' }),
  now: PowderState,
  afterJob: PowderState,
  topUpMg: Type.Integer({
    description: 'Virgin powder to add after the build, for the next one to keep the least virgin fraction',
  }),
  afterTopUp: PowderState,
  beyondRules: Type.Array(Type.String(), { description: 'Why no top-up keeps the powder within the rules, when none can' }),
});

const JobPowderSchema = Type.Object(
  {
    drawn: Type.Array(Type.Object({ batch: BatchRef, massMg: Type.Integer() }), {
      description: 'The batches the job drew from when it ended',
    }),
    loaded: Type.Union([BatchRef, Type.Null()], { description: 'Before it starts: the batch its machine holds' }),
    brokenRules: Type.Array(Type.String(), {
      description: 'Before it starts: the rules that batch breaks for it, each with its numbers',
    }),
    topUp: Type.Union([TopUpSchema, Type.Null()], { description: 'Before it starts: the refresh the job will call for' }),
    signatureMeanings: Type.Array(Type.String(), {
      description: 'What an override’s signature may mean: the facility’s meanings',
    }),
    overrides: Type.Array(
      Type.Object({
        batch: BatchRef,
        rules: Type.Array(Type.String()),
        reason: Type.String(),
        at: Type.String({ format: 'date-time' }),
        signature: Type.Union([Type.Ref('Signature'), Type.Null()]),
      }),
    ),
  },
  { $id: 'JobPowder' },
);

/** A quality manager: who may let a job start on powder that breaks its rules. */
const QUALITY_MANAGER = { ...MATERIAL_MEMBER, permission: 'QMS_SETTINGS_EDITOR' } as const;

const jobPowderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  [SignatureSchema, JobPowderSchema].forEach((schema) => app.addSchema(schema));

  app.get(
    '/api/v1/materials/jobs/:id/powder',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The powder of a job: the batches it drew from, or the batch it would start on and the rules it breaks',
        params: IdParams,
        response: { 200: Type.Ref('JobPowder') },
      },
    },
    async (request) => jobPowder(ctx.db, facilityChangeOf(request).facilityId, request.params.id),
  );

  app.post(
    '/api/v1/materials/jobs/:id/start-override',
    {
      config: { access: QUALITY_MANAGER },
      schema: {
        tags,
        summary:
          'Lets a job start on the batch its machine holds although it breaks its material’s rules, signed; kept on the job',
        params: IdParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 2000 }), signature: SignatureInputSchema },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('JobPowder') },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await overrideStartGate(ctx, scope, request.params.id, request.body, request.ip);
      return jobPowder(ctx.db, scope.facilityId, request.params.id);
    },
  );
};

export default jobPowderRoutes;
