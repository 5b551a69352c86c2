/**
 * A person's passkeys: registering one through WebAuthn (@simplewebauthn/server checks the
 * browser's answer against the challenge, the relying party and the platform's origins), listing
 * and removing theirs. Signing with one is `sign`'s (passkey-proof.ts).
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { CHALLENGE_TTL_MS, challengeOf, issueChallenge, takeChallenge, webAuthn } from './passkey-challenges.js';

/** What the passkey functions need of the app: `app.ctx` is one. */
export interface PasskeyContext {
  db: Db;
  config: { passkeys: PasskeyConfig };
}

/** The passkeys one person may keep. */
const MAX_PASSKEYS = 10;

export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

/** A person's passkeys, oldest first. */
export async function passkeysOf(db: Db, userId: number): Promise<PasskeyView[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    backedUp: row.backed_up,
  }));
}

/**
 * The options of a new passkey for this person, with a challenge valid a few minutes. Their
 * passkeys are excluded, so an authenticator that holds one already says so instead of making a
 * second. 409 once they keep MAX_PASSKEYS.
 */
export async function passkeyRegistrationOptions(
  ctx: PasskeyContext,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const existing = await ctx.db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  if (existing.length >= MAX_PASSKEYS)
    throw conflict(`You have ${MAX_PASSKEYS} passkeys already: remove one before you add another`);
  const { rpId, rpName } = ctx.config.passkeys;
  const { generateRegistrationOptions } = await webAuthn();
  return generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    // The user handle an authenticator keeps: the account's id, which says nothing of the person.
    userID: new TextEncoder().encode(`user-${userId}`),
    // As bytes: a string would be taken as text and encoded again.
    challenge: Buffer.from(await issueChallenge(ctx.db, userId, 'REGISTER'), 'base64url'),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    // A signature re-authenticates: the authenticator must check the person (PIN, fingerprint), not only their presence.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/**
 * Keeps the passkey the browser made for the challenge of `passkeyRegistrationOptions`: 400
 * naming `body.response` when the answer does not prove it (another challenge, an expired or
 * used one, another origin, no user verification), 409 when it is registered already.
 */
export async function registerPasskey(
  ctx: PasskeyContext,
  userId: number,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeyView> {
  const { db, config } = ctx;
  const name = input.name.trim();
  if (!name) throw badRequest('Please give the passkey a name', 'body.name');
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!(await takeChallenge(db, userId, 'REGISTER', challenge)))
    throw badRequest(
      'This passkey was made for a request that has expired or was used already: please add it again',
      'body.response',
    );
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    const { verifyRegistrationResponse } = await webAuthn();
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge!,
      expectedOrigin: config.passkeys.origins,
      expectedRPID: config.passkeys.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    throw badRequest(`The passkey could not be registered: ${(error as Error).message}`, 'body.response');
  }
  if (!verified.verified) throw badRequest('The passkey could not be registered', 'body.response');
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if ((await passkeysOf(db, userId)).length >= MAX_PASSKEYS)
    throw conflict(`You have ${MAX_PASSKEYS} passkeys already: remove one before you add another`);
  const row = await db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      sign_count: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
      name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw conflict('This passkey is registered already');
  return (await passkeysOf(db, userId)).find((passkey) => passkey.id === row.id)!;
}

/** Removes one of the person's passkeys: 404 when they have none with this id. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound('You have no passkey with this id');
}
