import { and, eq, gte } from 'drizzle-orm';
import type { TaxInvoice } from '../../contracts/invoices';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { customers } from '../../db/schema/people';
import { NotFound } from '../../http/errors';
import { readShopSettings } from '../vendor/shop-settings.repository';
import { invoicePdf } from './invoice-pdf';
import { itemsOf } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';
import { toTaxInvoice } from './tax-invoice';

/** Tax invoices of placed orders, for the customer who placed them and for the shop owner. */
export function createInvoicesService(db: Database) {
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
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** The PDF's file name: "invoice-VS-2026-27-000123.pdf". */
export function invoiceFileName(invoice: TaxInvoice): string {
  const id = (invoice.invoiceNumber ?? invoice.orderId).replace(/[^A-Za-z0-9-]+/g, '-');
  return `invoice-${id}.pdf`;
}
