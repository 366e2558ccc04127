import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { AppError, TooManyRequestsError } from "../../lib/errors.ts";
import { limitReached, recordEvents, type Window } from "../throttle/index.ts";
import * as repo from "./auth.repository.ts";

/** 5 failed codes per 15 minutes per IP. */
export const ADMIN_ACCESS_FAILURES: Window = { bucket: "admin-access-failure", max: 5, windowMs: 15 * 60_000 };
export const AdminAccessMessages = {
  disabled: "Administrator access is not enabled on this server",
  invalid: "Invalid access code",
  tooMany: "Too many failed attempts. Please try again later.",
} as const;

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant-time comparison of the given code with the server secret. */
export const codeMatches = (given: string, secret: string): boolean => timingSafeEqual(digest(given), digest(secret));

/** Checks the code and returns the built-in administrator on success. */
export async function verifyAdminAccess(deps: { db: Db; now: () => Date; secret?: string }, code: string, ip: string) {
  if (!deps.secret) throw new AppError(403, "FORBIDDEN", AdminAccessMessages.disabled);
  const now = deps.now();
  const wait = await limitReached(deps.db, ADMIN_ACCESS_FAILURES, [ip], now);
  if (wait !== null) throw new TooManyRequestsError(AdminAccessMessages.tooMany, wait);
  if (!codeMatches(code, deps.secret)) {
    await recordEvents(deps.db, ADMIN_ACCESS_FAILURES.bucket, [ip], now);
    return undefined;
  }
  const admin = await repo.findUserByLogin(deps.db, "admin");
  if (!admin?.isAdmin) throw new AppError(500, "INTERNAL", "The administrator account is missing");
  return admin;
}
