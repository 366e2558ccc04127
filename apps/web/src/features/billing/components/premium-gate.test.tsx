import type { TrialStatus } from "@app/shared";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { PremiumGate, type PremiumGateProps } from "./premium-gate.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const trial = (daysLeft: number): TrialStatus => ({
  trialActive: daysLeft > 0,
  trialDaysLeft: daysLeft,
  trialEndDate: "2026-01-06T10:00:00.000Z",
  isPremium: false,
  subscriptionPlan: daysLeft > 0 ? "trial" : "free",
});

function renderGate(props: Partial<PremiumGateProps> = {}) {
  return renderRoutes(
    "/dashboard?tab=goals",
    <Routes>
      <Route
        path="/dashboard"
        element={
          <PremiumGate feature="ai-goal-recommendations" preview={<p>Sample recommendations</p>} {...props}>
            <p>Your recommendations</p>
          </PremiumGate>
        }
      />
    </Routes>,
  );
}

const withStatus = (status: TrialStatus) => mockFetch({ ...signedInAs(ada), "GET /api/trial-status": { body: status } });

describe("premium gate", () => {
  it("asks a signed-out visitor to log in or register and come back, over the preview", async () => {
    mockFetch(signedOut);
    renderGate();

    const login = await screen.findByRole("link", { name: "Login or Register" });
    expect(login.getAttribute("href")).toBe("/auth?redirect=%2Fdashboard%3Ftab%3Dgoals");
    expect(screen.getByRole("heading", { name: "Sign in to use this feature" })).toBeInTheDocument();
    expect(screen.queryByText("Your recommendations")).not.toBeInTheDocument();
    // The preview is there to look at, not to use: hidden from assistive technology and inert.
    const preview = screen.getByText("Sample recommendations").parentElement!;
    expect(preview.getAttribute("aria-hidden")).toBe("true");
    expect(preview.hasAttribute("inert")).toBe(true);
  });

  it("shows the content and the trial days left during the trial", async () => {
    withStatus(trial(3));
    renderGate();

    expect(await screen.findByText("Your recommendations")).toBeInTheDocument();
    expect(screen.getByText("3 days left in your free trial")).toBeInTheDocument();
    expect(screen.queryByText("Sample recommendations")).not.toBeInTheDocument();
  });

  it("says 'day' for the last day of the trial", async () => {
    withStatus(trial(1));
    renderGate();
    expect(await screen.findByText("1 day left in your free trial")).toBeInTheDocument();
  });

  it("offers Upgrade Now instead of the content once the trial has expired", async () => {
    withStatus(trial(0));
    renderGate();

    expect(await screen.findByRole("heading", { name: "Unlock Premium Features" })).toBeInTheDocument();
    expect(screen.getByText("Your free trial has ended. Upgrade to Premium to use this feature again.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Now" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByText("Your recommendations")).not.toBeInTheDocument();
    expect(screen.getByText("Sample recommendations")).toBeInTheDocument();
  });

  it("lets a Free-plan user through to a feature the Free plan keeps", async () => {
    withStatus(trial(0));
    renderGate({ feature: "bmi-calculator" });
    expect(await screen.findByText("Your recommendations")).toBeInTheDocument();
    expect(screen.queryByText("Upgrade Now")).not.toBeInTheDocument();
  });

  it("locks a feature the trial does not include, even while the trial runs", async () => {
    withStatus(trial(4));
    renderGate({ feature: "premium-support", preview: undefined });
    expect(await screen.findByText("This feature is not part of your plan. Upgrade to Premium to use it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Now" })).toBeInTheDocument();
  });

  it("shows the content alone to a premium user", async () => {
    withStatus({ ...trial(0), isPremium: true, subscriptionPlan: "premium-monthly" });
    renderGate({ feature: "api-access" });
    expect(await screen.findByText("Your recommendations")).toBeInTheDocument();
    expect(screen.queryByText(/left in your free trial/)).not.toBeInTheDocument();
  });

  it("shows the content to an administrator without waiting for the plan", async () => {
    const calls = mockFetch({
      "GET /api/user": { body: { id: 1, username: "admin", email: "admin@example.com", isAdmin: true } },
      "GET /api/trial-status": () => new Promise(() => {}),
    });
    renderGate({ feature: "white-label" });
    expect(await screen.findByText("Your recommendations")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain("/api/user");
  });

  it("treats a missing plan reply as an inactive trial", async () => {
    mockFetch({
      ...signedInAs(ada),
      "GET /api/trial-status": { status: 500, body: { error: "INTERNAL", message: "Internal Server Error" } },
    });
    renderGate();
    expect(await screen.findByRole("link", { name: "Upgrade Now" })).toBeInTheDocument();
  });
});
