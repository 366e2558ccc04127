import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { currentUser } from "../auth/index.ts";
import { insertAuditEntry } from "./audit.repository.ts";

export interface AdminAction {
  /** What was done, as `area.verb`: `user.plan.grant`, `settings.reload`, `stripe.mode`, `promo-code.create`… */
  action: string;
  /** What it was done to: `user:12`, `promo-code:PRE4K2M9Q`… */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of the administrators' audit log for the signed-in administrator of `request`: who,
 * from which address, when (the server's clock), and the state before and after. Pass `db` to write it
 * in the transaction of the change itself, so the change and its record commit together.
 */
export async function recordAdminAction(request: FastifyRequest, entry: AdminAction, db: Db = request.server.db): Promise<number> {
  const actor = currentUser(request);
  const id = await insertAuditEntry(db, {
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    target: entry.target ?? null,
    ip: request.ip,
    before: entry.before,
    after: entry.after,
    at: request.server.clock(),
  });
  request.log.info({ auditId: id, action: entry.action, target: entry.target }, "administrator action");
  return id;
}
