import { MealMessages } from "@app/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodUsage } from "../../src/features/foods/foods.table.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const meal = { food: "Greek yogurt (150 g)", calories: 145, proteins: 15, carbs: 6, fats: 5, mealType: "breakfast" };
const lasagne = {
  name: "Nonna Pia's lasagne",
  energyKcal: 165,
  proteinG: 9.5,
  carbsG: 14,
  fatG: 8,
  portions: [{ description: "1 slice", grams: 250 }],
};
const fromFood = (foodId: number) => ({
  ...meal,
  food: "Nonna Pia's lasagne (2 × 1 slice)",
  calories: 825,
  proteins: 48,
  carbs: 70,
  fats: 40,
  foodId,
  amountGrams: 500,
  portionLabel: "1 slice",
});

describe.each(backends)("meals (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("logs a meal, rounding values to whole numbers, and lists it", async () => {
    const { browser, user } = await registerUser(t.app);
    const res = await browser.post("/api/meals", {
      ...meal,
      calories: 145.6,
      proteins: 15.4,
      carbs: 6.5,
      fats: 4.49,
      mealType: "Breakfast",
      notes: "with honey",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      food: meal.food,
      calories: 146,
      proteins: 15,
      carbs: 7,
      fats: 4,
      mealType: "breakfast",
      notes: "with honey",
    });
    const list = await browser.get("/api/meals");
    expect(list.json()).toHaveLength(1);
  });

  it.each([
    [{ mealType: "" }, "mealType", MealMessages.mealTypeRequired],
    [{ mealType: "brunch" }, "mealType", MealMessages.mealTypeRequired],
    [{ food: "   " }, "food", MealMessages.foodRequired],
    [{ calories: -1 }, "calories", MealMessages.caloriesMin],
    [{ proteins: -1 }, "proteins", MealMessages.proteinsMin],
    [{ carbs: -0.5 }, "carbs", MealMessages.carbsMin],
    [{ fats: -3 }, "fats", MealMessages.fatsMin],
    [{ calories: "many" }, "calories", MealMessages.caloriesMin],
  ])("rejects %j with the spec's message", async (patch, path, message) => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/meals", { ...meal, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await browser.get("/api/meals")).json()).toEqual([]);
  });

  it("dates a meal by the user's calendar day: 23:30 in Los Angeles and in Rome", async () => {
    const la = await registerUser(t.app, { timeZone: "America/Los_Angeles" });
    // 23:30 on 14 March in Los Angeles is 06:30 UTC on 15 March.
    const a = await la.browser.post("/api/meals", { ...meal, timestamp: "2025-03-15T06:30:00.000Z" });
    expect(a.json().date).toBe("2025-03-14");
    const rome = await registerUser(t.app, { timeZone: "Europe/Rome" });
    // 23:30 on 14 March in Rome is 22:30 UTC the same day.
    const b = await rome.browser.post("/api/meals", { ...meal, timestamp: "2025-03-14T22:30:00.000Z" });
    expect(b.json().date).toBe("2025-03-14");
    const c = await rome.browser.post("/api/meals", { ...meal, timestamp: "2025-03-15T00:30:00.000+01:00" });
    expect(c.json().date).toBe("2025-03-15");
  });

  it("follows the time zone the browser reports", async () => {
    const { browser } = await registerUser(t.app, { timeZone: "Europe/Rome" });
    const res = await browser.request({
      method: "POST",
      url: "/api/meals",
      headers: { "x-time-zone": "Asia/Tokyo" },
      payload: { ...meal, timestamp: "2025-03-14T16:00:00.000Z" },
    });
    expect(res.json().date).toBe("2025-03-15");
  });

  it("keeps an explicit date", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/meals", { ...meal, date: "2025-01-02" });
    expect(res.json().date).toBe("2025-01-02");
  });

  it("filters by date range, newest first", async () => {
    const { browser } = await registerUser(t.app);
    for (const date of ["2025-03-01", "2025-03-05", "2025-03-10", "2025-03-07"])
      await browser.post("/api/meals", { ...meal, food: `on ${date}`, date });
    const res = await browser.get("/api/meals?startDate=2025-03-05&endDate=2025-03-10");
    expect(res.json().map((m: { date: string }) => m.date)).toEqual(["2025-03-10", "2025-03-07", "2025-03-05"]);
    expect((await browser.get("/api/meals?startDate=2025-03-10&endDate=2025-03-01")).statusCode).toBe(400);
    expect((await browser.get("/api/meals?startDate=yesterday")).statusCode).toBe(400);
  });

  it("edits and deletes a meal", async () => {
    const { browser } = await registerUser(t.app);
    const { id } = (await browser.post("/api/meals", meal)).json();
    const edited = await browser.request({
      method: "PATCH",
      url: `/api/meals/${id}`,
      payload: { calories: 200.4, food: "Greek yogurt with granola" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, calories: 200, food: "Greek yogurt with granola", proteins: 15 });
    const bad = await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { fats: -1 } });
    expect(bad.statusCode).toBe(400);
    expect((await browser.request({ method: "DELETE", url: `/api/meals/${id}` })).statusCode).toBe(200);
    expect((await browser.request({ method: "DELETE", url: `/api/meals/${id}` })).statusCode).toBe(404);
    expect((await browser.get("/api/meals")).json()).toEqual([]);
    expect((await browser.request({ method: "DELETE", url: "/api/meals/abc" })).statusCode).toBe(400);
  });

  it("refuses guests: 401 Registration Required on save, 401 on read", async () => {
    const guest = new Browser(t.app);
    const res = await guest.post("/api/meals", { ...meal, userId: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "REGISTRATION_REQUIRED", message: "Registration Required" });
    expect((await guest.get("/api/meals")).statusCode).toBe(401);
  });
  describe("the food and amount a meal came from", () => {
    it("stores the food reference and returns it with the meal", async () => {
      const { browser } = await registerUser(t.app);
      const food = (await browser.post("/api/foods/custom", lasagne)).json();
      const res = await browser.post("/api/meals", fromFood(food.id));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ foodId: food.id, amountGrams: 500, portionLabel: "1 slice", calories: 825 });
      const [listed] = (await browser.get("/api/meals")).json();
      expect(listed).toMatchObject({ foodId: food.id, amountGrams: 500, portionLabel: "1 slice" });
      // The same request recorded the food's use: it lists as recent, once per meal logged.
      expect((await browser.get("/api/foods/recent")).json()).toMatchObject([{ id: food.id, isRecent: true }]);
      const [usage] = await t.app.db.select().from(foodUsage).where(eq(foodUsage.foodId, food.id));
      expect(usage).toMatchObject({ uses: 1 });

      // A meal typed by hand has no reference.
      expect((await browser.post("/api/meals", meal)).json()).toMatchObject({ foodId: null, amountGrams: null, portionLabel: null });
    });

    it("changes the amount on edit, and clears the reference with foodId: null", async () => {
      const { browser } = await registerUser(t.app);
      const food = (await browser.post("/api/foods/custom", lasagne)).json();
      const { id } = (await browser.post("/api/meals", fromFood(food.id))).json();
      const grams = await browser.request({
        method: "PATCH",
        url: `/api/meals/${id}`,
        payload: { foodId: food.id, amountGrams: 123.456, calories: 203 },
      });
      expect(grams.json()).toMatchObject({ foodId: food.id, amountGrams: 123.5, portionLabel: null, calories: 203 });
      // Editing other fields keeps the reference.
      expect((await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { notes: "leftovers" } })).json()).toMatchObject({
        foodId: food.id,
        amountGrams: 123.5,
      });
      const cleared = await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { foodId: null } });
      expect(cleared.json()).toMatchObject({ foodId: null, amountGrams: null, portionLabel: null, calories: 203 });
    });

    it("refuses another user's custom food or a missing food with 400, and stores nothing", async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const food = (await owner.browser.post("/api/foods/custom", lasagne)).json();
      for (const foodId of [food.id, 999_999]) {
        const res = await other.browser.post("/api/meals", fromFood(foodId));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: MealMessages.foodIdInvalid,
          issues: [{ path: "foodId", message: MealMessages.foodIdInvalid }],
        });
      }
      expect((await other.browser.get("/api/meals")).json()).toEqual([]);
      expect((await other.browser.get("/api/foods/recent")).json()).toEqual([]);
      const { id } = (await other.browser.post("/api/meals", meal)).json();
      const patch = await other.browser.request({
        method: "PATCH",
        url: `/api/meals/${id}`,
        payload: { foodId: food.id, amountGrams: 100 },
      });
      expect(patch.statusCode).toBe(400);
      expect((await other.browser.get("/api/meals")).json()[0]).toMatchObject({ foodId: null });
    });

    it.each([
      [{ foodId: 1 }, "amountGrams", MealMessages.amountRequired],
      [{ amountGrams: 100 }, "foodId", MealMessages.foodRefRequired],
      [{ foodId: 1, amountGrams: 0 }, "amountGrams", MealMessages.amountInvalid],
      [{ foodId: 1, amountGrams: 5001 }, "amountGrams", MealMessages.amountInvalid],
      [{ foodId: 1, amountGrams: "lots" }, "amountGrams", MealMessages.amountInvalid],
      [{ foodId: -3, amountGrams: 10 }, "foodId", MealMessages.foodIdInvalid],
      [{ foodId: 1.5, amountGrams: 10 }, "foodId", MealMessages.foodIdInvalid],
      [{ foodId: 1, amountGrams: 10, portionLabel: "x".repeat(101) }, "portionLabel", MealMessages.portionTooLong],
    ])("rejects %j with a clear 400", async (patch, path, message) => {
      const { browser } = await registerUser(t.app);
      const res = await browser.post("/api/meals", { ...meal, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    });

    it("keeps the meal when its custom food is deleted", async () => {
      const { browser } = await registerUser(t.app);
      const food = (await browser.post("/api/foods/custom", lasagne)).json();
      await browser.post("/api/meals", fromFood(food.id));
      expect((await browser.request({ method: "DELETE", url: `/api/foods/custom/${food.id}` })).statusCode).toBe(200);
      expect((await browser.get("/api/meals")).json()[0]).toMatchObject({
        food: "Nonna Pia's lasagne (2 × 1 slice)",
        calories: 825,
        foodId: null,
      });
    });
  });
});
