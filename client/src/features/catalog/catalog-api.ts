import type { RawDataResponse } from '@contracts/catalog';
import type {
  AttributeSummary,
  AttributesResponse,
  Slider,
  SlidersResponse,
} from '@contracts/products';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

export type RawData = RawDataResponse['myRawData'];

/** Public, read-mostly catalogue data: cached for the whole visit. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All categories and sub-categories. */
    getRawData: build.query<RawData, void>({
      query: () => ({ url: `/api/vendor/product/${SEG}/getRawData`, auth: 'none' }),
      transformResponse: (response: RawDataResponse) => response.myRawData,
      providesTags: ['RawData'],
      keepUnusedDataFor: 600,
    }),
    /** Attribute names (and their values, in order) for the variant pickers. */
    getAttributes: build.query<AttributeSummary[], void>({
      query: () => ({ url: `/api/vendor/product/${SEG}/getAttribute`, auth: 'none' }),
      transformResponse: (response: AttributesResponse) => response.myAttributes,
      providesTags: ['Attributes'],
      keepUnusedDataFor: 600,
    }),
    /** The home page's banners. */
    getSliders: build.query<Slider[], void>({
      query: () => ({ url: `/api/vendor/general/${SEG}/getSlider`, auth: 'none' }),
      transformResponse: (response: SlidersResponse) => response.finalData,
      providesTags: ['Sliders'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetRawDataQuery, useGetAttributesQuery, useGetSlidersQuery } = catalogApi;
