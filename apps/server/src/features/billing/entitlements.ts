import { canUse, computeTrialStatus, FREE_HISTORY_DAYS, addDays, toLocalDate, type Feature, type TrialStatus } from "@app/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, UnauthorizedError } from "../../lib/errors.ts";
import { currentUser } from "../auth/index.ts";
import { findActiveSubscription } from "./billing.repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The plan status, looked up once per request. */
    planStatus?: TrialStatus;
  }
}

export const PREMIUM_REQUIRED_MESSAGE = "This feature needs an active trial or a Premium plan. Upgrade to unlock it.";

/** The one place that decides what the signed-in user may do now. */
export async function planStatusOf(request: FastifyRequest): Promise<TrialStatus> {
  if (request.planStatus) return request.planStatus;
  const user = currentUser(request);
  const now = request.server.clock();
  // Read with the session or the API key (the same query); looked up here only when it was not.
  const subscription =
    request.subscription !== undefined ? request.subscription : await findActiveSubscription(request.server.db, user.id, now);
  request.planStatus = computeTrialStatus(user, now, subscription);
  return request.planStatus;
}

export async function userCan(request: FastifyRequest, feature: Feature): Promise<boolean> {
  return canUse(await planStatusOf(request), feature);
}

/** preHandler for premium endpoints: 401 for guests, 403 PREMIUM_REQUIRED without the entitlement. */
export function requireEntitlement(feature: Feature) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw new UnauthorizedError();
    if (!(await userCan(request, feature))) throw new AppError(403, "PREMIUM_REQUIRED", PREMIUM_REQUIRED_MESSAGE);
  };
}

/**
 * The earliest calendar day the user may see in meal lists and trends: the Free plan reaches back
 * 7 days (today included); trial, premium and admin see everything. Nothing is ever deleted.
 */
export async function earliestVisibleDay(request: FastifyRequest): Promise<string | undefined> {
  if (await userCan(request, "unlimited-meal-history")) return undefined;
  const user = currentUser(request);
  return addDays(toLocalDate(request.server.clock(), user.timeZone), -(FREE_HISTORY_DAYS - 1));
}
