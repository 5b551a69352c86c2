import type { UserDto } from '../contracts/index.js';
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
