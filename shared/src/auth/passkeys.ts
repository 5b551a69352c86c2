/**
 * Passkeys in the browser: making one for the profile, and answering a signing challenge with
 * one, through @simplewebauthn/browser (loaded only when a ceremony starts, so no page carries it
 * until then). WebAuthn exists on secure pages only (https, or localhost): elsewhere
 * `passkeysSupported()` is false and the platform offers the password alone.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { createBaseQuery, type RequestArgs } from '../api/base-query.js';
import type { components } from '../contracts/index.js';

type Schemas = components['schemas'];
export type Passkey = Schemas['Passkey'];
export type PasskeyCreationOptions = Schemas['PasskeyCreationOptions'];
/** What `createPasskey` answers: the body's `response` of POST /api/v1/users/passkeys. */
export type PasskeyRegistration = Schemas['PasskeyRegistrationResponse'];
/** A passkey's answer to a signing challenge: a signature's `passkey` instead of its `password`. */
export type PasskeyAnswer = NonNullable<Schemas['SignatureInput']['passkey']>;

/** Whether this page may make and use passkeys (a browser with WebAuthn, on a secure page). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext !== false && typeof window.PublicKeyCredential === 'function';

/** Makes a passkey for these options (POST /api/v1/users/passkeys/options): the person's authenticator asks them. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistration> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const made = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return made as unknown as PasskeyRegistration;
}

/**
 * Answers a new signing challenge with one of the person's passkeys: asks the server for the
 * challenge, then their authenticator to sign it. Throws the server's refusal (an ApiFailure) or
 * the browser's error (see `passkeyCancelled`).
 */
export async function answerSigningChallenge(): Promise<PasskeyAnswer> {
  const options = await call<PublicKeyCredentialRequestOptionsJSON>({
    url: '/api/v1/signatures/passkey-challenge',
    method: 'POST',
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options })) as unknown as PasskeyAnswer;
}

/** Whether the signed-in person has a passkey to sign with (false when it cannot be told). */
export async function hasPasskey(): Promise<boolean> {
  try {
    return (await call<Passkey[]>({ url: '/api/v1/users/passkeys' })).length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether a ceremony ended without a passkey because the person cancelled it, let it time out, or
 * the authenticator had none for this site: the browser says NotAllowedError for all of them.
 */
export const passkeyCancelled = (error: unknown): boolean =>
  ['NotAllowedError', 'AbortError'].includes((error as { name?: string } | undefined)?.name ?? '');

/** Whether the authenticator holds one of the person's passkeys already (the options excluded it). */
export const passkeyAlreadyMade = (error: unknown): boolean =>
  (error as { code?: string } | undefined)?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ||
  (error as { name?: string } | undefined)?.name === 'InvalidStateError';

const baseQuery = createBaseQuery();

/** One call through the RTK Query base, outside a store: the signature dialog renders without one. */
async function call<T>(args: RequestArgs): Promise<T> {
  const result = await baseQuery(args, {} as BaseQueryApi, {});
  if (result.error) throw result.error;
  return result.data as T;
}
