import type { CartItem } from '../../contracts/cart';
import { Conflict, Invalid, NotFound, type HttpError } from '../../http/errors';
import { toRupees } from '../../lib/money';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import type { LineRow } from './cart.repository';

export const VARIANT_NOT_FOUND = 'Variant Not Found';

/** Why a line cannot be bought: a bad request (400/404) or the shop's state (409). */
export class LineProblem {
  constructor(
    readonly kind: 'request' | 'unavailable' | 'stock',
    readonly error: HttpError,
  ) {}

  get message(): string {
    return this.error.message;
  }
}

/** "Classic Tee" or "Classic Tee (M / Red)". */
export function lineLabel(row: LineRow): string {
  if (row.variant_id === null || row.attributes.length === 0) return row.name;
  return `${row.name} (${row.attributes.map((attribute) => attribute.value).join(' / ')})`;
}

/**
 * Whether `quantity` units of the line can be sold now: the product is listable, a variable
 * product names one of its own priced variants, a simple one names none, and the stock covers it.
 */
export function lineProblem(row: LineRow | undefined, quantity: number): LineProblem | null {
  if (!row || !row.listable) return new LineProblem('unavailable', new NotFound(PRODUCT_NOT_FOUND));
  if (row.type === 1 && row.variant_id === null) {
    return new LineProblem('request', new Invalid(`Please choose a variant of ${row.name}`));
  }
  if (row.type === 0 && row.variant_id !== null) {
    return new LineProblem('request', new Invalid(`${row.name} has no variants`));
  }
  if (row.variant_id !== null && !row.variant_found) {
    return new LineProblem('request', new NotFound(VARIANT_NOT_FOUND));
  }
  const label = lineLabel(row);
  if (row.price_paise === null) {
    return new LineProblem('unavailable', new Conflict(`${label} is not available right now`));
  }
  if (row.stock <= 0) return new LineProblem('stock', new Conflict(`${label} is out of stock`));
  if (quantity > row.stock)
    return new LineProblem('stock', new Conflict(`Only ${row.stock} left of ${label}`));
  return null;
}

/** The problem as the cart page shows it (the line is already in the cart). */
export function cartProblem(row: LineRow): string | null {
  const problem = lineProblem(row, row.quantity);
  if (!problem) return null;
  return problem.kind === 'stock' ? problem.message : `${lineLabel(row)} is no longer available`;
}

export function linePricePaise(row: LineRow): number {
  return (row.price_paise ?? 0) * row.quantity;
}

/** Whether the line counts in the total: it has a price and may be sold. */
export function isPriced(row: LineRow): boolean {
  const problem = lineProblem(row, 0);
  return problem === null || problem.kind === 'stock';
}

/** The line's cover: the variant's first image, else the product's cover. */
export function lineCover(row: LineRow): string {
  return (row.variant_id !== null ? row.variant_images[0] : undefined) ?? row.cover ?? '';
}

export function toCartItem(row: LineRow): CartItem {
  const prices = { price: toRupees(row.price_paise), mrp: toRupees(row.mrp_paise) };
  const base = {
    id: row.product_id,
    name: row.name,
    coverImg: lineCover(row),
    itemQty: row.quantity,
    stock: Math.max(row.stock, 0),
    problem: cartProblem(row),
  };
  if (row.variant_id === null) return { ...base, productType: 0, price: prices };
  return {
    ...base,
    productType: 1,
    varient: {
      _id: row.variant_id,
      varienteAttributes: row.attributes.map(({ attr_id, value }) => ({ attr_id, value })),
      general: { ...prices, itemQty: Math.max(row.stock, 0), images: row.variant_images },
    },
  };
}
