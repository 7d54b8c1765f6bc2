import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/commerce';
import { createShop, post, type Shop } from '../../../test/commerce-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';

// Saves that overlap on the PostgreSQL server (a pool of connections, so the transactions
// really run at once). Runs only with DATABASE_URL (jest.config.js).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

describe('the wishlist limit under concurrent saves', () => {
  it('when forty products are saved at once into a wishlist one short of 200, then exactly one is kept', async () => {
    const { category, sub } = shop.tree;
    const rows = await database.db
      .insert(products)
      .values(
        Array.from({ length: 239 }, (_, n) => ({
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
    const ids = rows.map((row) => row.id);
    await database.db
      .insert(wishlistItems)
      .values(ids.slice(0, 199).map((productId) => ({ customerId: shop.shopper.id, productId })));

    const answers = await Promise.all(
      ids
        .slice(199)
        .map((productId) =>
          post(shop.app, '/api/user/wishlist/156/add', shop.shopper.token, { productId }),
        ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(39).fill(409)]);
    expect(await database.db.$count(wishlistItems)).toBe(200);
  });
});
