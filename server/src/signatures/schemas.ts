import { type Static, Type } from 'typebox';
import { LoginPassword } from '../auth/index.js';
import { StringEnum } from '../http/schema-helpers.js';
import { PasskeyAssertionSchema } from './passkey-schemas.js';

/** How the signer proved who they were: their password again, or one of their passkeys (WebAuthn). */
const SIGNATURE_METHODS = ['PASSWORD', 'PASSKEY'] as const;

/** A signature on a record, as answers show it (register it once with `app.addSchema`). */
export const SignatureSchema = Type.Object(
  {
    id: Type.Integer(),
    signerName: Type.String({ description: 'The signer’s name as it was when they signed' }),
    meaning: Type.String({ description: 'What the signature means (REVIEWED, APPROVED, RESPONSIBLE…)' }),
    signedAt: Type.String({ format: 'date-time', description: 'When it was signed, in UTC' }),
    method: StringEnum(SIGNATURE_METHODS, { description: 'How the signer proved who they were' }),
    valid: Type.Boolean({ description: 'Whether the record still holds what was signed: false once it has changed since' }),
  },
  { $id: 'Signature' },
);
export type Signature = Static<typeof SignatureSchema>;

/**
 * What a request that signs carries: the signer's password, asked again (login's limits on its
 * length), or their passkey's answer to a challenge issued for this signature; and the meaning
 * they sign with, one of the facility's list. `sign` checks that exactly one proof is given.
 */
export const SignatureInputSchema = Type.Object(
  {
    password: Type.Optional(LoginPassword),
    passkey: Type.Optional(PasskeyAssertionSchema),
    meaning: Type.String({ minLength: 1, maxLength: 60, description: 'One of the facility’s signature meanings' }),
  },
  { $id: 'SignatureInput', additionalProperties: false },
);
