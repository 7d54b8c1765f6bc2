import request from 'supertest';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { createCustomer, createOrder } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

const A = '/api/user/auth/156';
const api = () => request(createTestApp(database.db));

async function setup() {
  const tree = await createCategoryTree(database.db);
  const product = await createSimpleProduct(database.db, tree);
  const shopper = await createCustomer(database.db, { name: 'Kabir Singh' });
  return { product, shopper, auth: { Authorization: `barear ${shopper.token}` } };
}

describe('ratings', () => {
  it('when the shopper never bought the product, or it is not delivered yet, then rating is refused with the reason', async () => {
    const { product, shopper, auth } = await setup();
    const never = await api()
      .post(`${A}/ratingCheckProduct`)
      .set(auth)
      .send({ product: product.id, userId: shopper.id });
    expect(never.status).toBe(403);
    expect(never.body.error).toMatch(/delivered/);
    await createOrder(database.db, shopper.id, [product.id], 3);
    const shipping = await api()
      .post(`${A}/setRating`)
      .set(auth)
      .send({ product: product.id, rating: { rate: 4, review: 'ok' } });
    expect(shipping.status).toBe(403);
  });

  it('when delivered, then the shopper may rate; rating again updates; the mean follows', async () => {
    const { product, shopper, auth } = await setup();
    await createOrder(database.db, shopper.id, [product.id], 4);
    expect(
      (await api().post(`${A}/ratingCheckProduct`).set(auth).send({ product: product.id })).body,
    ).toEqual({ ok: true, review: null });
    const first = await api()
      .post(`${A}/setRating`)
      .set(auth)
      .send({
        product: product.id,
        userId: shopper.id,
        rating: { rate: 3, review: '<script>alert(1)</script>' },
      });
    expect(first.body).toEqual({ message: 'Thanks for rating this product' });
    await api()
      .post(`${A}/setRating`)
      .set(auth)
      .send({ product: product.id, rating: { rate: 4.5, review: 'Lovely fabric' } });

    const other = await createCustomer(database.db, { name: 'Zoya' });
    await createOrder(database.db, other.id, [product.id], 4);
    await api()
      .post(`${A}/setRating`)
      .set('Authorization', `barear ${other.token}`)
      // The original client sends the product object it holds.
      .send({
        product: { _id: product.id, productName: 'Tee' },
        rating: { rate: 3.5, review: '' },
      });

    const detail = await api()
      .post('/api/vendor/product/156/getProductWithID')
      .send({ id: product.id });
    expect(detail.body.myCollection).toMatchObject({
      totalRate: 8,
      ratingAvg: 4,
      ratingCount: 2,
    });
    expect(
      detail.body.myCollection.productReviews.map((r: { userId: string; review: string }) => [
        r.userId,
        r.review,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Kabir Singh', 'Lovely fabric'],
        ['Zoya', ''],
      ]),
    );
  });

  it('refuses rates outside 0..5 or off the half steps, another userId, and no token', async () => {
    const { product, shopper, auth } = await setup();
    await createOrder(database.db, shopper.id, [product.id], 4);
    for (const rate of [5.5, -1, 2.3]) {
      const response = await api()
        .post(`${A}/setRating`)
        .set(auth)
        .send({ product: product.id, rating: { rate, review: '' } });
      expect(response.status).toBe(400);
    }
    const other = await createCustomer(database.db);
    expect(
      (
        await api()
          .post(`${A}/setRating`)
          .set(auth)
          .send({ product: product.id, userId: other.id, rating: { rate: 4 } })
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .post(`${A}/setRating`)
          .send({ product: product.id, rating: { rate: 4 } })
      ).status,
    ).toBe(401);
    expect(
      (await api().post(`${A}/ratingCheckProduct`).set(auth).send({ product: 987654 })).status,
    ).toBe(404);
  });

  it('when a shopper rates, then the cached product page shows it at once and the check returns it to edit', async () => {
    const { product, shopper, auth } = await setup();
    await createOrder(database.db, shopper.id, [product.id], 4);
    const app = createTestApp(database.db, { readCacheSeconds: 60 });
    const detail = async () =>
      (await request(app).post('/api/vendor/product/156/getProductWithID').send({ id: product.id }))
        .body.myCollection as { ratingCount: number; productReviews: { review: string }[] };
    expect((await detail()).ratingCount).toBe(0); // now cached

    await request(app)
      .post(`${A}/setRating`)
      .set(auth)
      .send({ product: product.id, rating: { rate: 4.5, review: 'Soft and true to size' } });

    const after = await detail();
    expect(after.ratingCount).toBe(1);
    expect(after.productReviews.map((r) => r.review)).toEqual(['Soft and true to size']);
    const check = await request(app)
      .post(`${A}/ratingCheckProduct`)
      .set(auth)
      .send({ product: product.id });
    expect(check.body).toEqual({
      ok: true,
      review: { rate: 4.5, review: 'Soft and true to size' },
    });
  });
});
