CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"food_id" integer,
	"meal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target" CHECK (num_nonnulls("favourites"."food_id", "favourites"."meal_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "my_meal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"my_meal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"food_id" integer,
	"name" text NOT NULL,
	"amount_grams" double precision,
	"portion_label" text,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_meal_items" ADD CONSTRAINT "my_meal_items_my_meal_id_my_meals_id_fk" FOREIGN KEY ("my_meal_id") REFERENCES "public"."my_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_meal_items" ADD CONSTRAINT "my_meal_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_meal_items" ADD CONSTRAINT "my_meal_items_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_meals" ADD CONSTRAINT "my_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_food_idx" ON "favourites" USING btree ("user_id","food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_meal_idx" ON "favourites" USING btree ("user_id","meal_id");--> statement-breakpoint
CREATE INDEX "my_meal_items_meal_idx" ON "my_meal_items" USING btree ("my_meal_id","seq");--> statement-breakpoint
CREATE INDEX "my_meal_items_user_idx" ON "my_meal_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_meals_user_name_idx" ON "my_meals" USING btree ("user_id",lower("name"));