import { describe, expect, it } from "vitest";
import { addDays, daysBetween, toLocalDate } from "./local-date.ts";
import { goalProgress, sumMacros, totalsByDay } from "./totals.ts";

describe("toLocalDate", () => {
  // 23:30 in Los Angeles on 14 March is already 15 March in UTC and in Rome.
  const instant = new Date("2025-03-15T06:30:00Z");
  it.each([
    ["America/Los_Angeles", "2025-03-14"],
    ["Europe/Rome", "2025-03-15"],
    ["UTC", "2025-03-15"],
    [undefined, "2025-03-15"],
    ["Not/AZone", "2025-03-15"],
  ])("in %s it is %s", (zone, day) => expect(toLocalDate(instant, zone)).toBe(day));
  it("handles 23:30 in Rome", () => expect(toLocalDate(new Date("2025-07-01T21:30:00Z"), "Europe/Rome")).toBe("2025-07-01"));
});

describe("days", () => {
  it("adds days across months and leap years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  });
  it("lists a range inclusively", () =>
    expect(daysBetween("2025-03-30", "2025-04-02")).toEqual(["2025-03-30", "2025-03-31", "2025-04-01", "2025-04-02"]));
});

describe("totals", () => {
  it("sums macros", () =>
    expect(
      sumMacros([
        { calories: 100, proteins: 1, carbs: 2, fats: 3 },
        { calories: 50, proteins: 4, carbs: 5, fats: 6 },
      ]),
    ).toEqual({ calories: 150, proteins: 5, carbs: 7, fats: 9 }));
  it.each([
    [0, 2000, 0, 0],
    [1000, 2000, 50, 50],
    [1999, 2000, 100, 100],
    [2500, 2000, 125, 100],
    [100, 0, 0, 0],
  ])("%s of %s is %s%% with a bar of %s", (v, t, percent, bar) => expect(goalProgress(v, t)).toEqual({ percent, bar }));
  it("counts days without meals as zero", () => {
    const rows = totalsByDay([{ date: "2025-03-02", calories: 500, proteins: 10, carbs: 20, fats: 5 }], ["2025-03-01", "2025-03-02"]);
    expect(rows).toEqual([
      { date: "2025-03-01", calories: 0, proteins: 0, carbs: 0, fats: 0 },
      { date: "2025-03-02", calories: 500, proteins: 10, carbs: 20, fats: 5 },
    ]);
  });
});
