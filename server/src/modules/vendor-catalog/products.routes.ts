import { Router } from 'express';
import type { MessageResponse } from '../../contracts/accounts';
import {
  coverImagesBody,
  deleteProductBody,
  deleteSimpleImageBody,
  insertProductBody,
  productQuery,
  productTypeBody,
  updateProductBody,
  vendorProductsBody,
  type InsertProductResponse,
  type MyProductResponse,
  type UpdateProductResponse,
  type VendorProductsResponse,
} from '../../contracts/vendor-products';
import { parse } from '../../http/validate';
import type { VendorProductsService } from './products.service';

/** Product calls under /api/vendor/product/156; mounted behind the vendor guard. */
export function vendorProductRoutes(products: VendorProductsService): Router {
  const router = Router();

  router.post('/insertProduct', async (req, res) => {
    const fields = parse(insertProductBody, req.body);
    res.json({ productId: await products.insertProduct(fields) } satisfies InsertProductResponse);
  });

  router.post('/getProduct', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    res.json({ myProduct: await products.getProduct(p_id) } satisfies MyProductResponse);
  });

  router.post('/updateProduct', async (req, res) => {
    const { myProduct } = parse(updateProductBody, req.body);
    res.json({
      product: await products.updateProduct(myProduct.id, myProduct.fields),
    } satisfies UpdateProductResponse);
  });

  router.post('/updateProductType', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const { pt } = parse(productTypeBody, req.body);
    res.json({ myProduct: await products.setType(p_id, pt) } satisfies MyProductResponse);
  });

  router.post('/updateCoverImages', async (req, res) => {
    const { p_id } = parse(productQuery, req.query);
    const { images } = parse(coverImagesBody, req.body);
    res.json({
      myProduct: await products.setCoverImages(p_id, images),
    } satisfies MyProductResponse);
  });

  router.post('/deleteSimpleImage', async (req, res) => {
    const { pId, imgId } = parse(deleteSimpleImageBody, req.body);
    res.json({ myProduct: await products.deleteImage(pId, imgId) } satisfies MyProductResponse);
  });

  router.post('/product/get/categoryAndSubCategory', async (req, res) => {
    const query = parse(vendorProductsBody, req.body);
    res.json({ myProducts: await products.list(query) } satisfies VendorProductsResponse);
  });

  router.post('/duplicateProduct', async (req, res) => {
    const { id } = parse(deleteProductBody, req.body);
    res.json({
      productId: await products.duplicateProduct(id),
    } satisfies InsertProductResponse);
  });

  router.post('/deleteProduct', async (req, res) => {
    const { id } = parse(deleteProductBody, req.body);
    await products.deleteProduct(id);
    res.json({ message: 'Product deleted' } satisfies MessageResponse);
  });

  return router;
}
