ALTER TABLE "meals" ADD COLUMN "food_id" integer;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "amount_grams" double precision;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "portion_label" text;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;