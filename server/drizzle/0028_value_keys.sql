CREATE TABLE "value_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"colour" boolean NOT NULL,
	"key" integer NOT NULL,
	"shared" boolean NOT NULL
);
--> statement-breakpoint
-- value_keys from the attributes and their values as they are: every row again (a shop has a
-- few dozen values, and the owner changes them rarely). Refreshes run one at a time (the lock),
-- each reading what the ones before it committed.
CREATE FUNCTION refresh_value_keys() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE value_keys IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM value_keys;
  INSERT INTO value_keys (id, value, position, colour, key, shared)
  SELECT av.id, av.value, av.position, attribute_is_colour(a.name),
    dense_rank() OVER (ORDER BY attribute_is_colour(a.name), av.value),
    count(*) OVER (PARTITION BY attribute_is_colour(a.name), av.value) > 1
  FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id;
END $$;
--> statement-breakpoint
-- At the commit of a transaction that changed attributes or their values (deferred): the lock is
-- taken only then, after all its writes, so two owners' edits never wait on each other's rows
-- while one of them holds it.
CREATE FUNCTION value_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_value_keys();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER value_keys_by_value AFTER INSERT OR UPDATE OR DELETE ON attribute_values
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION value_keys_changed();
--> statement-breakpoint
-- A renamed attribute may turn its values into colours or sizes (deleting one deletes its
-- values, which the trigger above sees).
CREATE CONSTRAINT TRIGGER value_keys_by_attribute AFTER UPDATE ON attributes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION value_keys_changed();
--> statement-breakpoint
CREATE TRIGGER value_keys_by_truncate AFTER TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION value_keys_changed();
--> statement-breakpoint
SELECT refresh_value_keys();
