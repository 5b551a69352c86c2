export {
  authApi,
  type App,
  type EngineerProfile,
  type Invitation,
  type ServiceProviderProfile,
  type SessionConfig,
  type Vendor,
} from './auth-api.js';
export { useCurrentUser, getAccessToken, useHasPermission, useStorefrontUi } from './hooks.js';
export { RemoteRoutesContext, useRemoteRoutes } from './remote-routes.js';
export {
  createPasskey,
  passkeyAlreadyMade,
  passkeyCancelled,
  passkeysSupported,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyRegistration,
} from './passkeys.js';
