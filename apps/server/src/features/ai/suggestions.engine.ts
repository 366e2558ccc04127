import type { Allergy, Diet, MealSuggestion, MealType, Preferences } from "@app/shared";

/** A recipe as the suggestion engine sees it: per-serving nutrition computed from its ingredients. */
export interface RecipeForSuggestion {
  id: number;
  name: string;
  description: string;
  country: string;
  cuisine: string;
  mealType: MealType;
  prepMinutes: number;
  servings: number;
  perServing: { calories: number; proteins: number; carbs: number; fats: number; fiber: number };
  /** Diets of the recipe filter the recipe satisfies (vegan, vegetarian, gluten-free, low-carb, keto, mediterranean). */
  diets: string[];
  /** Allergens it contains (the 8 of spec 002 §9). */
  allergens: string[];
  /** Its main ingredients (largest by weight first), lower case. */
  mainIngredients: string[];
  /** Whether it contains meat or fish, for pescatarian and paleo. */
  hasMeat: boolean;
  hasFish: boolean;
  hasGrainsLegumesOrDairy: boolean;
}

export interface DayState {
  /** The day's calorie and protein targets (the active goal, else the profile's energy need, else 2000 kcal). */
  goal: { calories: number; proteins: number };
  eaten: { calories: number; proteins: number };
  /** Meal types already logged today. */
  mealTypesLogged: MealType[];
}

export interface FeedbackSignal {
  recipeId: number | null;
  mealName: string;
  cuisine: string | null;
  mainIngredients: string[];
  rating: 1 | 5;
}

export interface History {
  /** Recipes suggested in the last days, with how many days ago. */
  suggested: { recipeId: number; daysAgo: number }[];
  /** Food names the user logged in the last days, lower case. */
  eatenFoods: string[];
  feedback: FeedbackSignal[];
}

/** Share of the day's energy planned for each meal (a documented choice: 25 / 35 / 30 / 10 %). */
export const MEAL_SHARES: Record<MealType, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.3, snack: 0.1 };

/**
 * The meal's targets: what is left of the day, shared among the meals not yet logged in proportion
 * to their shares. Without anything eaten, a lunch target is 35 % of the day.
 */
export function mealTargets(mealType: MealType, day: DayState): { calories: number; proteins: number; remainingCalories: number; remainingProteins: number } {
  const remainingCalories = Math.max(0, day.goal.calories - day.eaten.calories);
  const remainingProteins = Math.max(0, day.goal.proteins - day.eaten.proteins);
  const open = (Object.keys(MEAL_SHARES) as MealType[]).filter((t) => t === mealType || !day.mealTypesLogged.includes(t));
  const share = MEAL_SHARES[mealType] / open.reduce((a, t) => a + MEAL_SHARES[t], 0);
  // Never plan a meal below a sensible floor: a day already over budget still gets a light option.
  const floor = MEAL_SHARES[mealType] * day.goal.calories * 0.4;
  return {
    calories: Math.round(Math.max(remainingCalories * share, floor)),
    proteins: Math.round(Math.max(remainingProteins * share, MEAL_SHARES[mealType] * day.goal.proteins * 0.4)),
    remainingCalories,
    remainingProteins,
  };
}

/** Does the recipe respect the user's allergies and every diet they follow? */
export function isAllowed(r: RecipeForSuggestion, prefs: Pick<Preferences, "allergies" | "diets" | "maxPrepMinutes">): boolean {
  if (r.allergens.some((a) => prefs.allergies.includes(a as Allergy))) return false;
  if (r.prepMinutes > prefs.maxPrepMinutes) return false;
  return prefs.diets.every((d: Diet) => {
    switch (d) {
      case "pescatarian":
        return !r.hasMeat;
      case "paleo":
        return !r.hasGrainsLegumesOrDairy;
      default:
        return r.diets.includes(d);
    }
  });
}

const SERVING_STEP = 0.25;
/** Servings that bring the recipe closest to the calorie target, in quarter servings from ½ to 3. */
export function servingsFor(r: RecipeForSuggestion, targetCalories: number): number {
  if (r.perServing.calories <= 0) return 1;
  const raw = targetCalories / r.perServing.calories;
  return Math.min(3, Math.max(0.5, Math.round(raw / SERVING_STEP) * SERVING_STEP));
}

const overlap = (a: string[], b: string[]) => a.filter((x) => b.includes(x)).length;

export interface Scored {
  recipe: RecipeForSuggestion;
  servings: number;
  score: number;
}

export function scoreRecipe(r: RecipeForSuggestion, target: { calories: number; proteins: number }, prefs: Preferences, history: History): Scored | undefined {
  const disliked = history.feedback.filter((f) => f.rating === 1);
  if (disliked.some((f) => f.recipeId === r.id || f.mealName.toLowerCase() === r.name.toLowerCase())) return undefined;
  const servings = servingsFor(r, target.calories);
  const kcal = r.perServing.calories * servings;
  const protein = r.perServing.proteins * servings;
  const kcalError = Math.abs(kcal - target.calories) / Math.max(1, target.calories);
  const proteinError = target.proteins > 0 ? Math.abs(protein - target.proteins) / target.proteins : 0;
  let score = 100 - 120 * kcalError - 80 * proteinError;
  if (prefs.preferredCuisines.some((c) => r.cuisine.toLowerCase().includes(c) || c === r.country.toLowerCase())) score += 12;
  score += 4 * Math.min(3, overlap(prefs.preferredIngredients, r.mainIngredients));
  for (const s of history.suggested) if (s.recipeId === r.id) score -= s.daysAgo < 1 ? 40 : s.daysAgo < 3 ? 20 : 8;
  if (history.eatenFoods.some((f) => f.includes(r.name.toLowerCase()))) score -= 25;
  for (const f of history.feedback) {
    const sameCuisine = f.cuisine !== null && f.cuisine === r.cuisine;
    const shared = overlap(f.mainIngredients, r.mainIngredients);
    if (f.rating === 1) score -= (sameCuisine ? 15 : 0) + 10 * Math.min(2, shared);
    else score += (f.recipeId === r.id ? 10 : 0) + (sameCuisine ? 6 : 0) + 3 * Math.min(2, shared);
  }
  return { recipe: r, servings, score };
}

export function toSuggestion(s: Scored, target: ReturnType<typeof mealTargets>, mealType: MealType, lang: "en" | "it" = "en"): MealSuggestion {
  const k = s.servings;
  const p = s.recipe.perServing;
  const calories = Math.round(p.calories * k);
  const proteins = Math.round(p.proteins * k);
  const servingsText = k === 1 ? (lang === "it" ? "1 porzione" : "1 serving") : `${k} ${lang === "it" ? "porzioni" : "servings"}`;
  const reasoning =
    lang === "it"
      ? `${servingsText}: copre ${calories} delle ${target.calories} kcal previste per questo pasto (te ne restano ${target.remainingCalories} oggi) e ${proteins} g dei ${target.proteins} g di proteine che ti servono ancora a questo pasto. ${s.recipe.cuisine}, ${s.recipe.prepMinutes} minuti.`
      : `${servingsText}: fills ${calories} of the ${target.calories} kcal planned for this meal (${target.remainingCalories} kcal left today) and ${proteins} g of the ${target.proteins} g protein you still need at this meal. ${s.recipe.cuisine}, ${s.recipe.prepMinutes} minutes.`;
  return {
    name: s.recipe.name,
    description: s.recipe.description,
    mealType,
    calories,
    proteins,
    carbs: Math.round(p.carbs * k),
    fats: Math.round(p.fats * k),
    fiber: Math.round(p.fiber * k),
    reasoning,
    recipeId: s.recipe.id,
    cuisine: s.recipe.cuisine,
    servings: k,
    prepMinutes: s.recipe.prepMinutes,
  };
}

/** The best `count` suggestions for a meal, at most one per cuisine when there is choice. */
export function suggestMeals(recipes: RecipeForSuggestion[], mealType: MealType, day: DayState, prefs: Preferences, history: History, count = 3, lang: "en" | "it" = "en"): MealSuggestion[] {
  const target = mealTargets(mealType, day);
  const scored = recipes
    .filter((r) => r.mealType === mealType && isAllowed(r, prefs))
    .map((r) => scoreRecipe(r, target, prefs, history))
    .filter((s): s is Scored => s !== undefined)
    .sort((a, b) => b.score - a.score || a.recipe.id - b.recipe.id);
  const picked: Scored[] = [];
  for (const s of scored) {
    if (picked.length >= count) break;
    if (picked.some((p) => p.recipe.cuisine === s.recipe.cuisine) && scored.length > count * 2) continue;
    picked.push(s);
  }
  for (const s of scored) if (picked.length < count && !picked.includes(s)) picked.push(s);
  return picked.map((s) => toSuggestion(s, target, mealType, lang));
}
