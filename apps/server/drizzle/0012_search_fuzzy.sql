CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"in_title" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Written by hand: the words of the products' search text (runs of 3 or more Latin letters, lower
-- case), noted by triggers whichever path inserts or edits a product (the admin's edits, the
-- seed's bulk inserts), once per statement; `in_title` for a word of a title, category or brand.
-- The search folds a plural to a singular it finds here, and corrects a mistyped word to the
-- most alike title word (search-singular.ts, search-words.ts); the same letters on PGlite and
-- on any PostgreSQL locale. Updates are noted whatever changed: a statement's few rows cost a
-- few index look-ups, and a trigger with a transition table cannot name columns.
CREATE FUNCTION "search_words_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "in_title")
    SELECT "noted"."word", bool_or("noted"."in_title")
    FROM (
      SELECT "split"."word", true AS "in_title"
      FROM "changed", regexp_split_to_table(
        lower("changed"."title" || ' ' || "changed"."category" || ' ' || "changed"."brand"),
        '[^a-z]+') AS "split"("word")
      UNION ALL
      SELECT "split"."word", false
      FROM "changed", regexp_split_to_table(lower("changed"."description"), '[^a-z]+')
        AS "split"("word")
    ) AS "noted"
    WHERE length("noted"."word") >= 3
    GROUP BY "noted"."word"
  ON CONFLICT ("word") DO UPDATE SET "in_title" = true
    WHERE "excluded"."in_title" AND NOT "search_words"."in_title";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_note"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_note"();
--> statement-breakpoint
-- The words of the products already there.
INSERT INTO "search_words" ("word", "in_title")
  SELECT "noted"."word", bool_or("noted"."in_title")
  FROM (
    SELECT "split"."word", true AS "in_title"
    FROM "products", regexp_split_to_table(
      lower("products"."title" || ' ' || "products"."category" || ' ' || "products"."brand"),
      '[^a-z]+') AS "split"("word")
    UNION ALL
    SELECT "split"."word", false
    FROM "products", regexp_split_to_table(lower("products"."description"), '[^a-z]+')
      AS "split"("word")
  ) AS "noted"
  WHERE length("noted"."word") >= 3
  GROUP BY "noted"."word";
