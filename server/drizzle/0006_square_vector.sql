CREATE TABLE "delivery_areas" (
	"prefix" text PRIMARY KEY NOT NULL,
	"cod" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_areas_prefix_digits" CHECK ("delivery_areas"."prefix" ~ '^[0-9]{1,6}$')
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_guides_unit" CHECK ("size_guides"."unit" in ('in', 'cm'))
);
--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;