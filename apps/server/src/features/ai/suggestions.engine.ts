import { DIET_RULES, MEAL_TYPES, type Allergy, type Diet, type MealSuggestion, type MealType, type Preferences } from "@app/shared";
import { REFERENCE } from "./knowledge.ts";
import { PLATE_MAX_G, sideFits, type DishCategory, type PlateKind, type SideCategory } from "./pairings.ts";

/** A recipe as the suggestion engine sees it: per-serving nutrition computed from its ingredients. */
export interface RecipeForSuggestion {
  id: number;
  name: string;
  /** The dish's Italian name (the collection's `nameIt`); `name` where absent. */
  nameIt?: string;
  description: string;
  /** The same in Italian: Italian ingredient names, region and country. */
  descriptionIt: string;
  country: string;
  cuisine: string;
  mealType: MealType;
  prepMinutes: number;
  servings: number;
  perServing: { calories: number; proteins: number; carbs: number; fats: number; fiber: number };
  /** Salt per serving (Σ its ingredients' table values, salt = sodium × 2.5); absent when a table gives no sodium. */
  saltG?: number;
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
  /** What kind of dish it is, for the pairing table (pairings.ts); derived from its ingredients. */
  category: DishCategory;
  /** It already has its protein (eggs, cheese, legumes, meat, fish): no protein side beside it (pairings.ts). */
  ownProtein?: boolean;
  /** Savoury (garlic, onion, stock…): no sweet-tasting side beside it. */
  savoury?: boolean;
  /** Eaten cold (a salad, a cold soup): a cold side (tuna, cottage cheese) may go beside it when savoury (pairings.ts). */
  servedCold?: boolean;
  /** A pasta, rice or grain dish or a soup: no protein block beside it (pairings.ts). */
  starchOrSoup?: boolean;
  /** Built on eggs, cheese or legumes: no second protein beside it (pairings.ts). */
  proteinMain?: boolean;
  /** Nuts, dried fruit or a spread: as a snack, no protein beside it (pairings.ts). */
  nutsOrSpread?: boolean;
  /** Sweet and not savoury: no eggs, meat, fish or tofu beside it (pairings.ts). */
  sweet?: boolean;
  /** Served in a bowl, a glass or on a plate: the most it may weigh (PLATE_MAX_G). */
  plate?: PlateKind;
  /** Its ingredients' grams over its servings: with `plate`, how many servings fit one plate (`maxServings`). */
  gramsPerServing?: number;
  /** Its protein is its cheese: no tofu, tempeh, seitan or egg whites beside it (pairings.ts). */
  cheese?: boolean;
  /** Built on bread: no egg whites beside it (pairings.ts). */
  bread?: boolean;
  /** A side dish (a banchan, a cucumber salad): never a snack (`servesAs`). */
  sideDish?: boolean;
  /** Built on potatoes: no tofu, tempeh or seitan beside it (pairings.ts). */
  potato?: boolean;
  /** A stew or a curry: with its starch, no tofu, tempeh or seitan beside it unless its cuisine cooks them (pairings.ts). */
  stew?: boolean;
  /** Served with its rice or bread (pairings.ts). */
  withStarch?: boolean;
}

/**
 * A plain protein food served beside a recipe when the recipe alone cannot reach the meal's protein
 * target (most dishes get 15-20 % of their energy from protein; the spec's splits ask for 25-40 %).
 * Its numbers come from the food database, per 100 g.
 */
export interface ProteinSide {
  key: string;
  /** Its food in the food database, so 'Add Meal' logs it as an item (absent in hand-made test catalogues). */
  foodId?: number;
  name: string;
  nameIt: string;
  mealTypes: MealType[];
  /** Its food group, for the pairing table (pairings.ts). */
  category: SideCategory;
  /** Yogurt, skyr or a shake: served beside sweet or plain dishes only. */
  sweetTasting?: boolean;
  /** Served cold from the tin or the tub (tuna, cottage cheese): not beside a hot savoury dish (pairings.ts). */
  servedCold?: boolean;
  /** The food it is, as a dish's ingredient is named ('avocado'): never beside a dish that has it among its main ingredients. */
  ingredient?: string;
  per100g: { calories: number; proteins: number; carbs: number; fats: number; fiber: number };
  /** Salt per 100 g, from the food tables (absent: none known). */
  saltPer100g?: number;
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

/** A snack is 5-15 % of the day's target (issue 16), and never more than what is left. */
export const SNACK_SHARE = { min: 0.05, max: 0.15 } as const;
/** The lightest a main meal is planned, as a share of its usual share: a day with little left still gets a light meal. */
export const MAIN_MEAL_FLOOR = 0.4;

/**
 * The most of the day's salt one meal may bring (0026-salt21): WHO, less than 5 g of salt a day (2 g of sodium; EFSA
 * 2019's safe and adequate intake is the same). A main meal 40 %, 2.0 g: the largest meal's share of the day's energy
 * (lunch, 35 %) with its 10 % tolerance, rounded up (near the UK's 'high' for a portion, 1.8 g); a snack 15 %, 0.75 g,
 * the most of the day's energy a snack may have. Bratwurst with sauerkraut ×1.75 was 8.5 g (0025-trial20b).
 */
export const MEAL_SALT_SHARE: Record<MealType, number> = { breakfast: 0.4, lunch: 0.4, dinner: 0.4, snack: 0.15 };
export const mealSaltMaxG = (mealType: MealType): number => REFERENCE.saltMaxG * MEAL_SALT_SHARE[mealType];

export interface MealTarget {
  calories: number;
  proteins: number;
  /** The most salt the meal may bring (mealSaltMaxG); above it a dish ranks lower (scoreRecipe). Absent: no bound. */
  maxSaltG?: number;
  /** The calories a suggestion for this meal may have: what is left of the day bounds them. */
  minCalories: number;
  maxCalories: number;
  remainingCalories: number;
  remainingProteins: number;
  /** For a snack: the most it may have (15 % of the day, and what is left beside the open main meals' minimums). */
  snackMaxCalories?: number;
  /** No suggestion fits: a snack when what is left cannot hold one beside the open main meals. */
  none: boolean;
}

/**
 * The meal's targets: what is left of the day, shared among the meals not yet logged (and this one) in
 * proportion to their shares. A snack, when one fits beside the open main meals' minimums, gets 5-15 %
 * of the day's target first; the main meals share the rest, each at least 40 % of its usual share (the
 * day with nothing left still gets a light meal, never a skipped one). Without anything eaten, a lunch
 * target is 35 % of the day.
 */
/**
 * 'I have 500 kcal left, what should I eat for dinner?': the person's own budget, whatever the day logged
 * here says. The day is modelled as the goal with only that meal open and `budget` kcal left, so the meal
 * is sized to the budget (and its share of the day's protein), not to its usual share of the day.
 */
export function dayWithBudget(goal: { calories: number; proteins: number }, mealType: MealType, budget: number): DayState {
  const left = Math.max(0, Math.min(budget, goal.calories));
  return {
    goal: { calories: goal.calories, proteins: goal.proteins },
    eaten: { calories: goal.calories - left, proteins: goal.proteins * (1 - left / goal.calories) },
    mealTypesLogged: MEAL_TYPES.filter((t) => t !== mealType),
  };
}

/** A main meal that would take all that is left is planned at 95 % of it: its dish, scaled by quarter servings, then lands within what is left. */
export const LAST_MEAL_AIM = 0.95;
/** The most a main meal may have: what is left of the day, or 10 % above its floor when less than that is left. */
export const mainMealCeiling = (mealType: MealType, dayCalories: number, remainingCalories: number): number => {
  const floor = MEAL_SHARES[mealType] * dayCalories * MAIN_MEAL_FLOOR;
  return remainingCalories >= floor ? remainingCalories : floor * 1.1;
};

export function mealTargets(mealType: MealType, day: DayState): MealTarget {
  const goal = day.goal.calories;
  const remainingCalories = Math.max(0, goal - day.eaten.calories);
  const remainingProteins = Math.max(0, day.goal.proteins - day.eaten.proteins);
  const open = MEAL_TYPES.filter((t) => t === mealType || !day.mealTypesLogged.includes(t));
  const floor = (t: MealType) => MEAL_SHARES[t] * goal * MAIN_MEAL_FLOOR;
  const mains = open.filter((t) => t !== "snack");
  const mainFloors = mains.reduce((a, t) => a + floor(t), 0);
  const shareSum = open.reduce((a, t) => a + MEAL_SHARES[t], 0);
  const snackMin = SNACK_SHARE.min * goal;
  const snackMax = Math.min(SNACK_SHARE.max * goal, remainingCalories - mainFloors);
  const snackFits = open.includes("snack") && snackMax >= snackMin;
  const snack = snackFits ? Math.min(snackMax, Math.max(snackMin, (remainingCalories * MEAL_SHARES.snack) / shareSum)) : 0;
  const proteinFor = (kcal: number, t: MealType) =>
    Math.max(
      remainingCalories > 0 ? (remainingProteins * kcal) / remainingCalories : 0,
      MEAL_SHARES[t] * day.goal.proteins * MAIN_MEAL_FLOOR,
    );
  const base = { remainingCalories, remainingProteins: Math.round(remainingProteins), maxSaltG: mealSaltMaxG(mealType) };
  if (mealType === "snack") {
    const calories = Math.round(snack);
    return {
      ...base,
      calories,
      proteins: Math.round(Math.min(proteinFor(calories, "snack"), (0.4 * calories) / 4)),
      minCalories: snackMin,
      // At most 10 % above its share, so the snack and the main meals together stay within what is left
      // (suggestMeals falls back to the whole 5-15 % when no snack fits that).
      maxCalories: Math.max(0, Math.min(snackMax, snack * 1.1)),
      snackMaxCalories: Math.max(0, snackMax),
      none: !snackFits,
    };
  }
  const mainShares = mains.reduce((a, t) => a + MEAL_SHARES[t], 0);
  const share = Math.max(((remainingCalories - snack) * MEAL_SHARES[mealType]) / mainShares, floor(mealType));
  // Never above what is left of the day (a light meal at its floor when less than that is left): a meal that takes
  // (nearly) all of it is planned a little below it, so that its ±10 % stays under what is left.
  const ceiling = mainMealCeiling(mealType, day.goal.calories, remainingCalories);
  const calories = Math.round(Math.min(share, ceiling * LAST_MEAL_AIM));
  return {
    ...base,
    calories,
    proteins: Math.round(proteinFor(share, mealType)),
    // Dishes within 10 % of the target first; suggestMeals falls back to smaller ones (a small dish at 2½
    // servings is still a lunch) only when these are too few.
    minCalories: Math.ceil(calories * 0.9),
    maxCalories: Math.floor(Math.min(calories * 1.1, ceiling)),
    none: false,
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
/** Servings of a dish a suggestion may propose (issue 16): half a serving to two and a half. */
export const SERVINGS = { min: 0.5, max: 2.5 } as const;
/**
 * The most servings of a dish one plate holds: 2½, or fewer when its weight would pass what its bowl, glass or plate
 * holds (PLATE_MAX_G: a soup of 590 g a serving stops at 1 serving, not 2¼ = 1.33 kg); never below ½. `upTo` is the most
 * servings the caller allows otherwise (the week planner's 3 on a day with fewer dishes than meals).
 */
export function maxServings(r: Pick<RecipeForSuggestion, "gramsPerServing" | "plate">, upTo: number = SERVINGS.max): number {
  if (!r.gramsPerServing || r.gramsPerServing <= 0) return upTo;
  const fit = Math.floor(PLATE_MAX_G[r.plate ?? "plate"] / r.gramsPerServing / SERVING_STEP + 1e-9) * SERVING_STEP;
  return Math.min(upTo, Math.max(SERVINGS.min, fit));
}
/** Servings that bring the recipe closest to the calorie target, in quarter servings from ½ to 2½ (or what its plate holds). */
export function servingsFor(r: RecipeForSuggestion, targetCalories: number): number {
  if (r.perServing.calories <= 0) return 1;
  const raw = targetCalories / r.perServing.calories;
  return Math.min(maxServings(r), Math.max(SERVINGS.min, Math.round(raw / SERVING_STEP) * SERVING_STEP));
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
  /** Its protein is within PROTEIN_TOLERANCE of the meal's target. */
  proteinFits?: boolean;
  /** Its calories are within CALORIE_TOLERANCE of the meal's target (a snack's bounds are wider: 5-15 % of the day). */
  caloriesFit?: boolean;
  /** Its salt is within the meal's share of the day's (mealSaltMaxG). */
  saltFits?: boolean;
}

/** A meal meets its calorie target within ±10 %. */
export const CALORIE_TOLERANCE = 0.1;

/** A meal meets its protein target within ±15 % (the share a food label's tolerance and a dietitian allow). */
export const PROTEIN_TOLERANCE = 0.15;
/** Within the calorie bounds, an amount that meets the protein target beats one that misses it by this much. */
const PROTEIN_MISS_COST = 0.1;
/**
 * And one within the meal's share of the day's salt beats one above it by twice as much (a smaller serving and rice beside
 * it): 0.1 in 0026-salt21, 0.2 since 0027-suggest22 (the advisory salt count 131 → 125 at the default seeds, 136 → 134
 * at the unseen ones, every seed's 'both' within ±0.2 points).
 */
const SALT_OVER_COST = 0.2;
/**
 * A dish above the meal's salt ranks below one within it as a dish suggested yesterday ranks below a new one (between the
 * 20 of two days ago and the 40 of today): a salty dish is offered less, and the week keeps its variety (0026-salt21).
 */
const SALT_SCORE_PENALTY = 30;

const SIDE_STEP_G = 10;
/**
 * The least of a side that is a portion, not a token (a dietitian's reading, 0025-trial20a: 40 g of chicken beside
 * colcannon, one egg white beside pan con tomate): a piece of chicken, fish, tofu, tempeh or seitan 80 g (a small
 * fillet; an Italian tin of tuna drains to 80 g), egg whites two (2 × 33 g, SR28 01124 'large', in 10 g steps 70 g),
 * a slice of bread 40 g (a UK slice is 38 g), dairy or a shake 40 g. Below it the side is a real portion or none.
 */
export const SIDE_MIN_G: Record<SideCategory, number> = {
  "lean-meat": 80,
  fish: 80,
  "plant-protein": 80,
  eggs: 70,
  bread: 40,
  grains: 80,
  dairy: 40,
  "protein-drink": 40,
  vegetables: 40,
  salad: 40,
  fruit: 40,
};
/**
 * Bread, rice or avocado beside a dish: they bring energy, not protein; at most three slices of bread, 200 g of boiled
 * rice (a portion: 80 g raw, LARN) or half an avocado (100 g; one is 201 g, SR28 09037).
 */
const ENERGY_SIDES: readonly SideCategory[] = ["bread", "grains", "vegetables"];
const ENERGY_SIDE_MAX_G: Partial<Record<SideCategory, number>> = { bread: 120, grains: 200, vegetables: 100 };
/** Dishes with their own starch: a pasta, rice or grain dish, a porridge or muesli, a legume dish (pulses are its starch). */
const STARCHY_DISHES: readonly DishCategory[] = ["grain", "cereal", "legume"];
/** A side stays a side: at most 200 g, and never more energy than the dish beside it. */
const SIDE_MAX_G = 200;
/** A side is worth it only when it brings the meal clearly closer to its targets. */
const SIDE_PENALTY = 0.04;

interface Fit {
  servings: number;
  side?: { side: ProteinSide; grams: number };
  kcalError: number;
  proteinError: number;
  /** Its salt is within the meal's share of the day's (mealSaltMaxG). */
  saltFits?: boolean;
}

const fitError = (f: Pick<Fit, "kcalError" | "proteinError">) => 1.0 * f.kcalError + 1.2 * f.proteinError;

/**
 * The servings of the recipe (quarter servings from ½ to 2½, or what its plate holds: `maxServings`), and grams of at
 * most one side, that come closest to the meal's calorie and protein targets while staying within the meal's calorie
 * bounds. The dish is scaled first; a side (in 10 g steps, closing the protein gap, at least a portion: SIDE_MIN_G)
 * only when it is clearly better; bread (or rice beside a hot plate) only beside a dish whose plate is full, for the
 * energy it cannot bring.
 * `sides` must already be those the pairing table allows beside this dish. Undefined when no amount of
 * the dish fits the bounds.
 */
export function fitMeal(
  r: RecipeForSuggestion,
  sides: ProteinSide[],
  target: { calories: number; proteins: number; minCalories?: number; maxCalories?: number; maxSaltG?: number },
): Fit | undefined {
  const tk = Math.max(1, target.calories);
  const maxSalt = target.maxSaltG ?? Number.POSITIVE_INFINITY;
  const saltPerServing = r.saltG ?? 0;
  const tp = target.proteins;
  const min = target.minCalories ?? 0;
  const max = target.maxCalories ?? Number.POSITIVE_INFINITY;
  const errors = (kcal: number, protein: number) => ({
    kcalError: Math.abs(kcal - tk) / tk,
    proteinError: tp > 0 ? Math.abs(protein - tp) / tp : 0,
  });
  let best: (Fit & { cost: number }) | undefined;
  const consider = (fit: Fit, kcal: number, penalty: number) => {
    // The bounds hold for the calories as shown (whole kcal); above the meal's share of the day's salt costs as a protein
    // miss.
    if (Math.round(kcal) < min || Math.round(kcal) > max) return;
    const salt = saltPerServing * fit.servings + (fit.side ? ((fit.side.side.saltPer100g ?? 0) * fit.side.grams) / 100 : 0);
    // Never a day's salt or more in one meal (bratwurst with sauerkraut ×2.25, 11 g); above its share, the dish ranks
    // below those within it (scoreRecipe, SALT_SCORE_PENALTY).
    if (target.maxSaltG !== undefined && salt >= REFERENCE.saltMaxG) return;
    const saltFits = salt <= maxSalt;
    const cost = fitError(fit) + penalty + (fit.proteinError > PROTEIN_TOLERANCE ? PROTEIN_MISS_COST : 0) + (saltFits ? 0 : SALT_OVER_COST);
    if (!best || cost < best.cost) best = { ...fit, saltFits, cost };
  };
  const most = maxServings(r);
  // The servings the meal's salt allows (a salty dish, a sausage with sauerkraut, stops there; a low-salt side, rice or
  // bread, brings the rest of the energy).
  const mostBySalt =
    saltPerServing > 0 ? Math.floor(maxSalt / saltPerServing / SERVING_STEP + 1e-9) * SERVING_STEP : Number.POSITIVE_INFINITY;
  for (let k = SERVINGS.min; k <= most; k += SERVING_STEP) {
    const dishKcal = r.perServing.calories * k;
    const dishProtein = r.perServing.proteins * k;
    consider({ servings: k, ...errors(dishKcal, dishProtein) }, dishKcal, 0);
    for (const side of sides) {
      const least = SIDE_MIN_G[side.category];
      let grams: number;
      if (ENERGY_SIDES.includes(side.category)) {
        // Bread beside a dish whose plate is full: the energy the dish cannot bring at what its plate holds. Or beside a
        // dish richer in protein than the meal asks (eggs, meat, fish for a big eater's low-carb breakfast): a smaller
        // portion of it, and the energy from bread, rice or avocado (0026-suggest21).
        // That portion stays a portion (a whole serving or more: not half a cutlet beside 200 g of rice), at a main meal or
        // breakfast, of a dish without its own starch (no rice beside a rice dish, no bread beside a wrap).
        const full = (k >= most && most < SERVINGS.max) || (k >= 1 && k >= mostBySalt && mostBySalt < most);
        const proteinRich =
          k >= 1 &&
          !r.starchOrSoup &&
          !r.bread &&
          !STARCHY_DISHES.includes(r.category) &&
          tp > 0 &&
          dishKcal > 0 &&
          dishProtein / dishKcal > (tp / tk) * (1 + PROTEIN_TOLERANCE);
        if (!(full || proteinRich) || side.per100g.calories <= 0) continue;
        // Rice goes on a hot plate, not beside a soup, a drink or a cold salad.
        if (side.category === "grains" && ((r.plate ?? "plate") !== "plate" || r.servedCold)) continue;
        // Nor beside a dish that has its starch already (a rice or pasta dish, a wrap, a sandwich).
        if (side.category === "grains" && (r.starchOrSoup || r.bread)) continue;
        grams = Math.min(
          ENERGY_SIDE_MAX_G[side.category] ?? 0,
          Math.round(((tk - dishKcal) * 100) / side.per100g.calories / SIDE_STEP_G) * SIDE_STEP_G,
        );
        if (grams < least) continue;
      } else {
        if (side.per100g.proteins <= 0) continue;
        const gap = tp - dishProtein;
        const needed = Math.round((gap * 100) / side.per100g.proteins / SIDE_STEP_G) * SIDE_STEP_G;
        // A real portion or none: a smaller gap is offered the least portion, which wins only when it fits better.
        if (needed <= 0) continue;
        grams = Math.min(SIDE_MAX_G, Math.max(least, needed));
      }
      const sideKcal = (side.per100g.calories * grams) / 100;
      // Never more energy than the dish, in the whole kcal shown.
      if (Math.round(dishKcal + sideKcal) - Math.round(dishKcal) > Math.round(dishKcal + sideKcal) / 2) continue;
      const kcal = dishKcal + sideKcal;
      consider(
        { servings: k, side: { side, grams }, ...errors(kcal, dishProtein + (side.per100g.proteins * grams) / 100) },
        kcal,
        SIDE_PENALTY,
      );
    }
  }
  if (!best) return undefined;
  const { cost: _cost, ...fit } = best;
  return fit;
}

/** `sides` must be those allowed beside this dish at this meal (`sidesFor`). */
export function scoreRecipe(
  r: RecipeForSuggestion,
  target: { calories: number; proteins: number; minCalories?: number; maxCalories?: number; maxSaltG?: number },
  prefs: Preferences,
  history: History,
  sides: ProteinSide[] = [],
): Scored | undefined {
  const disliked = history.feedback.filter((f) => f.rating === 1);
  const names = [r.name, r.nameIt ?? r.name].map((n) => n.toLowerCase());
  if (disliked.some((f) => f.recipeId === r.id || names.includes(f.mealName.toLowerCase()))) return undefined;
  const fit = fitMeal(r, sides, target);
  if (!fit) return undefined;
  let score = 100 - 100 * fitError(fit) - (fit.side ? 100 * SIDE_PENALTY : 0) - (fit.saltFits === false ? SALT_SCORE_PENALTY : 0);
  if (prefs.preferredCuisines.some((c) => r.cuisine.toLowerCase().replace(/\s+/g, "-").includes(c) || c === r.country.toLowerCase()))
    score += 12;
  score += 4 * Math.min(3, preferredCount(prefs.preferredIngredients, r.preferenceNames ?? r.mainIngredients));
  for (const s of history.suggested) if (s.recipeId === r.id) score -= s.daysAgo < 1 ? 40 : s.daysAgo < 3 ? 20 : 8;
  if (history.eatenFoods.some((f) => names.some((n) => f.includes(n)))) score -= 25;
  for (const f of history.feedback) {
    const sameCuisine = f.cuisine !== null && f.cuisine === r.cuisine;
    const shared = overlap(f.mainIngredients, r.mainIngredients);
    if (f.rating === 1) score -= (sameCuisine ? 15 : 0) + 10 * Math.min(2, shared);
    else score += (f.recipeId === r.id ? 10 : 0) + (sameCuisine ? 6 : 0) + 3 * Math.min(2, shared);
  }
  return {
    recipe: r,
    servings: fit.servings,
    side: fit.side,
    score,
    proteinFits: fit.proteinError <= PROTEIN_TOLERANCE,
    caloriesFit: fit.kcalError <= CALORIE_TOLERANCE,
    saltFits: fit.saltFits !== false,
  };
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
  Danish: "danese",
  Finnish: "finlandese",
  Czech: "ceca",
  Croatian: "croata",
  Turkish: "turca",
  Lebanese: "libanese",
  Moroccan: "marocchina",
  "Middle Eastern": "mediorientale",
  Indian: "indiana",
  Thai: "thailandese",
  Vietnamese: "vietnamita",
  Chinese: "cinese",
  Japanese: "giapponese",
  Korean: "coreana",
  Mexican: "messicana",
  American: "americana",
  Caribbean: "caraibica",
  Brazilian: "brasiliana",
  Peruvian: "peruviana",
  Ethiopian: "etiope",
  Mediterranean: "mediterranea",
  Nordic: "nordica",
};

export function cuisineLabel(cuisine: string, lang: "en" | "it"): string {
  const name = cuisine.charAt(0).toUpperCase() + cuisine.slice(1);
  if (lang !== "it") return `${name} cuisine`;
  const it = CUISINES_IT[name];
  return it ? `Cucina ${it}` : `Cucina: ${cuisine}`;
}

/** A suggestion's servings as said: '1 serving', '1.5 servings', '1,5 porzioni'. */
export function servingsLabel(servings: number, lang: "en" | "it"): string {
  const count = lang === "it" ? String(servings).replace(".", ",") : String(servings);
  if (servings === 1) return lang === "it" ? "1 porzione" : "1 serving";
  return `${count} ${lang === "it" ? "porzioni" : "servings"}`;
}

/** A side's amount and name: '100 g plain nonfat Greek yogurt'; Italian links an amount to its food with 'di'. */
export const sideLabel = (grams: number, name: string, lang: "en" | "it"): string =>
  lang === "it" ? `${grams} g di ${name}` : `${grams} g ${name}`;

type SuggestionMacros = { calories: number; proteins: number; carbs: number; fats: number; fiber: number };

/**
 * A suggestion's numbers, as its card shows them and its 'Add Meal' logs them: the dish's per-serving values
 * times the servings plus the side's, rounded once at the end (a sum of items rounded one by one drifts by up
 * to half a unit per item).
 */
export function suggestionMacros(
  perServing: SuggestionMacros,
  servings: number,
  side?: { grams: number; per100g: SuggestionMacros },
): SuggestionMacros {
  const g = side ? side.grams / 100 : 0;
  const sum = (key: keyof SuggestionMacros) => Math.round(perServing[key] * servings + (side ? side.per100g[key] * g : 0));
  return { calories: sum("calories"), proteins: sum("proteins"), carbs: sum("carbs"), fats: sum("fats"), fiber: sum("fiber") };
}

export function toSuggestion(
  s: Scored,
  target: ReturnType<typeof mealTargets>,
  mealType: MealType,
  lang: "en" | "it" = "en",
): MealSuggestion {
  const k = s.servings;
  const macros = suggestionMacros(s.recipe.perServing, k, s.side ? { grams: s.side.grams, per100g: s.side.side.per100g } : undefined);
  const { calories, proteins } = macros;
  const sideName = s.side ? sideLabel(s.side.grams, lang === "it" ? s.side.side.nameIt : s.side.side.name, lang) : "";
  // Bread is there for the energy the dish's plate cannot hold, not for protein.
  const forProtein = s.side && !ENERGY_SIDES.includes(s.side.side.category) ? (lang === "it" ? " per le proteine" : " for protein") : "";
  const servingsText = servingsLabel(k, lang) + (s.side ? (lang === "it" ? ` con ${sideName}` : ` with ${sideName}`) + forProtein : "");
  // 'fills 676 of the 660 kcal' reads wrong: above the target the numbers are set side by side.
  const over = calories > target.calories;
  const proteinOver = proteins > target.proteins;
  const reasoning =
    lang === "it"
      ? `${servingsText}: ${over ? `${calories} kcal a fronte delle ${target.calories} previste` : `copre ${calories} delle ${target.calories} kcal previste`} per questo pasto (te ne restano ${target.remainingCalories} oggi) e ${proteinOver ? `${proteins} g di proteine a fronte dei ${target.proteins} g che ti servono ancora` : `${proteins} g dei ${target.proteins} g di proteine che ti servono ancora`} a questo pasto. ${cuisineLabel(s.recipe.cuisine, lang)}, ${s.recipe.prepMinutes} minuti.`
      : `${servingsText}: ${over ? `${calories} kcal against the ${target.calories} kcal planned` : `fills ${calories} of the ${target.calories} kcal planned`} for this meal (${target.remainingCalories} kcal left today) and ${proteinOver ? `${proteins} g protein against the ${target.proteins} g you still need` : `${proteins} g of the ${target.proteins} g protein you still need`} at this meal. ${cuisineLabel(s.recipe.cuisine, lang)}, ${s.recipe.prepMinutes} minutes.`;
  return {
    name: lang === "it" ? (s.recipe.nameIt ?? s.recipe.name) : s.recipe.name,
    description: `${s.side ? `${lang === "it" ? "Servito con" : "Served with"} ${sideName}. ` : ""}${lang === "it" ? s.recipe.descriptionIt : s.recipe.description}`,
    mealType,
    calories,
    proteins,
    carbs: macros.carbs,
    fats: macros.fats,
    fiber: macros.fiber,
    reasoning,
    recipeId: s.recipe.id,
    cuisine: s.recipe.cuisine,
    servings: k,
    prepMinutes: s.recipe.prepMinutes,
    ...(s.side ? { side: { key: s.side.side.key, name: lang === "it" ? s.side.side.nameIt : s.side.side.name, grams: s.side.grams } } : {}),
  };
}

/** Breakfast dishes that people also eat as a snack: a dairy bowl (quark, yogurt), fruit, porridge or muesli, at snack size. */
const BREAKFAST_AS_SNACK: readonly DishCategory[] = ["dairy", "fruit", "cereal"];
/**
 * Whether the recipe may be suggested for this meal: its own meal type, or a light breakfast dish as a snack. A side
 * dish (a banchan such as dubu jorim, a cucumber salad) is eaten beside a meal, never offered as a snack (0025-trial20b).
 */
export const servesAs = (r: Pick<RecipeForSuggestion, "mealType" | "category" | "sideDish">, mealType: MealType): boolean =>
  mealType === "snack"
    ? !r.sideDish && (r.mealType === "snack" || (r.mealType === "breakfast" && BREAKFAST_AS_SNACK.includes(r.category)))
    : r.mealType === mealType;

/** Lunch and dinner are both main meals: the pairing table pairs them alike. */
const MAIN_MEALS: readonly MealType[] = ["lunch", "dinner"];
/**
 * The dishes a suggestion may choose among for this meal: those it `servesAs`, and at lunch or dinner the other main
 * meal's dishes too, so that protein is reached by choosing a dish that carries it before bolting on a side. (The week
 * planner keeps each meal's own dishes first and borrows the other's only when none is left.)
 */
export const suggestableAs = (r: Pick<RecipeForSuggestion, "mealType" | "category" | "sideDish">, mealType: MealType): boolean =>
  servesAs(r, mealType) || (MAIN_MEALS.includes(mealType) && MAIN_MEALS.includes(r.mealType));

/**
 * The best `count` suggestions for a meal, at most one per cuisine when there is choice. Recipes in
 * `exclude` (the cards on screen, for 'Generate New') are never suggested; none at all when the meal
 * does not fit what is left of the day (a snack with nothing left).
 */
export function suggestMeals(
  catalogue: Catalogue,
  mealType: MealType,
  day: DayState,
  prefs: Preferences,
  history: History,
  count = 3,
  lang: "en" | "it" = "en",
  exclude: readonly number[] = [],
): MealSuggestion[] {
  const target = mealTargets(mealType, day);
  if (target.none) return [];
  const allowedSides = catalogue.sides.filter((s) => s.mealTypes.includes(mealType) && isAllowed({ ...s, prepMinutes: 0 }, prefs));
  // Seitan or tempeh beside a risotto reads odd to someone who eats meat or fish: they get a chicken
  // breast or tuna where those are allowed; plant proteins stay for everyone else.
  const animal = allowedSides.filter((s) => s.category === "lean-meat" || s.category === "fish");
  const sides = animal.length ? allowedSides.filter((s) => s.category !== "plant-protein") : allowedSides;
  const candidates = catalogue.recipes.filter((r) => suggestableAs(r, mealType) && !exclude.includes(r.id) && isAllowed(r, prefs));
  const rank = (bounds: MealTarget) =>
    candidates
      .map((r) =>
        scoreRecipe(
          r,
          bounds,
          prefs,
          history,
          sides.filter((side) => sideFits(mealType, r, side)),
        ),
      )
      .filter((s): s is Scored => s !== undefined)
      .sort((a, b) => b.score - a.score || a.recipe.id - b.recipe.id);
  // Within 10 % of the meal's calories first; then smaller dishes; for a main meal no dish fits at ½-2½
  // servings, the lightest that stays within what is left of the day (or the meal's minimum), rather than
  // no meal at all.
  const tiers: MealTarget[] = [
    target,
    mealType === "snack" ? { ...target, maxCalories: target.snackMaxCalories ?? target.maxCalories } : { ...target, minCalories: 0 },
  ];
  if (mealType !== "snack")
    tiers.push({
      ...target,
      minCalories: 0,
      maxCalories: Math.floor(mainMealCeiling(mealType, day.goal.calories, target.remainingCalories)),
    });
  // Dishes that meet the meal's protein as well as its calories come first: protein is reached by choosing
  // and scaling the dish before anything else; then those meeting protein only (a snack's bounds allow a
  // small one), then the rest, tier by tier, only when these are too few.
  const groups: Scored[][] = [];
  const seen = new Set<number>();
  for (const bounds of tiers) {
    if (seen.size >= count) break;
    const ranked = rank(bounds).filter((s) => !seen.has(s.recipe.id));
    for (const s of ranked) seen.add(s.recipe.id);
    groups.push(
      ranked.filter((s) => s.proteinFits && s.caloriesFit),
      ranked.filter((s) => s.proteinFits && !s.caloriesFit),
      ranked.filter((s) => !s.proteinFits),
    );
  }
  // At most one dish per cuisine when there is choice, but variety never costs a target: a second dish of
  // a cuisine that meets the meal's targets comes before a dish of another cuisine that misses them.
  const varied = seen.size > count * 2;
  const picked: Scored[] = [];
  for (const group of groups) {
    for (const s of group) {
      if (picked.length >= count) break;
      if (varied && picked.some((p) => p.recipe.cuisine === s.recipe.cuisine)) continue;
      picked.push(s);
    }
    for (const s of group) if (picked.length < count && !picked.includes(s)) picked.push(s);
  }
  return picked.map((s) => toSuggestion(s, target, mealType, lang));
}

/**
 * The suggestions for a filter of the panel: one meal type, or (undefined, 'All') every meal type, those
 * not yet logged today first; `count` in all (at least one per meal type). Recipes in `exclude` (the
 * cards on screen) are left out, so 'Generate New' never shows them again.
 */
export function suggestDay(
  catalogue: Catalogue,
  mealType: MealType | undefined,
  day: DayState,
  prefs: Preferences,
  history: History,
  count: number,
  lang: "en" | "it" = "en",
  exclude: readonly number[] = [],
): MealSuggestion[] {
  const wanted = mealType
    ? [mealType]
    : [...MEAL_TYPES.filter((t) => !day.mealTypesLogged.includes(t)), ...MEAL_TYPES.filter((t) => day.mealTypesLogged.includes(t))];
  const perType = Math.max(1, Math.ceil(count / wanted.length));
  const byType = new Map<MealType, MealSuggestion[]>();
  // A dish shown for one meal type (a porridge for breakfast) is not shown again for another (as a snack);
  // the snack, which may borrow breakfast dishes, chooses last.
  for (const t of [...wanted].sort((a, b) => Number(a === "snack") - Number(b === "snack"))) {
    const taken = [...byType.values()].flat().flatMap((s) => s.recipeId ?? []);
    byType.set(t, suggestMeals(catalogue, t, day, prefs, history, perType, lang, [...exclude, ...taken]));
  }
  return wanted.flatMap((t) => byType.get(t) ?? []).slice(0, Math.max(count, wanted.length));
}

/** The usual line of a low-carbohydrate diet: under 130 g of carbohydrate a day (DIET_RULES' per-serving low-carb rule). */
export const LOW_CARB_GOAL_G = 130;

/**
 * A goal that is a low-carbohydrate diet (under 130 g a day and at most 26 % of its energy from carbohydrate, as the
 * 'Low carb' and 'Ketogenic' presets) asks for low-carb dishes as the diet would: rösti or pan con tomate are no meal of a
 * 60 g-a-day goal.
 */
export function withGoalDiet<P extends { diets: Diet[] }>(prefs: P, goal: { calories: number; carbs: number } | undefined | null): P {
  if (!goal || goal.calories <= 0 || prefs.diets.includes("low-carb") || prefs.diets.includes("keto")) return prefs;
  const lowCarb = goal.carbs < LOW_CARB_GOAL_G && (goal.carbs * 4) / goal.calories <= DIET_RULES.lowCarbMaxEnergyShare;
  return lowCarb ? { ...prefs, diets: [...prefs.diets, "low-carb"] } : prefs;
}
