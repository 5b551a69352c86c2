import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { QualityApi } from '../api';

/** A saved view of an NCR list: its search, filters and sort, named. */
export type NcrView = components['schemas']['NcrView'];
/** A saved view of the CAPA list: its search, filters and sort, named. */
export type CapaView = components['schemas']['CapaView'];
/** Each list's saved views, a user preference of their own type. */
export interface ListViewsOf {
  PART_NCR_VIEWS: NcrView;
  PROCESS_NCR_VIEWS: NcrView;
  CAPA_VIEWS: CapaView;
}
export type ListViewsType = keyof ListViewsOf;

/** The user's saved views of a list, kept as their preference (JSON text), and the whole list saved again. */
export const injectListViews = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listViews: build.query<(NcrView | CapaView)[], ListViewsType>({
        query: (type) => `/api/v1/userPreference/${type}`,
        transformResponse: (response: components['schemas']['Preference']) =>
          JSON.parse(response.preference) as (NcrView | CapaView)[],
        providesTags: (_result, _error, type) => [{ type: 'ListViews', id: type }],
      }),
      saveListViews: build.mutation<unknown, { type: ListViewsType; views: (NcrView | CapaView)[] }>({
        query: ({ type, views }) => ({
          url: `/api/v1/userPreference/${type}`,
          method: 'POST',
          body: { preferenceType: type, preference: views },
        }),
        invalidatesTags: (_result, _error, { type }) => [{ type: 'ListViews', id: type }],
      }),
    }),
  });
