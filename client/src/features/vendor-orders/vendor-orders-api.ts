import type { NewNotifyResponse } from '@contracts/accounts';
import type {
  ChangeStatusResponse,
  ChangeStatusUserBody,
  VendorOrdersResponse,
} from '@contracts/orders';
import { api } from '@/app/api';
import { vendorNewOrdersCounted } from '@/features/notifications/notifications-slice';
import { ORDER_PAGE_SIZE } from '@/features/orders/order-status';
import { SEG } from '@/lib/api-paths';

const ORDER = `/api/vendor/order/${SEG}`;

export type VendorOrderEntry = VendorOrdersResponse['orders'][number];

/** My Orders (vendor.md §7): the list, status changes, and the side menu's new-order badge. */
export const vendorOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** [customer id, order] pairs, newest first, page by page (count from 1) to a short page. */
    getVendorOrders: build.infiniteQuery<VendorOrderEntry[], void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPage.length < ORDER_PAGE_SIZE ? undefined : lastPageParam + 1,
      },
      query: ({ pageParam }) => ({
        url: `${ORDER}/get`,
        method: 'POST',
        body: { count: pageParam },
        auth: 'vendor',
      }),
      transformResponse: (response: VendorOrdersResponse) => response.orders,
      providesTags: ['VendorOrders'],
    }),
    /** Moves orders[orderIndex] to its new status; the answer (the customer's orders) updates the list. */
    changeOrderStatus: build.mutation<ChangeStatusResponse, ChangeStatusUserBody>({
      query: (body) => ({
        url: `${ORDER}/changeStatus/user`,
        method: 'POST',
        body,
        auth: 'vendor',
      }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const changed = new Map(data.usserOrders.map((order) => [order.orderId, order]));
        dispatch(
          vendorOrdersApi.util.updateQueryData('getVendorOrders', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const entry of page) {
                const fresh = entry[0] === userId ? changed.get(entry[1].orderId) : undefined;
                if (fresh) entry[1] = { ...fresh, customer: entry[1].customer };
              }
            }
          }),
        );
      },
    }),
    getVendorNewNotify: build.query<number, void>({
      query: () => ({ url: `${ORDER}/getNewNotify`, method: 'POST', auth: 'vendor' }),
      transformResponse: (response: NewNotifyResponse) => response.newNotify,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) dispatch(vendorNewOrdersCounted(data));
      },
    }),
    /** The vendor has seen the new orders: the badge clears. */
    setVendorNewNotify: build.mutation<NewNotifyResponse, void>({
      query: () => ({ url: `${ORDER}/setNewNotify`, method: 'POST', auth: 'vendor' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(vendorNewOrdersCounted(data.newNotify));
        dispatch(
          vendorOrdersApi.util.upsertQueryData('getVendorNewNotify', undefined, data.newNotify),
        );
      },
    }),
  }),
});

export const {
  useGetVendorOrdersInfiniteQuery,
  useChangeOrderStatusMutation,
  useGetVendorNewNotifyQuery,
  useSetVendorNewNotifyMutation,
} = vendorOrdersApi;
