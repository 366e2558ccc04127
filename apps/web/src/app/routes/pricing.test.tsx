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
const DAY_MS = 86_400_000;

function trial(daysLeft: number): TrialStatus {
  return {
    trialActive: daysLeft > 0,
    trialDaysLeft: daysLeft,
    trialEndDate: new Date(Date.now() + daysLeft * DAY_MS).toISOString(),
    isPremium: false,
    subscriptionPlan: daysLeft > 0 ? "trial" : "free",
  };
}

function signedInWith(status: TrialStatus, user = ada) {
  return mockFetch({
    ...signedInAs(user),
    "GET /api/trial-status": { body: status },
    "GET /api/app-settings": { body: settings },
  });
}

/** A plan card, found by its name. */
function card(name: string): HTMLElement {
  const item = screen.getByRole("heading", { level: 2, name }).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

const cards = async () => within(await screen.findByRole("list", { name: "Plans" }));

describe("pricing page trial alerts", () => {
  it("shows no alert at 3 days left", async () => {
    signedInWith(trial(3));
    renderApp("/pricing");
    await cards();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    [2, "You have 2 days left in your free trial. Choose a plan to keep every premium feature."],
    [1, "You have 1 day left in your free trial. Choose a plan to keep every premium feature."],
  ])("warns in amber at %i day(s) left", async (days, text) => {
    signedInWith(trial(days));
    renderApp("/pricing");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Your trial is about to expire" })).toBeInTheDocument();
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(alert.className).toContain("amber");
    expect(screen.queryByText("Your trial period has expired")).not.toBeInTheDocument();
  });

  it("says in red that the trial has expired at 0 days left", async () => {
    signedInWith(trial(0));
    renderApp("/pricing");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Your trial period has expired" })).toBeInTheDocument();
    expect(alert.className).toContain("red");
    expect(screen.queryByText("Your trial is about to expire")).not.toBeInTheDocument();
    // The Free plan is the current plan now.
    expect((await cards()).getByRole("button", { name: "Current Plan" })).toBeInTheDocument();
  });

  it("shows no alert to a signed-out visitor", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/pricing");
    await cards();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows no alert to a premium user whose trial is over, nor to an administrator", async () => {
    signedInWith({ ...trial(0), isPremium: true, subscriptionPlan: "premium-yearly" });
    const first = renderApp("/pricing");
    expect(await (await cards()).findByRole("button", { name: "Current Plan" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    first.unmount();

    signedInWith(
      { trialActive: true, trialDaysLeft: 999, trialEndDate: "2036-01-01T00:00:00.000Z", isPremium: false, subscriptionPlan: "unlimited" },
      { id: 1, username: "admin", email: "admin@example.com", isAdmin: true },
    );
    renderApp("/pricing");
    expect(await (await cards()).findAllByRole("button", { name: "Included with Admin Access" })).toHaveLength(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is written in Italian, with 'giorno' for one day", async () => {
    signedInWith(trial(1));
    renderApp("/pricing", { locale: "it" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("La tua prova sta per scadere")).toBeInTheDocument();
    expect(within(alert).getByText(/Ti resta 1 giorno di prova gratuita/)).toBeInTheDocument();
    expect(within(await screen.findByRole("list", { name: "Piani" })).getByText("3,99 $")).toBeInTheDocument();
  });
});

describe("pricing page plans", () => {
  it("shows the three plans with the server's prices, badges and the Free plan's limits", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/pricing");
    await cards();
    const free = card("Free");
    const monthly = card("Monthly Premium");
    const yearly = card("Annual Premium");
    expect(within(free).getByText("$0")).toBeInTheDocument();
    for (const line of [
      "Basic meal tracking",
      "BMI and metabolism calculators",
      "History of the last 7 days",
      "5 AI suggestions per week",
    ]) {
      expect(within(free).getByText(line)).toBeInTheDocument();
    }
    expect(within(monthly).getByText("Most Popular")).toBeInTheDocument();
    expect(within(monthly).getByText("$3.99")).toBeInTheDocument();
    expect(within(yearly).getByText("Best Value")).toBeInTheDocument();
    expect(within(yearly).getByText("$39.99")).toBeInTheDocument();
    expect(within(yearly).getByText("Save 16%")).toBeInTheDocument();
    expect(within(yearly).getByText("$3.33 a month, billed once a year.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How the free trial works" })).toBeInTheDocument();
    expect(screen.getByText(/your 5-day trial starts at once/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("sends a signed-out visitor to sign in first, without the plan", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/pricing");
    const list = await cards();
    expect(list.getByRole("link", { name: "Choose Monthly" }).getAttribute("href")).toBe("/auth?redirect=/subscribe");
    expect(list.getByRole("link", { name: "Choose Yearly" }).getAttribute("href")).toBe("/auth?redirect=/subscribe");
    expect(list.getByRole("link", { name: "Get Started Free" }).getAttribute("href")).toBe("/auth?tab=register");
  });

  it("sends a signed-in user to /subscribe with the plan", async () => {
    signedInWith(trial(5));
    renderApp("/pricing");
    const list = await cards();
    expect(list.getByRole("link", { name: "Choose Monthly" }).getAttribute("href")).toBe("/subscribe?plan=premium-monthly");
    expect(list.getByRole("link", { name: "Choose Yearly" }).getAttribute("href")).toBe("/subscribe?plan=premium-yearly");
  });

  it("takes prices, currency and the trial length from the server", async () => {
    mockFetch({
      ...signedOut,
      "GET /api/app-settings": {
        body: {
          ...settings,
          trialDays: 7,
          currency: "eur",
          plans: [
            { id: "premium-monthly", amountMinor: 1000, interval: "month" },
            { id: "premium-yearly", amountMinor: 9000, interval: "year" },
          ],
        },
      },
    });
    renderApp("/pricing");
    const list = await cards();
    expect(list.getByText("€10.00")).toBeInTheDocument();
    expect(list.getByText("€90.00")).toBeInTheDocument();
    expect(list.getByText("Save 25%")).toBeInTheDocument();
    expect(screen.getByText(/your 7-day trial starts at once/)).toBeInTheDocument();
    expect(screen.getByText("All prices in EUR.")).toBeInTheDocument();
  });
});
