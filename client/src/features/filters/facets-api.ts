import type { FacetsResponse } from '@contracts/facets';
import type { FacetsBody } from '@contracts/products';
import { api } from '@/app/api';

/** The filter values of a list with their counts (public). */
export const facetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFacets: build.query<FacetsResponse, FacetsBody>({
      query: (body) => ({ url: '/api/user/facets', method: 'POST', body, auth: 'none' }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetFacetsQuery } = facetsApi;
