import { randomBytes } from 'node:crypto';
import moment from 'moment-timezone';
import { ORDER_TIME_ZONE } from '../../contracts/orders';

/**
 * The public order id (storefront §9): the order count, the Asia/Kolkata time and a random
 * suffix, e.g. `1024-20261122113045-7F3A`. A unique constraint backs it.
 */
export function makeOrderCode(orderNumber: number, at: Date): string {
  const stamp = moment(at).tz(ORDER_TIME_ZONE).format('YYYYMMDDHHmmss');
  return `${orderNumber}-${stamp}-${randomBytes(2).toString('hex').toUpperCase()}`;
}
