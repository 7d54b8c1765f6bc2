CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"value_ids" integer[] NOT NULL,
	"max_discount" integer NOT NULL,
	"prices" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Which attributes' values are colours for the filters (named "Colour", "Color", "Colours" …);
-- every other attribute's values (Size, Waist, Age, Shoe Size) count as sizes.
CREATE FUNCTION attribute_is_colour(name text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT name ~* '^\s*colou?rs?\M'
$$;
--> statement-breakpoint
-- What the filters count of the given products (those with priced variants), as product_facets
-- holds it: the attribute values of their priced variants, their highest discount (whole percent
-- off, 0 without an MRP above the price) and their prices.
CREATE FUNCTION product_facets_of(ids integer[])
RETURNS TABLE (product_id integer, value_ids integer[], max_discount integer, prices bigint[])
LANGUAGE sql STABLE AS $$
  SELECT p.product_id, coalesce(a.value_ids, '{}'), p.max_discount, p.prices
  FROM (
    SELECT v.product_id,
      max(CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
        THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer AS max_discount,
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
CREATE FUNCTION refresh_product_facets(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM product_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO product_facets (product_id, value_ids, max_discount, prices)
  SELECT f.product_id, f.value_ids, f.max_discount, f.prices FROM product_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
END $$;
--> statement-breakpoint
CREATE FUNCTION product_facets_by_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One variant's price, MRP or product changed (row by row: a change of stock alone, which every
-- checkout makes, runs nothing).
CREATE FUNCTION product_facets_by_variant_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_facets_by_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(
    SELECT DISTINCT v.product_id FROM changed_rows c JOIN variants v ON v.id = c.variant_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_facets_by_variant_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(
    SELECT DISTINCT v.product_id
    FROM (SELECT variant_id FROM old_rows UNION SELECT variant_id FROM changed_rows) c
    JOIN variants v ON v.id = c.variant_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_facets_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();
--> statement-breakpoint
CREATE TRIGGER variants_facets_update AFTER UPDATE ON variants FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION product_facets_by_variant_row();
--> statement-breakpoint
CREATE TRIGGER variants_facets_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_insert AFTER INSERT ON variant_attribute_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_update AFTER UPDATE ON variant_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant_update();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_delete AFTER DELETE ON variant_attribute_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();
--> statement-breakpoint
-- Every product at once (product_facets_of, for all of them, without a list to look up).
INSERT INTO product_facets (product_id, value_ids, max_discount, prices)
SELECT p.product_id, coalesce(a.value_ids, '{}'), p.max_discount, p.prices
FROM (
  SELECT v.product_id,
    max(CASE WHEN v.mrp_paise > 0 AND v.mrp_paise > v.price_paise
      THEN (v.mrp_paise - v.price_paise) * 100 / v.mrp_paise ELSE 0 END)::integer AS max_discount,
    array_agg(DISTINCT v.price_paise ORDER BY v.price_paise) AS prices
  FROM variants v WHERE v.price_paise IS NOT NULL
  GROUP BY v.product_id) p
LEFT JOIN (
  SELECT v.product_id,
    array_agg(DISTINCT x.attribute_value_id ORDER BY x.attribute_value_id) AS value_ids
  FROM variants v JOIN variant_attribute_values x ON x.variant_id = v.id
  WHERE v.price_paise IS NOT NULL
  GROUP BY v.product_id) a ON a.product_id = p.product_id;
