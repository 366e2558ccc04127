import {
  addDays,
  ALLERGIES,
  CUISINES,
  DIETS,
  type Allergy,
  type Diet,
  mondayOf,
  PlannerMessages,
  toLocalDate,
  type MealEntry,
  type MealPlanScheduleDetail,
  type MealPlanSchedule,
  type Recipe,
} from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAiSources } from "../../src/features/ai/index.ts";
import { planDays, seededRandom, withinTolerance } from "../../src/features/planner/planner.engine.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const patch = (b: Browser, url: string, payload: unknown) => b.request({ method: "PATCH", url, payload: payload as object });
const del = (b: Browser, url: string) => b.request({ method: "DELETE", url });

const today = () => toLocalDate(new Date(), null);
const week = () => ({ startDate: mondayOf(today()), endDate: addDays(mondayOf(today()), 6) });
/** The answer's status, with its body in the failure message. */
const expectStatus = (res: { statusCode: number; body: string }, code: number) =>
  expect(`${res.statusCode} ${res.body.slice(0, 300)}`).toMatch(new RegExp(`^${code} `));

async function createSchedule(b: Browser, extra: object = {}): Promise<MealPlanSchedule> {
  const res = await b.post("/api/meal-plans/schedules", { title: "My week", ...week(), period: "weekly", ...extra });
  expectStatus(res, 201);
  return res.json();
}
async function generate(b: Browser, scheduleId: number): Promise<MealPlanScheduleDetail> {
  const res = await b.post("/api/meal-plans/generate", { scheduleId, regenerateAll: true });
  expectStatus(res, 200);
  expect(res.json().message).toBe(PlannerMessages.generated(7));
  return res.json().schedule;
}
async function detail(b: Browser, id: number): Promise<MealPlanScheduleDetail> {
  const res = await b.get(`/api/meal-plans/schedules/${id}`);
  expectStatus(res, 200);
  return res.json();
}

describe.each(backends)("meal planner (%s)", (backend) => {
  let t: TestApp;
  let recipes: Map<number, Recipe>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    const guest = new Browser(t.app, "192.0.2.251");
    recipes = new Map(((await guest.get("/api/recipes")).json() as Recipe[]).map((r) => [r.id, r]));
  }, 180_000);
  afterAll(() => t.close());

  it("is Premium: a visitor gets 401, a Free user 403 PREMIUM_REQUIRED, a trial user the (empty) list", async () => {
    expect((await new Browser(t.app, "192.0.2.252").get("/api/meal-plans/schedules")).statusCode).toBe(401);
    const free = await registerUser(t.app);
    await t.app.db.execute(sql`update users set trial_ends_at = '2000-01-01T00:00:00Z' where id = ${free.user.id}`);
    for (const res of [
      await free.browser.get("/api/meal-plans/schedules"),
      await free.browser.post("/api/meal-plans/schedules", { title: "Week", ...week(), period: "weekly" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("PREMIUM_REQUIRED");
    }
    const trial = await registerUser(t.app);
    const res = await trial.browser.get("/api/meal-plans/schedules");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("validates a new schedule with the spec's messages", async () => {
    const { browser } = await registerUser(t.app);
    const bad = async (payload: object, message: string) => {
      const res = await browser.post("/api/meal-plans/schedules", payload);
      expect({ payload, status: res.statusCode, hasMessage: res.body.includes(message) }).toEqual({
        payload,
        status: 400,
        hasMessage: true,
      });
    };
    await bad({ ...week(), period: "weekly" }, PlannerMessages.titleRequired);
    await bad({ title: "   ", ...week(), period: "weekly" }, PlannerMessages.titleRequired);
    await bad({ title: "Week", ...week(), period: "daily" }, PlannerMessages.periodInvalid);
    await bad({ title: "Week", startDate: "2025-03-10", endDate: "2025-03-09", period: "weekly" }, PlannerMessages.endBeforeStart);
    await bad({ title: "Week", startDate: "2025-03-01", endDate: "2025-04-30", period: "monthly" }, PlannerMessages.tooLong);
    const other = await registerUser(t.app);
    const goal = await other.browser.post("/api/nutrition-goals", {
      name: "Theirs",
      calories: 2000,
      proteins: 100,
      carbs: 200,
      fats: 60,
      startDate: "2025-01-01",
    });
    await bad({ title: "Week", ...week(), period: "weekly", goalId: goal.json().id }, PlannerMessages.goalNotFound);
    const mine = await createSchedule(browser, { title: "  Trimmed  " });
    expect(mine).toMatchObject({ title: "Trimmed", period: "weekly", goalId: null, ...week() });
    expect((await browser.get("/api/meal-plans/schedules")).json()).toEqual([mine]);
  });

  it("plans 7 days of breakfast, lunch, dinner and snack within ±10 % of the schedule's goal, without the user's allergens or broken diets", async () => {
    const { browser } = await registerUser(t.app);
    await browser.request({
      method: "PUT",
      url: "/api/preferences",
      payload: { allergies: ["gluten", "nuts"], diets: ["vegetarian"], maxPrepMinutes: 60 },
    });
    const goal = (
      await browser.post("/api/nutrition-goals", {
        name: "Cut",
        calories: 1900,
        proteins: 110,
        carbs: 200,
        fats: 60,
        startDate: "2025-01-01",
      })
    ).json();
    const schedule = await createSchedule(browser, { goalId: goal.id });
    const plan = await generate(browser, schedule.id);
    expect(plan.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(week().startDate, i)));
    for (const day of plan.days) {
      expect(day.targetCalories).toBe(1900);
      expect(day.items.map((i) => i.mealType)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
      expect({ date: day.date, within: Math.abs(day.planned.calories - 1900) <= 190 }).toEqual({ date: day.date, within: true });
      for (const item of day.items) {
        const r = recipes.get(item.recipeId)!;
        expect({ name: r.name, allergens: r.allergens.filter((a) => a === "gluten" || a === "nuts") }).toEqual({
          name: r.name,
          allergens: [],
        });
        expect({ name: r.name, vegetarian: r.diets.includes("vegetarian") }).toEqual({ name: r.name, vegetarian: true });
        expect(r.prepMinutes).toBeLessThanOrEqual(60);
        expect(item.recipe).toMatchObject({ name: r.name, prepMinutes: r.prepMinutes, cuisine: r.cuisine });
        expect(Math.abs(item.recipe.calories - r.calories)).toBeLessThanOrEqual(1);
        expect(item.servings * 4).toBe(Math.round(item.servings * 4));
        expect(item.mealId).toBeNull();
      }
    }
    // No recipe twice within 3 days.
    for (let i = 0; i < plan.days.length; i++)
      for (let k = 1; k < 3 && i + k < plan.days.length; k++) {
        const shared = plan.days[i]!.items.filter((a) => plan.days[i + k]!.items.some((b) => b.recipeId === a.recipeId));
        expect(shared, `${plan.days[i]!.date} and ${plan.days[i + k]!.date}`).toEqual([]);
      }
    expect(await detail(browser, schedule.id)).toEqual(plan);
    // The data export keeps the plan.
    const exported = (await browser.get("/api/export-data")).json();
    expect(exported.mealPlans).toHaveLength(1);
    expect(exported.mealPlans[0].days.map((d: { items: unknown[] }) => d.items.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
  });

  it("answers someone else's schedule and items with 404, and changes nothing of theirs", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const schedule = await createSchedule(owner.browser);
    const plan = await generate(owner.browser, schedule.id);
    const item = plan.days[0]!.items[0]!;
    const attempts = [
      await intruder.browser.get(`/api/meal-plans/schedules/${schedule.id}`),
      await intruder.browser.post("/api/meal-plans/generate", { scheduleId: schedule.id, regenerateAll: true }),
      await intruder.browser.post("/api/meal-plans/regenerate-day", { scheduleId: schedule.id, date: plan.days[0]!.date }),
      await patch(intruder.browser, `/api/meal-plans/items/${item.id}`, { servings: 3 }),
      await intruder.browser.post(`/api/meal-plans/items/${item.id}/eat`),
      await del(intruder.browser, `/api/meal-plans/schedules/${schedule.id}`),
    ];
    for (const res of attempts) expectStatus(res, 404);
    expect((await intruder.browser.get("/api/meal-plans/schedules")).json()).toEqual([]);
    expect(await detail(owner.browser, schedule.id)).toEqual(plan);
  });

  it("customizes one meal's servings and note (whole servings 1-10) and keeps the other meals", async () => {
    const { browser } = await registerUser(t.app);
    const schedule = await createSchedule(browser);
    const plan = await generate(browser, schedule.id);
    const item = plan.days[2]!.items[1]!;
    for (const servings of [0, 11, 2.5, "x", null]) {
      const res = await patch(browser, `/api/meal-plans/items/${item.id}`, { servings });
      expect({ servings, status: res.statusCode, message: res.json().issues?.[0]?.message }).toEqual({
        servings,
        status: 400,
        message: PlannerMessages.servingsInvalid,
      });
    }
    expect((await patch(browser, `/api/meal-plans/items/${item.id}`, {})).statusCode).toBe(400);
    expect((await patch(browser, `/api/meal-plans/items/${item.id}`, { note: "x".repeat(501) })).statusCode).toBe(400);
    expect((await patch(browser, "/api/meal-plans/items/2147483647", { servings: 2 })).statusCode).toBe(404);
    const res = await patch(browser, `/api/meal-plans/items/${item.id}`, { servings: 3, note: "  Extra basil  " });
    expectStatus(res, 200);
    const per = item.recipe.calories;
    expect(res.json()).toMatchObject({ id: item.id, servings: 3, note: "Extra basil", recipeId: item.recipeId });
    expect(Math.abs(res.json().calories - per * 3)).toBeLessThanOrEqual(2);
    const after = await detail(browser, schedule.id);
    const withoutItem = (p: MealPlanScheduleDetail) =>
      p.days.map((d) => ({ date: d.date, items: d.items.filter((i) => i.id !== item.id) }));
    expect(withoutItem(after)).toEqual(withoutItem(plan));
    // The note alone keeps the servings; null clears it.
    const cleared = await patch(browser, `/api/meal-plans/items/${item.id}`, { note: null });
    expect(cleared.json()).toMatchObject({ servings: 3, note: null });
  });

  it("regenerates one day only: the other days keep their meals exactly", async () => {
    const { browser } = await registerUser(t.app);
    const schedule = await createSchedule(browser);
    const plan = await generate(browser, schedule.id);
    const date = plan.days[3]!.date;
    const res = await browser.post("/api/meal-plans/regenerate-day", { scheduleId: schedule.id, date });
    expectStatus(res, 200);
    const after: MealPlanScheduleDetail = res.json();
    expect(after.days.filter((d) => d.date !== date)).toEqual(plan.days.filter((d) => d.date !== date));
    const before = plan.days[3]!.items.map((i) => i.recipeId);
    const now = after.days[3]!.items.map((i) => i.recipeId);
    expect(now).toHaveLength(4);
    expect(now.filter((id) => !before.includes(id)).length).toBeGreaterThan(0);
    expect(Math.abs(after.days[3]!.planned.calories - after.days[3]!.targetCalories)).toBeLessThanOrEqual(
      after.days[3]!.targetCalories * 0.1,
    );
    // Variety still holds around the new day.
    for (const other of after.days.filter((d) => Math.abs(Date.parse(d.date) - Date.parse(date)) <= 2 * 86_400_000 && d.date !== date))
      expect(other.items.filter((i) => now.includes(i.recipeId))).toEqual([]);
    const outside = await browser.post("/api/meal-plans/regenerate-day", { scheduleId: schedule.id, date: "2020-01-01" });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain(PlannerMessages.dateOutside);
    expect((await browser.post("/api/meal-plans/regenerate-day", { scheduleId: schedule.id, date: "01/02/2025" })).statusCode).toBe(400);
  });

  it("'Ate as planned' logs the recipe at its servings as a meal of that day and shows it eaten", async () => {
    const { browser } = await registerUser(t.app);
    const schedule = await createSchedule(browser, { startDate: today(), endDate: addDays(today(), 6) });
    const plan = await generate(browser, schedule.id);
    const item = plan.days[0]!.items.find((i) => i.mealType === "lunch")!;
    await patch(browser, `/api/meal-plans/items/${item.id}`, { servings: 2 });
    const res = await browser.post(`/api/meal-plans/items/${item.id}/eat`);
    expectStatus(res, 201);
    const meal: MealEntry = res.json();
    const recipe = recipes.get(item.recipeId)!;
    expect(meal).toMatchObject({ food: recipe.name, mealType: "lunch", date: today() });
    expect(meal.items!.length).toBe(recipe.ingredients.length);
    expect(Math.abs(meal.calories - recipe.nutrition.energyKcal * 2)).toBeLessThanOrEqual(recipe.nutrition.energyKcal * 2 * 0.03 + 2);
    const meals = (await browser.get(`/api/meals?startDate=${today()}&endDate=${today()}`)).json() as MealEntry[];
    expect(meals.map((m) => m.id)).toContain(meal.id);
    const after = await detail(browser, schedule.id);
    expect(after.days[0]!.items.find((i) => i.id === item.id)!.mealId).toBe(meal.id);
    expect(after.days[0]!.eaten.calories).toBe(meal.calories);
    const again = await browser.post(`/api/meal-plans/items/${item.id}/eat`);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(PlannerMessages.alreadyEaten);
  });

  it("plans a week for 200 generated profiles: 0 allergen or diet violations, ≥ 90 % of days within ±10 %, no recipe twice in 3 days", async () => {
    const catalogue = await createAiSources(t.app.db, () => t.app.foodData).loadCatalogue();
    const random = seededRandom(20261126);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const dates = Array.from({ length: 7 }, (_, i) => addDays("2026-11-23", i));
    const failures: string[] = [];
    let days = 0;
    let within = 0;
    for (let p = 0; p < 200; p++) {
      const allergies = ALLERGIES.filter(() => random() < 0.15) as Allergy[];
      const diets = (random() < 0.4 ? [pick(DIETS)] : []) as Diet[];
      const prefs = {
        allergies,
        diets,
        maxPrepMinutes: pick([30, 45, 60, 90, 120, 300]),
        preferredCuisines: CUISINES.filter(() => random() < 0.1),
      };
      const target = 1400 + Math.round(random() * 1800);
      const plan = planDays({ recipes: catalogue.recipes, prefs, disliked: { recipeIds: new Set(), names: new Set() } }, dates, target, p);
      const profile = `profile ${p} (${target} kcal, allergies [${allergies}], diets [${diets}], max ${prefs.maxPrepMinutes} min)`;
      dates.forEach((date, i) => {
        const meals = plan.get(date)!;
        days += 1;
        if (withinTolerance(meals, target)) within += 1;
        else
          failures.push(
            `${profile} ${date}: ${Math.round(meals.reduce((n, m) => n + m.recipe.perServing.calories * m.servings, 0))} kcal from ${meals.length} meals`,
          );
        for (const m of meals) {
          const r = m.recipe;
          const allergen = r.allergens.filter((a) => allergies.includes(a as Allergy));
          if (allergen.length) failures.push(`VIOLATION ${profile} ${date}: ${r.name} contains ${allergen}`);
          for (const d of diets) {
            const ok = d === "pescatarian" ? !r.hasMeat : d === "paleo" ? !r.hasGrainsLegumesOrDairy : r.diets.includes(d);
            if (!ok) failures.push(`VIOLATION ${profile} ${date}: ${r.name} is not ${d}`);
          }
          if (r.prepMinutes > prefs.maxPrepMinutes) failures.push(`VIOLATION ${profile} ${date}: ${r.name} takes ${r.prepMinutes} min`);
          for (let k = 1; k < 3 && i + k < dates.length; k++)
            if (plan.get(dates[i + k]!)!.some((x) => x.recipe.id === r.id))
              failures.push(`VIOLATION ${profile}: ${r.name} on ${date} and ${dates[i + k]}`);
        }
      });
    }
    const share = within / days;
    console.log(`planner property: ${within}/${days} days within ±10 % (${(share * 100).toFixed(1)} %), ${failures.length} failures`);
    for (const f of failures.slice(0, 200)) console.log(`  ${f}`);
    expect(failures.filter((f) => f.startsWith("VIOLATION"))).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it("deletes a schedule with its days", async () => {
    const { browser } = await registerUser(t.app);
    const schedule = await createSchedule(browser);
    await generate(browser, schedule.id);
    expect((await del(browser, `/api/meal-plans/schedules/${schedule.id}`)).json()).toEqual({ ok: true });
    expect((await browser.get(`/api/meal-plans/schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await del(browser, `/api/meal-plans/schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await browser.post("/api/meal-plans/generate", { scheduleId: schedule.id })).statusCode).toBe(404);
  });
});
