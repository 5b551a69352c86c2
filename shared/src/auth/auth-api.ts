import type { components, SsoConfig, ThemeConfig, ThemePreset, TokenResponse, UserDto } from '../contracts/index.js';
import { api } from '../api/api.js';
import { SESSION_URL, USER_URL } from '../api/boot-requests.js';

type Schemas = components['schemas'];
type Message = Schemas['Message'];

export type ServiceProviderProfile = Schemas['ServiceProvider'];
export type EngineerProfile = Schemas['EngineerProfile'];
export type Vendor = Schemas['Vendor'];
export type Invitation = Schemas['Invitation'];
export type App = Schemas['App'];
/** GET /api/v1/ui/session: what the signed-in shell needs besides the user, in one answer. */
export type SessionConfig = Schemas['SessionConfig'];

/** The shell's calls: signing in and out, the user, their config and preferences, and what the shell reads as it starts. */
export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, Schemas['LoginInput']>({
      query: (body) => ({ url: '/api/v1/users/customLogin', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    getUser: build.query<UserDto, void>({ query: () => USER_URL, providesTags: ['User'] }),
    logout: build.mutation<Message, void>({ query: () => '/api/v1/users/logout' }),
    forgotPassword: build.mutation<Message, Schemas['ForgotPasswordInput']>({
      query: (body) => ({ url: '/api/v1/users/forgotPassword', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, Schemas['ResetPasswordInput']>({
      query: (body) => ({ url: '/api/v1/users/reset-password', method: 'POST', body }),
    }),
    register: build.mutation<Schemas['RegistrationAccepted'], Schemas['RegistrationInput']>({
      query: (body) => ({ url: '/api/v1/users/register', method: 'POST', body }),
    }),
    /** Keeps the language the user reads with the account, for what is mailed to them. */
    saveLanguage: build.mutation<null, string>({
      query: (language) => ({ url: '/api/v1/users/language', method: 'PUT', body: { language } }),
    }),
    /** An invitation into a customer company, by its link's token (the registration page). */
    invitation: build.query<Schemas['Invitation'], string>({
      query: (token) => `/api/v1/users/invitations/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<Schemas['Invitation'], { token: string; account: Schemas['AcceptInvitation'] }>({
      query: ({ token, account }) => ({
        url: `/api/v1/users/invitations/${encodeURIComponent(token)}/accept`,
        method: 'POST',
        body: account,
      }),
    }),
    verifyEmail: build.query<Message, string>({
      query: (hash) => `/api/v1/users/verify-email/${encodeURIComponent(hash)}`,
    }),
    /** The link of an email change (the user profile), opened in any browser. */
    confirmEmail: build.mutation<{ email: string }, string>({
      query: (token) => ({ url: `/api/v1/users/confirm-email/${encodeURIComponent(token)}`, method: 'POST' }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<Message, void>({ query: () => '/api/v1/users/resendEmailVerification' }),
    ssoConfig: build.query<SsoConfig, void>({ query: () => '/api/v1/misc/login-sso-config', providesTags: ['Config'] }),
    /** The login page's single sign-on block of the domain the admin is on (FACILITY_SETTINGS_EDITOR). */
    saveSsoConfig: build.mutation<SsoConfig, SsoConfig>({
      query: (body) => ({ url: '/api/v1/misc/login-sso-config', method: 'POST', body }),
      invalidatesTags: ['Config'],
    }),
    /** Single sign-on: the identity provider's sign-in page for a new request (409: the domain has none). */
    samlStart: build.mutation<Schemas['SamlStart'], string | undefined>({
      query: (returnTo) => ({ url: '/api/v1/saml/authn-request', params: returnTo ? { returnTo } : undefined }),
    }),
    /** Opens the session of the single-use ticket the identity provider's answer earned. */
    samlSession: build.mutation<Schemas['SamlSession'], string>({
      query: (ticket) => ({ url: '/api/v1/saml/session', method: 'POST', body: { ticket } }),
      invalidatesTags: ['User'],
    }),
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
    themePresets: build.query<ThemePreset[], void>({ query: () => '/api/v1/misc/themes' }),
    sessionConfig: build.query<SessionConfig, void>({
      query: () => SESSION_URL,
      // What it holds changes with the user, their facility's settings and their menu.
      providesTags: ['User', 'Config', 'Menu', 'Facility'],
    }),
    serviceProvider: build.query<ServiceProviderProfile, void>({
      query: () => '/api/v1/service-provider/profile',
      providesTags: ['Facility'],
    }),
    updateServiceProvider: build.mutation<ServiceProviderProfile, Schemas['CompanyUpdate']>({
      query: (body) => ({ url: '/api/v1/service-provider/profile', method: 'PUT', body }),
      invalidatesTags: ['Facility'],
    }),
    /** The customer company's profile, as its Company Profile page edits it (the shell reads it with the session). */
    engineerProfile: build.query<EngineerProfile, void>({ query: () => '/api/v1/engineer/profile', providesTags: ['Config'] }),
    updateEngineerProfile: build.mutation<EngineerProfile, Schemas['CompanyUpdate']>({
      query: (body) => ({ url: '/api/v1/engineer/profile', method: 'PUT', body }),
      invalidatesTags: ['Config'],
    }),
    mediaConfig: build.query<Schemas['MediaConfig'], void>({ query: () => '/api/v1/users/media-config' }),
    userKey: build.query<Schemas['UserKey'], void>({ query: () => '/api/v1/users/keys' }),
    /** A one-time token the desktop tool redeems with the platform, to trust the page that sends it (PAIR). */
    desktopPairing: build.mutation<{ token: string; expiresAt: number }, void>({
      query: () => ({ url: '/api/v1/desktop/pairings', method: 'POST' }),
    }),
  }),
});
