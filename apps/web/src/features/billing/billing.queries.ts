import { ADMIN_DISPLAY_THRESHOLD_DAYS, type TrialStatus } from "@app/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const billingKeys = {
  trialStatus: ["billing", "trial-status"] as const,
  appSettings: ["billing", "app-settings"] as const,
};

// The plan badge and the landing page's prices are part of the first download; their schemas (and zod) are not.
const billingSchemas = {
  trialStatus: () => import("@app/shared/auth").then((m) => m.TrialStatusSchema),
  appSettings: () => import("@app/shared/auth").then((m) => m.AppSettingsSchema),
};

export const TRIAL_STATUS_REFRESH_MS = 60_000;

/** The signed-in user's trial and plan, refreshed every 60 s while signed in (docs/product/access-and-plans.md#sessions). */
export function useTrialStatus(signedIn: boolean) {
  return useQuery({
    queryKey: billingKeys.trialStatus,
    queryFn: ({ signal }) => api.get("/api/trial-status", billingSchemas.trialStatus, signal),
    enabled: signedIn,
    refetchInterval: signedIn ? TRIAL_STATUS_REFRESH_MS : false,
    staleTime: TRIAL_STATUS_REFRESH_MS,
  });
}

/**
 * The server's public settings: trial length, paywall mode, currency and the plan table. Prices are shown
 * only from here, never typed into the client. They change only with a server restart, so they are
 * fetched once per page load.
 */
export const appSettingsQuery = queryOptions({
  queryKey: billingKeys.appSettings,
  queryFn: ({ signal }) => api.get("/api/app-settings", billingSchemas.appSettings, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

export type PlanDisplay =
  | { kind: "admin" }
  | { kind: "premium"; plan: "premium-monthly" | "premium-yearly" | "unlimited" }
  | { kind: "trial"; daysLeft: number }
  | { kind: "expired" };

/** What the status line says about a plan (docs/product/access-and-plans.md#plan-states, "Display"). */
export function describePlan(status: TrialStatus): PlanDisplay {
  if (status.trialDaysLeft > ADMIN_DISPLAY_THRESHOLD_DAYS) return { kind: "admin" };
  if (status.isPremium) {
    const plan =
      status.subscriptionPlan === "premium-yearly" || status.subscriptionPlan === "unlimited" ? status.subscriptionPlan : "premium-monthly";
    return { kind: "premium", plan };
  }
  if (status.trialActive) return { kind: "trial", daysLeft: status.trialDaysLeft };
  return { kind: "expired" };
}
