import type { Slider, SliderWriteResponse, SlidersResponse } from '@contracts/products';
import type { UpdateSliderBody } from '@contracts/vendor-sliders';
import { vendorApi } from '@/features/vendor-catalog/vendor-api';
import { SEG } from '@/lib/api-paths';

const GENERAL = `/api/vendor/general/${SEG}`;

export interface SliderFields {
  name: string;
  link: string;
  /** [desktop, mobile] */
  img: [string, string];
}

const toSliders = (response: SliderWriteResponse) => response.finalData.mainSlider;

/** The home page's main sliders (vendor.md §7): every write answers the whole list. */
export const vendorSlidersApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    const sliderWrite = <Arg>(url: string, body: (arg: Arg) => unknown) =>
      build.mutation<Slider[], Arg>({
        query: (arg) => ({
          url: `${GENERAL}/${url}`,
          method: 'POST',
          body: body(arg),
          auth: 'vendor',
        }),
        transformResponse: toSliders,
        invalidatesTags: ['Sliders'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(vendorSlidersApi.util.upsertQueryData('getVendorSliders', undefined, data));
        },
      });
    return {
      getVendorSliders: build.query<Slider[], void>({
        query: () => ({ url: `${GENERAL}/getSlider`, auth: 'vendor' }),
        transformResponse: (response: SlidersResponse) => response.finalData,
        providesTags: ['VendorSliders'],
      }),
      insertSlider: sliderWrite('insertSlider', (fields: SliderFields) => fields),
      /** `index` is the slider's id. */
      updateSlider: sliderWrite(
        'updateSlider',
        ({ id, ...fields }: SliderFields & { id: number }): UpdateSliderBody => ({
          index: id,
          ...fields,
        }),
      ),
      deleteSlider: sliderWrite('deleteSlider', (id: number) => ({ index: id })),
    };
  },
});

export const {
  useGetVendorSlidersQuery,
  useInsertSliderMutation,
  useUpdateSliderMutation,
  useDeleteSliderMutation,
} = vendorSlidersApi;
