/**
 * Secrets the server must read back (an API key the keys page shows again, a webhook endpoint's
 * signing secret, an accounting connection's tokens) are kept sealed with the app secret:
 * AES-256-GCM under a key derived from APP_SECRET and the purpose, so each purpose has its own
 * key and a changed or forged value does not open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function keyFor(appSecret: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}:${appSecret}`).digest();
}

export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or undefined when it does not open (another secret or purpose, or changed). */
export function unseal(appSecret: string, purpose: string, stored: string): string | undefined {
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
