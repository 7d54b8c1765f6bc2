CREATE TABLE "product_sales_months" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_months_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sales_paise" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sales_months" ADD CONSTRAINT "product_sales_months_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_months_top" ON "product_sales_months" USING btree ("month","units" DESC NULLS LAST,"sales_paise" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_sales_months_product" ON "product_sales_months" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_variable" ON "products" USING btree ("id") WHERE "products"."type" = 1;--> statement-breakpoint
CREATE INDEX "variants_priced_by_stock" ON "variants" USING btree ("stock","product_id") WHERE "variants"."price_paise" is not null;--> statement-breakpoint
-- The dashboard's sales, kept at write time (docs/performance.md): a placed, not canceled order
-- (status 1-4) counts on the day of its ordered_at in Asia/Kolkata, and its lines in that month.
-- `sign` adds (1) or takes back (-1) one order's share.
CREATE FUNCTION count_order_sales(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (day, sales_paise, orders)
  VALUES ((o.ordered_at AT TIME ZONE 'Asia/Kolkata')::date, sign * o.amount_paise, sign)
  ON CONFLICT (day) DO UPDATE
    SET sales_paise = s.sales_paise + excluded.sales_paise, orders = s.orders + excluded.orders;
  INSERT INTO product_sales_months AS m (month, product_id, units, sales_paise)
  SELECT date_trunc('month', o.ordered_at AT TIME ZONE 'Asia/Kolkata')::date, i.product_id,
    sign * sum(i.quantity), sign * sum(i.unit_price_paise * i.quantity)
  FROM order_items i WHERE i.order_id = o.id AND i.product_id IS NOT NULL
  GROUP BY i.product_id
  ON CONFLICT (month, product_id) DO UPDATE
    SET units = m.units + excluded.units, sales_paise = m.sales_paise + excluded.sales_paise;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_count_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := TG_OP <> 'INSERT' AND OLD.status BETWEEN 1 AND 4;
  is_sold boolean := TG_OP <> 'DELETE' AND NEW.status BETWEEN 1 AND 4;
BEGIN
  IF TG_OP = 'UPDATE' AND was_sold AND is_sold AND OLD.ordered_at = NEW.ordered_at
    AND OLD.amount_paise = NEW.amount_paise THEN
    RETURN NULL; -- Processing, Shipping, Delivered: the same sale
  END IF;
  IF was_sold THEN PERFORM count_order_sales(OLD, -1); END IF;
  IF is_sold THEN PERFORM count_order_sales(NEW, 1); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- BEFORE DELETE, while the order's lines still exist (they go with it by cascade).
CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_sales();
--> statement-breakpoint
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_sales();
--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE OF status, ordered_at, amount_paise ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_sales();
--> statement-breakpoint
-- A line added to (or taken from) an order that already counts as a sale.
CREATE FUNCTION order_items_count_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line order_items := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  sign integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
  at timestamptz;
BEGIN
  IF line.product_id IS NULL THEN RETURN NULL; END IF;
  SELECT o.ordered_at INTO at FROM orders o WHERE o.id = line.order_id AND o.status BETWEEN 1 AND 4;
  IF at IS NULL THEN RETURN NULL; END IF;
  INSERT INTO product_sales_months AS m (month, product_id, units, sales_paise)
  VALUES (date_trunc('month', at AT TIME ZONE 'Asia/Kolkata')::date, line.product_id,
    sign * line.quantity, sign * line.unit_price_paise * line.quantity)
  ON CONFLICT (month, product_id) DO UPDATE
    SET units = m.units + excluded.units, sales_paise = m.sales_paise + excluded.sales_paise;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_count_sales();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_count_sales();
--> statement-breakpoint
INSERT INTO sales_days (day, sales_paise, orders)
SELECT (ordered_at AT TIME ZONE 'Asia/Kolkata')::date, sum(amount_paise), count(*)
FROM orders WHERE status BETWEEN 1 AND 4 GROUP BY 1;
--> statement-breakpoint
INSERT INTO product_sales_months (month, product_id, units, sales_paise)
SELECT date_trunc('month', o.ordered_at AT TIME ZONE 'Asia/Kolkata')::date, i.product_id,
  sum(i.quantity), sum(i.unit_price_paise * i.quantity)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.status BETWEEN 1 AND 4 AND i.product_id IS NOT NULL GROUP BY 1, 2;
