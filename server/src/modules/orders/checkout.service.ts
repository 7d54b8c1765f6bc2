import { CART_MESSAGES } from '../../contracts/cart';
import type { CheckoutResponse } from '../../contracts/orders';
import type { Database } from '../../db/client';
import { lockShopper, shopperId, type Shopper } from '../../db/shopper-lock';
import { transact } from '../../db/transactions';
import { Conflict, Invalid, TooManyRequests } from '../../http/errors';
import { toRupees } from '../../lib/money';
import { lineCover, lineLabel, lineProblem } from '../cart/cart-lines';
import { tooManyUnits, type CartService, type LineRow } from '../cart/cart.service';
import { nextOrderCode } from './order-code';
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from './order-limits';
import { stockLinesOf } from './order-stock';
import * as repo from './orders.repository';
import { lockStock, restorable, stockMoves } from './stock.repository';

export interface CheckoutSettings {
  reservationMinutes: number;
  limits: Pick<OrderLimits, 'unitsPerLine' | 'checkoutsPerHour'>;
  now?: () => Date;
}

/** Checkout: the server cart becomes an order awaiting payment, with its stock reserved. */
export function createCheckoutService(db: Database, cart: CartService, settings: CheckoutSettings) {
  const now = settings.now ?? (() => new Date());

  /** When the new hold ends: the usual time, but never later than a running hold it replaces. */
  function holdEnd(held: repo.HeldOrder[], at: Date): Date {
    let until = at.getTime() + settings.reservationMinutes * 60_000;
    for (const order of held) {
      const end = order.reservedUntil?.getTime();
      if (end !== undefined && end > at.getTime()) until = Math.min(until, end);
    }
    return new Date(until);
  }

  return {
    /**
     * In one transaction: returns the stock of the customer's earlier unpaid order (one open
     * checkout per shopper), re-checks every cart line under row locks and reserves its stock,
     * and records the order (status 0) with a snapshot of its lines. A line that cannot be
     * fulfilled refuses the whole checkout. The new hold ends no later than the one it replaces,
     * and a shopper may start only so many checkouts an hour, so nobody can hold stock forever.
     */
    async checkout(shopper: Shopper): Promise<CheckoutResponse> {
      const customerId = shopperId(shopper);
      return transact(db, async (tx) => {
        const at = now();
        // The shopper's lock makes one customer's checkouts (and cart changes) run one at a time,
        // so the cart read next stays as it is until commit.
        await lockShopper(tx, shopper);
        const start = await repo.startCheckout(tx, customerId, new Date(at.getTime() - 3_600_000));
        if (start.lines.length === 0) throw new Invalid(CART_MESSAGES.empty);
        if (start.checkouts >= settings.limits.checkoutsPerHour)
          throw new TooManyRequests(ORDER_LIMIT_MESSAGES.tooManyCheckouts);
        // The open checkout this one replaces (start.held) gives its stock back; the stock rows
        // of both are locked in one sorted pass (the held order's first and the cart's next
        // could let two checkouts wait on each other).
        const { held } = start;
        const heldLines = held.flatMap(({ items }) => stockLinesOf(items));
        const locked = await lockStock(tx, [...start.lines, ...heldLines]);
        // Read under the locks; each line's stock counts what the held order gives back.
        const lines = await cart.describeCart(customerId, tx);
        const refusal = refusalOf(lines, settings.limits.unitsPerLine);
        if (refusal) throw new Conflict(refusal);

        const amountPaise = lines.reduce((sum, line) => sum + line.price_paise! * line.quantity, 0);
        const order = await repo.placeOrder(tx, {
          order: { customerId, status: 0, amountPaise, reservedUntil: holdEnd(held, at) },
          orderCode: nextOrderCode(at),
          items: lines.map(snapshot),
          moves: stockMoves(restorable(heldLines, locked), lines.map(toStockLine)),
          released: { ids: held.map((order) => order.id), at },
        });
        return { orderId: order.orderCode, amount: toRupees(amountPaise) ?? 0 };
      });
    },
  };
}

const toStockLine = (line: LineRow) => ({
  productId: line.product_id,
  variantId: line.variant_id,
  quantity: line.quantity,
});

/** Names every line that cannot be bought, e.g. "Only 2 left of Classic Tee (M / Red)"; null when all can. */
function refusalOf(lines: LineRow[], unitsPerLine: number): string | null {
  const reasons = lines.flatMap((line) => {
    if (line.quantity > unitsPerLine) return [`${lineLabel(line)}: ${tooManyUnits(unitsPerLine)}`];
    const problem = lineProblem(line, line.quantity);
    if (!problem) return [];
    return [problem.kind === 'stock' ? problem.message : `${line.name} is no longer available`];
  });
  return reasons.length ? `Some items cannot be ordered: ${reasons.join('; ')}` : null;
}

function snapshot(line: LineRow, position: number) {
  return {
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
