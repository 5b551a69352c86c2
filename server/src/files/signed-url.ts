import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download URLs: the signature binds the file, the user it was made for and the
 * expiry, so a URL works only until then, only for that file, and names who fetched it (the
 * ITAR access log records that user). Anyone may follow it meanwhile, as a link must.
 */
export function fileUrlSigner(secret: string, ttlSeconds: number) {
  const mac = (fileId: number, userId: number, expires: number) =>
    createHmac('sha256', secret).update(`file-download:${fileId}:${userId}:${expires}`).digest();
  return {
    sign(fileId: number, userId: number, now: number) {
      const expires = now + ttlSeconds * 1000;
      return { expires, signature: mac(fileId, userId, expires).toString('base64url') };
    },
    verify(fileId: number, userId: number, expires: number, signature: string, now: number): boolean {
      if (expires < now) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(fileId, userId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type FileUrlSigner = ReturnType<typeof fileUrlSigner>;
