ALTER TABLE "products" ADD COLUMN "card_json" text;--> statement-breakpoint
-- The shopper's card of a product, as toCard (server/src/modules/catalog/product-cards.ts) shapes
-- it from the same columns: a list reads one text column per card instead of shaping 17 columns
-- and the variants' JSON per card per request. Compact JSON in toCard's key order (row_to_json
-- and array_to_json, never json_build_object or json_agg, which add spaces); money in rupees as
-- float8 (paise / 100, as JavaScript divides); shoppers see the priced variants only.
-- A float8 written as JavaScript writes it (JSON.stringify), where PostgreSQL's shortest text
-- differs: exponents from 1e-7 down (1e-07 there, 1e-7 here), plain digits from 1e-6 to below
-- 1e-4 (5e-05 there, 0.00005 here) and from 1e15 to below 1e21 (1e+15 there).
CREATE FUNCTION js_number(x float8) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN e IS NULL THEN t
    WHEN e < -6 THEN sign || digits_of || 'e' || e::text
    WHEN e < 0 THEN sign || '0.' || repeat('0', -e - 1) || replace(digits_of, '.', '')
    WHEN e >= 21 THEN t
    WHEN length(digits) - 1 <= e THEN sign || digits || repeat('0', e - length(digits) + 1)
    ELSE sign || left(digits, e + 1) || '.' || substr(digits, e + 2)
  END)::json
  FROM (SELECT x::text AS t) a,
    LATERAL (SELECT CASE WHEN t LIKE '-%' THEN '-' ELSE '' END AS sign,
      ltrim(split_part(t, 'e', 1), '-') AS digits_of,
      nullif(split_part(t, 'e', 2), '')::int AS e) b,
    LATERAL (SELECT replace(digits_of, '.', '') AS digits) c
  WHERE x IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION product_card_json(p products) RETURNS text LANGUAGE sql STABLE AS $$
  WITH priced AS (
    SELECT (e->>0)::int AS id, (e->>1)::float8 AS price, (e->>2)::float8 AS mrp,
      (e->>3)::int AS stock, e->4 AS vals, n
    FROM jsonb_array_elements(CASE WHEN p.type = 1 THEN p.card_variants ELSE '[]'::jsonb END)
      WITH ORDINALITY AS x(e, n)
    WHERE e->>1 IS NOT NULL
  ), rate AS (
    SELECT p.rating_avg * p.rating_count * 2 AS twice
  )
  SELECT row_to_json(card)::text FROM (SELECT
    p.id AS "_id",
    p.name AS "productName",
    p.brand AS "productBrand",
    CASE WHEN p.type = 1 THEN 1 ELSE 0 END AS "productType",
    CASE WHEN p.status = 1 THEN 1 ELSE 0 END AS "productStatus",
    (SELECT row_to_json(x) FROM (SELECT p.category_id AS category,
      p.sub_category_id AS "subCategory") x) AS "productParents",
    CASE WHEN coalesce(p.card_cover, '') = '' THEN '[]'::json
      ELSE array_to_json(ARRAY[p.card_cover]) END AS "CoverImages",
    CASE WHEN p.type = 1 THEN
      (SELECT row_to_json(x) FROM (SELECT c.price / 100 AS price, c.mrp / 100 AS mrp
        FROM (SELECT 1) one LEFT JOIN LATERAL (
          SELECT price, mrp FROM priced ORDER BY price, id LIMIT 1) c ON true) x)
    ELSE (SELECT row_to_json(x) FROM (SELECT p.price_paise::float8 / 100 AS price,
      p.mrp_paise::float8 / 100 AS mrp) x) END AS "productPricing",
    (SELECT row_to_json(x) FROM (SELECT p.min_price_paise::float8 / 100 AS min,
      p.max_price_paise::float8 / 100 AS max) x) AS "priceRange",
    CASE WHEN p.type = 1 THEN
      (SELECT row_to_json(x) FROM (SELECT min(mrp) / 100 AS min, max(mrp) / 100 AS max
        FROM priced) x)
    ELSE (SELECT row_to_json(x) FROM (SELECT p.mrp_paise::float8 / 100 AS min,
      p.mrp_paise::float8 / 100 AS max) x) END AS "mrpRange",
    js_number(CASE WHEN p.type = 1 THEN
      (SELECT max(((mrp - price) / mrp) * 100) FROM priced WHERE mrp > price)
    WHEN p.mrp_paise > p.price_paise THEN
      ((p.mrp_paise::float8 - p.price_paise::float8) / p.mrp_paise::float8) * 100
    END) AS "maxDiscount",
    p.card_hover AS "hoverImage",
    CASE WHEN p.type = 1 THEN EXISTS (SELECT 1 FROM priced WHERE stock > 0)
      ELSE p.stock > 0 END AS "inStock",
    p.stock AS "itemQty",
    coalesce((SELECT array_to_json(array_agg((SELECT row_to_json(x) FROM (SELECT
        priced.id AS "_id",
        coalesce((SELECT array_to_json(array_agg((SELECT row_to_json(a) FROM (SELECT
            (t->>0)::int AS attr_id, t->>1 AS value) a) ORDER BY m))
          FROM jsonb_array_elements(priced.vals) WITH ORDINALITY AS y(t, m)), '[]'::json)
          AS "varienteAttributes",
        (SELECT row_to_json(g) FROM (SELECT priced.price / 100 AS price,
          priced.mrp / 100 AS mrp, priced.stock AS "itemQty") g) AS general) x)
      ORDER BY priced.n)) FROM priced), '[]'::json) AS "productVarients",
    -- Math.round(twice) / 2: halves round up, as in JavaScript (round() would round them away
    -- from zero, or to even).
    (SELECT CASE WHEN twice - floor(twice) >= 0.5 THEN ceil(twice) ELSE floor(twice) END / 2
      FROM rate) AS "totalRate",
    p.rating_avg AS "ratingAvg",
    p.rating_count AS "ratingCount"
  ) card
$$;
--> statement-breakpoint
-- Fires after products_price_summary and products_category_text (BEFORE triggers fire in name
-- order), so the card sees this write's price summary; every other input is a column of the row,
-- kept by the triggers of migrations 0002, 0011 and 0016 through updates of the row.
CREATE FUNCTION products_card_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json := product_card_json(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_write_card_json BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_card_json();
--> statement-breakpoint
-- Writes every existing product's card (the trigger computes it; the value set here is replaced).
UPDATE products SET card_json = NULL;
