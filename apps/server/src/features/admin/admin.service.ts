import { readFileSync } from "node:fs";
import { computeTrialStatus, type AdminStatus, type AdminUser } from "@app/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { AdminUserRow } from "../auth/index.ts";
import { findActiveSubscription } from "../billing/index.ts";
import { readDataVersion } from "../foods/index.ts";
import { countJobs } from "../jobs/index.ts";
import { countOutbox } from "../mail/index.ts";
import { SERVER_DIR_URL } from "../../lib/paths.ts";

const VERSION =
  (JSON.parse(readFileSync(new URL("package.json", SERVER_DIR_URL), "utf8")) as { version?: string }).version ?? "0.0.0";

/** An account with its plan at `now`, as the admin users screen shows it. */
export async function toAdminUser(db: Db, row: AdminUserRow, now: Date): Promise<AdminUser> {
  const subscription = await findActiveSubscription(db, row.id, now);
  const status = computeTrialStatus(row, now, subscription);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    plan: status.subscriptionPlan,
    trialEndsAt: row.trialEndsAt.toISOString(),
    planEndsAt: subscription ? subscription.currentPeriodEnd.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    activeSessions: row.activeSessions,
  };
}

async function databaseSize(db: Db): Promise<number | null> {
  try {
    const result = await db.execute(sql`select pg_database_size(current_database())::bigint as size`);
    const size = Number((result.rows[0] as { size: string | number } | undefined)?.size);
    return Number.isFinite(size) ? size : null;
  } catch {
    return null;
  }
}

/** The system status card of /admin. */
export async function systemStatus(app: FastifyInstance): Promise<AdminStatus> {
  const pending = Symbol("importing");
  const state = await Promise.race([app.foodData, Promise.resolve(pending)]);
  const [sizeBytes, foodVersion, outbox, jobs] = [
    await databaseSize(app.db),
    await readDataVersion(app.db, "foods"),
    await countOutbox(app.db),
    await countJobs(app.db),
  ];
  return {
    status: "ACTIVE",
    version: VERSION,
    startedAt: app.runtime.startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((Date.now() - app.runtime.startedAt.getTime()) / 1000)),
    database: { kind: app.runtime.databaseKind === "postgres" ? "PostgreSQL" : "PGlite", sizeBytes },
    foodData: { state: state === pending ? "importing" : state, version: foodVersion ? foodVersion.slice(0, 12) : null },
    outbox: { stored: outbox.stored, pending: outbox.pending, failed: outbox.failed },
    jobs: { worker: app.jobs.running ? "running" : "stopped", ...jobs },
    settingsLoadedAt: app.settings.loadedAt.toISOString(),
  };
}
