import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { orderItems, payments } from '../../db/schema/commerce';
import {
  CART,
  ORDER,
  checkoutWith,
  createShop,
  openPayment,
  orderRow,
  post,
  type Shop,
} from '../../../test/commerce-factory';
import { createSimpleProduct } from '../../../test/catalog-factory';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

/** ₹9,99,999: just below the most one unit may cost. */
const DEAREST_PAISE = 99_999_900;

let shop: Shop;
let saree: { id: number };
beforeEach(async () => {
  shop = await createShop(database.db);
  saree = await createSimpleProduct(database.db, shop.tree, {
    name: 'Bridal Saree',
    pricePaise: DEAREST_PAISE,
    mrpPaise: DEAREST_PAISE,
    stock: 5,
  });
});

describe('money beyond 32 bits', () => {
  it('when three ₹9,99,999 units are bought, then the cart, the order and the payment carry ₹29,99,997', async () => {
    const cart = await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [{ id: saree.id, itemQty: 3 }],
    });
    expect(cart.status).toBe(200);
    expect(cart.body.total).toBe(2_999_997);

    const { orderId, amount } = await checkoutWith(shop, shop.shopper, [
      { id: saree.id, itemQty: 3 },
    ]);
    expect(amount).toBe(2_999_997);
    const order = await orderRow(database.db, orderId);
    // 299,999,700 paise: more than a 32-bit integer holds (2,147,483,647).
    expect(order.amountPaise).toBe(299_999_700);
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ unitPricePaise: DEAREST_PAISE, quantity: 3 });

    const payment = await openPayment(shop, shop.shopper, orderId);
    expect(payment.amountPaise).toBe(299_999_700);
    const [stored] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(stored?.amountPaise).toBe(299_999_700);

    const orders = await post(shop.app, `${ORDER}/get`, shop.shopper.token, { count: 1 });
    expect(orders.status).toBe(200);
  });

  it('when a unit would cost more than ₹10,00,000, then the API refuses it and so does the database', async () => {
    const res = await post(
      shop.app,
      `/api/vendor/product/156/updateProductVarient?p_id=${saree.id}`,
      shop.vendor.token,
      { price: 1_000_000.01, mrp: 1_000_000.01, simpleQty: 1 },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Price must be at most 1000000');

    await expect(
      database.db
        .update(products)
        .set({ pricePaise: sql`100000001` })
        .where(eq(products.id, saree.id)),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(products).where(eq(products.id, saree.id));
    expect(row?.pricePaise).toBe(DEAREST_PAISE);
  });
});
