ALTER TABLE "product_facets" ADD COLUMN "min_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The facets of the given products as product_facets holds them, now with their lowest discount.
DROP FUNCTION product_facets_of(integer[]);
--> statement-breakpoint
CREATE FUNCTION product_facets_of(ids integer[])
RETURNS TABLE (product_id integer, value_ids integer[], max_discount integer, min_discount integer,
  prices bigint[])
LANGUAGE sql STABLE AS $$
  SELECT p.product_id, coalesce(a.value_ids, '{}'), p.max_discount, p.min_discount, p.prices
  FROM (
    SELECT v.product_id,
      max(CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
        THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer AS max_discount,
      min(CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
        THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer AS min_discount,
      array_agg(DISTINCT v.price_paise ORDER BY v.price_paise) AS prices
    FROM variants v
    WHERE v.product_id = ANY (ids) AND v.price_paise IS NOT NULL
    GROUP BY v.product_id) p
  LEFT JOIN (
    SELECT v.product_id,
      array_agg(DISTINCT x.attribute_value_id ORDER BY x.attribute_value_id) AS value_ids
    FROM variants v JOIN variant_attribute_values x ON x.variant_id = v.id
    WHERE v.product_id = ANY (ids) AND v.price_paise IS NOT NULL
    GROUP BY v.product_id) a ON a.product_id = p.product_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_facets(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM product_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO product_facets (product_id, value_ids, max_discount, min_discount, prices)
  SELECT f.product_id, f.value_ids, f.max_discount, f.min_discount, f.prices
  FROM product_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
  DELETE FROM variant_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO variant_facets (product_id, variant_id, value_ids, price_paise, discount)
  SELECT f.product_id, f.variant_id, f.value_ids, f.price_paise, f.discount
  FROM variant_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
END $$;
--> statement-breakpoint
-- Every product's lowest discount at once, from variant_facets (migration 0026).
UPDATE product_facets f SET min_discount = v.min_discount
FROM (SELECT product_id, min(discount) AS min_discount FROM variant_facets GROUP BY product_id) v
WHERE v.product_id = f.product_id AND f.min_discount IS DISTINCT FROM v.min_discount;
