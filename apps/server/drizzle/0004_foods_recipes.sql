CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"stats" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_portions" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" double precision,
	"unit" text,
	"description" text NOT NULL,
	"grams" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"foods" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_usage" (
	"user_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_usage_user_id_food_id_pk" PRIMARY KEY("user_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "food_words" (
	"word" text NOT NULL,
	"rank" integer NOT NULL,
	"food_id" integer NOT NULL,
	CONSTRAINT "food_words_word_rank_food_id_pk" PRIMARY KEY("word","rank","food_id")
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"source_id" text,
	"name_en" text NOT NULL,
	"name_local" text,
	"lang_local" text,
	"category" text,
	"category_local" text,
	"carbs_basis" text NOT NULL,
	"carbs_published_g" double precision,
	"energy_kcal" double precision,
	"energy_kj" double precision,
	"protein_g" double precision,
	"carbs_g" double precision,
	"sugars_g" double precision,
	"fiber_g" double precision,
	"starch_g" double precision,
	"fat_g" double precision,
	"sat_fat_g" double precision,
	"mono_fat_g" double precision,
	"poly_fat_g" double precision,
	"trans_fat_g" double precision,
	"cholesterol_mg" double precision,
	"sodium_mg" double precision,
	"salt_g" double precision,
	"water_g" double precision,
	"alcohol_g" double precision,
	"calcium_mg" double precision,
	"iron_mg" double precision,
	"magnesium_mg" double precision,
	"phosphorus_mg" double precision,
	"potassium_mg" double precision,
	"zinc_mg" double precision,
	"copper_mg" double precision,
	"manganese_mg" double precision,
	"selenium_ug" double precision,
	"iodine_ug" double precision,
	"vit_a_ug" double precision,
	"retinol_ug" double precision,
	"beta_carotene_ug" double precision,
	"vit_d_ug" double precision,
	"vit_e_mg" double precision,
	"vit_k_ug" double precision,
	"vit_c_mg" double precision,
	"thiamin_mg" double precision,
	"riboflavin_mg" double precision,
	"niacin_mg" double precision,
	"pantothenic_acid_mg" double precision,
	"vit_b_6_mg" double precision,
	"folate_total_ug" double precision,
	"folate_dfe_ug" double precision,
	"vit_b_12_ug" double precision,
	"choline_mg" double precision,
	"caffeine_mg" double precision,
	"notes" text,
	"search_text" text NOT NULL,
	"group_key" text NOT NULL,
	"commonness" integer DEFAULT 0 NOT NULL,
	"group_members" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"food_id" integer NOT NULL,
	"food_source" text NOT NULL,
	"food_source_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" text NOT NULL,
	"grams" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"cuisine" text NOT NULL,
	"meal_type" text NOT NULL,
	"prep_minutes" integer NOT NULL,
	"servings" integer NOT NULL,
	"instructions" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"diets" text[] NOT NULL,
	"allergens" text[] NOT NULL,
	"energy_kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"fiber_g" double precision,
	"sugars_g" double precision,
	"sat_fat_g" double precision,
	"salt_g" double precision,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_portions" ADD CONSTRAINT "food_portions_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_usage" ADD CONSTRAINT "food_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_usage" ADD CONSTRAINT "food_usage_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_portions_food_idx" ON "food_portions" USING btree ("food_id","seq");--> statement-breakpoint
CREATE INDEX "food_terms_trgm_idx" ON "food_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "food_usage_user_recent_idx" ON "food_usage" USING btree ("user_id","last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_source_key_idx" ON "foods" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "foods_user_idx" ON "foods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "foods_group_idx" ON "foods" USING btree ("group_key");--> statement-breakpoint
CREATE INDEX "foods_search_trgm_idx" ON "foods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_food_idx" ON "recipe_ingredients" USING btree ("food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_slug_idx" ON "recipes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "recipes_country_meal_idx" ON "recipes" USING btree ("country","meal_type");