import { z } from 'zod';
import {
  MAX_INT,
  MAX_UNIT_PRICE_RUPEES,
  idSchema,
  pageSchema,
  rupeesSchema,
  wholeNumber,
} from './common';

/*
 * The owner's back office under /api/vendor/office/156: the dashboard's numbers, and the
 * searchable, filterable lists of orders, products and customers (vendor only).
 */

/** Rows per page of every back-office table. */
export const OFFICE_PAGE_SIZE = 25;
/** The most rows one CSV export carries. */
export const MAX_EXPORT_ROWS = 50_000;
/** Stock at or below this (and above 0) is "low" unless the owner sets another threshold. */
export const DEFAULT_LOW_STOCK = 5;
export const MAX_LOW_STOCK = 10_000;
/** The most products one bulk action changes. */
export const MAX_BULK = 500;

const search = z.string().trim().max(100, 'Search is limited to 100 characters').default('');
/** A calendar day, Asia/Kolkata: "2026-11-24". */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    'Dates are written YYYY-MM-DD',
  );

const lowStock = wholeNumber(0, MAX_LOW_STOCK, `lowStock must be 0 to ${MAX_LOW_STOCK}`);

/**
 * GET dashboard (reads are GETs: a vendor POST clears the shoppers' read cache). `lowStock`
 * overrides the shop's low-stock threshold for this read.
 */
export const dashboardQuery = z.object({ lowStock: lowStock.optional() });
export type DashboardQuery = z.input<typeof dashboardQuery>;

/** POST lowStock {lowStock}: the shop's low-stock threshold (0 turns the low-stock list off). */
export const lowStockBody = z.object({ lowStock });
export type LowStockBody = z.input<typeof lowStockBody>;
export interface LowStockResponse {
  lowStock: number;
}

export interface PeriodSales {
  /** Rupees of placed, not canceled orders. */
  sales: number;
  orders: number;
}
export interface StockAlert {
  productId: number;
  variantId: number | null;
  name: string;
  /** "M / Red" for a variant, '' for a simple product. */
  variant: string;
  stock: number;
}
export interface DashboardResponse {
  /** The threshold the low-stock list used. */
  lowStockThreshold: number;
  today: PeriodSales;
  /** Yesterday up to the same time of day. */
  yesterday: PeriodSales;
  month: PeriodSales;
  /** Last month up to the same day and time. */
  lastMonth: PeriodSales;
  /** Orders waiting per status: 1 Pending (ordered), 2 Processing, 3 Shipping. */
  waiting: Record<'1' | '2' | '3', number>;
  /** The last 30 days (Asia/Kolkata), oldest first, every day present. */
  daily: { day: string; sales: number; orders: number }[];
  /** This month's best sellers (Asia/Kolkata) by units, then sales; deleted products left out. */
  topProducts: { productId: number; name: string; units: number; sales: number }[];
  lowStock: { count: number; items: StockAlert[] };
  soldOut: { count: number; items: StockAlert[] };
  /** Checkouts never paid: still holding stock, and given up (stock released) in 30 days. */
  unpaid: {
    holding: number;
    abandoned: number;
    recent: { orderId: string; customer: string; phone: string; amount: number; at: string }[];
  };
}

const statusFilter = wholeNumber(1, 5, 'status must be 1, 2, 3, 4 or 5').optional();
const paymentFilter = wholeNumber(1, 2, 'paymentType must be 1 or 2').optional();

/** Filters of the orders table and its CSV export. */
const orderFilterFields = z.object({
  q: search,
  status: statusFilter,
  paymentType: paymentFilter,
  from: day.optional(),
  to: day.optional(),
});
const fromNotAfterTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const orderFilters = orderFilterFields.refine(fromNotAfterTo, 'from must not be after to');
export type OrderFilters = z.output<typeof orderFilters>;

/** GET orders (query string) and GET orders.csv (the same filters, every page). */
export const officeOrdersQuery = orderFilterFields
  .extend({ page: pageSchema })
  .refine(fromNotAfterTo, 'from must not be after to');
export type OfficeOrdersQuery = z.input<typeof officeOrdersQuery>;

export interface OfficeOrderRow {
  orderId: string;
  customerId: string;
  customer: string;
  phone: string;
  /** When it was placed (ISO). */
  orderedAt: string;
  status: number;
  paymentType: number | null;
  amount: number;
  items: number;
}
export interface OfficeOrdersResponse {
  rows: OfficeOrderRow[];
  /** At most 10,000; `exact` is false when more match. */
  total: number;
  exact: boolean;
  page: number;
  pageSize: number;
}

const productStatus = wholeNumber(0, 1, 'status must be 0 or 1');
/** Filters of the products table. */
export const productFilters = z.object({
  q: search,
  categoryId: idSchema.optional(),
  status: productStatus.optional(),
  stock: z.enum(['in', 'low', 'out'], { error: "stock must be 'in', 'low' or 'out'" }).optional(),
  /** The shop's low-stock threshold when absent. */
  lowStock: lowStock.optional(),
});
export type ProductFilters = z.output<typeof productFilters>;

/** GET products (query string). */
export const officeProductsQuery = productFilters.extend({ page: pageSchema });
export type OfficeProductsQuery = z.input<typeof officeProductsQuery>;

export interface OfficeProductRow {
  id: number;
  name: string;
  brand: string;
  category: string;
  subCategory: string;
  status: number;
  type: number;
  /** Rupees; for variable products the lowest and highest variant price. */
  minPrice: number | null;
  maxPrice: number | null;
  mrp: number | null;
  stock: number;
  variants: number;
  cover: string;
}
export interface OfficeProductsResponse {
  rows: OfficeProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

const ids = z
  .array(idSchema, { error: 'ids must be a list of product ids' })
  .min(1, 'Choose at least one product')
  .max(MAX_BULK, `At most ${MAX_BULK} products at once`);

export const bulkAction = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('status'), status: productStatus }),
    z.object({
      kind: z.literal('price'),
      field: z.enum(['price', 'mrp'], { error: "field must be 'price' or 'mrp'" }),
      mode: z.enum(['set', 'percent'], { error: "mode must be 'set' or 'percent'" }),
      value: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number({ error: 'value must be a number' })
          .min(-MAX_UNIT_PRICE_RUPEES)
          .max(MAX_UNIT_PRICE_RUPEES),
      ),
    }),
    z.object({
      kind: z.literal('stock'),
      stock: wholeNumber(0, MAX_INT, 'stock must be 0 or more'),
    }),
    z.object({ kind: z.literal('delete') }),
  ],
  { error: "kind must be 'status', 'price', 'stock' or 'delete'" },
);
export type BulkAction = z.infer<typeof bulkAction>;

/** POST products/bulk */
export const bulkBody = z.object({ ids, action: bulkAction }).superRefine((body, ctx) => {
  const a = body.action;
  if (a.kind !== 'price') return;
  if (a.mode === 'set') {
    const r = rupeesSchema('value').safeParse(a.value);
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]!.message });
  } else if (a.value < -90 || a.value > 1000) {
    ctx.addIssue({ code: 'custom', message: 'A percentage change must be from -90 to 1000' });
  }
});
export type BulkBody = z.input<typeof bulkBody>;
export interface BulkResponse {
  changed: number;
}

/** GET customers (query string). */
export const officeCustomersQuery = z.object({ q: search, page: pageSchema });
export type OfficeCustomersQuery = z.input<typeof officeCustomersQuery>;
export interface OfficeCustomerRow {
  id: string;
  name: string;
  phone: string;
  orders: number;
  /** Rupees of placed, not canceled orders. */
  spent: number;
  lastOrder: string | null;
  joined: string;
}
export interface OfficeCustomersResponse {
  rows: OfficeCustomerRow[];
  total: number;
  page: number;
  pageSize: number;
}

/*
 * The products CSV: GET products.csv (the products table's filters) answers one row per
 * varient (one per product without varients); POST products/import takes the same columns back
 * (text/csv) and changes existing products and varients only.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'Product ID',
  'Name',
  'Category',
  'Sub-category',
  'Status',
  'HSN',
  'GST %',
  'Variant ID',
  'SKU',
  'Variant',
  'Price',
  'MRP',
  'Stock',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** Read for the owner's eyes, ignored by the import. */
export const CATALOGUE_CSV_READ_ONLY: CatalogueCsvColumn[] = [
  'Name',
  'Category',
  'Sub-category',
  'Variant',
];
/** The largest products CSV one import takes: 2 MB and 10,000 rows. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** A refused import lists at most this many problems (and counts them all). */
export const MAX_IMPORT_PROBLEMS = 200;

/** GET products.csv (query string): the products table's filters. */
export const productsCsvQuery = productFilters;
export type ProductsCsvQuery = z.input<typeof productsCsvQuery>;

/** One bad cell or row of an import; `row` counts as a spreadsheet does (the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}
/** 200: the file applied, all of it. */
export interface CatalogueImportResponse {
  /** Data rows read. */
  rows: number;
  /** Products and varients whose values changed. */
  products: number;
  variants: number;
}
/** 400 when any row is bad: nothing was changed. */
export interface CatalogueImportRefusal {
  error: string;
  problems: ImportProblem[];
  problemCount: number;
}
