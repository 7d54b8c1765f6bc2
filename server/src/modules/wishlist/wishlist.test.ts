import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/commerce';
import { createShop, post, type Shop, type Shopper } from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';

const WISHLIST = '/api/user/wishlist/156';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

let shop: Shop;
let stranger: Shopper;
beforeEach(async () => {
  shop = await createShop(database.db);
  stranger = await createCustomer(database.db, { name: 'Ravi Kumar' });
});

const call = (path: string, body: object = {}, shopper: Shopper | null = shop.shopper) =>
  post(shop.app, `${WISHLIST}/${path}`, shopper?.token, body);
const savedIds = async (shopper: Shopper = shop.shopper) =>
  (await call('ids', {}, shopper)).body.ids as number[];
const rowCount = () => database.db.$count(wishlistItems);

describe('wishlist', () => {
  it('when the shopper saves two products, then ids and cards list them newest first', async () => {
    expect((await call('add', { productId: shop.belt.id })).body).toEqual({ ids: [shop.belt.id] });
    const added = await call('add', { productId: shop.tee.product.id });

    expect(added.status).toBe(200);
    expect(added.body.ids).toEqual([shop.tee.product.id, shop.belt.id]);
    const { body } = await call('get');
    expect(body.wishlist.map((card: { _id: number }) => card._id)).toEqual([
      shop.tee.product.id,
      shop.belt.id,
    ]);
    expect(body.wishlist[1]).toMatchObject({
      productName: 'Leather Belt',
      productPricing: { price: 599, mrp: 999 },
    });
  });

  it('when the same product is added twice or removed twice, then each answer is the same and nothing doubles', async () => {
    await call('add', { productId: shop.belt.id });
    const again = await call('add', { productId: shop.belt.id });
    expect(again.status).toBe(200);
    expect(again.body.ids).toEqual([shop.belt.id]);
    expect(await rowCount()).toBe(1);

    expect((await call('remove', { productId: shop.belt.id })).body).toEqual({ ids: [] });
    const twice = await call('remove', { productId: shop.belt.id });
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ ids: [] });
    expect((await call('remove', { productId: 999_999 })).status).toBe(200);
  });

  it('when the product is unknown or hidden, then adding it is a 404 and nothing is saved', async () => {
    const unknown = await call('add', { productId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Product Not Found');

    await database.db.update(products).set({ status: 0 }).where(eq(products.id, shop.belt.id));
    expect((await call('add', { productId: shop.belt.id })).status).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it.each([[{}], [{ productId: 'belt' }], [{ productId: 0 }]])(
    'when the body is %j, then 400 and nothing is saved',
    async (body: object) => {
      const res = await call('add', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
      expect(await rowCount()).toBe(0);
    },
  );

  it('when a saved product is hidden, then it is left out until shown again; when deleted, its row goes', async () => {
    await call('add', { productId: shop.belt.id });
    await call('add', { productId: shop.tee.product.id });
    const hide = (status: number) =>
      database.db.update(products).set({ status }).where(eq(products.id, shop.belt.id));

    await hide(0);
    expect(await savedIds()).toEqual([shop.tee.product.id]);
    expect((await call('get')).body.wishlist).toHaveLength(1);
    await hide(1);
    expect(await savedIds()).toEqual([shop.tee.product.id, shop.belt.id]);

    await database.db.delete(products).where(eq(products.id, shop.belt.id));
    expect(await savedIds()).toEqual([shop.tee.product.id]);
    expect(await rowCount()).toBe(1);
  });

  it('when the wishlist holds 200 products, then a 201st is refused with a clear error, and a saved one still adds', async () => {
    const { category, sub } = shop.tree;
    const many = await database.db
      .insert(products)
      .values(
        Array.from({ length: 199 }, (_, n) => ({
          name: `Scarf ${n}`,
          brand: 'Urban Loom',
          type: 0,
          pricePaise: 29900,
          stock: 1,
          categoryId: category.id,
          subCategoryId: sub.id,
        })),
      )
      .returning({ id: products.id });
    await database.db.insert(wishlistItems).values(
      [shop.belt.id, ...many.map((p) => p.id)].map((productId) => ({
        customerId: shop.shopper.id,
        productId,
      })),
    );

    const full = await call('add', { productId: shop.tee.product.id });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(
      'Your wishlist can hold up to 200 products: remove one to add another',
    );
    expect(await rowCount()).toBe(200);
    expect((await call('add', { productId: shop.belt.id })).status).toBe(200);
    expect((await savedIds()).length).toBe(200);
  });

  it('when another shopper reads or changes the wishlist, then they see only their own and cannot act for the owner', async () => {
    await call('add', { productId: shop.belt.id });

    expect(await savedIds(stranger)).toEqual([]);
    await call('remove', { productId: shop.belt.id }, stranger);
    expect(await savedIds()).toEqual([shop.belt.id]);
    const forOwner = await call(
      'add',
      { userId: shop.shopper.id, productId: shop.tee.product.id },
      stranger,
    );
    expect(forOwner.status).toBe(403);
    expect(await savedIds()).toEqual([shop.belt.id]);
  });

  it('when signed out, then every wishlist call is a 401', async () => {
    for (const path of ['get', 'ids', 'add', 'remove']) {
      const res = await call(path, { productId: shop.belt.id }, null);
      expect(res.status).toBe(401);
    }
    expect(await rowCount()).toBe(0);
  });

  it('when the shopper is deleted, then their wishlist goes with them', async () => {
    await call('add', { productId: shop.belt.id });
    await database.db.execute(sql`delete from customers where id = ${shop.shopper.id}`);
    expect(await rowCount()).toBe(0);
  });
});
