import { Router } from 'express';
import { productQuery, type MyProductResponse } from '../../contracts/vendor-products';
import {
  deleteVariantBody,
  deleteVariantImageBody,
  generateVariantsBody,
  valueImagesBody,
  variantGridBody,
  type GenerateVariantsResponse,
  insertVariantBody,
  productVariantQuery,
  selectedVariantsBody,
  setSelectedVariantsBody,
  simplePricingBody,
  variantPricingBody,
  type MyVarientsResponse,
  type SelectedVarientsResponse,
} from '../../contracts/vendor-variants';
import { parse } from '../../http/validate';
import { toPaise } from '../../lib/money';
import type { VendorProductsService } from './products.service';
import type { VendorVariantsService } from './variants.service';

/** Pricing and variant calls under /api/vendor/product/156; mounted behind the vendor guard. */
export function vendorVariantRoutes(
  products: VendorProductsService,
  variants: VendorVariantsService,
): Router {
  const router = Router();

  // Without var_id the simple product is priced, with it one variant (the spec's one path).
  router.post('/updateProductVarient', async (req, res) => {
    const { p_id, var_id } = parse(productVariantQuery, req.query);
    if (var_id === undefined) {
      const body = parse(simplePricingBody, req.body);
      const pricing = {
        pricePaise: toPaise(body.price),
        mrpPaise: toPaise(body.mrp),
        stock: body.simpleQty,
        loadedStock: body.loadedQty,
        details: body.simpleDtl,
        images: body.images,
      };
      res.json({ myProduct: await products.setPricing(p_id, pricing) } satisfies MyProductResponse);
      return;
    }
    const body = parse(variantPricingBody, req.body);
    const pricing = {
      pricePaise: toPaise(body.price),
      mrpPaise: toPaise(body.mrp),
      stock: body.varItemQty,
      loadedStock: body.loadedQty,
      details: body.varDtl,
      images: body.images,
    };
    res.json({
      myVarients: await variants.setPricing(p_id, var_id, pricing),
    } satisfies MyVarientsResponse);
  });

  router.post('/insertProductVarient', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const { varients } = parse(insertVariantBody, req.body);
    res.json({
      myVarients: await variants.insertVariant(p_id, varients),
    } satisfies MyVarientsResponse);
  });

  router.post('/generateVarients', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const body = parse(generateVariantsBody, req.body);
    const { variants: myVarients, created } = await variants.generateVariants(
      p_id,
      body.attributes,
      { pricePaise: toPaise(body.price), mrpPaise: toPaise(body.mrp), stock: body.stock },
    );
    res.json({ myVarients, created } satisfies GenerateVariantsResponse);
  });

  router.post('/saveVarientGrid', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const { varients } = parse(variantGridBody, req.body);
    const rows = varients.map((row) => ({
      varId: row.varId,
      pricePaise: toPaise(row.price),
      mrpPaise: toPaise(row.mrp),
      stock: row.varItemQty,
      loadedStock: row.loadedQty,
      sku: row.sku,
    }));
    res.json({ myVarients: await variants.saveGrid(p_id, rows) } satisfies MyVarientsResponse);
  });

  router.post('/setValueImages', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const { attr_id, value, images } = parse(valueImagesBody, req.body);
    res.json({
      myVarients: await variants.setValueImages(p_id, attr_id, value, images),
    } satisfies MyVarientsResponse);
  });

  router.post('/deleteVar', async (req, res) => {
    const { pId, varId } = parse(deleteVariantBody, req.body);
    res.json({ myVarients: await variants.deleteVariant(pId, varId) } satisfies MyVarientsResponse);
  });

  router.post('/deleteVarImage', async (req, res) => {
    const { pId, varId, imgId } = parse(deleteVariantImageBody, req.body);
    res.json({
      myVarients: await variants.deleteVariantImage(pId, varId, imgId),
    } satisfies MyVarientsResponse);
  });

  router.post('/getSelectedVarients', async (req, res) => {
    const { pId } = parse(selectedVariantsBody, req.body);
    res.json({
      selectedVarients: await variants.getSelected(pId),
    } satisfies SelectedVarientsResponse);
  });

  router.post('/setSelectedVarients', async (req, res) => {
    const { pId, selectedVarients } = parse(setSelectedVariantsBody, req.body);
    res.json({
      selectedVarients: await variants.setSelected(pId, selectedVarients),
    } satisfies SelectedVarientsResponse);
  });

  return router;
}
