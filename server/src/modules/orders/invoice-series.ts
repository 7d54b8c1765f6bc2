import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { readShopSettings } from '../vendor/shop-settings.repository';
import { documentNumber, financialYearOf, type SeriesKind } from './gst-tax';
import type { OrderRow } from './orders.repository';

/**
 * The next number of a series, inside the caller's transaction. The upsert creates the
 * series' counter row (kind, prefix, financial year) or increments it, and either way holds
 * that row's lock until the transaction ends (as SELECT … FOR UPDATE would): a concurrent
 * order waits for it, then counts on from the committed value; a rolled-back order leaves the
 * counter where it was. So the series has no gaps and no duplicates. Callers take it last,
 * after the shopper, order and stock locks, so the wait is short and never part of a cycle.
 */
export async function nextInSeries(
  tx: Database,
  kind: SeriesKind,
  prefix: string,
  financialYear: string,
): Promise<number> {
  const result = await tx.execute(sql`
    insert into document_series (kind, prefix, financial_year, last_number)
    values (${kind}, ${prefix}, ${financialYear}, 1)
    on conflict (kind, prefix, financial_year)
      do update set last_number = document_series.last_number + 1
    returning last_number`);
  return rowsOf<{ last_number: number }>(result)[0]!.last_number;
}

/**
 * Issues the tax invoice of an order being placed (same transaction): every line's HSN code
 * and GST rate fixed from its product (or the product's category), the seller's details as
 * they are now, and the next number of this financial year's invoice series.
 */
export async function issueInvoice(tx: Database, order: OrderRow, at: Date): Promise<string> {
  const seller = await readShopSettings(tx);
  await tx.execute(sql`
    update order_items oi
       set hsn_code = coalesce(p.hsn_code, c.hsn_code),
           gst_rate_bp = coalesce(p.gst_rate_bp, c.gst_rate_bp)
      from products p
      join categories c on c.id = p.category_id
     where oi.order_id = ${order.id} and p.id = oi.product_id`);
  const fy = financialYearOf(at);
  const n = await nextInSeries(tx, 'invoice', seller.invoicePrefix, fy);
  const invoiceNumber = documentNumber('invoice', seller.invoicePrefix, fy, n);
  await tx
    .update(orders)
    .set({
      invoiceNumber,
      invoicedAt: at,
      invoiceSeller: {
        legalName: seller.legalName,
        address: seller.address,
        stateCode: seller.stateCode,
        gstin: seller.gstin,
      },
    })
    .where(eq(orders.id, order.id));
  return invoiceNumber;
}

/**
 * Issues the credit note of a placed order being canceled (same transaction), once: an order
 * without an invoice (placed before invoices were numbered) or already credited gets none.
 */
export async function issueCreditNote(
  tx: Database,
  order: OrderRow,
  at: Date,
): Promise<string | null> {
  if (!order.invoiceNumber || order.creditNoteNumber) return order.creditNoteNumber;
  const { invoicePrefix } = await readShopSettings(tx);
  const fy = financialYearOf(at);
  const n = await nextInSeries(tx, 'credit-note', invoicePrefix, fy);
  const creditNoteNumber = documentNumber('credit-note', invoicePrefix, fy, n);
  await tx
    .update(orders)
    .set({ creditNoteNumber, creditNotedAt: at })
    .where(eq(orders.id, order.id));
  return creditNoteNumber;
}
