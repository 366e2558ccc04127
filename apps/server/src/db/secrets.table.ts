import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server secrets generated at first start when not configured (e.g. the HMAC key of reset codes). */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
