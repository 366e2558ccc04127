CREATE TABLE "meal_plan_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"day_index" integer NOT NULL,
	"target_calories" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"meal_type" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" double precision NOT NULL,
	"note" text,
	"meal_id" integer,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"period" text NOT NULL,
	"goal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_days" ADD CONSTRAINT "meal_plan_days_schedule_id_meal_plan_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."meal_plan_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_days" ADD CONSTRAINT "meal_plan_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_day_id_meal_plan_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."meal_plan_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_schedules" ADD CONSTRAINT "meal_plan_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_schedules" ADD CONSTRAINT "meal_plan_schedules_goal_id_nutrition_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."nutrition_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_days_schedule_date_idx" ON "meal_plan_days" USING btree ("schedule_id","date");--> statement-breakpoint
CREATE INDEX "meal_plan_days_user_idx" ON "meal_plan_days" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plan_items_day_idx" ON "meal_plan_items" USING btree ("day_id","seq");--> statement-breakpoint
CREATE INDEX "meal_plan_items_user_idx" ON "meal_plan_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plan_schedules_user_idx" ON "meal_plan_schedules" USING btree ("user_id","start_date");