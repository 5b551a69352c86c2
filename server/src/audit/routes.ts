/**
 * The verification of the caller's facility's audit trail, for those who keep its quality system:
 * whether the trail is as the platform wrote it, or where it was first changed behind its back.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACILITY_MEMBER, facilityOf, type AuthenticatedRule } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { AuditVerificationSchema } from './schemas.js';
import { verifyAuditChain } from './verify.js';

const QUALITY_KEEPER: AuthenticatedRule = { ...FACILITY_MEMBER, permission: 'QMS_SETTINGS_EDITOR', featureFlag: 'QMS_CONFIG' };

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(AuditVerificationSchema);

  app.get(
    '/api/v1/quality/audit/verify',
    {
      config: { access: QUALITY_KEEPER },
      schema: {
        tags: ['quality'],
        summary: 'Checks every row of the facility’s audit trail against its hash and the row before it',
        response: { 200: ref(AuditVerificationSchema) },
      },
    },
    async (request) => verifyAuditChain(db, facilityOf(request)),
  );
};

export default auditRoutes;
