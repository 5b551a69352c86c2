import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { Passkey, PasskeyCreationOptions, PasskeyRegistration } from 'shared/auth';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type UserProfile = components['schemas']['UserProfile'];
export type UserProfileUpdate = components['schemas']['UserProfileUpdate'];

/** The user profile's calls. */
export const injectProfile = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The signed-in person's profile; saving it changes what getUser says (name, date format). */
      userProfile: build.query<UserProfile, void>({ query: () => '/api/v1/users/profile', providesTags: ['Profile'] }),
      updateUserProfile: build.mutation<UserProfile, UserProfileUpdate>({
        query: (body) => ({ url: '/api/v1/users/profile', method: 'PUT', body }),
        invalidatesTags: ['Profile', 'User'],
      }),
      changePassword: build.mutation<null, { currentPassword: string; newPassword: string }>({
        query: (body) => ({ url: '/api/v1/users/password', method: 'POST', body }),
      }),
      changeEmail: build.mutation<UserProfile, { newEmail: string; currentPassword: string }>({
        query: (body) => ({ url: '/api/v1/users/email', method: 'POST', body }),
        invalidatesTags: ['Profile'],
      }),
      /** The person's passkeys, which sign records instead of the password. */
      passkeys: build.query<Passkey[], void>({ query: () => '/api/v1/users/passkeys', providesTags: ['Profile'] }),
      /** Starts adding a passkey, given the current password: the options for the browser's authenticator. */
      passkeyOptions: build.mutation<PasskeyCreationOptions, { currentPassword: string }>({
        query: (body) => ({ url: '/api/v1/users/passkeys/options', method: 'POST', body }),
      }),
      addPasskey: build.mutation<Passkey, { name: string; response: PasskeyRegistration }>({
        query: (body) => ({ url: '/api/v1/users/passkeys', method: 'POST', body }),
        invalidatesTags: ['Profile'],
      }),
      removePasskey: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/users/passkeys/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Profile'],
      }),
    }),
  });
