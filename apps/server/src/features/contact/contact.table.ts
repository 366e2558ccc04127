import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    name: text(),
    email: text().notNull(),
    subject: text().notNull(),
    reason: text(),
    message: text().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** The integration waitlist: one row per address and integration. */
export const integrationLeads = pgTable(
  "integration_leads",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    integrationType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("integration_leads_email_type_idx").on(sql`lower(${t.email})`, t.integrationType)],
);
