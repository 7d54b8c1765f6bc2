-- The one English lexeme of a dictionary word: what plainto_tsquery('english', word) looks for in
-- a product's search_vector. Null when the word has none (a stop word) or several.
CREATE FUNCTION search_stem(term text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(to_tsvector('english'::regconfig, term)) = 1
    THEN (tsvector_to_array(to_tsvector('english'::regconfig, term)))[1] END
$$;
--> statement-breakpoint
CREATE TABLE "search_ranks" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL,
	"rank" real NOT NULL,
	"words_rank" real NOT NULL,
	CONSTRAINT "search_ranks_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "stem" text GENERATED ALWAYS AS (search_stem(term)) STORED;--> statement-breakpoint
CREATE INDEX "search_ranks_by_term" ON "search_ranks" USING btree ("term","rank" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ranks_by_words_rank" ON "search_ranks" USING btree ("term","words_rank" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "search_ranks"."words_rank" > 0;--> statement-breakpoint
CREATE INDEX "search_terms_by_stem" ON "search_terms" USING btree ("stem");
--> statement-breakpoint
-- The dictionary words that have ranks: those a shopper's search word can be (letters and digits
-- only, two or more: searchWords in server/src/modules/search/search.service.ts) with at most one
-- English lexeme. A word has the ranks of every product it finds, or none at all.
CREATE FUNCTION search_term_ranked(term text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT length(term) >= 2 AND term ~ '^[[:alnum:]]+$'
    AND length(to_tsvector('english'::regconfig, term)) <= 1
$$;
--> statement-breakpoint
-- The first part of a product's relevance for a search whose best spelling is `term`: ts_rank of
-- the word on search_words, as searchQuery writes it.
CREATE FUNCTION search_words_rank(words tsvector, term text) RETURNS real
LANGUAGE sql IMMUTABLE AS $$
  SELECT ts_rank(words, ('''' || term || '''')::tsquery)
$$;
--> statement-breakpoint
-- A product's relevance for a one-word search of `term`, the same expression the search orders by
-- (searchQuery: ts_rank of the word on search_words plus ts_rank of its English lexeme on
-- search_vector), so the two compare equal to the last bit. Zero exactly when the word does not
-- find the product.
CREATE FUNCTION search_rank(words tsvector, vector tsvector, term text) RETURNS real
LANGUAGE sql STABLE AS $$
  SELECT search_words_rank(words, term)
    + CASE WHEN search_stem(term) IS NULL THEN 0::real
      ELSE ts_rank(vector, plainto_tsquery('english', term)) END
$$;
--> statement-breakpoint
-- The ranks of one product: for its own words (search_words) and for every dictionary word whose
-- English lexeme its search_vector holds (a word of its description).
CREATE FUNCTION product_search_ranks(words tsvector, vector tsvector)
RETURNS TABLE (term text, rank real, words_rank real) LANGUAGE sql STABLE AS $$
  SELECT t.term, search_rank(words, vector, t.term), search_words_rank(words, t.term)
  FROM (
    SELECT unnest(tsvector_to_array(words)) AS term
    UNION
    SELECT st.term FROM search_terms st WHERE st.stem = ANY (tsvector_to_array(vector))
  ) t
  WHERE search_term_ranked(t.term)
$$;
--> statement-breakpoint
CREATE FUNCTION search_ranks_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_ranks (term, product_id, rank, words_rank)
  SELECT r.term, p.id, r.rank, r.words_rank
  FROM new_rows p, LATERAL product_search_ranks(p.search_words, p.search_vector) r
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_ranks_of_new_products();
--> statement-breakpoint
-- Only when the searched text changed: stock, price and card writes leave the ranks alone.
CREATE FUNCTION search_ranks_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_ranks WHERE product_id = NEW.id;
  INSERT INTO search_ranks (term, product_id, rank, words_rank)
  SELECT r.term, NEW.id, r.rank, r.words_rank FROM product_search_ranks(NEW.search_words, NEW.search_vector) r
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_ranks_of_product();
--> statement-breakpoint
CREATE FUNCTION search_ranks_of_deleted_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_ranks r USING old_rows p WHERE r.product_id = p.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_ranks_of_deleted_products();
--> statement-breakpoint
-- A word new to the dictionary: every product it finds, by its own words or its descriptions,
-- gets its rank (products written in the same statement may have been ranked before the word was
-- in the dictionary).
CREATE FUNCTION search_ranks_of_new_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_ranks (term, product_id, rank, words_rank)
  SELECT t.term, p.id, search_rank(p.search_words, p.search_vector, t.term),
    search_words_rank(p.search_words, t.term)
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
CREATE TRIGGER search_terms_ranks_insert AFTER INSERT ON search_terms
  REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_ranks_of_new_terms();
--> statement-breakpoint
INSERT INTO search_ranks (term, product_id, rank, words_rank)
SELECT r.term, p.id, r.rank, r.words_rank
FROM products p, LATERAL product_search_ranks(p.search_words, p.search_vector) r;
