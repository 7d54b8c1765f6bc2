CREATE TABLE "attribute_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_values_unique" UNIQUE("attribute_id","value"),
	CONSTRAINT "attribute_values_id_attribute" UNIQUE("id","attribute_id"),
	CONSTRAINT "attribute_values_not_blank" CHECK (length(trim("attribute_values"."value")) > 0)
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_name_unique" UNIQUE("name"),
	CONSTRAINT "attributes_name_not_blank" CHECK (length(trim("attributes"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"display_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_not_blank" CHECK (length(trim("categories"."name")) > 0),
	CONSTRAINT "categories_status_flag" CHECK ("categories"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"role" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_role" CHECK ("product_images"."role" in ('cover', 'gallery')),
	CONSTRAINT "product_images_cover_not_variant" CHECK ("product_images"."role" = 'gallery' or "product_images"."variant_id" is null)
);
--> statement-breakpoint
CREATE TABLE "product_selected_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_selected_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"price_paise" integer,
	"mrp_paise" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price_paise" integer,
	"max_price_paise" integer,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"category_text" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || keywords || ' ' || category_text || ' ' || regexp_replace(name || ' ' || keywords, '[^[:alnum:][:space:]]+', '', 'g'))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name || ' ' || brand), 'A') || setweight(to_tsvector('simple'::regconfig, keywords || ' ' || category_text), 'B') || setweight(to_tsvector('english'::regconfig, short_description || ' ' || description), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_not_blank" CHECK (length(trim("products"."name")) > 0),
	CONSTRAINT "products_status_flag" CHECK ("products"."status" in (0, 1)),
	CONSTRAINT "products_type_flag" CHECK ("products"."type" in (0, 1)),
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price_paise" >= 0 and "products"."mrp_paise" >= 0),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_details_array" CHECK (jsonb_typeof("products"."details") = 'array')
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"display_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_categories_id_category" UNIQUE("id","category_id"),
	CONSTRAINT "sub_categories_name_not_blank" CHECK (length(trim("sub_categories"."name")) > 0),
	CONSTRAINT "sub_categories_status_flag" CHECK ("sub_categories"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "variant_attribute_values" (
	"variant_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	CONSTRAINT "variant_attribute_values_variant_id_attribute_id_pk" PRIMARY KEY("variant_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"price_paise" integer,
	"mrp_paise" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variants_id_product" UNIQUE("id","product_id"),
	CONSTRAINT "variants_price_non_negative" CHECK ("variants"."price_paise" >= 0 and "variants"."mrp_paise" >= 0),
	CONSTRAINT "variants_stock_non_negative" CHECK ("variants"."stock" >= 0),
	CONSTRAINT "variants_details_array" CHECK (jsonb_typeof("variants"."details") = 'array')
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"password_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_phone_unique" UNIQUE("phone"),
	CONSTRAINT "customers_phone_format" CHECK ("customers"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "customers_name_not_blank" CHECK (length(trim("customers"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_purpose" CHECK ("otp_challenges"."purpose" in ('signup', 'forget')),
	CONSTRAINT "otp_challenges_attempts" CHECK ("otp_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"cod" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"password_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_phone_unique" UNIQUE("phone"),
	CONSTRAINT "vendors_phone_format" CHECK ("vendors"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_unique_line" UNIQUE NULLS NOT DISTINCT("customer_id","product_id","variant_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"product_type" smallint NOT NULL,
	"name" text NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"variant_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"mrp_paise" integer,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_price_non_negative" CHECK ("order_items"."unit_price_paise" >= 0),
	CONSTRAINT "order_items_type_flag" CHECK ("order_items"."product_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_type" smallint,
	"transaction_id" text,
	"address" jsonb,
	"reserved_until" timestamp with time zone,
	"stock_released_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"processing_at" timestamp with time zone,
	"shipping_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_status_range" CHECK ("orders"."status" between 0 and 5),
	CONSTRAINT "orders_amount_non_negative" CHECK ("orders"."amount_paise" >= 0),
	CONSTRAINT "orders_payment_type" CHECK ("orders"."payment_type" in (1, 2)),
	CONSTRAINT "orders_placed_has_time" CHECK ("orders"."status" = 0 or "orders"."ordered_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_order_unique" UNIQUE("provider","provider_order_id"),
	CONSTRAINT "payments_provider_payment_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('created', 'captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"customer_id" uuid,
	"message" text NOT NULL,
	"order_code" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_audience" CHECK ("notifications"."audience" in ('customer', 'vendor')),
	CONSTRAINT "notifications_recipient" CHECK (("notifications"."audience" = 'customer') = ("notifications"."customer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"customer_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_views_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"rate_halves" smallint NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_customer" UNIQUE("product_id","customer_id"),
	CONSTRAINT "reviews_rate_range" CHECK ("reviews"."rate_halves" between 0 and 10),
	CONSTRAINT "reviews_text_length" CHECK (length("reviews"."review") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"desktop_image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_fk" FOREIGN KEY ("variant_id","product_id") REFERENCES "public"."variants"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selected_attributes" ADD CONSTRAINT "product_selected_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selected_attributes" ADD CONSTRAINT "product_selected_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_fk" FOREIGN KEY ("sub_category_id","category_id") REFERENCES "public"."sub_categories"("id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attribute_values" ADD CONSTRAINT "variant_attribute_values_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attribute_values" ADD CONSTRAINT "variant_attribute_values_value_fk" FOREIGN KEY ("attribute_value_id","attribute_id") REFERENCES "public"."attribute_values"("id","attribute_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_fk" FOREIGN KEY ("variant_id","product_id") REFERENCES "public"."variants"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_values_order" ON "attribute_values" USING btree ("attribute_id","position","id");--> statement-breakpoint
CREATE INDEX "categories_display_order" ON "categories" USING btree ("display_index","id");--> statement-breakpoint
CREATE INDEX "product_images_by_product" ON "product_images" USING btree ("product_id","role","position","id");--> statement-breakpoint
CREATE INDEX "product_images_by_variant" ON "product_images" USING btree ("variant_id","position","id");--> statement-breakpoint
CREATE INDEX "product_images_by_url" ON "product_images" USING btree ("url");--> statement-breakpoint
CREATE INDEX "product_selected_attributes_attribute" ON "product_selected_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "products_by_category" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_by_sub_category" ON "products" USING btree ("sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_by_price" ON "products" USING btree ("min_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_by_rating" ON "products" USING btree ("rating_avg","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fts" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sub_categories_display_order" ON "sub_categories" USING btree ("category_id","display_index","id");--> statement-breakpoint
CREATE INDEX "variant_attribute_values_value" ON "variant_attribute_values" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "variant_attribute_values_attribute" ON "variant_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "variants_by_product" ON "variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX "variants_by_price" ON "variants" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "otp_challenges_by_phone" ON "otp_challenges" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_by_ip" ON "otp_challenges" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "cart_items_by_customer" ON "cart_items" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_items_by_order" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_by_product" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_by_cover_image" ON "order_items" USING btree ("cover_image");--> statement-breakpoint
CREATE INDEX "orders_by_customer" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."status" >= 1;--> statement-breakpoint
CREATE INDEX "orders_placed_newest" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."status" >= 1;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 0 and "orders"."stock_released_at" is null;--> statement-breakpoint
CREATE INDEX "payments_by_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_by_customer" ON "notifications" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_by_audience" ON "notifications" USING btree ("audience","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("audience","customer_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "product_views_recent" ON "product_views" USING btree ("customer_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_by_product" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_by_customer" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sliders_order" ON "sliders" USING btree ("position","id");