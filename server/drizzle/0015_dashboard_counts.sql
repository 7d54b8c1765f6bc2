-- Indexes of the owner dashboard (docs/query-plans.md): priced variants are counted from their stock index
-- alone, taking off the few kept by products since switched to simple; the stock lists read
-- simple products in (stock, id) order; abandoned checkouts are counted from their own index.
DROP INDEX "products_variable";--> statement-breakpoint
DROP INDEX "products_by_stock";--> statement-breakpoint
CREATE INDEX "products_simple_with_variants" ON "products" USING btree ("id") WHERE "products"."type" = 0 and "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "orders_abandoned" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0 and "orders"."stock_released_at" is not null;--> statement-breakpoint
CREATE INDEX "products_by_stock" ON "products" USING btree ("stock","id") WHERE "products"."type" = 0;--> statement-breakpoint
-- The first `lim` simple products and priced variants of variable products whose stock is within
-- [low, high], by stock, with each variant's values ("M / Red"), as JSON: each branch reads only
-- its first `lim` entries of its stock index, and only the rows kept get their values.
CREATE FUNCTION stock_alerts(low integer, high integer, lim integer)
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(l), '[]') FROM (
    SELECT s.*, coalesce((SELECT string_agg(av.value, ' / ' ORDER BY psa.position, a.attribute_id)
        FROM variant_attribute_values a JOIN attribute_values av ON av.id = a.attribute_value_id
        LEFT JOIN product_selected_attributes psa
          ON psa.product_id = s."productId" AND psa.attribute_id = a.attribute_id
        WHERE a.variant_id = s."variantId"), '') AS variant
    FROM (
      (SELECT p.id AS "productId", NULL::int AS "variantId", p.name, p.stock
        FROM products p WHERE p.type = 0 AND p.stock BETWEEN low AND high
        ORDER BY p.stock, p.id LIMIT lim)
      UNION ALL
      (SELECT v.product_id, v.id, p.name, v.stock
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE p.type = 1 AND v.price_paise IS NOT NULL AND v.stock BETWEEN low AND high
        ORDER BY v.stock, v.product_id, v.id LIMIT lim)
    ) s
    ORDER BY s.stock, s."productId", s."variantId" LIMIT lim) l);
END $$;
--> statement-breakpoint
-- The owner dashboard in one call (docs/query-plans.md): every number and list of
-- GET /api/vendor/office/:id/dashboard as one JSON document, read in one snapshot. PL/pgSQL keeps
-- its statement's plan for the connection's life, and the generic plan (planned once, not per
-- call) is forced: planning the statement took longer than running it (1.3 ms against 1.9 ms at
-- 10,000 products and 100,000 orders). Whole days come from sales_days, parts of a day from the
-- orders' time index, the month's best sellers from product_sales_months_top, the stock counts
-- and lists from the partial stock indexes. `low_stock` 0 leaves the low-stock list empty.
CREATE FUNCTION owner_dashboard(
  today date, this_month date, last_month date, last_month_last_day date, series_from date,
  yesterday_from timestamptz, yesterday_to timestamptz,
  last_month_from timestamptz, last_month_to timestamptz,
  abandoned_since timestamptz, low_stock integer
) RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  high integer := greatest(low_stock, 1);
BEGIN
  RETURN json_build_object(
    'days', (SELECT json_build_object(
        'today', json_build_object(
          'sales', coalesce(sum(d.sales_paise) FILTER (WHERE d.day = today), 0),
          'orders', coalesce(sum(d.orders) FILTER (WHERE d.day = today), 0)),
        'month', json_build_object(
          'sales', coalesce(sum(d.sales_paise) FILTER (WHERE d.day >= this_month), 0),
          'orders', coalesce(sum(d.orders) FILTER (WHERE d.day >= this_month), 0)),
        'lastMonthDays', json_build_object(
          'sales', coalesce(sum(d.sales_paise)
            FILTER (WHERE d.day < this_month AND d.day <= last_month_last_day), 0),
          'orders', coalesce(sum(d.orders)
            FILTER (WHERE d.day < this_month AND d.day <= last_month_last_day), 0)))
      FROM sales_days d WHERE d.day BETWEEN last_month AND today),
    'yesterdayPart', (SELECT json_build_object('sales', coalesce(sum(o.amount_paise), 0),
        'orders', count(*))
      FROM orders o WHERE o.status BETWEEN 1 AND 4
        AND o.ordered_at >= yesterday_from AND o.ordered_at < yesterday_to),
    'lastMonthPart', (SELECT json_build_object('sales', coalesce(sum(o.amount_paise), 0),
        'orders', count(*))
      FROM orders o WHERE o.status BETWEEN 1 AND 4
        AND o.ordered_at >= last_month_from AND o.ordered_at < last_month_to),
    'waiting', (SELECT json_object_agg(w.status, w.count) FROM (
        SELECT o.status, count(*) AS count FROM orders o WHERE o.status IN (1, 2, 3)
        GROUP BY o.status) w),
    'holding', (SELECT count(*) FROM orders o
      WHERE o.status = 0 AND o.stock_released_at IS NULL),
    'abandoned', (SELECT count(*) FROM orders o
      WHERE o.status = 0 AND o.stock_released_at IS NOT NULL AND o.created_at >= abandoned_since),
    -- Priced variants are counted from their stock index alone; the few kept by products since
    -- switched to simple (kept for switching back) are found from the products' side and taken off.
    'stock', json_build_object(
      'soldOut',
        (SELECT count(*) FROM products p WHERE p.type = 0 AND p.stock = 0)
        + (SELECT count(*) FROM variants v WHERE v.price_paise IS NOT NULL AND v.stock = 0)
        - (SELECT count(*) FROM products p JOIN variants v ON v.product_id = p.id
          WHERE p.type = 0 AND p.variant_count > 0 AND v.price_paise IS NOT NULL AND v.stock = 0),
      'low',
        (SELECT count(*) FROM products p WHERE p.type = 0 AND p.stock BETWEEN 1 AND high)
        + (SELECT count(*) FROM variants v WHERE v.price_paise IS NOT NULL
          AND v.stock BETWEEN 1 AND high)
        - (SELECT count(*) FROM products p JOIN variants v ON v.product_id = p.id
          WHERE p.type = 0 AND p.variant_count > 0 AND v.price_paise IS NOT NULL
            AND v.stock BETWEEN 1 AND high)),
    'daily', (SELECT coalesce(json_agg(l ORDER BY l.day), '[]') FROM (
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.sales_paise AS sales, d.orders
        FROM sales_days d WHERE d.day BETWEEN series_from AND today) l),
    'top', (SELECT coalesce(json_agg(l), '[]') FROM (
        SELECT m.product_id AS "productId", p.name, m.units, m.sales_paise AS sales
        FROM product_sales_months m JOIN products p ON p.id = m.product_id
        WHERE m.month = this_month AND m.units > 0
        ORDER BY m.units DESC NULLS LAST, m.sales_paise DESC NULLS LAST LIMIT 5) l),
    'low', CASE WHEN low_stock > 0 THEN stock_alerts(1, high, 10) ELSE '[]' END,
    'out', stock_alerts(0, 0, 10),
    'recent', (SELECT coalesce(json_agg(l), '[]') FROM (
        SELECT o.order_code AS "orderId", c.name AS customer, c.phone,
          o.amount_paise AS amount, o.created_at AS at
        FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE o.status = 0 ORDER BY o.created_at DESC NULLS LAST, o.id DESC NULLS LAST LIMIT 5) l));
END $$;
