-- The lexemes of both search columns in one tsvector, those of search_words with a leading space
-- (no lexeme of the text search parser holds a space, so neither column's lexemes can stand for
-- the other's). A search word matches search_words by any of its spellings, or the descriptions
-- by its English lexeme; over this one value the search's whole condition is one tsquery, every
-- word's group ANDed, which one scan of its GIN index answers, stepping over the common words'
-- entries past the rare ones' instead of reading each word's matches from both columns' indexes
-- into bitmaps and intersecting them ("cotton kurta" at 100,000 products: 24.5 against 15 ms).
-- Computed per row, it costs some 11 µs (building the arrays): its cost tells the planner to read
-- it from the index, never to check it row by row. It is not marked PARALLEL SAFE, so a search
-- that reads it is never planned with parallel workers: with that cost on every match, "blue
-- shirt" at 100,000 products was planned with a worker, and took 46 ms against 9 without (the
-- worker's start-up; the matches' own work was under 3 ms).
CREATE FUNCTION search_lexemes(words tsvector, descriptions tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE COST 1000 AS $$
  SELECT array_to_tsvector(
    array(SELECT ' ' || lexeme FROM unnest(tsvector_to_array(words)) lexeme)
      || tsvector_to_array(descriptions))
$$;--> statement-breakpoint
CREATE INDEX "products_search_lexemes" ON "products" USING gin (search_lexemes("search_words", "search_vector"));--> statement-breakpoint
ANALYZE "products";
