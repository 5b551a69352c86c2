import { DEFAULT_MENU_CONFIG, type MenuConfig, type StorefrontConfig, type UserDto } from 'shared/contracts';
import { authApi, type App, type EngineerProfile, type ServiceProviderProfile, type Vendor } from 'shared/auth';
import { PROFILE_FLAGS } from 'shared/remote';
import { flagValue, PROFILE_FLAG_CONFIG, type ProfileFlags } from './profile-flags';

export type UserConfigStatus = 'notReady' | 'loading' | 'ready';

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
 * Everything the shell needs besides the user (spec 4.5): loaded only for a verified
 * user; not ready → loading → ready, and ready on failure too, with flags off, the default
 * menu and no storefront currencies.
 */
export function useUserConfig(user: UserDto | undefined): UserConfig {
  const verified = Boolean(user?.emailVerfied);
  const facilityId = user?.serviceProvider?.id;
  const isProvider = verified && facilityId !== undefined && user?.roles.some((r) => r.roleName === 'ROLE_SERVICE_PROVIDER');
  const isEngineer = verified && user?.engineerCompany !== null && user?.roles.some((r) => r.roleName === 'ROLE_ENGINEER');
  const superAdmin = user?.roles.some((r) => r.roleName === 'SP_SUPER_ADMIN');

  const menu = authApi.useMenuConfigQuery(undefined, { skip: !verified });
  const storefront = authApi.useConfigQuery('STORE_FRONT_CONFIG', { skip: !verified });
  const provider = authApi.useServiceProviderQuery(undefined, { skip: !isProvider });
  const facilities = authApi.useInternalFacilitiesQuery(undefined, { skip: !isProvider || !superAdmin });
  const apps = authApi.useAppsQuery(undefined, { skip: !isProvider });
  const engineer = authApi.useEngineerProfileQuery(undefined, { skip: !isEngineer });
  const flagQueries = PROFILE_FLAGS.map((flag) =>
    // The list of flags is constant, so the hooks run in the same order on every render.
    authApi.useFacilityFlagQuery({ type: PROFILE_FLAG_CONFIG[flag], facilityId: facilityId ?? 0 }, { skip: !isProvider }),
  );

  const all = [menu, storefront, provider, facilities, apps, engineer, ...flagQueries];
  const status: UserConfigStatus = !verified ? 'notReady' : all.some((q) => q.isLoading) ? 'loading' : 'ready';
  const flags = Object.fromEntries(
    PROFILE_FLAGS.map((flag, i) => [flag, !flagQueries[i]!.isError && flagValue(flag, flagQueries[i]!.data)]),
  ) as ProfileFlags;

  return {
    status,
    menu: menu.isError ? DEFAULT_MENU_CONFIG : (menu.data ?? DEFAULT_MENU_CONFIG),
    flags,
    serviceProvider: provider.data,
    engineer: engineer.data,
    internalFacilities: facilities.data ?? [],
    apps: apps.data ?? [],
    storefront: storefront.isError ? undefined : parseStorefront(storefront.data?.configValue),
  };
}
