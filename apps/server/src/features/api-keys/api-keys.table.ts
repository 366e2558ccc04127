import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/**
 * A user's API keys. Only the SHA-256 of a key is stored (`keyHash`); `displayPrefix` is its first few
 * characters, shown in the list. The full key exists only in the answer to its creation.
 * `windowStartedAt`/`callsInWindow` are the key's rate-limit counter (a fixed window that starts with its
 * first call), counted by the same statement that authenticates a call (api-keys.repository.ts).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    displayPrefix: text().notNull(),
    keyHash: text().notNull(),
    scope: text({ enum: ["read", "read-write"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    windowStartedAt: timestamp({ withTimezone: true }),
    callsInWindow: integer().notNull().default(0),
  },
  (t) => [index("api_keys_user_idx").on(t.userId), uniqueIndex("api_keys_hash_idx").on(t.keyHash)],
);
