-- Each rank's product price (products.min_price_paise, what a search by price orders by), so a
-- one-word search by price reads every spelling's products from an index in price order, as a
-- one-word search by relevance reads them in rank order (search.service.ts, pricedPage).
ALTER TABLE "search_ranks" ADD COLUMN "price" bigint;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_ranks_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_ranks (term, product_id, rank, words_rank, price)
  SELECT r.term, p.id, r.rank, r.words_rank, p.min_price_paise
  FROM new_rows p, LATERAL product_search_ranks(p.search_words, p.search_vector) r
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_ranks_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_ranks WHERE product_id = NEW.id;
  INSERT INTO search_ranks (term, product_id, rank, words_rank, price)
  SELECT r.term, NEW.id, r.rank, r.words_rank, NEW.min_price_paise
  FROM product_search_ranks(NEW.search_words, NEW.search_vector) r
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_ranks_of_new_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_ranks (term, product_id, rank, words_rank, price)
  SELECT t.term, p.id, search_rank(p.search_words, p.search_vector, t.term),
    search_words_rank(p.search_words, t.term), p.min_price_paise
  FROM new_terms t, LATERAL (
    SELECT q.id FROM products q WHERE q.search_words @@ ('''' || t.term || '''')::tsquery
    UNION
    SELECT q.id FROM products q
    WHERE t.stem IS NOT NULL AND q.search_vector @@ ('''' || t.stem || '''')::tsquery
  ) found
  JOIN products p ON p.id = found.id
  WHERE search_term_ranked(t.term)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new price (a variant's price, a simple product's price, a variant added or removed: every
-- one of them rewrites min_price_paise in the row's BEFORE triggers) moves the product's ranks.
CREATE FUNCTION search_ranks_price_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_ranks SET price = NEW.min_price_paise WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_price AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.min_price_paise IS DISTINCT FROM NEW.min_price_paise)
  EXECUTE FUNCTION search_ranks_price_of_product();
--> statement-breakpoint
UPDATE search_ranks r SET price = p.min_price_paise FROM products p WHERE p.id = r.product_id;--> statement-breakpoint
-- Cheapest first and dearest first, ties newest first: each the order of a search by price.
CREATE INDEX "search_ranks_by_price" ON "search_ranks" USING btree ("term","price","product_id" DESC NULLS FIRST) WHERE "search_ranks"."price" is not null;--> statement-breakpoint
CREATE INDEX "search_ranks_by_price_desc" ON "search_ranks" USING btree ("term","price" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "search_ranks"."price" is not null;--> statement-breakpoint
CREATE INDEX "search_terms_by_prefix" ON "search_terms" USING btree ("term" text_pattern_ops);
