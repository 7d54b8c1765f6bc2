import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { isSaleStep } from '../api-routes';
import { createShopGate } from '../app';
import { createCustomer } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { databasePerFile } from '../../test/test-db';

const database = databasePerFile();

describe('the work gate in the shop', () => {
  it("a shopper's cart and the steps of a sale go first in line; reads and the owner's requests do not", () => {
    const first = [
      '/user/cart/156/add',
      '/user/cart/156/set',
      '/user/cart/156/get',
      '/user/order/156/checkout',
      '/user/order/156/checkout/',
      '/user/order/156/pay',
      '/user/order/156/testPayment',
      '/user/order/156/add',
    ];
    const rest = [
      '/user/search',
      '/user/relatedProducts',
      '/vendor/product/156/getProductWithID',
      '/user/order/156/get',
      '/user/order/156/invoice/pdf',
      '/user/order/156/checkoutX',
      '/vendor/order/156/changeStatus',
      '/user/cartoon/156/add',
    ];
    expect(first.filter((path) => isSaleStep({ path }))).toEqual(first);
    expect(rest.filter((path) => isSaleStep({ path }))).toEqual([]);
  });

  it("while the shop is busy, a shopper's cart goes in before the catalogue reads that came first", async () => {
    const shopper = await createCustomer(database.db);
    const gate = createShopGate({ apiConcurrency: 1 });
    const server = createTestApp(database.db, { apiConcurrency: 1 }, {}, undefined, gate).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    // The products table locked until `unlock`: the first search holds the one turn meanwhile.
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table products in access exclusive mode`);
      locked();
      await unlocked;
    });
    const answered: string[] = [];
    const send = (name: string, sent: request.Test) =>
      sent.then((response) => {
        answered.push(name);
        return response.status;
      });
    const search = () =>
      request(server).post('/api/user/search').send({ item: '', count: 1, limit: 20 });
    try {
      await lockTaken;
      const statuses = [send('first search', search())];
      await until(() => gate.load().running === 1, 'the first search running');
      statuses.push(send('second search', search()));
      await until(() => gate.load().waiting === 1, 'the second search waiting');
      statuses.push(
        send(
          'cart',
          request(server)
            .post('/api/user/cart/156/get')
            .set('Authorization', `Bearer ${shopper.token}`)
            .send({}),
        ),
      );
      await until(() => gate.load().waiting === 2, 'the cart waiting');
      unlock();
      await holding;
      expect(await Promise.all(statuses)).toEqual([200, 200, 200]);
      expect(answered).toEqual(['first search', 'cart', 'second search']);
    } finally {
      unlock();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('while a shopper waits on the SMS provider, the shop still answers others (its turn is given up)', async () => {
    let delivered!: () => void;
    const sms = new Promise<void>((resolve) => (delivered = resolve));
    const sent: string[] = [];
    const app = createTestApp(
      database.db,
      { apiConcurrency: 1 },
      {
        otp: {
          name: 'local',
          send: async (phone) => {
            sent.push(phone);
            await sms;
            return { codeHash: null };
          },
          check: async () => false,
        },
      },
    );
    const otp = request(app)
      .post('/api/user/auth/156/sendOtp')
      .send({ number: '9123456780' })
      .then((response) => response);
    while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    try {
      // With the provider's wait counted as work, this would wait for the SMS.
      const menu = await request(app).get('/api/vendor/product/156/getRawData').timeout(3000);
      expect(menu.status).toBe(200);
    } finally {
      delivered();
    }
    expect((await otp).status).toBe(200);
  });

  it('while a shopper sends its body slowly, the shop still answers others (no turn is held for it)', async () => {
    const app = createTestApp(database.db, { apiConcurrency: 1 });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    try {
      // Half of a declared 100-byte body, then nothing more.
      slow.write(
        'POST /api/user/search HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"item":"kurta","sortingMet',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      // With the gate before the body parser, this would wait for the slow body.
      const menu = await request(server).get('/api/vendor/product/156/getRawData').timeout(3000);
      expect(menu.status).toBe(200);
      const search = await request(server)
        .post('/api/user/search')
        .send({ item: 'kurta', count: 1, limit: 20, sortingMethod: 1 })
        .timeout(3000);
      expect(search.status).toBe(200);
    } finally {
      slow.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
