/**
 * npm run eval:ai — quality of the offline AI engine, on the shipped foods and recipes.
 *
 * Suggestions, over 301 generated user-days (43 users × 7 days, each with a goal, a body weight, allergies, diets and
 * a preparation-time limit drawn at random; protein from the protein table; each day the user eats the first
 * suggestion of each meal):
 *   - share of suggestions within ±10 % of the meal's calorie target, within ±15 % of its protein target,
 *     and both (target ≥ 90 %);
 *   - the protein misses grouped by the user's diet and the meal type, with the suggested dishes' cuisines;
 *   - allergen and diet violations, checked from the recipe's ingredient classes, not from the engine's
 *     own filter (target 0);
 *   - distinct recipes suggested per user-week;
 *   - the drop in the share of a cuisine after 3 dislikes of its dishes (target ≥ 80 %).
 * Chat: a table of questions in English and Italian for 20 generated users; each answer must contain the
 * facts computed here from the user's data, the food database and the reference values (target 100 %).
 * Chat question set: 300+ questions as people ask them (test/eval/chat-questions.json, see eval-chat-set.ts); prints
 * the share right overall, per category and language, and every failure with the answer given (target ≥ 95 %).
 * Plausibility audit (issue 16): 1,000+ suggestions over generated profiles (sex, age, goal, diets, allergies,
 * cuisines) and moments of the day (from nothing eaten to late with little or nothing left), each checked by
 * code against the rules a dietitian would apply: a side only where the pairing table (pairings.ts) allows it
 * for that dish category and meal type; no protein side beside a protein course, no sweet side beside a savoury
 * dish, no cold side from a tin or a tub (tuna, cottage cheese) beside a hot savoury dish; servings 0.5-2.5; a
 * side no bigger than the dish; a plate no heavier than its bowl (600 g), glass (500 ml) or plate (700 g) holds; a
 * protein side a real portion (80 g of chicken, fish or tofu, two egg whites); no savoury protein beside a sweet
 * dish; no tofu, tempeh, seitan or egg whites beside a cheese dish, no egg whites beside a bread dish, no flour dough on
 * a low-carb diet, no side dish as a snack; no tofu, tempeh or seitan beside a potato dish; a meal's salt within its share
 * of WHO's 5 g day (40 % a main meal, 15 % a snack); a snack 5-15 % of the day's target and never more than what is left; a main
 * meal within what is left (or, with nothing left, a light one at its minimum); the day's open meals together
 * within what is left; 'All' shows every meal type; 'Generate New' repeats no card on screen; no allergen or
 * diet violation. Prints every violation with the suggestion's text and the counts per rule (target 0).
 * The suggestion figures are printed at the reported seed and at the seeds of EVAL_SEEDS (default 3,11,23,42), with
 * the lowest 'both' of them, so a lucky seed cannot carry the figure.
 * Env: EVAL_SEED (default 7); EVAL_SEEDS (the other seeds, comma-separated; empty for none); EVAL_DEBUG=1 prints
 * every suggestion of the reported seed that misses a target (EVAL_DEBUG=all: of every seed); EVAL_CHAT_ONLY=1 runs
 * only the chat checks; EVAL_SUGGESTIONS_ONLY=1 only the suggestion checks and the audit.
 */
import {
  ALLERGEN_CLASSES,
  basalMetabolicRate,
  bmi,
  dailyEnergy,
  DIET_EXCLUDES,
  macroGrams,
  MEAL_TYPES,
  proteinTarget,
  goalMacros,
  ACTIVITY_LEVELS,
  CUISINES,
  type ActivityLevel,
  type Allergy,
  type Diet,
  type IngredientClass,
  type MealEntry,
  type MealSuggestion,
  type MealType,
  type NutritionGoal,
  type Preferences,
  type Recipe,
  type UserProfile,
} from "@app/shared";
import { runChatSet } from "./eval-chat-set.ts";
import { INGREDIENTS, type IngredientDef } from "../data/recipes/ingredients.ts";
import { openDatabase } from "../src/db/client.ts";
import { createAiSources, SIDES } from "../src/features/ai/ai.sources.ts";
import { pinnedFood } from "../src/features/analyzer/index.ts";
import { answerOffline, type ChatContext, type Language } from "../src/features/ai/chat.engine.ts";
import { searchName } from "../src/features/ai/chat.foods.ts";
import { REFERENCE } from "../src/features/ai/knowledge.ts";
import { dishCategory, pairingAllowed } from "../src/features/ai/pairings.ts";
import {
  MEAL_SHARES,
  mealTargets,
  suggestableAs,
  suggestDay,
  suggestMeals,
  type DayState,
  type FeedbackSignal,
  type History,
} from "../src/features/ai/suggestions.engine.ts";
import { findFoodIdsBySourceKeys, getFoodDetail, searchFoods } from "../src/features/foods/index.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { listRecipes, recipeData } from "../src/features/recipes/index.ts";

let seed = Number(process.env.EVAL_SEED ?? 7);
/** mulberry32: a small seeded generator, so every run prints the same figures. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => random() < p);
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)} %`);

const quiet = { info: () => {}, warn: (o: object, m: string) => console.warn(m, o) };
const database = await openDatabase("memory://");
const db = database.db;
const started = performance.now();
await ensureFoodData(db, quiet, [recipeData]);
const recipes = await listRecipes(db, {});
const catalogue = await createAiSources(db, async () => "ready").loadCatalogue();
const forEngine = catalogue.recipes;
const byId = new Map(recipes.map((r) => [r.id, r]));
console.log(`Loaded ${recipes.length} recipes and the food tables in ${Math.round(performance.now() - started)} ms.\n`);

const chatOnly = Boolean(process.env.EVAL_CHAT_ONLY);
// ---------------------------------------------------------------- independent safety check
const classesByFood = new Map(
  Object.values(INGREDIENTS as Record<string, IngredientDef>).map((d) => [`${d.food[0]}:${d.food[1]}`, d.classes]),
);
const classesOf = (r: Recipe) =>
  new Set<IngredientClass>(r.ingredients.flatMap((i) => classesByFood.get(`${i.source}:${i.sourceId}`) ?? []));
const MEAT: IngredientClass[] = ["red-meat", "poultry", "processed-meat", "lard", "gelatin"];
const PALEO_OUT: IngredientClass[] = ["wheat", "barley", "rye", "spelt", "oats", "legume", "peanuts", "soy", "dairy", "butter-or-cream"];

function violations(r: Recipe, prefs: Preferences, sideKey: string | undefined): string[] {
  const classes = classesOf(r);
  for (const c of SIDES.find((d) => d.key === sideKey)?.classes ?? []) classes.add(c);
  const out: string[] = [];
  for (const a of prefs.allergies) if (ALLERGEN_CLASSES[a].some((c) => classes.has(c))) out.push(`allergen ${a}`);
  for (const d of prefs.diets) {
    const excluded: readonly IngredientClass[] =
      d === "vegan" || d === "vegetarian" || d === "gluten-free"
        ? DIET_EXCLUDES[d]
        : d === "pescatarian"
          ? MEAT
          : d === "paleo"
            ? PALEO_OUT
            : [];
    if (excluded.some((c) => classes.has(c))) out.push(`diet ${d}`);
    if ((d === "keto" || d === "low-carb" || d === "mediterranean") && !r.diets.includes(d)) out.push(`diet ${d}`);
  }
  if (r.prepMinutes > prefs.maxPrepMinutes) out.push("prep time");
  return out;
}

// ---------------------------------------------------------------- suggestions over 301 user-days
const USERS = 43;
const DAYS = 7;
const ALLERGY_LIST: Allergy[] = ["dairy", "eggs", "gluten", "nuts", "shellfish", "soy", "fish", "sesame"];
const DIET_CHOICES: Diet[][] = [
  [],
  [],
  [],
  ["vegetarian"],
  ["vegan"],
  ["pescatarian"],
  ["mediterranean"],
  ["gluten-free"],
  ["low-carb"],
  ["vegetarian", "gluten-free"],
];

/** The figures of one seed's 301 user-days. */
interface SeedFigures {
  total: number;
  kcalOk: number;
  proteinOk: number;
  bothOk: number;
}

/**
 * Suggestions over 301 user-days drawn from `runSeed`. With `detail`, the protein cells, the debug lines and the
 * distinct recipes per week are collected for the report; allergen and diet violations are counted for every seed.
 */
function runSuggestions(runSeed: number, detail: boolean): SeedFigures {
  seed = runSeed;
  let total = 0;
  let kcalOk = 0;
  let proteinOk = 0;
  let bothOk = 0;

  for (let u = 0; u < (chatOnly ? 0 : USERS); u++) {
    // Goals as people set them: a weight-loss goal below maintenance, a muscle-gain goal above it.
    const goalType = pick(["maintenance", "weight_loss", "muscle_gain"] as const);
    const ranges: Record<typeof goalType, [number, number]> = {
      weight_loss: [1400, 2200],
      maintenance: [1800, 2800],
      muscle_gain: [2200, 3200],
    };
    const [low, high] = ranges[goalType];
    const calories = Math.round(low + random() * (high - low));
    // Protein as the product sets it: the protein table on the body weight (not the spec's old fixed shares of energy).
    const height = Math.round(155 + random() * 40);
    const weight = Math.round(50 + random() * 50);
    const goal = goalMacros(calories, goalType, weight, height);
    const prefs: Preferences = {
      allergies: random() < 0.5 ? some(ALLERGY_LIST, 0.15) : [],
      diets: pick(DIET_CHOICES),
      preferredIngredients: [],
      preferredCuisines: [],
      regionalFocus: [],
      maxPrepMinutes: pick([30, 45, 60, 60, 90, 120]),
    };
    const suggestedLog: { recipeId: number; day: number }[] = [];
    const eatenLog: { food: string; day: number }[] = [];
    const seen = new Set<number>();
    for (let day = 0; day < DAYS; day++) {
      const state: DayState = {
        goal: { calories: goal.calories, proteins: goal.proteins },
        eaten: { calories: 0, proteins: 0 },
        mealTypesLogged: [],
      };
      for (const mealType of ["breakfast", "lunch", "snack", "dinner"] as MealType[]) {
        const history: History = {
          suggested: suggestedLog.map((s) => ({ recipeId: s.recipeId, daysAgo: day - s.day })),
          eatenFoods: eatenLog.filter((e) => day - e.day <= 3).map((e) => e.food),
          feedback: [],
        };
        const target = mealTargets(mealType, state);
        const list = suggestMeals(catalogue, mealType, state, prefs, history, 3);
        if (list.length === 0 && detail) emptyMeals++;
        for (const s of list) {
          total++;
          const k = Math.abs(s.calories - target.calories) <= 0.1 * target.calories;
          const p = Math.abs(s.proteins - target.proteins) <= 0.15 * target.proteins;
          if (k) kcalOk++;
          if (p) proteinOk++;
          if (detail) {
            const cellKey = `${prefs.diets.join("+") || "no diet"} / ${mealType}`;
            const cell = proteinCells.get(cellKey) ?? { total: 0, misses: 0, byCuisine: new Map<string, number>() };
            proteinCells.set(cellKey, cell);
            cell.total++;
            if (!p) {
              cell.misses++;
              cell.byCuisine.set(s.cuisine ?? "-", (cell.byCuisine.get(s.cuisine ?? "-") ?? 0) + 1);
            }
          }
          if (k && p) bothOk++;
          else if (process.env.EVAL_DEBUG && (detail || process.env.EVAL_DEBUG === "all"))
            console.log(
              `miss seed ${runSeed} ${mealType} ${prefs.diets.join("+") || "-"} ${prefs.allergies.join("+") || "-"} side=${s.side?.key ?? "none"} kcal ${s.calories}/${target.calories} prot ${s.proteins}/${target.proteins} ${s.name}`,
            );
          const v = violations(byId.get(s.recipeId!)!, prefs, s.side?.key);
          if (v.length) {
            violationCount++;
            if (violationExamples.length < 5) violationExamples.push(`${s.name}: ${v.join(", ")}`);
          }
          seen.add(s.recipeId!);
          suggestedLog.push({ recipeId: s.recipeId!, day });
        }
        const eaten = list[0];
        if (eaten) {
          state.eaten.calories += eaten.calories;
          state.eaten.proteins += eaten.proteins;
          eatenLog.push({ food: eaten.name.toLowerCase(), day });
        }
        state.mealTypesLogged.push(mealType);
      }
    }
    if (detail) distinctPerWeek.push(seen.size);
  }
  return { total, kcalOk, proteinOk, bothOk };
}

let violationCount = 0;
let emptyMeals = 0;
const distinctPerWeek: number[] = [];
const violationExamples: string[] = [];
/** Protein misses by the user's diet and the meal type, then by the suggested dish's cuisine (issue 16). */
const proteinCells = new Map<string, { total: number; misses: number; byCuisine: Map<string, number> }>();
/**
 * The reported seed (EVAL_SEED, default 7) in detail, then the same figures at other seeds (EVAL_SEEDS, default
 * 3, 11, 23, 42), so one lucky seed cannot carry the figure: the minimum over all of them is what the target is
 * read against. The audit below then draws from where the reported seed's run left the generator, as before.
 */
const primarySeed = seed;
const OTHER_SEEDS = (process.env.EVAL_SEEDS ?? "3,11,23,42")
  .split(",")
  .filter((s) => s.trim() !== "")
  .map(Number)
  .filter((s) => Number.isFinite(s) && s !== primarySeed);
const primary = chatOnly ? { total: 0, kcalOk: 0, proteinOk: 0, bothOk: 0 } : runSuggestions(primarySeed, true);
const { total, kcalOk, proteinOk, bothOk } = primary;
const afterPrimary = seed;
const perSeed = new Map<number, SeedFigures>([[primarySeed, primary]]);
for (const s of chatOnly ? [] : OTHER_SEEDS) perSeed.set(s, runSuggestions(s, false));
seed = afterPrimary;

const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / Math.max(1, a.length);
console.log(`Suggestions: ${USERS * DAYS} user-days, ${total} suggestions (${emptyMeals} meals with no allowed recipe)`);
console.log(`  within ±10 % of the meal's calorie target: ${pct(kcalOk, total)}`);
console.log(`  within ±15 % of the meal's protein target: ${pct(proteinOk, total)}`);
console.log(`  both (target ≥ 90 %):                      ${pct(bothOk, total)}`);
if (perSeed.size > 1) {
  console.log("  at every seed (the same generator; calories / protein / both):");
  for (const [s, f] of [...perSeed].sort((a, b) => a[0] - b[0]))
    console.log(
      `    seed ${String(s).padStart(3)}: ${pct(f.kcalOk, f.total)} / ${pct(f.proteinOk, f.total)} / ${pct(f.bothOk, f.total)} of ${f.total}`,
    );
  const worst = [...perSeed].sort((a, b) => a[1].bothOk / a[1].total - b[1].bothOk / b[1].total)[0]!;
  const pooled = [...perSeed.values()].reduce((a, f) => ({ n: a.n + f.bothOk, of: a.of + f.total }), { n: 0, of: 0 });
  console.log(
    `  both, lowest over ${perSeed.size} seeds (target ≥ 90 %): ${pct(worst[1].bothOk, worst[1].total)} (seed ${worst[0]}); all seeds together ${pct(pooled.n, pooled.of)}`,
  );
}
console.log("  (protein targets from the protein table on each user's weight, as the goals screen sets them)");
console.log(
  `  allergen and diet violations, every seed (target 0): ${violationCount}${violationExamples.length ? `  e.g. ${violationExamples.join("; ")}` : ""}`,
);
console.log("  protein misses by diet / meal type (misses of suggestions; the suggested dishes' cuisines):");
for (const [key, cell] of [...proteinCells]
  .filter(([, c]) => c.misses > 0)
  .sort((a, b) => b[1].misses - a[1].misses || a[0].localeCompare(b[0]))) {
  const cuisines = [...cell.byCuisine].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c, n]) => `${c} ${n}`);
  console.log(`    ${key.padEnd(34)} ${String(cell.misses).padStart(3)} of ${String(cell.total).padStart(3)}: ${cuisines.join(", ")}`);
}
console.log(
  `  distinct recipes per user-week:            ${mean(distinctPerWeek).toFixed(1)} (min ${Math.min(...distinctPerWeek)}, max ${Math.max(...distinctPerWeek)})`,
);

// ---------------------------------------------------------------- plausibility audit (issue 16)
const recipeCategory = new Map(
  recipes.map((r) => [
    r.id,
    dishCategory({
      tags: r.tags,
      ingredients: r.ingredients.map((i) => ({
        name: i.name,
        grams: i.grams,
        classes: classesByFood.get(`${i.source}:${i.sourceId}`) ?? [],
      })),
    }),
  ]),
);
const sideCategory = new Map(SIDES.map((d) => [d.key, d.category]));
/*
 * Two dietitian's rules written here from ingredient names and classes alone, not from the engine's dish
 * categories (pairings.ts), so the audit does not pass by construction:
 * - a plate that already is a protein course (eggs, cheese or yogurt, tofu or legumes, meat, fish: 12 % of its
 *   solid weight or more, and a 'source of protein' by EU Regulation 1924/2006: 12 % of its energy) gets no
 *   protein side at lunch, dinner or as a snack (no tempeh beside palak paneer, no egg whites beside an
 *   aubergine parmigiana or a chłodnik with its eggs);
 * - a savoury dish (garlic, onion, stock, vinegar, soy sauce, tomatoes, hard cheese, ham…) gets no sweet-tasting
 *   dairy or shake beside it (no skyr beside tostones or esquites);
 * - a hot savoury dish (anything not a salad, a cold soup, a no-cook dish, a dip or a smoothie by its tags or its
 *   name) gets no cold side from a tin or a tub (tuna in water, cottage cheese, yogurt, skyr) at lunch, dinner or
 *   as a snack: no canned tuna beside a mushroom risotto, a pasta or a stew, no cottage cheese beside esquites
 *   or fried plantain. At breakfast cottage cheese beside bread stays.
 */
const PROTEIN_SIDE = new Set(["dairy", "eggs", "lean-meat", "fish", "plant-protein", "protein-drink"]);
const SWEET_SIDE_KEYS = new Set(["greek-yogurt", "skyr", "soy-protein-shake"]);
const AUDIT_LIQUID = /\b(broth|stock|water|wine|beer)\b/i;
const PLAIN_MILK = (name: string) =>
  /\b(butter)?milk\b/i.test(name) && !/yogh?urt|chees|kefir|quark|skyr|curd|paneer|ricotta|labneh/i.test(name);
const PROTEIN_CLASSES: IngredientClass[] = ["egg", "fish", "shellfish", "red-meat", "poultry", "processed-meat", "soy", "legume"];
const SAVOURY =
  /\b(garlic|onions?|shallots?|stock|broth|vinegar|soy sauce|fish sauce|mayonnaise|chill?i|chile|cumin|paprika|curry|ketchup|mustard|anchov\w*|olives?|leeks?|capers|tomato(es)?|parmesan|pecorino|cheddar|feta|emmental|gruy[eè]re|ham|bacon|sausages?)\b/i;
function ownProteinShare(r: Recipe): number {
  const solid = r.ingredients.filter((i) => !AUDIT_LIQUID.test(i.name));
  const solidGrams = solid.reduce((a, i) => a + i.grams, 0) || 1;
  const protein = solid.filter((i) => {
    const classes = classesByFood.get(`${i.source}:${i.sourceId}`) ?? [];
    if (classes.some((c) => PROTEIN_CLASSES.includes(c))) return true;
    return classes.includes("dairy") && !classes.includes("butter-or-cream") && !PLAIN_MILK(i.name);
  });
  return protein.reduce((a, i) => a + i.grams, 0) / solidGrams;
}
const isSavoury = (r: Recipe) => r.ingredients.some((i) => SAVOURY.test(i.name));
const COLD_SIDE_NAME = /\b(in water|canned|cottage|yogh?urt|skyr)\b/i;
const AUDIT_COLD_TAG = /^(salad|no-cook|cold|smoothie|dip|spread)$/i;
const COLD_DISH_NAME = /\b(salad|salade|insalata|ensalada|sal[aá]ta|gazpacho|carpaccio|ceviche|tartare|hummus|dip)\b/i;
const isServedHot = (r: Recipe) => !r.tags.some((t) => AUDIT_COLD_TAG.test(t)) && !COLD_DISH_NAME.test(r.name);
/*
 * Three more a dietitian states (a reading of 20 suggestions, session 17), from the side's and the dish's names,
 * tags and ingredient names:
 * - a protein block (grilled chicken, tuna, tofu, tempeh, seitan) is not bolted beside a pasta, rice or grain
 *   dish or a soup: the dish is a first course or a one-bowl meal, and its protein comes from choosing or
 *   scaling another dish (no seitan beside spaghetti al pomodoro, no chicken breast beside a gazpacho). A salad
 *   with grains (tabbouleh) still takes grilled chicken;
 * - a dish whose main is eggs, cheese or legumes (so tagged or named, 10 % of its solid weight or more) has its
 *   protein: no second protein beside it (no chicken beside a sabich with its eggs), whatever its energy share.
 *   A mixed salad with a little cheese (horiatiki) is not built on it;
 * - a snack of nuts, seeds or dried fruit, or one that already has its spread (peanut butter, tahini, hummus,
 *   cheese), gets no dairy or protein side (no cottage cheese beside ajil, no yogurt beside ants on a log).
 */
const PROTEIN_BLOCK_SIDE = /\b(chicken|turkey|tuna|salmon|tofu|tempeh|seitan)\b/i;
const STARCH_TAG = /^(pasta|rice|noodles|risotto|grains|soup)$/i;
const STARCH_OR_SOUP_NAME =
  /\b(soup|zuppa|minestr\w*|gazpacho|salmorejo|vichyssoise|broth|brodo|velout[ée]|vellutata|potage|chowder|bor[sś]c?h\w*|ph[ởo]|ramen|laksa|spaghetti|pasta|penne|macaroni|maccheroni|\w*magronen|risott\w+|paella|pilaf|pilau|biryani|noodles?|lasagn\w*|couscous|bulgur|polenta)\b/i;
const STARCH_INGREDIENT = /\b(spaghetti|pasta|macaroni|penne|rice|arborio|noodles?|couscous|bulgur|polenta|orzo|barley|farro)\b/i;
const SALAD = (r: Recipe) =>
  r.tags.some((t) => /^salad$/i.test(t)) || /\b(salad|salade|insalata|ensalada|sal[aá]ta|tabbouleh)\b/i.test(r.name);
const solidShare = (r: Recipe, test: (name: string, classes: readonly IngredientClass[]) => boolean) => {
  const solid = r.ingredients.filter((i) => !AUDIT_LIQUID.test(i.name));
  const solidGrams = solid.reduce((a, i) => a + i.grams, 0) || 1;
  return (
    solid.filter((i) => test(i.name, classesByFood.get(`${i.source}:${i.sourceId}`) ?? [])).reduce((a, i) => a + i.grams, 0) / solidGrams
  );
};
const isStarchOrSoup = (r: Recipe) =>
  !SALAD(r) &&
  (r.tags.some((t) => STARCH_TAG.test(t)) ||
    STARCH_OR_SOUP_NAME.test(r.name) ||
    STARCH_OR_SOUP_NAME.test(r.nameIt) ||
    solidShare(r, (n) => STARCH_INGREDIENT.test(n)) >= 0.2);
const MAIN_PROTEIN_TAG = /^(eggs|cheese|legumes|beans|lentils|chickpeas|tofu)$/i;
const MAIN_PROTEIN_NAME =
  /\b(eggs?|uov[ao]|omelet+e?|frittata|tortilla de patatas|shakshuka|menemen|cheese|formaggio|raclette|fondue|halloumi|paneer|feta|beans?|fagioli|lentils?|lenticchie|dal|dhal|chickpeas?|ceci|hummus|falafel|tofu)\b/i;
const MAIN_PROTEIN_FOOD = (name: string, classes: readonly IngredientClass[]) =>
  classes.includes("egg") ||
  classes.includes("legume") ||
  classes.includes("soy") ||
  (classes.includes("dairy") && !classes.includes("butter-or-cream") && !PLAIN_MILK(name));
const carriesProtein = (r: Recipe) =>
  !SALAD(r) &&
  (r.tags.some((t) => MAIN_PROTEIN_TAG.test(t)) || MAIN_PROTEIN_NAME.test(r.name) || MAIN_PROTEIN_NAME.test(r.nameIt)) &&
  solidShare(r, MAIN_PROTEIN_FOOD) >= 0.1;
const NUT_OR_SPREAD =
  /\b(almonds?|walnuts?|hazelnuts?|pistachios?|cashews?|pecans?|peanuts?|nuts?|seeds?|peanut butter|\w+ butter|tahini|hummus|raisins?|sultanas?|prunes?|dates?|dried \w+|figs?|cheese|labneh)\b/i;
const isNutOrSpreadSnack = (r: Recipe) =>
  r.tags.some((t) => /^(nuts|dried-fruit|spread)$/i.test(t)) ||
  solidShare(
    r,
    (n, classes) => classes.includes("tree-nuts") || classes.includes("peanuts") || (NUT_OR_SPREAD.test(n) && !/^butter\b/i.test(n)),
  ) >= 0.15;
/*
 * Three more a dietitian states (a reading of 20 suggestions, 0025-trial20a), from the recipe's grams, tags and
 * names and the side's name:
 * - the plate's weight: the dish's weight per serving (its ingredients' grams as the recipe lists them, over its
 *   servings) times the servings suggested. A bowl (a soup, a congee, a porridge) holds at most 600 g (a bowl of
 *   soup is 300-500 g; 600 g is a brimming large one), a drink at most 500 ml (a large glass; a 'grande' cup is
 *   473 ml, a pint 568 ml), any other dish at most 700 g on the plate. 'Bündner Gerstensuppe ×2.25' is 1.33 kg of
 *   soup: a meal that needs more energy takes a side (bread beside the soup) or another dish;
 * - a protein side is a portion, not a token: a piece of chicken, fish, tofu, tempeh or seitan at least 80 g (a small
 *   fillet; an Italian tin of tuna drains to 80 g), egg whites at least two (2 × 33 g, SR28 01124 'large');
 * - a sweet dish (sugar, honey, syrup, jam, chocolate, and nothing savoury) gets no savoury protein block beside it:
 *   no egg whites beside sweet pancakes (a yogurt or skyr stays).
 */
const BOWL_TAG = /^(soup|porridge|congee)$/i;
const BOWL_NAME =
  /\b(soup|suppe|sopa|soupe|zuppa|minestr\w*|\w*soep|\w*suppa|\w*keitto|corbas[iı]|ph[ởo]|ramen|laksa|congee|porridge|gr[øo]d|chowder|jjigae|tom yum|bor[sś]c?h\w*)\b/i;
const DRINK_TAG = /^(drink|smoothie|shake)$/i;
const DRINK_NAME = /\b(lassi|smoothie|shake|batido|vitamina|ayran|kefir drink)\b/i;
/** The most a plate may weigh, by what it is (grams; a drink's millilitres read as grams). */
const AUDIT_PLATE_MAX_G = { bowl: 600, drink: 500, plate: 700 } as const;
const plateKind = (r: Recipe): keyof typeof AUDIT_PLATE_MAX_G =>
  r.tags.some((t) => DRINK_TAG.test(t)) || DRINK_NAME.test(r.name)
    ? "drink"
    : r.tags.some((t) => BOWL_TAG.test(t)) || BOWL_NAME.test(r.name) || BOWL_NAME.test(r.nameIt)
      ? "bowl"
      : "plate";
const gramsPerServing = (r: Recipe) => r.ingredients.reduce((a, i) => a + i.grams, 0) / Math.max(1, r.servings);
const TOKEN_SIDE: { name: RegExp; minG: number }[] = [
  { name: /\b(chicken|turkey|tuna|salmon|tofu|tempeh|seitan)\b/i, minG: 80 },
  { name: /\begg whites?\b/i, minG: 66 },
];
const SAVOURY_PROTEIN_SIDE = /\b(egg|chicken|turkey|tuna|salmon|tofu|tempeh|seitan)\b/i;
const SWEET_INGREDIENT = /\b(sugar|honey|syrup|jam|marmalade|chocolate|cocoa|nutella|dulce de leche)\b/i;
const isSweetDish = (r: Recipe) => !isSavoury(r) && r.ingredients.some((i) => SWEET_INGREDIENT.test(i.name));
/*
 * Four more a dietitian states (the final reading of 20 suggestions, 0025-trial20b), from the recipe's names, tags,
 * grams and classes and the side's name (0026-suggest21):
 * - a dish whose protein comes from cheese (cheese 10 % of its solid weight or more: horiatiki's feta, a caprese's
 *   mozzarella) gets no second vegetarian protein bolted beside it: no tofu, tempeh, seitan or egg whites beside a
 *   feta salad (grilled chicken on a Greek salad stays: a dish people eat);
 * - a bread dish (bread, toast, pita, crispbread 20 % of its solid weight or more: pan con tomate, bruschetta, a
 *   tartine) gets no egg whites as a protein top-up;
 * - a low-carb or keto diet gets no dish built on a flour dough (pastry, bread, crispbread, flour, dough 15 % of its
 *   solid weight or more: chäschüechli, pastizzi, gougères), whatever one serving's carbohydrate;
 * - a side dish (tagged a side or a banchan: dubu jorim, a cucumber salad) is not offered as a snack.
 */
const CHEESE_NAME =
  /\b(cheese|feta|mozzarella|halloumi|paneer|ricotta|parmesan|parmigiano|pecorino|gruy[eè]re|emmental|cheddar|gouda|edam|brie|camembert|gorgonzola|roquefort|mascarpone|manchego|burrata|stracciatella|fontina|provolone|scamorza|comt[eé]|raclette|quark|cottage|labneh|kashkaval|kefalotyri|graviera|halloumi|queso)\b/i;
const VEGETARIAN_PROTEIN_SIDE = /\b(tofu|tempeh|seitan|egg whites?)\b/i;
const BREAD_NAME = /\b(bread|toast|baguette|pita|pitta|ciabatta|focaccia|sourdough|crispbread|flatbread|bun|roll|bagel|naan|tortilla)\b/i;
const DOUGH_NAME =
  /\b(pastry|dough|flour|bread|toast|baguette|pita|pitta|ciabatta|focaccia|crispbread|flatbread|bun|roll|bagel|naan|tortilla|filo|phyllo)\b/i;
const cheeseShare = (r: Recipe) => solidShare(r, (n, classes) => classes.includes("dairy") && CHEESE_NAME.test(n));
const breadShare = (r: Recipe) => solidShare(r, (n) => BREAD_NAME.test(n));
const doughShare = (r: Recipe) => solidShare(r, (n) => DOUGH_NAME.test(n));
const SIDE_DISH_TAG = /^(side|banchan)$/i;
/*
 * One more a dietitian states (0025-trial20b: bratwurst with sauerkraut ×1.75, ~8 g of salt in a dinner; 0026-trial21a:
 * a lunch with ~3.9 g) (0026-salt21): a meal takes no more than its share of the day's salt. WHO: less than 5 g of salt
 * a day (2 g of sodium; EFSA 2019's safe and adequate intake for adults is the same 2.0 g of sodium). A main meal may
 * take 40 % of it, 2.0 g: the largest meal's share of the day's energy (lunch, 35 %, MEAL_SHARES) with its 10 %
 * tolerance, rounded up (and near the UK's 'high' for a portion, 30 % of the 6 g reference intake, 1.8 g); a snack
 * 15 %, 0.75 g, the most of the day's energy a snack may have (issue 16). The salt is the recipe's own (Σ the
 * ingredients' table values, salt = sodium × 2.5) × the servings, plus the side's, read here from the food tables
 * (an ingredient whose table gives no sodium takes it from the row its definition names, `saltFrom`, 0027-suggest22;
 * canned ackee, with none, counts 0: the figure is then a lower bound).
 */
const WHO_SALT_G_PER_DAY = 5;
/*
 * And a pairing (0026-trial21a #14: 170 g seitan beside a Swabian potato salad) (0026-salt21): a potato dish (potatoes
 * 20 % of its solid weight or more: a potato salad, rösti, colcannon, stoemp, hutspot, placki) is eaten with meat, fish,
 * an egg or cheese, not with a block of tofu, tempeh or seitan bolted beside it.
 */
const PLANT_PROTEIN_SIDE = /\b(tofu|tempeh|seitan)\b/i;
const POTATO_NAME = /\bpotato(es)?\b/i;
const potatoShare = (r: Recipe) => solidShare(r, (n) => POTATO_NAME.test(n) && !/\bsweet\b/i.test(n));
/*
 * Three pairings more (0026-trial21b, 0026-trial21c: 170 g of tempeh or egg whites beside a moqueca, 190 g of egg whites
 * beside rösti, 100 g of avocado beside palta rellena) (0027-suggest22), from the recipe's names, tags, grams and cuisine
 * and the side's name: a stew or a curry (tagged stew, curry, casserole or tagine, or so named: moqueca, ratatouille,
 * lecsó, wat) served with its rice or bread (rice, noodles, couscous, bread or a flatbread 10 % of its solid weight or more:
 * a moqueca) of a cuisine that does not cook tofu, tempeh or seitan (not East or Southeast Asian) gets no block of them
 * bolted beside it; egg whites at lunch or dinner go only beside a cold dish; and no energy side (avocado, bread, rice)
 * is a food among the dish's three largest ingredients by weight.
 */
const withStarchShare = (r: Recipe) =>
  solidShare(r, (n) => /\b(rice|noodles?|couscous|bulgur|spaghetti|pasta|bread|flatbread|pita|naan|tortilla|injera)\b/i.test(n));
const TOFU_CUISINE = /^(thai|vietnamese|chinese|japanese|korean|indonesian|malaysian|taiwanese)$/i;
const STEW_TAG = /^(stew|curry|casserole|tagine)$/i;
const STEW_DISH_NAME =
  /(?<![\p{L}])(stew|curry|moqueca|ratatouille|lecs[oó]|wat|tagine|goulash|gulasch|guly[aá]s|ragout|rag[uù]|estofado|cocido|caldeirada|korma|masala)(?![\p{L}])/iu;
const isStew = (r: Recipe) =>
  !r.tags.some((t) => /^salad$/i.test(t)) &&
  (r.tags.some((t) => STEW_TAG.test(t)) || STEW_DISH_NAME.test(r.name) || STEW_DISH_NAME.test(r.nameIt));
/** The energy sides (not a protein top-up: more tofu beside a tofu dish is a larger portion of it) and their food's word. */
const SIDE_FOOD_WORD: Record<string, RegExp> = { avocado: /\bavocados?\b/i, bread: /\bbread\b/i, rice: /\brice\b/i };
const mainIngredientNames = (r: Recipe) =>
  [...r.ingredients]
    .sort((a, b) => b.grams - a.grams)
    .slice(0, 3)
    .map((i) => i.name);
const AUDIT_SALT_SHARE: Record<MealType, number> = { breakfast: 0.4, lunch: 0.4, dinner: 0.4, snack: 0.15 };
/** An ingredient whose row gives no sodium takes it from the row its definition names (`saltFrom`, 0027-suggest22). */
const SALT_FROM = new Map(
  Object.values(INGREDIENTS as Record<string, IngredientDef>).flatMap((d) =>
    d.saltFrom ? [[`${d.food[0]}:${d.food[1]}`, { source: d.saltFrom.food[0], sourceId: d.saltFrom.food[1] }] as const] : [],
  ),
);
const saltFoods = await findFoodIdsBySourceKeys(db, [
  ...recipes.flatMap((r) => r.ingredients.flatMap((i) => (i.sourceId ? [{ source: i.source, sourceId: i.sourceId }] : []))),
  ...SIDES.map((d) => ({ source: d.food[0], sourceId: d.food[1] })),
  ...SALT_FROM.values(),
]);
const saltPer100g = (source: string, sourceId: string | null) => {
  const own = saltFoods.get(`${source}:${sourceId}`)?.saltG;
  const from = SALT_FROM.get(`${source}:${sourceId}`);
  return own ?? (from ? saltFoods.get(`${from.source}:${from.sourceId}`)?.saltG : undefined) ?? 0;
};
const recipeSaltG = new Map(
  recipes.map((r) => [
    r.id,
    r.ingredients.reduce((a, i) => a + (saltPer100g(i.source, i.sourceId) * i.grams) / 100, 0) / Math.max(1, r.servings),
  ]),
);
const suggestionSaltG = (s: MealSuggestion) => {
  const side = s.side && SIDES.find((d) => d.key === s.side!.key);
  return recipeSaltG.get(s.recipeId!)! * (s.servings ?? 1) + (side ? (saltPer100g(side.food[0], side.food[1]) * s.side!.grams) / 100 : 0);
};
/*
 * The salt share is advisory, reported beside the audit and not in its 0 target: the catalogue has too few low-salt
 * dishes that meet big eaters' protein on keto, low-carb or vegan diets (0026-salt21 measured a hard bound at 73-87 %
 * both on target). A meal with a whole day's salt is a violation.
 */
const ADVISORY_RULES = ["salt above the meal's share of the day"] as const;
const AUDIT_RULES = [
  ...ADVISORY_RULES,
  "a day's salt in one meal",
  "plant protein beside a potato dish",
  "plant protein beside a stew",
  "egg whites beside a hot dish",
  "a side of the dish's own food",
  "pairing",
  "vegetarian protein beside a cheese dish",
  "egg whites beside a bread dish",
  "flour dough on a low-carb diet",
  "side dish as a snack",
  "protein block beside a starch dish or soup",
  "second protein beside eggs, cheese or legumes",
  "protein beside a nut, dried-fruit or spread snack",
  "protein beside a protein dish",
  "sweet side beside a savoury dish",
  "cold side beside a hot dish",
  "servings",
  "plate weight",
  "token protein side",
  "savoury protein beside a sweet dish",
  "side size",
  "snack share",
  "snack over what is left",
  "meal over what is left",
  "day over what is left",
  "'All' misses a meal type",
  "Generate New repeats a card",
  "allergen/diet",
] as const;
type AuditRule = (typeof AUDIT_RULES)[number];
const auditCounts = new Map<AuditRule, number>(AUDIT_RULES.map((r) => [r, 0]));
const auditLines: string[] = [];
let audited = 0;
let auditSets = 0;
/** The accuracy figures of the first section, on these profiles (their targets as the product sets them). */
let auditKcalOk = 0;
let auditProteinOk = 0;
let auditProteinEnough = 0;
const flag = (rule: AuditRule, text: string) => {
  auditCounts.set(rule, auditCounts.get(rule)! + 1);
  auditLines.push(`  ${(ADVISORY_RULES as readonly string[]).includes(rule) ? "·" : "✗"} [${rule}] ${text}`);
};
/** The lightest a main meal is planned when little or nothing is left (40 % of its usual share): the engine's documented floor. */
const mealMinimum = (t: MealType, dayKcal: number) => MEAL_SHARES[t] * dayKcal * 0.4;
/** The 38 cuisines of the preferences screen, those without recipes included. */
const CUISINE_CHOICES = CUISINES;
const MOMENTS = [
  { name: "morning, nothing eaten", logged: [] as MealType[], eaten: [0, 0] },
  { name: "after breakfast", logged: ["breakfast"] as MealType[], eaten: [0.18, 0.35] },
  { name: "after lunch", logged: ["breakfast", "lunch"] as MealType[], eaten: [0.5, 0.7] },
  { name: "evening", logged: ["breakfast", "lunch", "snack"] as MealType[], eaten: [0.7, 0.9] },
  { name: "late, little left", logged: ["breakfast", "lunch", "dinner"] as MealType[], eaten: [0.9, 0.99] },
  { name: "late, nothing left", logged: ["breakfast", "lunch", "dinner"] as MealType[], eaten: [1, 1.15] },
  { name: "big lunch, dinner open", logged: ["breakfast", "lunch"] as MealType[], eaten: [0.8, 0.97] },
] as const;

/** 'Generate New' as the server does it: the request names the cards on screen (`shown`). */
function generateNew(
  mealType: MealType | undefined,
  state: DayState,
  prefs: Preferences,
  history: History,
  count: number,
  shown: number[],
) {
  return suggestDay(catalogue, mealType, state, prefs, history, count, "en", shown);
}

const AUDIT_SIZE = chatOnly ? 0 : 1000;
for (let c = 0; audited < AUDIT_SIZE; c++) {
  const gender = random() < 0.5 ? ("male" as const) : ("female" as const);
  const weight = Math.round(gender === "male" ? 60 + random() * 50 : 48 + random() * 45);
  const height = Math.round(gender === "male" ? 162 + random() * 32 : 150 + random() * 30);
  const profile: UserProfile = {
    id: c,
    userId: c,
    name: `Audit ${c}`,
    age: 18 + Math.floor(random() * 62),
    gender,
    height,
    weight,
    activityLevel: pick(ACTIVITY_LEVELS),
    createdAt: "2025-03-01T00:00:00Z",
    updatedAt: "2025-03-01T00:00:00Z",
  };
  const tdee = Math.round(dailyEnergy(basalMetabolicRate(profile), profile.activityLevel));
  const goalType = pick(["maintenance", "weight_loss", "muscle_gain", "ketogenic"] as const);
  const kcal =
    goalType === "weight_loss" ? Math.max(gender === "male" ? 1500 : 1200, tdee - 500) : goalType === "muscle_gain" ? tdee + 300 : tdee;
  const goal = goalMacros(kcal, goalType, weight, height);
  const prefs: Preferences = {
    allergies: random() < 0.4 ? some(ALLERGY_LIST, 0.15) : [],
    diets: goalType === "ketogenic" && random() < 0.5 ? ["keto"] : pick(DIET_CHOICES),
    preferredIngredients: [],
    preferredCuisines: random() < 0.5 ? some(CUISINE_CHOICES, 0.15) : [],
    regionalFocus: [],
    maxPrepMinutes: pick([30, 45, 60, 60, 90, 120]),
  };
  const moment = pick(MOMENTS);
  const eatenShare = moment.eaten[0] + random() * (moment.eaten[1] - moment.eaten[0]);
  const state: DayState = {
    goal: { calories: goal.calories, proteins: goal.proteins },
    eaten: { calories: Math.round(goal.calories * eatenShare), proteins: Math.round(goal.proteins * eatenShare) },
    mealTypesLogged: [...moment.logged],
  };
  const remaining = Math.max(0, state.goal.calories - state.eaten.calories);
  const filter = random() < 0.5 ? undefined : pick(MEAL_TYPES);
  const count = filter ? 3 : 4;
  const history: History = { suggested: [], eatenFoods: [], feedback: [] };
  const shown = suggestDay(catalogue, filter, state, prefs, history, count);
  const who = `${gender} ${profile.age} y, ${goalType} ${state.goal.calories} kcal/${state.goal.proteins} g, ${moment.name} (eaten ${state.eaten.calories} kcal, ${remaining} left), diets ${prefs.diets.join("+") || "-"}, allergies ${prefs.allergies.join("+") || "-"}, filter ${filter ?? "all"}`;
  const text = (s: MealSuggestion) =>
    `${s.mealType}: ${s.name} ×${s.servings} — ${s.description} (${s.calories} kcal, ${s.proteins} g protein) | ${who}`;
  auditSets++;
  if (!filter) {
    // A meal type may be absent only when no allowed dish can fit it at all (from half a serving up to
    // what the rules let it have), or, for a snack, when what is left cannot hold one beside the open
    // main meals' minimums.
    const openMains = MEAL_TYPES.filter((t) => t !== "snack" && !state.mealTypesLogged.includes(t));
    const snackRoom = remaining - openMains.reduce((a, t) => a + mealMinimum(t, state.goal.calories), 0);
    const fits = (t: MealType) => {
      const max =
        t === "snack" ? Math.min(0.15 * state.goal.calories, snackRoom) : Math.max(remaining, mealMinimum(t, state.goal.calories)) * 1.1;
      if (t === "snack" && snackRoom < 0.05 * state.goal.calories) return false;
      const min = t === "snack" ? 0.05 * state.goal.calories : 0;
      const quarterServings = Array.from({ length: 9 }, (_, i) => 0.5 + i / 4);
      return recipes.some(
        (r) =>
          suggestableAs(
            { mealType: r.mealType, category: recipeCategory.get(r.id)!, sideDish: r.tags.some((x) => SIDE_DISH_TAG.test(x)) },
            t,
          ) &&
          violations(r, prefs, undefined).length === 0 &&
          quarterServings.some((k) => r.nutrition.energyKcal * k >= min && r.nutrition.energyKcal * k <= max),
      );
    };
    const missing = MEAL_TYPES.filter((t) => !shown.some((s) => s.mealType === t) && fits(t));
    if (missing.length)
      flag("'All' misses a meal type", `no ${missing.join(", ")} among ${shown.map((s) => `${s.mealType} ${s.name}`).join("; ")} | ${who}`);
  }
  const open = MEAL_TYPES.filter((t) => !state.mealTypesLogged.includes(t));
  if (!filter && open.length) {
    const firsts = open.flatMap((t) => shown.find((s) => s.mealType === t) ?? []);
    const sum = firsts.reduce((a, s) => a + s.calories, 0);
    const allowed = Math.max(
      remaining,
      open.reduce((a, t) => a + (t === "snack" ? 0 : mealMinimum(t, state.goal.calories)), 0),
    );
    if (sum > allowed * 1.1)
      flag("day over what is left", `${sum} kcal for ${firsts.map((s) => `${s.mealType} ${s.name} (${s.calories})`).join(" + ")} | ${who}`);
  }
  for (const s of shown) {
    audited++;
    const t = mealTargets(s.mealType, state);
    if (Math.abs(s.calories - t.calories) <= 0.1 * t.calories) auditKcalOk++;
    if (Math.abs(s.proteins - t.proteins) <= 0.15 * t.proteins) auditProteinOk++;
    if (s.proteins >= 0.85 * t.proteins) auditProteinEnough++;
    const recipe = byId.get(s.recipeId!)!;
    const cat = recipeCategory.get(recipe.id)!;
    if (s.side) {
      const sc = sideCategory.get(s.side.key)!;
      if (!pairingAllowed(s.mealType, cat, sc)) flag("pairing", `${sc} beside a ${cat} dish at ${s.mealType}: ${text(s)}`);
      const own = ownProteinShare(recipe);
      const proteinEnergy = (4 * recipe.nutrition.proteinG) / recipe.nutrition.energyKcal;
      if (PROTEIN_SIDE.has(sc) && own >= 0.12 && proteinEnergy >= 0.12 && (s.mealType !== "breakfast" || isSavoury(recipe)))
        flag("protein beside a protein dish", `${s.side.name} beside ${(100 * own).toFixed(0)} % protein foods: ${text(s)}`);
      if (PROTEIN_BLOCK_SIDE.test(s.side.name) && isStarchOrSoup(recipe))
        flag("protein block beside a starch dish or soup", `${s.side.name}: ${text(s)}`);
      if (PROTEIN_SIDE.has(sc) && carriesProtein(recipe) && (s.mealType !== "breakfast" || isSavoury(recipe)))
        flag("second protein beside eggs, cheese or legumes", `${s.side.name}: ${text(s)}`);
      if (PROTEIN_SIDE.has(sc) && s.mealType === "snack" && isNutOrSpreadSnack(recipe))
        flag("protein beside a nut, dried-fruit or spread snack", `${s.side.name}: ${text(s)}`);
      if (SWEET_SIDE_KEYS.has(s.side.key) && isSavoury(recipe)) flag("sweet side beside a savoury dish", `${s.side.name}: ${text(s)}`);
      if (s.mealType !== "breakfast" && COLD_SIDE_NAME.test(s.side.name) && isSavoury(recipe) && isServedHot(recipe))
        flag("cold side beside a hot dish", `${s.side.name}: ${text(s)}`);
      if (VEGETARIAN_PROTEIN_SIDE.test(s.side.name) && cheeseShare(recipe) >= 0.1)
        flag(
          "vegetarian protein beside a cheese dish",
          `${s.side.name} beside ${(100 * cheeseShare(recipe)).toFixed(0)} % cheese: ${text(s)}`,
        );
      if (PLANT_PROTEIN_SIDE.test(s.side.name) && potatoShare(recipe) >= 0.2)
        flag(
          "plant protein beside a potato dish",
          `${s.side.name} beside ${(100 * potatoShare(recipe)).toFixed(0)} % potatoes: ${text(s)}`,
        );
      if (PLANT_PROTEIN_SIDE.test(s.side.name) && isStew(recipe) && withStarchShare(recipe) >= 0.1 && !TOFU_CUISINE.test(recipe.cuisine))
        flag("plant protein beside a stew", `${s.side.name} beside a ${recipe.cuisine} stew: ${text(s)}`);
      if (/\begg whites?\b/i.test(s.side.name) && s.mealType !== "breakfast" && isServedHot(recipe))
        flag("egg whites beside a hot dish", `${s.side.name}: ${text(s)}`);
      const sideFood = SIDE_FOOD_WORD[s.side.key];
      if (sideFood && mainIngredientNames(recipe).some((n) => sideFood.test(n)))
        flag("a side of the dish's own food", `${s.side.name} beside ${mainIngredientNames(recipe).join(", ")}: ${text(s)}`);
      if (/\begg whites?\b/i.test(s.side.name) && breadShare(recipe) >= 0.2)
        flag("egg whites beside a bread dish", `${s.side.name} beside ${(100 * breadShare(recipe)).toFixed(0)} % bread: ${text(s)}`);
      const sideKcal = s.calories - Math.round(recipe.nutrition.energyKcal * (s.servings ?? 1));
      if (s.side.grams > 200 || sideKcal > s.calories / 2) flag("side size", `${s.side.grams} g, ${sideKcal} kcal: ${text(s)}`);
    }
    if (s.servings === undefined || s.servings < 0.5 || s.servings > 2.5) flag("servings", text(s));
    const kind = plateKind(recipe);
    const plateG = gramsPerServing(recipe) * (s.servings ?? 1);
    if (plateG > AUDIT_PLATE_MAX_G[kind])
      flag("plate weight", `${Math.round(plateG)} g (${kind}, at most ${AUDIT_PLATE_MAX_G[kind]}): ${text(s)}`);
    if (s.side) {
      const token = TOKEN_SIDE.find((rule) => rule.name.test(s.side!.name));
      if (token && s.side.grams < token.minG)
        flag("token protein side", `${s.side.grams} g ${s.side.name} (at least ${token.minG}): ${text(s)}`);
      if (SAVOURY_PROTEIN_SIDE.test(s.side.name) && isSweetDish(recipe))
        flag("savoury protein beside a sweet dish", `${s.side.name}: ${text(s)}`);
    }
    if ((prefs.diets.includes("low-carb") || prefs.diets.includes("keto")) && doughShare(recipe) >= 0.15)
      flag("flour dough on a low-carb diet", `${(100 * doughShare(recipe)).toFixed(0)} % dough: ${text(s)}`);
    if (s.mealType === "snack" && recipe.tags.some((tag) => SIDE_DISH_TAG.test(tag))) flag("side dish as a snack", text(s));
    const salt = suggestionSaltG(s);
    if (salt >= WHO_SALT_G_PER_DAY) flag("a day's salt in one meal", `${salt.toFixed(1)} g salt: ${text(s)}`);
    if (salt > WHO_SALT_G_PER_DAY * AUDIT_SALT_SHARE[s.mealType] + 0.05)
      flag(
        "salt above the meal's share of the day",
        `${salt.toFixed(1)} g salt (at most ${(WHO_SALT_G_PER_DAY * AUDIT_SALT_SHARE[s.mealType]).toFixed(2)}): ${text(s)}`,
      );
    if (s.mealType === "snack") {
      if (s.calories < 0.05 * state.goal.calories || s.calories > 0.15 * state.goal.calories)
        flag("snack share", `${((100 * s.calories) / state.goal.calories).toFixed(1)} % of the day: ${text(s)}`);
      if (s.calories > remaining) flag("snack over what is left", text(s));
    } else if (
      open.includes(s.mealType) &&
      // Never above what is left (issue 16: the day's plan respects what is left); a light meal at 10 % above its
      // minimum when less than the minimum is left.
      s.calories >
        (remaining >= mealMinimum(s.mealType, state.goal.calories) ? remaining : mealMinimum(s.mealType, state.goal.calories) * 1.1)
    ) {
      flag("meal over what is left", text(s));
    }
    const v = violations(recipe, prefs, s.side?.key);
    if (v.length) flag("allergen/diet", `${v.join(", ")}: ${text(s)}`);
  }
  const again = generateNew(
    filter,
    state,
    prefs,
    history,
    count,
    shown.map((s) => s.recipeId!),
  );
  const repeated = again.filter((a) => shown.some((s) => s.recipeId === a.recipeId && s.mealType === a.mealType));
  if (repeated.length) flag("Generate New repeats a card", `${repeated.map((r) => `${r.mealType} ${r.name}`).join("; ")} | ${who}`);
}
if (!chatOnly) {
  console.log(`\nPlausibility audit: ${audited} suggestions in ${auditSets} sets (target 0 violations)`);
  console.log(
    `  on these profiles: within ±10 % of the meal's calorie target ${pct(auditKcalOk, audited)}, within ±15 % of its protein target ${pct(auditProteinOk, audited)}, at least 85 % of its protein target ${pct(auditProteinEnough, audited)}`,
  );
  for (const line of auditLines) console.log(line);
  const advisory = (rule: AuditRule) => (ADVISORY_RULES as readonly string[]).includes(rule);
  for (const rule of AUDIT_RULES.filter((r) => !advisory(r))) console.log(`  ${rule.padEnd(48)} ${auditCounts.get(rule)}`);
  const violationsTotal = AUDIT_RULES.filter((r) => !advisory(r)).reduce((a, r) => a + auditCounts.get(r)!, 0);
  console.log(`  total violations                                 ${violationsTotal}`);
  for (const rule of ADVISORY_RULES) console.log(`  advisory, not in the target: ${rule.padEnd(38)} ${auditCounts.get(rule)}`);
}

// ---------------------------------------------------------------- learning from dislikes
const NO_PREFS: Preferences = {
  allergies: [],
  diets: [],
  preferredIngredients: [],
  preferredCuisines: [],
  regionalFocus: [],
  maxPrepMinutes: 120,
};
const drops: number[] = [];
function cuisineShare(cuisine: string, feedback: FeedbackSignal[], days: DayState[]): number {
  let n = 0;
  let of = 0;
  for (const state of days) {
    for (const mealType of MEAL_TYPES) {
      for (const s of suggestMeals(catalogue, mealType, state, NO_PREFS, { suggested: [], eatenFoods: [], feedback }, 3)) {
        of++;
        if (s.cuisine === cuisine) n++;
      }
    }
  }
  return of === 0 ? 0 : n / of;
}
const cuisines = [...new Set(forEngine.map((r) => r.cuisine))];
for (const cuisine of chatOnly ? [] : cuisines) {
  const days: DayState[] = Array.from({ length: 12 }, () => {
    const kcal = Math.round(1500 + random() * 1500);
    return {
      goal: { calories: kcal, proteins: macroGrams(kcal, "maintenance").proteins },
      eaten: { calories: 0, proteins: 0 },
      mealTypesLogged: [],
    };
  });
  const before = cuisineShare(cuisine, [], days);
  if (before === 0) continue;
  // Three dislikes of this cuisine's dishes: the ones shown most often first.
  const shown = days.flatMap((d) =>
    MEAL_TYPES.flatMap((t) => suggestMeals(catalogue, t, d, NO_PREFS, { suggested: [], eatenFoods: [], feedback: [] }, 3)),
  );
  const timesShown = (id: number) => shown.filter((s) => s.recipeId === id).length;
  const disliked = forEngine
    .filter((r) => r.cuisine === cuisine)
    .sort((a, b) => timesShown(b.id) - timesShown(a.id) || a.id - b.id)
    .slice(0, 3);
  if (disliked.length < 3) continue;
  const feedback = disliked.map(
    (r): FeedbackSignal => ({ recipeId: r.id, mealName: r.name, cuisine: r.cuisine, mainIngredients: r.mainIngredients, rating: 1 }),
  );
  const after = cuisineShare(cuisine, feedback, days);
  drops.push(1 - after / before);
}
if (!chatOnly)
  console.log(
    `\nFeedback: after 3 dislikes, the share of that cuisine drops by ${(100 * mean(drops)).toFixed(1)} % on average over ${drops.length} cuisines (target ≥ 80 %; worst ${(100 * Math.min(...drops)).toFixed(1)} %)`,
  );

if (process.env.EVAL_SUGGESTIONS_ONLY) {
  await database.close();
  process.exit(0);
}

// ---------------------------------------------------------------- chat facts
const sources = createAiSources(db, async () => "ready", pinnedFood);
const fmt = (n: number, lang: Language, digits = 0) =>
  new Intl.NumberFormat(lang === "it" ? "it-IT" : "en-GB", {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: false,
  }).format(n);

async function foodFact(name: string, grams: number, lang: Language): Promise<string> {
  // The chat's names for foods: 'lentils' are cooked lentils (chat.foods.ts).
  const [hit] = await searchFoods(db, { query: searchName(name), limit: 1, locale: lang });
  const food = await getFoodDetail(db, hit!.id, { locale: lang });
  const v = (food!.nutrients.proteinG! * grams) / 100;
  return lang === "it" ? `proteine ${fmt(v, lang, 1)} g` : `protein ${fmt(v, lang, 1)} g`;
}

let questions = 0;
let answeredRight = 0;
const wrong: string[] = [];
const ACTIVITY: ActivityLevel[] = ["sedentary", "light", "moderate", "active", "very_active"];
const FOODS = [
  ["salmon", "salmone"],
  ["chicken breast", "petto di pollo"],
  ["lentils", "lenticchie"],
  ["greek yogurt", "yogurt greco"],
] as const;
for (let u = 0; u < 20; u++) {
  const gender = random() < 0.5 ? ("male" as const) : ("female" as const);
  const profile: UserProfile = {
    id: u,
    userId: u,
    name: `User ${u}`,
    age: 20 + Math.floor(random() * 50),
    gender,
    height: 155 + Math.floor(random() * 40),
    weight: Math.round(50 + random() * 50),
    activityLevel: pick(ACTIVITY),
    createdAt: "2025-03-01T00:00:00Z",
    updatedAt: "2025-03-01T00:00:00Z",
  };
  const kcal = Math.round(1600 + random() * 1200);
  const g = macroGrams(kcal, "maintenance");
  const goal: NutritionGoal = {
    id: 1,
    userId: u,
    name: "My goal",
    description: null,
    ...g,
    startDate: "2025-03-01",
    endDate: null,
    isActive: true,
    createdAt: "2025-03-01T00:00:00Z",
  };
  const meals: MealEntry[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
    id: i,
    userId: u,
    food: `Meal ${i}`,
    calories: 200 + Math.floor(random() * 500),
    proteins: 5 + Math.floor(random() * 30),
    carbs: 10 + Math.floor(random() * 60),
    fats: 3 + Math.floor(random() * 25),
    mealType: MEAL_TYPES[i]!,
    timestamp: "2025-03-14T08:00:00Z",
    date: "2025-03-14",
    notes: null,
  }));
  const eaten = meals.reduce((a, m) => a + m.calories, 0);
  const bmr = basalMetabolicRate(profile);
  const tdee = dailyEnergy(bmr, profile.activityLevel);
  const loss = goalMacros(
    Math.round(Math.max(tdee - REFERENCE.weightLossDeficitKcal, gender === "male" ? 1500 : 1200)),
    "weight_loss",
    profile.weight,
    profile.height,
  );
  const gain = goalMacros(Math.round(tdee + REFERENCE.muscleGainSurplusKcal), "muscle_gain", profile.weight, profile.height);
  const day: DayState = {
    goal: { calories: g.calories, proteins: g.proteins },
    eaten: { calories: eaten, proteins: meals.reduce((a, m) => a + m.proteins, 0) },
    mealTypesLogged: meals.map((m) => m.mealType),
  };
  const dinner = suggestMeals(catalogue, "dinner", day, NO_PREFS, { suggested: [], eatenFoods: [], feedback: [] }, 1)[0]!;
  const [foodEn, foodIt] = FOODS[u % FOODS.length]!;
  const grams = pick([80, 100, 150, 200, 250]);

  for (const lang of ["en", "it"] as const) {
    const ctx: ChatContext = {
      language: lang,
      chatType: "meals",
      signedIn: true,
      localHour: 18,
      today: "2025-03-14",
      todaysMeals: async () => meals,
      activeGoal: async () => goal,
      profile: async () => profile,
      lookupFood: (name) => sources.lookupFood(name, lang),
      lookupFoods: (name) => sources.lookupFoods!(name, lang, 10),
      suggestMeal: async (mealType) =>
        suggestMeals(catalogue, mealType ?? "dinner", day, NO_PREFS, { suggested: [], eatenFoods: [], feedback: [] }, 1, lang)[0],
    };
    const it = lang === "it";
    const table: [string, string[]][] = [
      [it ? "Cosa ho mangiato oggi?" : "What did I eat today?", [`${eaten} kcal`]],
      [it ? "Quante calorie mi restano?" : "How many calories do I have left?", [`${Math.max(0, g.calories - eaten)} kcal`]],
      [
        it ? `Quante proteine in ${grams} g di ${foodIt}?` : `How much protein in ${grams} g of ${foodEn}?`,
        [await foodFact(it ? foodIt : foodEn, grams, lang)],
      ],
      [it ? "Qual è il mio BMI?" : "What is my BMI?", [fmt(bmi(profile.weight, profile.height), lang, 1)]],
      [it ? "Qual è il mio metabolismo basale?" : "What is my basal metabolism?", [`${Math.round(bmr)} kcal`, `${Math.round(tdee)} kcal`]],
      [
        it ? "Cosa mangio a cena?" : "What should I eat for dinner?",
        [
          it
            ? dinner.recipeId === undefined
              ? dinner.name
              : (catalogue.recipes.find((r) => r.id === dinner.recipeId)?.nameIt ?? dinner.name)
            : dinner.name,
          `${dinner.calories} kcal`,
        ],
      ],
      [
        it ? "Quante proteine dovrei mangiare?" : "How much protein should I eat?",
        [fmt(REFERENCE.proteinGPerKg, lang, 2), `${proteinTarget("reference", profile.weight, profile.height).minG} g`, "EFSA"],
      ],
      [it ? "Quanta fibra mi serve?" : "How much fibre do I need?", [`${REFERENCE.fibreG} g`, "EFSA"]],
      [
        it ? "Quanto zucchero posso mangiare?" : "How much sugar is too much?",
        [`${Math.round((g.calories * REFERENCE.freeSugarsMaxEnergyShare) / 4)} g`, "WHO"],
      ],
      [it ? "Quanto sale al giorno?" : "How much salt per day?", [`${REFERENCE.saltMaxG} g`, "WHO"]],
      [
        it ? "Quanta acqua devo bere?" : "How much water should I drink?",
        [`${fmt(gender === "male" ? REFERENCE.waterMenL : REFERENCE.waterWomenL, lang, 1)} L`, "EFSA"],
      ],
      [
        it ? "Come cambio il mio obiettivo per dimagrire?" : "How should I change my goal to lose weight?",
        [`${loss.calories} kcal`, `${loss.proteins} g`],
      ],
      [it ? "Voglio aumentare la massa muscolare" : "I want to build muscle", [`${gain.calories} kcal`, `${gain.proteins} g`]],
    ];
    for (const [question, facts] of table) {
      questions++;
      const { answer } = await answerOffline(question, ctx);
      const missing = facts.filter((f) => !answer.includes(f));
      if (missing.length === 0) answeredRight++;
      else if (wrong.length < 8) wrong.push(`"${question}" lacks ${missing.join(", ")}: ${answer.slice(0, 160)}`);
    }
  }
}
console.log(
  `\nChat: ${answeredRight} of ${questions} questions answered with the right facts (${pct(answeredRight, questions)}; target 100 % offline)`,
);
for (const w of wrong) console.log(`  ✗ ${w}`);
await runChatSet(db, sources, catalogue);
await database.close();
