import type { AppSettings, TrialStatus } from "@app/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const settings: AppSettings = {
  trialDays: 5,
  paywall: "soft",
  currency: "usd",
  plans: [
    { id: "premium-monthly", amountMinor: 399, interval: "month" },
    { id: "premium-yearly", amountMinor: 3999, interval: "year" },
  ],
  freeSuggestionsPerWeek: 5,
  freeHistoryDays: 7,
};
// Noon UTC, so the day is the same in every time zone the tests might run in.
const trialStatus: TrialStatus = {
  trialActive: true,
  trialDaysLeft: 4,
  trialEndDate: "2026-03-14T12:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "trial",
};

function as(status: TrialStatus) {
  mockFetch({ ...signedInAs(ada), "GET /api/trial-status": { body: status }, "GET /api/app-settings": { body: settings } });
}

const section = (name: string) => screen.getByRole("heading", { name }).closest("section")!;
/** The page itself: the account menu in the header repeats the plan status. */
const main = () => within(screen.getByRole("main"));

describe("/account/subscription", () => {
  it("shows a trial user's plan, when the trial ends, what it includes and the way up", async () => {
    as(trialStatus);
    renderApp("/account/subscription");

    expect(await screen.findByRole("heading", { level: 2, name: "Free Trial" })).toBeInTheDocument();
    expect(main().getByText("Active")).toBeInTheDocument();
    expect(main().getAllByText("4 days left in your free trial")).toHaveLength(1);
    expect(main().getByText("Trial ends")).toBeInTheDocument();
    expect(main().getByText("March 14, 2026")).toBeInTheDocument();
    expect(main().getByText("Photo food recognition")).toBeInTheDocument();

    const upgrade = within(section("Upgrade"));
    expect(upgrade.getByRole("link", { name: /Monthly Premium/ }).getAttribute("href")).toBe("/subscribe?plan=premium-monthly");
    expect(upgrade.getByRole("link", { name: /Annual Premium/ }).getAttribute("href")).toBe("/subscribe?plan=premium-yearly");
    expect(await upgrade.findByText("$39.99/year")).toBeInTheDocument();
    expect(upgrade.getByRole("link", { name: "Compare all plans" }).getAttribute("href")).toBe("/pricing");

    // API access is part of the trial (issue 19): the keys are one click away.
    expect(await within(section("API access")).findByRole("link", { name: "Manage API keys" })).toBeInTheDocument();
  });

  it("shows 'Trial Period Expired' with an upgrade button and the Free plan's limits after the trial", async () => {
    as({ ...trialStatus, trialActive: false, trialDaysLeft: 0, subscriptionPlan: "free" });
    renderApp("/account/subscription");

    expect(await screen.findByRole("heading", { level: 2, name: "Free" })).toBeInTheDocument();
    expect(main().getByText("Expired")).toBeInTheDocument();
    expect(main().getByText("Trial Period Expired")).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    expect(main().getByText("Trial ended")).toBeInTheDocument();
    expect(main().getByText("History of the last 7 days")).toBeInTheDocument();
    expect(main().getByText("Unlock every premium feature again with a Premium plan.")).toBeInTheDocument();
    // After the trial, API access needs Premium: the premium gate stands in its place.
    expect(await within(section("API access")).findByRole("link", { name: "Upgrade Now" })).toBeInTheDocument();
  });

  it("offers a monthly subscriber the yearly plan with its saving", async () => {
    as({ ...trialStatus, trialActive: false, trialDaysLeft: 0, isPremium: true, subscriptionPlan: "premium-monthly" });
    renderApp("/account/subscription");

    expect(await screen.findByRole("heading", { level: 2, name: "Monthly Premium" })).toBeInTheDocument();
    expect(main().getByText("$3.99/month")).toBeInTheDocument();
    expect(main().getByText("Switch to yearly billing and save 16%.")).toBeInTheDocument();
    expect(await within(section("API access")).findByRole("link", { name: "Manage API keys" })).toBeInTheDocument();
  });

  it("shows until when a subscriber's paid period runs, from the server's trial status", async () => {
    as({
      ...trialStatus,
      trialActive: false,
      trialDaysLeft: 0,
      isPremium: true,
      subscriptionPlan: "premium-yearly",
      currentPeriodEnd: "2027-02-10T12:00:00.000Z",
    });
    renderApp("/account/subscription");

    expect(await screen.findByRole("heading", { level: 2, name: "Annual Premium" })).toBeInTheDocument();
    expect(main().getByText("Access until")).toBeInTheDocument();
    expect(main().getByText("February 10, 2027")).toBeInTheDocument();
  });

  it("says 'Admin Access Enabled' to an administrator", async () => {
    mockFetch({
      ...signedInAs({ id: 1, username: "admin", email: "admin@example.com", isAdmin: true }),
      "GET /api/trial-status": {
        body: {
          trialActive: true,
          trialDaysLeft: 999,
          trialEndDate: "2036-01-01T00:00:00.000Z",
          isPremium: false,
          subscriptionPlan: "unlimited",
        },
      },
      "GET /api/app-settings": { body: settings },
    });
    renderApp("/account/subscription");
    expect(await screen.findByRole("heading", { level: 2, name: "Unlimited" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText("Admin Access Enabled")).toBeInTheDocument();
    expect(main().getByText("Administrators have every feature, with no time limit.")).toBeInTheDocument();
  });

  it("asks a visitor to log in or register and come back", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/account/subscription");
    const login = await screen.findByRole("link", { name: "Login or Register" });
    expect(login.getAttribute("href")).toBe("/auth?redirect=/account/subscription");
  });
});
