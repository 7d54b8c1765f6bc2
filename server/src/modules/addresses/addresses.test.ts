import {
  ADDRESS,
  ORDER,
  beltLine,
  checkoutWith,
  createShop,
  orderRow,
  post,
  type Shop,
  type Shopper,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';

const ADDR = '/api/user/address/156';
const HOME = { ...ADDRESS, name: 'Asha Verma', phone: '9876543210', state: '27' };
const WORK = { ...HOME, address: '4 FC Road', name: 'Asha at work' };

const database = databasePerFile();

let shop: Shop;
let stranger: Shopper;
beforeEach(async () => {
  shop = await createShop(database.db);
  stranger = await createCustomer(database.db, { name: 'Ravi Kumar' });
});

const call = (path: string, body: object, shopper: Shopper = shop.shopper) =>
  post(shop.app, `${ADDR}${path}`, shopper.token, body);

describe('saved addresses', () => {
  it('when the shopper adds, edits and deletes addresses, then the list follows, newest first', async () => {
    await call('/add', { address: HOME });
    const added = await call('/add', { address: WORK });
    expect(added.status).toBe(200);
    expect(added.body.addresses.map((a: { name: string }) => a.name)).toEqual([
      'Asha at work',
      'Asha Verma',
    ]);
    const [work, home] = added.body.addresses;
    expect(home).toEqual({ _id: expect.any(Number), ...HOME });

    const edited = await call('/update', { _id: home._id, address: { ...HOME, city: 'Mumbai' } });
    expect(edited.body.addresses[1]).toMatchObject({ _id: home._id, city: 'Mumbai' });

    const removed = await call('/delete', { _id: work._id });
    expect(removed.body.addresses.map((a: { _id: number }) => a._id)).toEqual([home._id]);
    expect((await call('/get', {})).body.addresses).toHaveLength(1);
  });

  it('when the shopper has 5 addresses, then a sixth is refused and nothing is added', async () => {
    for (let n = 1; n <= 5; n += 1) {
      const res = await call('/add', { address: { ...HOME, address: `${n} MG Road` } });
      expect(res.status).toBe(200);
    }
    const sixth = await call('/add', { address: { ...HOME, address: '6 MG Road' } });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe('You can keep up to 5 addresses: delete one to add another');
    expect((await call('/get', {})).body.addresses).toHaveLength(5);
  });

  it.each([
    [{ ...HOME, name: '' }, 'All Fields are required'],
    [{ ...HOME, phone: '12345' }, 'Enter a valid 10-digit mobile number'],
    [{ ...HOME, state: '99' }, 'Choose a state from the list'],
    [{ ...HOME, pincode: '4110' }, 'Pincode must be 6 digits'],
    [
      { address: '1 Road', city: 'Pune', district: 'Pune', nearby: 'x', pincode: '411001' },
      'All Fields are required',
    ],
  ])('when the address is %j, then 400 %j and nothing is kept', async (address, error) => {
    const res = await call('/add', { address });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect((await call('/get', {})).body.addresses).toEqual([]);
  });

  it('when another shopper edits, deletes or lists the address, then it is not found and unchanged', async () => {
    const { body } = await call('/add', { address: HOME });
    const id = body.addresses[0]._id;

    expect((await call('/update', { _id: id, address: WORK }, stranger)).status).toBe(404);
    expect((await call('/delete', { _id: id }, stranger)).status).toBe(404);
    expect((await call('/get', {}, stranger)).body.addresses).toEqual([]);
    expect((await call('/get', { userId: shop.shopper.id }, stranger)).status).toBe(403);
    expect((await call('/get', {})).body.addresses).toEqual([{ _id: id, ...HOME }]);
  });

  it('when the shopper pays with a saved address, then it comes first next time and the order keeps name, phone and state', async () => {
    await call('/add', { address: HOME });
    const { body } = await call('/add', { address: WORK });
    const home = body.addresses[1];
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    const paid = await post(shop.app, `${ORDER}/pay`, shop.shopper.token, {
      orderId,
      address: HOME,
      addressId: home._id,
      paymentType: 2,
    });

    expect(paid.status).toBe(200);
    expect((await call('/get', {})).body.addresses[0]._id).toBe(home._id);
    expect((await orderRow(database.db, orderId)).address).toEqual(HOME);
  });

  it("when the pay names another shopper's saved address, then it is refused and the order keeps no address", async () => {
    const theirs = await call('/add', { address: HOME }, stranger);
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    const paid = await post(shop.app, `${ORDER}/pay`, shop.shopper.token, {
      orderId,
      address: HOME,
      addressId: theirs.body.addresses[0]._id,
      paymentType: 2,
    });

    expect(paid.status).toBe(404);
    expect((await orderRow(database.db, orderId)).address).toBeNull();
  });
});
