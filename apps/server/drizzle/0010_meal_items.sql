CREATE TABLE "meal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"food_id" integer,
	"name" text NOT NULL,
	"amount_grams" double precision NOT NULL,
	"portion_label" text,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_items_meal_idx" ON "meal_items" USING btree ("meal_id","seq");--> statement-breakpoint
CREATE INDEX "meal_items_user_idx" ON "meal_items" USING btree ("user_id");