DROP INDEX "products_by_category";--> statement-breakpoint
DROP INDEX "products_by_sub_category";--> statement-breakpoint
DROP INDEX "products_by_category_price";--> statement-breakpoint
CREATE INDEX "products_by_category" ON "products" USING btree ("category_id","id","min_price_paise","status","type","price_paise","variant_count","sub_category_id");--> statement-breakpoint
CREATE INDEX "products_by_sub_category" ON "products" USING btree ("sub_category_id","id","min_price_paise","status","type","price_paise","variant_count","category_id");--> statement-breakpoint
CREATE INDEX "products_by_category_price" ON "products" USING btree ("category_id","min_price_paise","id","status","type","price_paise","variant_count","sub_category_id");--> statement-breakpoint
-- A product's card (card_json, ~2 KB with its variants; most are compressed) is compressed with
-- lz4 where the database has it: every list decompresses each of its cards, and lz4 does so
-- several times faster than the default pglz for a slightly larger row. A category page's
-- statement, one client (pgbench, 10,000 products): 0.67 ms before, 0.31 with the covering
-- indexes above, 0.25 with lz4 as well (docs/query-plans.md). Kept inline and uncompressed it
-- ran in 0.22 ms, but the rows doubled in size, and a search reads hundreds of rows.
-- The embedded database is built without lz4 (feature_not_supported) and keeps pglz.
DO $$
BEGIN
  ALTER TABLE "products" ALTER COLUMN "card_json" SET COMPRESSION lz4;
  -- Writes every existing card again (the trigger of migration 0017 shapes it), now in lz4.
  UPDATE "products" SET "card_json" = NULL;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
