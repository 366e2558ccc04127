import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const summary = {
  totalPoints: 230,
  level: 3,
  levelProgress: 30,
  pointsToNextLevel: 70,
  currentStreak: 8,
  longestStreak: 8,
  goalDays: 0,
  badges: [
    {
      id: "first-steps",
      badge: { name: "First Steps", icon: "Sparkles", description: "Log your first meal" },
      earnedOn: "2026-03-01",
      earnedAt: "2026-03-01T08:00:00.000Z",
    },
    {
      id: "week-warrior",
      badge: { name: "Week Warrior", icon: "Flame", description: "Log meals 7 days in a row" },
      earnedOn: "2026-03-07",
      earnedAt: "2026-03-07T08:00:00.000Z",
    },
  ],
  history: [{ source: "streak", points: 50, date: "2026-03-07", timestamp: "2026-03-07T08:00:00.000Z", detail: 7 }],
  engagement: { feedbacks: 12, tier: "intermediate" },
  success: null,
};
const estimate = {
  status: "ready",
  estimateKcal: 2450,
  uncertaintyKcal: 90,
  formulaKcal: 2200,
  dataKcal: 2500,
  averageIntakeKcal: 2100,
  weightChangeKgPerWeek: -0.32,
  dataWeight: 0.8,
  windowStart: "2026-02-10",
  windowEnd: "2026-03-09",
  intakeDays: 24,
  weighIns: 20,
};

describe("/progress", () => {
  it("shows the level, the streak, earned and locked badges, the tiers and the estimate beside the formula", async () => {
    mockFetch({
      ...signedInAs(ada),
      "GET /api/progress": { body: summary },
      "GET /api/weigh-ins": { body: [] },
      "GET /api/energy-estimate": { body: estimate },
      "GET /api/nutrition-goals/active": { status: 404, body: { error: "NOT_FOUND", message: "No active nutrition goal" } },
    });
    renderApp("/progress");
    expect(await screen.findByRole("heading", { level: 1, name: "Progress" }, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByText("230 points")).toBeInTheDocument();
    expect(screen.getByText("70 points to level 4")).toBeInTheDocument();
    expect(screen.getByText("8 days in a row")).toBeInTheDocument();
    const badges = screen.getByRole("region", { name: "Badges" });
    expect(within(badges).getByText("2 of 8 earned")).toBeInTheDocument();
    expect(within(badges).getByText("Reach a best streak of 10 days")).toBeInTheDocument();
    expect(within(badges).getAllByText("Locked")).toHaveLength(6);
    expect(within(screen.getByRole("region", { name: "Points history" })).getByText("7-day streak reached")).toBeInTheDocument();
    expect(screen.getByText("Intermediate")).toBeInTheDocument();
    const energy = await screen.findByRole("region", { name: "Your real energy need" });
    expect(within(energy).getByText("2,450 kcal")).toBeInTheDocument();
    expect(within(energy).getByText("2,200 kcal")).toBeInTheDocument();
    expect(screen.getByText("No weigh-ins yet. Add one to see your trend.")).toBeInTheDocument();
  });

  it("refuses a weight out of range before sending it", async () => {
    const calls = mockFetch({
      ...signedInAs(ada),
      "GET /api/progress": { body: summary },
      "GET /api/weigh-ins": { body: [] },
      "GET /api/energy-estimate": { body: estimate },
      "GET /api/nutrition-goals/active": { status: 404, body: { error: "NOT_FOUND", message: "No active nutrition goal" } },
    });
    renderApp("/progress");
    const weight = await screen.findByRole("region", { name: "Weight log" }, { timeout: 15000 });
    await userEvent.type(within(weight).getByLabelText("Weight", { exact: true }), "12");
    await userEvent.click(within(weight).getByRole("button", { name: "Add weigh-in" }));
    expect(await within(weight).findByText("Weight must be at least 20 kg")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(false));
  });
});
