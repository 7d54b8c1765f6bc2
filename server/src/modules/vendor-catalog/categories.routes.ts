import { Router } from 'express';
import {
  deleteCategoryBody,
  deleteSubCategoryBody,
  insertCategoryBody,
  insertSubCategoryBody,
  setCategoryIndexBody,
  setCategoryStatusBody,
  setSubCategoryIndexBody,
  setSubCategoryStatusBody,
  subCategoriesQuery,
  updateCategoryBody,
  updateSubCategoryBody,
  type MyCategoriesResponse,
  type MySubCategoriesResponse,
} from '../../contracts/vendor-catalog';
import { parse } from '../../http/validate';
import type { VendorCategoriesService } from './categories.service';

/** Category and sub-category calls under /api/vendor/product/156; mounted behind the vendor guard. */
export function vendorCategoryRoutes(categories: VendorCategoriesService): Router {
  const router = Router();

  router.get('/getCategories', async (_req, res) => {
    res.json({ myCategories: await categories.listCategories() } satisfies MyCategoriesResponse);
  });

  router.post('/insertCategory', async (req, res) => {
    const { newCategoryName, images } = parse(insertCategoryBody, req.body);
    res.json({
      myCategories: await categories.insertCategory(newCategoryName, images[0]!),
    } satisfies MyCategoriesResponse);
  });

  router.get('/getSubCategories', async (req, res) => {
    const { parent } = parse(subCategoriesQuery, req.query);
    res.json({
      mySubCategories: await categories.listSubCategories(parent),
    } satisfies MySubCategoriesResponse);
  });

  router.post('/insertSubCategory', async (req, res) => {
    const { newSubCategoryName, parent, images } = parse(insertSubCategoryBody, req.body);
    res.json({
      mySubCategories: await categories.insertSubCategory(parent, newSubCategoryName, images[0]!),
    } satisfies MySubCategoriesResponse);
  });

  router.post('/updateCategory', async (req, res) => {
    const { _id, newCategoryName, images } = parse(updateCategoryBody, req.body);
    res.json({
      myCategories: await categories.updateCategory(_id, {
        name: newCategoryName,
        image: images?.[0],
      }),
    } satisfies MyCategoriesResponse);
  });

  router.post('/updateSubCategory', async (req, res) => {
    const { _id, newSubCategoryName, images } = parse(updateSubCategoryBody, req.body);
    res.json({
      mySubCategories: await categories.updateSubCategory(_id, {
        name: newSubCategoryName,
        image: images?.[0],
      }),
    } satisfies MySubCategoriesResponse);
  });

  router.post('/setCategoryStatus', async (req, res) => {
    const { status, ...target } = parse(setCategoryStatusBody, req.body);
    res.json({
      myCategories: await categories.setCategoryStatus(target, status),
    } satisfies MyCategoriesResponse);
  });

  router.post('/setSubCategoryStatus', async (req, res) => {
    const { id, status } = parse(setSubCategoryStatusBody, req.body);
    res.json({
      mySubCategories: await categories.setSubCategoryStatus(id, status),
    } satisfies MySubCategoriesResponse);
  });

  router.post('/deleteCategory', async (req, res) => {
    const { catId } = parse(deleteCategoryBody, req.body);
    res.json({
      myCategories: await categories.deleteCategory(catId),
    } satisfies MyCategoriesResponse);
  });

  router.post('/deleteSubCategory', async (req, res) => {
    const { subCatId } = parse(deleteSubCategoryBody, req.body);
    res.json({
      mySubCategories: await categories.deleteSubCategory(subCatId),
    } satisfies MySubCategoriesResponse);
  });

  router.post('/setCategoryIndex', async (req, res) => {
    const body = parse(setCategoryIndexBody, req.body);
    const rows = body.categories.map((row) => ({ id: row._id, index: row.categoryIndex }));
    res.json({
      myCategories: await categories.setCategoryOrder(rows),
    } satisfies MyCategoriesResponse);
  });

  router.post('/setSubCategoryIndex', async (req, res) => {
    const body = parse(setSubCategoryIndexBody, req.body);
    const rows = body.subCategories.map((row) => ({ id: row._id, index: row.subCategoryIndex }));
    res.json({
      mySubCategories: await categories.setSubCategoryOrder(rows),
    } satisfies MySubCategoriesResponse);
  });

  return router;
}
