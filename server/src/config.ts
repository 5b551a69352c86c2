import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SLOWDOWN_CEILING_MS, type ThrottleLimits } from './auth/login-throttle.js';
import type { HttpTimeouts } from './http/transport.js';
import { themeFontOriginsFrom } from './config/theme-fonts.js';
import { remoteUrlsFrom } from './web/remotes.js';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  /** Where the embedded database keeps its files (used when databaseUrl is unset). */
  dataDir: string;
  /** postgres://… to use PostgreSQL; unset for the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Signs access tokens and cross-site request tokens, and encrypts stored API keys. */
  appSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A rotated refresh token presented again within this window mints a sibling instead of
   * revoking the family: two tabs refreshing at once must not log the user out. */
  refreshGraceSeconds: number;
  /** The URL users reach the platform at; links in emails point here. */
  publicUrl: string;
  /** The WebAuthn relying party passkeys are made for and checked against (PASSKEY_RP_ID, PASSKEY_ORIGINS). */
  passkeys: PasskeyConfig;
  mediaUrl: string;
  itarMediaUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  loginLimits: ThrottleLimits;
  /** Registration and reset emails per account and kind, and such requests per client address, in an hour. */
  accountEmailLimits: { perAccountPerHour: number; perIpPerHour: number };
  bodyLimitBytes: number;
  httpTimeouts: HttpTimeouts;
  logLevel: string;
  /** The workspace root: the web builds are in its shell and mfe folders (dist). */
  webRoot: string;
  /** Remotes served from another origin (REMOTE_<NAME>_URL), by remote name. */
  remoteUrls: Record<string, string>;
  /** Origins a theme's font stylesheets may come from (THEME_FONT_ORIGINS); otherwise fonts are the platform's own files. */
  themeFontOrigins: string[];
  /** An S3-compatible store for part files (several servers); unset: the local disk under dataDir. */
  fileStoreUrl: string | undefined;
  /** The largest file an upload may carry (MAX_UPLOAD_MB); 413 above it. */
  maxUploadBytes: number;
  /** How long a signed download URL works. */
  fileUrlTtlSeconds: number;
  /** Geometry work: worker threads, each one's heap cap, one operation's time cap, the largest mesh read. */
  fileOperations: { workers: number; memoryMb: number; timeoutSeconds: number; maxFacets: number };
  /** How often the live event feed reads new events for the browsers' streams (EVENT_POLL_MS). */
  eventPollMs: number;
  /** Private addresses or ranges webhooks may still go to (WEBHOOK_ALLOWED_ADDRESSES, e.g. "127.0.0.1, 10.0.0.0/8"). */
  webhookAllowedAddresses: string | undefined;
  /** The addresses or CIDR ranges machine adapters may connect to (MACHINE_NETWORKS): the shop floor's networks. */
  machineNetworks: string;
  /** Whether this server runs the machine adapters (MACHINE_ADAPTERS=off on servers that only answer requests). */
  machineAdapters: boolean;
  /** The accounting tool's OAuth 2.0 client and authorisation server (QUICKBOOKS_…; Intuit's by default). */
  accounting: AccountingOAuthConfig;
}

export interface PasskeyConfig {
  /** The relying party's id: a passkey works on this host name and its subdomains only. */
  rpId: string;
  /** The name an authenticator shows beside the passkey. */
  rpName: string;
  /** The origins a browser may make or use a passkey from (the page's origin, as the browser reports it). */
  origins: string[];
}

export interface AccountingOAuthConfig {
  /** Unset: the platform is not registered with the tool, and connecting is refused with a message saying so. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  scope: string;
}

/**
 * The relying party of passkeys: by default the host and origin of PUBLIC_URL, so that a passkey
 * made on the platform's address is used there only. PASSKEY_RP_ID names a parent domain instead
 * (`example.com` for `quality.example.com`), PASSKEY_ORIGINS the origins pages are served from
 * when there are several (a development shell on another port).
 */
function passkeysFrom(env: NodeJS.ProcessEnv, publicUrl: string): PasskeyConfig {
  const url = new URL(publicUrl);
  const origins = (env.PASSKEY_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of origins)
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`PASSKEY_ORIGINS holds '${origin}', which is not an origin (scheme://host[:port])`);
  return {
    rpId: env.PASSKEY_RP_ID || url.hostname,
    rpName: env.PASSKEY_RP_NAME || 'AM Platform',
    origins: origins.length > 0 ? origins : [url.origin],
  };
}

/** The workspace root (the folder with pnpm-workspace.yaml) above the working directory. */
function findRepoRoot(from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

/**
 * The account-wide slow-down is paid by the owner's correct password too (every attempt waits
 * before the password is checked, so the answer's timing tells nothing): its ceiling stays
 * under a person's patience. Strangers are stopped by the per-address limits, not by this.
 */
function slowdownMaxFrom(env: NodeJS.ProcessEnv): number {
  const value = intFrom(env, 'LOGIN_SLOWDOWN_MAX_MS', 1000);
  if (value > SLOWDOWN_CEILING_MS)
    throw new Error(`LOGIN_SLOWDOWN_MAX_MS must be at most ${SLOWDOWN_CEILING_MS}: the owner's own login waits it too`);
  return value;
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = intFrom(env, 'PORT', 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(findRepoRoot(), '.data'));
  let appSecret = env.APP_SECRET;
  if (!appSecret) {
    // Production must set one, so that N servers agree. In development a secret is made
    // once and kept beside the data, so a restart keeps everybody logged in.
    if (production) throw new Error('APP_SECRET must be set when NODE_ENV=production');
    appSecret = developmentSecret(dataDir);
  } else if (appSecret.length < 32) {
    throw new Error('APP_SECRET must be at least 32 characters long');
  }
  // The per-account limit refused the owner too; it became a per (account, address) limit.
  if (env.LOGIN_LIMIT_PER_ACCOUNT) throw new Error('LOGIN_LIMIT_PER_ACCOUNT is now LOGIN_LIMIT_PER_ACCOUNT_AND_IP');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    production,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appSecret,
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600),
    refreshGraceSeconds: intFrom(env, 'REFRESH_GRACE_SECONDS', 10),
    publicUrl,
    passkeys: passkeysFrom(env, publicUrl),
    mediaUrl: env.MEDIA_URL ?? `${publicUrl}/media`,
    itarMediaUrl: env.ITAR_MEDIA_URL ?? `${publicUrl}/itar-media`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'AM Platform <no-reply@localhost>',
    trustProxy: env.TRUST_PROXY === 'true',
    loginLimits: {
      perAccountAndIp: intFrom(env, 'LOGIN_LIMIT_PER_ACCOUNT_AND_IP', 10),
      perIp: intFrom(env, 'LOGIN_LIMIT_PER_IP', 50),
      windowSeconds: intFrom(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60),
      slowdownMs: intFrom(env, 'LOGIN_SLOWDOWN_MS', 500),
      slowdownMaxMs: slowdownMaxFrom(env),
    },
    accountEmailLimits: {
      perAccountPerHour: intFrom(env, 'ACCOUNT_EMAILS_PER_HOUR', 3),
      perIpPerHour: intFrom(env, 'ACCOUNT_REQUESTS_PER_IP_PER_HOUR', 10),
    },
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    httpTimeouts: {
      headersMs: intFrom(env, 'HEADERS_TIMEOUT_SECONDS', 10) * 1000,
      requestMs: intFrom(env, 'REQUEST_TIMEOUT_SECONDS', 60) * 1000,
      uploadMs: intFrom(env, 'UPLOAD_TIMEOUT_SECONDS', 3600) * 1000,
      keepAliveMs: intFrom(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 10) * 1000,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: path.resolve(env.WEB_ROOT ?? findRepoRoot()),
    remoteUrls: remoteUrlsFrom(env),
    themeFontOrigins: themeFontOriginsFrom(env.THEME_FONT_ORIGINS),
    fileStoreUrl: env.FILE_STORE_URL || undefined,
    maxUploadBytes: intFrom(env, 'MAX_UPLOAD_MB', 512) * 1024 * 1024,
    fileUrlTtlSeconds: intFrom(env, 'FILE_URL_TTL_SECONDS', 300),
    eventPollMs: intFrom(env, 'EVENT_POLL_MS', 250),
    webhookAllowedAddresses: env.WEBHOOK_ALLOWED_ADDRESSES || undefined,
    machineNetworks: env.MACHINE_NETWORKS || '127.0.0.0/8, ::1, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7',
    machineAdapters: env.MACHINE_ADAPTERS !== 'off',
    accounting: {
      clientId: env.QUICKBOOKS_CLIENT_ID || undefined,
      clientSecret: env.QUICKBOOKS_CLIENT_SECRET || undefined,
      issuer: env.QUICKBOOKS_ISSUER ?? 'https://oauth.platform.intuit.com/op/v1',
      authorizeUrl: env.QUICKBOOKS_AUTHORIZE_URL ?? 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: env.QUICKBOOKS_TOKEN_URL ?? 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      revokeUrl: env.QUICKBOOKS_REVOKE_URL ?? 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
      scope: env.QUICKBOOKS_SCOPE ?? 'com.intuit.quickbooks.accounting',
    },
    fileOperations: {
      // One core stays with the API.
      workers: Math.max(1, intFrom(env, 'FILE_WORKERS', availableParallelism() - 1)),
      memoryMb: intFrom(env, 'FILE_OPERATION_MEMORY_MB', 2048),
      timeoutSeconds: intFrom(env, 'FILE_OPERATION_TIMEOUT_SECONDS', 300),
      maxFacets: intFrom(env, 'MAX_FACETS', 10_000_000),
    },
  };
}
