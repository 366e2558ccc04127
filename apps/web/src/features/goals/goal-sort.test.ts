import type { NutritionGoal } from "@app/shared";
import { describe, expect, it } from "vitest";
import { nextSort, sortGoals } from "./goal-sort.ts";

const goal = (id: number, name: string, calories: number, startDate: string, endDate: string | null): NutritionGoal => ({
  id,
  userId: 1,
  name,
  description: null,
  calories,
  proteins: 1,
  carbs: 1,
  fats: 1,
  startDate,
  endDate,
  isActive: false,
  createdAt: `${startDate}T00:00:00.000Z`,
});
const goals = [
  goal(1, "bulk", 2500, "2025-01-01", "2025-02-01"),
  goal(2, "Cut", 1600, "2025-03-01", null),
  goal(3, "maintenance", 2000, "2024-06-01", "2024-12-31"),
];
const names = (list: NutritionGoal[]) => list.map((g) => g.name);

describe("sortGoals", () => {
  it("sorts by name ignoring case, by calories, by start and end date", () => {
    expect(names(sortGoals(goals, { column: "name", direction: "asc" }, "en"))).toEqual(["bulk", "Cut", "maintenance"]);
    expect(names(sortGoals(goals, { column: "calories", direction: "desc" }, "en"))).toEqual(["bulk", "maintenance", "Cut"]);
    expect(names(sortGoals(goals, { column: "startDate", direction: "asc" }, "en"))).toEqual(["maintenance", "bulk", "Cut"]);
    expect(names(sortGoals(goals, { column: "endDate", direction: "asc" }, "en"))).toEqual(["maintenance", "bulk", "Cut"]);
    // Goals without an end date stay last either way.
    expect(names(sortGoals(goals, { column: "endDate", direction: "desc" }, "en"))).toEqual(["bulk", "maintenance", "Cut"]);
  });

  it("flips the direction on a second click and starts a new column ascending (dates newest first)", () => {
    expect(nextSort({ column: "name", direction: "asc" }, "name")).toEqual({ column: "name", direction: "desc" });
    expect(nextSort({ column: "name", direction: "desc" }, "calories")).toEqual({ column: "calories", direction: "asc" });
    expect(nextSort({ column: "name", direction: "asc" }, "endDate")).toEqual({ column: "endDate", direction: "desc" });
  });
});
