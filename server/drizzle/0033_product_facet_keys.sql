ALTER TABLE "product_facets" ADD COLUMN "key_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The keys of the given value ids (value_keys), each once and in order: a product's key_ids.
CREATE FUNCTION value_keys_of(ids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k.key ORDER BY k.key), '{}') FROM value_keys k
  WHERE k.id = ANY (ids)
$$;
--> statement-breakpoint
-- The facets of the given products as product_facets holds them, now with the keys of their
-- values (value_keys), each once and in order.
DROP FUNCTION product_facets_of(integer[]);
--> statement-breakpoint
CREATE FUNCTION product_facets_of(ids integer[])
RETURNS TABLE (product_id integer, value_ids integer[], key_ids integer[], max_discount integer,
  min_discount integer, prices bigint[])
LANGUAGE sql STABLE AS $$
  SELECT p.product_id, coalesce(a.value_ids, '{}'), value_keys_of(coalesce(a.value_ids, '{}')),
    p.max_discount, p.min_discount, p.prices
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
-- A product's rows are written after taking value_keys in ROW EXCLUSIVE mode, which products'
-- writes share and which waits for a refresh of the keys (SHARE ROW EXCLUSIVE, below) to commit:
-- the keys read next are then those it committed, and a refresh that starts after this lock
-- waits for this transaction's rows to commit before it rewrites the products its change
-- reaches. Without it, a product written while an owner renamed one of its values kept the old
-- key (the refresh saw none of its uncommitted rows).
CREATE OR REPLACE FUNCTION refresh_product_facets(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  LOCK TABLE value_keys IN ROW EXCLUSIVE MODE;
  DELETE FROM product_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO product_facets (product_id, value_ids, key_ids, max_discount, min_discount, prices)
  SELECT f.product_id, f.value_ids, f.key_ids, f.max_discount, f.min_discount, f.prices
  FROM product_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
  DELETE FROM variant_facets f WHERE f.product_id = ANY (ids);
  INSERT INTO variant_facets (product_id, variant_id, value_ids, price_paise, discount)
  SELECT f.product_id, f.variant_id, f.value_ids, f.price_paise, f.discount
  FROM variant_facets_of(ids) f
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id);
END $$;
--> statement-breakpoint
-- Deleting products deletes their product_facets rows (cascade) before any trigger of theirs
-- runs: the lock above is taken first, so that a refresh of the keys never waits on those rows
-- while this transaction waits on it.
CREATE FUNCTION lock_value_keys_for_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE value_keys IN ROW EXCLUSIVE MODE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_lock_value_keys BEFORE DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION lock_value_keys_for_products();
--> statement-breakpoint
-- value_keys from the attributes and their values as they are, a key being the lowest id among
-- the values of its name (dense ranks of the names renumbered every name after a new one), then
-- the products with a value whose key changed, appeared or went get their keys again. `shared`
-- is no longer read by the counts, but by the build before's, which may still run on some of a
-- shop's instances while they are upgraded.
CREATE OR REPLACE FUNCTION refresh_value_keys() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_ids integer[];
  old_keys integer[];
  changed integer[];
BEGIN
  LOCK TABLE value_keys IN SHARE ROW EXCLUSIVE MODE;
  SELECT array_agg(id ORDER BY id), array_agg(key ORDER BY id) INTO old_ids, old_keys
  FROM value_keys;
  DELETE FROM value_keys;
  INSERT INTO value_keys (id, value, position, colour, key, shared)
  SELECT av.id, av.value, av.position, attribute_is_colour(a.name),
    min(av.id) OVER (PARTITION BY attribute_is_colour(a.name), av.value),
    count(*) OVER (PARTITION BY attribute_is_colour(a.name), av.value) > 1
  FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id;
  changed := ARRAY(
    SELECT coalesce(o.id, n.id)
    FROM unnest(coalesce(old_ids, '{}'), coalesce(old_keys, '{}')) AS o(id, key)
    FULL JOIN value_keys n ON n.id = o.id
    WHERE o.key IS DISTINCT FROM n.key);
  IF cardinality(changed) > 0 THEN
    UPDATE product_facets f SET key_ids = value_keys_of(f.value_ids)
    WHERE f.value_ids && changed AND f.key_ids IS DISTINCT FROM value_keys_of(f.value_ids);
  END IF;
END $$;
--> statement-breakpoint
-- Every value's key as the lowest id of its name, and every product's keys.
SELECT refresh_value_keys();
--> statement-breakpoint
UPDATE product_facets f SET key_ids = value_keys_of(f.value_ids)
WHERE f.key_ids IS DISTINCT FROM value_keys_of(f.value_ids);
