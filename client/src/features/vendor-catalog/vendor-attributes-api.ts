import type { AttributeSummary, AttributesResponse } from '@contracts/products';
import type { AttributeInUseResponse } from '@contracts/vendor-attributes';
import { PRODUCT_PATH as P, vendorApi } from './vendor-api';
import { vendorPost } from './vendor-request';

/** deleteAttribute either deletes, or names the products whose variants still use it. */
export type DeleteAttributeResult =
  { deleted: AttributeSummary[] } | { inUse: AttributeInUseResponse['error'] };

const isInUseAnswer = (body: unknown): body is AttributeInUseResponse =>
  typeof body === 'object' && body !== null && Array.isArray((body as { error?: unknown }).error);

/** Attributes (variation types) and their values (vendor.md §7, prefix P). */
export const vendorAttributesApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    const updateList = (list: AttributeSummary[]) =>
      vendorAttributesApi.util.upsertQueryData('getVendorAttributes', undefined, list);
    /** A write answered with {myAttributes}; the storefront's attribute cache refetches. */
    const attributeWrite = <Arg>(url: string) =>
      build.mutation<AttributeSummary[], Arg>({
        query: (body) => ({ url: `${P}/${url}`, method: 'POST', body, auth: 'vendor' }),
        transformResponse: (response: AttributesResponse) => response.myAttributes,
        invalidatesTags: ['Attributes'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(updateList(data));
        },
      });

    return {
      getVendorAttributes: build.query<AttributeSummary[], void>({
        query: () => ({ url: `${P}/getAttribute`, auth: 'vendor' }),
        transformResponse: (response: AttributesResponse) => response.myAttributes,
        providesTags: ['VendorAttributes'],
      }),
      /** values: comma-separated, as typed ("S, M, L"). */
      insertAttribute: attributeWrite<{ attribute: string; values: string }>('insertAttribute'),
      renameAttribute: attributeWrite<{ id: number; attribute: string }>('setAttributes'),
      removeAttributeValue: attributeWrite<{ id: number; value: string }>('deleteAttributeValue'),
      /** Adds one value; null when the attribute already has it (the server answers {myAttributes: 0}). */
      addAttributeValue: build.mutation<AttributeSummary[] | null, { id: number; value: string }>({
        query: (body) => ({ url: `${P}/pushNewAttribute`, method: 'POST', body, auth: 'vendor' }),
        transformResponse: (response: AttributesResponse | { myAttributes: 0 }) =>
          response.myAttributes === 0 ? null : response.myAttributes,
        invalidatesTags: ['Attributes'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(updateList(data));
        },
      }),
      // Read with axios directly: the refusal is a 200 whose body is {error: list} (the spec's).
      deleteAttribute: build.mutation<DeleteAttributeResult, number>({
        async queryFn(id, { dispatch }) {
          const result = await vendorPost<AttributesResponse | AttributeInUseResponse>(
            `${P}/deleteAttribute`,
            { id },
          );
          if (result.ok) {
            if (isInUseAnswer(result.data)) return { data: { inUse: result.data.error } };
            dispatch(updateList(result.data.myAttributes));
            return { data: { deleted: result.data.myAttributes } };
          }
          return { error: { status: result.status, message: result.message } };
        },
        invalidatesTags: (result) => (result && 'deleted' in result ? ['Attributes'] : []),
      }),
    };
  },
});

export const {
  useGetVendorAttributesQuery,
  useInsertAttributeMutation,
  useRenameAttributeMutation,
  useRemoveAttributeValueMutation,
  useAddAttributeValueMutation,
  useDeleteAttributeMutation,
} = vendorAttributesApi;
