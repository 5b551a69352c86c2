import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashToken, randomToken } from './tokens.js';

type Ctx = FastifyInstance['ctx'];

/**
 * A user's API key (the desktop tool's credential, sent as X-API-KEY). It is looked up by
 * hash; the keys page must show it again, so it is also kept encrypted with the app secret.
 */
function cipherKey(secret: string): Buffer {
  return createHash('sha256').update(`api-keys:${secret}`).digest();
}

function encrypt(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(secret: string, stored: string): string | undefined {
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export async function regenerateApiKey(ctx: Ctx, userId: number): Promise<string> {
  const key = `amk_${randomToken()}`;
  const values = { key_hash: hashToken(key), key_ciphertext: encrypt(ctx.config.appSecret, key) };
  await ctx.db
    .insertInto('api_keys')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return key;
}

/** The user's key, made on first use (or anew if the app secret changed since). */
export async function currentApiKey(ctx: Ctx, userId: number): Promise<string> {
  const row = await ctx.db.selectFrom('api_keys').select('key_ciphertext').where('user_id', '=', userId).executeTakeFirst();
  return (row && decrypt(ctx.config.appSecret, row.key_ciphertext)) ?? regenerateApiKey(ctx, userId);
}
