import type {
  CategoryTaxBody,
  ProductTaxBody,
  ProductTaxResponse,
  ShopSettings,
  ShopSettingsResponse,
} from '@contracts/invoices';
import { vendorApi } from '@/features/vendor-catalog/vendor-api';
import { SEG } from '@/lib/api-paths';

const SETTINGS = `/api/vendor/${SEG}/shopSettings`;

/** The shop's tax-invoice details and the HSN codes and GST rates of categories and products. */
export const shopSettingsApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    const settingsWrite = <Arg>(url: string) =>
      build.mutation<ShopSettingsResponse, Arg>({
        query: (body) => ({ url: `${SETTINGS}${url}`, method: 'POST', body, auth: 'vendor' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(shopSettingsApi.util.upsertQueryData('getShopSettings', undefined, data));
        },
      });
    return {
      getShopSettings: build.query<ShopSettingsResponse, void>({
        query: () => ({ url: SETTINGS, method: 'POST', auth: 'vendor' }),
      }),
      updateShopSettings: settingsWrite<ShopSettings>('/update'),
      setCategoryTax: settingsWrite<CategoryTaxBody>('/categoryTax'),
      getProductTax: build.query<ProductTaxResponse, number>({
        query: (productId) => ({
          url: `${SETTINGS}/productTax`,
          method: 'POST',
          body: { productId },
          auth: 'vendor',
        }),
      }),
      setProductTax: build.mutation<ProductTaxResponse, ProductTaxBody>({
        query: (body) => ({
          url: `${SETTINGS}/productTax/update`,
          method: 'POST',
          body,
          auth: 'vendor',
        }),
        async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(shopSettingsApi.util.upsertQueryData('getProductTax', productId, data));
        },
      }),
    };
  },
});

export const {
  useGetShopSettingsQuery,
  useUpdateShopSettingsMutation,
  useSetCategoryTaxMutation,
  useGetProductTaxQuery,
  useSetProductTaxMutation,
} = shopSettingsApi;
