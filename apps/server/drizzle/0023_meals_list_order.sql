DROP INDEX "meals_user_date_idx";--> statement-breakpoint
CREATE INDEX "meals_user_date_idx" ON "meals" USING btree ("user_id","date","eaten_at","id");