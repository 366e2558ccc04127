ALTER TABLE "meals" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept by the database on every write of meal_items (the app's, a cascade, a food's deletion, by hand): one
-- UPDATE per statement from its transition tables. A list reads the items of a meal only when its count is
-- not 0 (decision 0018-pgread); a count above the truth (e.g. after a TRUNCATE of meal_items) only costs
-- that read, never a wrong answer.
CREATE FUNCTION "meal_items_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "meals" m SET "item_count" = m."item_count" + d.n
    FROM (SELECT "meal_id", count(*)::int AS n FROM added GROUP BY "meal_id") d WHERE m."id" = d."meal_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "meals" m SET "item_count" = m."item_count" - d.n
    FROM (SELECT "meal_id", count(*)::int AS n FROM removed GROUP BY "meal_id") d WHERE m."id" = d."meal_id";
  ELSE
    UPDATE "meals" m SET "item_count" = m."item_count" + d.n
    FROM (SELECT "meal_id", sum(c.n)::int AS n
          FROM (SELECT "meal_id", 1 AS n FROM added UNION ALL SELECT "meal_id", -1 AS n FROM removed) c
          GROUP BY "meal_id") d
    WHERE m."id" = d."meal_id" AND d.n <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meal_items_counted_insert" AFTER INSERT ON "meal_items" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_count_changed"();--> statement-breakpoint
CREATE TRIGGER "meal_items_counted_delete" AFTER DELETE ON "meal_items" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_count_changed"();--> statement-breakpoint
CREATE TRIGGER "meal_items_counted_update" AFTER UPDATE ON "meal_items" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_count_changed"();--> statement-breakpoint
UPDATE "meals" m SET "item_count" = c.n
FROM (SELECT "meal_id", count(*)::int AS n FROM "meal_items" GROUP BY "meal_id") c WHERE m."id" = c."meal_id";
