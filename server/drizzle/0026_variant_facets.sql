CREATE TABLE "variant_facets" (
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	"price_paise" bigint NOT NULL,
	"discount" integer NOT NULL,
	CONSTRAINT "variant_facets_product_id_variant_id_pk" PRIMARY KEY("product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "variant_facets" ADD CONSTRAINT "variant_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the filters check of each priced variant of the given products, as variant_facets holds it:
-- its attribute values, price and discount (whole percent off, 0 without an MRP above the price).
CREATE FUNCTION variant_facets_of(ids integer[])
RETURNS TABLE (product_id integer, variant_id integer, value_ids integer[], price_paise bigint,
  discount integer)
LANGUAGE sql STABLE AS $$
  SELECT v.product_id, v.id,
    coalesce((SELECT array_agg(x.attribute_value_id ORDER BY x.attribute_value_id)
      FROM variant_attribute_values x WHERE x.variant_id = v.id), '{}'),
    v.price_paise,
    (CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
      THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer
  FROM variants v
  WHERE v.product_id = ANY (ids) AND v.price_paise IS NOT NULL
$$;
--> statement-breakpoint
-- The triggers of migration 0025 rewrite both tables of the products a write touched.
CREATE OR REPLACE FUNCTION refresh_product_facets(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM product_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO product_facets (product_id, value_ids, max_discount, prices)
  SELECT f.product_id, f.value_ids, f.max_discount, f.prices FROM product_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
  DELETE FROM variant_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO variant_facets (product_id, variant_id, value_ids, price_paise, discount)
  SELECT f.product_id, f.variant_id, f.value_ids, f.price_paise, f.discount
  FROM variant_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
END $$;
--> statement-breakpoint
-- Every priced variant at once (variant_facets_of, for all of them, without a list to look up).
INSERT INTO variant_facets (product_id, variant_id, value_ids, price_paise, discount)
SELECT v.product_id, v.id, coalesce(a.value_ids, '{}'), v.price_paise,
  (CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
    THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer
FROM variants v
LEFT JOIN (
  SELECT x.variant_id, array_agg(x.attribute_value_id ORDER BY x.attribute_value_id) AS value_ids
  FROM variant_attribute_values x GROUP BY x.variant_id) a ON a.variant_id = v.id
WHERE v.price_paise IS NOT NULL;
