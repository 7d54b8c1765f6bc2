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
});
