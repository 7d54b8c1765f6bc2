import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import { cartItems } from '../../db/schema/commerce';
import { listable } from '../catalog/product-cards';

/** A product (variantId null) or one of its variants, with a quantity. */
export interface LineKey {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** What the shop knows now about a line's product or variant (prices in paise). */
export interface LineRow {
  product_id: number;
  variant_id: number | null;
  quantity: number;
  name: string;
  type: number;
  listable: boolean;
  variant_found: boolean;
  price_paise: number | null;
  mrp_paise: number | null;
  stock: number;
  cover: string | null;
  variant_images: string[];
  attributes: { attr_id: number; attribute: string; value: string }[];
}

interface Description {
  /** A relation `ci(product_id, variant_id, quantity, ...)`. */
  source: SQL;
  where: SQL;
  orderBy: SQL;
  /** More columns of the answer, each after a comma. */
  columns?: SQL;
  /** Common table expressions the statement runs first (e.g. an insert). */
  with?: SQL;
}

/**
 * One query for any number of lines; a line whose product no longer exists has no row. The
 * stock counts what the customer's own unpaid checkout holds, since checking out again gives
 * that back first. The cart's two fixed texts (a cart add's, a cart's read) run `prepared`: on
 * a PostgreSQL server, planning this statement took 1.4 ms where running it took 0.3, and a cart
 * add's database time halved (3.1 -> 1.6 ms of CPU for a cart add or checkout). Inside a
 * transaction the statement is prepared on the transaction's connection (PostgreSQL chooses
 * its plan as usual); on PGlite, whose transactions cannot name a statement, it runs as before.
 */
function describe(
  db: Database,
  customerId: string,
  description: Description,
  { prepared = false } = {},
): Promise<LineRow[]> {
  const statement = describeStatement(customerId, description);
  return (prepared ? executePrepared(db, statement) : db.execute(statement)).then((result) =>
    rowsOf<LineRow>(result),
  );
}

/**
 * describe's statement. What the shopper's unpaid checkouts hold is read from their own orders
 * (orders_held_by_customer), not from every sale of the line's product.
 */
export function describeStatement(
  customerId: string,
  { source, where, orderBy, columns = sql``, with: ctes }: Description,
): SQL {
  return sql`${ctes ? sql`with ${ctes}` : sql``}
    select ci.product_id, ci.variant_id, ci.quantity, p.name, p.type${columns},
      (${listable}) as listable,
      v.id is not null as variant_found,
      -- bigint columns: float8 (exact for any price) so both drivers answer a number, not text.
      (case when ci.variant_id is null then p.price_paise else v.price_paise end)::float8 as price_paise,
      (case when ci.variant_id is null then p.mrp_paise else v.mrp_paise end)::float8 as mrp_paise,
      (case when ci.variant_id is null then p.stock else coalesce(v.stock, 0) end) + coalesce((
        select sum(oi.quantity) from orders o join order_items oi on oi.order_id = o.id
        where o.customer_id = ${customerId} and o.status = 0 and o.stock_released_at is null
          and oi.product_id = ci.product_id and oi.variant_id is not distinct from ci.variant_id
      ), 0)::int as stock,
      p.card_cover as cover,
      coalesce((select json_agg(i.url order by i.position, i.id) from product_images i
        where i.variant_id = v.id), '[]'::json) as variant_images,
      coalesce((select json_agg(json_build_object('attr_id', a.id, 'attribute', a.name, 'value', av.value)
          order by coalesce(psa.position, 2147483647), a.id)
        from variant_attribute_values vav
        join attributes a on a.id = vav.attribute_id
        join attribute_values av on av.id = vav.attribute_value_id
        left join product_selected_attributes psa on psa.product_id = p.id and psa.attribute_id = a.id
        where vav.variant_id = v.id), '[]'::json) as attributes
    from ${source}
    join products p on p.id = ci.product_id
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    left join variants v on v.id = ci.variant_id and v.product_id = ci.product_id
    where ${where}
    order by ${orderBy}`;
}

/** The statement that reads the customer's cart (describeCart's). */
export const describeCartStatement = (customerId: string): SQL =>
  describeStatement(customerId, cartDescription(customerId));

/** The customer's cart lines, oldest first, with what the shop knows about each now. */
export function describeCart(db: Database, customerId: string): Promise<LineRow[]> {
  return describe(db, customerId, cartDescription(customerId), { prepared: true });
}

const cartDescription = (customerId: string): Description => ({
  source: sql`cart_items ci`,
  where: sql`ci.customer_id = ${customerId}`,
  orderBy: sql`ci.created_at, ci.id`,
});

/**
 * Puts `line` in the cart unless it is there already or its product (or variant) does not exist,
 * and answers the cart as it was, oldest first, then the line (marked `adding`; no row when its
 * product does not exist), and whether it was inserted: one statement. The caller checks the
 * answer and rolls the transaction back when the line may not be added.
 */
export async function insertAndDescribe(
  db: Database,
  customerId: string,
  line: LineKey,
): Promise<{ rows: (LineRow & { adding: boolean })[]; inserted: boolean }> {
  const { productId, variantId, quantity } = line;
  const rows = await describe(
    db,
    customerId,
    {
      with: sql`added as (
      insert into cart_items (customer_id, product_id, variant_id, quantity)
      select ${customerId}, ${productId}::int, ${variantId}::int, ${quantity}::int
      where exists (select 1 from products where id = ${productId}::int)
        and (${variantId}::int is null or exists (
          select 1 from variants where id = ${variantId}::int and product_id = ${productId}::int))
      on conflict do nothing
      returning id)`,
      source: sql`(
      select product_id, variant_id, quantity, created_at, id, false as adding
      from cart_items where customer_id = ${customerId}
      union all
      select ${productId}::int, ${variantId}::int, ${quantity}::int, null::timestamptz, null::int, true
    ) as ci`,
      where: sql`true`,
      orderBy: sql`ci.adding, ci.created_at, ci.id`,
      columns: sql`, ci.adding, exists (select 1 from added) as inserted`,
    },
    { prepared: true },
  );
  return {
    rows: rows as (LineRow & { adding: boolean })[],
    inserted: rows.some((row) => (row as LineRow & { inserted: boolean }).inserted),
  };
}

/** The given lines (not necessarily in the customer's cart), in the order given. */
export function describeLines(
  db: Database,
  customerId: string,
  lines: LineKey[],
): Promise<LineRow[]> {
  if (lines.length === 0) return Promise.resolve([]);
  const values = sql.join(
    lines.map(
      (line, index) =>
        sql`(${line.productId}::int, ${line.variantId}::int, ${line.quantity}::int, ${index}::int)`,
    ),
    sql`, `,
  );
  return describe(db, customerId, {
    source: sql`(values ${values}) as ci(product_id, variant_id, quantity, position)`,
    where: sql`true`,
    orderBy: sql`ci.position`,
  });
}

export function cartLines(db: Database, customerId: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.id));
}

export async function insertLine(
  db: Database,
  customerId: string,
  line: LineKey,
): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({
      customerId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
    })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function updateQuantity(
  db: Database,
  lineId: number,
  quantity: number,
): Promise<void> {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

export async function deleteLines(
  db: Database,
  customerId: string,
  lineIds: number[],
): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, lineIds)));
}

/** Removes the lines of these products/variants (what an order bought) from the cart. */
export async function deleteMatching(
  db: Database,
  customerId: string,
  keys: { productId: number | null; variantId: number | null }[],
): Promise<void> {
  const pairs = keys.filter((key) => key.productId !== null);
  if (pairs.length === 0) return;
  const matches = sql.join(
    pairs.map(
      (key) =>
        sql`(product_id = ${key.productId} and variant_id is not distinct from ${key.variantId}::int)`,
    ),
    sql` or `,
  );
  await db.execute(sql`delete from cart_items where customer_id = ${customerId} and (${matches})`);
}
