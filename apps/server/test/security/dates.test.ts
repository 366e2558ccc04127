import { DATE_OUT_OF_RANGE } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

/** PostgreSQL has no year 0: such dates and times are refused with 400 naming the field, never a 500 (found by the security fuzz run). */
describe.each(backends)("dates in year 0 (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  }, 120_000);
  afterAll(() => t?.close());

  it("gives 400 for a goal, a meal and a meal list in year 0", async () => {
    const { browser } = await registerUser(t.app);
    const goal = { name: "G", calories: 2000, proteins: 100, carbs: 200, fats: 60 };
    const meal = { food: "Soup", calories: 100, proteins: 1, carbs: 1, fats: 1, mealType: "lunch" };
    const answers = [
      ["startDate", await browser.post("/api/nutrition-goals", { ...goal, startDate: "0000-01-01" })],
      ["startDate", await browser.post("/api/nutrition-goals", { ...goal, startDate: "0000-01-01T00:00:00Z" })],
      ["endDate", await browser.post("/api/nutrition-goals", { ...goal, startDate: "2025-01-01", endDate: "0000-12-31" })],
      ["date", await browser.post("/api/meals", { ...meal, date: "0000-01-01" })],
      ["timestamp", await browser.post("/api/meals", { ...meal, timestamp: "0000-06-01T12:00:00Z" })],
      ["startDate", await browser.get("/api/meals?startDate=0000-01-01")],
    ] as const;
    for (const [field, res] of answers) {
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path: field, message: DATE_OUT_OF_RANGE }));
    }
    expect((await browser.post("/api/nutrition-goals", { ...goal, startDate: "0001-01-01" })).statusCode).toBe(201);
  });
});
