import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  createCategoryTree,
  createSimpleProduct,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import {
  attributeValues,
  productSelectedAttributes,
  variantAttributeValues,
  variants,
} from '../../db/schema/catalog';

// Every list answer's cards carry what the original client computes a card's price and stock
// from: `productVarients` (ids, attributes, general {price, mrp, itemQty}) and `itemQty`. The
// requests are the bodies that client sends (spec §7, docs/api.md).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

const api = () => request(createTestApp(database.db));
const P = '/api/vendor/product/156';

interface Card {
  _id: number;
  itemQty: number;
  productVarients: {
    _id: number;
    varienteAttributes: { attr_id: number; value: string }[];
    general: Record<string, unknown>;
  }[];
}

/** A shop with a variable tee (one unpriced variant, Colour chosen before Size) and a belt. */
async function shop() {
  const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Tees' });
  const tee = await createVariableProduct(
    database.db,
    tree,
    [
      { size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 0 },
      { size: 'L', colour: 'Blue', price: 49900, mrp: null, stock: 4 },
      { size: 'S', colour: 'Red', price: null, mrp: null, stock: 9 },
    ],
    { name: 'Cotton Tee' },
  );
  // The owner chose Colour first: a variant's attributes follow that order, not the ids'.
  await database.db
    .update(productSelectedAttributes)
    .set({ position: -1 })
    .where(
      and(
        eq(productSelectedAttributes.productId, tee.product.id),
        eq(productSelectedAttributes.attributeId, tee.attrs.colour.id),
      ),
    );
  const belt = await createSimpleProduct(database.db, tree, { name: 'Cotton Belt', stock: 6 });
  const [red, blue] = tee.variants;
  const { size, colour } = tee.attrs;
  const teeCard = {
    _id: tee.product.id,
    productType: 1,
    itemQty: 0,
    productPricing: { price: 499, mrp: null },
    inStock: true,
    productVarients: [
      {
        _id: red!.id,
        varienteAttributes: [
          { attr_id: colour.id, value: 'Red' },
          { attr_id: size.id, value: 'M' },
        ],
        general: { price: 699, mrp: 999, itemQty: 0 },
      },
      {
        _id: blue!.id,
        varienteAttributes: [
          { attr_id: colour.id, value: 'Blue' },
          { attr_id: size.id, value: 'L' },
        ],
        general: { price: 499, mrp: null, itemQty: 4 },
      },
    ],
  };
  const beltCard = { _id: belt.id, productType: 0, itemQty: 6, productVarients: [] };
  return { tree, tee, belt, teeCard, beltCard };
}

/** The card is lean: no images or details in its variants, none of the detail's fields. */
function expectLean(cards: Card[]) {
  for (const card of cards) {
    expect(card).not.toHaveProperty('productImages');
    expect(card).not.toHaveProperty('simpleDtl');
    for (const variant of card.productVarients) {
      expect(Object.keys(variant).sort()).toEqual(['_id', 'general', 'varienteAttributes']);
      expect(Object.keys(variant.general).sort()).toEqual(['itemQty', 'mrp', 'price']);
    }
  }
}

const byId = (cards: Card[], id: number) => cards.find((card) => card._id === id);

describe('list cards carry the variants and stock the original client reads', () => {
  it('product/get/category with the home row body (category record, subCategory -1, const)', async () => {
    const { tree, tee, belt, teeCard, beltCard } = await shop();
    const response = await api()
      .post(`${P}/product/get/category`)
      .send({
        category: { _id: tree.category.id, categoryName: 'Men', categoryIndex: 0 },
        subCategory: -1,
        const: 1,
        limit: 5,
      });
    expect(response.status).toBe(200);
    const cards = response.body.myCollection.myProducts as Card[];
    expect(byId(cards, tee.product.id)).toMatchObject(teeCard);
    expect(byId(cards, belt.id)).toMatchObject(beltCard);
    expectLean(cards);
  });

  it('search with the search page body (priceRange [-1, -1], filterCategory -1)', async () => {
    const { tee, belt, teeCard, beltCard } = await shop();
    const response = await api()
      .post('/api/user/search')
      .send({
        item: 'cotton',
        count: 1,
        limit: 20,
        sortingMethod: 1,
        priceRange: [-1, -1],
        filterCategory: -1,
      });
    expect(response.status).toBe(200);
    const cards = response.body.items as Card[];
    expect(byId(cards, tee.product.id)).toMatchObject(teeCard);
    expect(byId(cards, belt.id)).toMatchObject(beltCard);
    expectLean(cards);
  });

  it('relatedProducts {productId}', async () => {
    const { belt, teeCard } = await shop();
    const response = await api().post('/api/user/relatedProducts').send({ productId: belt.id });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([expect.objectContaining(teeCard)]);
    expectLean(response.body.items);
  });

  it('getSuggestProducts {userId} for a signed-in shopper', async () => {
    const { tee, belt, teeCard, beltCard } = await shop();
    const shopper = await createCustomer(database.db);
    await api()
      .post('/api/user/addToSuggestionList')
      .set('Authorization', `barear ${shopper.token}`)
      .send({ product: { _id: belt.id, productName: 'Cotton Belt' }, userId: shopper.id })
      .expect(200);
    const response = await api()
      .post('/api/user/getSuggestProducts')
      .set('Authorization', `barear ${shopper.token}`)
      .send({ userId: shopper.id });
    expect(response.status).toBe(200);
    const cards = response.body.items as Card[];
    expect(byId(cards, tee.product.id)).toMatchObject(teeCard);
    expect(byId(cards, belt.id)).toMatchObject(beltCard);
    expectLean(cards);
  });

  it('productCards {ids} (our recently viewed row)', async () => {
    const { tee, belt, teeCard, beltCard } = await shop();
    const response = await api()
      .post('/api/user/productCards')
      .send({ ids: [belt.id, tee.product.id] });
    expect(response.body.items).toMatchObject([beltCard, teeCard]);
    expectLean(response.body.items);
  });

  it('vendor product/get/categoryAndSubCategory: every variant, unpriced ones too', async () => {
    const { tree, tee, belt, teeCard, beltCard } = await shop();
    const vendor = await createVendor(database.db);
    const response = await api()
      .post(`${P}/product/get/categoryAndSubCategory`)
      .set('Authorization', `barear ${vendor.token}`)
      .send({
        category: { _id: tree.category.id, categoryName: 'Men', categoryIndex: 0 },
        subCategory: { _id: tree.sub.id, subCategoryName: 'Tees' },
        count: 1,
        limit: 18,
      });
    expect(response.status).toBe(200);
    const cards = response.body.myProducts as Card[];
    expect(byId(cards, belt.id)).toMatchObject(beltCard);
    const unpriced = {
      _id: tee.variants[2]!.id,
      varienteAttributes: [
        { attr_id: tee.attrs.colour.id, value: 'Red' },
        { attr_id: tee.attrs.size.id, value: 'S' },
      ],
      general: { price: null, mrp: null, itemQty: 9 },
    };
    expect(byId(cards, tee.product.id)).toMatchObject({
      ...teeCard,
      productVarients: [...teeCard.productVarients, unpriced],
    });
    expectLean(cards);
  });

  it('when stock, prices, values, attribute order or variants change, then the next card shows it', async () => {
    const { tree, tee } = await shop();
    const vendor = await createVendor(database.db);
    const [red, blue, unpriced] = tee.variants;
    const db = database.db;
    await db.update(variants).set({ stock: 7, pricePaise: 39900 }).where(eq(variants.id, blue!.id));
    await db
      .update(attributeValues)
      .set({ value: 'Navy' })
      .where(eq(attributeValues.id, tee.attrs.colourValues.find((v) => v.value === 'Blue')!.id));
    await db
      .update(productSelectedAttributes)
      .set({ position: 5 })
      .where(
        and(
          eq(productSelectedAttributes.productId, tee.product.id),
          eq(productSelectedAttributes.attributeId, tee.attrs.colour.id),
        ),
      );
    await db.delete(variants).where(eq(variants.id, red!.id));
    await db
      .delete(variantAttributeValues)
      .where(
        and(
          eq(variantAttributeValues.variantId, unpriced!.id),
          eq(variantAttributeValues.attributeId, tee.attrs.colour.id),
        ),
      );
    const response = await api()
      .post(`${P}/product/get/categoryAndSubCategory`)
      .set('Authorization', `barear ${vendor.token}`)
      .send({ category: tree.category.id, count: 1 });
    expect(byId(response.body.myProducts, tee.product.id)).toMatchObject({
      productPricing: { price: 399, mrp: null },
      productVarients: [
        {
          _id: blue!.id,
          varienteAttributes: [
            { attr_id: tee.attrs.size.id, value: 'L' },
            { attr_id: tee.attrs.colour.id, value: 'Navy' },
          ],
          general: { price: 399, mrp: null, itemQty: 7 },
        },
        {
          _id: unpriced!.id,
          varienteAttributes: [{ attr_id: tee.attrs.size.id, value: 'S' }],
          general: { price: null, mrp: null, itemQty: 9 },
        },
      ],
    });
  });
});
