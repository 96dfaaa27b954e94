ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'apparel' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_check" CHECK ("products"."tax_class" in ('apparel', 'gst5', 'gst18', 'gst40'));--> statement-breakpoint
-- Products that were there before get their category's tax class and HSN code (the contract's CATEGORY_TAX).
UPDATE "products" SET
  "tax_class" = CASE "category" WHEN 'accessories' THEN 'gst18' ELSE 'apparel' END,
  "hsn" = CASE "category"
    WHEN 'men' THEN '6205'
    WHEN 'women' THEN '6204'
    WHEN 'kids' THEN '6209'
    WHEN 'footwear' THEN '6403'
    WHEN 'accessories' THEN '4202'
  END;
