import { LogSuggestionMessages, toLocalDate, type MealEntry, type MealSuggestion, type Recipe } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const today = () => toLocalDate(new Date(), null);
/** The answer's status, with its body in the failure message. */
const expectStatus = (res: { statusCode: number; body: string }, code: number) =>
  expect(`${res.statusCode} ${res.body.slice(0, 300)}`).toMatch(new RegExp(`^${code} `));
const LOG = "/api/recommendations/meals/log";

describe.each(backends)("a suggestion's 'Add Meal' logs its foods (%s)", (backend) => {
  let t: TestApp;
  let recipes: Map<number, Recipe>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    const guest = new Browser(t.app, "192.0.2.240");
    recipes = new Map(((await guest.get("/api/recipes")).json() as Recipe[]).map((r) => [r.id, r]));
  }, 180_000);
  afterAll(() => t.close());

  it("logs one meal of today named after the dish, its items the recipe's ingredients scaled to the servings (and the side), totals the card's", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.get("/api/recommendations/meals");
    expectStatus(res, 200);
    const all = res.json().suggestions as MealSuggestion[];
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      const recipe = recipes.get(s.recipeId!)!;
      const logged = await browser.post(LOG, {
        recipeId: s.recipeId,
        servings: s.servings,
        mealType: s.mealType,
        ...(s.side ? { side: { key: s.side.key, grams: s.side.grams } } : {}),
      });
      expectStatus(logged, 201);
      const meal: MealEntry = logged.json();
      expect(meal).toMatchObject({ mealType: s.mealType, date: today() });
      expect(meal.food).toBe(s.side ? `${recipe.name}, ${s.side.grams} g ${s.side.name}` : recipe.name);
      expect(meal.items!.length).toBe(recipe.ingredients.length + (s.side ? 1 : 0));
      const factor = s.servings! / recipe.servings;
      recipe.ingredients.forEach((ingredient, index) => {
        expect(meal.items![index]!.foodId).toBe(ingredient.foodId);
        expect(Math.abs(meal.items![index]!.amountGrams - ingredient.grams * factor)).toBeLessThanOrEqual(0.1);
      });
      expect(s.side ? meal.items!.at(-1)!.amountGrams : null).toBe(s.side ? s.side.grams : null);
      // The stored totals are the numbers the card showed (issue 16: the card said 386 kcal and 36 g carbs, the
      // day's history 387 and 35, the sum of six items rounded one by one); the items, each rounded, stay
      // within half a unit per item of them.
      expect({ calories: meal.calories, proteins: meal.proteins, carbs: meal.carbs, fats: meal.fats }).toEqual({
        calories: s.calories,
        proteins: s.proteins,
        carbs: s.carbs,
        fats: s.fats,
      });
      for (const k of ["calories", "proteins", "carbs", "fats"] as const)
        expect(Math.abs(meal[k] - meal.items!.reduce((a, i) => a + i[k], 0))).toBeLessThanOrEqual(meal.items!.length / 2 + s[k] * 0.01);
      const listed = (await browser.get(`/api/meals?startDate=${today()}&endDate=${today()}`)).json() as MealEntry[];
      expect(listed.find((m) => m.id === meal.id)?.items?.length).toBe(meal.items!.length);
    }
  });

  it("names the meal in Italian for an Italian user", async () => {
    const { browser } = await registerUser(t.app);
    const recipe = [...recipes.values()].find((r) => r.nameIt !== r.name)!;
    const res = await browser.request({
      method: "POST",
      url: LOG,
      payload: { recipeId: recipe.id, servings: 1, mealType: recipe.mealType },
      headers: { "accept-language": "it-IT,it;q=0.9" },
    });
    expectStatus(res, 201);
    expect(res.json().food).toBe(recipe.nameIt);
  });

  it("refuses bad input with 400 and a clear message, a visitor with 401, and stores nothing", async () => {
    const { browser } = await registerUser(t.app);
    const recipe = [...recipes.values()][0]!;
    const cases: [object, string][] = [
      [{ recipeId: 2_147_483_000, servings: 1, mealType: "lunch" }, LogSuggestionMessages.recipeInvalid],
      [{ recipeId: recipe.id, servings: 0, mealType: "lunch" }, LogSuggestionMessages.servingsInvalid],
      [{ recipeId: recipe.id, servings: 11, mealType: "lunch" }, LogSuggestionMessages.servingsInvalid],
      [{ recipeId: recipe.id, servings: 1, mealType: "lunch", side: { key: "caviar", grams: 50 } }, LogSuggestionMessages.sideInvalid],
      [{ recipeId: recipe.id, servings: 1, mealType: "lunch", side: { key: "tuna", grams: 900 } }, LogSuggestionMessages.sideGramsInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await browser.post(LOG, payload);
      expect({ payload, status: res.statusCode, body: res.body }).toMatchObject({ status: 400 });
      expect(res.body).toContain(message);
    }
    expect((await browser.post(LOG, { recipeId: recipe.id, servings: 1 })).statusCode).toBe(400);
    expect((await browser.get(`/api/meals?startDate=${today()}&endDate=${today()}`)).json()).toEqual([]);
    const visitor = new Browser(t.app, "192.0.2.241");
    expect((await visitor.post(LOG, { recipeId: recipe.id, servings: 1, mealType: "lunch" })).statusCode).toBe(401);
  });
});
