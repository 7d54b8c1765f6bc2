import { sql, type SQL } from 'drizzle-orm';
import moment from 'moment-timezone';
import {
  MAX_EXPORT_ROWS,
  OFFICE_PAGE_SIZE,
  type BulkAction,
  type DashboardResponse,
  type OfficeCustomersResponse,
  type OfficeOrdersResponse,
  type OfficeProductsResponse,
  type OrderFilters,
  type ProductFilters,
} from '../../contracts/back-office';
import { MAX_UNIT_PRICE_RUPEES } from '../../contracts/common';
import { ORDER_TIME_ZONE } from '../../contracts/orders';
import type { Database } from '../../db/client';
import { transact } from '../../db/transactions';
import { NotFound } from '../../http/errors';
import type { VendorProductsService } from '../vendor-catalog/products.service';
import type { InvoicesService } from '../orders/invoices.service';
import { indianStateName } from '../../contracts/indian-states';
import { formatOrderTime } from '../orders/order-view';
import { readLowStockThreshold, writeLowStockThreshold } from '../vendor/shop-settings.repository';
import * as repo from './back-office.repository';
import { catalogueCsv, importCatalogueCsv, type ImportOutcome } from './catalogue-csv';
import { csvDocument, csvLine, csvLinesInTurns } from './csv';

export const PRODUCT_NOT_FOUND = 'Product Not Found';
const MAX_PAISE = MAX_UNIT_PRICE_RUPEES * 100;
const STATUS_NAMES = ['', 'Pending', 'Processing', 'Shipping', 'Delivered', 'Canceled'];
const PAYMENT_NAMES = ['', 'COD', 'Online'];

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise) / 100);
const iso = (at: Date | string) => new Date(at).toISOString();

/** The owner's back office: the dashboard's numbers, the lists, and bulk product changes. */
export function createBackOfficeService(
  db: Database,
  vendorProducts: VendorProductsService,
  invoices: Pick<InvoicesService, 'taxOfOrders'>,
  now: () => Date = () => new Date(),
) {
  /** The filters with the shop's low-stock threshold when they name none. */
  const withThreshold = async (f: ProductFilters): Promise<ProductFilters> =>
    f.stock === 'low' && f.lowStock === undefined
      ? { ...f, lowStock: await readLowStockThreshold(db) }
      : f;

  return {
    /** The numbers; `asked` overrides the shop's low-stock threshold. */
    async dashboard(asked?: number): Promise<DashboardResponse> {
      const lowStock = asked ?? (await readLowStockThreshold(db));
      const at = moment(now()).tz(ORDER_TIME_ZONE);
      const today = at.clone().startOf('day');
      const month = at.clone().startOf('month');
      const lastMonth = month.clone().subtract(1, 'month');
      // The same span of last month: up to the same day and time, or to its end when shorter.
      const lastMonthUntil = moment.min(at.clone().subtract(1, 'month'), month.clone());
      const since30 = today.clone().subtract(29, 'days');
      const abandonedSince = at.clone().subtract(30, 'days');
      const day = (m: moment.Moment) => m.format('YYYY-MM-DD');
      const money = (row: { sales: number; orders: number }) => ({
        sales: rupees(Number(row.sales)) ?? 0,
        orders: Number(row.orders),
      });
      const partOfDay = (until: moment.Moment) => ({
        from: until.clone().startOf('day').toDate(),
        to: until.toDate(),
      });
      const board = await repo.dashboard(db, {
        today: day(today),
        month: day(month),
        lastMonth: day(lastMonth),
        lastMonthLastDay: day(lastMonthUntil.clone().startOf('day').subtract(1, 'day')),
        seriesFrom: day(since30),
        yesterdayPart: partOfDay(at.clone().subtract(1, 'day')),
        lastMonthPart: partOfDay(lastMonthUntil),
        abandonedSince: abandonedSince.toDate(),
        lowStock,
      });
      const { days, yesterdayPart, lastMonthPart, waiting, stock, daily, top, low, out } = board;
      const byDay = new Map(daily.map((row) => [row.day, row]));
      const series: DashboardResponse['daily'] = [];
      for (let d = since30.clone(); d.isSameOrBefore(today); d.add(1, 'day')) {
        const key = d.format('YYYY-MM-DD');
        const row = byDay.get(key);
        series.push({ day: key, sales: rupees(row?.sales ?? 0) ?? 0, orders: row?.orders ?? 0 });
      }
      const count = (status: number) => Number(waiting?.[status] ?? 0);
      return {
        lowStockThreshold: lowStock,
        today: money(days.today),
        yesterday: money(yesterdayPart),
        month: money(days.month),
        lastMonth: money({
          sales: Number(days.lastMonthDays.sales) + Number(lastMonthPart.sales),
          orders: Number(days.lastMonthDays.orders) + Number(lastMonthPart.orders),
        }),
        waiting: { 1: count(1), 2: count(2), 3: count(3) },
        daily: series,
        topProducts: top.map((row) => ({ ...row, sales: rupees(row.sales) ?? 0 })),
        lowStock: lowStock > 0 ? { count: stock.low, items: low } : { count: 0, items: [] },
        soldOut: { count: stock.soldOut, items: out },
        unpaid: {
          holding: board.holding,
          abandoned: board.abandoned,
          recent: board.recent.map((row) => ({
            ...row,
            amount: rupees(row.amount) ?? 0,
            at: iso(row.at),
          })),
        },
      };
    },

    async orders(filters: OrderFilters, page: number): Promise<OfficeOrdersResponse> {
      const offset = (page - 1) * OFFICE_PAGE_SIZE;
      const where = await repo.orderWhere(db, filters);
      const [rows, total] = await Promise.all([
        repo.listOrders(db, where, OFFICE_PAGE_SIZE, offset),
        repo.countOrders(db, where),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          orderedAt: iso(row.orderedAt),
          amount: rupees(row.amount) ?? 0,
        })),
        total: Math.min(total, repo.COUNT_CAP),
        exact: total <= repo.COUNT_CAP,
        page,
        pageSize: OFFICE_PAGE_SIZE,
      };
    },

    /**
     * The filtered orders as CSV (newest first, at most MAX_EXPORT_ROWS), with each order's
     * invoice number and GST as its invoice computes them.
     */
    async ordersCsv(filters: OrderFilters): Promise<string> {
      const where = await repo.orderWhere(db, filters);
      const rows = await repo.exportOrders(db, where, MAX_EXPORT_ROWS);
      const taxes = await invoices.taxOfOrders(rows.map((row) => row.orderId));
      const money = (paise: number) => (Math.round(paise) / 100).toFixed(2);
      const header = csvLine([
        'Order ID',
        'Date',
        'Customer',
        'Phone',
        'Status',
        'Payment',
        'Items',
        'Amount (INR)',
        'Invoice No',
        'Place of supply',
        'Taxable value (INR)',
        'CGST (INR)',
        'SGST (INR)',
        'IGST (INR)',
        'Invoice total (INR)',
      ]);
      const lines = await csvLinesInTurns(rows, (row) => {
        const taxed = taxes.get(row.orderId);
        const t = taxed?.tax.totals;
        const place = taxed?.tax.placeOfSupply ?? '';
        return csvLine([
          row.orderId,
          formatOrderTime(new Date(row.orderedAt)),
          row.customer,
          row.phone,
          STATUS_NAMES[row.status] ?? String(row.status),
          row.paymentType ? (PAYMENT_NAMES[row.paymentType] ?? '') : '',
          row.items,
          money(row.amount),
          taxed?.invoiceNumber ?? '',
          place ? `${place}-${indianStateName(place) ?? ''}` : '',
          t ? money(t.taxablePaise) : null,
          t ? money(t.cgstPaise) : null,
          t ? money(t.sgstPaise) : null,
          t ? money(t.igstPaise) : null,
          t ? money(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise) : null,
        ]);
      });
      return csvDocument([header, ...lines]);
    },

    /** Sets the shop's low-stock threshold; answers it as stored. */
    async setLowStock(threshold: number): Promise<number> {
      await writeLowStockThreshold(db, threshold);
      return readLowStockThreshold(db);
    },

    async products(asked: ProductFilters, page: number): Promise<OfficeProductsResponse> {
      const filters = await withThreshold(asked);
      const offset = (page - 1) * OFFICE_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listProducts(db, filters, OFFICE_PAGE_SIZE, offset),
        repo.countProducts(db, filters),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          minPrice: rupees(row.minPrice),
          maxPrice: rupees(row.maxPrice),
          mrp: rupees(row.mrp),
          cover: row.cover ?? '',
        })),
        total,
        page,
        pageSize: OFFICE_PAGE_SIZE,
      };
    },

    /** The filtered products as CSV, one row per varient. */
    async productsCsv(filters: ProductFilters): Promise<string> {
      return catalogueCsv(db, await withThreshold(filters));
    },

    /** A products CSV applied whole, or refused whole with its bad rows. */
    importProducts(text: string): Promise<ImportOutcome> {
      return importCatalogueCsv(db, text);
    },

    /**
     * One change to every given product, all or nothing (an unknown id changes nothing). Prices
     * and stock of a variable product apply to each of its variants.
     */
    async bulk(ids: number[], action: BulkAction): Promise<number> {
      const unique = [...new Set(ids)];
      if (action.kind === 'delete') {
        const found = await transact(db, (tx) => repo.lockProducts(tx, unique));
        if (found.length !== unique.length) throw new NotFound(PRODUCT_NOT_FOUND);
        for (const id of unique) await vendorProducts.deleteProduct(id);
        return unique.length;
      }
      return transact(db, async (tx) => {
        const rows = await repo.lockProducts(tx, unique);
        if (rows.length !== unique.length) throw new NotFound(PRODUCT_NOT_FOUND);
        const list = (type: number) =>
          rows.filter((row) => row.type === type).map((row) => sql`${row.id}`);
        const simple = list(0);
        const variable = list(1);
        const inSimple = sql`id in (${sql.join(simple, sql`, `)})`;
        const inVariable = sql`product_id in (${sql.join(variable, sql`, `)})`;
        // Simple products hold their own price and stock; variable ones hold them per variant.
        const both = async (set: SQL) => {
          if (simple.length) await tx.execute(sql`update products set ${set} where ${inSimple}`);
          if (variable.length)
            await tx.execute(sql`update variants set ${set} where ${inVariable}`);
        };
        if (action.kind === 'status') {
          await tx.execute(
            sql`update products set status = ${action.status}, updated_at = now()
              where id in (${sql.join(
                unique.map((id) => sql`${id}`),
                sql`, `,
              )})`,
          );
        } else if (action.kind === 'stock') {
          await both(sql`stock = ${action.stock}, updated_at = now()`);
        } else {
          const column = action.field === 'price' ? 'price_paise' : 'mrp_paise';
          const col = sql.identifier(column);
          if (action.mode === 'set') {
            const paise = Math.round(action.value * 100);
            await both(sql`${col} = ${paise}, updated_at = now()`);
          } else {
            const factor = (100 + action.value) / 100;
            await both(
              sql`${col} = least(${MAX_PAISE}, greatest(0, round(${col} * ${factor}::numeric)))::bigint,
                updated_at = now()`,
            );
          }
        }
        return unique.length;
      });
    },

    async customers(q: string, page: number): Promise<OfficeCustomersResponse> {
      const offset = (page - 1) * OFFICE_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listCustomers(db, q, OFFICE_PAGE_SIZE, offset),
        repo.countCustomers(db, q),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          spent: rupees(row.spent) ?? 0,
          lastOrder: row.lastOrder ? iso(row.lastOrder) : null,
          joined: iso(row.joined),
        })),
        total,
        page,
        pageSize: OFFICE_PAGE_SIZE,
      };
    },
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
