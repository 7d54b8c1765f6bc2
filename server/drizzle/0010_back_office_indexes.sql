CREATE INDEX "products_by_stock" ON "products" USING btree ("stock") WHERE "products"."type" = 0;--> statement-breakpoint
CREATE INDEX "variants_by_stock" ON "variants" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_by_status" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_sold_by_time" ON "orders" USING btree ("ordered_at","amount_paise") WHERE "orders"."status" between 1 and 4;--> statement-breakpoint
CREATE INDEX "orders_by_number" ON "orders" USING btree (split_part("order_code", '-', 1));