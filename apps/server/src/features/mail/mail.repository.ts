import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "./mail.table.ts";

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
