import type { Product, ProductVariant, VariantAttributeValue } from '@contracts/products';
import type {
  InsertProductBody,
  InsertProductResponse,
  MyProductResponse,
  UpdateProductBody,
  UpdateProductResponse,
} from '@contracts/vendor-products';
import type { MessageResponse } from '@contracts/accounts';
import type {
  GenerateVariantsBody,
  GenerateVariantsResponse,
  ValueImagesBody,
  VariantGridBody,
  MyVarientsResponse,
  SelectedVarientsResponse,
  SimplePricingBody,
  VariantPricingBody,
} from '@contracts/vendor-variants';
import { PRODUCT_PATH as P, vendorApi } from './vendor-api';

type Query = { url: string; body: unknown };
type PatchProduct = (product: Product) => void;

/** Product, pricing, image and variant calls (vendor.md §7); every answer updates getVendorProduct. */
export const vendorProductsApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    /** A write answered with {myProduct}: the product page shows the answer. */
    const productWrite = <Arg extends { id: number }>(request: (arg: Arg) => Query) =>
      build.mutation<Product, Arg>({
        query: (arg) => ({ ...request(arg), method: 'POST', auth: 'vendor' }),
        transformResponse: (response: MyProductResponse) => response.myProduct,
        invalidatesTags: ['VendorProducts', 'Products'],
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(vendorProductsApi.util.upsertQueryData('getVendorProduct', arg.id, data));
        },
      });
    /** A write answered with {myVarients}: the product's variants are replaced. */
    const variantWrite = <Arg extends { id: number }>(request: (arg: Arg) => Query) =>
      build.mutation<ProductVariant[], Arg>({
        query: (arg) => ({ ...request(arg), method: 'POST', auth: 'vendor' }),
        transformResponse: (response: MyVarientsResponse) => response.myVarients,
        invalidatesTags: ['VendorProducts', 'Products'],
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          const patch: PatchProduct = (product) => {
            if (data) product.productVarients = data;
          };
          if (data)
            dispatch(vendorProductsApi.util.updateQueryData('getVendorProduct', arg.id, patch));
        },
      });

    return {
      /** The product with hidden fields; 404 'Product not found' for unknown ids. */
      getVendorProduct: build.query<Product, number>({
        query: (id) => ({ url: `${P}/getProduct?p_id=${id}`, method: 'POST', auth: 'vendor' }),
        transformResponse: (response: MyProductResponse) => response.myProduct,
        providesTags: (_result, _error, id) => [{ type: 'VendorProduct', id }],
      }),
      insertProduct: build.mutation<number, InsertProductBody>({
        query: (body) => ({ url: `${P}/insertProduct`, method: 'POST', body, auth: 'vendor' }),
        transformResponse: (response: InsertProductResponse) => response.productId,
        invalidatesTags: ['VendorProducts'],
      }),
      updateProduct: build.mutation<Product, UpdateProductBody['myProduct'] & { _id: number }>({
        query: (myProduct) => ({
          url: `${P}/updateProduct`,
          method: 'POST',
          body: { myProduct },
          auth: 'vendor',
        }),
        transformResponse: (response: UpdateProductResponse) => response.product,
        invalidatesTags: ['VendorProducts', 'Products'],
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(vendorProductsApi.util.upsertQueryData('getVendorProduct', arg._id, data));
        },
      }),
      updateProductType: productWrite(({ id, pt }: { id: number; pt: 0 | 1 }) => ({
        url: `${P}/updateProductType?p_id=${id}`,
        body: { pt },
      })),
      updateCoverImages: productWrite(({ id, images }: { id: number; images: string[] }) => ({
        url: `${P}/updateCoverImages?p_id=${id}`,
        body: { images },
      })),
      saveSimplePricing: productWrite(({ id, body }: { id: number; body: SimplePricingBody }) => ({
        url: `${P}/updateProductVarient?p_id=${id}`,
        body: { ...body, pt: 0 },
      })),
      deleteSimpleImage: productWrite(({ id, url }: { id: number; url: string }) => ({
        url: `${P}/deleteSimpleImage`,
        body: { pId: id, imgId: url },
      })),
      saveVariantPricing: variantWrite(
        ({ id, variantId, body }: { id: number; variantId: number; body: VariantPricingBody }) => ({
          url: `${P}/updateProductVarient?p_id=${id}&var_id=${variantId}`,
          body: { ...body, pt: 1 },
        }),
      ),
      insertVariant: variantWrite(
        ({ id, varients }: { id: number; varients: VariantAttributeValue[] }) => ({
          url: `${P}/insertProductVarient?p_id=${id}`,
          body: { varients },
        }),
      ),
      deleteVariant: variantWrite(
        ({ id, variantId, position }: { id: number; variantId: number; position: number }) => ({
          url: `${P}/deleteVar`,
          body: { pId: id, varId: variantId, indexx: position },
        }),
      ),
      deleteVariantImage: variantWrite(
        ({ id, variantId, url }: { id: number; variantId: number; url: string }) => ({
          url: `${P}/deleteVarImage`,
          body: { pId: id, varId: variantId, imgId: url },
        }),
      ),
      /** Every chosen size × colour (…) combination at once, one price, MRP and stock for all. */
      generateVariants: build.mutation<
        GenerateVariantsResponse,
        { id: number; body: GenerateVariantsBody }
      >({
        query: ({ id, body }) => ({
          url: `${P}/generateVarients?p_id=${id}`,
          method: 'POST',
          body,
          auth: 'vendor',
        }),
        invalidatesTags: ['VendorProducts', 'Products'],
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          const patch: PatchProduct = (product) => {
            if (data) product.productVarients = data.myVarients;
          };
          if (data)
            dispatch(vendorProductsApi.util.updateQueryData('getVendorProduct', arg.id, patch));
        },
      }),
      /** The grid's edited rows (price, MRP, stock, SKU), all or nothing. */
      saveVariantGrid: variantWrite(({ id, body }: { id: number; body: VariantGridBody }) => ({
        url: `${P}/saveVarientGrid?p_id=${id}`,
        body,
      })),
      /** Images for every variant with one value (e.g. a colour), uploaded once. */
      setValueImages: variantWrite(({ id, body }: { id: number; body: ValueImagesBody }) => ({
        url: `${P}/setValueImages?p_id=${id}`,
        body,
      })),
      /** A hidden copy with variants and images, without stock; answers the new id. */
      duplicateProduct: build.mutation<number, { id: number }>({
        query: ({ id }) => ({
          url: `${P}/duplicateProduct`,
          method: 'POST',
          body: { id },
          auth: 'vendor',
        }),
        transformResponse: (response: InsertProductResponse) => response.productId,
        invalidatesTags: ['VendorProducts'],
      }),
      removeProduct: build.mutation<MessageResponse, { id: number }>({
        query: ({ id }) => ({
          url: `${P}/deleteProduct`,
          method: 'POST',
          body: { id },
          auth: 'vendor',
        }),
        invalidatesTags: ['VendorProducts', 'Products'],
      }),
      setSelectedVariants: build.mutation<number[], { id: number; selected: number[] }>({
        query: ({ id, selected }) => ({
          url: `${P}/setSelectedVarients`,
          method: 'POST',
          body: { pId: id, selectedVarients: selected },
          auth: 'vendor',
        }),
        transformResponse: (response: SelectedVarientsResponse) => response.selectedVarients,
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          const patch: PatchProduct = (product) => {
            if (data) product.selectedVarients = data;
          };
          if (data)
            dispatch(vendorProductsApi.util.updateQueryData('getVendorProduct', arg.id, patch));
        },
      }),
    };
  },
});

export const {
  useGetVendorProductQuery,
  useInsertProductMutation,
  useUpdateProductMutation,
  useUpdateProductTypeMutation,
  useUpdateCoverImagesMutation,
  useSaveSimplePricingMutation,
  useDeleteSimpleImageMutation,
  useSaveVariantPricingMutation,
  useInsertVariantMutation,
  useDeleteVariantMutation,
  useDeleteVariantImageMutation,
  useSetSelectedVariantsMutation,
  useGenerateVariantsMutation,
  useSaveVariantGridMutation,
  useSetValueImagesMutation,
  useDuplicateProductMutation,
  useRemoveProductMutation,
} = vendorProductsApi;
