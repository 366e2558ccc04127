import { describe, expect, it } from "vitest";
import { computeGamification, engagementTier, levelOf, meetsGoal, successTier, type LoggedDay } from "./gamification.ts";
import { addDays } from "./local-date.ts";

const TODAY = "2026-03-20";
/** `n` consecutive days ending `daysAgo` days before today, `meals` meals of `calories` each day. */
const run = (n: number, daysAgo = 0, meals = 1, calories = 500): LoggedDay[] =>
  Array.from({ length: n }, (_, i) => {
    const date = addDays(TODAY, -(daysAgo + n - 1 - i));
    return { date, meals, calories, lastAt: `${date}T12:00:00.000Z` };
  });

describe("points, levels and streaks", () => {
  it.each<[string, LoggedDay[], number | null, { totalPoints: number; level: number; currentStreak: number; longestStreak: number }]>([
    ["no meals", [], 2000, { totalPoints: 0, level: 1, currentStreak: 0, longestStreak: 0 }],
    ["one meal today", run(1), null, { totalPoints: 10, level: 1, currentStreak: 1, longestStreak: 1 }],
    ["3 meals a day for 2 days", run(2, 0, 3), null, { totalPoints: 60, level: 1, currentStreak: 2, longestStreak: 2 }],
    ["30 meals in a day count 6", run(1, 0, 30), null, { totalPoints: 60, level: 1, currentStreak: 1, longestStreak: 1 }],
    ["a 7-day streak gives 50 more", run(7), null, { totalPoints: 70 + 50, level: 2, currentStreak: 7, longestStreak: 7 }],
    ["14 days: two bonuses", run(14), null, { totalPoints: 140 + 100, level: 3, currentStreak: 14, longestStreak: 14 }],
    ["yesterday keeps the streak alive", run(3, 1), null, { totalPoints: 30, level: 1, currentStreak: 3, longestStreak: 3 }],
    ["two days ago ends it", run(3, 2), null, { totalPoints: 30, level: 1, currentStreak: 0, longestStreak: 3 }],
    ["a gap restarts the count", [...run(4, 5), ...run(2)], null, { totalPoints: 60, level: 1, currentStreak: 2, longestStreak: 4 }],
    // Yesterday met a 500 kcal goal (100 points); today never counts until it is over.
    ["goal met on finished days only", run(2, 0, 1, 520), 500, { totalPoints: 20 + 100, level: 2, currentStreak: 2, longestStreak: 2 }],
    ["outside ±10 % is not met", run(2, 0, 1, 560), 500, { totalPoints: 20, level: 1, currentStreak: 2, longestStreak: 2 }],
    ["meals dated after today do not count", run(1, -1), null, { totalPoints: 0, level: 1, currentStreak: 0, longestStreak: 0 }],
  ])("%s", (_name, days, goal, expected) => {
    expect(computeGamification(days, goal, TODAY)).toMatchObject(expected);
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [250, 3],
  ])("%i points are level %i", (points, level) => expect(levelOf(points)).toBe(level));

  it.each([
    [1980, 1800, true],
    [2200, 2000, true],
    [2201, 2000, false],
    [1799, 2000, false],
    [2000, null, false],
  ])("%i kcal against a goal of %s: met %s", (kcal, goal, met) => expect(meetsGoal(kcal, goal)).toBe(met));

  it("does not depend on the order of the days or on how they were built", () => {
    const days = [...run(5, 10, 2), ...run(8, 0, 3, 2000)];
    const a = computeGamification(days, 2000, TODAY);
    const b = computeGamification(days.toReversed(), 2000, TODAY);
    expect(b).toEqual(a);
  });
});

const ids = (days: LoggedDay[], goal: number | null = null) => computeGamification(days, goal, TODAY).badges.map((b) => b.id);

describe("badges", () => {
  it.each<[string, LoggedDay[], number | null, string[]]>([
    ["nothing yet", [], null, []],
    ["first meal", run(1), null, ["first-steps"]],
    ["100 points", run(4, 0, 3), null, ["first-steps", "century-club"]],
    ["a 7-day streak", run(7), null, ["first-steps", "century-club", "week-warrior"]],
    ["best streak 10", run(10, 5), null, ["first-steps", "century-club", "week-warrior", "consistency-king"]],
    [
      "30 days in a row",
      run(30),
      null,
      ["first-steps", "century-club", "elite-status", "week-warrior", "month-master", "consistency-king"],
    ],
    // 8 days meeting the goal, 7 of them finished and in a row.
    ["a perfect week", run(8, 0, 1, 2000), 2000, ["first-steps", "century-club", "elite-status", "week-warrior", "perfect-week"]],
    [
      "10 goal days",
      run(11, 0, 1, 2000),
      2000,
      ["first-steps", "century-club", "elite-status", "week-warrior", "perfect-week", "consistency-king", "goal-crusher"],
    ],
  ])("%s", (_name, days, goal, expected) => {
    expect(ids(days, goal)).toEqual(expected);
  });

  it("dates a badge on the day it was earned", () => {
    const days = run(9);
    const week = computeGamification(days, null, TODAY).badges.find((b) => b.id === "week-warrior");
    expect(week?.earnedOn).toBe(days[6]!.date);
  });
});

describe("tiers", () => {
  it.each([
    [0, "beginner"],
    [9, "beginner"],
    [10, "intermediate"],
    [19, "intermediate"],
    [20, "expert"],
  ])("%i feedbacks: %s", (n, tier) => expect(engagementTier(n)).toBe(tier));
  it.each([
    [0.49, "struggling"],
    [0.5, "moderate"],
    [0.69, "moderate"],
    [0.7, "proficient"],
  ])("%f of days on goal: %s", (share, tier) => expect(successTier(share)).toBe(tier));
});
