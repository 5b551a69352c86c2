/**
 * A real OAuth 2.0 authorisation server for the accounting tests (oauth2-mock-server), run as its
 * own process by oauth-server-process.ts: it checks PKCE at its token endpoint and signs ID tokens
 * as a real one does. A second port steers it: `POST /control/refuse {step}` makes the next
 * consent (access_denied), token request (invalid_grant) or revocation (HTTP 503) fail;
 * `POST /control/token-lifetime {seconds}`; `GET /control/requests` lists what it was sent.
 * Prints one line of JSON with both addresses once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

type Step = 'consent' | 'token' | 'revoke';
const refusals = new Set<Step>();
let tokenLifetime: number | undefined;
const requests: { endpoint: string; parameters: Record<string, string> }[] = [];

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query: Record<string, string> }) => {
  requests.push({ endpoint: 'authorize', parameters: { ...req.query } });
  if (!refusals.delete('consent')) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
  redirect.url.searchParams.set('error_description', 'The user did not allow the connection');
});
server.service.on(
  'beforeResponse',
  (response: { body: Record<string, unknown>; statusCode: number }, req: { body: Record<string, string> }) => {
    requests.push({ endpoint: 'token', parameters: { ...req.body } });
    if (refusals.delete('token')) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'The refresh token expired' };
    } else if (tokenLifetime !== undefined) {
      response.body.expires_in = tokenLifetime;
    }
  },
);
server.service.on('beforeRevoke', (response: { statusCode: number }) => {
  requests.push({ endpoint: 'revoke', parameters: {} });
  if (refusals.delete('revoke')) response.statusCode = 503;
});

const control = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const input = body ? (JSON.parse(body) as { step?: Step; seconds?: number }) : {};
    if (req.method === 'POST' && req.url === '/control/refuse' && input.step) refusals.add(input.step);
    else if (req.method === 'POST' && req.url === '/control/token-lifetime') tokenLifetime = input.seconds;
    else if (req.method === 'GET' && req.url === '/control/requests') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(requests));
      return;
    } else {
      res.statusCode = 404;
    }
    res.end();
  });
});
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ issuer: server.issuer.url, control: `http://127.0.0.1:${port}` })}\n`);
});
process.on('SIGTERM', () => {
  control.close();
  void server.stop().then(() => process.exit(0));
});
