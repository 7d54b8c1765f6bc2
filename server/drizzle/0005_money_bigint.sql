-- Money columns become 64-bit: an order of three ₹9,99,999 units (29,99,99,700 paise) does not
-- fit a 32-bit integer. A trigger that fires on UPDATE OF a column blocks a change of that
-- column's type, so migration 0002's price summary trigger is dropped and created again as it
-- was (its function is unchanged: plpgsql reads the new type).
DROP TRIGGER products_price_summary ON products;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "min_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "max_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_at_most_max" CHECK ("products"."price_paise" <= 100000000 and "products"."mrp_paise" <= 100000000);--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_price_at_most_max" CHECK ("variants"."price_paise" <= 100000000 and "variants"."mrp_paise" <= 100000000);--> statement-breakpoint
CREATE TRIGGER products_price_summary BEFORE INSERT OR UPDATE OF price_paise, type ON products
  FOR EACH ROW EXECUTE FUNCTION products_price_summary();
