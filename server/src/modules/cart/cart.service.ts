import {
  CART_MESSAGES,
  MAX_CART_LINES,
  type CartLineRef,
  type CartResponse,
} from '../../contracts/cart';
import type { Database } from '../../db/client';
import { lockShopper, shopperId, type Shopper } from '../../db/shopper-lock';
import { transact } from '../../db/transactions';
import { Conflict, Invalid } from '../../http/errors';
import { toRupees } from '../../lib/money';
import { isPriced, lineProblem, linePricePaise, toCartItem } from './cart-lines';
import * as repo from './cart.repository';

export type { LineRow } from './cart.repository';

export interface CartSettings {
  /** Units of one product (or variant) a shopper may buy in one order. */
  maxUnitsPerLine: number;
}

/** The cart's message when a line asks for more units than one order may take. */
export const tooManyUnits = (max: number) => `You can buy at most ${max} of each item per order`;

const keyOf = (line: { productId: number | null; variantId: number | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

const lineKeyOf = (row: repo.LineRow) => ({ productId: row.product_id, variantId: row.variant_id });

function toKey(ref: CartLineRef): repo.LineKey {
  return { productId: ref.id, variantId: ref.varient?._id ?? null, quantity: ref.itemQty };
}

/** Product then variant id order: every insert's foreign-key locks are taken in one order. */
const byIds = (a: repo.LineKey, b: repo.LineKey) =>
  a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0);

/** The shopper's cart, kept on the server: quantities only; names and prices come from the shop. */
export function createCartService(db: Database, settings: CartSettings) {
  function assertWithinCap(lines: repo.LineKey[]): void {
    if (lines.some((line) => line.quantity > settings.maxUnitsPerLine))
      throw new Invalid(tooManyUnits(settings.maxUnitsPerLine));
  }

  async function view(customerId: string, tx: Database = db): Promise<CartResponse> {
    return answer(await repo.describeCart(tx, customerId));
  }

  function answer(rows: repo.LineRow[]): CartResponse {
    const totalPaise = rows.filter(isPriced).reduce((sum, row) => sum + linePricePaise(row), 0);
    return { cart: rows.map(toCartItem), total: toRupees(totalPaise) ?? 0 };
  }

  /** Throws the first reason why these lines cannot be put in a cart at these quantities. */
  async function assertSellable(
    tx: Database,
    customerId: string,
    lines: repo.LineKey[],
  ): Promise<void> {
    const rows = await repo.describeLines(tx, customerId, lines);
    for (const line of lines) {
      const row = rows.find((r) => keyOf(lineKeyOf(r)) === keyOf(line));
      const problem = lineProblem(row, line.quantity);
      if (problem) throw problem.error;
    }
  }

  return {
    /** All the lines with today's prices and stock, and the total checkout would charge. */
    get: (customerId: string) => view(customerId),

    /**
     * Adds one line; the same product (and variant) twice is refused. The answer is the cart as
     * the transaction leaves it: the lines read under the shopper's lock, then the new one.
     */
    async add(shopper: Shopper, ref: CartLineRef): Promise<CartResponse> {
      const customerId = shopperId(shopper);
      const line = toKey(ref);
      assertWithinCap([line]);
      const rows = await transact(db, async (tx) => {
        // Under the shopper's lock the count cannot go stale before the insert commits. The
        // line is inserted with the cart's read, and a refusal below rolls the insert back.
        await lockShopper(tx, shopper);
        const { rows: described, inserted } = await repo.insertAndDescribe(tx, customerId, line);
        const existing = described.filter((row) => !row.adding);
        if (existing.some((row) => keyOf(lineKeyOf(row)) === keyOf(line)))
          throw new Conflict(CART_MESSAGES.duplicate);
        if (existing.length >= MAX_CART_LINES) throw new Invalid(CART_MESSAGES.full);
        const adding = described.find((row) => row.adding);
        const problem = lineProblem(adding, line.quantity);
        if (problem) throw problem.error;
        if (!inserted) throw new Conflict(CART_MESSAGES.duplicate);
        return [...existing, adding!];
      });
      return answer(rows);
    },

    /**
     * Replaces the cart with these lines: lines left out are removed, and every new or changed
     * quantity is checked against the stock. Unchanged lines are kept as they are.
     */
    async set(shopper: Shopper, refs: CartLineRef[]): Promise<CartResponse> {
      const customerId = shopperId(shopper);
      const wanted = refs.map(toKey);
      if (new Set(wanted.map(keyOf)).size !== wanted.length)
        throw new Invalid(CART_MESSAGES.duplicate);
      assertWithinCap(wanted);
      await transact(db, async (tx) => {
        await lockShopper(tx, shopper);
        const existing = new Map(
          (await repo.cartLines(tx, customerId)).map((line) => [keyOf(line), line]),
        );
        const changed = wanted
          .filter((line) => existing.get(keyOf(line))?.quantity !== line.quantity)
          .sort(byIds);
        await assertSellable(tx, customerId, changed);
        const kept = new Set(wanted.map(keyOf));
        await repo.deleteLines(
          tx,
          customerId,
          [...existing.values()].filter((line) => !kept.has(keyOf(line))).map((line) => line.id),
        );
        for (const line of changed) {
          const current = existing.get(keyOf(line));
          if (current) await repo.updateQuantity(tx, current.id, line.quantity);
          else await repo.insertLine(tx, customerId, line);
        }
      });
      return view(customerId);
    },

    /** The cart as the shop sees it now, for checkout (inside its transaction). */
    describeCart: (customerId: string, tx: Database) => repo.describeCart(tx, customerId),

    /** Removes what an order bought from the cart (inside the caller's transaction). */
    removeBought: (
      customerId: string,
      keys: { productId: number | null; variantId: number | null }[],
      tx: Database,
    ) => repo.deleteMatching(tx, customerId, keys),
  };
}

export type CartService = ReturnType<typeof createCartService>;
