import {
  beltLine,
  createShop,
  placedOrder,
  post,
  stockOf,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';

// The owner's pricing form loads the stock, the shop keeps selling, then the form is saved.
const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

const PRICING = '/api/vendor/product/156/updateProductVarient';
const saveBelt = (body: object) =>
  post(shop.app, `${PRICING}?p_id=${shop.belt.id}`, shop.vendor.token, {
    price: 599,
    mrp: 999,
    ...body,
  });
const saveTee = (index: number, body: object) =>
  post(
    shop.app,
    `${PRICING}?p_id=${shop.tee.product.id}&var_id=${shop.tee.variants[index]!.id}`,
    shop.vendor.token,
    { price: 499, mrp: 799, ...body },
  );

describe('stock edits while the shop sells', () => {
  it('when 3 units sell between loading and saving the form, then the save keeps them sold and answers the current figure', async () => {
    // Loaded 5; the owner adds one unit.
    await placedOrder(shop, shop.shopper, [beltLine(shop, 3)]);

    const res = await saveBelt({ simpleQty: 6, loadedQty: 5 });

    expect(res.status).toBe(200);
    expect(res.body.myProduct.itemQty).toBe(3);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
  });

  it('when a variant sells between loading and saving, then its sold units are not recreated', async () => {
    // Loaded 3; the owner changes only the price.
    await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 2)]);

    const res = await saveTee(0, { price: 459, varItemQty: 3, loadedQty: 3 });

    expect(res.status).toBe(200);
    const variantId = shop.tee.variants[0]!.id;
    const saved = res.body.myVarients.find((v: { _id: number }) => v._id === variantId);
    expect(saved.general).toMatchObject({ price: 459, itemQty: 1 });
    expect(await stockOf(database.db, shop.tee.product.id, variantId)).toBe(1);
  });

  it('when the change would take the stock below zero, then 409 tells the current figure and nothing changes', async () => {
    await placedOrder(shop, shop.shopper, [beltLine(shop, 3)]);

    const res = await saveBelt({ price: 549, simpleQty: 0, loadedQty: 5 });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The stock changed since you opened this page: it is now 2');
    expect(await stockOf(database.db, shop.belt.id)).toBe(2);
  });

  it('when an older client sends only the figure, then it is written as it is', async () => {
    await placedOrder(shop, shop.shopper, [beltLine(shop, 3)]);

    const res = await saveBelt({ simpleQty: 9 });

    expect(res.status).toBe(200);
    expect(await stockOf(database.db, shop.belt.id)).toBe(9);
  });
});
