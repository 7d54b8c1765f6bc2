import request from 'supertest';
import { deliveryAreas } from '../../db/schema/content';
import {
  ADDRESS,
  ORDER,
  beltLine,
  checkoutWith,
  createShop,
  orderRow,
  paymentRows,
  post,
  setCod,
  type Shop,
} from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

const G = '/api/vendor/general/156';
let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
  await setCod(database.db, true);
});

const setAreas = (areas: unknown, token: string | undefined = shop.vendor.token) =>
  post(shop.app, `${G}/setDeliveryAreas`, token, { areas });
const check = (pincode: unknown) => post(shop.app, `${G}/checkPincode`, undefined, { pincode });
const AREAS = [
  { prefix: '110001', cod: false },
  { prefix: '560', cod: true },
  { prefix: '560100', cod: false },
];

describe('checkPincode', () => {
  it('when the owner lists no pincodes, then every pincode is served with cash on delivery while COD is on', async () => {
    expect((await check('411001')).body).toEqual({ pincode: '411001', delivery: true, cod: true });
    await setCod(database.db, false);
    expect((await check('411001')).body).toEqual({ pincode: '411001', delivery: true, cod: false });
  });

  it('when the owner lists pincodes and prefixes, then the longest match decides delivery and COD', async () => {
    expect((await setAreas(AREAS)).status).toBe(200);
    expect((await check('560034')).body).toEqual({ pincode: '560034', delivery: true, cod: true });
    expect((await check('560100')).body).toEqual({ pincode: '560100', delivery: true, cod: false });
    expect((await check(' 110001 ')).body).toEqual({
      pincode: '110001',
      delivery: true,
      cod: false,
    });
    expect((await check('110002')).body).toEqual({
      pincode: '110002',
      delivery: false,
      cod: false,
    });
    await setCod(database.db, false);
    expect((await check('560034')).body.cod).toBe(false);
  });

  it.each([['4110'], ['4110012'], ['41100a'], [411001], [null]])(
    'refuses the pincode %p with 400',
    async (pincode) => {
      const res = await check(pincode);
      expect([res.status, res.body]).toEqual([400, { error: 'Pincode must be 6 digits' }]);
    },
  );
});

describe('the owner’s delivery areas', () => {
  it('setDeliveryAreas replaces the list and getDeliveryAreas answers it by prefix; [] delivers everywhere again', async () => {
    const res = await setAreas([...AREAS].reverse());
    expect(res.body).toEqual({ areas: AREAS });
    const read = await request(shop.app)
      .get(`${G}/getDeliveryAreas`)
      .set('Authorization', `barear ${shop.vendor.token}`);
    expect(read.body).toEqual({ areas: AREAS });
    expect((await setAreas([{ prefix: '400', cod: true }])).body).toEqual({
      areas: [{ prefix: '400', cod: true }],
    });
    expect((await setAreas([])).body).toEqual({ areas: [] });
    expect((await check('999999')).body.delivery).toBe(true);
  });

  it('only the owner reads or changes the list', async () => {
    await setAreas(AREAS);
    expect((await post(shop.app, `${G}/setDeliveryAreas`, undefined, { areas: [] })).status).toBe(
      401,
    );
    expect([401, 403]).toContain((await setAreas([], shop.shopper.token)).status);
    const read = await request(shop.app)
      .get(`${G}/getDeliveryAreas`)
      .set('Authorization', `barear ${shop.shopper.token}`);
    expect(read.status).not.toBe(200);
    expect(await database.db.$count(deliveryAreas)).toBe(3);
  });

  it.each([
    [[{ prefix: '', cod: true }], 'Each pincode or prefix must be 1 to 6 digits'],
    [[{ prefix: '5600011', cod: true }], 'Each pincode or prefix must be 1 to 6 digits'],
    [[{ prefix: '56a', cod: true }], 'Each pincode or prefix must be 1 to 6 digits'],
    [[{ prefix: '560', cod: 'yes' }], 'cod must be true or false'],
    [
      [
        { prefix: '560', cod: true },
        { prefix: ' 560', cod: false },
      ],
      'Each pincode or prefix may be listed once',
    ],
    ['560', 'areas must be a list'],
    [
      Array.from({ length: 2001 }, (_, i) => ({ prefix: String(100000 + i), cod: true })),
      'At most 2000 pincodes or prefixes',
    ],
  ])('refuses %p with "%s" and keeps the list', async (areas, error) => {
    await setAreas(AREAS);
    const res = await setAreas(areas);
    expect([res.status, res.body]).toEqual([400, { error }]);
    expect(await database.db.$count(deliveryAreas)).toBe(3);
  });
});

describe('paying for an order enforces the list', () => {
  const pay = (orderId: string, pincode: string, paymentType: 1 | 2) =>
    post(shop.app, `${ORDER}/pay`, shop.shopper.token, {
      orderId,
      address: { ...ADDRESS, pincode },
      paymentType,
    });

  it('when the pincode is not served, then paying either way is refused, the order keeps no address and no payment opens', async () => {
    await setAreas(AREAS);
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    for (const type of [1, 2] as const) {
      const res = await pay(orderId, '411001', type);
      expect([res.status, res.body]).toEqual([
        409,
        { error: 'Sorry, we do not deliver to pincode 411001 yet' },
      ]);
    }
    const order = await orderRow(database.db, orderId);
    expect(order.status).toBe(0);
    expect(order.address).not.toEqual(expect.objectContaining({ pincode: '411001' }));
    expect(await paymentRows(database.db, order.id)).toEqual([]);
  });

  it('when the area has COD off, then cash on delivery is refused and paying online works', async () => {
    await setAreas(AREAS);
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const cod = await pay(orderId, '560100', 1);
    expect([cod.status, cod.body]).toEqual([
      409,
      { error: 'Cash on delivery is not available for pincode 560100, please pay online' },
    ]);
    expect((await orderRow(database.db, orderId)).status).toBe(0);
    const online = await pay(orderId, '560100', 2);
    expect(online.status).toBe(200);
    expect(online.body.payment.orderId).toBe(orderId);
  });

  it('when the area offers COD, then the order is placed for cash on delivery', async () => {
    await setAreas(AREAS);
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const res = await pay(orderId, '560034', 1);
    expect(res.status).toBe(200);
    expect((await orderRow(database.db, orderId)).status).not.toBe(0);
  });
});
