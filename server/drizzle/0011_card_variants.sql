ALTER TABLE "products" ADD COLUMN "card_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A product's variants as its card shows them, kept by statement-level triggers like the other
-- derived columns (migration 0002): lists read one column per card instead of every variant
-- and attribute row (docs/performance.md).
CREATE FUNCTION product_card_variants(product integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_array(v.id, v.price_paise, v.mrp_paise, v.stock, (
      SELECT coalesce(jsonb_agg(jsonb_build_array(va.attribute_id, av.value)
        ORDER BY psa.position NULLS LAST, va.attribute_id), '[]'::jsonb)
      FROM variant_attribute_values va
      JOIN attribute_values av ON av.id = va.attribute_value_id
      LEFT JOIN product_selected_attributes psa
        ON psa.product_id = v.product_id AND psa.attribute_id = va.attribute_id
      WHERE va.variant_id = v.id)) ORDER BY v.position, v.id), '[]'::jsonb)
  FROM variants v WHERE v.product_id = product
$$;
--> statement-breakpoint
CREATE FUNCTION card_variants_by_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET card_variants = product_card_variants(p.id)
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION card_variants_by_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET card_variants = product_card_variants(p.id)
  WHERE p.id IN (SELECT DISTINCT v.product_id FROM changed_rows c JOIN variants v ON v.id = c.variant_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION card_variants_by_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET card_variants = product_card_variants(p.id)
  WHERE p.id IN (
    SELECT DISTINCT v.product_id FROM changed_rows c
    JOIN old_rows o ON o.id = c.id AND o.value <> c.value
    JOIN variant_attribute_values va ON va.attribute_value_id = c.id
    JOIN variants v ON v.id = va.variant_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_card_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER variants_card_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER variants_card_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_card_insert AFTER INSERT ON variant_attribute_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_variant();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_card_update AFTER UPDATE ON variant_attribute_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_variant();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_card_delete AFTER DELETE ON variant_attribute_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_variant();
--> statement-breakpoint
CREATE TRIGGER product_selected_attributes_card_insert AFTER INSERT ON product_selected_attributes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER product_selected_attributes_card_update AFTER UPDATE ON product_selected_attributes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER product_selected_attributes_card_delete AFTER DELETE ON product_selected_attributes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_product();
--> statement-breakpoint
CREATE TRIGGER attribute_values_card_rename AFTER UPDATE ON attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_variants_by_value();
--> statement-breakpoint
UPDATE products SET card_variants = product_card_variants(id)
WHERE id IN (SELECT DISTINCT product_id FROM variants);
