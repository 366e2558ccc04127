import { count, desc } from "drizzle-orm";
import type { AuditEntry } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { adminAuditLog } from "./audit.table.ts";

export interface AuditValues {
  actorId: number | null;
  actorName: string;
  action: string;
  target?: string | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}

export async function insertAuditEntry(db: Db, v: AuditValues): Promise<number> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      actorId: v.actorId,
      actorName: v.actorName,
      action: v.action,
      target: v.target ?? null,
      ip: v.ip ?? null,
      before: v.before ?? null,
      after: v.after ?? null,
      createdAt: v.at,
    })
    .returning({ id: adminAuditLog.id });
  return row!.id;
}

/** Newest first. */
export async function listAuditEntries(db: Db, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(adminAuditLog);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      target: r.target,
      ip: r.ip,
      before: r.before ?? null,
      after: r.after ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
