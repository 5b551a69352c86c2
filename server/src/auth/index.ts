// What the auth domain offers the others: they import it from here, never its inner files.
export { setAuthCookies } from './cookies.js';
export { refuseCrossSiteLogin } from './cross-site-login.js';
export {
  createEmailToken,
  LIFETIME_HOURS,
  sendPasswordResetEmail,
  sendRegistrationAttemptEmail,
  sendVerificationEmail,
  spendEmailToken,
} from './email-links.js';
export { loginThrottle } from './login-throttle.js';
export type { ThrottleLimits } from './login-throttle.js';
export { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
export { callerOf } from './principal.js';
export {
  Email,
  LoginPassword,
  RegisterBody,
  RegisteredSchema,
  RegisterWithoutVerificationBody,
  RegistrationAcceptedSchema,
} from './schemas.js';
export { seal, unseal } from './sealed.js';
export { endSessions, startSession } from './sessions.js';
export { accessTokens, hashToken, randomToken, xsrfTokens } from './tokens.js';
export type { AccessTokens, XsrfTokens } from './tokens.js';
