import { addDays, MealMessages, toLocalDate } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const salad = { name: "Garden salad", energyKcal: 50, proteinG: 2, carbsG: 5, fatG: 2.5 };
const bread = { name: "Sourdough", energyKcal: 260, proteinG: 9, carbsG: 50, fatG: 1.5 };
const base = { food: "Lunch", calories: 1, proteins: 1, carbs: 1, fats: 1, mealType: "lunch" };
const ZONE = "Europe/Rome";

type Values = { calories: number; proteins: number; carbs: number; fats: number };
const sums = (items: Values[]) => ({
  calories: items.reduce((s, i) => s + i.calories, 0),
  proteins: items.reduce((s, i) => s + i.proteins, 0),
  carbs: items.reduce((s, i) => s + i.carbs, 0),
  fats: items.reduce((s, i) => s + i.fats, 0),
});

describe.each(backends)("my meals, favourites and recent meals (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const today = () => toLocalDate(t.app.clock(), ZONE);
  const rows = async (table: string, userId: number) =>
    (await t.database.db.execute(sql`select * from ${sql.identifier(table)} where user_id = ${userId} order by id`)).rows as Record<
      string,
      unknown
    >[];

  async function userWithLunch() {
    const u = await registerUser(t.app, { timeZone: ZONE });
    const saladId = (await u.browser.post("/api/foods/custom", salad)).json().id as number;
    const breadId = (await u.browser.post("/api/foods/custom", bread)).json().id as number;
    const lunch = (
      await u.browser.post("/api/meals", {
        ...base,
        items: [
          { foodId: saladId, amountGrams: 200 },
          { foodId: breadId, amountGrams: 80 },
        ],
      })
    ).json();
    return { ...u, saladId, breadId, lunch };
  }

  describe("my meals", () => {
    it("saves a logged meal's foods under a name, lists it, logs it in one tap for today with its totals", async () => {
      const { browser, user, lunch, saladId, breadId } = await userWithLunch();
      const saved = await browser.post("/api/my-meals", { name: "  Work lunch ", mealId: lunch.id });
      expect(saved.statusCode).toBe(201);
      const myMeal = saved.json();
      expect(myMeal).toMatchObject({
        name: "Work lunch",
        calories: 100 + 208,
        items: [{ foodId: saladId, amountGrams: 200 }, { foodId: breadId }],
      });
      expect(myMeal).toMatchObject(sums(myMeal.items));
      expect(await rows("my_meals", user.id)).toHaveLength(1);
      expect(await rows("my_meal_items", user.id)).toHaveLength(2);
      expect((await browser.get("/api/my-meals")).json()).toEqual([myMeal]);

      const logged = await browser.post(`/api/my-meals/${myMeal.id}/log`, { mealType: "dinner" });
      expect(logged.statusCode).toBe(201);
      const meal = logged.json();
      expect(meal).toMatchObject({ date: today(), mealType: "dinner", food: "Garden salad + Sourdough", calories: 308 });
      expect(meal).toMatchObject(sums(meal.items));
      expect(meal.items.map((i: { foodId: number }) => i.foodId)).toEqual([saladId, breadId]);
      expect(await rows("meals", user.id)).toHaveLength(2);

      // Without a meal type: the one of the user's time of day; another day when asked.
      const yesterday = addDays(today(), -1);
      const again = (await browser.post(`/api/my-meals/${myMeal.id}/log`, { date: yesterday })).json();
      expect(again.date).toBe(yesterday);
      expect(["breakfast", "lunch", "snack", "dinner"]).toContain(again.mealType);
      const tooFar = await browser.post(`/api/my-meals/${myMeal.id}/log`, { date: addDays(today(), 5) });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().message).toBe(MealMessages.dateTooFar);
    });

    it("renames, changes an item's grams (values recomputed), removes an item, deletes", async () => {
      const { browser, user, lunch } = await userWithLunch();
      const myMeal = (await browser.post("/api/my-meals", { name: "Lunch box", mealId: lunch.id })).json();
      const [saladItem, breadItem] = myMeal.items;
      const patch = (payload: object) => browser.request({ method: "PATCH", url: `/api/my-meals/${myMeal.id}`, payload });

      const renamed = await patch({ name: "Office lunch" });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: "Office lunch", calories: 308 });

      const grams = (await patch({ items: [{ id: saladItem.id, amountGrams: 400 }, { id: breadItem.id }] })).json();
      expect(grams.items[0]).toMatchObject({ amountGrams: 400, calories: 200, proteins: 8, carbs: 20, fats: 10 });
      expect(grams.calories).toBe(408);
      expect(grams).toMatchObject(sums(grams.items));

      const removed = (await patch({ items: [{ id: grams.items[1].id }] })).json();
      expect(removed).toMatchObject({ calories: 208, items: [{ name: "Sourdough" }] });
      expect(await rows("my_meal_items", user.id)).toHaveLength(1);
      // The meal logged from it now has only the bread.
      const meal = (await browser.post(`/api/my-meals/${myMeal.id}/log`, {})).json();
      expect(meal).toMatchObject({ food: "Sourdough", calories: 208 });

      const deleted = await browser.request({ method: "DELETE", url: `/api/my-meals/${myMeal.id}` });
      expect(deleted.statusCode).toBe(200);
      expect(await rows("my_meals", user.id)).toHaveLength(0);
      expect(await rows("my_meal_items", user.id)).toHaveLength(0);
      expect((await browser.post(`/api/my-meals/${myMeal.id}/log`, {})).statusCode).toBe(404);
    });

    it("refuses a name too long or taken, an empty list, an unknown item, with clear 400 messages", async () => {
      const { browser, lunch } = await userWithLunch();
      const long = await browser.post("/api/my-meals", { name: "x".repeat(81), mealId: lunch.id });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(MealMessages.myMealNameTooLong);
      const blank = await browser.post("/api/my-meals", { name: "   ", mealId: lunch.id });
      expect(blank.json().message).toBe(MealMessages.myMealNameRequired);
      const first = (await browser.post("/api/my-meals", { name: "Pasta night", mealId: lunch.id })).json();
      const taken = await browser.post("/api/my-meals", { name: "PASTA NIGHT", mealId: lunch.id });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(MealMessages.myMealNameTaken);
      const patch = (payload: object) => browser.request({ method: "PATCH", url: `/api/my-meals/${first.id}`, payload });
      const empty = await patch({ items: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MealMessages.itemsInvalid);
      const unknown = await patch({ items: [{ id: 2_000_000_000 }] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(MealMessages.myMealItemUnknown);
      const tooMany = await patch({ items: Array.from({ length: 31 }, () => ({ id: first.items[0].id })) });
      expect(tooMany.json().message).toBe(MealMessages.itemsInvalid);
    });

    it("keeps at most 200 My meals per user, and two saves of one name at once store one", async () => {
      const { browser, user, lunch } = await userWithLunch();
      const [a, b] = await Promise.all([
        browser.post("/api/my-meals", { name: "Twice", mealId: lunch.id }),
        browser.post("/api/my-meals", { name: "twice", mealId: lunch.id }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
      expect([a, b].find((r) => r.statusCode === 400)!.json().message).toBe(MealMessages.myMealNameTaken);
      await t.database.db.execute(
        sql`insert into my_meals (user_id, name, calories, proteins, carbs, fats) select ${user.id}, 'Meal ' || g, 0, 0, 0, 0 from generate_series(1, 199) g`,
      );
      const full = await browser.post("/api/my-meals", { name: "One more", mealId: lunch.id });
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe(MealMessages.myMealsTooMany);
      expect(await rows("my_meals", user.id)).toHaveLength(200);
    });

    it("a meal typed by hand is saved as one food without weight and logged with its values", async () => {
      const { browser } = await registerUser(t.app, { timeZone: ZONE });
      const typed = (
        await browser.post("/api/meals", { ...base, food: "Toast and jam", calories: 320, proteins: 8, carbs: 55, fats: 7 })
      ).json();
      const myMeal = (await browser.post("/api/my-meals", { name: "Toast", mealId: typed.id })).json();
      expect(myMeal.items).toMatchObject([{ foodId: null, amountGrams: null, name: "Toast and jam", calories: 320 }]);
      const noWeight = await browser.request({
        method: "PATCH",
        url: `/api/my-meals/${myMeal.id}`,
        payload: { items: [{ id: myMeal.items[0].id, amountGrams: 100 }] },
      });
      expect(noWeight.json().message).toBe(MealMessages.myMealItemNoWeight);
      const meal = (await browser.post(`/api/my-meals/${myMeal.id}/log`, { mealType: "breakfast" })).json();
      expect(meal).toMatchObject({ food: "Toast and jam", calories: 320, proteins: 8, carbs: 55, fats: 7, items: [] });
    });

    it("another user's my meals and meals are unreachable (404) and never listed; nothing of theirs changes", async () => {
      const owner = await userWithLunch();
      const mine = (await owner.browser.post("/api/my-meals", { name: "Secret lunch", mealId: owner.lunch.id })).json();
      const other = await registerUser(t.app, { timeZone: ZONE });
      expect((await other.browser.get("/api/my-meals")).json()).toEqual([]);
      expect((await other.browser.post(`/api/my-meals/${mine.id}/log`, {})).statusCode).toBe(404);
      expect(
        (await other.browser.request({ method: "PATCH", url: `/api/my-meals/${mine.id}`, payload: { name: "Mine" } })).statusCode,
      ).toBe(404);
      expect((await other.browser.request({ method: "DELETE", url: `/api/my-meals/${mine.id}` })).statusCode).toBe(404);
      // Saving someone else's meal: 404, as for a meal that does not exist.
      const theirs = await other.browser.post("/api/my-meals", { name: "Stolen", mealId: owner.lunch.id });
      expect(theirs.statusCode).toBe(404);
      expect(await rows("meals", other.user.id)).toHaveLength(0);
      expect(await rows("my_meals", other.user.id)).toHaveLength(0);
      expect((await owner.browser.get("/api/my-meals")).json()).toEqual([mine]);
    });
  });

  describe("favourites", () => {
    it("stars a food and a meal once each, lists them, unstars; exported with my meals", async () => {
      const { browser, user, lunch, saladId } = await userWithLunch();
      const put = (url: string) => browser.request({ method: "PUT", url });
      expect((await put(`/api/favourites/foods/${saladId}`)).statusCode).toBe(200);
      expect((await put(`/api/favourites/foods/${saladId}`)).statusCode).toBe(200);
      expect((await put(`/api/favourites/meals/${lunch.id}`)).statusCode).toBe(200);
      expect(await rows("favourites", user.id)).toHaveLength(2);
      const listed = (await browser.get("/api/favourites")).json();
      expect(listed.foods.map((f: { id: number }) => f.id)).toEqual([saladId]);
      expect(listed.meals.map((m: { id: number }) => m.id)).toEqual([lunch.id]);

      await browser.post("/api/my-meals", { name: "Export me", mealId: lunch.id });
      const exported = (await browser.get("/api/export-data")).json();
      expect(exported.favourites).toEqual({ foodIds: [saladId], mealIds: [lunch.id] });
      expect(exported.myMeals).toMatchObject([{ name: "Export me", items: [{ foodId: saladId }, {}] }]);

      expect((await browser.request({ method: "DELETE", url: `/api/favourites/foods/${saladId}` })).statusCode).toBe(200);
      // Unstarring again changes nothing.
      expect((await browser.request({ method: "DELETE", url: `/api/favourites/foods/${saladId}` })).statusCode).toBe(200);
      expect((await browser.get("/api/favourites")).json().foods).toEqual([]);
      // Deleting the meal removes its star.
      await browser.request({ method: "DELETE", url: `/api/meals/${lunch.id}` });
      expect((await browser.get("/api/favourites")).json()).toEqual({ foods: [], meals: [] });
      expect(await rows("favourites", user.id)).toHaveLength(0);
    });

    it("another user's meal or custom food cannot be starred or unstarred (404), and favourites are never shared", async () => {
      const owner = await userWithLunch();
      await owner.browser.request({ method: "PUT", url: `/api/favourites/meals/${owner.lunch.id}` });
      const other = await registerUser(t.app, { timeZone: ZONE });
      const req = (method: "PUT" | "DELETE", url: string) => other.browser.request({ method, url });
      const meal = await req("PUT", `/api/favourites/meals/${owner.lunch.id}`);
      const missing = await req("PUT", `/api/favourites/meals/2000000000`);
      expect(meal.statusCode).toBe(404);
      expect(meal.body).toBe(missing.body);
      expect((await req("DELETE", `/api/favourites/meals/${owner.lunch.id}`)).statusCode).toBe(404);
      expect((await req("PUT", `/api/favourites/foods/${owner.saladId}`)).statusCode).toBe(404);
      expect(await rows("favourites", other.user.id)).toHaveLength(0);
      expect((await other.browser.get("/api/favourites")).json()).toEqual({ foods: [], meals: [] });
      expect((await owner.browser.get("/api/favourites")).json().meals).toHaveLength(1);
    });
  });

  describe("recent meals", () => {
    it("lists distinct meals (same foods and amounts once), ranked for the meal type asked; one tap logs one again today", async () => {
      const { browser, saladId, breadId, lunch } = await userWithLunch();
      // The same lunch again, and a different breakfast.
      await browser.post("/api/meals", {
        ...base,
        items: [
          { foodId: saladId, amountGrams: 200 },
          { foodId: breadId, amountGrams: 80 },
        ],
      });
      const breakfast = (
        await browser.post("/api/meals", { ...base, mealType: "breakfast", items: [{ foodId: breadId, amountGrams: 60 }] })
      ).json();
      const forLunch = (await browser.get("/api/meals/recent?mealType=lunch")).json();
      expect(forLunch).toHaveLength(2);
      expect(forLunch[0]).toMatchObject({ timesLogged: 2, meal: { food: "Garden salad + Sourdough" } });
      expect(forLunch[1].meal.id).toBe(breakfast.id);
      const forBreakfast = (await browser.get("/api/meals/recent?mealType=breakfast&limit=1")).json();
      expect(forBreakfast).toMatchObject([{ timesLogged: 1, meal: { id: breakfast.id } }]);

      // Logged again today as the form's meal type, with its foods.
      const copy = await browser.post(`/api/meals/${lunch.id}/copy`, { mealType: "dinner" });
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ date: today(), mealType: "dinner", calories: lunch.calories, items: [{}, {}] });
      const bad = await browser.get("/api/meals/recent?mealType=brunch");
      expect(bad.statusCode).toBe(400);
    });

    it("never lists another user's meals", async () => {
      await userWithLunch();
      const other = await registerUser(t.app, { timeZone: ZONE });
      expect((await other.browser.get("/api/meals/recent")).json()).toEqual([]);
    });
  });

  describe("items without a food id (the analyzer's dishes)", () => {
    it("a meal holds them with their own name and values; totals are the sum with the foods", async () => {
      const { browser, saladId } = await userWithLunch();
      const res = await browser.post("/api/meals", {
        ...base,
        items: [
          { foodId: saladId, amountGrams: 100 },
          { name: "Nonna's ragù", amountGrams: 150, calories: 240.4, proteins: 14, carbs: 6.6, fats: 17 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const meal = res.json();
      expect(meal.items[1]).toMatchObject({ foodId: null, name: "Nonna's ragù", amountGrams: 150, calories: 240, carbs: 7 });
      expect(meal.calories).toBe(50 + 240);
      expect(meal).toMatchObject(sums(meal.items));
      const noValues = await browser.post("/api/meals", { ...base, items: [{ name: "Mystery", amountGrams: 100 }] });
      expect(noValues.statusCode).toBe(400);
      expect(noValues.json().message).toBe(MealMessages.caloriesMin);
      const mixed = await browser.post("/api/meals", { ...base, items: [{ foodId: saladId, amountGrams: 100, calories: 5 }] });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toBe(MealMessages.itemValuesWithFood);
    });
  });
});
