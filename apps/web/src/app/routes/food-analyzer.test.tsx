import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const FLAG = "foodAnalyzerTrialUsed_localhost";

describe("/food-analyzer", () => {
  it("gives a visitor the analyzer with the free trial and the sign-up links", async () => {
    mockFetch(signedOut);
    renderApp("/food-analyzer");
    expect(await screen.findByRole("heading", { level: 1, name: "Food Analyzer" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Take Photo" })).toBeTruthy();
    expect(screen.getByText("Try it free: one analysis without an account.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/auth?mode=register");
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows the premium gate to a signed-in user on the Free plan", async () => {
    mockFetch({
      ...signedInAs(ada),
      "GET /api/trial-status": {
        body: {
          trialActive: false,
          trialDaysLeft: 0,
          trialEndDate: "2026-01-01T00:00:00.000Z",
          isPremium: false,
          subscriptionPlan: "free",
        },
      },
    });
    renderApp("/food-analyzer");
    expect(await screen.findByRole("heading", { name: "Unlock Premium Features" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Take Photo" })).toBeNull();
  });

  it("gives a user on the trial the analyzer", async () => {
    mockFetch(signedInAs(ada));
    renderApp("/food-analyzer");
    expect(await screen.findByRole("button", { name: "Upload Image" })).toBeTruthy();
    expect(screen.queryByText("Try it free: one analysis without an account.")).toBeNull();
  });

  it("clears the flag with ?reset_trial=true", async () => {
    window.localStorage.setItem(FLAG, "true");
    mockFetch(signedOut);
    renderApp("/food-analyzer?reset_trial=true");
    expect(await screen.findByText("Try it free: one analysis without an account.")).toBeTruthy();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });
});

describe("/api/reset-trial", () => {
  it("clears the trial flag and goes to /food-analyzer after 2 seconds", async () => {
    window.localStorage.setItem(FLAG, "true");
    mockFetch(signedOut);
    const { router } = renderApp("/api/reset-trial");
    expect(await screen.findByText("Your free trial has been reset.")).toBeTruthy();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
    expect(router.state.location.pathname).toBe("/api/reset-trial");
    await waitFor(() => expect(router.state.location.pathname).toBe("/food-analyzer"), { timeout: 3500 });
  });

  it("reads key and redirectTo, and never leaves the site", async () => {
    window.localStorage.setItem("otherTrial_localhost", "true");
    mockFetch(signedOut);
    const { router } = renderApp("/api/reset-trial?key=otherTrial&redirectTo=//evil.example/x");
    expect(await screen.findByText("Your free trial has been reset.")).toBeTruthy();
    expect(window.localStorage.getItem("otherTrial_localhost")).toBeNull();
    expect(screen.getByRole("link", { name: "Go now" }).getAttribute("href")).toBe("/food-analyzer");
    await waitFor(() => expect(router.state.location.pathname).toBe("/food-analyzer"), { timeout: 3500 });
  });
});
