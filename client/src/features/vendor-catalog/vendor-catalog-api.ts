import type { Category, SubCategory } from '@contracts/catalog';
import type { ProductCard } from '@contracts/products';
import type {
  InsertCategoryBody,
  UpdateCategoryBody,
  UpdateSubCategoryBody,
  InsertSubCategoryBody,
  MyCategoriesResponse,
  MySubCategoriesResponse,
} from '@contracts/vendor-catalog';
import type { VendorProductsResponse } from '@contracts/vendor-products';
import { PRODUCT_PATH as P, vendorApi } from './vendor-api';
import { VENDOR_PAGE_SIZE } from './vendor-constants';

export interface VendorProductsArg {
  category: number;
  /** -1 for every sub-category of the category. */
  subCategory: number;
}

type DisplayOrder = { _id: number; index: number }[];

const toCategories = (response: MyCategoriesResponse) => response.myCategories;
const toSubCategories = (response: MySubCategoriesResponse) => response.mySubCategories;

/** Categories, sub-categories and the admin's product lists (vendor.md §7, prefix P). */
export const vendorCatalogApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    /** A category write: its answer becomes the admin's list; the storefront refetches. */
    const categoryWrite = <Arg>(request: (arg: Arg) => { url: string; body: unknown }) =>
      build.mutation<Category[], Arg>({
        query: (arg) => ({ ...request(arg), method: 'POST', auth: 'vendor' }),
        transformResponse: toCategories,
        invalidatesTags: ['RawData'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(vendorCatalogApi.util.upsertQueryData('getVendorCategories', undefined, data));
        },
      });
    /** The same for sub-categories, whose answer is the list of one parent category. */
    const subCategoryWrite = <Arg extends { parent: number }>(
      request: (arg: Arg) => { url: string; body: unknown },
    ) =>
      build.mutation<SubCategory[], Arg>({
        query: (arg) => ({ ...request(arg), method: 'POST', auth: 'vendor' }),
        transformResponse: toSubCategories,
        invalidatesTags: ['RawData'],
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(
              vendorCatalogApi.util.upsertQueryData('getVendorSubCategories', arg.parent, data),
            );
        },
      });

    return {
      getVendorCategories: build.query<Category[], void>({
        query: () => ({ url: `${P}/getCategories`, auth: 'vendor' }),
        transformResponse: toCategories,
        providesTags: ['VendorCategories'],
      }),
      insertCategory: categoryWrite((body: InsertCategoryBody) => ({
        url: `${P}/insertCategory`,
        body,
      })),
      updateCategory: categoryWrite((body: UpdateCategoryBody) => ({
        url: `${P}/updateCategory`,
        body,
      })),
      /** `index` is the position in the list held (the spec's); `_id` makes the server check it. */
      setCategoryStatus: categoryWrite(
        ({ id, position, status }: { id: number; position: number; status: 0 | 1 }) => ({
          url: `${P}/setCategoryStatus`,
          body: { index: position, _id: id, status },
        }),
      ),
      setCategoryIndex: categoryWrite((order: DisplayOrder) => ({
        url: `${P}/setCategoryIndex`,
        body: { categories: order.map(({ _id, index }) => ({ _id, categoryIndex: index })) },
      })),
      deleteCategory: categoryWrite(({ id, position }: { id: number; position: number }) => ({
        url: `${P}/deleteCategory`,
        body: { index: position, catId: id },
      })),

      getVendorSubCategories: build.query<SubCategory[], number>({
        query: (parent) => ({ url: `${P}/getSubCategories?parent=${parent}`, auth: 'vendor' }),
        transformResponse: toSubCategories,
        providesTags: (_result, _error, parent) => [{ type: 'VendorSubCategories', id: parent }],
      }),
      insertSubCategory: subCategoryWrite((body: InsertSubCategoryBody & { parent: number }) => ({
        url: `${P}/insertSubCategory`,
        body,
      })),
      updateSubCategory: subCategoryWrite(
        ({ parent: _parent, ...body }: UpdateSubCategoryBody & { parent: number }) => ({
          url: `${P}/updateSubCategory`,
          body,
        }),
      ),
      setSubCategoryStatus: subCategoryWrite(
        ({ id, status }: { id: number; status: 0 | 1; parent: number }) => ({
          url: `${P}/setSubCategoryStatus`,
          body: { id, status },
        }),
      ),
      setSubCategoryIndex: subCategoryWrite(
        ({ order }: { order: DisplayOrder; parent: number }) => ({
          url: `${P}/setSubCategoryIndex`,
          body: {
            subCategories: order.map(({ _id, index }) => ({ _id, subCategoryIndex: index })),
          },
        }),
      ),
      deleteSubCategory: subCategoryWrite(
        ({ id, position }: { id: number; position: number; parent: number }) => ({
          url: `${P}/deleteSubCategory`,
          body: { index: position, subCatId: id },
        }),
      ),

      /** A category's (or one sub-category's) products for the admin, hidden ones included. */
      getVendorProducts: build.infiniteQuery<ProductCard[], VendorProductsArg, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          // A short page cannot be followed by another: the list ends there (spec: empty page).
          getNextPageParam: (lastPage, _all, lastPageParam) =>
            lastPage.length < VENDOR_PAGE_SIZE ? undefined : lastPageParam + 1,
        },
        query: ({ queryArg, pageParam }) => ({
          url: `${P}/product/get/categoryAndSubCategory`,
          method: 'POST',
          body: { ...queryArg, count: pageParam, limit: VENDOR_PAGE_SIZE },
          auth: 'vendor',
        }),
        transformResponse: (response: VendorProductsResponse) => response.myProducts,
        providesTags: ['VendorProducts'],
      }),
    };
  },
});

export const {
  useGetVendorCategoriesQuery,
  useInsertCategoryMutation,
  useUpdateCategoryMutation,
  useSetCategoryStatusMutation,
  useSetCategoryIndexMutation,
  useDeleteCategoryMutation,
  useGetVendorSubCategoriesQuery,
  useInsertSubCategoryMutation,
  useUpdateSubCategoryMutation,
  useSetSubCategoryStatusMutation,
  useSetSubCategoryIndexMutation,
  useDeleteSubCategoryMutation,
  useGetVendorProductsInfiniteQuery,
} = vendorCatalogApi;
