DROP INDEX "products_by_rating";--> statement-breakpoint
CREATE INDEX "products_by_category_rating" ON "products" USING btree ("category_id","rating_avg","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_by_sub_category_rating" ON "products" USING btree ("sub_category_id","rating_avg","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_by_rating" ON "products" USING btree ("rating_avg","rating_count","id");