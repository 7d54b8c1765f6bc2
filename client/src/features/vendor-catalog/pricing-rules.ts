import type { DetailPair } from '@contracts/products';

/**
 * Price, MRP and stock as typed. The spec had no checks on them; the server has (vendor-fields
 * in @contracts), and the form checks the same rules first, in the server's words.
 */
export interface PricingDraft {
  price: string;
  mrp: string;
  quantity: string;
}

export type PricingErrors = Partial<Record<keyof PricingDraft, string>>;

/** Limits of the server (MAX_RUPEES, ₹10,00,000 a unit, and MAX_QUANTITY in @contracts/vendor-fields). */
const MAX_RUPEES = 1_000_000;
const MAX_QUANTITY = 1_000_000;
const DECIMAL = /^\d+(\.(\d+))?$/;

function moneyProblem(label: string, text: string): string | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return `${label} must be a number of 0 or more`;
  if ((match[2]?.length ?? 0) > 2) return `${label} can have at most 2 decimals`;
  if (Number(text) > MAX_RUPEES) return `${label} must be at most ${MAX_RUPEES}`;
  return undefined;
}

function quantityProblem(text: string): string | undefined {
  if (!/^\d+$/.test(text.trim())) return 'Quantity must be a whole number of 0 or more';
  if (Number(text) > MAX_QUANTITY) return `Quantity must be at most ${MAX_QUANTITY}`;
  return undefined;
}

/** Field-by-field problems; empty when the draft can be saved. */
export function pricingErrors(draft: PricingDraft): PricingErrors {
  const errors: PricingErrors = {};
  const price = moneyProblem('Price', draft.price);
  const mrp = moneyProblem('MRP', draft.mrp);
  const quantity = quantityProblem(draft.quantity);
  if (price) errors.price = price;
  if (mrp) errors.mrp = mrp;
  else if (!price && Number(draft.mrp) < Number(draft.price))
    errors.mrp = 'MRP must not be less than the price';
  if (quantity) errors.quantity = quantity;
  return errors;
}

export const hasErrors = (errors: PricingErrors) => Object.keys(errors).length > 0;

/** The draft of saved values (null prices are not set yet: empty fields). */
export function pricingDraftOf(price: number | null, mrp: number | null, quantity: number) {
  return {
    price: price === null ? '' : String(price),
    mrp: mrp === null ? '' : String(mrp),
    quantity: String(quantity),
  };
}

/**
 * What a pricing form saves: numbers, details and the new images, and the stock the form
 * loaded, so the server applies the owner's change to the stock and keeps what sold meanwhile.
 */
export interface PricingSave {
  price: number;
  mrp: number;
  quantity: number;
  loadedQuantity: number;
  details: DetailPair[];
  images: string[];
}

/** A save's outcome: the server's refusal, or the stock it holds now. */
export type PricingSaved = { refusal: string } | { quantity: number };
