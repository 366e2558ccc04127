import { addDays, MealMessages, toLocalDate } from "@app/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodUsage } from "../../src/features/foods/foods.table.ts";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const lasagne = {
  name: "Nonna Pia's lasagne",
  energyKcal: 165,
  proteinG: 9.5,
  carbsG: 14,
  fatG: 8,
  portions: [{ description: "1 slice", grams: 250 }],
};
const salad = { name: "Garden salad", energyKcal: 50, proteinG: 2, carbsG: 5, fatG: 2.5 };
const bread = { name: "Sourdough", energyKcal: 260, proteinG: 9, carbsG: 50, fatG: 1.5 };
/** What the client sends besides the items; with items the server replaces the food and the values. */
const base = { food: "Lunch", calories: 1, proteins: 1, carbs: 1, fats: 1, mealType: "lunch" };

const ZONE = "Europe/Rome";
type Item = { name: string; amountGrams: number; calories: number; proteins: number; carbs: number; fats: number };
const sums = (items: Item[]) => ({
  calories: items.reduce((s, i) => s + i.calories, 0),
  proteins: items.reduce((s, i) => s + i.proteins, 0),
  carbs: items.reduce((s, i) => s + i.carbs, 0),
  fats: items.reduce((s, i) => s + i.fats, 0),
});

describe.each(backends)("meals of several foods (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  async function userWithFoods() {
    const u = await registerUser(t.app, { timeZone: ZONE });
    const ids = [];
    for (const f of [lasagne, salad, bread]) ids.push((await u.browser.post("/api/foods/custom", f)).json().id as number);
    return { ...u, lasagneId: ids[0]!, saladId: ids[1]!, breadId: ids[2]! };
  }

  it("computes each item from the food tables and stores the meal's totals as their sums", async () => {
    const { browser, lasagneId, saladId } = await userWithFoods();
    const res = await browser.post("/api/meals", {
      ...base,
      items: [
        { foodId: lasagneId, amountGrams: 500, portionLabel: "1 slice" },
        { foodId: saladId, amountGrams: 150 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const meal = res.json();
    expect(meal.items).toMatchObject([
      {
        foodId: lasagneId,
        name: "Nonna Pia's lasagne",
        amountGrams: 500,
        portionLabel: "1 slice",
        calories: 825,
        proteins: 48,
        carbs: 70,
        fats: 40,
      },
      { foodId: saladId, name: "Garden salad", amountGrams: 150, portionLabel: null, calories: 75, proteins: 3, carbs: 8, fats: 4 },
    ]);
    // The client's 1 kcal is not trusted: the meal's values are the items' sums.
    expect(meal).toMatchObject({ food: "Nonna Pia's lasagne + Garden salad", calories: 900, foodId: null });
    expect(meal).toMatchObject(sums(meal.items));
    const [listed] = (await browser.get("/api/meals")).json();
    expect(listed.items).toEqual(meal.items);
    expect(listed.calories).toBe(900);
    // Both foods now rank as the user's recent foods.
    const recent = (await browser.get("/api/foods/recent")).json().map((f: { id: number }) => f.id);
    expect(recent.sort()).toEqual([lasagneId, saladId].sort());
  });

  it("a single-food meal is a meal with one item, with the food reference earlier screens read", async () => {
    const { browser, saladId } = await userWithFoods();
    const meal = (await browser.post("/api/meals", { ...base, items: [{ foodId: saladId, amountGrams: 200 }] })).json();
    expect(meal).toMatchObject({ food: "Garden salad", calories: 100, foodId: saladId, amountGrams: 200, items: [{ foodId: saladId }] });
    // Meals typed by hand still work, with no items.
    expect((await browser.post("/api/meals", base)).json()).toMatchObject({ food: "Lunch", calories: 1, items: [] });
  });

  it("keeps the name the person saw for a food of the tables (the analyzer's, in the page's language), with the tables' values (issue 16, uifix)", async () => {
    const { browser, lasagneId, saladId } = await userWithFoods();
    const items = [
      { foodId: lasagneId, name: "Trancio di lasagna", amountGrams: 250 },
      { foodId: saladId, amountGrams: 100 },
    ];
    const res = await browser.post("/api/meals", { ...base, items });
    expect(res.statusCode).toBe(201);
    const meal = res.json();
    expect(meal.food).toBe("Trancio di lasagna + Garden salad");
    expect(meal.items.map((i: { name: string }) => i.name)).toEqual(["Trancio di lasagna", "Garden salad"]);
    // The values are still the tables' (165 kcal per 100 g), never the client's.
    expect(meal).toMatchObject({ calories: 413 + 50, proteins: 24 + 2 });
    const values = await browser.post("/api/meals", {
      ...base,
      items: [{ foodId: saladId, name: "Insalata", amountGrams: 100, calories: 1 }],
    });
    expect(values.statusCode).toBe(400);
    expect(values.json().message).toBe(MealMessages.itemValuesWithFood);
  });

  it("editing an item's grams, removing one or adding one recomputes the totals", async () => {
    const { browser, lasagneId, saladId, breadId } = await userWithFoods();
    const { id } = (
      await browser.post("/api/meals", {
        ...base,
        items: [
          { foodId: lasagneId, amountGrams: 250 },
          { foodId: saladId, amountGrams: 100 },
        ],
      })
    ).json();
    const patch = (items: object[]) => browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { items } });

    const grams = await patch([
      { foodId: lasagneId, amountGrams: 500 },
      { foodId: saladId, amountGrams: 100 },
    ]);
    expect(grams.statusCode).toBe(200);
    expect(grams.json()).toMatchObject({ calories: 825 + 50, proteins: 48 + 2, carbs: 70 + 5, fats: 40 + 3 });

    const removed = (await patch([{ foodId: saladId, amountGrams: 100 }])).json();
    expect(removed).toMatchObject({ food: "Garden salad", calories: 50, items: [{ foodId: saladId }] });

    const added = (
      await patch([
        { foodId: saladId, amountGrams: 100 },
        { foodId: breadId, amountGrams: 80 },
      ])
    ).json();
    expect(added.items).toHaveLength(2);
    expect(added).toMatchObject({ food: "Garden salad + Sourdough", calories: 50 + 208 });
    expect(added).toMatchObject(sums(added.items));
    expect((await browser.get("/api/meals")).json()[0]).toMatchObject({ calories: 258, items: added.items });

    // Typing the values by hand: the items no longer describe the meal and are dropped.
    const typed = await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { calories: 300 } });
    expect(typed.json()).toMatchObject({ calories: 300, items: [] });
  });

  it("keeps the items of a meal whose food was deleted when only its meal type changes (values sent as they were)", async () => {
    const { browser, lasagneId, saladId } = await userWithFoods();
    const meal = (
      await browser.post("/api/meals", {
        ...base,
        items: [
          { foodId: lasagneId, amountGrams: 250 },
          { foodId: saladId, amountGrams: 100 },
        ],
      })
    ).json();
    expect((await browser.request({ method: "DELETE", url: `/api/foods/custom/${saladId}` })).statusCode).toBe(200);
    // The edit form sends the four values back unchanged with the new meal type (found by review: it wiped the items).
    const { food, calories, proteins, carbs, fats } = meal;
    const res = await browser.request({
      method: "PATCH",
      url: `/api/meals/${meal.id}`,
      payload: { food, calories, proteins, carbs, fats, mealType: "dinner" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mealType: "dinner", calories, items: [{ foodId: lasagneId }, { foodId: null }] });
  });

  it("the data export includes each meal's items", async () => {
    const { browser, lasagneId, saladId } = await userWithFoods();
    await browser.post("/api/meals", {
      ...base,
      items: [
        { foodId: lasagneId, amountGrams: 250 },
        { foodId: saladId, amountGrams: 100 },
      ],
    });
    const exported = (await browser.get("/api/export-data")).json();
    expect(exported.meals[0].items).toMatchObject([
      { name: "Nonna Pia's lasagne", amountGrams: 250, calories: 413 },
      { name: "Garden salad", amountGrams: 100, calories: 50 },
    ]);
  });

  it("another user's meal items are unreachable", async () => {
    const owner = await userWithFoods();
    const other = await userWithFoods();
    const meal = (await owner.browser.post("/api/meals", { ...base, items: [{ foodId: owner.saladId, amountGrams: 100 }] })).json();
    expect((await other.browser.get("/api/meals")).json()).toEqual([]);
    const foreign = await other.browser.request({
      method: "PATCH",
      url: `/api/meals/${meal.id}`,
      payload: { items: [{ foodId: other.saladId, amountGrams: 300 }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.browser.request({ method: "DELETE", url: `/api/meals/${meal.id}` })).statusCode).toBe(404);
    expect((await owner.browser.get("/api/meals")).json()[0]).toMatchObject({
      calories: 50,
      items: [{ foodId: owner.saladId, amountGrams: 100 }],
    });
    // Nor can a meal take another user's custom food as an item.
    const stolen = await other.browser.post("/api/meals", { ...base, items: [{ foodId: owner.lasagneId, amountGrams: 100 }] });
    expect(stolen.statusCode).toBe(400);
  });

  it.each([
    [{ items: [] }, "items", MealMessages.itemsInvalid],
    [{ items: "salad" }, "items", MealMessages.itemsInvalid],
    [{ items: [{ foodId: 1, amountGrams: 0 }] }, "items.0.amountGrams", MealMessages.amountInvalid],
    [{ items: [{ foodId: 1 }] }, "items.0.amountGrams", MealMessages.amountRequired],
    [{ items: [{ foodId: "x", amountGrams: 10 }] }, "items.0.foodId", MealMessages.foodIdInvalid],
    // A food of the tables takes its values from them; values come only with an item without a food id.
    [{ items: [{ foodId: 1, amountGrams: 10, calories: 5 }] }, "items.0.calories", MealMessages.itemValuesWithFood],
    [{ items: [{ foodId: 1, amountGrams: 10, sugar: 5 }] }, "items.0.sugar", "Unknown field: items.0.sugar"],
    [{ items: [{ calories: 5, proteins: 1, carbs: 1, fats: 1, amountGrams: 10 }] }, "items.0.name", MealMessages.itemNameRequired],
    [{ items: Array.from({ length: 31 }, () => ({ foodId: 1, amountGrams: 10 })) }, "items", MealMessages.itemsInvalid],
    [{ items: [{ foodId: 1, amountGrams: 10 }], foodId: 1, amountGrams: 10 }, "items", MealMessages.itemsWithFood],
  ])("refuses %j with a clear 400", async (patch, path, message) => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/meals", { ...base, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await browser.get("/api/meals")).json()).toEqual([]);
  });

  it("a bad item writes nothing: no meal, no items, no food use; an edit leaves the meal as it was", async () => {
    const { browser, user, saladId } = await userWithFoods();
    const res = await browser.post("/api/meals", {
      ...base,
      items: [
        { foodId: saladId, amountGrams: 100 },
        { foodId: 999_999, amountGrams: 50 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MealMessages.foodIdInvalid,
      issues: [{ path: "items.1.foodId", message: MealMessages.foodIdInvalid }],
    });
    expect((await browser.get("/api/meals")).json()).toEqual([]);
    expect(await t.app.db.select().from(foodUsage).where(eq(foodUsage.userId, user.id))).toEqual([]);

    const { id } = (await browser.post("/api/meals", { ...base, items: [{ foodId: saladId, amountGrams: 100 }] })).json();
    const bad = await browser.request({
      method: "PATCH",
      url: `/api/meals/${id}`,
      payload: {
        food: "Renamed",
        items: [
          { foodId: saladId, amountGrams: 300 },
          { foodId: 999_999, amountGrams: 1 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect((await browser.get("/api/meals")).json()[0]).toMatchObject({
      food: "Garden salad",
      calories: 50,
      items: [{ amountGrams: 100 }],
    });
  });

  it("refuses a meal more than 1 day in the future, on add and on edit", async () => {
    const { browser } = await registerUser(t.app, { timeZone: "Europe/Rome" });
    const today = toLocalDate(new Date(), "Europe/Rome");
    expect((await browser.post("/api/meals", { ...base, date: addDays(today, 1) })).statusCode).toBe(201);
    const far = await browser.post("/api/meals", { ...base, date: addDays(today, 2) });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ message: MealMessages.dateTooFar, issues: [{ path: "date", message: MealMessages.dateTooFar }] });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await browser.post("/api/meals", { ...base, timestamp: inAWeek })).statusCode).toBe(400);
    const { id } = (await browser.post("/api/meals", { ...base, date: addDays(today, -3) })).json();
    expect((await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { date: addDays(today, 5) } })).statusCode).toBe(
      400,
    );
    expect((await browser.request({ method: "PATCH", url: `/api/meals/${id}`, payload: { date: addDays(today, -1) } })).json().date).toBe(
      addDays(today, -1),
    );
  });

  describe("copying meals", () => {
    it("copies a past meal with its foods to today, or to another day", async () => {
      const { browser, lasagneId, saladId } = await userWithFoods();
      const today = toLocalDate(new Date(), ZONE);
      const source = (
        await browser.post("/api/meals", {
          ...base,
          date: addDays(today, -3),
          notes: "at home",
          items: [
            { foodId: lasagneId, amountGrams: 250, portionLabel: "1 slice" },
            { foodId: saladId, amountGrams: 100 },
          ],
        })
      ).json();
      const res = await browser.post(`/api/meals/${source.id}/copy`, {});
      expect(res.statusCode).toBe(201);
      const copy = res.json();
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({
        date: today,
        food: source.food,
        calories: source.calories,
        proteins: source.proteins,
        mealType: "lunch",
        notes: "at home",
      });
      expect(copy.items.map(({ id: _id, ...i }: { id: number }) => i)).toEqual(source.items.map(({ id: _id, ...i }: { id: number }) => i));
      const other = await browser.post(`/api/meals/${source.id}/copy`, { date: addDays(today, -1) });
      expect(other.json().date).toBe(addDays(today, -1));
      expect((await browser.get("/api/meals")).json()).toHaveLength(3);
      // The source is untouched.
      expect((await browser.get(`/api/meals?startDate=${addDays(today, -3)}&endDate=${addDays(today, -3)}`)).json()[0]).toEqual(source);
    });

    it("copies yesterday's meals of one type to today, and says when there is none", async () => {
      const { browser, saladId, breadId } = await userWithFoods();
      const today = toLocalDate(new Date(), ZONE);
      const yesterday = addDays(today, -1);
      await browser.post("/api/meals", { ...base, mealType: "breakfast", date: yesterday, items: [{ foodId: breadId, amountGrams: 60 }] });
      await browser.post("/api/meals", {
        ...base,
        mealType: "breakfast",
        date: yesterday,
        food: "Coffee",
        calories: 5,
        proteins: 0,
        carbs: 1,
        fats: 0,
      });
      await browser.post("/api/meals", { ...base, mealType: "lunch", date: yesterday, items: [{ foodId: saladId, amountGrams: 100 }] });
      const res = await browser.post("/api/meals/copy-day", { fromDate: yesterday, mealType: "breakfast" });
      expect(res.statusCode).toBe(201);
      const copies = res.json();
      expect(copies.map((m: { food: string; date: string; calories: number }) => [m.food, m.date, m.calories])).toEqual([
        ["Sourdough", today, 156],
        ["Coffee", today, 5],
      ]);
      expect(copies[0].items).toMatchObject([{ name: "Sourdough", amountGrams: 60, calories: 156 }]);
      const todays = (await browser.get(`/api/meals?startDate=${today}&endDate=${today}`)).json();
      expect(todays).toHaveLength(2);
      expect(todays.every((m: { mealType: string }) => m.mealType === "breakfast")).toBe(true);

      const none = await browser.post("/api/meals/copy-day", { fromDate: yesterday, mealType: "dinner" });
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(MealMessages.nothingToCopy);
      const far = await browser.post("/api/meals/copy-day", { fromDate: yesterday, toDate: addDays(today, 3), mealType: "lunch" });
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toBe(MealMessages.dateTooFar);
      // Onto the day it copies from: it would only double that day's meals (found by the security suite's fuzzing).
      const before = (await browser.get("/api/meals")).json().length;
      const same = await browser.post("/api/meals/copy-day", { fromDate: today, toDate: today, mealType: "breakfast" });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: MealMessages.copySameDay, issues: [{ path: "toDate" }] });
      expect((await browser.get("/api/meals")).json()).toHaveLength(before);
      expect((await browser.post("/api/meals/copy-day", { fromDate: "yesterday", mealType: "lunch" })).statusCode).toBe(400);
      expect((await browser.post("/api/meals/copy-day", { fromDate: yesterday, mealType: "brunch" })).statusCode).toBe(400);
    });

    it("never copies another user's meal", async () => {
      const owner = await userWithFoods();
      // In the owner's zone: from 23:00 UTC, Rome's yesterday is UTC's today, and a copy to the same day is refused first (400).
      const other = await registerUser(t.app, { timeZone: ZONE });
      const today = toLocalDate(new Date(), ZONE);
      const meal = (
        await owner.browser.post("/api/meals", { ...base, date: addDays(today, -1), items: [{ foodId: owner.saladId, amountGrams: 100 }] })
      ).json();
      expect((await other.browser.post(`/api/meals/${meal.id}/copy`, {})).statusCode).toBe(404);
      const day = await other.browser.post("/api/meals/copy-day", { fromDate: addDays(today, -1), mealType: "lunch" });
      expect(day.statusCode).toBe(404);
      expect((await other.browser.get("/api/meals")).json()).toEqual([]);
    });
  });
});
