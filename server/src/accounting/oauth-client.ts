/**
 * The accounting tool's OAuth 2.0 client (RFC 6749 authorisation code with PKCE S256, refresh,
 * RFC 7009 revocation), on oauth4webapi: the protocol's checks (state, the token response's shape,
 * an ID token's issuer, audience and times) are the library's. This module only turns the
 * configuration into its terms and its failures into sentences a facility's admin can act on.
 */
import * as oauth from 'oauth4webapi';
import type { AccountingOAuthConfig } from '../config.js';

/** A failure of the tool or of reaching it, worded for the page. `unreachable` is worth trying again. */
export class AccountingToolError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working, in ms. */
  accessExpiresAt: number;
}

export interface OAuthClient {
  /** The address to send the admin to, bound to this `state` and PKCE challenge. */
  authorizationUrl(state: string, codeVerifier: string): Promise<string>;
  /** Checks the tool's redirect for `state` and exchanges its code (with the verifier). */
  exchangeCode(callback: URLSearchParams, state: string, codeVerifier: string): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Tokens>;
  revoke(refreshToken: string): Promise<void>;
}

/** The platform is registered with the tool only when the operator set its client. */
export const isRegistered = (config: AccountingOAuthConfig) => Boolean(config.clientId && config.clientSecret);

export function oauthClient(config: AccountingOAuthConfig, redirectUri: string): OAuthClient {
  const server: oauth.AuthorizationServer = {
    issuer: config.issuer,
    authorization_endpoint: config.authorizeUrl,
    token_endpoint: config.tokenUrl,
    revocation_endpoint: config.revokeUrl,
  };
  const client: oauth.Client = { client_id: config.clientId ?? '' };
  // Made at each use: the library refuses an empty secret, and an unregistered platform never gets this far.
  const authentication = () => oauth.ClientSecretBasic(config.clientSecret ?? '');
  // A tool inside the plant's network (or the tests' local server) may be plain http.
  const options = { [oauth.allowInsecureRequests]: config.tokenUrl.startsWith('http:') };

  const tokensOf = (answer: oauth.TokenEndpointResponse, previousRefresh?: string): Tokens => {
    const refreshToken = answer.refresh_token ?? previousRefresh;
    if (!refreshToken) throw new AccountingToolError('The accounting tool did not grant lasting access (no refresh token)');
    return {
      accessToken: answer.access_token,
      refreshToken,
      accessExpiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000,
    };
  };

  return {
    async authorizationUrl(state, codeVerifier) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', client.client_id);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', config.scope);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    async exchangeCode(callback, state, codeVerifier) {
      return told('The accounting tool refused the connection', async () => {
        const parameters = oauth.validateAuthResponse(server, client, callback, state);
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          authentication(),
          parameters,
          redirectUri,
          codeVerifier,
          options,
        );
        return tokensOf(await oauth.processAuthorizationCodeResponse(server, client, response));
      });
    },

    async refresh(refreshToken) {
      return told('The accounting tool refused to renew access', async () => {
        const response = await oauth.refreshTokenGrantRequest(server, client, authentication(), refreshToken, options);
        return tokensOf(await oauth.processRefreshTokenResponse(server, client, response), refreshToken);
      });
    },

    async revoke(refreshToken) {
      await told('The accounting tool refused to end the connection', async () => {
        const response = await oauth.revocationRequest(server, client, authentication(), refreshToken, options);
        if (!response.ok)
          throw new AccountingToolError(`The accounting tool refused to end the connection (HTTP ${response.status})`);
        await oauth.processRevocationResponse(response);
      });
    },
  };
}

/** Runs a step of the protocol, telling its failure as `refused (code)`, unreachable, or a broken answer. */
async function told<T>(refused: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AccountingToolError) throw error;
    if (error instanceof oauth.AuthorizationResponseError || error instanceof oauth.ResponseBodyError)
      throw new AccountingToolError(`${refused} (${error.error})`);
    if (error instanceof TypeError) throw new AccountingToolError('The accounting tool could not be reached', true);
    throw new AccountingToolError(
      `The accounting tool's answer was refused: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
