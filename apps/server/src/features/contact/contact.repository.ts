import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, integrationLeads } from "./contact.table.ts";

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

/** Stores the lead once per address and type; a repeat is not an error. */
export async function upsertIntegrationLead(db: Db, email: string, integrationType: string, now: Date): Promise<void> {
  await db.insert(integrationLeads).values({ email, integrationType, createdAt: now }).onConflictDoNothing();
}

/** Takes `email` off every integration waitlist (its account is being deleted). */
export async function deleteIntegrationLeadsOf(db: Db, email: string): Promise<void> {
  await db.delete(integrationLeads).where(eq(sql`lower(${integrationLeads.email})`, email.toLowerCase()));
}
