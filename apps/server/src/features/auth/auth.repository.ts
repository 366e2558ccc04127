import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ActiveSubscription, PaidPlan, User } from "@app/shared";
import { preparedStatement, textRowsStatement, type Db, type TextRow } from "../../db/client.ts";
import { accountDeletions, passwordResetCodes, sessions, trialClaims, users } from "./auth.table.ts";

export type UserRow = typeof users.$inferSelect;
/** The signed-in user as the server knows it; `toUser` maps it to what clients may see. */
export type SessionUser = Pick<UserRow, "id" | "username" | "email" | "isAdmin" | "trialEndsAt" | "timeZone">;

export const toUser = (u: SessionUser): User => ({ id: u.id, username: u.username, email: u.email, isAdmin: u.isAdmin });

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  trialEndsAt: users.trialEndsAt,
  timeZone: users.timeZone,
};

export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const needle = identifier.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findTakenFields(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Locks the user's row until the caller's transaction ends: other features serialise a user's
 * concurrent writes with it (two goal activations at once leave exactly one goal active).
 */
export async function lockUserRow(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

export async function updateTimeZone(db: Db, userId: number, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Deletes the account row, which takes every row holding its id with it: each `user_id` column
 * references users with ON DELETE CASCADE (test/api/account-deletion.test.ts checks that no table
 * is left out). False when the account was already gone (a concurrent deletion).
 */
export async function deleteUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The PII-free audit record of a deletion: an HMAC of the old id and the time. */
export async function recordAccountDeletion(db: Db, userHash: string, at: Date): Promise<void> {
  await db.insert(accountDeletions).values({ userHash, deletedAt: at });
}

/** Remembers that an address had an account (with a trial) until `at`. */
export async function recordTrialClaim(db: Db, emailHash: string, at: Date): Promise<void> {
  await db
    .insert(trialClaims)
    .values({ emailHash, deletedAt: at })
    .onConflictDoUpdate({ target: trialClaims.emailHash, set: { deletedAt: at } });
}

/** Whether an account with this address was deleted after `since`. */
export async function hasTrialClaimSince(db: Db, emailHash: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ h: trialClaims.emailHash })
    .from(trialClaims)
    .where(and(eq(trialClaims.emailHash, emailHash), gt(trialClaims.deletedAt, since)));
  return rows.length > 0;
}

/** A promo code's extra trial days: from the later of now and the current trial end. */
export async function extendTrial(db: Db, userId: number, days: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ trialEndsAt: sql`greatest(${users.trialEndsAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}

// Sessions ------------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; persistent: boolean; now: Date; expiresAt: Date },
) {
  await db.insert(sessions).values({
    id: values.tokenHash,
    userId: values.userId,
    persistent: values.persistent,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * The user's plan in force at `now`, as a column of the query that finds the user (session or API key):
 * the session, its user and their plan come back in one statement, one round trip. The same rule as
 * billing's findActiveSubscription (statuses that keep access until the period ends; the latest end wins),
 * on the subscriptions_user_idx index. Read on every request, never cached: a plan change counts at once
 * on every instance.
 */
export function activeSubscriptionColumn(now: Date | Placeholder) {
  return sql<{ plan: string; currentPeriodEnd: string } | null>`(
    select json_build_object('plan', s.plan, 'currentPeriodEnd', s.current_period_end)
    from subscriptions s
    where s.user_id = "users"."id" and s.status in ('active', 'trialing', 'past_due', 'canceled')
      and s.current_period_end > ${now instanceof Date ? now.toISOString() : now}::timestamptz
    order by s.current_period_end desc limit 1)`;
}

/** The JSON of activeSubscriptionColumn as billing's ActiveSubscription (null: no paid plan in force). */
export function toActiveSubscription(v: { plan: string; currentPeriodEnd: string } | string | null): ActiveSubscription | null {
  if (v === null || v === undefined) return null;
  const o = typeof v === "string" ? (JSON.parse(v) as { plan: string; currentPeriodEnd: string }) : v;
  return { plan: o.plan as PaidPlan, currentPeriodEnd: new Date(o.currentPeriodEnd) };
}

/**
 * The session statement: sessions ⋈ users with the plan in force as a column and, for a read joined to it
 * (sessionReadStatement), that read as one more column, `data`, computed for the session's user only when the
 * session is valid (no row: no read). Values: tokenHash, now, nowIso, idleSince, and the read's own.
 */
function sessionSelect(db: Db, data: SQL<string | null>) {
  return db
    .select({
      user: sessionUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      subscription: activeSubscriptionColumn(sql.placeholder("nowIso")),
      data,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        or(eq(sessions.persistent, true), gt(sessions.lastSeenAt, sql.placeholder("idleSince"))),
      ),
    )
    .limit(1);
}

/**
 * A session statement, prepared once per database, as drizzle's query and, on PostgreSQL, as a TextRowsQuery: every
 * /api request runs it, so it skips the driver's per-query work (decision 0019-pgshare; toSessionRow reads its row).
 */
function sessionStatement(name: string, data: (userId: typeof users.id) => SQL<string | null>) {
  const build = (db: Db) => {
    const prepared = sessionSelect(db, data(users.id)).prepare(name);
    // toSessionRow reads by position: a column added to or moved in sessionSelect fails here, at its first use.
    const paths = (prepared as unknown as { fields?: { path: string[] }[] }).fields?.map((f) => f.path.join("."));
    if (paths?.join() !== SESSION_COLUMNS.join()) throw new Error(`${name}: the session statement's columns are ${paths?.join()}`);
    return prepared;
  };
  return { prepared: preparedStatement(build), text: textRowsStatement(build) };
}

/** The columns of sessionSelect, in the order PostgreSQL returns them: toSessionRow reads them by position. */
const SESSION_COLUMNS = [
  "user.id",
  "user.username",
  "user.email",
  "user.isAdmin",
  "user.trialEndsAt",
  "user.timeZone",
  "lastSeenAt",
  "subscription",
  "data",
];

/** A session statement's row as PostgreSQL's text, as drizzle maps it (timestamps as Dates; the plan's JSON as text). */
function toSessionRow(r: TextRow) {
  return {
    user: {
      id: Number(r[0]),
      username: r[1]!,
      email: r[2]!,
      isAdmin: r[3] === "t",
      trialEndsAt: new Date(r[4]!),
      timeZone: r[5] ?? null,
    } satisfies SessionUser,
    lastSeenAt: new Date(r[6]!),
    subscription: r[7] ?? null,
    data: r[8] ?? null,
  };
}

/** findSessionUser's statement (no joined read). */
const sessionUserStatement = sessionStatement("session_user", () => sql<null>`null`);

/**
 * A read joined to the session statement (decision 0017-pgone): the session, its user, their plan and the read
 * in one statement, one round trip. `read` receives the session user's id column and returns the read as one
 * value, typically the answer's JSON text written by the database; its own values come as `sql.placeholder`s
 * (names other than the session's: tokenHash, now, nowIso, idleSince). Prepared once per database.
 */
export function sessionReadStatement(name: string, read: (userId: typeof users.id) => SQL<string | null>) {
  return sessionStatement(name, read);
}
export type SessionReadStatement = ReturnType<typeof sessionReadStatement>;

/**
 * The session's user and their plan in force, when the session exists, has not expired and (for browser
 * sessions) is not idle: one statement (sessions ⋈ users, the plan as a subquery column), prepared. With
 * `read`, a read joined to it (sessionReadStatement) comes back as `data` in the same statement.
 */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
  idleSince: Date,
  read?: { statement: SessionReadStatement; values: Record<string, unknown> },
) {
  // The instants as ISO text: PostgreSQL reads it as it would the Date, without the driver's Date formatting.
  const nowIso = now.toISOString();
  const values = { tokenHash, now: nowIso, nowIso, idleSince: idleSince.toISOString() };
  const statement = read ? read.statement : sessionUserStatement;
  const all = read ? { ...read.values, ...values } : values;
  const text = statement.text(db);
  if (text) {
    const [row] = await text.execute(all);
    return row && toSessionRow(row);
  }
  const [row] = await statement.prepared(db).execute(all);
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Housekeeping: sessions that can never be used again, expired or (browser sessions) idle since `idleSince`.
 * One statement, so instances running it at the same time only find less to delete.
 */
export async function deleteDeadSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), and(eq(sessions.persistent, false), lt(sessions.lastSeenAt, idleSince))));
}

// Password reset codes --------------------------------------------------------------------------

/** Issues a new code for the user; earlier unused codes stop working (only the newest is valid). */
export async function replaceResetCode(db: Db, userId: number, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({ userId, codeHash, createdAt: now, expiresAt });
  });
}

/**
 * Counts one try against the user's newest live code, atomically, and returns it while tries remain.
 * Parallel guesses cannot exceed `maxAttempts` evaluations.
 */
export async function takeResetAttempt(db: Db, userId: number, now: Date, maxAttempts: number) {
  const [latest] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  if (!latest) return undefined;
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, latest.id), isNull(passwordResetCodes.usedAt), lt(passwordResetCodes.attempts, maxAttempts)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeResetCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

// Administration --------------------------------------------------------------------------------

/** An account as the admin screens list it (no hash, no token). */
export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  trialEndsAt: Date;
  createdAt: Date;
  lastSeenAt: Date | null;
  activeSessions: number;
}

function adminUserColumns(now: Date) {
  // Raw and qualified: inside a subquery drizzle names columns without their table ("id" would be sessions.id).
  const at = now.toISOString();
  return {
    id: users.id,
    username: users.username,
    email: users.email,
    isAdmin: users.isAdmin,
    trialEndsAt: users.trialEndsAt,
    createdAt: users.createdAt,
    lastSeenAt: sql<string | null>`(select max(s.last_seen_at) from sessions s where s.user_id = "users"."id")`,
    activeSessions: sql<number>`(select count(*)::int from sessions s where s.user_id = "users"."id" and s.expires_at > ${at}::timestamptz)`,
  };
}

const toAdminUserRow = (r: Omit<AdminUserRow, "lastSeenAt"> & { lastSeenAt: string | Date | null }): AdminUserRow => ({
  ...r,
  lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt) : null,
  activeSessions: Number(r.activeSessions),
});

/**
 * Accounts whose username or e-mail contains `q` (any case), newest first. LIKE wildcards in `q` match
 * themselves. `activeSessions` counts only live sessions.
 */
export async function searchUsers(db: Db, q: string | undefined, page: number, pageSize: number, now: Date) {
  const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) : undefined;
  const rows = await db
    .select(adminUserColumns(now))
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows: rows.map(toAdminUserRow), total: Number(total?.n ?? 0) };
}

export async function findAdminUserRow(db: Db, userId: number, now: Date): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns(now)).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toAdminUserRow(row) : undefined;
}

/** Ends every session of the user; returns how many there were. */
export async function endSessionsOfUser(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}
