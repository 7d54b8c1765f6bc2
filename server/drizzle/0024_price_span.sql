-- Lists and searches by price walk products_by_price in order; with the dearest price beside the
-- cheapest, a walk over a price range checks each product's dearest price in the index and skips
-- the products wholly below the range without reading them.
DROP INDEX "products_by_price";--> statement-breakpoint
CREATE INDEX "products_by_price" ON "products" USING btree ("min_price_paise","max_price_paise","id");