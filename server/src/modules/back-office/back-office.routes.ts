import { Router } from 'express';
import {
  bulkBody,
  dashboardQuery,
  officeCustomersQuery,
  officeOrdersQuery,
  officeProductsQuery,
  type BulkResponse,
  type DashboardResponse,
  type OfficeCustomersResponse,
  type OfficeOrdersResponse,
  type OfficeProductsResponse,
} from '../../contracts/back-office';
import { parse } from '../../http/validate';
import type { BackOfficeService } from './back-office.service';

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

  router.get('/orders', async (req, res) => {
    const { page, ...filters } = parse(officeOrdersQuery, req.query);
    res.json((await office.orders(filters, page)) satisfies OfficeOrdersResponse);
  });

  router.get('/orders.csv', async (req, res) => {
    const { page: _page, ...filters } = parse(officeOrdersQuery, req.query);
    const csv = await office.ordersCsv(filters);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="orders.csv"');
    // A byte-order mark, so spreadsheet programs read ₹ and Indian names as UTF-8.
    res.send(`\uFEFF${csv}`);
  });

  router.get('/products', async (req, res) => {
    const { page, ...filters } = parse(officeProductsQuery, req.query);
    res.json((await office.products(filters, page)) satisfies OfficeProductsResponse);
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
