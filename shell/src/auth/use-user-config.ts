import { DEFAULT_MENU_CONFIG, type MenuConfig, type StorefrontConfig, type UserDto } from 'shared/contracts';
import { authApi, type App, type EngineerProfile, type ServiceProviderProfile, type Vendor } from 'shared/auth';
import { profileFlagsOf, type ProfileFlags } from 'shared/remote';

type UserConfigStatus = 'notReady' | 'loading' | 'ready';

export interface UserConfig {
  status: UserConfigStatus;
  menu: MenuConfig;
  flags: ProfileFlags;
  serviceProvider?: ServiceProviderProfile;
  engineer?: EngineerProfile;
  internalFacilities: Vendor[];
  apps: App[];
  storefront?: StorefrontConfig;
}

function parseStorefront(text: string | undefined): StorefrontConfig | undefined {
  try {
    return text ? (JSON.parse(text) as StorefrontConfig) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything the shell needs besides the user, in one request the page starts with
 * (GET /api/v1/ui/session, a boot request): loaded only for a verified user; not ready →
 * loading → ready, and ready on failure too, with flags off, the default menu and no
 * storefront currencies.
 */
export function useUserConfig(user: UserDto | undefined): UserConfig {
  const verified = Boolean(user?.emailVerfied);
  const session = authApi.useSessionConfigQuery(undefined, { skip: !verified });
  const data = session.isError ? undefined : session.data;
  const flags = profileFlagsOf(data?.features);

  return {
    status: !verified ? 'notReady' : session.isLoading ? 'loading' : 'ready',
    menu: data?.menu ?? DEFAULT_MENU_CONFIG,
    flags,
    serviceProvider: data?.serviceProvider ?? undefined,
    engineer: data?.engineer ?? undefined,
    internalFacilities: data?.internalFacilities ?? [],
    apps: data?.apps ?? [],
    storefront: parseStorefront(data?.storefront?.configValue),
  };
}
