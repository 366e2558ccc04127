ALTER TABLE "api_keys" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "calls_in_window" integer DEFAULT 0 NOT NULL;