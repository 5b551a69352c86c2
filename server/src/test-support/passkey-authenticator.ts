/**
 * A software WebAuthn authenticator for the tests: an ES256 (P-256) key pair of node:crypto, and
 * the messages a browser and authenticator would send, built byte by byte as WebAuthn lays them
 * out — client data, authenticator data, a "none" attestation in CBOR with the public key in COSE,
 * and an assertion's DER signature over the authenticator data and the client data's hash. It
 * shares no code with @simplewebauthn, so the server's checks meet messages made independently.
 */
import { createHash, generateKeyPairSync, randomBytes, sign as signWith, type KeyObject } from 'node:crypto';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { callsAs, type Session, type TestApp } from './test-app.js';

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

/** The few CBOR items the messages use: integers, byte and text strings, maps (canonical order is the caller's). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const bytes = Buffer.alloc(5);
    bytes[0] = (major << 5) | 26;
    bytes.writeUInt32BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value, 'utf8')]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** The flags byte of authenticator data. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

interface CeremonyOptions {
  /** The page's origin the client data says (the platform's by default). */
  origin?: string;
  /** Whether the authenticator says it verified the person (PIN, fingerprint): yes unless told. */
  userVerified?: boolean;
  /** The challenge to sign instead of the options' one. */
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: goes up by one with each assertion (0 stays 0 for `counterless`). */
  signCount: number;

  constructor(
    private readonly rp: { id: string; origin: string },
    { counterless = false }: { counterless?: boolean } = {},
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
    this.signCount = counterless ? -1 : 0;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer of `navigator.credentials.create()` to these options, as @simplewebauthn/browser sends it. */
  register(options: { challenge: string }, ceremony: CeremonyOptions = {}) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* aaguid: none */, idLength, this.credentialId, cbor(coseKey)]);
    const authData = this.authenticatorData(ceremony, FLAGS.attestedCredential, 0, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, ceremony)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** The answer of `navigator.credentials.get()` to these options: a signature over the challenge. */
  assert(options: { challenge: string }, ceremony: CeremonyOptions & { signCount?: number } = {}) {
    if (this.signCount >= 0) this.signCount += 1;
    const count = ceremony.signCount ?? Math.max(this.signCount, 0);
    const authData = this.authenticatorData(ceremony, 0, count);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony);
    // ECDSA with SHA-256, DER-encoded (node's default), over authData ‖ SHA-256(clientDataJSON).
    const signature = signWith('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }

  private clientData(type: string, challenge: string, ceremony: CeremonyOptions): Buffer {
    const origin = ceremony.origin ?? this.rp.origin;
    return Buffer.from(JSON.stringify({ type, challenge: ceremony.challenge ?? challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(ceremony: CeremonyOptions, extraFlags: number, count: number, attested = Buffer.alloc(0)): Buffer {
    const flags = FLAGS.userPresent | (ceremony.userVerified === false ? 0 : FLAGS.userVerified) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(count);
    return Buffer.concat([sha256(this.rp.id), Buffer.from([flags]), counter, attested]);
  }
}

/**
 * A test file's passkey helpers on its app (`t` is read at each call): a new software
 * authenticator for the platform's relying party, a passkey registered through the profile's
 * routes for a session's person, and a signing challenge issued to them.
 */
export function passkeysOf(t: () => TestApp) {
  const call = callsAs(t);
  const authenticator = (options?: { counterless?: boolean }) => {
    const { rpId, origins } = t().config.passkeys;
    return new SoftwareAuthenticator({ id: rpId, origin: origins[0]! }, options);
  };
  return {
    authenticator,
    async registered(session: Session, name = 'Test key', options?: { counterless?: boolean }) {
      const key = authenticator(options);
      const started = await call(session, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD });
      if (started.statusCode !== 200) throw new Error(`passkey options: ${started.statusCode} ${started.body}`);
      const kept = await call(session, 'POST', '/api/v1/users/passkeys', { name, response: key.register(started.json()) });
      if (kept.statusCode !== 201) throw new Error(`passkey registration: ${kept.statusCode} ${kept.body}`);
      return { key, passkey: kept.json() as { id: number; name: string } };
    },
    async challengeFor(session: Session) {
      const issued = await call(session, 'POST', '/api/v1/signatures/passkey-challenge');
      if (issued.statusCode !== 200) throw new Error(`passkey challenge: ${issued.statusCode} ${issued.body}`);
      return issued.json() as { challenge: string; allowCredentials: { id: string }[]; userVerification: string };
    },
  };
}
