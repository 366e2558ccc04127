import type { Db } from "../../db/client.ts";
import { ALLERGEN_CLASSES, ALLERGENS, DIET_EXCLUDES, type FoodDetail, type IngredientClass, type MealType, type Recipe } from "@app/shared";
import { INGREDIENTS, type IngredientDef, type IngredientKey } from "../../../data/recipes/ingredients.ts";
import { COUNTRY_NAMES_IT, INGREDIENT_NAMES_IT, regionIt } from "../../../data/recipes/ingredients.it.ts";
import { findFoodIdsBySourceKeys, getFoodDetail, searchFoods, type FoodDataState } from "../foods/index.ts";
import { listRecipes } from "../recipes/index.ts";
import type { AiSources } from "./ai.service.ts";
import type { FoodFacts, LookupOptions } from "./chat.engine.ts";
import { dishTraits, type SideCategory } from "./pairings.ts";
import type { Catalogue, ProteinSide, RecipeForSuggestion } from "./suggestions.engine.ts";

/** Ingredient classes by food-table key, from the hand-kept recipe catalogue (the classes are not stored per row). */
const CLASSES_BY_FOOD = new Map<string, readonly IngredientClass[]>(
  Object.values(INGREDIENTS as Record<string, IngredientDef>).map((d) => [`${d.food[0]}:${d.food[1]}`, d.classes]),
);

const MEAT: IngredientClass[] = ["red-meat", "poultry", "processed-meat", "lard", "gelatin"];
const FISH: IngredientClass[] = ["fish", "shellfish"];
const NOT_PALEO: IngredientClass[] = ["wheat", "barley", "rye", "spelt", "oats", "legume", "peanuts", "soy", "dairy", "butter-or-cream"];
/** Grains the classes don't mark (they carry no allergen): paleo leaves them out too. */
const OTHER_GRAINS = /\b(rice|risotto|corn|maize|polenta|quinoa|buckwheat|millet|couscous|bulgur|pasta|bread|flour|sugar)\b/i;

/** Ingredient names in Italian by food-table key. */
const ITALIAN_BY_FOOD = new Map<string, string>(
  (Object.entries(INGREDIENTS) as [IngredientKey, IngredientDef][]).map(([key, d]) => [
    `${d.food[0]}:${d.food[1]}`,
    INGREDIENT_NAMES_IT[key],
  ]),
);

/** A recipe as the suggestion engine needs it: per-serving numbers, and what its ingredients are. */
export function toSuggestionRecipe(r: Recipe): RecipeForSuggestion {
  const classes = new Set(r.ingredients.flatMap((i) => CLASSES_BY_FOOD.get(`${i.source}:${i.sourceId}`) ?? []));
  const has = (list: IngredientClass[]) => list.some((c) => classes.has(c));
  const byWeight = [...r.ingredients].sort((a, b) => b.grams - a.grams);
  const english = byWeight.map((i) => i.name.toLowerCase());
  const italian = byWeight.map((i) => (ITALIAN_BY_FOOD.get(`${i.source}:${i.sourceId}`) ?? i.name).toLowerCase());
  const main = english.slice(0, 3);
  return {
    id: r.id,
    name: r.name,
    nameIt: r.nameIt,
    description: describe(r, english, "en"),
    descriptionIt: describe(r, italian, "it"),
    country: r.country,
    cuisine: r.cuisine,
    mealType: r.mealType,
    prepMinutes: r.prepMinutes,
    servings: r.servings,
    perServing: {
      calories: r.nutrition.energyKcal,
      proteins: r.nutrition.proteinG,
      carbs: r.nutrition.carbsG,
      fats: r.nutrition.fatG,
      fiber: r.nutrition.fiberG ?? 0,
    },
    ...(r.nutrition.saltG === null ? {} : { saltG: r.nutrition.saltG }),
    diets: r.diets,
    allergens: r.allergens,
    mainIngredients: main,
    // Both languages, so a preferred ingredient typed in either matches.
    preferenceNames: [...main, ...italian.slice(0, 3)],
    hasMeat: has(MEAT),
    hasFish: has(FISH),
    hasGrainsLegumesOrDairy: has(NOT_PALEO) || r.ingredients.some((i) => OTHER_GRAINS.test(i.name)),
    gramsPerServing: r.servings > 0 ? r.ingredients.reduce((a, i) => a + i.grams, 0) / r.servings : undefined,
    ...dishTraits(
      {
        names: [r.name, r.nameIt],
        tags: r.tags,
        ingredients: r.ingredients.map((i) => ({
          name: i.name,
          grams: i.grams,
          classes: CLASSES_BY_FOOD.get(`${i.source}:${i.sourceId}`) ?? [],
        })),
      },
      { calories: r.nutrition.energyKcal, proteins: r.nutrition.proteinG },
    ),
  };
}

export interface SideDef {
  key: string;
  name: string;
  nameIt: string;
  food: readonly [source: string, sourceId: string];
  classes: IngredientClass[];
  mealTypes: MealType[];
  /** Its food group, for the pairing table (pairings.ts). */
  category: SideCategory;
  /** Yogurt, skyr, a shake: never beside a savoury dish (pairings.ts sideFits). */
  sweetTasting?: boolean;
  /** Eaten cold from the tin or the tub: never beside a hot savoury dish at lunch, dinner or as a snack (pairings.ts sideFits). */
  servedCold?: boolean;
  /** The food it is, as a recipe's ingredient is named: never beside a dish with it among its main ingredients (pairings.ts). */
  ingredient?: string;
}

/** Plain protein foods (and bread) a suggestion may add beside a dish (numbers from the food tables, per 100 g). */
export const SIDES: SideDef[] = [
  {
    key: "greek-yogurt",
    ingredient: "yogurt",
    name: "plain nonfat Greek yogurt",
    nameIt: "yogurt greco magro",
    food: ["usda_sr28", "01256"],
    classes: ["dairy"],
    mealTypes: ["breakfast", "snack"],
    category: "dairy",
    servedCold: true,
    sweetTasting: true,
  },
  {
    key: "skyr",
    ingredient: "skyr",
    name: "skyr",
    nameIt: "skyr",
    food: ["bls_4_0", "M710100"],
    classes: ["dairy"],
    mealTypes: ["breakfast", "snack"],
    category: "dairy",
    servedCold: true,
    sweetTasting: true,
  },
  {
    key: "cottage-cheese",
    ingredient: "cottage cheese",
    name: "low-fat cottage cheese",
    nameIt: "fiocchi di latte magri",
    food: ["usda_sr28", "01016"],
    classes: ["dairy"],
    mealTypes: ["breakfast", "lunch", "snack"],
    category: "dairy",
    servedCold: true,
  },
  {
    key: "egg-whites",
    ingredient: "egg",
    name: "cooked egg whites",
    nameIt: "albumi cotti",
    food: ["usda_sr28", "01124"],
    classes: ["egg"],
    mealTypes: ["breakfast", "lunch", "dinner"],
    category: "eggs",
  },
  {
    key: "chicken-breast",
    ingredient: "chicken",
    name: "grilled chicken breast (raw weight)",
    nameIt: "petto di pollo alla griglia (peso crudo)",
    food: ["usda_sr28", "05062"],
    classes: ["poultry"],
    mealTypes: ["lunch", "dinner"],
    category: "lean-meat",
  },
  {
    key: "tuna",
    ingredient: "tuna",
    name: "tuna in water",
    nameIt: "tonno al naturale",
    food: ["usda_sr28", "15121"],
    classes: ["fish"],
    mealTypes: ["lunch", "dinner"],
    category: "fish",
    servedCold: true,
  },
  {
    key: "tofu",
    ingredient: "tofu",
    name: "firm tofu",
    nameIt: "tofu compatto",
    food: ["usda_sr28", "16126"],
    classes: ["soy", "legume"],
    mealTypes: ["breakfast", "lunch", "dinner"],
    category: "plant-protein",
  },
  {
    key: "tempeh",
    ingredient: "tempeh",
    name: "tempeh",
    nameIt: "tempeh",
    food: ["usda_sr28", "16114"],
    classes: ["soy", "legume"],
    mealTypes: ["lunch", "dinner"],
    category: "plant-protein",
  },
  {
    key: "seitan",
    ingredient: "seitan",
    name: "seitan",
    nameIt: "seitan",
    food: ["ciqual_2025", "25598"],
    classes: ["wheat"],
    mealTypes: ["lunch", "dinner"],
    category: "plant-protein",
  },
  {
    // Not a protein: the energy a soup or a full plate cannot bring (suggestions.engine.ts maxServings), as people eat it.
    key: "bread",
    ingredient: "bread",
    name: "wholemeal bread",
    nameIt: "pane integrale",
    food: ["usda_sr28", "18075"],
    classes: ["wheat"],
    mealTypes: ["lunch", "dinner"],
    category: "bread",
  },
  {
    // Rice beside a hot plate whose servings stop at what the plate holds (a curry, a stew, a chicken dish): gluten-free.
    key: "rice",
    ingredient: "rice",
    name: "boiled white rice",
    nameIt: "riso bianco lessato",
    food: ["usda_sr28", "20045"],
    classes: [],
    mealTypes: ["lunch", "dinner"],
    category: "grains",
  },
  {
    // Not a protein: the energy (its fat) a low-carb plate needs beside eggs, meat or fish without more protein than the
    // meal asks (0026-suggest21); 1.8 g of available carbohydrate per 100 g, so low-carb and keto.
    key: "avocado",
    ingredient: "avocado",
    name: "avocado",
    nameIt: "avocado",
    food: ["usda_sr28", "09037"],
    classes: ["fruit"],
    mealTypes: ["breakfast", "lunch", "dinner"],
    category: "vegetables",
  },
  {
    key: "soy-protein-shake",
    ingredient: "soy",
    name: "soy protein isolate, as a shake",
    nameIt: "proteine isolate di soia, in frullato",
    food: ["usda_sr28", "16122"],
    classes: ["soy", "legume"],
    mealTypes: ["breakfast", "snack"],
    category: "protein-drink",
    sweetTasting: true,
  },
];

/** A side's diets and allergens from its classes, by the same rules as recipes. */
function toSide(def: SideDef, per100g: ProteinSide["per100g"], foodId?: number, saltPer100g?: number | null): ProteinSide {
  const has = (list: readonly IngredientClass[]) => list.some((c) => def.classes.includes(c));
  const diets = (["vegan", "vegetarian", "gluten-free"] as const).filter((d) => !has(DIET_EXCLUDES[d])) as string[];
  if (per100g.carbs <= 5) diets.push("low-carb", "keto");
  // Plain fish, poultry, eggs, dairy and soy fit a Mediterranean pattern.
  diets.push("mediterranean");
  return {
    key: def.key,
    ...(foodId === undefined ? {} : { foodId }),
    name: def.name,
    nameIt: def.nameIt,
    mealTypes: def.mealTypes,
    category: def.category,
    ...(def.sweetTasting ? { sweetTasting: true } : {}),
    ...(def.servedCold ? { servedCold: true } : {}),
    ...(def.ingredient ? { ingredient: def.ingredient } : {}),
    per100g,
    ...(saltPer100g === undefined || saltPer100g === null ? {} : { saltPer100g }),
    diets,
    allergens: ALLERGENS.filter((a) => has(ALLERGEN_CLASSES[a])),
    hasMeat: has(MEAT),
    hasGrainsLegumesOrDairy: has(NOT_PALEO) || OTHER_GRAINS.test(def.name),
  };
}

/**
 * A recipe whose salt the tables give for some ingredients only (CoFID's canned ackee, BLS' halloumi, skyr: no sodium)
 * shows no salt, but the suggestions still weigh the salt they know: the sum of the ingredients that have it, a lower
 * bound, so ackee and saltfish (the salt cod's 5.8 g per 100 g) is not a day's salt in one meal unseen (0026-salt21).
 */
async function withKnownSalt(db: Db, recipes: [Recipe, RecipeForSuggestion][]): Promise<RecipeForSuggestion[]> {
  const unknown = recipes.filter(([, s]) => s.saltG === undefined);
  if (unknown.length === 0) return recipes.map(([, s]) => s);
  const rows = await findFoodIdsBySourceKeys(
    db,
    unknown.flatMap(([r]) => r.ingredients.flatMap((i) => (i.sourceId ? [{ source: i.source, sourceId: i.sourceId }] : []))),
  );
  return recipes.map(([r, s]) => {
    if (s.saltG !== undefined || r.servings <= 0) return s;
    const known = r.ingredients.reduce((a, i) => a + ((rows.get(`${i.source}:${i.sourceId}`)?.saltG ?? 0) * i.grams) / 100, 0);
    return known > 0 ? { ...s, saltG: known / r.servings } : s;
  });
}

/** Where a row gives no sodium, the row the recipe catalogue takes its salt from (`saltFrom`, 0027-suggest22): skyr's. */
const SALT_FROM = new Map(
  Object.values(INGREDIENTS as Record<string, IngredientDef>).flatMap((d) =>
    d.saltFrom ? [[`${d.food[0]}:${d.food[1]}`, { source: d.saltFrom.food[0], sourceId: d.saltFrom.food[1] }] as const] : [],
  ),
);

async function loadSides(db: Db): Promise<ProteinSide[]> {
  const rows = await findFoodIdsBySourceKeys(db, [
    ...SIDES.map((d) => ({ source: d.food[0], sourceId: d.food[1] })),
    ...SIDES.flatMap((d) => SALT_FROM.get(`${d.food[0]}:${d.food[1]}`) ?? []),
  ]);
  return SIDES.flatMap((d) => {
    const f = rows.get(`${d.food[0]}:${d.food[1]}`);
    if (!f || f.energyKcal === null || f.proteinG === null) return [];
    const from = SALT_FROM.get(`${d.food[0]}:${d.food[1]}`);
    const salt = f.saltG ?? (from ? rows.get(`${from.source}:${from.sourceId}`)?.saltG : undefined);
    return [
      toSide(
        d,
        { calories: f.energyKcal, proteins: f.proteinG, carbs: f.carbsG ?? 0, fats: f.fatG ?? 0, fiber: f.fiberG ?? 0 },
        f.id,
        salt,
      ),
    ];
  });
}

function describe(r: Recipe, ingredients: string[], lang: "en" | "it"): string {
  if (lang === "it")
    return `${regionIt(r.region)}, ${COUNTRY_NAMES_IT[r.country]}: pronto in ${r.prepMinutes} minuti. Ingredienti principali: ${ingredients.slice(0, 5).join(", ")}.`;
  const shown = ingredients.slice(0, 5);
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
  const head = list ? list.charAt(0).toUpperCase() + list.slice(1) : r.name;
  return `${head}. ${r.region}, ${r.country}; ready in ${r.prepMinutes} minutes.`;
}

/** One piece of a lexicon's food, as the analyzer counts it: the entry's portion its `count` names, else its own measure. */
function lexiconFacts(entry: PinnedFood, food: FoodDetail): NonNullable<FoodFacts["lexicon"]> {
  const count = entry.count === undefined ? undefined : new RegExp(entry.count, "i");
  const portion = count && food.portions.find((p) => count.test(p.description));
  const piece = portion
    ? { label: portion.description, grams: portion.grams }
    : entry.measures?.piece
      ? { label: "piece", grams: entry.measures.piece }
      : undefined;
  return piece ? { piece } : {};
}

/** A food's facts as the assistant reads them: values per 100 g and household portions. */
export function factsOf(food: FoodDetail): FoodFacts {
  const n = food.nutrients;
  return {
    name: food.name,
    source: food.sourceInfo?.dataset ?? food.source,
    per100g: {
      kcal: n.energyKcal,
      protein: n.proteinG,
      carbs: n.carbsG,
      fat: n.fatG,
      fiber: n.fiberG,
      sugars: n.sugarsG,
      salt: n.saltG,
      caffeine: n.caffeineMg,
      iron: n.ironMg,
      calcium: n.calciumMg,
      potassium: n.potassiumMg,
      magnesium: n.magnesiumMg,
      zinc: n.zincMg,
    },
    satFatPer100g: n.satFatG ?? null,
    portions: food.portions.map((p) => ({ label: p.description, grams: p.grams })),
    category: food.category,
  };
}

/**
 * The AI feature's view of the food database and the recipe collection. Recipes are read once per
 * data version: they change only when the shipped collection is re-imported at start.
 */
/** A food the analyzer's lexicon pins by an Italian name said whole, by its table key and how one piece is counted. */
export interface PinnedFood {
  source: string;
  sourceId: string;
  /** The portion (regex on the table's portions) one piece weighs. */
  count?: string;
  measures?: { piece?: number };
}

/**
 * `pinnedFood`: the analyzer's lexicon (app.ts passes `lexiconEntryNamed`), so the chat's lookup reads a name it pins as
 * the analyzer does (0025-fix20chat); the AI feature does not import the analyzer, which imports it.
 */
export function createAiSources(
  db: Db,
  foodData: () => Promise<FoodDataState>,
  pinnedFood: (name: string, lang: "en" | "it") => PinnedFood | null = () => null,
): AiSources {
  let catalogue: Promise<Catalogue> | undefined;
  async function lookupFoods(name: string, lang: "en" | "it", limit: number, options?: LookupOptions): Promise<FoodFacts[]> {
    if ((await foodData()) === "failed") return [];
    // A food said by an Italian name the analyzer's lexicon pins ('rosetta', 'prosciutto cotto') is that entry, first, as
    // the analyzer reads it; the search's entries follow. English names (and the chat's own names, chat.foods.ts NAMES,
    // which are English) stay the search's: the lexicon's Italian is what the tables' English search cannot know
    // ('rosetta' was 'Wine, rose') (0025-fix20chat). A product said by its own name ('double decker', 'irn bru') is
    // pinned in either language (`pinnedFood`, 0026-fix21chat).
    const pinned = pinnedFood(name, lang);
    const key = pinned && { source: pinned.source, sourceId: pinned.sourceId };
    const pinnedId = key ? (await findFoodIdsBySourceKeys(db, [key])).get(`${key.source}:${key.sourceId}`)?.id : undefined;
    const hits = await searchFoods(db, { query: name, limit, locale: lang, relaxed: options?.relaxed });
    const ids = [...(pinnedId === undefined ? [] : [pinnedId]), ...hits.map((h) => h.id).filter((id) => id !== pinnedId)].slice(0, limit);
    const facts: FoodFacts[] = [];
    for (const id of ids) {
      const food = await getFoodDetail(db, id, { locale: lang });
      if (food) facts.push(id === pinnedId && pinned ? { ...factsOf(food), lexicon: lexiconFacts(pinned, food) } : factsOf(food));
    }
    return facts;
  }
  return {
    lookupFood: async (name, lang, options) => (await lookupFoods(name, lang, 1, options))[0],
    lookupFoods,
    loadCatalogue() {
      catalogue ??= foodData().then(async (state) =>
        state === "failed"
          ? { recipes: [], sides: [] }
          : {
              recipes: await withKnownSalt(
                db,
                (await listRecipes(db, {})).map((r) => [r, toSuggestionRecipe(r)]),
              ),
              sides: await loadSides(db),
            },
      );
      // A failed read is retried next time rather than cached.
      catalogue.catch(() => (catalogue = undefined));
      return catalogue;
    },
  };
}
