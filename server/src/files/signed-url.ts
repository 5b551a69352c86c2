import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config.js';

/**
 * Short-lived download URLs: the signature binds the file, the user it was made for and the
 * expiry, so a URL works only until then, only for that file, and names who fetched it (the
 * ITAR access log records that user). Anyone may follow it meanwhile, as a link must.
 */
function fileUrlSigner(secret: string, ttlSeconds: number) {
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

/**
 * The signed link that serves a file to `userId`: ITAR files from ITAR_MEDIA_URL, the rest from
 * MEDIA_URL. Served by this server (the default media paths), it is a path, so it works on
 * whatever address the user reached the platform at, PUBLIC_URL or not; elsewhere, absolute.
 */
export function mediaLinks(
  config: Pick<AppConfig, 'appSecret' | 'fileUrlTtlSeconds' | 'mediaUrl' | 'itarMediaUrl' | 'publicUrl'>,
) {
  const signer = fileUrlSigner(config.appSecret, config.fileUrlTtlSeconds);
  return {
    signer,
    link(file: { id: number; itar: boolean }, userId: number) {
      const { expires, signature } = signer.sign(file.id, userId, Date.now());
      const media = file.itar ? config.itarMediaUrl : config.mediaUrl;
      const base = media.startsWith(`${config.publicUrl}/`) ? media.slice(config.publicUrl.length) : media;
      return { downloadUrl: `${base}/files/${file.id}?user=${userId}&expires=${expires}&signature=${signature}`, expires };
    },
  };
}
