import { eq } from 'drizzle-orm';
import request from 'supertest';
import { categories, products, subCategories } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { createShop, post, type Shop } from '../../../test/commerce-factory';
import { createCustomer, createOrder } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';

/*
 * A hidden product (status 0, or in a disabled category or sub-category) is a 404 for
 * shoppers at every public read, not only on its page: its stock, its reviews with the
 * reviewers' names, its related products, the suggestion list and ratings.
 */

const database = databasePerFile();

const CATALOG = '/api/vendor/product/156';
const AUTH = '/api/user/auth/156';

let shop: Shop;
let reviewer: Awaited<ReturnType<typeof createCustomer>>;
beforeEach(async () => {
  shop = await createShop(database.db);
  reviewer = await createCustomer(database.db, { name: 'Meera Iyer' });
  await createOrder(database.db, reviewer.id, [shop.belt.id], 4);
  await database.db
    .insert(reviews)
    .values({ productId: shop.belt.id, customerId: reviewer.id, rateHalves: 8, review: 'Sturdy' });
});

/** Every public read of one product, as a shopper who received it (so rating is allowed). */
function publicReads(productId: number) {
  const app = shop.app;
  return {
    getProductWithID: () =>
      request(app).post(`${CATALOG}/getProductWithID`).send({ id: productId }),
    getQty: () => request(app).post(`${CATALOG}/getQty`).query({ p_id: productId, var_id: 0 }),
    getReviews: () => request(app).post(`${CATALOG}/getReviews`).send({ id: productId, count: 1 }),
    relatedProducts: () => request(app).post('/api/user/relatedProducts').send({ productId }),
    addToSuggestionList: () =>
      post(app, '/api/user/addToSuggestionList', reviewer.token, { product: productId }),
    ratingCheckProduct: () =>
      post(app, `${AUTH}/ratingCheckProduct`, reviewer.token, { product: productId }),
    setRating: () =>
      post(app, `${AUTH}/setRating`, reviewer.token, {
        product: productId,
        rating: { rate: 1, review: 'Changed' },
      }),
  };
}

async function statuses(productId: number): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, call] of Object.entries(publicReads(productId)))
    result[name] = (await call()).status;
  return result;
}

const ways: [string, (shop: Shop) => Promise<unknown>][] = [
  [
    'the product is hidden',
    (s) => database.db.update(products).set({ status: 0 }).where(eq(products.id, s.belt.id)),
  ],
  [
    'its category is disabled',
    (s) =>
      database.db
        .update(categories)
        .set({ status: 0 })
        .where(eq(categories.id, s.tree.category.id)),
  ],
  [
    'its sub-category is disabled',
    (s) =>
      database.db
        .update(subCategories)
        .set({ status: 0 })
        .where(eq(subCategories.id, s.tree.sub.id)),
  ],
];

describe('hidden products', () => {
  it('when the product is listable, then every public read answers', async () => {
    expect(await statuses(shop.belt.id)).toEqual({
      getProductWithID: 200,
      getQty: 200,
      getReviews: 200,
      relatedProducts: 200,
      addToSuggestionList: 200,
      ratingCheckProduct: 200,
      setRating: 200,
    });
  });

  it.each(ways)(
    'when %s, then every public read answers 404 and nothing is written',
    async (_, hide) => {
      await hide(shop);
      expect(await statuses(shop.belt.id)).toEqual({
        getProductWithID: 404,
        getQty: 404,
        getReviews: 404,
        relatedProducts: 404,
        addToSuggestionList: 404,
        ratingCheckProduct: 404,
        setRating: 404,
      });
      const [review] = await database.db.select().from(reviews);
      expect(review).toMatchObject({ rateHalves: 8, review: 'Sturdy' });
    },
  );

  it('when the product is hidden, then the vendor still reads it', async () => {
    await ways[0]![1](shop);
    const res = await post(
      shop.app,
      `${CATALOG}/getProduct?p_id=${shop.belt.id}`,
      shop.vendor.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.myProduct.productStatus).toBe(0);
  });
});
