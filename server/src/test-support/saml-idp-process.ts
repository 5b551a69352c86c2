import { spawn } from 'node:child_process';
import path from 'node:path';

/** A person of the test identity provider's directory; groups: one value of the `groups` attribute. */
export interface IdpPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  groups: string;
}

/** What a test steers the identity provider of saml-idp.ts with. */
export interface SamlIdentityProvider {
  metadataUrl: string;
  setDirectory(people: IdpPerson[]): Promise<void>;
  /** The next answer is unsigned, signed by another key, expired an hour ago, or for another audience. */
  answerNext(mode: 'unsigned' | 'forged' | 'expired' | 'wrong-audience'): Promise<void>;
  /** The last answer it posted, to post again. */
  lastAnswer(): Promise<{ acs: string; SAMLResponse: string }>;
  stop(): Promise<void>;
}

/** Starts the test identity provider as its own process (from the server package's source, through tsx). */
export async function startSamlIdentityProvider(
  serverRoot: string,
  env: Record<string, string> = {},
): Promise<SamlIdentityProvider> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'test-support', 'saml-idp.ts')], {
    cwd: serverRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = await new Promise<{ metadataUrl: string; control: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"metadataUrl"'));
      if (line) resolve(JSON.parse(line) as { metadataUrl: string; control: string });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the identity provider exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${started.control}${route}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  };
  return {
    metadataUrl: started.metadataUrl,
    setDirectory: (people) => post('/control/users', people),
    answerNext: (mode) => post('/control/answer-next', { mode }),
    lastAnswer: async () => (await fetch(`${started.control}/control/last-answer`)).json(),
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
