CREATE TABLE "meal_plan_grocery_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_grocery_checks" ADD CONSTRAINT "meal_plan_grocery_checks_schedule_id_meal_plan_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."meal_plan_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_grocery_checks" ADD CONSTRAINT "meal_plan_grocery_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_grocery_checks" ADD CONSTRAINT "meal_plan_grocery_checks_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_grocery_checks_schedule_food_idx" ON "meal_plan_grocery_checks" USING btree ("schedule_id","food_id");--> statement-breakpoint
CREATE INDEX "meal_plan_grocery_checks_user_idx" ON "meal_plan_grocery_checks" USING btree ("user_id");