import { MEAL_TYPES, mulberry32, PLAN_TOLERANCE, PLAN_VARIETY_DAYS, type MealType, type Preferences } from "@app/shared";
import { isAllowed, MEAL_SHARES, maxServings, servesAs, SERVINGS, type RecipeForSuggestion } from "../ai/index.ts";

/**
 * Meal-plan generation (issue 18): each day gets a breakfast, a lunch, a dinner and a snack from the
 * recipe collection, by the suggestion engine's rules (allergens, diets and max prep time through
 * `isAllowed`, the meal's share of the day through `MEAL_SHARES`, a breakfast dish as a snack through
 * `servesAs`, quarter servings within `SERVINGS` and what one plate holds, `maxServings`), with the day's total within ±10 % of its target,
 * no recipe twice within 3 days, preferred cuisines favoured and disliked dishes left out.
 */

export interface PlanRules {
  recipes: readonly RecipeForSuggestion[];
  prefs: Pick<Preferences, "allergies" | "diets" | "maxPrepMinutes" | "preferredCuisines">;
  /** Recipes the user rated down (by id or by name, lower case). */
  disliked: { recipeIds: ReadonlySet<number>; names: ReadonlySet<string> };
}

export interface PlannedMeal {
  mealType: MealType;
  recipe: RecipeForSuggestion;
  servings: number;
}

const STEP = 0.25;
/** Meals whose dishes another meal may borrow when it has none left. */
const KINDRED: Record<MealType, readonly MealType[]> = {
  breakfast: ["snack"],
  lunch: ["dinner"],
  dinner: ["lunch"],
  snack: ["breakfast"],
};
/**
 * The most servings a generated meal gets: the suggestion engine's 2½, or 3 when a day has fewer dishes
 * than meals (a strict diet with few dishes) and the others must carry the day.
 */
const PLAN_SERVINGS_MAX = 3;
const roundToStep = (x: number) => Math.round(x / STEP) * STEP;
/**
 * The most servings of a dish a planned meal gets: what its bowl, glass or plate holds (`maxServings`, PLATE_MAX_G: a
 * soup of 590 g a serving is one bowl, not 2½ = 1.5 kg), within 2½ (3 on a day with fewer dishes than meals).
 */
const mostServings = (r: RecipeForSuggestion, fewDishes = false) => maxServings(r, fewDishes ? PLAN_SERVINGS_MAX : SERVINGS.max);
const clampServings = (r: RecipeForSuggestion, x: number) => Math.min(mostServings(r), Math.max(SERVINGS.min, roundToStep(x)));

/** A seed gives the same plan. */
export const seededRandom = mulberry32;

/** The recipes the rules allow at all (allergens, diets, prep time, not disliked). */
export function allowedRecipes(rules: PlanRules): RecipeForSuggestion[] {
  return rules.recipes.filter(
    (r) =>
      isAllowed(r, rules.prefs) &&
      !rules.disliked.recipeIds.has(r.id) &&
      !rules.disliked.names.has(r.name.toLowerCase()) &&
      !rules.disliked.names.has((r.nameIt ?? r.name).toLowerCase()),
  );
}

const planned = (meals: readonly PlannedMeal[]) => meals.reduce((n, m) => n + m.recipe.perServing.calories * m.servings, 0);

/**
 * One day's meals for `targetCalories`. `recent` are recipes planned within the variety window around the
 * day (never used again); `avoid` are recipes to leave out when there is other choice (the day's meals
 * before a regeneration).
 */
export function planDay(
  allowed: readonly RecipeForSuggestion[],
  preferredCuisines: readonly string[],
  targetCalories: number,
  recent: ReadonlySet<number>,
  random: () => number,
  avoid: ReadonlySet<number> = new Set(),
): PlannedMeal[] {
  const meals: PlannedMeal[] = [];
  const used = new Set<number>();
  // The snack, which may borrow a breakfast dish, chooses last.
  for (const mealType of MEAL_TYPES) {
    const target = MEAL_SHARES[mealType] * targetCalories;
    let best: { recipe: RecipeForSuggestion; servings: number; score: number } | undefined;
    // The meal's own dishes first; when a strict diet and the variety rule leave none, a dish of a kindred
    // meal (lunch and dinner share theirs; a snack takes a breakfast dish, a breakfast a snack).
    for (const serves of [
      (r: RecipeForSuggestion) => servesAs(r, mealType),
      (r: RecipeForSuggestion) => KINDRED[mealType].includes(r.mealType),
    ]) {
      for (const r of allowed) {
        if (!serves(r) || recent.has(r.id) || used.has(r.id) || r.perServing.calories <= 0) continue;
        const servings = clampServings(r, target / r.perServing.calories);
        const error = Math.abs(servings * r.perServing.calories - target) / target;
        let score = 100 - 100 * error + 25 * random();
        if (preferredCuisines.some((c) => r.cuisine.toLowerCase().includes(c) || c === r.country.toLowerCase())) score += 12;
        if (avoid.has(r.id)) score -= 60;
        if (!best || score > best.score) best = { recipe: r, servings, score };
      }
      if (best) break;
    }
    if (best) {
      used.add(best.recipe.id);
      meals.push({ mealType, recipe: best.recipe, servings: best.servings });
    }
  }
  fitServings(meals, targetCalories);
  return meals;
}

/**
 * Moves servings a quarter at a time, always the step that brings the day's total closest to its target,
 * until it is within 2 % (well inside the ±10 %) or no step helps.
 */
export function fitServings(meals: PlannedMeal[], targetCalories: number): void {
  for (let guard = 0; guard < 200; guard++) {
    const total = planned(meals);
    const gap = Math.abs(total - targetCalories);
    if (gap <= 0.02 * targetCalories) return;
    let bestStep: { index: number; servings: number; gap: number } | undefined;
    meals.forEach((m, index) => {
      for (const delta of [-STEP, STEP]) {
        const servings = m.servings + delta;
        if (servings < SERVINGS.min || servings > mostServings(m.recipe, meals.length < MEAL_TYPES.length)) continue;
        const next = Math.abs(total + delta * m.recipe.perServing.calories - targetCalories);
        if (next < gap && (!bestStep || next < bestStep.gap)) bestStep = { index, servings, gap: next };
      }
    });
    if (!bestStep) return;
    meals[bestStep.index]!.servings = bestStep.servings;
  }
}

/** Whether a day's planned energy is within the tolerance of its target. */
export const withinTolerance = (meals: readonly PlannedMeal[], targetCalories: number) =>
  Math.abs(planned(meals) - targetCalories) <= PLAN_TOLERANCE * targetCalories;

/**
 * Plans `dates` (consecutive days) in order. `fixed` holds the recipes of days that keep their meals
 * (by date), which count for variety too.
 */
export function planDays(
  rules: PlanRules,
  dates: readonly string[],
  targetCalories: number,
  seed: number,
  fixed: ReadonlyMap<string, readonly number[]> = new Map(),
  avoid: ReadonlyMap<string, readonly number[]> = new Map(),
): Map<string, PlannedMeal[]> {
  const allowed = allowedRecipes(rules);
  const random = seededRandom(seed);
  const byDate = new Map<string, number[]>([...fixed].map(([d, ids]) => [d, [...ids]]));
  const out = new Map<string, PlannedMeal[]>();
  for (const date of dates) {
    const recent = new Set<number>();
    for (let k = 1; k < PLAN_VARIETY_DAYS; k++) {
      for (const other of [shift(date, -k), shift(date, k)]) for (const id of byDate.get(other) ?? []) recent.add(id);
    }
    const meals = planDay(allowed, rules.prefs.preferredCuisines, targetCalories, recent, random, new Set(avoid.get(date) ?? []));
    out.set(date, meals);
    byDate.set(
      date,
      meals.map((m) => m.recipe.id),
    );
  }
  return out;
}

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
