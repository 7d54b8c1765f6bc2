import moment from 'moment-timezone';
import { ORDER_TIME_ZONE } from '../../contracts/orders';

/**
 * GST on tax-inclusive prices, in whole paise. The rounding rule, per invoice line:
 *
 * - amount = unit price × quantity (what the shopper paid for the line, tax included);
 * - taxable value = amount × 100 / (100 + rate), rounded half up to the paisa;
 * - tax = amount − taxable value (so each line adds up exactly);
 * - intra-state: SGST = ⌊tax / 2⌋ and CGST = tax − SGST (an odd paisa goes to CGST);
 *   inter-state: IGST = tax.
 *
 * The invoice's totals are the sums of its lines, so taxable value + CGST + SGST + IGST equals
 * Σ amounts, which is the amount charged for the order, to the paisa.
 */
export interface TaxableLine {
  amountPaise: number;
  gstRateBp: number;
}

export interface TaxSplit {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export function taxOfLine(line: TaxableLine, intraState: boolean): TaxSplit {
  const { amountPaise, gstRateBp } = line;
  const divisor = 10_000 + gstRateBp;
  // Half up in integers: ⌊(2·a·10000 + d) / 2d⌋.
  const taxablePaise = Math.floor((2 * amountPaise * 10_000 + divisor) / (2 * divisor));
  const tax = amountPaise - taxablePaise;
  if (!intraState) return { amountPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { amountPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

export function sumTax(lines: TaxSplit[]): TaxSplit {
  return lines.reduce(
    (sum, line) => ({
      amountPaise: sum.amountPaise + line.amountPaise,
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
    }),
    { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}

/**
 * Intra-state when the place of supply (the buyer's state) is the seller's state. A missing
 * buyer state (addresses before states were asked) counts as the seller's state.
 */
export function placeOfSupply(sellerState: string, buyerState: string | undefined | null) {
  const assumed = !buyerState;
  const place = buyerState || sellerState;
  return { place, assumed, intraState: !sellerState || place === sellerState };
}

/** India's financial year (1 April – 31 March, Asia/Kolkata) of a moment: "2026-27". */
export function financialYearOf(at: Date): string {
  const local = moment(at).tz(ORDER_TIME_ZONE);
  const start = local.month() >= 3 ? local.year() : local.year() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type SeriesKind = 'invoice' | 'credit-note';

/** "VS/2026-27/000123" for invoices, "VS-CN/2026-27/000007" for credit notes. */
export function documentNumber(
  kind: SeriesKind,
  prefix: string,
  financialYear: string,
  n: number,
): string {
  const series = kind === 'invoice' ? prefix : `${prefix}-CN`;
  return `${series}/${financialYear}/${String(n).padStart(6, '0')}`;
}
