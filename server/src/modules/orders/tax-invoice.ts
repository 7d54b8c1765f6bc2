import {
  DEFAULT_GST_RATE_BP,
  stateRef,
  type InvoiceLine,
  type ShopSettings,
  type TaxInvoice,
} from '../../contracts/invoices';
import type { InvoiceSeller } from '../../db/schema/commerce';
import { toRupees } from '../../lib/money';
import { placeOfSupply, sumTax, taxOfLine, type TaxSplit } from './gst-tax';
import { addressLine, formatOrderTime } from './order-view';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** What an order line's tax is computed from. */
export type TaxedItem = Pick<
  OrderItemRow,
  'name' | 'variantAttributes' | 'hsnCode' | 'gstRateBp' | 'quantity' | 'unitPricePaise'
>;

/** One line of an order's tax, in paise, with what the invoice prints beside it. */
export interface OrderTaxLine extends TaxSplit {
  name: string;
  variant: string;
  hsnCode: string;
  gstRateBp: number;
  quantity: number;
  unitPricePaise: number;
}

export interface OrderTax {
  /** The seller's state code the split was made against ('' when the shop has set none). */
  sellerStateCode: string;
  placeOfSupply: string;
  placeOfSupplyAssumed: boolean;
  intraState: boolean;
  lines: OrderTaxLine[];
  totals: TaxSplit;
}

/**
 * An order's GST, line by line and in total (paise), for the invoice, its PDF and any report
 * (e.g. an orders CSV with GST columns). `currentSeller` stands in for orders invoiced before
 * the seller's details were kept on the order.
 */
export function computeOrderTax(
  order: Pick<OrderRow, 'address' | 'invoiceSeller'>,
  items: readonly TaxedItem[],
  currentSeller: Pick<ShopSettings, 'stateCode'>,
): OrderTax {
  const sellerStateCode = (order.invoiceSeller ?? currentSeller).stateCode;
  const supply = placeOfSupply(sellerStateCode, order.address?.state);
  const lines = items.map((item): OrderTaxLine => {
    const gstRateBp = item.gstRateBp ?? DEFAULT_GST_RATE_BP;
    return {
      name: item.name,
      variant: item.variantAttributes.map((pair) => `${pair.attribute}: ${pair.value}`).join(', '),
      hsnCode: item.hsnCode ?? '',
      gstRateBp,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      ...taxOfLine(
        { amountPaise: item.unitPricePaise * item.quantity, gstRateBp },
        supply.intraState,
      ),
    };
  });
  return {
    sellerStateCode,
    placeOfSupply: supply.place,
    placeOfSupplyAssumed: supply.assumed,
    intraState: supply.intraState,
    lines,
    totals: sumTax(lines),
  };
}

const rupees = (paise: number) => toRupees(paise) ?? 0;

/** The tax invoice document of a placed order. */
export function toTaxInvoice(
  order: OrderRow,
  items: OrderItemRow[],
  buyer: { name: string; phone: string },
  currentSeller: ShopSettings,
): TaxInvoice {
  const seller: InvoiceSeller = order.invoiceSeller ?? currentSeller;
  const tax = computeOrderTax(order, items, currentSeller);
  const t = tax.totals;
  return {
    orderId: order.orderCode,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: formatOrderTime(order.invoicedAt ?? order.orderedAt ?? order.createdAt),
    orderStatus: order.status,
    paymentType: (order.paymentType as 1 | 2 | null) ?? null,
    transactionId: order.transactionId ?? '',
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      state: stateRef(seller.stateCode),
      gstin: seller.gstin,
    },
    buyer: {
      name: buyer.name,
      phone: buyer.phone,
      address: addressLine(order.address),
      state: stateRef(order.address?.state ?? ''),
    },
    placeOfSupply: stateRef(tax.placeOfSupply),
    placeOfSupplyAssumed: tax.placeOfSupplyAssumed,
    intraState: tax.intraState,
    lines: tax.lines.map((line): InvoiceLine => ({
      name: line.name,
      variant: line.variant,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      gstRate: line.gstRateBp / 100,
      unitPrice: rupees(line.unitPricePaise),
      amount: rupees(line.amountPaise),
      taxableValue: rupees(line.taxablePaise),
      cgst: rupees(line.cgstPaise),
      sgst: rupees(line.sgstPaise),
      igst: rupees(line.igstPaise),
    })),
    totals: {
      taxableValue: rupees(t.taxablePaise),
      cgst: rupees(t.cgstPaise),
      sgst: rupees(t.sgstPaise),
      igst: rupees(t.igstPaise),
      tax: rupees(t.cgstPaise + t.sgstPaise + t.igstPaise),
      amount: rupees(t.amountPaise),
    },
    creditNote:
      order.creditNoteNumber && order.creditNotedAt
        ? { number: order.creditNoteNumber, date: formatOrderTime(order.creditNotedAt) }
        : null,
  };
}
