ALTER TABLE "slider_images" ADD COLUMN "heading" text;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "subheading" text;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "action_label" text;