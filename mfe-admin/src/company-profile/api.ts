import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components, TeamSide } from 'shared/contracts';
import type { AdminApi } from '../api';

export type Certification = components['schemas']['Certification'];
export type CertificationInput = components['schemas']['CertificationInput'];

/** Where each side's company profile calls go (server/src/company-profile). */
const PROFILE_PATHS: Record<TeamSide, string> = {
  facility: '/api/v1/sp/company-profile',
  engineer: '/api/v1/engineer/company-profile',
};

/** The company profile's calls: its logo and certifications. */
export const injectCompanyProfile = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** A company profile's logo: the image itself is the body. The profile (and the shell's brand) read it again. */
      uploadLogo: build.mutation<{ logoUrl: string }, { side: TeamSide; file: File }>({
        query: ({ side, file }) => ({ url: `${PROFILE_PATHS[side]}/logo`, method: 'PUT', body: file }),
        invalidatesTags: ['Facility', 'Config'],
      }),
      removeLogo: build.mutation<null, TeamSide>({
        query: (side) => ({ url: `${PROFILE_PATHS[side]}/logo`, method: 'DELETE' }),
        invalidatesTags: ['Facility', 'Config'],
      }),
      /** A company profile's certifications; the facilities page shows them too. */
      certifications: build.query<Certification[], TeamSide>({
        query: (side) => `${PROFILE_PATHS[side]}/certifications`,
        providesTags: ['Certification'],
      }),
      saveCertification: build.mutation<Certification, { side: TeamSide; id?: number; certification: CertificationInput }>({
        query: ({ side, id, certification }) => ({
          url: `${PROFILE_PATHS[side]}/certifications${id ? `/${id}` : ''}`,
          method: id ? 'PUT' : 'POST',
          body: certification,
        }),
        invalidatesTags: ['Certification', 'Facility'],
      }),
      removeCertification: build.mutation<null, { side: TeamSide; id: number }>({
        query: ({ side, id }) => ({ url: `${PROFILE_PATHS[side]}/certifications/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Certification', 'Facility'],
      }),
    }),
  });
