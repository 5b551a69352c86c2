/**
 * The one-time challenges of passkeys. Each belongs to one person and one purpose (registering
 * a passkey, or signing), lives a few minutes, and is taken — deleted — by the first answer that
 * names it, whether that answer proves anything or not: an answer is never accepted twice.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';

/** How long a challenge may be answered: a person finds their authenticator and touches it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A person's unanswered challenges kept at most; asking for more drops the oldest. */
const LIVE_CHALLENGES_PER_USER = 10;

export type ChallengePurpose = 'REGISTER' | 'SIGN';

/** A new challenge for this person and purpose: 32 random bytes, base64url (as WebAuthn carries it). */
export async function issueChallenge(db: Db, userId: number, purpose: ChallengePurpose): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('passkey_challenges')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', new Date()),
          eb(
            'challenge',
            'in',
            eb
              .selectFrom('passkey_challenges')
              .select('challenge')
              .where('user_id', '=', userId)
              .orderBy('expires_at', 'desc')
              .offset(LIVE_CHALLENGES_PER_USER - 1),
          ),
        ]),
      )
      .execute();
    await trx
      .insertInto('passkey_challenges')
      .values({ challenge, user_id: userId, purpose, expires_at: new Date(Date.now() + CHALLENGE_TTL_MS) })
      .execute();
  });
  return challenge;
}

/**
 * Takes the challenge an answer names: deletes it and says whether it was this person's, for
 * this purpose, and still in time. Run in the caller's transaction, the delete holds the row, so
 * two answers racing with one challenge cannot both take it.
 */
export async function takeChallenge(
  trx: Db | Trx,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string | undefined,
): Promise<boolean> {
  if (!challenge) return false;
  const taken = await trx
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .returning(sql<boolean>`expires_at > now()`.as('in_time'))
    .executeTakeFirst();
  return taken?.in_time === true;
}

/**
 * Deletes a person's challenge on the database's own handle, for good: where it was taken inside
 * a transaction that then rolled back (a failed proof, a refused signature), it would be back.
 */
export const burnChallenge = (db: Db, userId: number, challenge: string) =>
  db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('user_id', '=', userId)
    .execute()
    .then(() => undefined);

/** The challenge a WebAuthn answer carries in its client data, if it can be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge.length <= 128 ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** @simplewebauthn/server loads with the first passkey a server sees: most see none. */
export const webAuthn = () => import('@simplewebauthn/server');
