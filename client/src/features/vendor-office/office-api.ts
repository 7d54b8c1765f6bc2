import type {
  BulkBody,
  BulkResponse,
  DashboardResponse,
  LowStockBody,
  LowStockResponse,
  OfficeCustomersQuery,
  OfficeCustomersResponse,
  OfficeOrdersQuery,
  OfficeOrdersResponse,
  OfficeProductsQuery,
  OfficeProductsResponse,
} from '@contracts/back-office';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

export const OFFICE = `/api/vendor/office/${SEG}`;

/** Drops empty filters so the query string (and the cache key) holds only what is set. */
export function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== '' && value !== null,
    ),
  ) as Partial<T>;
}

/** The owner's back office: the dashboard, the orders, products and customers tables. */
export const officeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => ({ url: `${OFFICE}/dashboard`, auth: 'vendor' }),
      providesTags: ['Office', 'VendorOrders'],
    }),
    setLowStock: build.mutation<LowStockResponse, LowStockBody>({
      query: (body) => ({ url: `${OFFICE}/lowStock`, method: 'POST', body, auth: 'vendor' }),
      invalidatesTags: ['Office'],
    }),
    getOfficeOrders: build.query<OfficeOrdersResponse, OfficeOrdersQuery>({
      query: (params) => ({ url: `${OFFICE}/orders`, params: cleanParams(params), auth: 'vendor' }),
      providesTags: ['Office', 'VendorOrders'],
    }),
    getOfficeProducts: build.query<OfficeProductsResponse, OfficeProductsQuery>({
      query: (params) => ({
        url: `${OFFICE}/products`,
        params: cleanParams(params),
        auth: 'vendor',
      }),
      providesTags: ['Office', 'Products'],
    }),
    bulkProducts: build.mutation<BulkResponse, BulkBody>({
      query: (body) => ({ url: `${OFFICE}/products/bulk`, method: 'POST', body, auth: 'vendor' }),
      invalidatesTags: ['Office', 'Products'],
    }),
    getOfficeCustomers: build.query<OfficeCustomersResponse, OfficeCustomersQuery>({
      query: (params) => ({
        url: `${OFFICE}/customers`,
        params: cleanParams(params),
        auth: 'vendor',
      }),
      providesTags: ['Office'],
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useSetLowStockMutation,
  useGetOfficeOrdersQuery,
  useGetOfficeProductsQuery,
  useBulkProductsMutation,
  useGetOfficeCustomersQuery,
} = officeApi;
