import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayInBrowserZone } from "../../lib/today.ts";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const today = todayInBrowserZone();
const meal = {
  id: 1,
  userId: 7,
  food: "Salmon (100 g)",
  calories: 208,
  proteins: 20,
  carbs: 0,
  fats: 13,
  mealType: "dinner",
  timestamp: `${today}T18:00:00.000Z`,
  date: today,
  notes: null,
};
const goal = {
  id: 3,
  userId: 7,
  name: "Lean",
  description: "Steady",
  calories: 1600,
  proteins: 100,
  carbs: 180,
  fats: 50,
  startDate: today,
  endDate: null,
  isActive: true,
  createdAt: `${today}T08:00:00.000Z`,
};
const notFound = (message: string) => ({ status: 404, body: { error: "NOT_FOUND", message } });

/** A new user's progress: nothing earned yet. */
const emptyProgress = {
  totalPoints: 0,
  level: 1,
  levelProgress: 0,
  pointsToNextLevel: 100,
  currentStreak: 0,
  longestStreak: 0,
  goalDays: 0,
  badges: [],
  history: [],
  engagement: { feedbacks: 0, tier: "beginner" },
  success: null,
};

function signedIn(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    ...signedInAs(ada),
    "GET /api/app-settings": notFound("Not found"),
    "GET /api/meals": { body: [meal] },
    "GET /api/nutrition-goals/active": notFound("No active nutrition goal"),
    "GET /api/nutrition-goals": { body: [] },
    "GET /api/user-profile": notFound("No profile yet"),
    "GET /api/progress": { body: emptyProgress },
    "GET /api/weigh-ins": { body: [] },
    ...extra,
  });
}

describe("/dashboard", () => {
  it("greets the user, shows today's totals and says no goal is set", async () => {
    signedIn();
    renderApp("/dashboard");
    // The first test also waits for the lazily loaded page (over 5 s on a machine at load 20+).
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ada" }, { timeout: 15000 })).toBeInTheDocument();
    const calories = await screen.findByRole("region", { name: "Calories" });
    expect(await within(calories).findByText("208 kcal", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await within(calories).findByText("No calorie goal set", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Goal" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Recent Meals" })).getByText("Salmon (100 g)")).toBeInTheDocument();
  });

  it("shows percent and bar against the active goal", async () => {
    signedIn({ "GET /api/nutrition-goals/active": { body: goal } });
    renderApp("/dashboard");
    const calories = await screen.findByRole("region", { name: "Calories" }, { timeout: 5000 });
    // 208 / 1600 = 13 %.
    expect(await within(calories).findByText("13%")).toBeInTheDocument();
    expect(within(calories).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("13");
    expect(screen.getByRole("button", { name: "Manage Goals" })).toBeInTheDocument();
  });

  it("puts each tab change in the history, so Back returns to the previous tab, without reloading the page", async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard?tab=unknown");
    expect(await screen.findByRole("tab", { name: "Overview", selected: true }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Goals" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=goals"));
    expect(router.state.historyAction).toBe("PUSH");
    expect(await screen.findByRole("heading", { name: "Create a Nutrition Goal" })).toBeInTheDocument();
    // The greeting stayed mounted: the route was not reloaded.
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, ada" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Profile" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=profile"));
    await router.navigate(-1);
    expect(await screen.findByRole("tab", { name: "Goals", selected: true })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
  });

  it("refreshes the meals when a delete fails because the meal is already gone (deleted in another tab)", async () => {
    let mealsServed = 0;
    signedIn({
      "GET /api/meals": () => ({ body: mealsServed++ === 0 ? [meal] : [] }),
      "DELETE /api/meals/1": notFound("Meal not found"),
    });
    const user = userEvent.setup();
    renderApp("/dashboard?tab=meals");
    await user.click(await screen.findByRole("button", { name: "Delete Salmon (100 g)" }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Unable to delete the meal: Meal not found")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete Salmon (100 g)" })).not.toBeInTheDocument());
  });

  it("takes food-analyzer as the analyze tab", async () => {
    signedIn();
    renderApp("/dashboard?tab=food-analyzer");
    expect(await screen.findByRole("heading", { name: "Food Analyzer" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Analyze", selected: true })).toBeInTheDocument();
  });

  it("switches tab on the forceTabChange event, the AI suggestions hash opening the meals tab", async () => {
    signedIn();
    const { router } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Welcome back, ada" }, { timeout: 15000 });
    act(() => {
      window.dispatchEvent(new CustomEvent("forceTabChange", { detail: { tab: "profile" } }));
    });
    await waitFor(() => expect(router.state.location.search).toBe("?tab=profile"));
    act(() => {
      window.dispatchEvent(new CustomEvent("forceTabChange", { detail: { tab: "meals", hash: "ai-suggestions" } }));
    });
    await waitFor(() => expect(router.state.location.hash).toBe("#ai-suggestions"));
    expect(router.state.location.search).toBe("?tab=meals");
    expect(await screen.findByRole("heading", { name: "AI Meal Suggestions" })).toBeInTheDocument();
    expect(document.getElementById("ai-suggestions")).not.toBeNull();
  });

  it("opens the meals tab from 'Add Today's Meal'", async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Add Today's Meal" }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=meals"));
    expect(await screen.findByRole("heading", { name: "Add Meal" })).toBeInTheDocument();
    // The form takes the focus, so typing can start at once.
    await waitFor(() => expect(document.getElementById("add-meal")?.contains(document.activeElement)).toBe(true));
  });

  it("says the meals could not be loaded", async () => {
    signedIn({
      "GET /api/meals": { status: 500, body: { error: "INTERNAL", message: "An unexpected error occurred. Please try again later." } },
    });
    renderApp("/dashboard");
    expect((await screen.findAllByText("Unable to load meals. Please try again later.", {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(await screen.findByText("Unable to retrieve meal data")).toBeInTheDocument();
  });
});

describe("/demo/dashboard", () => {
  const demo = {
    ...signedOut,
    "GET /api/demo/meals": { body: [{ ...meal, userId: 0 }] },
    "GET /api/demo/nutrition-goals/active": { body: { ...goal, userId: 0, calories: 1800 } },
    "GET /api/demo/nutrition-goals": { body: [{ ...goal, userId: 0, calories: 1800 }] },
    "GET /api/demo/user-profile": {
      body: {
        id: 1,
        userId: 0,
        name: "Alex Demo",
        age: 32,
        gender: "female",
        height: 168,
        weight: 68,
        activityLevel: "moderate",
        createdAt: `${today}T08:00:00.000Z`,
        updatedAt: `${today}T08:00:00.000Z`,
      },
    },
  };

  it("shows the demo data to a visitor, with trends replaced by a sign-in prompt", async () => {
    const calls = mockFetch(demo);
    renderApp("/demo/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Guest" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText("24.1", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sign In to View Trends" })).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/meals")).toBe(false);
  });

  it("blocks saving a meal with 'Registration Required'", async () => {
    const calls = mockFetch(demo);
    const user = userEvent.setup();
    renderApp("/demo/dashboard?tab=meals");
    expect(await screen.findByText("Create Account to Save Meals", {}, { timeout: 5000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Preset food"), "Apple (150 g) · 80 kcal");
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(await screen.findByText("Registration Required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("invites a visitor on the profile tab", async () => {
    mockFetch(demo);
    renderApp("/demo/dashboard?tab=profile");
    const invitation = await screen.findByRole("region", { name: "Make NutriPilot yours" }, { timeout: 5000 });
    expect(within(invitation).getByRole("link", { name: "Create Your Account" }).getAttribute("href")).toContain("/auth?tab=register");
    expect(within(invitation).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth?mode=login");
    expect(within(invitation).getAllByRole("listitem")).toHaveLength(3);
  });
});
