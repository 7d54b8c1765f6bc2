import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createCustomer, createVendor, TEST_JWT_SECRET } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const P = '/api/vendor/product/156';
const V = '/api/vendor/156';
const G = '/api/vendor/general/156';

/** Every vendor-only endpoint this module set adds. */
const ENDPOINTS: ['get' | 'post', string][] = [
  ...[
    '/getVendor',
    '/update/name',
    '/update/number',
    '/checkPassword',
    '/updatePassword',
    '/toggleCOD',
    '/upload',
  ].map((path) => ['post', `${V}${path}`] as ['post', string]),
  ['get', `${P}/getCategories`],
  ['get', `${P}/getSubCategories?parent=1`],
  ...[
    '/insertCategory',
    '/insertSubCategory',
    '/setCategoryStatus',
    '/setSubCategoryStatus',
    '/deleteCategory',
    '/deleteSubCategory',
    '/setCategoryIndex',
    '/setSubCategoryIndex',
    '/insertProduct',
    '/getProduct?p_id=1',
    '/updateProduct',
    '/updateProductType?p_id=1',
    '/updateCoverImages?p_id=1',
    '/updateProductVarient?p_id=1',
    '/insertProductVarient?p_id=1',
    '/deleteVar',
    '/deleteVarImage',
    '/deleteSimpleImage',
    '/getSelectedVarients',
    '/setSelectedVarients',
    '/product/get/categoryAndSubCategory',
    '/deleteProduct',
    '/insertAttribute',
    '/deleteAttribute',
    '/getAttributeWithId',
    '/setAttributes',
    '/pushNewAttribute',
    '/deleteAttributeValue',
  ].map((path) => ['post', `${P}${path}`] as ['post', string]),
  ...['/insertSlider', '/updateSlider', '/deleteSlider'].map(
    (path) => ['post', `${G}${path}`] as ['post', string],
  ),
];

describe('the vendor admin API', () => {
  it('refuses every endpoint without a token (401), with a customer token (403) or a forged one (401)', async () => {
    const app = createTestApp(database.db);
    const vendor = await createVendor(database.db);
    const customer = await createCustomer(database.db);
    const forged = jwt.sign({ role: 'vendor', ver: 0 }, `${TEST_JWT_SECRET}-but-not-ours`, {
      subject: String(vendor.id),
    });
    const call = (method: 'get' | 'post', path: string, token?: string) => {
      const req = method === 'get' ? request(app).get(path) : request(app).post(path);
      return (token ? req.set('Authorization', `barear ${token}`) : req).send({});
    };
    for (const [method, path] of ENDPOINTS) {
      const statuses = [
        (await call(method, path)).status,
        (await call(method, path, customer.token)).status,
        (await call(method, path, forged)).status,
      ];
      expect([path, ...statuses]).toEqual([path, 401, 403, 401]);
      // With the vendor's token the route exists (whatever it says about the empty body).
      const asVendor = await call(method, path, vendor.token);
      expect([path, /No such endpoint/.test(String(asVendor.body.error))]).toEqual([path, false]);
    }
  });
});
