import type { CodResponse } from '@contracts/products';
import type {
  CancelOrderBody,
  CancelOrderResponse,
  CheckoutResponse,
  OneOrderBody,
  OneOrderResponse,
  PendingCheckout,
  PendingCheckoutBody,
  PendingCheckoutResponse,
  PendingCheckoutsResponse,
  ConfirmOrderBody,
  Order,
  OrdersResponse,
  PayBody,
  PayResponse,
  TestPaymentBody,
  TestPaymentResponse,
} from '@contracts/orders';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';
import { ORDER_PAGE_SIZE } from './order-status';

const ORDER = `/api/user/order/${SEG}`;

/** A placed order changes the orders, the cart (bought lines leave it) and the bell. */
const PLACED = [
  'Orders',
  'Cart',
  { type: 'Notifications', id: 'COUNT' },
  { type: 'Notifications', id: 'LIST' },
] as const;

/** Checkout, payment and the shopper's orders (storefront §7 and DESIGN.md). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server cart becomes an order awaiting payment, its stock reserved. */
    checkout: build.mutation<CheckoutResponse, string>({
      query: (userId) => ({ url: `${ORDER}/checkout`, method: 'POST', body: { userId } }),
    }),
    /** Whether the shop takes cash on delivery now (public). */
    getCod: build.query<boolean, void>({
      query: () => ({ url: `/api/vendor/${SEG}/getCOD`, method: 'POST', auth: 'none' }),
      transformResponse: (response: CodResponse) => response.cod,
      keepUnusedDataFor: 0,
    }),
    /** Cash on delivery places the order ({orders}); online opens a payment ({payment}). */
    pay: build.mutation<PayResponse, PayBody>({
      query: (body) => ({ url: `${ORDER}/pay`, method: 'POST', body }),
      invalidatesTags: (result) => (result && 'orders' in result ? [...PLACED] : []),
    }),
    /** The built-in test checkout's Pay (success) and Fail (402) buttons. */
    testPayment: build.mutation<TestPaymentResponse, TestPaymentBody>({
      query: (body) => ({ url: `${ORDER}/testPayment`, method: 'POST', body }),
    }),
    /** The provider's proof of payment: the server verifies it and places the order. */
    confirmOrder: build.mutation<OrdersResponse, ConfirmOrderBody>({
      query: (body) => ({ url: `${ORDER}/add`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...PLACED] : []),
    }),
    /** The shopper's placed orders, newest first, 10 a page. */
    getOrders: build.infiniteQuery<Order[], string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPage.length < ORDER_PAGE_SIZE ? undefined : lastPageParam + 1,
      },
      query: ({ queryArg: userId, pageParam }) => ({
        url: `${ORDER}/get`,
        method: 'POST',
        body: { userId, count: pageParam },
      }),
      transformResponse: (response: OrdersResponse) => response.orders,
      providesTags: ['Orders'],
    }),
    /** One placed order of the shopper, by id (the bill opened by link). */
    getOrder: build.query<Order, OneOrderBody>({
      query: (body) => ({ url: `${ORDER}/getOne`, method: 'POST', body }),
      transformResponse: (response: OneOrderResponse) => response.order,
      providesTags: ['Orders'],
    }),
    /** The checkout being paid, from the server (the payment page survives a reload). */
    getPendingCheckout: build.query<PendingCheckout, PendingCheckoutBody>({
      query: (body) => ({ url: `${ORDER}/pending/get`, method: 'POST', body }),
      transformResponse: (response: PendingCheckoutResponse) => response.checkout,
      keepUnusedDataFor: 0,
    }),
    /** The shopper's checkouts awaiting payment (listed above their orders). */
    getPendingCheckouts: build.query<PendingCheckout[], string>({
      query: (userId) => ({ url: `${ORDER}/pending`, method: 'POST', body: { userId } }),
      transformResponse: (response: PendingCheckoutsResponse) => response.checkouts,
      providesTags: ['Orders'],
    }),
    /** The shopper cancels an order not yet shipped; its stock returns, a payment is refunded. */
    cancelOrder: build.mutation<Order, CancelOrderBody>({
      query: (body) => ({ url: `${ORDER}/cancel`, method: 'POST', body }),
      transformResponse: (response: CancelOrderResponse) => response.order,
      invalidatesTags: (result) =>
        result
          ? [
              'Orders',
              { type: 'Notifications', id: 'COUNT' },
              { type: 'Notifications', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const {
  useCheckoutMutation,
  useGetCodQuery,
  usePayMutation,
  useTestPaymentMutation,
  useConfirmOrderMutation,
  useGetOrdersInfiniteQuery,
  useGetOrderQuery,
  useGetPendingCheckoutQuery,
  useGetPendingCheckoutsQuery,
  useCancelOrderMutation,
} = ordersApi;
