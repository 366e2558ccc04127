import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Generated meal pictures, stored once and addressed by a hash of the normalised meal. */
export const mealImages = pgTable("meal_images", {
  hash: text().primaryKey(),
  contentType: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
