import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, TooManyRequestsError } from "../../lib/errors.ts";
import { releaseSlots, takeSlots, type Window } from "../throttle/index.ts";
import * as repo from "./auth.repository.ts";

const WINDOW_MS = 15 * 60_000;
/** 5 failed codes per 15 minutes per IP. */
export const ADMIN_ACCESS_FAILURES: Window = { bucket: "admin-access-failure", max: 5, windowMs: WINDOW_MS };
/** Wrong codes from every address together (`ADMIN_ACCESS_MAX_FAILURES`); when full, code access is locked. */
export const adminAccessGlobalFailures = (max: number): Window => ({ bucket: "admin-access-global", max, windowMs: WINDOW_MS });
const GLOBAL_KEY = "all";

export const AdminAccessMessages = {
  disabled: "Administrator access is not enabled on this server",
  invalid: "Invalid access code",
  tooMany: "Too many failed attempts. Please try again later.",
} as const;

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant-time comparison of the given code with the server secret. */
export const codeMatches = (given: string, secret: string): boolean => timingSafeEqual(digest(given), digest(secret));

export interface AdminAccessDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  secret?: string;
  /** Wrong codes per 15 minutes from all addresses before code access locks. */
  maxFailures: number;
}

/**
 * Checks the code and returns the built-in administrator on success. Each attempt takes a failure slot
 * for its address and one in the global window before the code is compared (so parallel guesses cannot
 * check more codes than the limits); a right code gives them back.
 */
export async function verifyAdminAccess(deps: AdminAccessDeps, code: string, ip: string) {
  if (!deps.secret) throw new AppError(403, "FORBIDDEN", AdminAccessMessages.disabled);
  const now = deps.now();
  const global = adminAccessGlobalFailures(deps.maxFailures);
  const slot = await takeSlots(
    deps.db,
    [
      { window: ADMIN_ACCESS_FAILURES, key: ip },
      { window: global, key: GLOBAL_KEY },
    ],
    now,
  );
  if (!slot.allowed) {
    if (slot.full.some((s) => s.window === global)) {
      deps.log.warn(
        { ip, retryAfterSeconds: slot.retryAfterSeconds },
        "administrator code access is locked (too many wrong codes from all addresses); attempt refused",
      );
    }
    throw new TooManyRequestsError(AdminAccessMessages.tooMany, slot.retryAfterSeconds);
  }
  if (!codeMatches(code, deps.secret)) {
    if (slot.used[1]! >= deps.maxFailures) {
      deps.log.error(
        { failures: deps.maxFailures, windowMinutes: WINDOW_MS / 60_000 },
        `administrator code access locked: ${deps.maxFailures} wrong codes in 15 minutes from all addresses; it reopens when the oldest is 15 minutes old`,
      );
    }
    return undefined;
  }
  await releaseSlots(deps.db, slot.ids);
  const admin = await repo.findUserByLogin(deps.db, "admin");
  if (!admin?.isAdmin) throw new AppError(500, "INTERNAL", "The administrator account is missing");
  return admin;
}
