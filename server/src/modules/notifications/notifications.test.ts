import request from 'supertest';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { createNotificationsService } from './notifications.service';

const database = databasePerFile();

const O = '/api/user/order/156';

describe('customer notifications', () => {
  it('count unread, list newest first 10 per page, and mark read — only for the token user', async () => {
    const shopper = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const notifications = createNotificationsService(database.db);
    for (let i = 1; i <= 12; i += 1) {
      await notifications.notify(
        { audience: 'customer', customerId: shopper.id },
        `Message ${i}`,
        `ORD${i}`,
      );
    }
    await notifications.notify({ audience: 'customer', customerId: other.id }, 'Not yours', null);
    const app = createTestApp(database.db);
    const auth = { Authorization: `barear ${shopper.token}` };

    expect(
      (await request(app).post(`${O}/getNewNotify`).set(auth).send({ userId: shopper.id })).body,
    ).toEqual({ newNotify: 12 });
    const page1 = await request(app).post(`${O}/getNotify`).set(auth).send({ count: 1 });
    const page2 = await request(app).post(`${O}/getNotify`).set(auth).send({ count: 2 });
    // The spec's text lines, newest first; the richer list beside them.
    expect(page1.body.notify).toHaveLength(10);
    expect(page1.body.notify.slice(0, 2)).toEqual(['Message 12', 'Message 11']);
    expect(page1.body.notifications[0]).toMatchObject({
      message: 'Message 12',
      orderId: 'ORD12',
      read: false,
    });
    expect(page2.body.notify).toEqual(['Message 2', 'Message 1']);

    expect((await request(app).post(`${O}/setNewNotify`).set(auth).send({})).body).toEqual({
      newNotify: 0,
    });
    expect((await request(app).post(`${O}/getNewNotify`).set(auth).send({})).body).toEqual({
      newNotify: 0,
    });
    const othersCount = await request(app)
      .post(`${O}/getNewNotify`)
      .set('Authorization', `barear ${other.token}`)
      .send({});
    expect(othersCount.body).toEqual({ newNotify: 1 });
    expect(
      (await request(app).post(`${O}/getNotify`).set(auth).send({ userId: other.id })).status,
    ).toBe(403);
  });
});

describe('vendor notifications', () => {
  it("count the owner's new-order notifications and clear them, vendor token only", async () => {
    const vendor = await createVendor(database.db);
    const shopper = await createCustomer(database.db);
    const notifications = createNotificationsService(database.db);
    await notifications.notify({ audience: 'vendor' }, 'New order ORD1', 'ORD1');
    await notifications.notify({ audience: 'customer', customerId: shopper.id }, 'Yours', 'ORD1');
    const app = createTestApp(database.db);
    const auth = { Authorization: `barear ${vendor.token}` };
    expect((await request(app).post('/api/vendor/order/156/getNewNotify').set(auth)).body).toEqual({
      newNotify: 1,
    });
    expect((await request(app).post('/api/vendor/order/156/setNewNotify').set(auth)).body).toEqual({
      newNotify: 0,
    });
    expect((await request(app).post('/api/vendor/order/156/getNewNotify').set(auth)).body).toEqual({
      newNotify: 0,
    });
    expect((await request(app).post('/api/vendor/order/156/getNewNotify')).status).toBe(401);
    expect(
      (
        await request(app)
          .post('/api/vendor/order/156/getNewNotify')
          .set('Authorization', `barear ${shopper.token}`)
      ).status,
    ).toBe(403);
  });
});
