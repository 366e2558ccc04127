import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Settings an administrator changes at run time (e.g. the payment mode), one JSON value per key. The
 * server reads them at start and again on 'Restart Server' (POST /api/admin/reload-settings).
 */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
