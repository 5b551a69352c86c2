/**
 * The WebAuthn messages of passkeys as the API carries them: the options a browser hands to
 * `navigator.credentials` (made by @simplewebauthn/server) and the answers it sends back (made
 * by @simplewebauthn/browser), every binary field base64url. The answers are checked by
 * @simplewebauthn/server itself; these schemas only bound their size and shape.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Type } from 'typebox';
import { Nullable } from '../http/schema-helpers.js';

const Base64Url = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$', ...(description ? { description } : {}) });
const CredentialId = Base64Url(1400, 'The credential’s id, base64url');
/** What the browser reports of the extensions: passed on as it came, and not relied on. */
const ExtensionResults = Type.Object({}, { additionalProperties: true });
const AuthenticatorAttachment = Type.Optional(Type.String({ maxLength: 40 }));
const Transports = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 });

/** `navigator.credentials.create()`'s answer as JSON (the `startRegistration` result). */
export const PasskeyRegistrationResponseSchema = Type.Unsafe<RegistrationResponseJSON>(
  Type.Object(
    {
      id: CredentialId,
      rawId: CredentialId,
      type: Type.Literal('public-key'),
      authenticatorAttachment: AuthenticatorAttachment,
      clientExtensionResults: ExtensionResults,
      response: Type.Object(
        {
          clientDataJSON: Base64Url(4096),
          attestationObject: Base64Url(65536),
          authenticatorData: Type.Optional(Base64Url(65536)),
          transports: Type.Optional(Transports),
          publicKeyAlgorithm: Type.Optional(Type.Integer()),
          publicKey: Type.Optional(Base64Url(4096)),
        },
        { additionalProperties: true },
      ),
    },
    { $id: 'PasskeyRegistrationResponse', additionalProperties: false },
  ),
);

/** `navigator.credentials.get()`'s answer as JSON (the `startAuthentication` result), nested in SignatureInput. */
export const PasskeyAssertionSchema = Type.Unsafe<AuthenticationResponseJSON>(
  Type.Object(
    {
      id: CredentialId,
      rawId: CredentialId,
      type: Type.Literal('public-key'),
      authenticatorAttachment: AuthenticatorAttachment,
      clientExtensionResults: ExtensionResults,
      response: Type.Object(
        {
          clientDataJSON: Base64Url(4096),
          authenticatorData: Base64Url(65536),
          signature: Base64Url(4096),
          userHandle: Type.Optional(Base64Url(1024)),
        },
        { additionalProperties: true },
      ),
    },
    {
      additionalProperties: false,
      description: 'A passkey’s answer to a challenge the server issued (POST /api/v1/signatures/passkey-challenge)',
    },
  ),
);

const CredentialDescriptor = Type.Object({
  id: CredentialId,
  type: Type.Literal('public-key'),
  transports: Type.Optional(Transports),
});
/** Options as @simplewebauthn/server makes them: the members named here, and any it adds, passed on whole. */
const passOn = { additionalProperties: true } as const;

export const PasskeyCreationOptionsSchema = Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(
  Type.Object(
    {
      challenge: Base64Url(128),
      rp: Type.Object({ id: Type.Optional(Type.String()), name: Type.String() }),
      user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
      pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
      timeout: Type.Optional(Type.Integer()),
      excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
      authenticatorSelection: Type.Optional(Type.Object({}, passOn)),
      attestation: Type.Optional(Type.String()),
      extensions: Type.Optional(Type.Object({}, passOn)),
    },
    { ...passOn, $id: 'PasskeyCreationOptions', description: 'What the browser’s navigator.credentials.create() takes' },
  ),
);

export const PasskeyRequestOptionsSchema = Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>(
  Type.Object(
    {
      challenge: Base64Url(128),
      rpId: Type.Optional(Type.String()),
      timeout: Type.Optional(Type.Integer()),
      allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
      userVerification: Type.Optional(Type.String()),
      extensions: Type.Optional(Type.Object({}, passOn)),
    },
    { ...passOn, $id: 'PasskeyRequestOptions', description: 'What the browser’s navigator.credentials.get() takes' },
  ),
);

/** One of a person's passkeys, as their profile lists it. */
export const PasskeySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The name its owner gave it (“Work laptop”)' }),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Nullable(Type.String({ format: 'date-time', description: 'When it last signed' })),
    backedUp: Type.Boolean({ description: 'Whether the passkey is synced beyond this one device' }),
  },
  { $id: 'Passkey' },
);
