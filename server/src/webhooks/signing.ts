/**
 * Webhook signatures as the Standard Webhooks specification writes them:
 * `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`, an HMAC-SHA256 of
 * `id.timestamp.body` by the `standardwebhooks` library. While a rotated secret overlaps, a
 * delivery carries one signature per secret, space-separated, so a receiver holding either
 * verifies it.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, the form receivers' libraries take. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export function signatureHeaders(secrets: string[], messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
