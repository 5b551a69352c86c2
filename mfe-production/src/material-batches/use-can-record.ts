import { useCurrentUser } from 'shared/auth';

/**
 * Whether the user records what happens to powder (blend, sieve, load, unload, scrap, where a
 * batch is stored): the lot users; undefined until the user is read. Only hides the controls:
 * the server enforces the role.
 */
export function useCanRecord(): boolean | undefined {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return undefined;
  return user?.roles.some((role) => role.roleName === 'LOT_USER') ?? false;
}
