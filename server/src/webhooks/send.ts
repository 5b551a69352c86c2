/**
 * One request to an outside address (a webhook's POST, an identity provider's metadata), connected
 * to the address `checkDestination` approved: the request's own
 * lookup answers that address, so the host cannot resolve elsewhere between the check and the
 * connection (DNS rebinding). TLS still checks the certificate against the host name.
 */
import http from 'node:http';
import https from 'node:https';

export interface SendResult {
  status: number;
  /** The start of the response body. */
  excerpt: string;
}

export function requestPinned(
  target: { url: URL; address: string; family: 4 | 6 },
  { method, headers, body }: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  options: { timeoutMs: number; excerptCharacters: number },
): Promise<SendResult> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method,
        headers: body === undefined ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers },
        // Node asks for every address (`all`) when it tries both families in turn.
        lookup: (_host, lookupOptions, callback) =>
          lookupOptions.all
            ? (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
                { address: target.address, family: target.family },
              ])
            : callback(null, target.address, target.family),
        timeout: options.timeoutMs,
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < options.excerptCharacters) excerpt += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, excerpt: excerpt.slice(0, options.excerptCharacters) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
