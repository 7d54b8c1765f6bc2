import { z } from 'zod';
import { indianStateName, isIndianStateCode } from './indian-states';

/** Basis points (500 = 5 %): a category's default GST rate for clothing. */
export const DEFAULT_GST_RATE_BP = 500;
export const DEFAULT_INVOICE_PREFIX = 'VS';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: the check character of the first 14 (GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is not valid for a shop in `stateCode`, or undefined when it is. */
export function gstinProblem(gstin: string, stateCode: string): string | undefined {
  if (!GSTIN_SHAPE.test(gstin))
    return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character';
  if (gstin.slice(0, 2) !== stateCode)
    return `GSTIN must start with the state's code (${stateCode || 'choose a state first'})`;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character is wrong';
  return undefined;
}

/** POST /api/vendor/156/shopSettings/update: every field at once (empty strings allowed). */
export const shopSettingsBody = z
  .object({
    legalName: z.string().trim().max(120, 'Legal name is limited to 120 characters'),
    address: z.string().trim().max(400, 'Address is limited to 400 characters'),
    stateCode: z
      .string()
      .trim()
      .refine((code) => code === '' || isIndianStateCode(code), 'Choose a state from the list'),
    gstin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase()),
    invoicePrefix: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{1,6}$/, 'Invoice prefix: 1 to 6 letters or digits')),
  })
  .superRefine((body, ctx) => {
    if (body.gstin === '') return;
    const problem = gstinProblem(body.gstin, body.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
  });
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

export interface ShopSettings {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
}

/** GST rate in percent as typed (0–28 in steps of 0.25 %, as GST rates are), to basis points. */
export const gstRatePercent = z
  .number({ error: 'GST rate must be a number' })
  .min(0, 'GST rate is 0 to 28 %')
  .max(28, 'GST rate is 0 to 28 %')
  .refine((rate) => Number.isInteger(rate * 4), 'GST rate must be in steps of 0.25 %');
export const hsnCode = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN code must be 4, 6 or 8 digits');

/** POST /api/vendor/156/shopSettings/categoryTax {categoryId, hsnCode, gstRate}. */
export const categoryTaxBody = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647),
  hsnCode,
  gstRate: gstRatePercent,
});
export type CategoryTaxBody = z.input<typeof categoryTaxBody>;

/** POST /api/vendor/156/shopSettings/productTax/update: null falls back to the category. */
export const productTaxBody = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  hsnCode: hsnCode.nullable(),
  gstRate: gstRatePercent.nullable(),
});
export type ProductTaxBody = z.input<typeof productTaxBody>;

/** A state by its GST code with its name ("27 Maharashtra"). */
export interface StateRef {
  code: string;
  name: string;
}
export const stateRef = (code: string): StateRef | null => {
  const name = indianStateName(code);
  return name ? { code, name } : null;
};

/** One invoice line: rupees, tax included in `amount`. */
export interface InvoiceLine {
  name: string;
  /** "Size: M, Colour: Red" for variants, '' otherwise. */
  variant: string;
  hsnCode: string;
  quantity: number;
  /** GST rate in percent. */
  gstRate: number;
  unitPrice: number;
  /** unit price × quantity: what the shopper paid for the line, tax included. */
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst */
  tax: number;
  /** taxable value + tax: the amount charged. */
  amount: number;
}

/** The tax invoice of a placed order (rupees; times in Asia/Kolkata). */
export interface TaxInvoice {
  orderId: string;
  /** Null for orders placed before invoices were numbered. */
  invoiceNumber: string | null;
  invoiceDate: string;
  orderStatus: number;
  paymentType: 1 | 2 | null;
  transactionId: string;
  seller: { legalName: string; address: string; state: StateRef | null; gstin: string };
  buyer: { name: string; phone: string; address: string; state: StateRef | null };
  /** The buyer's state; the seller's when the order's address names none. */
  placeOfSupply: StateRef | null;
  /** True when the address named no state and the supply is billed as intra-state. */
  placeOfSupplyAssumed: boolean;
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  creditNote: { number: string; date: string } | null;
}

export interface TaxInvoiceResponse {
  invoice: TaxInvoice;
}

/** POST /api/user/order/156/invoice and /invoice/pdf {userId, orderId}. */
export const customerInvoiceBody = z.object({
  userId: z.string().optional(),
  orderId: z.string().trim().min(1, 'orderId is required').max(64, 'orderId is invalid'),
});
export type CustomerInvoiceBody = z.input<typeof customerInvoiceBody>;

/** POST /api/vendor/order/156/invoice and /invoice/pdf {orderId}. */
export const vendorInvoiceBody = z.object({
  orderId: z.string().trim().min(1, 'orderId is required').max(64, 'orderId is invalid'),
});
export type VendorInvoiceBody = z.input<typeof vendorInvoiceBody>;

/** A category's tax defaults, as the shop settings page lists them. */
export interface CategoryTax {
  _id: number;
  name: string;
  hsnCode: string;
  gstRate: number;
}

/** POST /api/vendor/156/shopSettings (and the answer of its writes). */
export interface ShopSettingsResponse {
  settings: ShopSettings;
  categories: CategoryTax[];
}

/** POST /api/vendor/156/shopSettings/productTax {productId}. */
export const productTaxQuery = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
});
export interface ProductTaxResponse {
  /** The product's own values; null uses the category's. */
  hsnCode: string | null;
  gstRate: number | null;
  category: { hsnCode: string; gstRate: number };
}
