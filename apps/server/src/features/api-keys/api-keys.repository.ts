import { and, asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { API_KEY_LAST_USED_EVERY_SECONDS, type ActiveSubscription, type ApiKey, type ApiKeyScope } from "@app/shared";
import { preparedStatement, textRowsStatement, type Db, type TextRow } from "../../db/client.ts";
import { activeSubscriptionColumn, toActiveSubscription, users, type SessionUser } from "../auth/index.ts";
import { apiKeys } from "./api-keys.table.ts";

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const toApiKey = (r: ApiKeyRow, now: Date): ApiKey => ({
  id: r.id,
  name: r.name,
  apiKey: `${r.displayPrefix}…`,
  scope: r.scope,
  createdAt: r.createdAt.toISOString(),
  lastUsed: r.lastUsedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  active: r.revokedAt === null && (r.expiresAt === null || r.expiresAt.getTime() > now.getTime()),
});

export async function listApiKeys(db: Db, userId: number, now: Date): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map((r) => toApiKey(r, now));
}

export async function countApiKeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.n ?? 0;
}

export interface NewApiKey {
  name: string;
  displayPrefix: string;
  keyHash: string;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
}

export async function insertApiKey(db: Db, userId: number, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, ...values })
    .returning();
  return row!;
}

/** Marks the user's key revoked; false when it is not theirs (or does not exist). */
export async function revokeApiKey(db: Db, userId: number, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export async function findApiKey(db: Db, userId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  return row;
}

export async function deleteApiKey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface KeyOwner {
  key: { id: number; scope: ApiKeyScope; revokedAt: Date | null; expiresAt: Date | null; lastUsedAt: Date | null };
  user: SessionUser;
  /** The owner's paid plan in force (null: none), from the same query. */
  subscription: ActiveSubscription | null;
}

/** A call counted against its key's window: the calls in it (this one included) and when it started. */
export interface KeyCalls {
  count: number;
  windowStartedAt: Date;
}

const keyOwnerColumns = (now: Parameters<typeof activeSubscriptionColumn>[0]) => ({
  id: apiKeys.id,
  scope: apiKeys.scope,
  revokedAt: apiKeys.revokedAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  userId: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  trialEndsAt: users.trialEndsAt,
  timeZone: users.timeZone,
  subscription: activeSubscriptionColumn(now),
});

/**
 * A public API call's authentication and its count, in ONE statement: the key with this hash, its owner and
 * their plan in force (the same columns as a session's look-up), whatever the key's state (the caller decides
 * what revoked or expired means), and, when the key is neither revoked nor expired, the call counted
 * in the key's rate-limit window. The window is fixed and starts with its first call: a call `windowSeconds`
 * or more after that start opens a new window (count 1). The count is an UPDATE of the key's row, which
 * PostgreSQL serializes per row, so every instance on the database shares one exact counter. `calls` is
 * null when nothing was counted (a revoked or expired key); the caller compares `count` with the plan's limit.
 *
 * The statement's own transaction commits without waiting for its WAL flush (`synchronous_commit` off for
 * this transaction only, set from the RETURNING list): a key's calls queue on its row lock, which a durable
 * commit holds through an fsync, so one busy key would serialize on the disk. A database crash can forget
 * the last fraction of a second of counts (a key gets a few more calls that minute); nothing else is written.
 */
export async function authenticateKeyCall(
  db: Db,
  keyHash: string,
  now: Date,
  windowSeconds: number,
): Promise<(KeyOwner & { calls: KeyCalls | null }) | undefined> {
  const values = { keyHash, now: now.toISOString(), windowSeconds };
  const text = keyCallText(db);
  const [row] = text ? (await text.execute(values)).map(toKeyCallRow) : await keyCallStatement(db).execute(values);
  if (!row) return undefined;
  const { calls, windowStartedMs, userId, username, email, isAdmin, trialEndsAt, timeZone, subscription, ...key } = row;
  return {
    key,
    user: { id: userId, username, email, isAdmin, trialEndsAt, timeZone },
    subscription: toActiveSubscription(subscription),
    calls: calls === null || windowStartedMs === null ? null : { count: calls, windowStartedAt: new Date(windowStartedMs) },
  };
}

/**
 * authenticateKeyCall's statement, prepared once per database (every v1 call runs it): PostgreSQL parses and
 * plans it once per pooled connection instead of on every call (decision 0016: planning this statement costs
 * more than running it, and a v1 call's CPU is what caps a key's calls per second, not its row lock).
 */
function buildKeyCallStatement(db: Db) {
  const at = sql`${sql.placeholder("now")}::timestamptz`;
  const windowOpen = sql`${apiKeys.windowStartedAt} > ${at} - make_interval(secs => ${sql.placeholder("windowSeconds")}::int)`;
  const keyHash = sql.placeholder("keyHash");
  // The counting UPDATE is a data-modifying CTE, which drizzle takes as SQL (its $with builds selects).
  const counted = db
    .$with("counted", {
      calls: sql<number>`calls`.mapWith(Number).as("calls"),
      windowStartedMs: sql<number>`window_started_ms`.mapWith(Number).as("window_started_ms"),
    })
    .as(
      sql`update ${apiKeys} set
        ${sql.identifier("window_started_at")} = case when ${windowOpen} then ${apiKeys.windowStartedAt} else ${at} end,
        ${sql.identifier("calls_in_window")} = case when ${windowOpen} then ${apiKeys.callsInWindow} + 1 else 1 end
      where ${apiKeys.keyHash} = ${keyHash} and ${apiKeys.revokedAt} is null and (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > ${at})
      returning ${apiKeys.callsInWindow} as calls, (extract(epoch from ${apiKeys.windowStartedAt}) * 1000)::float8 as window_started_ms,
        set_config('synchronous_commit', 'off', true) as commit_mode`,
    );
  const prepared = db
    .with(counted)
    .select({ ...keyOwnerColumns(sql.placeholder("now")), calls: counted.calls, windowStartedMs: counted.windowStartedMs })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(counted, sql`true`)
    .where(eq(apiKeys.keyHash, keyHash))
    .prepare("api_key_call");
  // toKeyCallRow reads by position: a column added to or moved here fails at its first use.
  const paths = (prepared as unknown as { fields?: { path: string[] }[] }).fields?.map((f) => f.path.join("."));
  if (paths?.join() !== KEY_CALL_COLUMNS.join()) throw new Error(`api_key_call: the statement's columns are ${paths?.join()}`);
  return prepared;
}
const keyCallStatement = preparedStatement(buildKeyCallStatement);
/** The same statement on PostgreSQL without the driver's per-query work (decision 0019-pgshare), read by toKeyCallRow. */
const keyCallText = textRowsStatement(buildKeyCallStatement);

const KEY_CALL_COLUMNS =
  "id scope revokedAt expiresAt lastUsedAt userId username email isAdmin trialEndsAt timeZone subscription calls windowStartedMs".split(
    " ",
  );
const dateOrNull = (v: string | null | undefined) => (v === null || v === undefined ? null : new Date(v));
const numberOrNull = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** A row of the key's statement as PostgreSQL's text, as drizzle maps it (the plan's JSON as text). */
function toKeyCallRow(r: TextRow) {
  return {
    id: Number(r[0]),
    scope: r[1] as ApiKeyScope,
    revokedAt: dateOrNull(r[2]),
    expiresAt: dateOrNull(r[3]),
    lastUsedAt: dateOrNull(r[4]),
    userId: Number(r[5]),
    username: r[6]!,
    email: r[7]!,
    isAdmin: r[8] === "t",
    trialEndsAt: new Date(r[9]!),
    timeZone: r[10] ?? null,
    subscription: r[11] ?? null,
    calls: numberOrNull(r[12]),
    windowStartedMs: numberOrNull(r[13]),
  };
}

/** Records a use, at most once a minute per key: one conditional UPDATE, nothing written in between. */
export async function touchApiKey(db: Db, id: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - API_KEY_LAST_USED_EVERY_SECONDS * 1000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}
