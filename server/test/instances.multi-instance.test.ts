import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { categories, variants } from '../src/db/schema/catalog';
import { orders } from '../src/db/schema/commerce';
import { createLogger } from '../src/lib/logger';
import { createSharedState, type SharedState } from '../src/lib/shared-state';
import { releaseExpiredReservations } from '../src/modules/orders/reservations';
import { createTestPaymentProvider } from '../src/providers/payments/test-payments';
import { createSimpleProduct } from './catalog-factory';
import { CART, ORDER, createShop, stockOf, teeLine, type Shop } from './commerce-factory';
import { createCustomer, createOrder } from './factories';
import { createTestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';

// Two instances of the real app on one PostgreSQL database and one Redis, as the scaled
// docker-compose profile runs them. Runs only with DATABASE_URL and REDIS_URL (jest.config.js).
// Each run uses its own Redis key prefix, so parallel runs and other users of Redis never meet.
let database: TestDatabase;
let shop: Shop;
let states: SharedState[];
let servers: Server[];
let instances: [Server, Server];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.reset();
  shop = await createShop(database.db);
  const keyPrefix = `test-${randomBytes(6).toString('hex')}`;
  const logger = createLogger('silent');
  states = [0, 1].map(() =>
    createSharedState({ redisUrl: process.env.REDIS_URL, keyPrefix }, logger),
  );
  await Promise.all(states.map((state) => state.ready()));
  const provider = createTestPaymentProvider('instances');
  servers = states.map((state) =>
    createTestApp(
      database.db,
      { readCacheSeconds: 10, trustProxy: 'true' },
      { payments: provider },
      state,
    ).listen(0),
  );
  instances = [servers[0]!, servers[1]!];
});
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await Promise.all(states.map((state) => state.close()));
});

const STRANGER = '203.0.113.9';
const post = (server: Server, path: string, token: string | undefined, body: object) => {
  const call = request(server).post(path).set('X-Forwarded-For', STRANGER);
  return (token ? call.set('Authorization', `barear ${token}`) : call).send(body);
};

describe('two instances behind one load balancer', () => {
  it('when a stranger spreads wrong passwords over both instances, then the limit reached holds on either', async () => {
    const [a, b] = instances;
    for (let i = 0; i < 10; i += 1) {
      const wrong = await post(i % 2 ? b : a, '/api/vendor/156/signin', undefined, {
        phone: shop.vendor.phone,
        password: `guess-${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    for (const server of instances) {
      const limited = await post(server, '/api/vendor/156/signin', undefined, {
        phone: shop.vendor.phone,
        password: 'owner-password',
      });
      expect(limited.status).toBe(429);
    }
  });

  it('when the vendor changes the catalogue on one instance, then the other one’s cached reads show it at once', async () => {
    const [a, b] = instances;
    const [men] = await database.db.insert(categories).values({ name: 'Men' }).returning();
    const statusOn = async (server: Server) => {
      const res = await request(server).get('/api/vendor/product/156/getRawData');
      const found = (
        res.body.myRawData.categories as { _id: number; categoryStatus: number }[]
      ).find((category) => category._id === men!.id);
      return found?.categoryStatus;
    };
    expect(await statusOn(b)).toBe(1);

    const toggled = await post(a, '/api/vendor/product/156/setCategoryStatus', shop.vendor.token, {
      _id: men!.id,
      status: 0,
    });
    expect(toggled.status).toBe(200);
    // The other instance hears of the change through Redis, a message's delivery after the
    // answer at most: well within a second, where the cache alone would hold it for 10 s.
    const deadline = Date.now() + 1_000;
    let seen = await statusOn(b);
    while (seen !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await statusOn(b);
    }
    expect(seen).toBe(0);
  });

  it('when a product with a new word is added, then a misspelling of it finds the product on the other instance at once', async () => {
    const [a, b] = instances;
    const search = async (server: Server) => {
      const res = await request(server)
        .post('/api/user/search')
        .send({ item: 'zardosi', count: 1, limit: 20, sortingMethod: 1 });
      expect(res.status).toBe(200);
      return (res.body.items as { productName: string }[]).map((item) => item.productName);
    };
    // The other instance has read its dictionary, without the new word.
    expect(await search(b)).toEqual([]);
    await createSimpleProduct(database.db, shop.tree, {
      name: 'Zardozi Dupatta',
      pricePaise: 99900,
    });
    // Any catalogue write on the first instance announces the change.
    const written = await post(a, '/api/vendor/product/156/setCategoryStatus', shop.vendor.token, {
      _id: shop.tree.category.id,
      status: 1,
    });
    expect(written.status).toBe(200);
    const deadline = Date.now() + 1_000;
    let found = await search(b);
    while (found.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = await search(b);
    }
    expect(found).toEqual(['Zardozi Dupatta']);
  });

  it('when shoppers race for the last units through both instances, then nothing is oversold', async () => {
    const variantId = shop.tee.variants[0]!.id;
    await database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, variantId));
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) {
      const shopper = await createCustomer(database.db);
      const added = await post(instances[i % 2]!, `${CART}/add`, shopper.token, {
        item: teeLine(shop, 0, 1),
      });
      expect(added.status).toBe(200);
      shoppers.push(shopper);
    }

    const answers = await Promise.all(
      shoppers.map((shopper, i) => post(instances[i % 2]!, `${ORDER}/checkout`, shopper.token, {})),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf(database.db, shop.tee.product.id, variantId)).toBe(0);
  });

  it('when both instances sweep expired checkouts at once, then one sweep releases each order once', async () => {
    for (let i = 0; i < 120; i += 1) {
      await createOrder(database.db, shop.shopper.id, [shop.belt.id], 0);
    }
    await database.db.update(orders).set({ reservedUntil: new Date(Date.now() - 60_000) });
    const before = await stockOf(database.db, shop.belt.id);

    const counts = await Promise.all(instances.map(() => releaseExpiredReservations(database.db)));

    expect(counts.sort((x, y) => x - y)).toEqual([0, 120]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(before + 120);
  });
});
