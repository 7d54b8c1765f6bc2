CREATE TABLE "customer_sales" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"joined" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent_paise" bigint DEFAULT 0 NOT NULL,
	"last_sold_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_sales" ADD CONSTRAINT "customer_sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sales_by_last" ON "customer_sales" USING btree ("last_sold_at" DESC NULLS LAST,"joined" DESC NULLS LAST,"customer_id");--> statement-breakpoint
-- The owner's customers table, kept at write time: a row for every customer with the count, sum
-- and last time of their sales (placed, not canceled orders: status 1-4). A page walked the
-- newest sales until it had met its customers: every sale of the shop for the last pages.
CREATE FUNCTION customers_sales_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_sales (customer_id, joined) VALUES (NEW.id, NEW.created_at)
  ON CONFLICT (customer_id) DO UPDATE SET joined = excluded.joined;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_sales_row AFTER INSERT OR UPDATE OF created_at ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_sales_row();
--> statement-breakpoint
-- An order counts while it is sold. Taking one back that may be the customer's last sale looks
-- the last one up again (orders_sold_by_customer), after locking the customer's row, so that its
-- read sees every sale committed before (a concurrent take-back of another of their orders).
CREATE FUNCTION orders_count_customer_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := TG_OP <> 'INSERT' AND OLD.status BETWEEN 1 AND 4;
  is_sold boolean := TG_OP <> 'DELETE' AND NEW.status BETWEEN 1 AND 4;
BEGIN
  IF TG_OP = 'UPDATE' AND was_sold AND is_sold AND OLD.customer_id = NEW.customer_id
    AND OLD.ordered_at IS NOT DISTINCT FROM NEW.ordered_at AND OLD.amount_paise = NEW.amount_paise THEN
    RETURN NULL; -- Processing, Shipping, Delivered: the same sale
  END IF;
  IF was_sold THEN
    PERFORM 1 FROM customer_sales WHERE customer_id = OLD.customer_id FOR UPDATE;
    UPDATE customer_sales s
    SET orders = s.orders - 1, spent_paise = s.spent_paise - OLD.amount_paise,
      last_sold_at = CASE WHEN OLD.ordered_at < s.last_sold_at THEN s.last_sold_at
        ELSE (SELECT max(o.ordered_at) FROM orders o WHERE o.customer_id = OLD.customer_id
          AND o.status BETWEEN 1 AND 4 AND o.id <> OLD.id) END
    WHERE s.customer_id = OLD.customer_id;
  END IF;
  IF is_sold THEN
    UPDATE customer_sales s
    SET orders = s.orders + 1, spent_paise = s.spent_paise + NEW.amount_paise,
      last_sold_at = greatest(s.last_sold_at, NEW.ordered_at)
    WHERE s.customer_id = NEW.customer_id;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_sales_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_customer_sales();
--> statement-breakpoint
CREATE TRIGGER orders_customer_sales_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_customer_sales();
--> statement-breakpoint
CREATE TRIGGER orders_customer_sales_update
  AFTER UPDATE OF status, ordered_at, amount_paise, customer_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_customer_sales();
--> statement-breakpoint
INSERT INTO customer_sales (customer_id, joined, orders, spent_paise, last_sold_at)
SELECT c.id, c.created_at, count(o.id), coalesce(sum(o.amount_paise), 0), max(o.ordered_at)
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id AND o.status BETWEEN 1 AND 4
GROUP BY c.id;
