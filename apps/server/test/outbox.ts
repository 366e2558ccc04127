import { desc, eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { outbox } from "../src/features/mail/mail.table.ts";

/** The newest 6-digit code mailed to `to`, read from the outbox as a user would read their mail. */
export async function latestResetCode(db: Db, to: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${to}`);
  return code;
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
}
