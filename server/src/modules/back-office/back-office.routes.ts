import express, { Router, type RequestHandler } from 'express';
import {
  bulkBody,
  MAX_IMPORT_BYTES,
  lowStockBody,
  productsCsvQuery,
  dashboardQuery,
  officeCustomersQuery,
  officeOrdersQuery,
  officeProductsQuery,
  type BulkResponse,
  type CatalogueImportResponse,
  type DashboardResponse,
  type LowStockResponse,
  type OfficeCustomersResponse,
  type OfficeOrdersResponse,
  type OfficeProductsResponse,
} from '../../contracts/back-office';
import { HttpError, Invalid } from '../../http/errors';
import { parse } from '../../http/validate';
import type { BackOfficeService } from './back-office.service';

const readText = express.text({ type: ['text/csv', 'text/plain'], limit: MAX_IMPORT_BYTES });
/** The request's CSV text; a file over the limit is a 413 that says the limit. */
const csvBody: RequestHandler = (req, res, next) =>
  readText(req, res, (err?: unknown) => {
    const type = (err as { type?: string } | undefined)?.type;
    if (type === 'entity.too.large')
      return next(new HttpError(413, `The file is larger than ${MAX_IMPORT_BYTES / 1048576} MB`));
    next(err);
  });

const sendCsv = (res: express.Response, filename: string, csv: string) => {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  // A byte-order mark, so spreadsheet programs read ₹ and Indian names as UTF-8.
  res.send(`\uFEFF${csv}`);
};

/**
 * /api/vendor/office/156 (behind the vendor guard): reads are GETs with their filters in the
 * query string, so they never clear the shoppers' read cache; the bulk write is a POST, which
 * clears it on success (api-routes.ts).
 */
export function backOfficeRoutes(office: BackOfficeService): Router {
  const router = Router();

  router.get('/dashboard', async (req, res) => {
    const { lowStock } = parse(dashboardQuery, req.query);
    res.json((await office.dashboard(lowStock)) satisfies DashboardResponse);
  });

  router.post('/lowStock', async (req, res) => {
    const { lowStock } = parse(lowStockBody, req.body);
    res.json({ lowStock: await office.setLowStock(lowStock) } satisfies LowStockResponse);
  });

  router.get('/orders', async (req, res) => {
    const { page, ...filters } = parse(officeOrdersQuery, req.query);
    res.json((await office.orders(filters, page)) satisfies OfficeOrdersResponse);
  });

  router.get('/orders.csv', async (req, res) => {
    const { page: _page, ...filters } = parse(officeOrdersQuery, req.query);
    sendCsv(res, 'orders.csv', await office.ordersCsv(filters));
  });

  router.get('/products', async (req, res) => {
    const { page, ...filters } = parse(officeProductsQuery, req.query);
    res.json((await office.products(filters, page)) satisfies OfficeProductsResponse);
  });

  router.get('/products.csv', async (req, res) => {
    const filters = parse(productsCsvQuery, req.query);
    sendCsv(res, 'products.csv', await office.productsCsv(filters));
  });

  // The CSV as the request body (text/csv), checked whole before anything changes.
  router.post('/products/import', csvBody, async (req, res) => {
    if (typeof req.body !== 'string') throw new Invalid('Send the products CSV as text/csv');
    const outcome = await office.importProducts(req.body);
    if (!outcome.ok) {
      res.status(400).json(outcome.refusal);
      return;
    }
    res.json(outcome.result satisfies CatalogueImportResponse);
  });

  router.post('/products/bulk', async (req, res) => {
    const { ids, action } = parse(bulkBody, req.body);
    res.json({ changed: await office.bulk(ids, action) } satisfies BulkResponse);
  });

  router.get('/customers', async (req, res) => {
    const { q, page } = parse(officeCustomersQuery, req.query);
    res.json((await office.customers(q, page)) satisfies OfficeCustomersResponse);
  });

  return router;
}
