import {
  ACTIVITY_LEVEL_NAMES,
  addDays,
  basalMetabolicRate,
  dailyEnergy,
  FREE_SUGGESTIONS_PER_WEEK,
  goalMacros,
  PROTEIN_RANGES,
  LogSuggestionMessages,
  toLocalDate,
  type GoalRecommendation,
  type LogSuggestionInput,
  type MealEntry,
  type MealSuggestion,
  type MealType,
  type UserProfile,
} from "@app/shared";
import type { AnalyzedFood, EnergyEstimate } from "@app/shared";
import type { FastifyRequest } from "fastify";
import { AppError, BadRequestError } from "../../lib/errors.ts";
import { requestLanguage, requestLocale } from "../../lib/visitor.ts";
import { currentUser } from "../auth/index.ts";
import { userCan } from "../billing/index.ts";
import { findActiveGoal } from "../goals/index.ts";
import { listMeals, logItemsMeal } from "../meals/index.ts";
import { findRecipe } from "../recipes/index.ts";
import { findProfile } from "../profile/index.ts";
import { consumeQuota } from "../throttle/index.ts";
import * as repo from "./ai.repository.ts";
import type { ChatContext, FoodFacts, Language, LookupOptions, MealItem } from "./chat.engine.ts";
import {
  dayWithBudget,
  suggestDay,
  suggestionMacros,
  withGoalDiet,
  type Catalogue,
  type DayState,
  type FeedbackSignal,
} from "./suggestions.engine.ts";

/** Where the AI feature reads foods and recipes: the foods and recipes features, wired in ai.routes.ts. */
export interface AiSources {
  lookupFood: (name: string, lang: Language, options?: LookupOptions) => Promise<FoodFacts | undefined>;
  /** The search's first `limit` entries for a name (other tables' entries for the same food). */
  lookupFoods?: (name: string, lang: Language, limit: number) => Promise<FoodFacts[]>;
  /** The recipe collection and protein sides, with their numbers from the food database. */
  loadCatalogue: () => Promise<Catalogue>;
  /** A typed meal as its foods (the analyzer's description path, wired in app.ts). */
  describeMeal?: (text: string, lang: Language, userId?: number) => Promise<AnalyzedFood[]>;
  /** The user's adaptive energy estimate (the progress feature's, wired in app.ts). */
  energyEstimate?: (userId: number, today: string) => Promise<EnergyEstimate>;
}

const DAY = 24 * 60 * 60 * 1000;
/** How many of the search's entries the assistant reads for one food (to borrow a portion or skip an unsaid kind). */
const OTHER_ENTRIES = 10;

function localHour(now: Date, timeZone: string | null): number {
  try {
    return Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: timeZone ?? "UTC" }).format(now));
  } catch {
    return now.getUTCHours();
  }
}

/** Suggestions for the signed-in user: fitted to what is left of their day, their preferences and their feedback. */
export async function suggestionsFor(
  request: FastifyRequest,
  sources: AiSources,
  mealType: MealType | undefined,
  lang: Language,
  count = 3,
  exclude: readonly number[] = [],
  budget?: number,
): Promise<MealSuggestion[]> {
  const app = request.server;
  const user = currentUser(request);
  const now = app.clock();
  const today = toLocalDate(now, user.timeZone);
  const [todays, recent, goal, profile, prefs, feedback, suggested, catalogue] = await Promise.all([
    listMeals(app.db, user.id, { startDate: today, endDate: today }),
    listMeals(app.db, user.id, { startDate: addDays(today, -3), endDate: today }),
    findActiveGoal(app.db, user.id),
    findProfile(app.db, user.id),
    // Stored allergies and diets always apply, whatever the plan: a suggestion must never contain an allergen.
    repo.findPreferences(app.db, user.id),
    repo.listFeedback(app.db, user.id),
    repo.recentSuggestions(app.db, user.id, new Date(now.getTime() - 7 * DAY)),
    sources.loadCatalogue(),
  ]);
  const dayGoal = goal ?? defaultGoal(profile);
  const day: DayState =
    budget !== undefined && mealType !== undefined
      ? dayWithBudget(dayGoal, mealType, budget)
      : {
          goal: { calories: dayGoal.calories, proteins: dayGoal.proteins },
          eaten: todays.reduce((a, m) => ({ calories: a.calories + m.calories, proteins: a.proteins + m.proteins }), {
            calories: 0,
            proteins: 0,
          }),
          mealTypesLogged: [...new Set(todays.map((m) => m.mealType))],
        };
  const byId = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const history = {
    suggested: suggested.map((s) => ({ recipeId: s.recipeId, daysAgo: (now.getTime() - s.createdAt.getTime()) / DAY })),
    eatenFoods: recent.map((m) => m.food.toLowerCase()),
    feedback: feedback.map(
      (f): FeedbackSignal => ({
        recipeId: f.recipeId,
        mealName: f.mealName,
        cuisine: f.cuisine ?? byId.get(f.recipeId ?? -1)?.cuisine ?? null,
        mainIngredients: byId.get(f.recipeId ?? -1)?.mainIngredients ?? [],
        rating: f.rating === 1 ? 1 : 5,
      }),
    ),
  };
  return suggestDay(catalogue, mealType, day, withGoalDiet(prefs, goal), history, count, lang, exclude);
}

/** An ingredient's grams as an item stores them: one decimal, never zero. */
const itemGrams = (g: number) => Math.max(0.1, Math.round(g * 10) / 10);

/**
 * A suggestion's 'Add Meal': one meal of today, of the suggestion's meal type, named after the dish (and its
 * side), whose foods are the recipe's ingredients scaled to the servings plus the side at its grams; each
 * item's values come from the food tables, as for any meal logged (the meals feature's items path, the one
 * the planner's 'Ate as planned' uses).
 */
export async function logSuggestion(request: FastifyRequest, sources: AiSources, input: LogSuggestionInput): Promise<MealEntry> {
  const app = request.server;
  const user = currentUser(request);
  const now = app.clock();
  const lang = requestLanguage(request);
  const recipe = await findRecipe(app.db, input.recipeId, lang);
  if (!recipe || recipe.ingredients.length === 0)
    throw new BadRequestError(LogSuggestionMessages.recipeInvalid, [{ path: "recipeId", message: LogSuggestionMessages.recipeInvalid }]);
  const catalogue = await sources.loadCatalogue();
  let side: { foodId: number; name: string; grams: number; per100g: Catalogue["sides"][number]["per100g"] } | undefined;
  if (input.side) {
    const found = catalogue.sides.find((s) => s.key === input.side!.key);
    if (!found?.foodId)
      throw new BadRequestError(LogSuggestionMessages.sideInvalid, [{ path: "side.key", message: LogSuggestionMessages.sideInvalid }]);
    side = {
      foodId: found.foodId,
      name: lang === "it" ? found.nameIt : found.name,
      grams: Math.round(input.side.grams),
      per100g: found.per100g,
    };
  }
  // The meal's totals are the card's (suggestionMacros, rounded once), not the items' rounded values summed.
  const suggested = catalogue.recipes.find((r) => r.id === recipe.id);
  const totals = suggested ? suggestionMacros(suggested.perServing, input.servings, side) : undefined;
  const factor = input.servings / recipe.servings;
  const items = [
    ...recipe.ingredients.map((i) => ({ foodId: i.foodId, amountGrams: itemGrams(i.grams * factor) })),
    ...(side ? [{ foodId: side.foodId, amountGrams: side.grams }] : []),
  ];
  const name = (side ? `${recipe.name}, ${side.grams} g ${side.name}` : recipe.name).slice(0, 200);
  const values = { mealType: input.mealType, eatenAt: now, date: toLocalDate(now, user.timeZone), notes: null };
  return app.db.transaction((tx) => logItemsMeal(tx, user.id, values, items, requestLocale(request), now, name, totals));
}

/** Without an active goal: the profile's energy need with a maintenance split, or 2000 kcal. */
export function defaultGoal(profile: UserProfile | undefined) {
  if (!profile) return { calories: 2000, proteins: 150 };
  return goalMacros(
    Math.round(dailyEnergy(basalMetabolicRate(profile), profile.activityLevel)),
    "maintenance",
    profile.weight,
    profile.height,
  );
}

/** The Free plan's 5 generations in any rolling 7 days, counted in the database; other plans are unlimited. */
export async function countGeneration(request: FastifyRequest): Promise<void> {
  if (await userCan(request, "advanced-meal-suggestions")) return;
  const user = currentUser(request);
  const result = await consumeQuota(
    request.server.db,
    { bucket: "suggestion-generation", max: FREE_SUGGESTIONS_PER_WEEK, windowMs: 7 * DAY },
    [`user:${user.id}`],
    request.server.clock(),
  );
  if (!result.allowed) {
    throw new AppError(
      429,
      "TOO_MANY_REQUESTS",
      `The Free plan includes ${FREE_SUGGESTIONS_PER_WEEK} AI suggestions a week. Upgrade to Premium for unlimited suggestions.`,
      undefined,
      { "retry-after": String(result.retryAfterSeconds) },
    );
  }
}

/** Goal recommendations from the profile: energy need by revised Harris-Benedict and the spec's macro splits. */
export function goalRecommendations(profile: UserProfile, lang: Language): GoalRecommendation[] {
  const bmr = basalMetabolicRate(profile);
  const tdee = Math.round(dailyEnergy(bmr, profile.activityLevel));
  const it = lang === "it";
  const floor = profile.gender === "male" ? 1500 : 1200;
  const options = [
    {
      type: "maintenance" as const,
      kcal: tdee,
      title: it ? "Mantenimento" : "Maintenance",
      why: it ? `il tuo fabbisogno di ${tdee} kcal` : `your ${tdee} kcal daily need`,
    },
    {
      type: "weight_loss" as const,
      kcal: Math.max(floor, tdee - 500),
      title: it ? "Perdita di peso" : "Weight loss",
      why: it ? `${tdee} kcal meno 500 (circa 0,5 kg a settimana)` : `${tdee} kcal minus 500 (about 0.5 kg a week)`,
    },
    {
      type: "muscle_gain" as const,
      kcal: tdee + 300,
      title: it ? "Aumento massa muscolare" : "Muscle gain",
      why: it ? `${tdee} kcal più 300` : `${tdee} kcal plus 300`,
    },
    {
      type: "ketogenic" as const,
      kcal: tdee,
      title: it ? "Chetogenica" : "Ketogenic",
      why: it ? `${tdee} kcal con pochissimi carboidrati` : `${tdee} kcal with very few carbs`,
    },
  ];
  return options.map((o) => {
    const { split, ...m } = goalMacros(o.kcal, o.type, profile.weight, profile.height);
    const range = PROTEIN_RANGES[o.type];
    const perKg = (n: number) => (it ? String(n).replace(".", ",") : String(n));
    return {
      title: o.title,
      description: it
        ? `${m.calories} kcal al giorno: ${m.proteins} g di proteine, ${m.carbs} g di carboidrati, ${m.fats} g di grassi.`
        : `${m.calories} kcal a day: ${m.proteins} g protein, ${m.carbs} g carbs, ${m.fats} g fat.`,
      ...m,
      reasoning: it
        ? `Metabolismo basale ${Math.round(bmr)} kcal × livello di attività "${ACTIVITY_LEVEL_NAMES.it[profile.activityLevel]}" = ${tdee} kcal; obiettivo: ${o.why}; proteine ${perKg(range.minGPerKg)}-${perKg(range.maxGPerKg)} g per kg (${range.source}); proteine/carboidrati/grassi ${split.protein}/${split.carbs}/${split.fat} % dell'energia.`
        : `Basal metabolism ${Math.round(bmr)} kcal × "${ACTIVITY_LEVEL_NAMES.en[profile.activityLevel]}" activity = ${tdee} kcal; target: ${o.why}; protein ${perKg(range.minGPerKg)}-${perKg(range.maxGPerKg)} g per kg (${range.source}); protein/carbs/fat ${split.protein}/${split.carbs}/${split.fat} % of energy.`,
    };
  });
}

/** An analyzed food as the chat engine reads a meal's food. */
export const mealItemOf = (f: AnalyzedFood): MealItem => ({
  name: f.name,
  grams: f.grams,
  portion: f.portion,
  kcal: f.calories,
  protein: f.proteins,
  carbs: f.carbs,
  fat: f.fats,
  fiber: f.fiberG,
  sugars: f.sugarsG,
  salt: f.saltG,
  confidence: f.confidence,
  ...(f.food ? { entry: f.food.name } : {}),
});

/** The chat's view of the signed-in user's data (or nothing, for a visitor). */
export function chatContext(request: FastifyRequest, sources: AiSources, language: Language, chatType: "meals" | "goals"): ChatContext {
  const app = request.server;
  const user = request.user;
  const now = app.clock();
  const today = user ? toLocalDate(now, user.timeZone) : toLocalDate(now, "UTC");
  return {
    language,
    chatType,
    signedIn: Boolean(user),
    localHour: localHour(now, user?.timeZone ?? null),
    today,
    todaysMeals: async () => (user ? listMeals(app.db, user.id, { startDate: today, endDate: today }) : []),
    activeGoal: async () => (user ? findActiveGoal(app.db, user.id) : undefined),
    profile: async () => (user ? findProfile(app.db, user.id) : undefined),
    lookupFood: (name, options) => sources.lookupFood(name, language, options),
    ...(sources.lookupFoods ? { lookupFoods: (name: string) => sources.lookupFoods!(name, language, OTHER_ENTRIES) } : {}),
    suggestMeal: async (mealType, maxCalories) =>
      user
        ? (await suggestionsFor(request, sources, mealType, language, maxCalories === undefined ? 1 : 3, [], maxCalories)).find(
            (s) => maxCalories === undefined || s.calories <= maxCalories,
          )
        : undefined,
    ...(sources.describeMeal
      ? { describeMeal: async (text: string) => (await sources.describeMeal!(text, language, user?.id)).map(mealItemOf) }
      : {}),
    // The adaptive estimate is Premium ('advanced analysis'): the assistant tells it only to those who may see it.
    energyEstimate: async () =>
      user && sources.energyEstimate && (await userCan(request, "advanced-analytics")) ? sources.energyEstimate(user.id, today) : undefined,
  };
}
