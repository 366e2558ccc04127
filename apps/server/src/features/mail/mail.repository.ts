import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "./mail.table.ts";

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Removes the stored copies of every mail to `address` (an account being deleted). */
export async function deleteMailsTo(db: Db, address: string): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(eq(sql`lower(${outbox.to})`, address.toLowerCase()))
    .returning({ id: outbox.id });
  return rows.length;
}
