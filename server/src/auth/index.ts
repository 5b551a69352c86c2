// What the auth domain offers the others: they import it from here, never its inner files.
export { callerOf } from './principal.js';
export { accessTokens, xsrfTokens } from './tokens.js';
export type { AccessTokens, XsrfTokens } from './tokens.js';
