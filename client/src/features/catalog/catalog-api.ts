import type { RawDataResponse } from '@contracts/catalog';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

export type RawData = RawDataResponse['myRawData'];

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All categories and sub-categories (public; cached for the whole visit). */
    getRawData: build.query<RawData, void>({
      query: () => ({ url: `/api/vendor/product/${SEG}/getRawData`, auth: 'none' }),
      transformResponse: (response: RawDataResponse) => response.myRawData,
      providesTags: ['RawData'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetRawDataQuery } = catalogApi;
