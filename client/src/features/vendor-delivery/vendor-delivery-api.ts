import type { DeliveryArea, DeliveryAreasResponse } from '@contracts/delivery';
import type { SizeGuide, SizeGuideResponse } from '@contracts/size-guide';
import { productExtrasApi } from '@/features/catalog/product-extras-api';
import { PRODUCT_PATH, vendorApi } from '@/features/vendor-catalog/vendor-api';
import { SEG } from '@/lib/api-paths';

const GENERAL = `/api/vendor/general/${SEG}`;

const withTags = vendorApi.enhanceEndpoints({ addTagTypes: ['DeliveryAreas'] });

/** The owner's delivery areas (pincodes and prefixes) and per-category size guides. */
export const vendorDeliveryApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryAreas: build.query<DeliveryArea[], void>({
      query: () => ({ url: `${GENERAL}/getDeliveryAreas`, auth: 'vendor' }),
      transformResponse: (response: DeliveryAreasResponse) => response.areas,
      providesTags: ['DeliveryAreas'],
    }),
    setDeliveryAreas: build.mutation<DeliveryArea[], DeliveryArea[]>({
      query: (areas) => ({
        url: `${GENERAL}/setDeliveryAreas`,
        method: 'POST',
        body: { areas },
        auth: 'vendor',
      }),
      transformResponse: (response: DeliveryAreasResponse) => response.areas,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(vendorDeliveryApi.util.upsertQueryData('getDeliveryAreas', undefined, data));
      },
    }),
    setSizeGuide: build.mutation<SizeGuide | null, SizeGuide>({
      query: (body) => ({
        url: `${PRODUCT_PATH}/setSizeGuide`,
        method: 'POST',
        body,
        auth: 'vendor',
      }),
      transformResponse: (response: SizeGuideResponse) => response.sizeGuide,
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(productExtrasApi.util.upsertQueryData('getSizeGuide', arg.category, data));
      },
    }),
    deleteSizeGuide: build.mutation<SizeGuide | null, number>({
      query: (category) => ({
        url: `${PRODUCT_PATH}/deleteSizeGuide`,
        method: 'POST',
        body: { category },
        auth: 'vendor',
      }),
      transformResponse: (response: SizeGuideResponse) => response.sizeGuide,
      async onQueryStarted(category, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === null)
          dispatch(productExtrasApi.util.upsertQueryData('getSizeGuide', category, null));
      },
    }),
  }),
});

export const {
  useGetDeliveryAreasQuery,
  useSetDeliveryAreasMutation,
  useSetSizeGuideMutation,
  useDeleteSizeGuideMutation,
} = vendorDeliveryApi;
