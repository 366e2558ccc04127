import { createHash, randomBytes } from "node:crypto";
import { API_KEY_DISPLAY_CHARS, API_KEY_PREFIXES, API_KEYS_MAX, ApiKeyMessages, type ApiKey, type CreateApiKeyInput } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { BadRequestError } from "../../lib/errors.ts";
import { lockUserRow } from "../auth/index.ts";
import * as repo from "./api-keys.repository.ts";

const DAY_MS = 86_400_000;

/** SHA-256 of the key: 32 random bytes need no slow hash, and a look-up by hash stays one index read. */
export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/** A new key: `np_live_` (production) or `np_test_` and 32 random bytes in base64url (43 characters). */
export function generateApiKey(production: boolean): string {
  return `${production ? API_KEY_PREFIXES.live : API_KEY_PREFIXES.test}${randomBytes(32).toString("base64url")}`;
}

/**
 * Creates a key for the user, at most API_KEYS_MAX of them (counted under the user's row lock, so
 * parallel creations cannot pass the limit). The answer is the only place the full key ever appears.
 */
export async function createApiKey(
  db: Db,
  userId: number,
  input: { name: string; expiresInDays?: number | null; scope: CreateApiKeyInput["scope"] & string },
  now: Date,
  production: boolean,
): Promise<ApiKey> {
  const key = generateApiKey(production);
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    if ((await repo.countApiKeys(tx, userId)) >= API_KEYS_MAX)
      throw new BadRequestError(ApiKeyMessages.tooMany, [{ path: "name", message: ApiKeyMessages.tooMany }]);
    const row = await repo.insertApiKey(tx, userId, {
      name: input.name,
      displayPrefix: key.slice(0, API_KEY_DISPLAY_CHARS),
      keyHash: hashApiKey(key),
      scope: input.scope === "read" ? "read" : "read-write",
      createdAt: now,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
    });
    return { ...repo.toApiKey(row, now), apiKey: key };
  });
}
