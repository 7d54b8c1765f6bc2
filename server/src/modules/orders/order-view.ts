import moment from 'moment-timezone';
import {
  ORDER_TIME_ZONE,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentType,
  type PendingCheckout,
} from '../../contracts/orders';
import { toRupees } from '../../lib/money';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** How order times read everywhere (lists, messages): "22 Nov 2026, 11:30 AM", Asia/Kolkata. */
export function formatOrderTime(at: Date): string {
  return moment(at).tz(ORDER_TIME_ZONE).format('DD MMM YYYY, hh:mm A');
}

/** A customer message about an order: "Your order is shipped. Order ID: 1024-…, 22 Nov 2026, 11:30 AM". */
export function orderMessage(text: string, orderCode: string, at: Date): string {
  return `${text}. Order ID: ${orderCode}, ${formatOrderTime(at)}`;
}

/** "₹1,299.00" */
export function rupeesText(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The five time slots in status order: ordered, processing, shipping, delivered, canceled. */
export const TIME_SLOTS = [
  'orderedAt',
  'processingAt',
  'shippingAt',
  'deliveredAt',
  'canceledAt',
] as const;

const rupees = (paise: number) => toRupees(paise) ?? 0;

export function toOrderItem(row: OrderItemRow): OrderItem {
  const unitPrice = rupees(row.unitPricePaise);
  const mrp = toRupees(row.mrpPaise);
  const base = {
    id: row.productId,
    name: row.name,
    coverImg: row.coverImage,
    itemQty: row.quantity,
    unitPrice,
    lineTotal: rupees(row.unitPricePaise * row.quantity),
  };
  if (row.productType === 0) return { ...base, productType: 0, price: { price: unitPrice, mrp } };
  return {
    ...base,
    productType: 1,
    varient: {
      _id: row.variantId,
      varienteAttributes: row.variantAttributes,
      // The cart item's shape (storefront.md §3): images hold the picture kept at checkout.
      general: {
        price: unitPrice,
        mrp,
        itemQty: row.quantity,
        images: row.coverImage ? [row.coverImage] : [],
      },
    },
  };
}

/** The address on one line: "12 MG Road, near the park, Pune, Pune district - 411001". */
export function addressLine(address: OrderRow['address']): string {
  if (!address) return '';
  const parts = [address.address, address.nearby, address.city, address.district].filter(Boolean);
  return `${parts.join(', ')} - ${address.pincode}`;
}

/** The spec's order document from its rows. */
export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    orderId: row.orderCode,
    items: items.map(toOrderItem),
    orderStatus: row.status as OrderStatus,
    orderAmount: rupees(row.amountPaise),
    orderPayment: {
      paymentType: (row.paymentType as PaymentType | null) ?? null,
      paymentDetail: { TransitionId: row.transactionId ?? '' },
    },
    orderTime: TIME_SLOTS.map((slot) => {
      const at = row[slot];
      return at ? formatOrderTime(at) : '';
    }) as Order['orderTime'],
    orderAddress: addressLine(row.address),
    address: row.address ?? null,
  };
}

/** Groups items by order id, keeping their order. */
export function groupItems(items: OrderItemRow[]): Map<number, OrderItemRow[]> {
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return byOrder;
}

/** A checkout awaiting payment, for the orders page and the payment page. */
export function toPendingCheckout(row: OrderRow, items: OrderItemRow[]): PendingCheckout {
  return {
    orderId: row.orderCode,
    amount: rupees(row.amountPaise),
    items: items.map(toOrderItem),
    expiresAt: (row.reservedUntil ?? row.createdAt).toISOString(),
    address: row.address ?? null,
  };
}
