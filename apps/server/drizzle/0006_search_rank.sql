-- Edited by hand: Drizzle can declare neither a column's collation nor an index's included
-- columns. `title_key` sorts in byte order ("C"), like the title indexes of 0000, the same on
-- PGlite and any PostgreSQL locale; the rank index includes `search_text` so that a search's
-- third group is matched from the index alone, without reading the table.
ALTER TABLE "products" ADD COLUMN "title_length" integer GENERATED ALWAYS AS (length(title)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_key" text COLLATE "C" GENERATED ALWAYS AS (lower(title)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_rank_idx" ON "products" USING btree ("title_length","title_key","id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "products_title_key_idx" ON "products" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "products_title_key_trgm_idx" ON "products" USING gin ("title_key" gin_trgm_ops);
