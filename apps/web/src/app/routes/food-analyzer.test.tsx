import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const FLAG = "foodAnalyzerTrialUsed_localhost";

describe("/food-analyzer", () => {
  it("gives a visitor the analyzer with the free trial and the sign-up links", async () => {
    mockFetch(signedOut);
    renderApp("/food-analyzer");
    expect(await screen.findByRole("heading", { level: 1, name: "Food Analyzer" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Take Photo" })).toBeInTheDocument();
    expect(screen.getByText("Try it free: one analysis without an account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/auth?mode=register");
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("on the Free plan, locks the photo part but analyses a typed description, as the server allows", async () => {
    const calls = mockFetch({
      "POST /api/analyze-food-image": { status: 500, body: { error: "INTERNAL", message: "not in this test" } },
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
    expect(await screen.findByRole("heading", { name: "Unlock Premium Features" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Take Photo" })).not.toBeInTheDocument();
    // A description is basic meal analysis: the server answers it on the Free plan, and so does the page.
    await userEvent.type(screen.getByLabelText("Describe your meal"), "2 boiled eggs");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/analyze-food-image")?.body).toMatchObject({ description: "2 boiled eggs" }),
    );
    expect(calls.find((c) => c.path === "/api/analyze-food-image")?.body).not.toHaveProperty("imageBase64");
  });

  it("gives a user on the trial the analyzer", async () => {
    mockFetch(signedInAs(ada));
    renderApp("/food-analyzer");
    expect(await screen.findByRole("button", { name: "Upload Image" })).toBeInTheDocument();
    expect(screen.queryByText("Try it free: one analysis without an account.")).not.toBeInTheDocument();
  });

  it("logs 'Add to my meals' through the meals feature's POST /api/meals", async () => {
    const egg = { name: "Boiled egg", grams: 100, calories: 155, proteins: 12.6, carbs: 1.1, fats: 10.6 };
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": {
        body: {
          success: true,
          error: null,
          analysis: {
            foods: [
              {
                ...egg,
                fiberG: null,
                sugarsG: null,
                satFatG: null,
                saltG: null,
                food: { id: 11, source: "usda_sr28", name: "Egg, whole, boiled" },
                confidence: 0.9,
                portion: "2 eggs",
                foundBy: "description",
              },
            ],
            totals: {
              calories: 155,
              proteins: 12.6,
              carbs: 1.1,
              fats: 10.6,
              fiberG: null,
              sugarsG: null,
              satFatG: null,
              saltG: null,
              grams: 100,
            },
            macroShares: { proteins: 33, carbs: 3, fats: 64 },
            benefits: [],
            concerns: [],
            warnings: [],
            foundBy: "description",
            confidence: 0.9,
            needsConfirmation: false,
            summary: "1 food from your description.",
            label: null,
            durationMs: 42,
          },
        },
      },
      "POST /api/meals": ({ body }) => {
        const { items: _items, ...meal } = body as { items?: unknown };
        return {
          status: 201,
          body: { id: 1, userId: 7, ...meal, items: [], timestamp: "2026-01-05T10:00:00.000Z", date: "2026-01-05", notes: null },
        };
      },
    });
    renderApp("/food-analyzer");
    await userEvent.type(await screen.findByLabelText("Describe your meal"), "2 boiled eggs");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await screen.findByRole("heading", { name: "Analysis result" });
    fireEvent.change(screen.getByLabelText("Meal type"), { target: { value: "lunch" } });
    await userEvent.click(screen.getByRole("button", { name: "Add to my meals" }));
    expect(await screen.findByText("Meal added")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/meals").map((c) => c.body)).toEqual([
      {
        food: "Boiled egg",
        calories: 155,
        proteins: 13,
        carbs: 1,
        fats: 11,
        mealType: "lunch",
        items: [{ foodId: 11, name: "Boiled egg", amountGrams: 100, portionLabel: "2 eggs" }],
      },
    ]);
  });

  it("shows what the server counted for this visitor: 'Free Trial Used' at once, or the free try the server gave back", async () => {
    mockFetch({ ...signedOut, "GET /api/analyze-food-image/allowance": { body: { freeAnalysisLimit: 1, remainingFreeAnalyses: 0 } } });
    const first = renderApp("/food-analyzer");
    expect(
      await screen.findByText("You've already used your free trial. Log in or create an account to analyze more meals."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Try it free: one analysis without an account.")).not.toBeInTheDocument();
    first.unmount();

    // The browser's flag says used, but the server has the free analysis back (the trial reset page).
    window.localStorage.setItem(FLAG, "true");
    mockFetch({ ...signedOut, "GET /api/analyze-food-image/allowance": { body: { freeAnalysisLimit: 1, remainingFreeAnalyses: 1 } } });
    renderApp("/food-analyzer");
    expect(await screen.findByText("Try it free: one analysis without an account.")).toBeInTheDocument();
  });

  it("clears the flag with ?reset_trial=true", async () => {
    window.localStorage.setItem(FLAG, "true");
    mockFetch(signedOut);
    renderApp("/food-analyzer?reset_trial=true");
    expect(await screen.findByText("Try it free: one analysis without an account.")).toBeInTheDocument();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });
});

/** The test's clock: the 2-second wait before leaving passes when the test says so (real time still runs for loading). */
function useTestClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => void vi.useRealTimers());
}

describe("/api/reset-trial", () => {
  it("clears the trial flag and goes to /food-analyzer after 2 seconds", async () => {
    useTestClock();
    window.localStorage.setItem(FLAG, "true");
    mockFetch(signedOut);
    const { router } = renderApp("/api/reset-trial");
    expect(await screen.findByText("Your free trial has been reset.")).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(FLAG)).toBeNull());
    expect(router.state.location.pathname).toBe("/api/reset-trial");
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe("/food-analyzer"));
  });

  it("reads key and redirectTo, and never leaves the site", async () => {
    useTestClock();
    window.localStorage.setItem("otherTrial_localhost", "true");
    mockFetch(signedOut);
    const { router } = renderApp("/api/reset-trial?key=otherTrial&redirectTo=//evil.example/x");
    expect(await screen.findByText("Your free trial has been reset.")).toBeInTheDocument();
    expect(window.localStorage.getItem("otherTrial_localhost")).toBeNull();
    expect(screen.getByRole("link", { name: "Go now" })).toHaveAttribute("href", "/food-analyzer");
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe("/food-analyzer"));
  });
});
