import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import {
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { productImages, products, variants } from '../../db/schema/catalog';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const P = '/api/vendor/product/156';

async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const post = (path: string) =>
    request(app).post(`${P}${path}`).set('Authorization', `barear ${vendor.token}`);
  const tree = await createCategoryTree(database.db);
  return { uploads, post, tree, app };
}

const newProduct = (
  tree: { category: { id: number }; sub: { id: number } },
  extra: object = {},
) => ({
  parents: { category: tree.category.id, subCategory: tree.sub.id },
  productName: 'Linen Shirt',
  productBrand: 'Urban Loom',
  productShortDisc: 'Breathable',
  productDisc: 'A shirt for summer',
  productkeywords: 'shirt , linen,,summer',
  productStatus: 0,
  ...extra,
});

describe('insertProduct and getProduct', () => {
  it('creates a product, answers {productId}, and getProduct shows it to the vendor even while hidden', async () => {
    const { post, tree } = await setup();
    const created = await post('/insertProduct').send(newProduct(tree));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ productId: expect.any(Number) });

    const response = await post(`/getProduct?p_id=${created.body.productId}`);
    expect(response.status).toBe(200);
    expect(response.body.myProduct).toMatchObject({
      _id: created.body.productId,
      productName: 'Linen Shirt',
      productBrand: 'Urban Loom',
      ProductShortDisc: 'Breathable',
      productDisc: 'A shirt for summer',
      productKeywords: 'shirt, linen, summer',
      productStatus: 0,
      productType: 0,
      productParents: { category: tree.category.id, subCategory: tree.sub.id },
      CoverImages: [],
      productImages: [],
      productPricing: { price: null, mrp: null },
      itemQty: 0,
      simpleDtl: [],
      productVarients: [],
      selectedVarients: [],
    });
    expect((await post('/getProduct?p_id=999')).body).toEqual({ error: 'Product Not Found' });
    expect((await post('/getProduct?p_id=abc')).status).toBe(400);
  });

  it('refuses a product without name or brand, or with a sub-category of another category', async () => {
    const { post, tree } = await setup();
    const other = await createCategoryTree(database.db, { category: 'Women', sub: 'Tops' });
    const noName = await post('/insertProduct').send(newProduct(tree, { productName: '  ' }));
    expect([noName.status, noName.body]).toEqual([400, { error: 'all fields are required' }]);
    const noBrand = await post('/insertProduct').send(
      newProduct(tree, { productBrand: undefined }),
    );
    expect(noBrand.body).toEqual({ error: 'all fields are required' });
    const mismatch = await post('/insertProduct').send(
      newProduct(tree, { parents: { category: tree.category.id, subCategory: other.sub.id } }),
    );
    expect([mismatch.status, mismatch.body]).toEqual([
      400,
      { error: 'This sub-category is not in the chosen category' },
    ]);
    const unknown = await post('/insertProduct').send(
      newProduct(tree, { parents: { category: 999, subCategory: tree.sub.id } }),
    );
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Category not found' }]);
    const badStatus = await post('/insertProduct').send(newProduct(tree, { productStatus: 3 }));
    expect(badStatus.body).toEqual({ error: 'productStatus must be 0 or 1' });
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(0);
  });
});

describe('updateProduct and updateProductType', () => {
  it('saves the sent fields, keeps the ones left out, may move the product, and answers {product}', async () => {
    const { post, tree } = await setup();
    const product = await createSimpleProduct(database.db, tree, {
      description: 'Keep me',
      status: 1,
    });
    const shirts = await createSubCategory(database.db, tree.category.id, { name: 'Shirts' });
    const response = await post('/updateProduct').send({
      myProduct: {
        _id: product.id,
        parents: { category: tree.category.id, subCategory: shirts.id },
        productName: 'Belt Pro',
        productBrand: 'Loom',
        productKeywords: 'belt',
        productStatus: 0,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.product).toMatchObject({
      productName: 'Belt Pro',
      productBrand: 'Loom',
      productDisc: 'Keep me',
      productKeywords: 'belt',
      productStatus: 0,
      productParents: { subCategory: shirts.id },
    });

    const other = await createCategoryTree(database.db, { category: 'Women', sub: 'Tops' });
    const refused = await post('/updateProduct').send({
      myProduct: {
        _id: product.id,
        parents: { category: tree.category.id, subCategory: other.sub.id },
        productName: 'X',
        productBrand: 'Y',
      },
    });
    expect(refused.status).toBe(400);
    const missing = await post('/updateProduct').send({
      myProduct: {
        _id: 999,
        parents: { category: tree.category.id, subCategory: tree.sub.id },
        productName: 'X',
        productBrand: 'Y',
      },
    });
    expect(missing.status).toBe(404);
    expect((await post(`/getProduct?p_id=${product.id}`)).body.myProduct.productName).toBe(
      'Belt Pro',
    );
  });

  it('updateProductType?p_id= switches simple and variable', async () => {
    const { post, tree } = await setup();
    const product = await createSimpleProduct(database.db, tree);
    const response = await post(`/updateProductType?p_id=${product.id}`).send({ pt: 1 });
    expect(response.body.myProduct.productType).toBe(1);
    expect((await post(`/updateProductType?p_id=${product.id}`).send({ pt: 2 })).body).toEqual({
      error: 'pt must be 0 or 1',
    });
    expect((await post('/updateProductType?p_id=999').send({ pt: 0 })).status).toBe(404);
  });
});

describe('images', () => {
  it('updateCoverImages replaces the covers in order and deletes the files no longer used', async () => {
    const { post, tree, uploads } = await setup();
    const product = await createSimpleProduct(database.db, tree);
    const [first, second, third] = await uploads.uploaded(3);
    await post(`/updateCoverImages?p_id=${product.id}`).send({ images: [first, second] });
    const response = await post(`/updateCoverImages?p_id=${product.id}`).send({
      images: [third, first],
    });
    expect(response.status).toBe(200);
    expect(response.body.myProduct.CoverImages).toEqual([third, first]);
    expect([first, second, third].map((url) => uploads.stored(url!))).toEqual([true, false, true]);

    const empty = await post(`/updateCoverImages?p_id=${product.id}`).send({ images: [] });
    expect([empty.status, empty.body]).toEqual([400, { error: 'plz select atleast one image' }]);
    const foreign = await post(`/updateCoverImages?p_id=${product.id}`).send({
      images: ['/uploads/demo/category/men.svg'],
    });
    expect(foreign.status).toBe(400);
    expect((await post(`/getProduct?p_id=${product.id}`)).body.myProduct.CoverImages).toEqual([
      third,
      first,
    ]);
  });

  it('deleteSimpleImage removes one gallery image by its url, and its file', async () => {
    const { post, tree, uploads } = await setup();
    const product = await createSimpleProduct(database.db, tree);
    const [kept, removed] = await uploads.uploaded(2);
    await post(`/updateProductVarient?p_id=${product.id}`).send({
      price: 10,
      mrp: 10,
      simpleQty: 1,
      images: [kept, removed],
    });
    const response = await post('/deleteSimpleImage').send({ pId: product.id, imgId: removed });
    expect(response.body.myProduct.productImages).toEqual([kept]);
    expect(uploads.stored(removed!)).toBe(false);
    expect(
      (await post('/deleteSimpleImage').send({ pId: product.id, imgId: removed })).body,
    ).toEqual({ error: 'Image not found' });
    expect((await post('/deleteSimpleImage').send({ pId: product.id, imgId: 0 })).status).toBe(400);
  });
});

describe('updateProductVarient?p_id= (simple product)', () => {
  it('saves price, MRP, stock, details and adds new images once; answers {myProduct}', async () => {
    const { post, tree, uploads } = await setup();
    const product = await createSimpleProduct(database.db, tree, {
      pricePaise: null,
      mrpPaise: null,
    });
    const [a, b] = await uploads.uploaded(2);
    await post(`/updateProductVarient?p_id=${product.id}`).send({
      price: 1,
      mrp: 2,
      simpleQty: 0,
      images: [a],
    });
    const response = await post(`/updateProductVarient?p_id=${product.id}`).send({
      price: '499.50',
      mrp: 999,
      pt: 0,
      simpleQty: '12',
      simpleDtl: [[' Fabric ', 'Cotton']],
      images: [a, b],
    });
    expect(response.status).toBe(200);
    expect(response.body.myProduct).toMatchObject({
      productPricing: { price: 499.5, mrp: 999 },
      itemQty: 12,
      simpleDtl: [['Fabric', 'Cotton']],
      productImages: [a, b],
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect([row!.pricePaise, row!.minPricePaise]).toEqual([49950, 49950]);
  });

  it.each([
    [{ price: -1 }, 'Price must be a number of 0 or more'],
    [{ price: 'abc' }, 'Price must be a number of 0 or more'],
    [{ price: '' }, 'Price must be a number of 0 or more'],
    [{ price: 10.555 }, 'Price can have at most 2 decimals'],
    [{ mrp: null }, 'MRP must be a number of 0 or more'],
    [{ simpleQty: 1.5 }, 'Quantity must be a whole number of 0 or more'],
    [{ simpleQty: -2 }, 'Quantity must be a whole number of 0 or more'],
    [{ price: 1000, mrp: 999 }, 'MRP must not be less than the price'],
    [{ simpleDtl: [['Fabric', '']] }, 'All fields are required'],
    [{ simpleDtl: [['Fabric']] }, 'All fields are required'],
    [
      { images: ['https://elsewhere.example/x.jpg'] },
      'Please upload the images first: only urls from the upload endpoint are accepted',
    ],
  ])('refuses %p with "%s" and changes nothing', async (change, error) => {
    const { post, tree } = await setup();
    const product = await createSimpleProduct(database.db, tree);
    const response = await post(`/updateProductVarient?p_id=${product.id}`).send({
      price: 100,
      mrp: 200,
      simpleQty: 3,
      ...change,
    });
    expect([response.status, response.body]).toEqual([400, { error }]);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect([row!.pricePaise, row!.stock]).toEqual([59900, 5]);
  });
});

describe('product/get/categoryAndSubCategory', () => {
  it('lists the category’s products for the vendor: hidden and unpriced too, newest first, 18 a page', async () => {
    const { post, tree } = await setup();
    const shirts = await createSubCategory(database.db, tree.category.id, { name: 'Shirts' });
    for (let i = 0; i < 19; i += 1)
      await createSimpleProduct(database.db, tree, { name: `Belt ${i}`, status: i % 2 });
    const shirt = await createSimpleProduct(
      database.db,
      { category: tree.category, sub: shirts },
      { name: 'Shirt', pricePaise: null },
    );
    const first = await post('/product/get/categoryAndSubCategory').send({
      category: tree.category.id,
      count: 1,
    });
    expect(first.body.myProducts).toHaveLength(18);
    expect(first.body.myProducts[0]).toMatchObject({
      _id: shirt.id,
      productName: 'Shirt',
      productStatus: 1,
      productPricing: { price: null },
    });
    const second = await post('/product/get/categoryAndSubCategory').send({
      category: tree.category.id,
      count: 2,
      limit: 18,
    });
    expect(second.body.myProducts.map((p: { productName: string }) => p.productName)).toEqual([
      'Belt 1',
      'Belt 0',
    ]);
    const onlyShirts = await post('/product/get/categoryAndSubCategory').send({
      category: tree.category.id,
      subCategory: shirts.id,
      count: 1,
    });
    expect(onlyShirts.body.myProducts.map((p: { _id: number }) => p._id)).toEqual([shirt.id]);
    expect(
      (await post('/product/get/categoryAndSubCategory').send({ category: 'men' })).status,
    ).toBe(400);
  });
});

describe('deleteProduct', () => {
  it('deletes the product with its variants, images and unused files', async () => {
    const { post, tree, uploads } = await setup();
    const {
      product,
      variants: [variant],
    } = await createVariableProduct(database.db, tree, [{ size: 'M', colour: 'Red' }]);
    const [cover, variantImage] = await uploads.uploaded(2);
    await database.db.insert(productImages).values([
      { productId: product.id, role: 'cover', url: cover! },
      { productId: product.id, variantId: variant!.id, role: 'gallery', url: variantImage! },
    ]);
    const response = await post('/deleteProduct').send({ id: product.id });
    expect(response.body).toEqual({ message: 'Product deleted' });
    expect(await database.db.$count(variants)).toBe(0);
    expect(await database.db.$count(productImages)).toBe(0);
    expect([uploads.stored(cover!), uploads.stored(variantImage!)]).toEqual([false, false]);
    expect((await post('/deleteProduct').send({ id: product.id })).status).toBe(404);
  });
});
