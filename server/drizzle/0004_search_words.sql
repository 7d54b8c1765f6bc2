CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, lower(name || ' ' || regexp_replace(name, '[^[:alnum:][:space:]]+', '', 'g'))), 'A') || setweight(to_tsvector('simple'::regconfig, lower(brand || ' ' || keywords || ' ' || category_text || ' ' || regexp_replace(brand || ' ' || keywords, '[^[:alnum:][:space:]]+', '', 'g'))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin ("search_words");--> statement-breakpoint

ALTER TABLE "products" DROP COLUMN "search_text";
--> statement-breakpoint
-- The dictionary of search words: every word a product's search_words has had. Inserts add
-- theirs in one statement; updates only when a searched column changes.
CREATE FUNCTION search_terms_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_new_rows();
--> statement-breakpoint
CREATE FUNCTION search_terms_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT unnest(tsvector_to_array(NEW.search_words))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, brand, keywords, category_text
  ON products FOR EACH ROW EXECUTE FUNCTION search_terms_from_product();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM products
ON CONFLICT DO NOTHING;
