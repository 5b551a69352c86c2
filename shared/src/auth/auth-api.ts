import type { FeatureFlag, MenuConfig, SsoConfig, ThemeConfig, TokenResponse, UserDto } from '../contracts/index.js';
import { api } from '../api/api.js';
import { SESSION_URL, USER_URL } from '../api/boot-requests.js';

export interface ServiceProviderProfile {
  id: number;
  companyName: string;
  permissions: string[];
  enterpriseId: number | null;
  currency: string;
}
export interface EngineerProfile {
  id: number;
  companyName: string;
  permissions: string[];
  b2cDashboard: boolean;
}
export interface Vendor {
  serviceProviderDTO: { id: number; companyName: string };
  vendorType: string;
}
export interface ConfigRecord {
  id: number;
  active: boolean;
  configType: string;
  configValue: string;
  elementId: string;
  elementType: string;
}
export interface App {
  id: number;
  name: string;
  enabled: boolean;
  logo: string;
  appURL: string;
  appType: string;
  internalApp: boolean;
}

/** GET /api/v1/ui/session: what the signed-in shell needs besides the user, in one answer (spec 4.5). */
export interface SessionConfig {
  menu: MenuConfig;
  /** STORE_FRONT_CONFIG, when set. */
  storefront: ConfigRecord | null;
  /** The current facility, for its members. */
  serviceProvider: ServiceProviderProfile | null;
  /** The customer company, for its engineers. */
  engineer: EngineerProfile | null;
  internalFacilities: Vendor[];
  apps: App[];
  /** The feature flags on for the current facility. */
  features: FeatureFlag[];
}

/** The calls of spec 7 'Auth and user', 'Config and preferences' and 'Shell reads'. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/api/v1/users/customLogin', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    getUser: build.query<UserDto, void>({ query: () => USER_URL, providesTags: ['User'] }),
    logout: build.mutation<{ message: string }, void>({ query: () => '/api/v1/users/logout' }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/api/v1/users/forgotPassword', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/api/v1/users/reset-password', method: 'POST', body }),
    }),
    register: build.mutation<
      { message: string },
      { email: string; password: string; firstName: string; lastName: string; companyName: string }
    >({
      query: (body) => ({ url: '/api/v1/users/register', method: 'POST', body }),
    }),
    verifyEmail: build.query<{ message: string }, string>({
      query: (hash) => `/api/v1/users/verify-email/${encodeURIComponent(hash)}`,
    }),
    resendVerification: build.mutation<{ message: string }, void>({ query: () => '/api/v1/users/resendEmailVerification' }),
    ssoConfig: build.query<SsoConfig, void>({ query: () => '/api/v1/misc/login-sso-config' }),
    switchRole: build.mutation<UserDto, string>({
      query: (role) => ({ url: `/api/v1/users/switch/${encodeURIComponent(role)}`, method: 'POST' }),
      invalidatesTags: ['User', 'Config', 'Menu', 'Facility'],
    }),
    switchFacility: build.mutation<UserDto, number>({
      query: (id) => ({ url: `/api/v1/users/switch-facility/${id}`, method: 'POST' }),
      invalidatesTags: ['User', 'Config', 'Menu', 'Facility'],
    }),
    theme: build.query<ThemeConfig, void>({ query: () => '/api/v1/domain-config/THEME_CONFIG', providesTags: ['Theme'] }),
    saveTheme: build.mutation<ThemeConfig, ThemeConfig>({
      query: (body) => ({ url: '/api/v1/domain-config/THEME_CONFIG', method: 'POST', body }),
      invalidatesTags: ['Theme'],
    }),
    themePresets: build.query<{ name: string; config: ThemeConfig }[], void>({ query: () => '/api/v1/misc/themes' }),
    sessionConfig: build.query<SessionConfig, void>({
      query: () => SESSION_URL,
      // What it holds changes with the user, their facility's settings and their menu.
      providesTags: ['User', 'Config', 'Menu', 'Facility'],
    }),
    serviceProvider: build.query<ServiceProviderProfile, void>({
      query: () => '/api/v1/service-provider/profile',
      providesTags: ['Facility'],
    }),
    updateServiceProvider: build.mutation<ServiceProviderProfile, Partial<ServiceProviderProfile>>({
      query: (body) => ({ url: '/api/v1/service-provider/profile', method: 'PUT', body }),
      invalidatesTags: ['Facility'],
    }),
    mediaConfig: build.query<{ mediaURL: string; itarMediaURL: string }, void>({ query: () => '/api/v1/users/media-config' }),
    userKey: build.query<{ userKey: string }, void>({ query: () => '/api/v1/users/keys' }),
  }),
});
