// What the signatures domain offers the others: they import it from here, never its inner files.
export { canonicalJson, contentHash } from './content-hash.js';
export { PasskeyCreationOptionsSchema, PasskeyRegistrationResponseSchema, PasskeySchema } from './passkey-schemas.js';
export { passkeyRegistrationOptions, passkeysOf, registerPasskey, removePasskey } from './passkeys.js';
export { SignatureInputSchema, SignatureSchema } from './schemas.js';
export { sign, signaturesOf } from './service.js';
export type { SignRequest, SigningContext } from './service.js';
