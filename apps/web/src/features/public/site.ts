import { TRIAL_WARNING_DAYS } from "@app/shared/plans";
import type { Values } from "./components/rich-text.tsx";
import type { PlanFacts } from "./plan-facts.ts";

/** The product's support inbox: the only address the contact forms write to (spec README, server SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = "support@nutripilot.app";

/** The values the long texts' {placeholders} take: the plan facts when loaded, and the fixed ones. */
export function textValues(facts: PlanFacts | undefined): Values {
  return { supportEmail: SUPPORT_EMAIL, warningDays: TRIAL_WARNING_DAYS, ...facts };
}
