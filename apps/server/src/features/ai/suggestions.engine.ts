import { MEAL_TYPES, type Allergy, type Diet, type MealSuggestion, type MealType, type Preferences } from "@app/shared";

/** A recipe as the suggestion engine sees it: per-serving nutrition computed from its ingredients. */
export interface RecipeForSuggestion {
  id: number;
  name: string;
  description: string;
  /** The same in Italian (recipe and ingredient names stay as the collection writes them). */
  descriptionIt: string;
  country: string;
  cuisine: string;
  mealType: MealType;
  prepMinutes: number;
  servings: number;
  perServing: { calories: number; proteins: number; carbs: number; fats: number; fiber: number };
  /** Diets of the recipe filter the recipe satisfies (vegan, vegetarian, gluten-free, low-carb, keto, mediterranean). */
  diets: string[];
  /** Allergens it contains (the 8 in docs/product/ai.md#allergens). */
  allergens: string[];
  /** Its main ingredients (largest by weight first), lower case. */
  mainIngredients: string[];
  /** The names a preferred ingredient is matched against (the main ingredients in English and Italian); else `mainIngredients`. */
  preferenceNames?: string[];
  /** Whether it contains meat or fish, for pescatarian and paleo. */
  hasMeat: boolean;
  hasFish: boolean;
  hasGrainsLegumesOrDairy: boolean;
}

/**
 * A plain protein food served beside a recipe when the recipe alone cannot reach the meal's protein
 * target (most dishes get 15-20 % of their energy from protein; the spec's splits ask for 25-40 %).
 * Its numbers come from the food database, per 100 g.
 */
export interface ProteinSide {
  key: string;
  name: string;
  nameIt: string;
  mealTypes: MealType[];
  per100g: { calories: number; proteins: number; carbs: number; fats: number; fiber: number };
  /** As for recipes: what isAllowed needs to keep allergens and diets safe. */
  diets: string[];
  allergens: string[];
  hasMeat: boolean;
  hasGrainsLegumesOrDairy: boolean;
}

/** What suggestions are made of: the recipe collection and the protein sides. */
export interface Catalogue {
  recipes: RecipeForSuggestion[];
  sides: ProteinSide[];
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
export function mealTargets(
  mealType: MealType,
  day: DayState,
): { calories: number; proteins: number; remainingCalories: number; remainingProteins: number } {
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
export function isAllowed(
  r: Pick<RecipeForSuggestion, "allergens" | "prepMinutes" | "diets" | "hasMeat" | "hasGrainsLegumesOrDairy">,
  prefs: Pick<Preferences, "allergies" | "diets" | "maxPrepMinutes">,
): boolean {
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

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Two words for the same thing: equal, or (from 4 letters) differing at most in the last letter or an ending ('tomato'/'tomatoes', 'pomodoro'/'pomodori'). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= shorter - 1;
}
/** Whether a preferred ingredient, as the user typed it, names this ingredient: every word of it is one of its words. */
export const ingredientMatches = (preferred: string, ingredient: string): boolean => {
  const words = wordsOf(ingredient);
  const wanted = wordsOf(preferred);
  return wanted.length > 0 && wanted.every((w) => words.some((x) => sameWord(w, x)));
};
/** How many of the user's preferred ingredients the recipe's main ingredients include. */
const preferredCount = (preferred: string[], main: string[]) => preferred.filter((p) => main.some((m) => ingredientMatches(p, m))).length;

export interface Scored {
  recipe: RecipeForSuggestion;
  servings: number;
  side?: { side: ProteinSide; grams: number };
  score: number;
}

const SIDE_STEP_G = 10;
const SIDE_MIN_G = 40;
const SIDE_MAX_G = 250;
/** A side is worth it only when it brings the meal clearly closer to its targets. */
const SIDE_PENALTY = 0.04;

interface Fit {
  servings: number;
  side?: { side: ProteinSide; grams: number };
  kcalError: number;
  proteinError: number;
}

const fitError = (f: Pick<Fit, "kcalError" | "proteinError">) => 1.2 * f.kcalError + 0.8 * f.proteinError;

/**
 * The servings of the recipe, and grams of at most one protein side, that come closest to the meal's
 * calorie and protein targets: every quarter serving from ¼ to 3, each with the side amount that
 * closes the protein gap (in 10 g steps).
 */
export function fitMeal(r: RecipeForSuggestion, sides: ProteinSide[], target: { calories: number; proteins: number }): Fit {
  const tk = Math.max(1, target.calories);
  const tp = target.proteins;
  const errors = (kcal: number, protein: number) => ({
    kcalError: Math.abs(kcal - tk) / tk,
    proteinError: tp > 0 ? Math.abs(protein - tp) / tp : 0,
  });
  const base = servingsFor(r, target.calories);
  let best: Fit = { servings: base, ...errors(r.perServing.calories * base, r.perServing.proteins * base) };
  // With a side the dish may shrink to a quarter serving: the side then carries part of the meal.
  for (let k = SERVING_STEP; k <= 3; k += SERVING_STEP) {
    for (const side of sides) {
      if (side.per100g.proteins <= 0) continue;
      const gap = tp - r.perServing.proteins * k;
      const grams = Math.min(SIDE_MAX_G, Math.round((gap * 100) / side.per100g.proteins / SIDE_STEP_G) * SIDE_STEP_G);
      if (grams < SIDE_MIN_G) continue;
      const e = errors(
        r.perServing.calories * k + (side.per100g.calories * grams) / 100,
        r.perServing.proteins * k + (side.per100g.proteins * grams) / 100,
      );
      if (fitError(e) + SIDE_PENALTY < fitError(best)) best = { servings: k, side: { side, grams }, ...e };
    }
  }
  return best;
}

export function scoreRecipe(
  r: RecipeForSuggestion,
  target: { calories: number; proteins: number },
  prefs: Preferences,
  history: History,
  sides: ProteinSide[] = [],
): Scored | undefined {
  const disliked = history.feedback.filter((f) => f.rating === 1);
  if (disliked.some((f) => f.recipeId === r.id || f.mealName.toLowerCase() === r.name.toLowerCase())) return undefined;
  const fit = fitMeal(r, sides, target);
  let score = 100 - 100 * fitError(fit) - (fit.side ? 100 * SIDE_PENALTY : 0);
  if (prefs.preferredCuisines.some((c) => r.cuisine.toLowerCase().includes(c) || c === r.country.toLowerCase())) score += 12;
  score += 4 * Math.min(3, preferredCount(prefs.preferredIngredients, r.preferenceNames ?? r.mainIngredients));
  for (const s of history.suggested) if (s.recipeId === r.id) score -= s.daysAgo < 1 ? 40 : s.daysAgo < 3 ? 20 : 8;
  if (history.eatenFoods.some((f) => f.includes(r.name.toLowerCase()))) score -= 25;
  for (const f of history.feedback) {
    const sameCuisine = f.cuisine !== null && f.cuisine === r.cuisine;
    const shared = overlap(f.mainIngredients, r.mainIngredients);
    if (f.rating === 1) score -= (sameCuisine ? 15 : 0) + 10 * Math.min(2, shared);
    else score += (f.recipeId === r.id ? 10 : 0) + (sameCuisine ? 6 : 0) + 3 * Math.min(2, shared);
  }
  return { recipe: r, servings: fit.servings, side: fit.side, score };
}

/** The recipe collection's cuisines in Italian, for the Italian reasoning ('Cucina greca, 45 minuti'). */
const CUISINES_IT: Record<string, string> = {
  Austrian: "austriaca",
  Belgian: "belga",
  British: "britannica",
  Dutch: "olandese",
  French: "francese",
  German: "tedesca",
  Greek: "greca",
  Hungarian: "ungherese",
  Irish: "irlandese",
  Italian: "italiana",
  Norwegian: "norvegese",
  Polish: "polacca",
  Portuguese: "portoghese",
  Spanish: "spagnola",
  Swedish: "svedese",
  Swiss: "svizzera",
};

export function cuisineLabel(cuisine: string, lang: "en" | "it"): string {
  const name = cuisine.charAt(0).toUpperCase() + cuisine.slice(1);
  if (lang !== "it") return `${name} cuisine`;
  const it = CUISINES_IT[name];
  return it ? `Cucina ${it}` : `Cucina: ${cuisine}`;
}

export function toSuggestion(
  s: Scored,
  target: ReturnType<typeof mealTargets>,
  mealType: MealType,
  lang: "en" | "it" = "en",
): MealSuggestion {
  const k = s.servings;
  const p = s.recipe.perServing;
  const side = s.side
    ? { g: s.side.grams / 100, n: s.side.side.per100g }
    : { g: 0, n: { calories: 0, proteins: 0, carbs: 0, fats: 0, fiber: 0 } };
  const sum = (key: keyof typeof p) => Math.round(p[key] * k + side.n[key] * side.g);
  const calories = sum("calories");
  const proteins = sum("proteins");
  const sideName = s.side ? `${s.side.grams} g ${lang === "it" ? s.side.side.nameIt : s.side.side.name}` : "";
  const servingsCount = lang === "it" ? String(k).replace(".", ",") : String(k);
  const servingsText =
    (k === 1 ? (lang === "it" ? "1 porzione" : "1 serving") : `${servingsCount} ${lang === "it" ? "porzioni" : "servings"}`) +
    (s.side ? (lang === "it" ? ` con ${sideName} per le proteine` : ` with ${sideName} for protein`) : "");
  // 'fills 676 of the 660 kcal' reads wrong: above the target the numbers are set side by side.
  const over = calories > target.calories;
  const proteinOver = proteins > target.proteins;
  const reasoning =
    lang === "it"
      ? `${servingsText}: ${over ? `${calories} kcal a fronte delle ${target.calories} previste` : `copre ${calories} delle ${target.calories} kcal previste`} per questo pasto (te ne restano ${target.remainingCalories} oggi) e ${proteinOver ? `${proteins} g di proteine a fronte dei ${target.proteins} g che ti servono ancora` : `${proteins} g dei ${target.proteins} g di proteine che ti servono ancora`} a questo pasto. ${cuisineLabel(s.recipe.cuisine, lang)}, ${s.recipe.prepMinutes} minuti.`
      : `${servingsText}: ${over ? `${calories} kcal against the ${target.calories} kcal planned` : `fills ${calories} of the ${target.calories} kcal planned`} for this meal (${target.remainingCalories} kcal left today) and ${proteinOver ? `${proteins} g protein against the ${target.proteins} g you still need` : `${proteins} g of the ${target.proteins} g protein you still need`} at this meal. ${cuisineLabel(s.recipe.cuisine, lang)}, ${s.recipe.prepMinutes} minutes.`;
  return {
    name: s.recipe.name,
    description: `${s.side ? `${lang === "it" ? "Servito con" : "Served with"} ${sideName}. ` : ""}${lang === "it" ? s.recipe.descriptionIt : s.recipe.description}`,
    mealType,
    calories,
    proteins,
    carbs: sum("carbs"),
    fats: sum("fats"),
    fiber: sum("fiber"),
    reasoning,
    recipeId: s.recipe.id,
    cuisine: s.recipe.cuisine,
    servings: k,
    prepMinutes: s.recipe.prepMinutes,
    ...(s.side ? { side: { key: s.side.side.key, name: lang === "it" ? s.side.side.nameIt : s.side.side.name, grams: s.side.grams } } : {}),
  };
}

/** The best `count` suggestions for a meal, at most one per cuisine when there is choice. */
export function suggestMeals(
  catalogue: Catalogue,
  mealType: MealType,
  day: DayState,
  prefs: Preferences,
  history: History,
  count = 3,
  lang: "en" | "it" = "en",
): MealSuggestion[] {
  const target = mealTargets(mealType, day);
  const sides = catalogue.sides.filter((s) => s.mealTypes.includes(mealType) && isAllowed({ ...s, prepMinutes: 0 }, prefs));
  const scored = catalogue.recipes
    .filter((r) => r.mealType === mealType && isAllowed(r, prefs))
    .map((r) => scoreRecipe(r, target, prefs, history, sides))
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

/**
 * The suggestions for a filter of the panel: one meal type, or (undefined, 'All') the meal types not yet
 * logged today, `count` in all.
 */
export function suggestDay(
  catalogue: Catalogue,
  mealType: MealType | undefined,
  day: DayState,
  prefs: Preferences,
  history: History,
  count: number,
  lang: "en" | "it" = "en",
): MealSuggestion[] {
  const types = mealType ? [mealType] : MEAL_TYPES.filter((t) => !day.mealTypesLogged.includes(t));
  const wanted = types.length ? types : [...MEAL_TYPES];
  const perType = Math.max(1, Math.ceil(count / wanted.length));
  return wanted.flatMap((t) => suggestMeals(catalogue, t, day, prefs, history, perType, lang)).slice(0, Math.max(count, wanted.length));
}
