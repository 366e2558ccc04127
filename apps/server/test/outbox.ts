import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outbox } from "../src/features/mail/mail.table.ts";

/** Mail is written by the background worker: each helper first lets it finish what is due. */

/** The newest 6-digit code mailed to `to`, read from the outbox as a user would read their mail. */
export async function latestResetCode(app: FastifyInstance, to: string): Promise<string> {
  await app.jobs.drain();
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${to}`);
  return code;
}

export async function mailsTo(app: FastifyInstance, to: string) {
  await app.jobs.drain();
  return app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
}
