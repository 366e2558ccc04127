-- One settings store (issue 20): the payment mode moves from billing_settings into app_settings, which
-- 'Restart Server' reloads. The stored value (a text) becomes a JSON string; a value already in app_settings wins.
INSERT INTO "app_settings" ("key", "value", "updated_at")
SELECT "key", to_jsonb("value"), now() FROM "billing_settings"
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DROP TABLE "billing_settings" CASCADE;
