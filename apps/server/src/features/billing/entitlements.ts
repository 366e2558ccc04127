import { canUse, computeTrialStatus, FREE_HISTORY_DAYS, addDays, planInForce, toLocalDate, type Feature, type PlanInForce, type TrialStatus } from "@app/shared";
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

/**
 * The plan in force when it needs no look-up (it came with the session or the API key, or planStatusOf ran):
 * decided at once, without a promise; undefined otherwise.
 */
function knownPlan(request: FastifyRequest): PlanInForce | undefined {
  if (request.planStatus) return request.planStatus;
  if (request.subscription === undefined) return undefined;
  return planInForce(currentUser(request), request.server.clock(), request.subscription);
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
export function earliestVisibleDay(request: FastifyRequest): string | undefined | Promise<string | undefined> {
  // Without a promise when the plan came with the session (a dashboard read).
  const known = knownPlan(request);
  return known ? earliestFor(request, known) : planStatusOf(request).then((status) => earliestFor(request, status));
}

function earliestFor(request: FastifyRequest, plan: PlanInForce): string | undefined {
  if (canUse(plan, "unlimited-meal-history")) return undefined;
  return addDays(toLocalDate(request.server.clock(), currentUser(request).timeZone), -(FREE_HISTORY_DAYS - 1));
}
