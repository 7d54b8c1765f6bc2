import { and, eq, gte, sql } from 'drizzle-orm';
import type { TaxInvoice } from '../../contracts/invoices';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { customers } from '../../db/schema/people';
import { textArray } from '../../db/text-array';
import { NotFound } from '../../http/errors';
import { readShopSettings } from '../vendor/shop-settings.repository';
import { invoicePdf } from './invoice-pdf';
import { itemsOf, taxedItemsOf } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';
import { computeOrderTax, toTaxInvoice, type OrderTax, type TaxedItem } from './tax-invoice';

/** Orders read per query when taxing many (an export). */
const TAX_BATCH = 1000;

/** Tax invoices of placed orders, for the customer who placed them and for the shop owner. */
export function createInvoicesService(
  db: Database,
  { taxBatch = TAX_BATCH }: { taxBatch?: number } = {},
) {
  async function invoiceOf(orderCode: string, customerId?: string): Promise<TaxInvoice> {
    const [row] = await db
      .select({ order: orders, name: customers.name, phone: customers.phone })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          eq(orders.orderCode, orderCode),
          gte(orders.status, 1),
          customerId ? eq(orders.customerId, customerId) : undefined,
        ),
      );
    if (!row) throw new NotFound(ORDER_NOT_FOUND);
    const [items, seller] = await Promise.all([itemsOf(db, [row.order.id]), readShopSettings(db)]);
    return toTaxInvoice(row.order, items, { name: row.name, phone: row.phone }, seller);
  }

  return {
    /** The customer's own placed order's invoice (404 for anyone else's). */
    forCustomer: (customerId: string, orderCode: string) => invoiceOf(orderCode, customerId),
    forVendor: (orderCode: string) => invoiceOf(orderCode),
    pdf: (invoice: TaxInvoice) => invoicePdf(invoice),

    /**
     * The invoice number and GST of placed orders by order id, computed as their invoices are
     * (so a report reconciles with them); orders not placed are left out.
     */
    async taxOfOrders(orderCodes: string[]) {
      const taxes = new Map<string, { invoiceNumber: string | null; tax: OrderTax }>();
      const seller = await readShopSettings(db);
      for (let at = 0; at < orderCodes.length; at += taxBatch) {
        const rows = await db
          .select({
            id: orders.id,
            orderCode: orders.orderCode,
            invoiceNumber: orders.invoiceNumber,
            address: orders.address,
            invoiceSeller: orders.invoiceSeller,
          })
          .from(orders)
          .where(
            and(
              sql`${orders.orderCode} = any(${textArray(orderCodes.slice(at, at + taxBatch))})`,
              gte(orders.status, 1),
            ),
          );
        const items = await taxedItemsOf(
          db,
          rows.map((row) => row.id),
        );
        const byOrder = new Map<number, TaxedItem[]>();
        for (const item of items) {
          const lines = byOrder.get(item.orderId);
          if (lines) lines.push(item);
          else byOrder.set(item.orderId, [item]);
        }
        for (const row of rows)
          taxes.set(row.orderCode, {
            invoiceNumber: row.invoiceNumber,
            tax: computeOrderTax(row, byOrder.get(row.id) ?? [], seller),
          });
      }
      return taxes;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** The PDF's file name: "invoice-VS-2026-27-000123.pdf". */
export function invoiceFileName(invoice: TaxInvoice): string {
  const id = (invoice.invoiceNumber ?? invoice.orderId).replace(/[^A-Za-z0-9-]+/g, '-');
  return `invoice-${id}.pdf`;
}
