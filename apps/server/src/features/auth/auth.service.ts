import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { AuthMessages, DAY_MS, type RegisterInput, type ResetPasswordInput } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { ConflictError, BadRequestError, TooManyRequestsError } from "../../lib/errors.ts";
import type { Jobs } from "../jobs/index.ts";
import type { MailSender } from "../mail/index.ts";
import { clearEvents, consumeQuota, releaseSlots, takeSlots, type Window } from "../throttle/index.ts";
import * as repo from "./auth.repository.ts";
import { hashPassword, unusablePasswordHash, verifyPassword } from "./passwords.ts";

const MINUTE = 60_000;
/** 10 failures in 15 minutes, per account (all its aliases) and per client IP. */
export const LOGIN_FAILURES: Window = { bucket: "login-failure", max: 10, windowMs: 15 * MINUTE };
/** Registrations per client IP per hour (`REGISTRATIONS_PER_IP_PER_HOUR`, default 10). */
const registrations = (max: number): Window => ({ bucket: "register", max, windowMs: 60 * MINUTE });
/** Reset codes per address per day (existing or not, so the limit is no oracle), and requests per IP per minute. */
export const RESET_REQUESTS_PER_EMAIL: Window = { bucket: "reset-email", max: 5, windowMs: DAY_MS };
export const RESET_REQUESTS_PER_IP: Window = { bucket: "reset-ip", max: 10, windowMs: MINUTE };
export const RESET_CODE_TTL_MS = 10 * MINUTE;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Browser sessions end after a day without activity; every session ends 30 days after sign-in. */
export const SESSION_IDLE_MS = DAY_MS;

/** Housekeeping: deletes the sessions that are expired or idle at `now` (they would be refused anyway). */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  await repo.deleteDeadSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}
export const SESSION_MAX_MS = 30 * DAY_MS;
export const SESSION_TOUCH_MS = 5 * MINUTE;

export interface AuthDeps {
  db: Db;
  mail: MailSender;
  jobs: Pick<Jobs, "enqueue">;
  now: () => Date;
  trialDays: number;
  registrationsPerHour: number;
  resetCodeKey: string;
  /** The key of the trial claims' address HMACs (the deletion audit's key). */
  auditKey: string;
}

/** An account re-created with the same address within this many days gets no new trial (001 §9). */
export const TRIAL_CLAIM_DAYS = 30;
export const trialClaimHash = (key: string, email: string) =>
  createHmac("sha256", key).update(`trial-claim:${email.trim().toLowerCase()}`).digest("hex");

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const newSessionToken = (): string => randomBytes(32).toString("base64url");

export async function startSession(deps: Pick<AuthDeps, "db" | "now">, userId: number, persistent: boolean): Promise<string> {
  const token = newSessionToken();
  const now = deps.now();
  await repo.insertSession(deps.db, {
    tokenHash: repo.hashToken(token),
    userId,
    persistent,
    now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return token;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function rejectTaken(db: Db, input: RegisterInput): Promise<never> {
  const taken = await repo.findTakenFields(db, input.username, input.email);
  const issues = [
    ...(taken.username ? [{ path: "username", message: AuthMessages.usernameTaken }] : []),
    ...(taken.email ? [{ path: "email", message: AuthMessages.emailTaken }] : []),
  ];
  if (issues.length === 0) issues.push({ path: "username", message: AuthMessages.usernameTaken });
  throw new ConflictError(issues[0]!.message, issues);
}

export async function register(deps: AuthDeps, input: RegisterInput, client: ClientInfo) {
  const now = deps.now();
  // The slot is taken before any work: parallel registrations from one address cannot pass together.
  const slot = await consumeQuota(deps.db, registrations(deps.registrationsPerHour), [client.ip], now);
  if (!slot.allowed) throw new TooManyRequestsError(AuthMessages.tooManyRequests, slot.retryAfterSeconds);

  const taken = await repo.findTakenFields(deps.db, input.username, input.email);
  if (taken.username || taken.email) await rejectTaken(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  // One trial per person: an address whose account was deleted in the last 30 days starts on the Free plan.
  const claimed = await repo.hasTrialClaimSince(
    deps.db,
    trialClaimHash(deps.auditKey, input.email),
    new Date(now.getTime() - TRIAL_CLAIM_DAYS * DAY_MS),
  );
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(deps.db, {
      username: input.username,
      email: input.email,
      passwordHash,
      timeZone: input.timeZone ?? null,
      registrationIp: client.ip,
      registrationUserAgent: client.userAgent?.slice(0, 512) ?? null,
      trialEndsAt: claimed ? now : new Date(now.getTime() + deps.trialDays * DAY_MS),
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) await rejectTaken(deps.db, input);
    throw error;
  }
  const token = await startSession(deps, user.id, false);
  return { user, token };
}

export async function login(deps: AuthDeps, input: { username: string; password: string; rememberMe: boolean }, client: ClientInfo) {
  const now = deps.now();
  const user = await repo.findUserByLogin(deps.db, input.username);
  // Aliases (username in any case, e-mail) of one account share one counter.
  const accountKey = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
  const ipKey = `ip:${client.ip}`;
  // Every attempt counts as a failure before its password is checked, so parallel attempts cannot
  // check more passwords than the limit; a success gives its slots back.
  const slot = await takeSlots(
    deps.db,
    [
      { window: LOGIN_FAILURES, key: accountKey },
      { window: LOGIN_FAILURES, key: ipKey },
    ],
    now,
  );
  if (!slot.allowed) throw new TooManyRequestsError(AuthMessages.tooManyLoginAttempts, slot.retryAfterSeconds);

  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) return undefined;
  await releaseSlots(deps.db, slot.ids);
  await clearEvents(deps.db, LOGIN_FAILURES.bucket, accountKey);
  const token = await startSession(deps, user.id, input.rememberMe);
  return { user, token };
}

export async function resolveSession(
  deps: Pick<AuthDeps, "db" | "now">,
  token: string,
  read?: { statement: repo.SessionReadStatement; values: Record<string, unknown> },
) {
  const now = deps.now();
  const tokenHash = repo.hashToken(token);
  const row = await repo.findSessionUser(deps.db, tokenHash, now, new Date(now.getTime() - SESSION_IDLE_MS), read);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) await repo.touchSession(deps.db, tokenHash, now);
  return { user: row.user, subscription: repo.toActiveSubscription(row.subscription), data: row.data };
}

export const endSession = (db: Db, token: string) => repo.deleteSession(db, repo.hashToken(token));

const hmacCode = (key: string, userId: number, code: string) => createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");

export const generateCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export async function requestPasswordReset(deps: AuthDeps, email: string, client: ClientInfo): Promise<void> {
  const now = deps.now();
  const address = email.toLowerCase();
  const slot = await takeSlots(
    deps.db,
    [
      { window: RESET_REQUESTS_PER_IP, key: client.ip },
      { window: RESET_REQUESTS_PER_EMAIL, key: address },
    ],
    now,
  );
  if (!slot.allowed) throw new TooManyRequestsError(AuthMessages.tooManyRequests, slot.retryAfterSeconds);

  // The answer does the same work whether or not the address has an account: it stores one job.
  // The look-up, the code and the mail happen in the worker, after the answer (SECURITY.md T-ENUM-03).
  await deps.jobs.enqueue(PASSWORD_RESET_JOB, { email: address });
}

export const PASSWORD_RESET_JOB = "password-reset-code";

/** The worker's half of a reset request: a code and its mail for an existing account, nothing otherwise. */
export async function sendResetCode(deps: AuthDeps, payload: Record<string, unknown>): Promise<void> {
  const now = deps.now();
  const user = typeof payload.email === "string" ? await repo.findUserByEmail(deps.db, payload.email) : undefined;
  if (!user) return;
  const code = generateCode();
  await repo.replaceResetCode(
    deps.db,
    user.id,
    hmacCode(deps.resetCodeKey, user.id, code),
    now,
    new Date(now.getTime() + RESET_CODE_TTL_MS),
  );
  await deps.mail.send({
    to: user.email,
    subject: "Your NutriPilot password reset code",
    text:
      `Hello ${user.username},\n\nyour NutriPilot password reset code is ${code}.\n` +
      "It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this message: your password stays as it is.\n\n" +
      "NutriPilot",
  });
}

export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput): Promise<void> {
  const now = deps.now();
  const user = await repo.findUserByEmail(deps.db, input.email);
  const invalid = new BadRequestError(AuthMessages.resetCodeInvalid);
  if (!user) throw invalid;
  const attempt = await repo.takeResetAttempt(deps.db, user.id, now, RESET_CODE_MAX_ATTEMPTS);
  if (!attempt) throw invalid;
  const expected = Buffer.from(attempt.codeHash, "hex");
  const given = Buffer.from(hmacCode(deps.resetCodeKey, user.id, input.resetCode), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  const passwordHash = await hashPassword(input.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeResetCode(tx, attempt.id, now))) return false;
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await repo.deleteSessionsOfUser(tx, user.id);
    return true;
  });
  if (!done) throw invalid;
  await clearEvents(deps.db, LOGIN_FAILURES.bucket, `user:${user.id}`);
  await deps.mail.send({
    to: user.email,
    subject: "Your NutriPilot password was changed",
    text: `Hello ${user.username},\n\nyour NutriPilot password was just changed and every device was signed out.\nIf this was not you, reset your password at once and contact support.\n\nNutriPilot`,
  });
}

/** The built-in administrator (username `admin`), created at first start. It has no usable password. */
export async function ensureAdminAccount(deps: Pick<AuthDeps, "db" | "now">): Promise<void> {
  if (await repo.findUserByLogin(deps.db, "admin")) return;
  const now = deps.now();
  try {
    await repo.insertUser(deps.db, {
      username: "admin",
      email: "admin@nutripilot.invalid",
      passwordHash: await unusablePasswordHash(),
      isAdmin: true,
      trialEndsAt: new Date(now.getTime() + 3650 * DAY_MS),
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
