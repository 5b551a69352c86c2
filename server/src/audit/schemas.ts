import { Type } from 'typebox';
import { Id, Nullable } from '../http/schema-helpers.js';

const rows = Type.Integer({ minimum: 0, description: 'The rows of the trail checked' });

/** The answer of a verification of a facility's audit trail: intact, or where it first breaks and why. */
export const AuditVerificationSchema = Type.Union(
  [
    Type.Object({ intact: Type.Literal(true), rows }),
    Type.Object({
      intact: Type.Literal(false),
      rows,
      firstBroken: Type.Object({
        facilityId: Id(),
        position: Type.Integer({ minimum: 1, description: 'The position in the facility’s trail where the chain breaks' }),
        id: Nullable(Id({ description: 'The row at that position; null when the position has no row' })),
        reason: Type.String({ description: 'What is wrong, in words' }),
      }),
    }),
  ],
  { $id: 'AuditVerification' },
);
