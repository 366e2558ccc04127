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
