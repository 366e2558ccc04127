ALTER TABLE "meals" ADD COLUMN "entry_json" text;--> statement-breakpoint
-- The meal as GET /api/meals lists it (decision 0018-pgread): MealEntrySchema's keys in its order, the items
-- included, in exactly the bytes json_build_object and json_agg wrote (decision 0017-pgone; compared with that form
-- in test/api/meal-list-json.test.ts). A change of this text needs a migration that replaces the function and
-- sets "entry_json" to NULL on every meal (the trigger writes it again).
CREATE FUNCTION "meal_entry_json"(m "meals") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id" : ' || m.id || ', "userId" : ' || m.user_id
    || ', "food" : ' || to_json(m.food)::text || ', "calories" : ' || m.calories || ', "proteins" : ' || m.proteins
    || ', "carbs" : ' || m.carbs || ', "fats" : ' || m.fats || ', "mealType" : ' || to_json(m.meal_type)::text
    || ', "timestamp" : "' || to_char(m.eaten_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '", "date" : ' || to_json(m.date)::text
    || ', "notes" : ' || coalesce(to_json(m.notes)::text, 'null') || ', "foodId" : ' || coalesce(m.food_id::text, 'null')
    || ', "amountGrams" : ' || coalesce(to_json(m.amount_grams)::text, 'null')
    || ', "portionLabel" : ' || coalesce(to_json(m.portion_label)::text, 'null')
    || ', "items" : ' || coalesce((
      SELECT '[' || string_agg('{"id" : ' || mi.id || ', "foodId" : ' || coalesce(mi.food_id::text, 'null') || ', "name" : ' || to_json(mi.name)::text
        || ', "amountGrams" : ' || to_json(mi.amount_grams)::text || ', "portionLabel" : ' || coalesce(to_json(mi.portion_label)::text, 'null')
        || ', "calories" : ' || mi.calories || ', "proteins" : ' || mi.proteins || ', "carbs" : ' || mi.carbs || ', "fats" : ' || mi.fats || '}',
        ', ' ORDER BY mi.seq, mi.id) || ']'
      FROM "meal_items" mi WHERE mi.meal_id = m.id AND mi.user_id = m.user_id), '[]') || '}'
$$;--> statement-breakpoint
-- Written on every insert and update of a meal, whatever the statement (the app's, a key's SET NULL, by hand).
CREATE FUNCTION "meals_write_entry_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."entry_json" := "meal_entry_json"(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meals_entry_json" BEFORE INSERT OR UPDATE ON "meals" FOR EACH ROW EXECUTE FUNCTION "meals_write_entry_json"();--> statement-breakpoint
-- And again for the meals whose items a statement wrote: one UPDATE per statement, from its transition tables
-- (the meals trigger above writes the text with the items as they are now). A meal deleted by the same
-- statement (a cascade) is simply not found.
CREATE FUNCTION "meal_items_rewrite_entry_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "meals" SET "entry_json" = NULL WHERE "id" IN (SELECT "meal_id" FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "meals" SET "entry_json" = NULL WHERE "id" IN (SELECT "meal_id" FROM removed);
  ELSE
    UPDATE "meals" SET "entry_json" = NULL WHERE "id" IN (SELECT "meal_id" FROM added UNION SELECT "meal_id" FROM removed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meal_items_entry_json_insert" AFTER INSERT ON "meal_items" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_rewrite_entry_json"();--> statement-breakpoint
CREATE TRIGGER "meal_items_entry_json_delete" AFTER DELETE ON "meal_items" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_rewrite_entry_json"();--> statement-breakpoint
CREATE TRIGGER "meal_items_entry_json_update" AFTER UPDATE ON "meal_items" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "meal_items_rewrite_entry_json"();--> statement-breakpoint
UPDATE "meals" SET "entry_json" = NULL;
