CREATE TABLE "shop_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"min_subtotal_paise" bigint DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"brands" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer DEFAULT 1,
	"active" boolean DEFAULT true NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percentage', 'fixed', 'freeShipping')),
	CONSTRAINT "promotions_value_check" CHECK ("promotions"."value" >= 0),
	CONSTRAINT "promotions_min_subtotal_check" CHECK ("promotions"."min_subtotal_paise" >= 0),
	CONSTRAINT "promotions_usage_limit_check" CHECK ("promotions"."usage_limit" is null or "promotions"."usage_limit" >= 1),
	CONSTRAINT "promotions_per_customer_limit_check" CHECK ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" >= 1),
	CONSTRAINT "promotions_times_used_check" CHECK ("promotions"."times_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "state" text;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_check" CHECK ("addresses"."state" in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38'));--> statement-breakpoint
UPDATE "addresses" SET "state" = CASE
	WHEN left("pincode", 6) IN ('673310') THEN '34'
	WHEN left("pincode", 5) IN ('16005', '16006', '16007') THEN '03'
	WHEN left("pincode", 5) IN ('24471') THEN '05'
	WHEN left("pincode", 5) IN ('36252', '36254', '36257') THEN '26'
	WHEN left("pincode", 5) IN ('68255') THEN '31'
	WHEN left("pincode", 4) IN ('2476', '2623', '2624', '2625') THEN '05'
	WHEN left("pincode", 4) IN ('2467') THEN '09'
	WHEN left("pincode", 4) IN ('3962') THEN '26'
	WHEN left("pincode", 4) IN ('6050', '6096') THEN '34'
	WHEN left("pincode", 3) IN ('160') THEN '04'
	WHEN left("pincode", 3) IN ('246', '248', '249', '263') THEN '05'
	WHEN left("pincode", 3) IN ('821', '823', '824') THEN '10'
	WHEN left("pincode", 3) IN ('737') THEN '11'
	WHEN left("pincode", 3) IN ('790', '791', '792') THEN '12'
	WHEN left("pincode", 3) IN ('797', '798') THEN '13'
	WHEN left("pincode", 3) IN ('795') THEN '14'
	WHEN left("pincode", 3) IN ('796') THEN '15'
	WHEN left("pincode", 3) IN ('799') THEN '16'
	WHEN left("pincode", 3) IN ('793', '794') THEN '17'
	WHEN left("pincode", 3) IN ('814', '815', '816') THEN '20'
	WHEN left("pincode", 3) IN ('403') THEN '30'
	WHEN left("pincode", 3) IN ('744') THEN '35'
	WHEN left("pincode", 3) IN ('194') THEN '38'
	WHEN left("pincode", 2) IN ('18', '19') THEN '01'
	WHEN left("pincode", 2) IN ('17') THEN '02'
	WHEN left("pincode", 2) IN ('14', '15', '16') THEN '03'
	WHEN left("pincode", 2) IN ('12', '13') THEN '06'
	WHEN left("pincode", 2) IN ('11') THEN '07'
	WHEN left("pincode", 2) IN ('30', '31', '32', '33', '34') THEN '08'
	WHEN left("pincode", 2) IN ('20', '21', '22', '23', '24', '25', '26', '27', '28') THEN '09'
	WHEN left("pincode", 2) IN ('80', '81', '84', '85') THEN '10'
	WHEN left("pincode", 2) IN ('78') THEN '18'
	WHEN left("pincode", 2) IN ('70', '71', '72', '73', '74') THEN '19'
	WHEN left("pincode", 2) IN ('82', '83') THEN '20'
	WHEN left("pincode", 2) IN ('75', '76', '77') THEN '21'
	WHEN left("pincode", 2) IN ('49') THEN '22'
	WHEN left("pincode", 2) IN ('45', '46', '47', '48') THEN '23'
	WHEN left("pincode", 2) IN ('36', '37', '38', '39') THEN '24'
	WHEN left("pincode", 2) IN ('40', '41', '42', '43', '44') THEN '27'
	WHEN left("pincode", 2) IN ('56', '57', '58', '59') THEN '29'
	WHEN left("pincode", 2) IN ('67', '68', '69') THEN '32'
	WHEN left("pincode", 2) IN ('60', '61', '62', '63', '64') THEN '33'
	WHEN left("pincode", 2) IN ('50') THEN '36'
	WHEN left("pincode", 2) IN ('51', '52', '53') THEN '37'
END
WHERE "state" IS NULL;
