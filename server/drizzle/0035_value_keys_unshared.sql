-- value_keys.shared (whether another value has a value's key) was read by the filter counts up to
-- migration 0033, which keeps each product's keys in product_facets, and written since only for
-- instances of the build before, which may run while an upgrade reaches every instance. No build
-- since reads it: the refresh stops writing it, then it goes.
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
  INSERT INTO value_keys (id, value, position, colour, key)
  SELECT av.id, av.value, av.position, attribute_is_colour(a.name),
    min(av.id) OVER (PARTITION BY attribute_is_colour(a.name), av.value)
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
ALTER TABLE "value_keys" DROP COLUMN "shared";
