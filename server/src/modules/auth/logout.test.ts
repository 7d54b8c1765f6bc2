import jwt from 'jsonwebtoken';
import { post } from '../../../test/commerce-factory';
import { createCustomer, createVendor, TEST_JWT_SECRET } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

const AUTH = '/api/user/auth/156';
const VENDOR = '/api/vendor/156';

describe('logout', () => {
  it('when a shopper logs out, then a copy of the token stops working at once', async () => {
    const app = createTestApp(database.db);
    const shopper = await createCustomer(database.db);
    expect((await post(app, `${AUTH}/checkUserToken`, shopper.token)).status).toBe(200);

    const res = await post(app, `${AUTH}/logout`, shopper.token);
    expect(res.status).toBe(200);

    const copied = await post(app, `${AUTH}/checkUserToken`, shopper.token);
    expect(copied.status).toBe(401);
    expect((await post(app, '/api/user/cart/156/get', shopper.token, {})).status).toBe(401);
  });

  it('when the owner logs out, then a copy of the vendor token stops working at once', async () => {
    const app = createTestApp(database.db);
    const vendor = await createVendor(database.db);
    expect((await post(app, `${VENDOR}/checkAdminToken`, vendor.token)).status).toBe(200);

    expect((await post(app, `${VENDOR}/logout`, vendor.token)).status).toBe(200);

    expect((await post(app, `${VENDOR}/checkAdminToken`, vendor.token)).status).toBe(401);
    expect((await post(app, '/api/vendor/order/156/get', vendor.token, {})).status).toBe(401);
  });

  it('when logout comes without a valid token, or with the other role, then it is refused', async () => {
    const app = createTestApp(database.db);
    const shopper = await createCustomer(database.db);
    expect((await post(app, `${AUTH}/logout`, undefined)).status).toBe(401);
    expect((await post(app, `${VENDOR}/logout`, shopper.token)).status).toBe(403);
    expect((await post(app, `${AUTH}/checkUserToken`, shopper.token)).status).toBe(200);
  });
});

describe('token expiry', () => {
  it('when a token signed with the secret has no expiry, then it is refused', async () => {
    const app = createTestApp(database.db);
    const shopper = await createCustomer(database.db);
    const claims = { role: 'customer', ver: shopper.tokenVersion };
    const forever = jwt.sign(claims, TEST_JWT_SECRET, { algorithm: 'HS256', subject: shopper.id });
    const expiring = jwt.sign(claims, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: shopper.id,
      expiresIn: 60,
    });

    expect((await post(app, `${AUTH}/checkUserToken`, forever)).status).toBe(401);
    expect((await post(app, `${AUTH}/checkUserToken`, expiring)).status).toBe(200);
  });
});
