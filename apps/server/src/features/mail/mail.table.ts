import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail kept in the database when no SMTP server is configured; an administrator can read it. */
export const outbox = pgTable("outbox", {
  id: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
