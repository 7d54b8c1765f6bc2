import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { createTestApp } from '../../test/test-app';
import { databasePerFile } from '../../test/test-db';

const database = databasePerFile();

describe('the work gate in the shop', () => {
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
