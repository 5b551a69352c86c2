/**
 * A real SAML 2.0 identity provider for the single sign-on tests (samlify), run as its own process
 * by saml-idp-process.ts. It publishes its metadata, takes a sign-in request (HTTP-Redirect
 * binding) from the service provider that sent it — whose metadata it reads from the request's
 * issuer, as an administrator imports it — shows a sign-in form, and posts a signed answer to the
 * service provider's ACS (HTTP-POST binding), carrying email, firstName, lastName and groups.
 *
 * A second port steers it: `POST /control/users` sets its directory ([{email, password,
 * firstName, lastName, groups}]); `POST /control/answer-next {mode}` makes the next answer
 * unsigned, signed by another key (forged), expired an hour ago, or for another audience;
 * `GET /control/last-answer` gives the last answer it posted ({acs, SAMLResponse}), to replay.
 * Prints one line of JSON with both addresses once it listens. Its keys (saml-idp-keys/) are
 * test keys, made for these tests only.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import samlify from 'samlify';

type Mode = 'unsigned' | 'forged' | 'expired' | 'wrong-audience';
interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  groups: string;
}

const keys = (name: string) => ({
  privateKey: readFileSync(new URL(`saml-idp-keys/${name}-key.pem`, import.meta.url)),
  signingCert: readFileSync(new URL(`saml-idp-keys/${name}-cert.pem`, import.meta.url)),
});

// The requests this provider parses come from the platform under test; their schema is the platform's concern.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

let directory: Person[] = [];
let nextMode: Mode | undefined;
let lastAnswer: { acs: string; SAMLResponse: string } | undefined;

const ATTRIBUTES = ['email', 'firstName', 'lastName', 'groups'].map((name) => ({
  name,
  valueTag: name,
  nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
  valueXsiType: 'xs:string',
}));

const server = createServer(
  (req, res) => void serve(req, res).catch((error: Error) => send(res, 500, 'text/plain', error.stack ?? '')),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const provider = (name: 'idp' | 'forged') =>
  samlify.IdentityProvider({
    entityID: `${base}/metadata`,
    ...keys(name),
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    singleSignOnService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: `${base}/sso` }],
    loginResponseTemplate: { context: samlify.SamlLib.defaultLoginResponseTemplate.context, attributes: ATTRIBUTES },
  });
const idp = provider('idp');
const forged = provider('forged');

/** The service provider that sent a request, as its metadata (at its issuer, its entity id) says. */
async function serviceProviderOf(issuer: string) {
  const response = await fetch(issuer);
  if (!response.ok) throw new Error(`${issuer} answered ${response.status}`);
  return samlify.ServiceProvider({ metadata: await response.text() });
}

function issuerOf(samlRequest: string): string {
  const xml = samlify.Utility.inflateString(decodeURIComponent(samlRequest));
  const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1];
  if (!issuer) throw new Error('The request names no issuer');
  return issuer.trim();
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', base);
  if (req.method === 'GET' && url.pathname === '/metadata') {
    send(res, 200, 'application/samlmetadata+xml', idp.getMetadata());
  } else if (req.method === 'GET' && url.pathname === '/sso') {
    const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
    const sp = await serviceProviderOf(issuerOf(samlRequest));
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query: Object.fromEntries(url.searchParams), octetString: '' });
    send(res, 200, 'text/html', signInPage(url.search, String(parsed.extract.request?.id ?? '')));
  } else if (req.method === 'POST' && url.pathname === '/sso') {
    const form = new URLSearchParams(await bodyOf(req));
    const query = new URLSearchParams(form.get('query') ?? '');
    const person = directory.find((one) => one.email === form.get('email') && one.password === form.get('password'));
    if (!person) {
      send(
        res,
        401,
        'text/html',
        signInPage(`?${query.toString()}`, form.get('requestId') ?? '', 'Unknown email or wrong password'),
      );
      return;
    }
    const sp = await serviceProviderOf(issuerOf(query.get('SAMLRequest') ?? ''));
    send(res, 200, 'text/html', await answerPage(sp, form.get('requestId') ?? '', query.get('RelayState') ?? '', person));
  } else {
    send(res, 404, 'text/plain', 'Not found');
  }
}

/** The signed answer for the person, spoilt as the next mode says, posted by the browser to the ACS. */
async function answerPage(sp: ReturnType<typeof samlify.ServiceProvider>, requestId: string, relayState: string, person: Person) {
  const mode = nextMode;
  nextMode = undefined;
  const acs = String(sp.entityMeta.getAssertionConsumerService(samlify.Constants.wording.binding.post));
  const now = Date.now() - (mode === 'expired' ? 3_600_000 : 0);
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const signer = mode === 'forged' ? forged : idp;
  const answer = (await signer.createLoginResponse(
    sp,
    { extract: { request: { id: requestId } } },
    'post',
    { email: person.email },
    {
      relayState,
      customTagReplacement: (template: string) => {
        const id = `_${crypto.randomUUID()}`;
        const values = {
          ID: id,
          AssertionID: `_${crypto.randomUUID()}`,
          Destination: acs,
          Audience: mode === 'wrong-audience' ? 'https://another-service.example/saml' : sp.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: `${base}/metadata`,
          IssueInstant: at(0),
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: at(-60_000),
          ConditionsNotOnOrAfter: at(5 * 60_000),
          SubjectConfirmationDataNotOnOrAfter: at(5 * 60_000),
          NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
          NameID: person.email,
          InResponseTo: requestId,
          AuthnStatement: '',
          attrEmail: person.email,
          attrFirstName: person.firstName,
          attrLastName: person.lastName,
          attrGroups: person.groups,
        };
        return { id, context: samlify.SamlLib.replaceTagsByValue(template, values) };
      },
    },
  )) as { context: string };
  let SAMLResponse = answer.context;
  if (mode === 'unsigned') {
    const xml = Buffer.from(SAMLResponse, 'base64')
      .toString('utf8')
      .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    SAMLResponse = Buffer.from(xml, 'utf8').toString('base64');
  }
  lastAnswer = { acs, SAMLResponse };
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return `<!doctype html><html lang="en"><head><title>Signing you in</title></head>
<body onload="document.forms[0].submit()"><main><form method="post" action="${escape(acs)}">
${field('SAMLResponse', SAMLResponse)}${field('RelayState', relayState)}
<button type="submit">Continue</button></form></main></body></html>`;
}

function signInPage(search: string, requestId: string, failure = ''): string {
  return `<!doctype html><html lang="en"><head><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>${failure ? `<p role="alert">${escape(failure)}</p>` : ''}
<form method="post" action="/sso">
<input type="hidden" name="query" value="${escape(search.replace(/^\?/, ''))}">
<input type="hidden" name="requestId" value="${escape(requestId)}">
<label>Email <input name="email" type="email" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form></main></body></html>`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(body);
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const control = createServer((req, res) => {
  void bodyOf(req).then((body) => {
    const input = body ? (JSON.parse(body) as unknown) : undefined;
    if (req.method === 'POST' && req.url === '/control/users') directory = input as Person[];
    else if (req.method === 'POST' && req.url === '/control/answer-next') nextMode = (input as { mode: Mode }).mode;
    else if (req.method === 'GET' && req.url === '/control/last-answer')
      return send(res, 200, 'application/json', JSON.stringify(lastAnswer ?? null));
    else return send(res, 404, 'text/plain', 'Not found');
    res.end();
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
process.on('SIGTERM', () => process.exit(0));
console.log(
  JSON.stringify({ metadataUrl: `${base}/metadata`, control: `http://127.0.0.1:${(control.address() as AddressInfo).port}` }),
);
