import type { PincodeCheck } from '@contracts/delivery';
import type { SizeGuide, SizeGuideResponse } from '@contracts/size-guide';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

/** The product page's size guide and delivery check (public reads). */
export const productExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSizeGuide: build.query<SizeGuide | null, number>({
      query: (category) => ({
        url: `/api/vendor/product/${SEG}/getSizeGuide`,
        method: 'POST',
        body: { category },
        auth: 'none',
      }),
      transformResponse: (response: SizeGuideResponse) => response.sizeGuide,
      providesTags: ['Products'],
    }),
    checkPincode: build.mutation<PincodeCheck, string>({
      query: (pincode) => ({
        url: `/api/vendor/general/${SEG}/checkPincode`,
        method: 'POST',
        body: { pincode },
        auth: 'none',
      }),
    }),
  }),
});

export const { useGetSizeGuideQuery, useCheckPincodeMutation } = productExtrasApi;
