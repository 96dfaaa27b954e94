-- Every product becomes a one-variant product: its stock and prices move to a variant with
-- neither size nor colour; carts and past orders then point at that variant.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"colour" text,
	"price_paise" integer NOT NULL,
	"sale_price_paise" integer DEFAULT 0 NOT NULL,
	"unit_price_paise" integer GENERATED ALWAYS AS (case when sale_price_paise > 0 then sale_price_paise else price_paise end) STORED,
	"total_stock" integer NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_key" UNIQUE("sku"),
	CONSTRAINT "product_variants_product_size_colour_key" UNIQUE NULLS NOT DISTINCT("product_id","size","colour"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."total_stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_sale_price_check" CHECK ("product_variants"."sale_price_paise" = 0 or ("product_variants"."sale_price_paise" > 0 and "product_variants"."sale_price_paise" < "product_variants"."price_paise")),
	CONSTRAINT "product_variants_size_check" CHECK ("product_variants"."size" is null or "product_variants"."size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y', 'UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11', 'UK 12', 'One Size')),
	CONSTRAINT "product_variants_colour_check" CHECK ("product_variants"."colour" is null or "product_variants"."colour" in ('black', 'white', 'grey', 'navy', 'blue', 'red', 'green', 'yellow', 'pink', 'beige', 'brown', 'purple', 'orange', 'multi'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("total_stock","id") WHERE total_stock <= 10;
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "sku", "price_paise", "sale_price_paise", "total_stock")
SELECT "id", 'AT-' || upper(substr(replace("id"::text, '-', ''), 1, 16)), "price_paise", "sale_price_paise", "total_stock" FROM "products";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" text[];
--> statement-breakpoint
UPDATE "products" SET "images" = ARRAY["image"];
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "images" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "cart_items"."product_id";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_product_key";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_variant_key" UNIQUE("cart_id","variant_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_variant_id_idx" ON "cart_items" USING btree ("variant_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "colour" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_variants"."id", "sku" = "product_variants"."sku" FROM "product_variants" WHERE "product_variants"."product_id" = "order_items"."product_id";
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_total_stock_check";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "total_stock";