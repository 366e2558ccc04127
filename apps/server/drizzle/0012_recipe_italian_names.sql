ALTER TABLE "recipe_ingredients" ADD COLUMN "name_it" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "name_it" text DEFAULT '' NOT NULL;