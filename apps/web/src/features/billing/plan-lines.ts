import { FREE_HISTORY_DAYS, FREE_SUGGESTIONS_PER_WEEK, type AppSettings, type SubscriptionPlan } from "@app/shared";
import type { MessageKey } from "../../i18n/en.ts";
import type { Locale } from "../../i18n/i18n.tsx";
import { formatMoney, planPrices } from "./format.ts";

/** One line of a plan's feature list: its text and whether the plan includes it. */
export interface PlanLine {
  key: MessageKey;
  values?: Record<string, string | number>;
  included: boolean;
}

const plural = (count: number, one: MessageKey, other: MessageKey) => (count === 1 ? one : other);

/**
 * The Free plan of the pricing card (docs/product/access-and-plans.md#roles and the product decisions): basic tracking, the
 * calculators, goals, a short history and a few AI suggestions a week; the AI and photo features are not
 * included. The limits come from the server.
 */
export function freePlanLines(settings: Pick<AppSettings, "freeHistoryDays" | "freeSuggestionsPerWeek">): PlanLine[] {
  const days = settings.freeHistoryDays;
  const suggestions = settings.freeSuggestionsPerWeek;
  return [
    { key: "planLine.basicTracking", included: true },
    { key: "planLine.calculators", included: true },
    { key: "planLine.goals", included: true },
    { key: plural(days, "planLine.history.one", "planLine.history.other"), values: { count: days }, included: true },
    { key: plural(suggestions, "planLine.suggestions.one", "planLine.suggestions.other"), values: { count: suggestions }, included: true },
    { key: "planLine.photo", included: false },
    { key: "planLine.mealRecommendations", included: false },
    { key: "planLine.goalRecommendations", included: false },
    { key: "planLine.analytics", included: false },
  ];
}

/** What the trial unlocks (docs/product/access-and-plans.md#plan-states trial features, as PLAN_FEATURES.trial). */
const TRIAL_LINES: MessageKey[] = [
  "planLine.unlimitedSuggestions",
  "planLine.fullHistory",
  "planLine.photo",
  "planLine.chatbot",
  "planLine.recommendations",
  "planLine.planner",
  "planLine.analytics",
];

/** Premium: the trial's features plus priority support and API access (PLAN_FEATURES.premium-*). */
export const premiumPlanLines = (): PlanLine[] =>
  [...TRIAL_LINES, "planLine.support", "planLine.api"].map((key) => ({ key: key as MessageKey, included: true }));

/** The yearly card: the monthly plan's features, one payment, and the saving computed from the server's prices. */
export function yearlyPlanLines(settings: AppSettings, locale: Locale): PlanLine[] {
  const prices = planPrices(settings);
  const lines: PlanLine[] = [
    { key: "planLine.everythingMonthly", included: true },
    { key: "planLine.singlePayment", included: true },
  ];
  if (prices && prices.yearlySaving > 0) {
    lines.push({
      key: "planLine.yearlySaving",
      values: { amount: formatMoney(locale, prices.yearlySaving, prices.currency) },
      included: true,
    });
  }
  return lines;
}

/** What the user's current plan includes, for the subscription page. */
export function currentPlanLines(plan: SubscriptionPlan, settings: AppSettings | undefined): PlanLine[] {
  switch (plan) {
    case "free":
      return freePlanLines(settings ?? { freeHistoryDays: FREE_HISTORY_DAYS, freeSuggestionsPerWeek: FREE_SUGGESTIONS_PER_WEEK });
    case "trial":
      return [
        { key: "planLine.basicTracking", included: true },
        { key: "planLine.calculators", included: true },
        { key: "planLine.goals", included: true },
        ...TRIAL_LINES.map((key) => ({ key, included: true })),
      ];
    case "premium-monthly":
    case "premium-yearly":
      return [
        { key: "planLine.basicTracking", included: true },
        { key: "planLine.calculators", included: true },
        { key: "planLine.goals", included: true },
        ...premiumPlanLines(),
      ];
    case "unlimited":
      return [{ key: "planLine.everything", included: true }, ...premiumPlanLines(), { key: "planLine.whiteLabel", included: true }];
  }
}
