import request from 'supertest';
import {
  createCategory,
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { reviews } from '../../db/schema/content';
import { productImages } from '../../db/schema/catalog';
import type { ProductCard } from '../../contracts/products';

const database = databasePerFile();

const api = () => request(createTestApp(database.db));
const P = '/api/vendor/product/156';

async function listCategory(category: number, extra: Record<string, unknown> = {}) {
  const response = await api()
    .post(`${P}/product/get/category`)
    .send({ category, count: 1, limit: 20, ...extra });
  expect(response.status).toBe(200);
  return response.body.myCollection.myProducts as ProductCard[];
}

describe('POST product/get/category', () => {
  it('takes the category and sub-category records the original client carries, and const as count', async () => {
    const tree = await createCategoryTree(database.db);
    const belt = await createSimpleProduct(database.db, tree, { name: 'Belt' });
    const response = await api()
      .post(`${P}/product/get/category`)
      .send({
        category: { _id: tree.category.id, categoryName: 'Men', categoryIndex: 0 },
        subCategory: { _id: tree.sub.id, subCategoryName: 'T-Shirts' },
        const: 1,
        limit: 8,
      });
    expect(response.status).toBe(200);
    expect(response.body.myCollection.myProducts.map((p: { _id: number }) => p._id)).toEqual([
      belt.id,
    ]);
    expect(response.body.myCollection.category).toMatchObject({
      _id: tree.category.id,
      categoryName: 'Men',
    });
    expect((await listCategory(tree.category.id, { const: 2, count: undefined })).length).toBe(0);
    const search = await api()
      .post('/api/user/search')
      .send({ item: 'Belt', priceRange: [-1, -1], filterCategory: -1, sortingMethod: 1 });
    expect(search.body.items.map((p: { _id: number }) => p._id)).toEqual([belt.id]);
  });

  it("names the category's record whatever its status, and null for an unknown id", async () => {
    const hidden = await createCategory(database.db, {
      name: 'Festive',
      status: 0,
      displayIndex: 4,
    });
    const sub = await createSubCategory(database.db, hidden.id);
    await createSimpleProduct(database.db, { category: hidden, sub }, { name: 'Silk Kurta' });
    const page = async (category: number) =>
      (await api().post(`${P}/product/get/category`).send({ category, count: 1, limit: 20 })).body;
    expect(await page(hidden.id)).toEqual({
      myCollection: {
        myProducts: [],
        category: {
          _id: hidden.id,
          categoryName: 'Festive',
          categoryImage: hidden.image,
          categoryStatus: 0,
          categoryIndex: 4,
        },
      },
    });
    expect(await page(hidden.id + 1000)).toEqual({
      myCollection: { myProducts: [], category: null },
    });
  });

  it('lists only what shoppers may see: no hidden, unpriced, variant-less or disabled-sub-category products', async () => {
    const tree = await createCategoryTree(database.db);
    const shown = await createSimpleProduct(database.db, tree, { name: 'Shown Belt' });
    await createSimpleProduct(database.db, tree, { name: 'Hidden Belt', status: 0 });
    await createSimpleProduct(database.db, tree, { name: 'Unpriced Belt', pricePaise: null });
    const variable = await createVariableProduct(database.db, tree, [{ size: 'M', colour: 'Red' }]);
    await createVariableProduct(database.db, tree, [], { name: 'No Variants Tee' });
    await createVariableProduct(database.db, tree, [{ size: 'L', colour: 'Blue', price: null }], {
      name: 'Unpriced Tee',
    });
    const disabledSub = await createSubCategory(database.db, tree.category.id, {
      name: 'Old',
      status: 0,
    });
    await createSimpleProduct(
      database.db,
      { category: tree.category, sub: disabledSub },
      { name: 'In Disabled Sub' },
    );

    const names = (await listCategory(tree.category.id)).map((p) => p.productName);
    expect(names.sort()).toEqual([shown.name, variable.product.name].sort());
  });

  it('answers cards with the spec keys, the price range and the cheapest variant price in rupees', async () => {
    const tree = await createCategoryTree(database.db);
    const { product, variants, attrs } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 0 },
      { size: 'L', colour: 'Red', price: 49900, mrp: 79900, stock: 2 },
    ]);
    const [card] = await listCategory(tree.category.id);
    const values = (size: string) => [
      { attr_id: attrs.size.id, value: size },
      { attr_id: attrs.colour.id, value: 'Red' },
    ];
    expect(card).toEqual({
      _id: product.id,
      productName: 'Crew-Neck T-Shirt',
      productBrand: 'Roadster & Co',
      productType: 1,
      productStatus: 1,
      productParents: { category: tree.category.id, subCategory: tree.sub.id },
      CoverImages: [`/uploads/p${product.id}-cover.jpg`],
      productPricing: { price: 499, mrp: 799 },
      priceRange: { min: 499, max: 699 },
      mrpRange: { min: 799, max: 999 },
      maxDiscount: expect.closeTo(37.547, 3),
      hoverImage: expect.stringMatching(/^\/uploads\/v\d+\.jpg$/),
      inStock: true,
      itemQty: 0,
      productVarients: [
        {
          _id: variants[0]!.id,
          varienteAttributes: values('M'),
          general: { price: 699, mrp: 999, itemQty: 0 },
        },
        {
          _id: variants[1]!.id,
          varienteAttributes: values('L'),
          general: { price: 499, mrp: 799, itemQty: 2 },
        },
      ],
      totalRate: 0,
      ratingAvg: 0,
      ratingCount: 0,
    });
  });

  it('when variants differ in MRP and discount, then the card has their MRP range and deepest discount; unpriced variants and no discount count for nothing', async () => {
    const tree = await createCategoryTree(database.db);
    const { product } = await createVariableProduct(database.db, tree, [
      { size: 'S', colour: 'Red', price: 50000, mrp: 100000 },
      { size: 'M', colour: 'Red', price: 90000, mrp: 120000 },
      { size: 'L', colour: 'Red', price: null, mrp: 500000 },
    ]);
    const plain = await createSimpleProduct(database.db, tree, {
      name: 'Plain Belt',
      pricePaise: 59900,
      mrpPaise: 59900,
    });
    const noMrp = await createSimpleProduct(database.db, tree, {
      name: 'Belt Without MRP',
      mrpPaise: null,
    });
    const cards = await listCategory(tree.category.id);
    const card = (id: number) => cards.find((c) => c._id === id);

    expect(card(product.id)).toMatchObject({
      priceRange: { min: 500, max: 900 },
      mrpRange: { min: 1000, max: 1200 },
      maxDiscount: 50,
    });
    expect(card(plain.id)).toMatchObject({ mrpRange: { min: 599, max: 599 }, maxDiscount: null });
    expect(card(noMrp.id)).toMatchObject({
      mrpRange: { min: null, max: null },
      maxDiscount: null,
    });
  });

  it('when the product has a second image, then the card carries it for hover: its own images first, then its variants’, never the cover again', async () => {
    const tree = await createCategoryTree(database.db);
    const belt = await createSimpleProduct(database.db, tree, { name: 'Two Image Belt' });
    const repeat = await createSimpleProduct(database.db, tree, { name: 'Repeat Belt' });
    await database.db.insert(productImages).values([
      { productId: belt.id, role: 'gallery', position: 0, url: '/uploads/belt-back.jpg' },
      { productId: belt.id, role: 'gallery', position: 1, url: '/uploads/belt-side.jpg' },
      { productId: repeat.id, role: 'gallery', url: `/uploads/p${repeat.id}.jpg` },
    ]);
    const { product: tee, variants: teeVariants } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red' },
    ]);
    const lone = await createSimpleProduct(database.db, tree, { name: 'One Image Belt' });

    const cards = await listCategory(tree.category.id);
    const hoverOf = (id: number) => cards.find((c) => c._id === id)?.hoverImage;
    expect(hoverOf(belt.id)).toBe('/uploads/belt-back.jpg');
    expect(hoverOf(repeat.id)).toBeNull();
    expect(hoverOf(tee.id)).toBe(`/uploads/v${teeVariants[0]!.id}.jpg`);
    expect(hoverOf(lone.id)).toBeNull();
  });

  it('pages with count and limit without repeating or skipping, and filters by sub-category', async () => {
    const tree = await createCategoryTree(database.db);
    const otherSub = await createSubCategory(database.db, tree.category.id, { name: 'Shirts' });
    for (let i = 0; i < 5; i += 1)
      await createSimpleProduct(database.db, tree, { name: `Belt ${i}` });
    await createSimpleProduct(
      database.db,
      { category: tree.category, sub: otherSub },
      { name: 'Shirt' },
    );
    const first = await listCategory(tree.category.id, { limit: 4, count: 1 });
    const second = await listCategory(tree.category.id, { limit: 4, count: 2 });
    const third = await listCategory(tree.category.id, { limit: 4, count: 3 });
    const ids = [...first, ...second].map((p) => p._id);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    expect(third).toEqual([]);
    expect(new Set(ids).size).toBe(6);
    const onlyShirts = await listCategory(tree.category.id, { subCategory: otherSub.id });
    expect(onlyShirts.map((p) => p.productName)).toEqual(['Shirt']);
    expect(await listCategory(tree.category.id, { subCategory: -1 })).toHaveLength(6);
  });

  it('hides the products of a disabled category', async () => {
    const tree = await createCategoryTree(database.db);
    await createSimpleProduct(database.db, tree);
    const disabled = await createCategory(database.db, { name: 'Off', status: 0 });
    const sub = await createSubCategory(database.db, disabled.id);
    await createSimpleProduct(database.db, { category: disabled, sub });
    expect(await listCategory(disabled.id)).toEqual([]);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await api()
      .post(`${P}/product/get/category`)
      .send({ category: 'men', count: 0 });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/category/);
  });
});

describe('POST getProductWithID', () => {
  it('answers the whole product with variants, images, department and the newest reviews', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'T-Shirts' });
    const { product, variants, attrs } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red', price: 49900, mrp: 79900, stock: 4 },
      { size: 'L', colour: 'Blue', price: 59900, mrp: 79900, stock: 0 },
    ]);
    const customer = await createCustomer(database.db, { name: 'Ravi Kumar' });
    await database.db.insert(reviews).values({
      productId: product.id,
      customerId: customer.id,
      rateHalves: 9,
      review: '<b>Great</b> fit',
    });

    const response = await api().post(`${P}/getProductWithID`).send({ id: product.id });
    expect(response.status).toBe(200);
    const detail = response.body.myCollection;
    expect(detail).toMatchObject({
      _id: product.id,
      productType: 1,
      productParents: { category: tree.category.id, subCategory: tree.sub.id },
      department: {
        category: { categoryName: 'Men' },
        subCategory: { subCategoryName: 'T-Shirts' },
      },
      selectedVarients: [attrs.size.id, attrs.colour.id],
      totalRate: 4.5,
      ratingAvg: 4.5,
      ratingCount: 1,
      alreadyVisited: false,
      productReviews: [{ userId: 'Ravi Kumar', rate: 4.5, review: '<b>Great</b> fit' }],
    });
    expect(detail.productVarients).toEqual([
      {
        _id: variants[0]!.id,
        varienteAttributes: [
          { attr_id: attrs.size.id, value: 'M' },
          { attr_id: attrs.colour.id, value: 'Red' },
        ],
        general: { price: 499, mrp: 799, itemQty: 4, images: [`/uploads/v${variants[0]!.id}.jpg`] },
        varDtl: [],
      },
      expect.objectContaining({
        _id: variants[1]!.id,
        general: expect.objectContaining({ itemQty: 0 }),
      }),
    ]);
  });

  it('when the product is hidden, unknown, or variable without variants, then shoppers get 404 Product Not Found', async () => {
    const tree = await createCategoryTree(database.db);
    const hidden = await createSimpleProduct(database.db, tree, { status: 0 });
    const { product: empty } = await createVariableProduct(database.db, tree, []);
    for (const id of [hidden.id, empty.id, 999_999]) {
      const response = await api().post(`${P}/getProductWithID`).send({ id });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Product Not Found' });
    }
  });

  it('when one server answers a product to viewers who did and did not view it before, then each gets their own alreadyVisited', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree);
    const visitor = await createCustomer(database.db);
    const newcomer = await createCustomer(database.db);
    const app = request(createTestApp(database.db, { readCacheSeconds: 60 })); // one read cache
    const view = async (token?: string) => {
      const call = app.post(`${P}/getProductWithID`);
      if (token) call.set('Authorization', `barear ${token}`);
      const response = await call.send({ id: product.id });
      expect(response.status).toBe(200);
      return response.body as { myCollection: { _id: number; alreadyVisited: boolean } };
    };
    const first = await view();
    expect(first.myCollection).toMatchObject({ _id: product.id, alreadyVisited: false });
    await app
      .post('/api/user/addToSuggestionList')
      .set('Authorization', `barear ${visitor.token}`)
      .send({ product: product.id })
      .expect(200);

    expect((await view(visitor.token)).myCollection.alreadyVisited).toBe(true);
    expect(await view()).toEqual(first);
    expect(await view(newcomer.token)).toEqual(first);
    expect(await view(visitor.token)).toEqual({
      myCollection: { ...first.myCollection, alreadyVisited: true },
    });
  });

  it('shows a hidden product to the vendor', async () => {
    const tree = await createCategoryTree(database.db);
    const hidden = await createSimpleProduct(database.db, tree, { status: 0 });
    const vendor = await createVendor(database.db);
    const response = await api()
      .post(`${P}/getProductWithID`)
      .set('Authorization', `barear ${vendor.token}`)
      .send({ id: hidden.id });
    expect(response.status).toBe(200);
    expect(response.body.myCollection.productStatus).toBe(0);
  });
});

describe('POST getReviews', () => {
  it('pages reviews 8 at a time, newest first', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree);
    for (let i = 0; i < 10; i += 1) {
      const customer = await createCustomer(database.db, { name: `Shopper ${i}` });
      await database.db.insert(reviews).values({
        productId: product.id,
        customerId: customer.id,
        rateHalves: 8,
        createdAt: new Date(2026, 0, i + 1),
      });
    }
    const first = await api().post(`${P}/getReviews`).send({ id: product.id, count: 1 });
    const second = await api().post(`${P}/getReviews`).send({ id: product.id, count: 2 });
    expect(first.body.reviews).toHaveLength(8);
    expect(first.body.reviews[0].userId).toBe('Shopper 9');
    expect(second.body.reviews.map((r: { userId: string }) => r.userId)).toEqual([
      'Shopper 1',
      'Shopper 0',
    ]);
  });
});

describe('POST getQty', () => {
  it('answers the stock of a simple product (var_id 0) or of a variant, and 404 for a variant of another product', async () => {
    const tree = await createCategoryTree(database.db);
    const simple = await createSimpleProduct(database.db, tree, { stock: 7 });
    const { product, variants } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red', stock: 2 },
    ]);
    expect(
      (await api().post(`${P}/getQty?p_id=${simple.id}&var_id=0`).send({ pt: 0 })).body,
    ).toEqual({ qty: 7 });
    expect(
      (await api().post(`${P}/getQty?p_id=${product.id}&var_id=${variants[0]!.id}`).send({ pt: 1 }))
        .body,
    ).toEqual({ qty: 2 });
    expect(
      (await api().post(`${P}/getQty?p_id=${simple.id}&var_id=${variants[0]!.id}`).send({ pt: 1 }))
        .status,
    ).toBe(404);
    expect((await api().post(`${P}/getQty?p_id=abc`).send({})).status).toBe(400);
  });
});

describe('GET getAttribute', () => {
  it('lists attributes with their values in order', async () => {
    const tree = await createCategoryTree(database.db);
    const { attrs } = await createVariableProduct(database.db, tree, [
      { size: 'S', colour: 'Red' },
      { size: 'M', colour: 'Red' },
    ]);
    const response = await api().get(`${P}/getAttribute`);
    expect(response.body.myAttributes).toEqual([
      { _id: attrs.size.id, attribute: attrs.size.name, values: ['S', 'M'] },
      { _id: attrs.colour.id, attribute: attrs.colour.name, values: ['Red'] },
    ]);
  });
});

describe('query count', () => {
  it('does not grow with the page size (no N+1) for lists, search and detail', async () => {
    const tree = await createCategoryTree(database.db);
    for (let i = 0; i < 12; i += 1) {
      await createVariableProduct(
        database.db,
        tree,
        [
          { size: 'M', colour: 'Red' },
          { size: 'L', colour: 'Red' },
        ],
        { name: `Tee ${i}` },
      );
    }
    const countQueries = async (send: () => Promise<unknown>) => {
      database.queries.length = 0;
      await send();
      return database.queries.length;
    };
    const small = await countQueries(() =>
      api().post(`${P}/product/get/category`).send({ category: tree.category.id, limit: 2 }),
    );
    const large = await countQueries(() =>
      api().post(`${P}/product/get/category`).send({ category: tree.category.id, limit: 12 }),
    );
    expect(large).toBe(small);
    expect(small).toBe(1); // the page's cards, with the category's record
    const searchSmall = await countQueries(() =>
      api().post('/api/user/search').send({ item: 'tee', limit: 2 }),
    );
    const searchLarge = await countQueries(() =>
      api().post('/api/user/search').send({ item: 'tee', limit: 12 }),
    );
    expect(searchLarge).toBe(searchSmall);
    // The words' spellings from the dictionary, then the page.
    expect(searchSmall).toBeLessThanOrEqual(2);

    // Related products and suggestions: one query for the row, whatever the catalogue's size.
    const [first] = await api()
      .post('/api/user/search')
      .send({ item: '', limit: 1 })
      .then((r) => r.body.items);
    expect(
      await countQueries(() =>
        api().post('/api/user/relatedProducts').send({ productId: first._id }),
      ),
    ).toBeLessThanOrEqual(2);
    const shopper = await createCustomer(database.db);
    await api()
      .post('/api/user/addToSuggestionList')
      .set('Authorization', `barear ${shopper.token}`)
      .send({ product: first._id });
    expect(
      await countQueries(() =>
        api()
          .post('/api/user/getSuggestProducts')
          .set('Authorization', `barear ${shopper.token}`)
          .send({}),
      ),
    ).toBeLessThanOrEqual(3); // the token's account, the row's ids, the cards

    // A product page: one statement for the product, its variants, values, images and reviews.
    expect(
      await countQueries(() => api().post(`${P}/getProductWithID`).send({ id: first._id })),
    ).toBe(1);
    expect(
      await countQueries(() =>
        api()
          .post(`${P}/getProductWithID`)
          .set('Authorization', `barear ${shopper.token}`)
          .send({ id: first._id }),
      ),
    ).toBe(3); // the token's account, whether the shopper has seen it, the product
  });
});
