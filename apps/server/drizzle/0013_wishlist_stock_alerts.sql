CREATE TABLE "wishlist" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_pkey" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"mail_id" uuid,
	CONSTRAINT "stock_alerts_user_variant_key" UNIQUE("user_id","variant_id"),
	CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" in ('waiting', 'sent')),
	CONSTRAINT "stock_alerts_sent_check" CHECK (("stock_alerts"."status" = 'sent') = ("stock_alerts"."sent_at" is not null and "stock_alerts"."mail_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_check";--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_product_idx" ON "wishlist" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_waiting_idx" ON "stock_alerts" USING btree ("variant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_check" CHECK ("mail_messages"."kind" in ('verifyEmail', 'resetPassword', 'passwordChanged', 'orderConfirmed', 'orderStatusChanged', 'orderRefunded', 'returnUpdated', 'backInStock'));--> statement-breakpoint
-- Written by hand (decision 31): whatever raises a variant's stock from 0 (the admin's edit, a
-- refund or return that restocks, a rejected order's refund, an import, an UPDATE typed by hand)
-- queues the job that e-mails the shoppers waiting for it, in the same transaction, so the job
-- exists if and only if the rise commits. Only when someone waits: a bulk restock queues nothing
-- for variants nobody asked about. Its key makes it one job per variant and transaction, however
-- often that transaction moves the stock; a later rise is another transaction, another job.
-- A new variant needs no trigger on INSERT: nobody can be waiting for an id that did not exist.
CREATE FUNCTION "stock_alerts_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "stock_alerts" WHERE "variant_id" = NEW."id" AND "status" = 'waiting') THEN
    INSERT INTO "jobs" ("kind", "key", "payload")
    VALUES ('stockAlerts.restocked',
      'stock-alerts:restocked:' || NEW."id" || ':' || pg_current_xact_id()::text,
      jsonb_build_object('variantId', NEW."id"))
    ON CONFLICT ("key") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_restocked" AFTER UPDATE OF "total_stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."total_stock" = 0 AND NEW."total_stock" > 0)
  EXECUTE FUNCTION "stock_alerts_restocked"();
