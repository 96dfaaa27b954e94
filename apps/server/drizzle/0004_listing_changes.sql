CREATE TABLE "catalog_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_xid_idx" ON "catalog_changes" USING btree ("xid");--> statement-breakpoint
-- Written by hand: triggers note every change the shop's listing filters on, whichever path
-- makes it (the admin's edits, a capture selling a variant out, a refund restocking it, the
-- seed's bulk inserts), so that no caller has to remember to. Inserts and deletes are noted
-- once per statement (a seed inserts thousands of rows in one); updates only when a filtered
-- field changes, so a capture that leaves stock above zero notes nothing. A truncate notes the
-- nil id, which tells readers to reload everything.
CREATE FUNCTION "catalog_note_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") SELECT DISTINCT "id" FROM "changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_note_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") SELECT DISTINCT "product_id" FROM "changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_note_product_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") VALUES (NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_note_variant_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") VALUES (NEW."product_id");
  IF OLD."product_id" <> NEW."product_id" THEN
    INSERT INTO "catalog_changes" ("product_id") VALUES (OLD."product_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_note_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_products"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_products"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD."category" IS DISTINCT FROM NEW."category" OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."price_paise" IS DISTINCT FROM NEW."price_paise"
    OR OLD."sale_price_paise" IS DISTINCT FROM NEW."sale_price_paise")
  EXECUTE FUNCTION "catalog_note_product_row"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_truncate"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_variants"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_variants"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_update" AFTER UPDATE ON "product_variants" FOR EACH ROW
  WHEN ((OLD."total_stock" > 0) <> (NEW."total_stock" > 0)
    OR OLD."size" IS DISTINCT FROM NEW."size" OR OLD."colour" IS DISTINCT FROM NEW."colour"
    OR OLD."price_paise" <> NEW."price_paise" OR OLD."sale_price_paise" <> NEW."sale_price_paise"
    OR OLD."product_id" <> NEW."product_id")
  EXECUTE FUNCTION "catalog_note_variant_row"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_truncate" AFTER TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_note_truncate"();
