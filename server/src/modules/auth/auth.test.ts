import request from 'supertest';
import { databasePerFile } from '../../../test/test-db';
import { createCustomer, createVendor, tokens } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const database = databasePerFile();

describe('POST /api/user/auth/156/checkUserToken', () => {
  it('when the customer token is valid, then it answers the user without secrets', async () => {
    const customer = await createCustomer(database.db, { name: 'Meera Iyer', phone: '9988776655' });
    const response = await request(createTestApp(database.db))
      .post('/api/user/auth/156/checkUserToken')
      .set('Authorization', `barear ${customer.token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { _id: customer.id, id: customer.id, name: 'Meera Iyer', phone: '9988776655' },
    });
  });

  it('when a vendor token is sent, then 403; when none, then 401', async () => {
    const vendor = await createVendor(database.db);
    const app = createTestApp(database.db);
    const asVendor = await request(app)
      .post('/api/user/auth/156/checkUserToken')
      .set('Authorization', `barear ${vendor.token}`);
    expect(asVendor.status).toBe(403);
    const anonymous = await request(app).post('/api/user/auth/156/checkUserToken');
    expect(anonymous.status).toBe(401);
  });

  it('when the token names a customer who does not exist, then 401', async () => {
    const ghost = tokens.issue({
      sub: '00000000-0000-4000-8000-000000000000',
      role: 'customer',
      ver: 0,
    });
    const response = await request(createTestApp(database.db))
      .post('/api/user/auth/156/checkUserToken')
      .set('Authorization', `Bearer ${ghost}`);
    expect(response.status).toBe(401);
  });
});
