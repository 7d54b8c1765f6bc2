import { CART_MESSAGES } from '../../contracts/cart';
import type { CheckoutResponse } from '../../contracts/orders';
import type { Database } from '../../db/client';
import { Conflict, Invalid } from '../../http/errors';
import { toRupees } from '../../lib/money';
import { lineCover, lineProblem } from '../cart/cart-lines';
import type { CartService, LineRow } from '../cart/cart.service';
import { makeOrderCode } from './order-code';
import { releaseOrderStock } from './order-stock';
import * as repo from './orders.repository';
import { lockStock, takeStock } from './stock.repository';
import { withRetry } from './transactions';

export interface CheckoutSettings {
  reservationMinutes: number;
  now?: () => Date;
}

/** Checkout: the server cart becomes an order awaiting payment, with its stock reserved. */
export function createCheckoutService(db: Database, cart: CartService, settings: CheckoutSettings) {
  const now = settings.now ?? (() => new Date());

  return {
    /**
     * In one transaction: returns the stock of the customer's earlier unpaid order, re-checks
     * every cart line under row locks and reserves its stock, and records the order (status 0)
     * with a snapshot of its lines. A line that cannot be fulfilled refuses the whole checkout.
     */
    async checkout(customerId: string): Promise<CheckoutResponse> {
      return withRetry(() =>
        db.transaction(async (tx) => {
          const at = now();
          // Locking the cart first makes one customer's checkouts run one at a time.
          const refs = await cart.lockLines(customerId, tx);
          if (refs.length === 0) throw new Invalid(CART_MESSAGES.empty);
          for (const held of await repo.lockHeldReservations(tx, customerId))
            await releaseOrderStock(tx, held, at);

          await lockStock(tx, refs);
          const lines = await cart.describeCart(customerId, tx);
          const refusal = refusalOf(lines);
          if (refusal) throw new Conflict(refusal);
          // Under the locks this cannot fall short; it still guards a line added meanwhile.
          if ((await takeStock(tx, lines.map(toStockLine))).length > 0)
            throw new Conflict(SOLD_OUT_MEANWHILE);

          const amountPaise = lines.reduce(
            (sum, line) => sum + line.price_paise! * line.quantity,
            0,
          );
          const order = await repo.insertOrder(tx, {
            orderCode: makeOrderCode(await repo.nextOrderNumber(tx), at),
            customerId,
            status: 0,
            amountPaise,
            reservedUntil: new Date(at.getTime() + settings.reservationMinutes * 60_000),
          });
          await repo.insertOrderItems(
            tx,
            lines.map((line, position) => snapshot(order.id, line, position)),
          );
          return { orderId: order.orderCode, amount: toRupees(amountPaise) ?? 0 };
        }),
      );
    },
  };
}

const SOLD_OUT_MEANWHILE = 'Some items sold out just now, please try again';

const toStockLine = (line: LineRow) => ({
  productId: line.product_id,
  variantId: line.variant_id,
  quantity: line.quantity,
});

/** Names every line that cannot be bought, e.g. "Only 2 left of Classic Tee (M / Red)"; null when all can. */
function refusalOf(lines: LineRow[]): string | null {
  const reasons = lines.flatMap((line) => {
    const problem = lineProblem(line, line.quantity);
    if (!problem) return [];
    return [problem.kind === 'stock' ? problem.message : `${line.name} is no longer available`];
  });
  return reasons.length ? `Some items cannot be ordered: ${reasons.join('; ')}` : null;
}

function snapshot(orderId: number, line: LineRow, position: number) {
  return {
    orderId,
    productId: line.product_id,
    variantId: line.variant_id,
    productType: line.variant_id === null ? 0 : 1,
    name: line.name,
    coverImage: lineCover(line),
    variantAttributes: line.attributes,
    unitPricePaise: line.price_paise!,
    mrpPaise: line.mrp_paise,
    quantity: line.quantity,
    position,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
