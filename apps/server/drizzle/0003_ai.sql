CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chat_type" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"allergies" text[] DEFAULT '{}' NOT NULL,
	"diets" text[] DEFAULT '{}' NOT NULL,
	"preferred_ingredients" text[] DEFAULT '{}' NOT NULL,
	"preferred_cuisines" text[] DEFAULT '{}' NOT NULL,
	"regional_focus" text[] DEFAULT '{}' NOT NULL,
	"max_prep_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"meal_name" text NOT NULL,
	"meal_description" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"recipe_id" integer,
	"cuisine" text,
	"meal_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"meal_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_preferences" ADD CONSTRAINT "food_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_feedback" ADD CONSTRAINT "meal_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_log" ADD CONSTRAINT "suggestion_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","chat_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_preferences_user_idx" ON "food_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_feedback_user_idx" ON "meal_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "suggestion_log_user_idx" ON "suggestion_log" USING btree ("user_id","created_at");