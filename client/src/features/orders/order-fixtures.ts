import type { CustomerUser } from '@contracts/auth';
import type { Order, OrderItem, PendingCheckout } from '@contracts/orders';

/* Test data shaped like the API's answers (not part of the app). */

export const shopper: CustomerUser = { _id: 'u1', id: 'u1', name: 'Asha Rao', phone: '9810012345' };

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 7,
    name: 'Festive Kurta',
    coverImg: '/uploads/demo/7.svg',
    itemQty: 2,
    productType: 1,
    varient: {
      _id: 3,
      varienteAttributes: [
        { attr_id: 1, attribute: 'Size', value: 'M' },
        { attr_id: 2, attribute: 'Colour', value: 'Blue' },
      ],
      general: { price: 1299.5, mrp: 1999, itemQty: 2, images: ['/uploads/demo/7.svg'] },
    },
    unitPrice: 1299.5,
    lineTotal: 2599,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '1024-ABC',
    items: [
      anOrderItem(),
      anOrderItem({
        id: 101,
        name: 'Linen Shirt',
        productType: 0,
        varient: undefined,
        price: { price: 899, mrp: 1299 },
        itemQty: 1,
        unitPrice: 899,
        lineTotal: 899,
      }),
    ],
    orderStatus: 1,
    orderAmount: 3498,
    orderPayment: { paymentType: 2, paymentDetail: { TransitionId: 'pay_test_123' } },
    orderTime: ['22 Nov 2026, 11:30 AM', '', '', '', ''],
    orderAddress: '12 MG Road, near the park, Pune, Pune - 411001',
    address: {
      address: '12 MG Road',
      nearby: 'the park',
      city: 'Pune',
      district: 'Pune',
      pincode: '411001',
    },
    ...overrides,
  };
}

/** The JSON body of the requests to `url`, in order. */
export function bodiesTo(requests: { url?: string; data?: unknown }[], url: string): unknown[] {
  return requests
    .filter((request) => request.url === url)
    .map((request) => JSON.parse(String(request.data ?? 'null')) as unknown);
}

export function aPendingCheckout(overrides: Partial<PendingCheckout> = {}): PendingCheckout {
  return {
    orderId: '1024-XYZ',
    amount: 1299,
    items: [anOrderItem({ itemQty: 1, lineTotal: 1299.5 })],
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    address: null,
    ...overrides,
  };
}
