import { spawn } from 'node:child_process';
import path from 'node:path';

/** What a test steers the authorisation server of oauth-server.ts with. */
export interface OAuthServer {
  issuer: string;
  /** The platform's configuration for this server (QUICKBOOKS_…), with a client it accepts. */
  env: Record<string, string>;
  /** The next consent, token request or revocation is refused. */
  refuseNext(step: 'consent' | 'token' | 'revoke'): Promise<void>;
  /** Access tokens issued from now on live this long. */
  tokenLifetime(seconds: number): Promise<void>;
  /** What the server was sent, oldest first. */
  requests(): Promise<{ endpoint: 'authorize' | 'token' | 'revoke'; parameters: Record<string, string> }[]>;
  stop(): Promise<void>;
}

/**
 * Starts the test authorisation server as its own process (from the server package's source,
 * through tsx); `env` adds to its environment (the e2e runs it on the run's clock).
 * Its client id is alphanumeric, as Intuit's are: the client sends it form-encoded in the Basic
 * header (RFC 6749 2.3.1), which this server does not decode.
 */
export async function startOAuthServer(serverRoot: string, env: Record<string, string> = {}): Promise<OAuthServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'test-support', 'oauth-server.ts')], {
    cwd: serverRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = await new Promise<{ issuer: string; control: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"issuer"'));
      if (line) resolve(JSON.parse(line) as { issuer: string; control: string });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the OAuth server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  const post = async (route: string, body: object) => {
    const response = await fetch(`${started.control}${route}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  };
  return {
    issuer: started.issuer,
    env: {
      QUICKBOOKS_CLIENT_ID: 'AmPlatformClient',
      QUICKBOOKS_CLIENT_SECRET: 'test-client-secret',
      QUICKBOOKS_ISSUER: started.issuer,
      QUICKBOOKS_AUTHORIZE_URL: `${started.issuer}/authorize`,
      QUICKBOOKS_TOKEN_URL: `${started.issuer}/token`,
      QUICKBOOKS_REVOKE_URL: `${started.issuer}/revoke`,
      QUICKBOOKS_SCOPE: 'com.intuit.quickbooks.accounting',
    },
    refuseNext: (step) => post('/control/refuse', { step }),
    tokenLifetime: (seconds) => post('/control/token-lifetime', { seconds }),
    requests: async () => (await fetch(`${started.control}/control/requests`)).json(),
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
