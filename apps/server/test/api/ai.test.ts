import {
  ALLERGIES,
  basalMetabolicRate,
  dailyEnergy,
  DIETS,
  FREE_SUGGESTIONS_PER_WEEK,
  MEAL_TYPES,
  type MealSuggestion,
  type Preferences,
  type Recipe,
  type RecipeCountry,
  VISITOR_ADDRESS_DAILY_CEILING,
} from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRY_NAMES_IT } from "../../data/recipes/ingredients.it.ts";
import { createAiSources } from "../../src/features/ai/index.ts";
import { suggestMeals } from "../../src/features/ai/suggestions.engine.ts";
import { grantSubscription } from "../../src/features/billing/index.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const USED_UP = "You've used your 3 free AI questions! Sign up for unlimited access.";

const put = (b: Browser, url: string, payload: object) => b.request({ method: "PUT", url, payload });
/** 'Generate New': a POST, which the Free plan counts. */
const generate = (b: Browser, payload: object = {}, headers: Record<string, string> = {}) =>
  b.request({ method: "POST", url: "/api/recommendations/meals", payload, headers });
async function suggestions(b: Browser, query = "") {
  const res = await b.get(`/api/recommendations/meals${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { suggestions: MealSuggestion[] }).suggestions;
}

describe.each(backends)("AI chat, preferences, suggestions and goal recommendations (%s)", (backend) => {
  let t: TestApp;
  let recipes: Map<number, Recipe>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    const guest = new Browser(t.app, "192.0.2.250");
    recipes = new Map(((await guest.get("/api/recipes")).json() as Recipe[]).map((r) => [r.id, r]));
  }, 120_000);
  afterAll(() => t.close());

  describe("anonymous chat quota", () => {
    it("answers 3 questions per visitor, then 429 with the spec's message; the counter reads the server's count", async () => {
      const visitor = new Browser(t.app, "192.0.2.10");
      expect((await visitor.get("/api/ai-chat/allowance")).json()).toEqual({ queryCount: 0, queryLimit: 3, remainingQueries: 3 });
      const remaining: number[] = [];
      const ask = async () => {
        const res = await visitor.post("/api/ai-chat", { query: "How much salt per day?", chatType: "meals" });
        expect(res.statusCode).toBe(200);
        expect(res.json().answer).toContain("5 g");
        remaining.push(res.json().remainingQueries);
      };
      await ask();
      await ask();
      // A reload asks the server: the counter says what the server counted.
      expect((await visitor.get("/api/ai-chat/allowance")).json()).toEqual({ queryCount: 2, queryLimit: 3, remainingQueries: 1 });
      await ask();
      expect(remaining).toEqual([2, 1, 0]);
      const fourth = await visitor.post("/api/ai-chat", { query: "And water?", chatType: "meals" });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(USED_UP);
      expect((await visitor.get("/api/ai-chat/allowance")).json()).toEqual({ queryCount: 3, queryLimit: 3, remainingQueries: 0 });
    });

    it("gives each visitor behind a shared address their own questions, up to the address's daily ceiling", async () => {
      const ip = "192.0.2.12";
      const first = new Browser(t.app, ip);
      for (let i = 0; i < 3; i++) expect((await first.post("/api/ai-chat", { query: "How much salt per day?" })).statusCode).toBe(200);
      // A colleague on the same office address is not refused before asking anything.
      const colleague = new Browser(t.app, ip);
      expect((await colleague.get("/api/ai-chat/allowance")).json().remainingQueries).toBe(3);
      const asked = await colleague.post("/api/ai-chat", { query: "How much water should I drink?" });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ queryCount: 1, remainingQueries: 2 });
      // Fresh cookies from one address stop at the ceiling, all visitors together.
      const codes: number[] = [];
      for (let i = 4; i < VISITOR_ADDRESS_DAILY_CEILING + 2; i++)
        codes.push((await new Browser(t.app, ip).post("/api/ai-chat", { query: "Is rice healthy?" })).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(VISITOR_ADDRESS_DAILY_CEILING - 4);
      expect(codes.slice(VISITOR_ADDRESS_DAILY_CEILING - 4)).toEqual([429, 429]);
      // Another address is not affected.
      expect((await new Browser(t.app, "192.0.2.11").post("/api/ai-chat", { query: "How much water should I drink?" })).statusCode).toBe(
        200,
      );
    });

    it("lets at most 3 of 10 parallel questions from one visitor through", async () => {
      const visitor = new Browser(t.app, "192.0.2.20");
      visitor.cookies.np_anon = "parallel-visitor-0001";
      const results = await Promise.all(
        Array.from({ length: 10 }, () => visitor.post("/api/ai-chat", { query: "How much fibre do I need?" })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
    });

    it("refuses a blank question with 400", async () => {
      const res = await new Browser(t.app, "192.0.2.30").post("/api/ai-chat", { query: "   " });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Please type a question");
    });
  });

  it("keeps guests out of the signed-in endpoints (401)", async () => {
    const guest = new Browser(t.app, "192.0.2.40");
    for (const url of ["/api/recommendations/meals", "/api/recommendations/nutrition-goals", "/api/preferences", "/api/ai-chat/history"]) {
      expect({ url, status: (await guest.get(url)).statusCode }).toEqual({ url, status: 401 });
    }
    expect((await guest.post("/api/meal-feedback", { mealName: "x", rating: 5 })).statusCode).toBe(401);
    expect((await put(guest, "/api/preferences", { allergies: [] })).statusCode).toBe(401);
  });

  it("answers a trial user's questions from the food database and their own data, and keeps the conversation per chat type", async () => {
    const { browser, user } = await registerUser(t.app);
    await browser.post("/api/meals", { food: "Porridge", calories: 350, proteins: 12, carbs: 60, fats: 7, mealType: "breakfast" });
    await browser.post("/api/nutrition-goals", {
      name: "Cut",
      calories: 1800,
      proteins: 140,
      carbs: 180,
      fats: 60,
      startDate: "2025-01-01",
    });

    // Plain 'salmon' is the farmed fish sold in Europe (chat.foods.ts NAMES): the search's first entry for that name.
    const salmon = (await browser.get("/api/foods/search?q=salmon%20farmed%20raw&limit=1")).json()[0];
    const detail = (await browser.get(`/api/foods/${salmon.id}`)).json();
    const expected = (Math.round(detail.nutrients.proteinG * 1.5 * 10) / 10).toFixed(1);
    const food = await browser.post("/api/ai-chat", { userId: user.id, query: "How much protein in 150 g of salmon?", chatType: "meals" });
    expect(food.statusCode).toBe(200);
    expect(food.json().answer).toContain(`protein ${expected} g`);
    expect(food.json().engine).toBe("offline");

    const today = (
      await browser.post("/api/ai-chat", { userId: user.id, query: "How many calories do I have left?", chatType: "meals" })
    ).json();
    expect(today.answer).toContain("1450 kcal");

    const italian = (
      await browser.post("/api/ai-chat", { userId: user.id, query: "Cosa ho mangiato oggi?", chatType: "goals", language: "it" })
    ).json();
    expect(italian.answer).toContain("350 kcal");

    const history = (await browser.get("/api/ai-chat/history?chatType=meals")).json();
    expect(history.map((m: { type: string }) => m.type)).toEqual(["user", "bot", "user", "bot"]);
    expect(history[0].content).toBe("How much protein in 150 g of salmon?");
    expect((await browser.get("/api/ai-chat/history?chatType=goals")).json()).toHaveLength(2);

    // A branded chocolate bar no table weighs is the tables' regular bar, said as such (CoFID lists Bounty per 100 g).
    const bar = (await browser.post("/api/ai-chat", { userId: user.id, query: "calories in a bounty", chatType: "meals" })).json();
    expect(bar.answer).toMatch(/a regular chocolate bar, 48 g, a household measure\): energy 230 kcal\. .*entry "Bounty bar/);

    // Another user's id in the body is refused, and their history is their own.
    const other = await registerUser(t.app);
    expect((await other.browser.post("/api/ai-chat", { userId: user.id, query: "What did I eat today?" })).statusCode).toBe(403);
    expect((await other.browser.get("/api/ai-chat/history?chatType=meals")).json()).toEqual([]);
  });

  it("stores preferences with the spec's rules", async () => {
    const { browser } = await registerUser(t.app);
    expect((await browser.get("/api/preferences")).json()).toMatchObject({ allergies: [], diets: [], maxPrepMinutes: 60 });
    const saved = await put(browser, "/api/preferences", {
      allergies: ["fish", "nuts"],
      diets: ["vegetarian"],
      preferredCuisines: ["italian"],
      maxPrepMinutes: "soon",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ allergies: ["fish", "nuts"], diets: ["vegetarian"], maxPrepMinutes: 60 });
    const tooShort = await put(browser, "/api/preferences", { maxPrepMinutes: 2 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain("at least 5 minutes");
    expect((await put(browser, "/api/preferences", { allergies: ["peanut butter"] })).statusCode).toBe(400);
    // Nothing half-written by the refused requests.
    expect((await browser.get("/api/preferences")).json()).toMatchObject({ allergies: ["fish", "nuts"], maxPrepMinutes: 60 });
  });

  it("never suggests a recipe with the user's allergens or against their diet, and fits the meal's calories", async () => {
    const { browser } = await registerUser(t.app);
    await browser.post("/api/nutrition-goals", {
      name: "Maintain",
      calories: 2000,
      proteins: 100,
      carbs: 250,
      fats: 67,
      startDate: "2025-01-01",
    });
    await put(browser, "/api/preferences", { allergies: ["dairy", "gluten"], diets: ["vegetarian"] });
    const all = [
      ...(await suggestions(browser)),
      ...(await suggestions(browser, "?mealType=dinner")),
      ...(await suggestions(browser, "?mealType=breakfast")),
    ];
    expect(all.length).toBeGreaterThan(3);
    for (const s of all) {
      const recipe = recipes.get(s.recipeId!)!;
      expect(recipe.allergens).not.toContain("dairy");
      expect(recipe.allergens).not.toContain("gluten");
      expect(recipe.diets).toContain("vegetarian");
    }
    const dinner = (await suggestions(browser, "?mealType=dinner"))[0]!;
    expect(dinner.mealType).toBe("dinner");
    // Dinner is 30 % of a 2000 kcal day when nothing is logged: 600 kcal, within the serving step.
    expect(Math.abs(dinner.calories - 600)).toBeLessThan(150);
    expect(dinner.reasoning).toMatch(/\d+ kcal/);
  });

  it("suggests low-carb dishes for a low-carbohydrate goal (user trial, session 15)", async () => {
    const { browser } = await registerUser(t.app);
    // The 'Low carb' preset: 50 g of carbohydrate in 1800 kcal. Rösti or pan con tomate are no meal of it.
    await browser.post("/api/nutrition-goals", {
      name: "Low carb",
      calories: 1800,
      proteins: 150,
      carbs: 50,
      fats: 120,
      startDate: "2025-01-01",
    });
    const all = [...(await suggestions(browser)), ...(await suggestions(browser, "?mealType=lunch"))];
    expect(all.length).toBeGreaterThan(3);
    for (const s of all) expect(recipes.get(s.recipeId!)!.diets).toContain("low-carb");
  });

  it("describes every recipe in Italian with Italian ingredient and country names, and matches ingredients typed in Italian", async () => {
    const catalogue = await createAiSources(t.database.db, async () => "ready").loadCatalogue();
    expect(catalogue.recipes.length).toBeGreaterThanOrEqual(70);
    for (const r of catalogue.recipes) {
      expect(r.descriptionIt).toMatch(/^.+: pronto in \d+ minuti\. Ingredienti principali: .+\.$/);
      // "Region, Country:" with the country in Italian.
      expect(/^.*, ([^:,]+): pronto/.exec(r.descriptionIt)?.[1]).toBe(COUNTRY_NAMES_IT[r.country as RecipeCountry]);
    }
    const pasta = catalogue.recipes.find((r) => r.name === "Spaghetti al pomodoro e basilico")!;
    expect(pasta.descriptionIt).toContain("Campania, Italia");
    expect(pasta.descriptionIt).toContain("pomodori pelati");
    expect(pasta.preferenceNames).toEqual(expect.arrayContaining(["canned tomatoes", "pomodori pelati"]));
  });

  it("never suggests an allergen or a dish against the diet, across 200 generated profiles", async () => {
    const catalogue = await createAiSources(t.database.db, async () => "ready").loadCatalogue();
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const animal =
      /chicken|beef|pork|lamb|veal|bacon|ham|sausage|salami|prosciutto|anchov|tuna|salmon|cod|sardine|prawn|shrimp|mussel|clam|squid|fish|herring|mackerel/i;
    let checked = 0;
    for (let i = 0; i < 200; i++) {
      const prefs: Preferences = {
        allergies: ALLERGIES.filter(() => next() < 0.2),
        diets: DIETS.filter(() => next() < 0.12),
        preferredIngredients: [],
        preferredCuisines: [],
        regionalFocus: [],
        maxPrepMinutes: 20 + Math.floor(next() * 100),
      };
      const calories = 1400 + Math.floor(next() * 1800);
      const day = {
        goal: { calories, proteins: Math.round((calories * 0.3) / 4) },
        eaten: { calories: 0, proteins: 0 },
        mealTypesLogged: [],
      };
      for (const mealType of MEAL_TYPES) {
        for (const s of suggestMeals(catalogue, mealType, day, prefs, { suggested: [], eatenFoods: [], feedback: [] }, 3)) {
          checked++;
          const recipe = recipes.get(s.recipeId!)!;
          const side = catalogue.sides.find((x) => x.key === s.side?.key);
          for (const a of prefs.allergies) {
            expect(recipe.allergens).not.toContain(a);
            expect(side?.allergens ?? []).not.toContain(a);
          }
          for (const d of prefs.diets.filter((x) => x !== "pescatarian" && x !== "paleo")) expect(recipe.diets).toContain(d);
          const meatFree = prefs.diets.includes("vegetarian") || prefs.diets.includes("vegan");
          const animalFound = `${recipe.ingredients.map((x) => x.name).join(", ")}, ${side?.name ?? ""}`.match(animal)?.[0] ?? null;
          expect(meatFree ? animalFound : null).toBeNull();
          expect(recipe.prepMinutes).toBeLessThanOrEqual(prefs.maxPrepMinutes);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("shows every meal type under 'All', never repeats the cards on screen on Generate New, and keeps a snack within 5-15 % and what is left", async () => {
    const { browser } = await registerUser(t.app);
    await browser.post("/api/nutrition-goals", {
      name: "Maintain",
      calories: 2000,
      proteins: 100,
      carbs: 250,
      fats: 67,
      startDate: "2025-01-01",
    });
    // Breakfast and lunch logged: 'All' still shows all four meal types.
    for (const [mealType, calories] of [
      ["breakfast", 500],
      ["lunch", 700],
    ] as const)
      expect(
        (await browser.post("/api/meals", { food: `My ${mealType}`, calories, proteins: 25, carbs: 60, fats: 20, mealType })).statusCode,
      ).toBe(201);
    const shown = await suggestions(browser);
    expect(new Set(shown.map((s) => s.mealType))).toEqual(new Set(MEAL_TYPES));
    const snack = shown.find((s) => s.mealType === "snack")!;
    expect(snack.calories).toBeGreaterThanOrEqual(100);
    expect(snack.calories).toBeLessThanOrEqual(300);
    for (const s of shown) {
      expect(s.servings).toBeGreaterThanOrEqual(0.5);
      expect(s.servings).toBeLessThanOrEqual(2.5);
    }
    // Generate New with the cards on screen named: none of them comes back.
    const fresh = await generate(browser, { shown: shown.map((s) => s.recipeId!) });
    expect(fresh.statusCode).toBe(200);
    const next = fresh.json().suggestions as MealSuggestion[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((s) => shown.some((x) => x.recipeId === s.recipeId))).toEqual([]);
    // The server remembers what it generated: the next generation repeats none of it, even unnamed.
    const third = (await generate(browser)).json().suggestions as MealSuggestion[];
    expect(third.filter((s) => next.some((x) => x.recipeId === s.recipeId))).toEqual([]);
    // Too many ids, or ids that are not ids: 400 with a clear message.
    const tooMany = await generate(browser, { shown: Array.from({ length: 21 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("At most 20 suggestions can be on screen");
    expect((await generate(browser, { shown: ["x"] })).statusCode).toBe(400);
    // Nearly everything eaten: no snack is suggested, and dinner is a light one.
    expect(
      (await browser.post("/api/meals", { food: "Big snack", calories: 750, proteins: 10, carbs: 90, fats: 30, mealType: "snack" }))
        .statusCode,
    ).toBe(201);
    expect(await suggestions(browser, "?mealType=snack")).toEqual([]);
    for (const s of await suggestions(browser, "?mealType=dinner")) expect(s.calories).toBeLessThanOrEqual(264);
  });

  it("learns from feedback: a disliked meal does not come back", async () => {
    const { browser, user } = await registerUser(t.app);
    const first = (await suggestions(browser, "?mealType=lunch"))[0]!;
    const fb = await browser.post("/api/meal-feedback", {
      userId: user.id,
      mealName: first.name,
      mealDescription: first.description,
      rating: 1,
      mealData: first,
    });
    expect(fb.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const names = (await suggestions(browser, `?mealType=lunch&forceNew=true&ts=${i}`)).map((s) => s.name);
      expect(names).not.toContain(first.name);
    }
    expect((await browser.post("/api/meal-feedback", { userId: user.id, mealName: first.name, rating: 3 })).statusCode).toBe(400);
    const other = await registerUser(t.app);
    expect((await other.browser.post("/api/meal-feedback", { userId: user.id, mealName: "x", rating: 5 })).statusCode).toBe(403);
  });

  it("gives the Free plan 5 generations a week, by POST only, premium unlimited; premium features 403 after the trial", async () => {
    const { input } = await registerUser(t.app);
    const free = new Browser(t.app);
    await free.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    const premiumUser = await registerUser(t.app);
    const premium = new Browser(t.app);
    await premium.post("/api/login", { username: premiumUser.input.username, password: premiumUser.input.password, rememberMe: true });
    await grantSubscription(t.database.db, premiumUser.user.id, "premium-monthly", 30, new Date());

    t.travel(6 * DAY);
    try {
      // On the Free plan, showing suggestions never makes new ones: none before the first generation, then the last
      // generated set, however often it is read, with the spec's forceNew form, and after dislikes.
      expect(await suggestions(free)).toEqual([]);
      expect(await suggestions(free, "?forceNew=true&ts=1")).toEqual([]);
      const first = await generate(free);
      expect(first.statusCode).toBe(200);
      const set = first.json().suggestions as MealSuggestion[];
      expect(set.length).toBeGreaterThan(0);
      for (const s of set) await free.post("/api/meal-feedback", { mealName: s.name, rating: 1, mealData: s });
      for (let i = 0; i < 6; i++) expect(await suggestions(free, i % 2 ? `?forceNew=true&ts=${i}` : "")).toEqual(set);
      // A page of another site cannot spend a generation: a cross-site POST is refused, and no GET spends one.
      expect((await generate(free, {}, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
      expect((await generate(free, {}, { origin: "https://evil.example" })).statusCode).toBe(403);
      // Every new set counts, whatever its meal type: 5 in a week.
      for (let i = 1; i < FREE_SUGGESTIONS_PER_WEEK; i++)
        expect((await generate(free, { mealType: MEAL_TYPES[i % MEAL_TYPES.length] })).statusCode).toBe(200);
      const lunch = await suggestions(free, "?mealType=lunch");
      expect(lunch.length).toBeGreaterThan(0);
      expect(lunch.every((s) => s.mealType === "lunch")).toBe(true);
      const sixth = await generate(free, { mealType: "lunch" });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toContain("5 AI suggestions a week");
      // Showing the current suggestions is not a generation, and the refused one changed nothing.
      expect(await suggestions(free, "?mealType=lunch&forceNew=true")).toEqual(lunch);
      expect(await suggestions(free)).toEqual(set);
      expect((await generate(free, { mealType: "brunch" })).statusCode).toBe(400);
      for (const res of [
        await free.post("/api/ai-chat", { query: "Hi" }),
        await free.get("/api/recommendations/nutrition-goals"),
        await put(free, "/api/preferences", { diets: ["vegan"] }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe("PREMIUM_REQUIRED");
      }
      for (let i = 0; i < FREE_SUGGESTIONS_PER_WEEK + 2; i++) expect((await generate(premium)).statusCode).toBe(200);
      // Unlimited plans see suggestions fitted to the moment on every read.
      expect((await suggestions(premium)).length).toBeGreaterThan(0);
    } finally {
      t.travel(-6 * DAY);
    }
  });

  it("recommends goals computed from the profile, and asks for a profile first", async () => {
    const { browser } = await registerUser(t.app);
    const none = await browser.get("/api/recommendations/nutrition-goals?forceNew=true");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain("Create your profile first");
    const profile = { name: "Luca", age: 40, gender: "male" as const, weight: 82, height: 180, activityLevel: "moderate" as const };
    expect((await browser.post("/api/user-profile", profile)).statusCode).toBe(201);
    const recs = (await browser.get("/api/recommendations/nutrition-goals")).json().recommendations;
    const tdee = Math.round(dailyEnergy(basalMetabolicRate(profile), "moderate"));
    expect(recs.map((r: { title: string }) => r.title)).toEqual(["Maintenance", "Weight loss", "Muscle gain", "Ketogenic"]);
    expect(recs[0].calories).toBe(tdee);
    expect(recs[1].calories).toBe(tdee - 500);
    expect(recs[2].calories).toBe(tdee + 300);
    expect(recs[0].reasoning).toContain(`${tdee} kcal`);
    // Protein from the one protein table: 1.2-1.6 g/kg to maintain, 1.6-2.2 g/kg to lose weight or build muscle.
    const perKg = recs.map((r: { proteins: number }) => r.proteins / profile.weight);
    expect(perKg[0]).toBeGreaterThanOrEqual(1.2);
    expect(perKg[0]).toBeLessThanOrEqual(1.6);
    for (const i of [1, 2]) {
      expect(perKg[i]).toBeGreaterThanOrEqual(1.6);
      expect(perKg[i]).toBeLessThanOrEqual(2.2);
    }
    expect(recs[2].reasoning).toContain("1.6-2.2 g per kg");
    expect(recs[0].reasoning).toContain('"moderate" activity');

    // In Italian: the activity level as the profile screen names it, never the raw value.
    const veryActive = { ...profile, activityLevel: "very_active" as const };
    expect((await browser.post("/api/user-profile", veryActive)).statusCode).toBe(200);
    const italian = await browser.request({
      method: "GET",
      url: "/api/recommendations/nutrition-goals?forceNew=true",
      headers: { "accept-language": "it" },
    });
    const reasons = (italian.json().recommendations as { reasoning: string }[]).map((r) => r.reasoning);
    for (const r of reasons) {
      expect(r).toContain('livello di attività "molto attivo"');
      expect(r).not.toMatch(/very_active|weight_loss|muscle_gain|maintenance|sedentary/);
    }
    const chat = await browser.post("/api/ai-chat", { query: "qual è il mio metabolismo basale?", chatType: "goals", language: "it" });
    expect(chat.statusCode).toBe(200);
    expect(JSON.stringify(chat.json())).toContain("molto attivo");
    expect(JSON.stringify(chat.json())).not.toMatch(/very_active/);
  });

  it("names the dish, its region and country in Italian on an Italian user's suggestion cards and chat answers", async () => {
    const { browser } = await registerUser(t.app);
    const italian = { "accept-language": "it-IT,it;q=0.9" };
    const byId = new Map([...recipes.values()].map((r) => [r.id, r]));
    const names = new Set<string>();
    for (const mealType of MEAL_TYPES) {
      const res = await browser.request({ method: "GET", url: `/api/recommendations/meals?mealType=${mealType}`, headers: italian });
      expect(res.statusCode).toBe(200);
      for (const s of res.json().suggestions as MealSuggestion[]) {
        const recipe = byId.get(s.recipeId!)!;
        expect(s.name).toBe(recipe.nameIt);
        expect(s.description).toMatch(/: pronto in \d+ minuti\. Ingredienti principali: /);
        names.add(s.name);
      }
    }
    expect(names.size).toBeGreaterThan(3);
    // English users keep the English names.
    for (const s of await suggestions(browser, "?mealType=dinner")) expect(s.name).toBe(byId.get(s.recipeId!)!.name);

    const catalogue = await createAiSources(t.database.db, async () => "ready").loadCatalogue();
    const cucumber = catalogue.recipes.find((r) => r.nameIt === "Insalata di cetrioli")!;
    expect(cucumber.descriptionIt).toMatch(/^Stiria, Austria: /);
    expect(catalogue.recipes.find((r) => r.nameIt === "Quark con frutti di bosco")!.descriptionIt).toMatch(/^Baviera, Germania: /);

    const chat = await browser.post("/api/ai-chat", { query: "cosa mangio a cena?", chatType: "meals", language: "it" });
    expect(chat.statusCode).toBe(200);
    const answer = JSON.stringify(chat.json());
    const suggested = [...recipes.values()].find((r) => answer.includes(r.nameIt));
    expect(suggested?.nameIt).toBeTruthy();
    expect([...recipes.values()].filter((r) => !r.nameIt.includes(r.name) && answer.includes(r.name))).toEqual([]);
  });
});
