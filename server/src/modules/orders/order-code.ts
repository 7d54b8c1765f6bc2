import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import moment from 'moment-timezone';
import { ORDER_TIME_ZONE } from '../../contracts/orders';

/**
 * The public order id (storefront §9): the order count, the Asia/Kolkata time and a random
 * suffix, e.g. `1024-20261122113045-7F3A`. A unique constraint backs it. The count is read in
 * the statement that inserts the order, so numbering costs no round trip of its own.
 */
export function nextOrderCode(at: Date): SQL {
  const stamp = moment(at).tz(ORDER_TIME_ZONE).format('YYYYMMDDHHmmss');
  const suffix = `-${stamp}-${randomBytes(2).toString('hex').toUpperCase()}`;
  return sql`(select coalesce(max(id), 0) + 1 from orders)::text || ${suffix}::text`;
}
