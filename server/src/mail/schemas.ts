import { Type } from 'typebox';
import { StringEnum } from '../http/schema-helpers.js';

/** An email of the outbox, as the dev outbox lists it. */
export const EmailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  status: StringEnum(['PENDING', 'SENT', 'FAILED', 'CAPTURED'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});
