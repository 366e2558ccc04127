import {
  addDays,
  DEFAULT_PREFERENCES,
  DEMO_PLAN_MESSAGE,
  daysBetween,
  GroceryMessages,
  mondayOf,
  PlannerMessages,
  type DemoPlanResult,
  type GroceryList,
  type PlanPdfSize,
  toLocalDate,
  type MealPlanDay,
  type MealPlanItem,
  type MealPlanSchedule,
  type MealPlanScheduleDetail,
  type MealEntry,
  type MealType,
} from "@app/shared";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { BadRequestError } from "../../lib/errors.ts";
import { requestLanguage, requestLocale } from "../../lib/visitor.ts";
import { defaultGoal, findPreferences, listFeedback, type Catalogue, type RecipeForSuggestion } from "../ai/index.ts";
import { currentUser } from "../auth/index.ts";
import { findActiveGoal, findGoal } from "../goals/index.ts";
import { assertNotTooFar, insertMeal, listMealsByIds, logItemsMeal } from "../meals/index.ts";
import { findProfile } from "../profile/index.ts";
import { findRecipe } from "../recipes/index.ts";
import { planDays, type PlanRules } from "./planner.engine.ts";
import { buildGroceryList } from "./planner.grocery.ts";
import { renderPlanPdf } from "./planner.pdf.ts";
import * as repo from "./planner.repository.ts";

/** Where the planner reads the recipe collection (the AI feature's catalogue, wired in app.ts). */
export interface PlannerSources {
  loadCatalogue: () => Promise<Catalogue>;
}

/** The day's energy target: the schedule's goal, else the active goal, else the profile's energy need (else 2000 kcal). */
export async function targetCaloriesFor(db: Db, userId: number, schedule: MealPlanSchedule): Promise<number> {
  const goal = (schedule.goalId !== null ? await findGoal(db, userId, schedule.goalId) : undefined) ?? (await findActiveGoal(db, userId));
  if (goal) return goal.calories;
  return defaultGoal(await findProfile(db, userId)).calories;
}

async function rulesFor(db: Db, userId: number, catalogue: Catalogue): Promise<PlanRules> {
  const [prefs, feedback] = await Promise.all([findPreferences(db, userId), listFeedback(db, userId)]);
  const down = feedback.filter((f) => f.rating === 1);
  return {
    recipes: catalogue.recipes,
    // Stored allergies and diets always apply, whatever the plan: a plan must never contain an allergen.
    prefs,
    disliked: {
      recipeIds: new Set(down.flatMap((f) => (f.recipeId === null ? [] : [f.recipeId]))),
      names: new Set(down.map((f) => f.mealName.toLowerCase())),
    },
  };
}

const round = (n: number) => Math.round(n);

export function toItem(i: repo.StoredItem, recipe: RecipeForSuggestion | undefined, lang: "en" | "it"): MealPlanItem {
  const p = recipe?.perServing ?? { calories: 0, proteins: 0, carbs: 0, fats: 0 };
  return {
    id: i.id,
    dayId: i.dayId,
    mealType: i.mealType,
    recipeId: i.recipeId,
    servings: i.servings,
    note: i.note,
    recipe: {
      name: recipe ? (lang === "it" ? (recipe.nameIt ?? recipe.name) : recipe.name) : "",
      prepMinutes: recipe?.prepMinutes ?? 0,
      calories: round(p.calories),
      cuisine: recipe?.cuisine ?? "",
    },
    calories: round(p.calories * i.servings),
    proteins: round(p.proteins * i.servings),
    carbs: round(p.carbs * i.servings),
    fats: round(p.fats * i.servings),
    mealId: i.mealId,
  };
}

/** The collection's recipes by id, built once per catalogue (it changes only with the shipped data's version). */
const recipesById = new WeakMap<Catalogue, Map<number, RecipeForSuggestion>>();
function recipeIndex(catalogue: Catalogue): Map<number, RecipeForSuggestion> {
  let byId = recipesById.get(catalogue);
  if (!byId) {
    byId = new Map(catalogue.recipes.map((r) => [r.id, r]));
    recipesById.set(catalogue, byId);
  }
  return byId;
}

const sumOf = (list: readonly { calories: number; proteins: number; carbs: number; fats: number }[]) => ({
  calories: list.reduce((n, x) => n + x.calories, 0),
  proteins: list.reduce((n, x) => n + x.proteins, 0),
  carbs: list.reduce((n, x) => n + x.carbs, 0),
  fats: list.reduce((n, x) => n + x.fats, 0),
});

/** The schedule with its days, each day's items with their recipe summary, and planned against eaten. */
export async function scheduleDetail(
  request: FastifyRequest,
  sources: PlannerSources,
  schedule: MealPlanSchedule,
  lang = requestLanguage(request),
  /** The schedule's days when the caller has read them already (the week GET reads both in one query). */
  storedDays?: repo.StoredDay[],
): Promise<MealPlanScheduleDetail> {
  const db = request.server.db;
  const userId = currentUser(request).id;
  const [days, catalogue] = await Promise.all([storedDays ?? repo.listDays(db, userId, schedule.id), sources.loadCatalogue()]);
  const byId = recipeIndex(catalogue);
  // The eaten values come with the days from the week GET's query; otherwise one look-up of the logged meals.
  const mealIds = days.flatMap((d) => d.items.flatMap((i) => (i.mealId === null || i.eaten !== undefined ? [] : [i.mealId])));
  const eatenMeals = new Map<number, { calories: number; proteins: number; carbs: number; fats: number }>(
    (mealIds.length === 0 ? [] : await listMealsByIds(db, userId, mealIds)).map((m) => [m.id, m]),
  );
  for (const d of days) for (const i of d.items) if (i.mealId !== null && i.eaten) eatenMeals.set(i.mealId, i.eaten);
  const outDays: MealPlanDay[] = days.map((d) => {
    const items = d.items.map((i) => toItem(i, byId.get(i.recipeId), lang));
    return {
      id: d.id,
      scheduleId: d.scheduleId,
      date: d.date,
      dayIndex: d.dayIndex,
      targetCalories: d.targetCalories,
      items,
      planned: sumOf(items),
      eaten: sumOf(items.flatMap((i) => (i.mealId !== null && eatenMeals.has(i.mealId) ? [eatenMeals.get(i.mealId)!] : []))),
    };
  });
  return { ...schedule, days: outDays };
}

/** A seed that differs from one generation to the next (the same request twice gives two plans). */
const freshSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * Plans the schedule's days: every day (`regenerateAll`), or only the days without meals. Days that keep
 * their meals count for variety.
 */
export async function generatePlan(
  request: FastifyRequest,
  sources: PlannerSources,
  schedule: MealPlanSchedule,
  regenerateAll: boolean,
  seed = freshSeed(),
): Promise<number> {
  const db = request.server.db;
  const userId = currentUser(request).id;
  const [catalogue, existing, target] = await Promise.all([
    sources.loadCatalogue(),
    repo.listDays(db, userId, schedule.id),
    targetCaloriesFor(db, userId, schedule),
  ]);
  const rules = await rulesFor(db, userId, catalogue);
  const dates = daysBetween(schedule.startDate, schedule.endDate);
  const kept = regenerateAll ? [] : existing.filter((d) => d.items.length > 0);
  const keptDates = new Set(kept.map((d) => d.date));
  const todo = dates.filter((d) => !keptDates.has(d));
  const plans = planDays(rules, todo, target, seed, new Map(kept.map((d) => [d.date, d.items.map((i) => i.recipeId)])));
  await db.transaction((tx) =>
    repo.replaceDays(
      tx,
      userId,
      schedule.id,
      todo.map((date) => ({
        date,
        dayIndex: dates.indexOf(date),
        targetCalories: target,
        items: (plans.get(date) ?? []).map((m) => ({ mealType: m.mealType, recipeId: m.recipe.id, servings: m.servings })),
      })),
    ),
  );
  return dates.length;
}

/** Plans one day again: other recipes than before where there is choice, keeping variety with the days around it. */
export async function regenerateDay(
  request: FastifyRequest,
  sources: PlannerSources,
  schedule: MealPlanSchedule,
  date: string,
  seed = freshSeed(),
): Promise<void> {
  const db = request.server.db;
  const userId = currentUser(request).id;
  const dates = daysBetween(schedule.startDate, schedule.endDate);
  if (!dates.includes(date))
    throw new BadRequestError(PlannerMessages.dateOutside, [{ path: "date", message: PlannerMessages.dateOutside }]);
  const [catalogue, existing, target] = await Promise.all([
    sources.loadCatalogue(),
    repo.listDays(db, userId, schedule.id),
    targetCaloriesFor(db, userId, schedule),
  ]);
  const rules = await rulesFor(db, userId, catalogue);
  const others = existing.filter((d) => d.date !== date);
  const before = existing.find((d) => d.date === date)?.items.map((i) => i.recipeId) ?? [];
  const plans = planDays(
    rules,
    [date],
    target,
    seed,
    new Map(others.map((d) => [d.date, d.items.map((i) => i.recipeId)])),
    new Map([[date, before]]),
  );
  await db.transaction((tx) =>
    repo.replaceDays(tx, userId, schedule.id, [
      {
        date,
        dayIndex: dates.indexOf(date),
        targetCalories: target,
        items: (plans.get(date) ?? []).map((m) => ({ mealType: m.mealType, recipeId: m.recipe.id, servings: m.servings })),
      },
    ]),
  );
}

/**
 * 'Ate as planned': logs the item as a meal on its day, as its meal type, named after the recipe, its foods
 * being the recipe's ingredients scaled to the item's servings (values from the food tables, as for any
 * meal logged), and links the item to it.
 */
export async function eatItem(request: FastifyRequest, item: repo.StoredItem & { date: string }): Promise<MealEntry> {
  const app = request.server;
  const user = currentUser(request);
  const now = app.clock();
  if (item.mealId !== null) {
    const [meal] = await listMealsByIds(app.db, user.id, [item.mealId]);
    if (meal) throw new BadRequestError(PlannerMessages.alreadyEaten);
  }
  assertNotTooFar(item.date, now, user.timeZone);
  const lang = requestLanguage(request);
  const recipe = await findRecipe(app.db, item.recipeId, lang);
  if (!recipe) throw new BadRequestError(PlannerMessages.itemNotFound);
  const values = {
    mealType: item.mealType,
    // Today's meal at the time of the tap; a meal of another day at midday of that day.
    eatenAt: item.date === toLocalDate(now, user.timeZone) ? now : new Date(`${item.date}T12:00:00Z`),
    date: item.date,
    notes: null,
  };
  const factor = item.servings / recipe.servings;
  return app.db.transaction(async (tx) => {
    const meal =
      recipe.ingredients.length > 0
        ? await logItemsMeal(
            tx,
            user.id,
            values,
            recipe.ingredients.map((i) => ({ foodId: i.foodId, amountGrams: Math.max(0.1, Math.round(i.grams * factor * 10) / 10) })),
            requestLocale(request),
            now,
            recipe.name,
          )
        : await insertMeal(tx, user.id, {
            ...values,
            food: recipe.name,
            calories: round(recipe.nutrition.energyKcal * item.servings),
            proteins: round(recipe.nutrition.proteinG * item.servings),
            carbs: round(recipe.nutrition.carbsG * item.servings),
            fats: round(recipe.nutrition.fatG * item.servings),
          });
    await repo.updateItem(tx, user.id, item.id, { mealId: meal.id });
    return meal;
  });
}

/**
 * The schedule's grocery list from `from` to `to` (the schedule's own days by default; a range reaching
 * past the schedule is cut to it, one that misses it entirely is a 400).
 */
export async function groceryList(
  request: FastifyRequest,
  schedule: MealPlanSchedule,
  from = schedule.startDate,
  to = schedule.endDate,
  lang = requestLanguage(request),
): Promise<GroceryList> {
  if (to < schedule.startDate || from > schedule.endDate)
    throw new BadRequestError(GroceryMessages.rangeOutside, [{ path: "from", message: GroceryMessages.rangeOutside }]);
  const start = from < schedule.startDate ? schedule.startDate : from;
  const end = to > schedule.endDate ? schedule.endDate : to;
  const db = request.server.db;
  const userId = currentUser(request).id;
  const [lines, checked] = await Promise.all([
    repo.listGroceryLines(db, userId, schedule.id, start, end),
    repo.listGroceryChecks(db, userId, schedule.id),
  ]);
  const portions = await repo.listPortions(db, [...new Set(lines.map((l) => l.foodId))]);
  return buildGroceryList(schedule.id, start, end, lines, portions, checked, lang);
}

/** Checks a food off the schedule's list (or back on). Only a food the schedule's meals need: else 400. */
export async function setGroceryCheck(request: FastifyRequest, schedule: MealPlanSchedule, foodId: number, checked: boolean): Promise<void> {
  const db = request.server.db;
  const userId = currentUser(request).id;
  const lines = await repo.listGroceryLines(db, userId, schedule.id, schedule.startDate, schedule.endDate);
  if (!lines.some((l) => l.foodId === foodId))
    throw new BadRequestError(GroceryMessages.foodNotOnList, [{ path: "foodId", message: GroceryMessages.foodNotOnList }]);
  await repo.setGroceryCheck(db, userId, schedule.id, foodId, checked);
}

/** The PDF of the week holding `week` (the schedule's first week by default) with that week's grocery list. */
export async function planPdf(
  request: FastifyRequest,
  sources: PlannerSources,
  schedule: MealPlanSchedule,
  query: { week?: string | undefined; size?: PlanPdfSize | undefined; lang?: "en" | "it" | undefined },
): Promise<{ pdf: Buffer; weekStart: string }> {
  const weekStart = mondayOf(query.week ?? schedule.startDate);
  const weekEnd = addDays(weekStart, 6);
  if (weekEnd < schedule.startDate || weekStart > schedule.endDate)
    throw new BadRequestError(GroceryMessages.rangeOutside, [{ path: "week", message: GroceryMessages.rangeOutside }]);
  const lang = requestLanguage(request, query.lang);
  const [detail, grocery] = await Promise.all([
    scheduleDetail(request, sources, schedule, lang),
    groceryList(request, schedule, weekStart, weekEnd, lang),
  ]);
  const pdf = await renderPlanPdf(detail, weekStart, grocery, query.size ?? "A4", lang);
  return { pdf, weekStart };
}

/**
 * A visitor's demo plan (002 §2.3: the browser keeps it): the same generation rules on the default profile
 * (2000 kcal, no allergies or diets, 60 minutes' prep at most), returned and stored nowhere. Ids are
 * negative placeholders the browser replaces.
 */
export async function demoPlan(
  request: FastifyRequest,
  sources: PlannerSources,
  input: { startDate: string; endDate: string; avoidRecipeIds?: number[] | undefined },
  seed = freshSeed(),
): Promise<DemoPlanResult> {
  const lang = requestLanguage(request);
  const catalogue = await sources.loadCatalogue();
  const byId = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const target = defaultGoal(undefined).calories;
  const dates = daysBetween(input.startDate, input.endDate);
  const avoid = new Map(dates.map((d) => [d, input.avoidRecipeIds ?? []]));
  const rules: PlanRules = { recipes: catalogue.recipes, prefs: DEFAULT_PREFERENCES, disliked: { recipeIds: new Set(), names: new Set() } };
  const plans = planDays(rules, dates, target, seed, new Map(), avoid);
  let nextId = -1;
  const days: MealPlanDay[] = dates.map((date, dayIndex) => {
    const dayId = nextId--;
    const items = (plans.get(date) ?? []).map((m) =>
      toItem(
        { id: nextId--, dayId, mealType: m.mealType, recipeId: m.recipe.id, servings: m.servings, note: null, mealId: null },
        byId.get(m.recipe.id),
        lang,
      ),
    );
    const zero = { calories: 0, proteins: 0, carbs: 0, fats: 0 };
    return { id: dayId, scheduleId: 0, date, dayIndex, targetCalories: target, items, planned: sumOf(items), eaten: zero };
  });
  return { message: lang === "it" ? "Piano pasti demo creato! Registrati per salvarlo e personalizzarlo." : DEMO_PLAN_MESSAGE, days };
}

/**
 * Stores days a client sends with a new schedule (a demo plan kept at registration): every recipe must be in
 * the collection (else 400), each day's target is the schedule's as for a generated plan.
 */
export async function storeSentDays(
  request: FastifyRequest,
  sources: PlannerSources,
  tx: Db,
  schedule: MealPlanSchedule,
  days: readonly { date: string; items: readonly { mealType: MealType; recipeId: number; servings: number; note?: string | null | undefined }[] }[],
): Promise<void> {
  const catalogue = await sources.loadCatalogue();
  const known = new Set(catalogue.recipes.map((r) => r.id));
  if (days.some((d) => d.items.some((i) => !known.has(i.recipeId))))
    throw new BadRequestError(PlannerMessages.recipeNotFound, [{ path: "days", message: PlannerMessages.recipeNotFound }]);
  const userId = currentUser(request).id;
  const target = await targetCaloriesFor(tx, userId, schedule);
  const dates = daysBetween(schedule.startDate, schedule.endDate);
  await repo.replaceDays(
    tx,
    userId,
    schedule.id,
    days.map((d) => ({
      date: d.date,
      dayIndex: dates.indexOf(d.date),
      targetCalories: target,
      items: d.items.map((i) => ({ mealType: i.mealType, recipeId: i.recipeId, servings: i.servings, note: i.note ? i.note : null })),
    })),
  );
}
