import type { AppSettings, TrialStatus } from "@app/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs } from "../../test/fetch-mock.ts";
import { renderApp, renderRoutes } from "../../test/render.tsx";
import { RequireActivePlan } from "./require-active-plan.tsx";
import { RequireAuth } from "./require-auth.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const admin = { id: 1, username: "admin", email: "admin@example.com", isAdmin: true };
const settings = (paywall: AppSettings["paywall"]): AppSettings => ({
  trialDays: 5,
  paywall,
  currency: "usd",
  plans: [
    { id: "premium-monthly", amountMinor: 399, interval: "month" },
    { id: "premium-yearly", amountMinor: 3999, interval: "year" },
  ],
  freeSuggestionsPerWeek: 5,
  freeHistoryDays: 7,
});
const expired: TrialStatus = {
  trialActive: false,
  trialDaysLeft: 0,
  trialEndDate: "2026-01-01T00:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "free",
};
const adminStatus: TrialStatus = {
  trialActive: true,
  trialDaysLeft: 999,
  trialEndDate: "2036-01-01T00:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "unlimited",
};

function as(user: typeof ada, status: TrialStatus, paywall: AppSettings["paywall"]) {
  mockFetch({ ...signedInAs(user), "GET /api/trial-status": { body: status }, "GET /api/app-settings": { body: settings(paywall) } });
}

/** The guard alone, around a stand-in page, as the router nests it (inside RequireAuth). */
function renderGuarded(path: string) {
  const { router } = renderRoutes(
    path,
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<RequireActivePlan />}>
          <Route path="/home" element={<h1>Home page</h1>} />
        </Route>
      </Route>
      <Route path="/pricing" element={<h1>Pricing page</h1>} />
    </Routes>,
  );
  return { router };
}

describe("access guard with the paywall", () => {
  it("sends an expired user to /pricing from a guarded page when PAYWALL=hard", async () => {
    as(ada, expired, "hard");
    const { router } = renderGuarded("/home");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(await screen.findByRole("heading", { name: "Pricing page" })).toBeInTheDocument();
  });

  it("keeps the payment pages reachable for that user", async () => {
    as(ada, expired, "hard");
    const { router } = renderApp("/subscribe?plan=premium-yearly");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/subscribe");
  });

  it("lets an expired user in with the default soft paywall (premium features show the gate instead)", async () => {
    as(ada, expired, "soft");
    const { router } = renderGuarded("/home");
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/home");
  });

  it("lets a trial user and a premium user in when PAYWALL=hard", async () => {
    as(ada, { ...expired, trialActive: true, trialDaysLeft: 2, subscriptionPlan: "trial" }, "hard");
    renderGuarded("/home");
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    cleanup();

    as(ada, { ...expired, isPremium: true, subscriptionPlan: "premium-monthly" }, "hard");
    renderGuarded("/home");
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
  });

  it("lets an administrator through to /admin when PAYWALL=hard", async () => {
    as(admin, adminStatus, "hard");
    const { router } = renderApp("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });
});
