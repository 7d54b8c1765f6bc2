-- Derived product columns kept by the database itself, so no code path can let them drift:
-- min/max effective price and variant count (from the product or its variants), the rating
-- summary (from reviews) and the category names searched with the product. Statement-level
-- triggers keep bulk writes to one UPDATE per statement.
CREATE FUNCTION products_price_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 0 THEN
    NEW.min_price_paise := NEW.price_paise;
    NEW.max_price_paise := NEW.price_paise;
  ELSE
    SELECT min(v.price_paise), max(v.price_paise) INTO NEW.min_price_paise, NEW.max_price_paise
    FROM variants v WHERE v.product_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_summary BEFORE INSERT OR UPDATE OF price_paise, type ON products
  FOR EACH ROW EXECUTE FUNCTION products_price_summary();
--> statement-breakpoint
CREATE FUNCTION variants_refresh_products() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WHERE p.id = s.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_refresh_products_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_products();
--> statement-breakpoint
CREATE TRIGGER variants_refresh_products_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_products();
--> statement-breakpoint
CREATE TRIGGER variants_refresh_products_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_products();
--> statement-breakpoint
CREATE FUNCTION reviews_refresh_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET rating_count = s.rating_count, rating_avg = s.rating_avg
  FROM (
    SELECT ids.product_id, count(r.id)::int AS rating_count,
           coalesce(round(avg(r.rate_halves) / 2.0, 2), 0)::double precision AS rating_avg
    FROM (SELECT DISTINCT product_id FROM changed_rows) ids
    LEFT JOIN reviews r ON r.product_id = ids.product_id
    GROUP BY ids.product_id
  ) s
  WHERE p.id = s.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_products_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_products();
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_products_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_products();
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_products_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_products();
--> statement-breakpoint
CREATE FUNCTION products_category_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name || ' ' || s.name INTO NEW.category_text
  FROM categories c JOIN sub_categories s ON s.category_id = c.id
  WHERE c.id = NEW.category_id AND s.id = NEW.sub_category_id;
  NEW.category_text := coalesce(NEW.category_text, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_category_text BEFORE INSERT OR UPDATE OF category_id, sub_category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_category_text();
--> statement-breakpoint
CREATE FUNCTION categories_rename_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET category_text = c.name || ' ' || s.name
  FROM categories c JOIN sub_categories s ON s.category_id = c.id
  WHERE p.category_id = c.id AND p.sub_category_id = s.id
    AND c.id IN (SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id WHERE n.name <> o.name);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_rename_products AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_rename_products();
--> statement-breakpoint
CREATE FUNCTION sub_categories_rename_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET category_text = c.name || ' ' || s.name
  FROM sub_categories s JOIN categories c ON c.id = s.category_id
  WHERE p.sub_category_id = s.id AND s.id IN (SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id WHERE n.name <> o.name);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sub_categories_rename_products AFTER UPDATE ON sub_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sub_categories_rename_products();
