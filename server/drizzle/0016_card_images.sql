ALTER TABLE "products" ADD COLUMN "card_cover" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_hover" text;--> statement-breakpoint
-- A product's card images, kept like card_variants (migration 0011): every list read the cover
-- and sorted all of a product's images for the hover image, per card and per request; now a card
-- reads two columns of its product row (docs/query-plans.md). The cover is the first cover image;
-- the hover image the first other image, the product's own before its variants'.
CREATE FUNCTION product_card_images(product integer, OUT cover text, OUT hover text)
LANGUAGE sql STABLE AS $$
  SELECT c.url, (SELECT i.url FROM product_images i WHERE i.product_id = product AND i.url <> c.url
      ORDER BY i.variant_id NULLS FIRST, i.role, i.position, i.id LIMIT 1)
  FROM (SELECT (SELECT i.url FROM product_images i WHERE i.product_id = product AND i.role = 'cover'
      ORDER BY i.position, i.id LIMIT 1) AS url) c
$$;
--> statement-breakpoint
CREATE FUNCTION card_images_by_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET card_cover = images.cover, card_hover = images.hover
  FROM (SELECT DISTINCT product_id FROM changed_rows) changed,
    LATERAL product_card_images(changed.product_id) images
  WHERE p.id = changed.product_id
    AND (p.card_cover IS DISTINCT FROM images.cover OR p.card_hover IS DISTINCT FROM images.hover);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_images_card_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_images_by_product();
--> statement-breakpoint
CREATE TRIGGER product_images_card_update AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_images_by_product();
--> statement-breakpoint
CREATE TRIGGER product_images_card_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION card_images_by_product();
--> statement-breakpoint
UPDATE products p SET card_cover = images.cover, card_hover = images.hover
FROM (SELECT DISTINCT product_id FROM product_images) changed,
  LATERAL product_card_images(changed.product_id) images
WHERE p.id = changed.product_id;
