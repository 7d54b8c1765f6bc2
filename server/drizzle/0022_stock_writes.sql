-- Stock is the catalogue's most written value (every checkout reserves it, every lapsed or
-- cancelled order gives it back), and each variant's stock change rewrote its product's row
-- twice: once for the card's variants (card_variants_by_product) and once for the price range
-- and variant count (variants_refresh_products), though a change of stock alone leaves those
-- as they were. The second rewrite now happens only when they change.
CREATE OR REPLACE FUNCTION variants_refresh_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET variant_count = s.variant_count,
      min_price_paise = CASE WHEN p.type = 1 THEN s.min_price ELSE p.price_paise END,
      max_price_paise = CASE WHEN p.type = 1 THEN s.max_price ELSE p.price_paise END
  FROM (
    SELECT ids.product_id, count(v.id)::int AS variant_count,
           min(v.price_paise) AS min_price, max(v.price_paise) AS max_price
    FROM (SELECT DISTINCT product_id FROM changed_rows) ids
    LEFT JOIN variants v ON v.product_id = ids.product_id
    GROUP BY ids.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.variant_count, p.min_price_paise, p.max_price_paise) IS DISTINCT FROM (
      s.variant_count,
      CASE WHEN p.type = 1 THEN s.min_price ELSE p.price_paise END,
      CASE WHEN p.type = 1 THEN s.max_price ELSE p.price_paise END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's row is rewritten on every change of what its card shows (its variants' stock
-- included). With its pages full, each rewrite put the new row on another page and a new entry
-- in every one of the table's twelve indexes, two of them full-text; with room left on each
-- page, a rewrite that changes no indexed column stays on its page and touches no index (a HOT
-- update). Pages written from now on keep a fifth free.
ALTER TABLE products SET (fillfactor = 80);
