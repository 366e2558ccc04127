import type { TrialStatus } from "@app/shared";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { PlanStatus } from "./plan-status.tsx";

const base: TrialStatus = { trialActive: true, trialDaysLeft: 5, trialEndDate: null, isPremium: false, subscriptionPlan: "trial" };

function show(status: Partial<TrialStatus>) {
  render(
    <MemoryRouter>
      <I18nProvider initialLocale="en">
        <PlanStatus status={{ ...base, ...status }} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("plan status", () => {
  it.each([
    [{ trialDaysLeft: 5 }, "5 days left in your free trial"],
    [{ trialDaysLeft: 1 }, "1 day left in your free trial"],
    [{ trialDaysLeft: 999, subscriptionPlan: "unlimited" as const }, "Admin Access Enabled"],
    [{ isPremium: true, subscriptionPlan: "premium-yearly" as const, trialActive: false, trialDaysLeft: 0 }, "Annual Premium"],
  ])("%o reads %s", (status, text) => {
    show(status);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("offers Upgrade once the trial has expired", () => {
    show({ trialActive: false, trialDaysLeft: 0, subscriptionPlan: "free" });
    expect(screen.getByText("Trial Period Expired")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
  });
});
