-- The words of each product's name alone: search_words' weight A (its name, before its brand,
-- keywords and category names at weight B). A search of several words in relevance order ranks a
-- product by ts_rank of the words' best spellings on search_words plus the phrase's proximity rank
-- on search_vector, at most 1. A word that is not in a product's name ranks under 0.4 on
-- search_words (weight B alone) where a word of the name ranks under 1, so a product whose name
-- lacks one of the search's words ranks under 2 - 0.6 / words. When the page's products, read
-- first from those whose names hold every word, all rank above that, no other product can come
-- before them: the search answers from those products alone ("cotton kurta" at 100,000 products:
-- 1,588 names against 4,762 matches) instead of ranking every match (namesFirst in
-- server/src/modules/search/search.service.ts).
CREATE INDEX "products_name_words" ON "products" USING gin (ts_filter("search_words", '{a}'));--> statement-breakpoint
ANALYZE "products";
