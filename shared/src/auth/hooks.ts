import { NO_STOREFRONT_UI, type Permission, type StorefrontUiConfig, type UserDto } from '../contracts/index.js';
import { ACCESS_COOKIE, readCookie } from '../api/cookies.js';
import { authApi } from './auth-api.js';

/** The access token for code that must call outside RTK Query (e.g. a file upload). */
export function getAccessToken(): string | undefined {
  return readCookie(ACCESS_COOKIE);
}

/** The logged-in user, as remotes read it: never a copied token, always the shell's query. */
export function useCurrentUser(): { user: UserDto | undefined; isLoading: boolean } {
  const { data, isLoading, isError } = authApi.useGetUserQuery();
  return { user: isError ? undefined : data, isLoading };
}

/**
 * Whether the user holds a permission (false until the user is read). For hiding or disabling
 * controls only: the server enforces every permission itself.
 */
export function useHasPermission(permission: Permission): boolean {
  const { user } = useCurrentUser();
  return user?.permissions.includes(permission) ?? false;
}

/**
 * The store front's own words (STORE_FRONT_UI_CONFIG) from the session the shell loaded: its
 * name, welcome and support contacts, each '' when the facility set none (or the read failed).
 */
export function useStorefrontUi(): StorefrontUiConfig {
  const { data } = authApi.useSessionConfigQuery();
  const text = data?.storefrontUi?.configValue;
  try {
    return text ? { ...NO_STOREFRONT_UI, ...(JSON.parse(text) as Partial<StorefrontUiConfig>) } : NO_STOREFRONT_UI;
  } catch {
    return NO_STOREFRONT_UI;
  }
}
