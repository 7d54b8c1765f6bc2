import { Router } from 'express';
import {
  categoryTaxBody,
  productTaxBody,
  productTaxQuery,
  shopSettingsBody,
  type ProductTaxResponse,
  type ShopSettingsResponse,
} from '../../contracts/invoices';
import { parse } from '../../http/validate';
import type { ShopSettingsService } from './shop-settings.service';

/** /api/vendor/156/shopSettings…: the tax-invoice settings; mounted behind the vendor guard. */
export function shopSettingsRoutes(settings: ShopSettingsService): Router {
  const router = Router();

  router.post('/shopSettings', async (_req, res) => {
    res.json((await settings.read()) satisfies ShopSettingsResponse);
  });

  router.post('/shopSettings/update', async (req, res) => {
    const body = parse(shopSettingsBody, req.body);
    res.json((await settings.update(body)) satisfies ShopSettingsResponse);
  });

  router.post('/shopSettings/categoryTax', async (req, res) => {
    const { categoryId, hsnCode, gstRate } = parse(categoryTaxBody, req.body);
    res.json(
      (await settings.setCategoryTax(categoryId, hsnCode, gstRate)) satisfies ShopSettingsResponse,
    );
  });

  router.post('/shopSettings/productTax', async (req, res) => {
    const { productId } = parse(productTaxQuery, req.body);
    res.json((await settings.productTax(productId)) satisfies ProductTaxResponse);
  });

  router.post('/shopSettings/productTax/update', async (req, res) => {
    const { productId, hsnCode, gstRate } = parse(productTaxBody, req.body);
    res.json(
      (await settings.setProductTax(productId, hsnCode, gstRate)) satisfies ProductTaxResponse,
    );
  });

  return router;
}
