import {
  ACTIVITY_LEVEL_NAMES,
  bareFoodReading,
  eatenWithItsSauce,
  basalMetabolicRate,
  bmi,
  bmiCategory,
  CANNED_ENTRY,
  COMPOSITE_MEALS,
  dailyEnergy,
  FISH_CAN_GRAMS,
  fishTinInSauceGrams,
  TINNED_FISH,
  TUNA_CAN_DRAINED_GRAMS,
  WHOLE_CAN_GRAMS,
  goalMacros,
  hasItalianPortionName,
  isMixedDishCategory,
  isUnaskedAlcohol,
  isUnaskedBabyFood,
  isOtherDish,
  onlyNearSpelled,
  isRawStapleEntry,
  isWholeSandwich,
  mixedDrinkNamed,
  portionName,
  rawWeighedStaple,
  type ChatType,
  type EnergyEstimate,
  type MealEntry,
  OTHER_FOOD_IN,
  type MealSuggestion,
  type MealType,
  type NutritionGoal,
  type UserProfile,
  type GoalType,
  PROTEIN_RANGES,
  proteinTarget,
  sandwichFilling,
  isBritishBaconSandwich,
  isTakeawayKebab,
  italianCookingWord,
  addedFlesh,
  isDressingForSaidSalad,
} from "@app/shared";
import {
  choosePortion,
  correctedName,
  isFoodWord,
  editDistance,
  holdsWords,
  isBrandedBar,
  isDrink,
  NOT_CANDY_BAR,
  isMeasureWord,
  FOOD_CAN_GRAMS,
  FISH_PORTION_GRAMS,
  SMALL_FOOD_CAN_GRAMS,
  isDish,
  parseMention,
  plainLabel,
  productPart,
  brandWords,
  REGULAR_BAR_GRAMS,
  sameFoodWords,
  contentWords,
  searchName,
  type FoodMention,
  type Portion,
  type Unit,
} from "./chat.foods.ts";
import { REFERENCE, SOURCES, type Source } from "./knowledge.ts";
import { servingsLabel, sideLabel } from "./suggestions.engine.ts";
import { NUMBER_WORDS } from "../../lib/number-words.ts";

export type Language = "en" | "it";

/** Nutrients of a food per 100 g, from the food database, with where they came from. */
export interface FoodFacts {
  name: string;
  source: string;
  per100g: {
    kcal: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    fiber: number | null;
    sugars: number | null;
    salt: number | null;
    /** Caffeine in mg per 100 g (the US tables report it; absent where a table does not). */
    caffeine?: number | null;
    /** Minerals in mg per 100 g, where the table reports them. */
    iron?: number | null;
    calcium?: number | null;
    potassium?: number | null;
    magnesium?: number | null;
    zinc?: number | null;
  };
  /** Saturated fat per 100 g, where the table gives it (for 'is it healthy?'). */
  satFatPer100g?: number | null;
  /** Household measures: '1 cup' -> grams. */
  portions: { label: string; grams: number }[];
  /** The table's category ('Vegetable dishes'): a whole dish's serving is read as the analyzer reads it. */
  category?: string | null;
  /**
   * The entry is the analyzer's lexicon's for the name said (0025-fix20chat): what the person means, and one of it ('una
   * spremuta', 'una rosetta') weighs the lexicon's piece, as the analyzer reads it.
   */
  lexicon?: { piece?: { label: string; grams: number } };
}

/** relaxed: the words as the person typed them, so a word no food has ('starbucks latte') is dropped rather than finding nothing. */
export interface LookupOptions {
  relaxed?: boolean;
}

/** What the engine may look at: the signed-in user's own data, the food database and the suggestion engine. */
export interface ChatContext {
  language: Language;
  chatType: ChatType;
  signedIn: boolean;
  todaysMeals: () => Promise<MealEntry[]>;
  activeGoal: () => Promise<NutritionGoal | undefined>;
  profile: () => Promise<UserProfile | undefined>;
  lookupFood: (name: string, options?: LookupOptions) => Promise<FoodFacts | undefined>;
  /** The search's first entries for a name, the first one included (other tables' entries for the same food). */
  lookupFoods?: (name: string) => Promise<FoodFacts[]>;
  /** A meal from the recipes for what is left of the day, or within `maxCalories` when the person says what is left. */
  suggestMeal: (mealType: MealType | undefined, maxCalories?: number) => Promise<MealSuggestion | undefined>;
  /** The hour of day in the user's time zone, to guess the next meal. */
  localHour: number;
  /** Today's date in the user's time zone (YYYY-MM-DD), for 'by June'. */
  today: string;
  /** The adaptive energy estimate from the user's intake and weigh-ins (Premium; undefined otherwise). */
  energyEstimate?: () => Promise<EnergyEstimate | undefined>;
  /**
   * A meal as people write it ('a tuna sandwich and a coke', 'un piatto di carbonara') as its foods, by the food
   * analyzer's description path, so the assistant and the analyzer read a meal the same way.
   */
  describeMeal?: (text: string) => Promise<MealItem[]>;
  /** A body weight the message states ('I weigh 80 kg, …'), set by answerOffline for the parts that no longer hold it. */
  statedWeightKg?: number;
}

/** One food of a described meal, its values for the amount assumed. */
export interface MealItem {
  name: string;
  grams: number;
  /** How the amount was read ('1 sandwich', '1 plate'), when it was not grams. */
  portion: string | null;
  kcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugars: number | null;
  salt: number | null;
  /** 0..1: how sure the analyzer is of the item (its reading by a lexicon entry, a dish rule: 0.8 and above). */
  confidence?: number;
  /** The table entry the item's numbers come from. */
  entry?: string;
}

export interface EngineAnswer {
  answer: string;
  intent: string;
}

const r = (n: number) => Math.round(n);
const fmt = (n: number, lang: Language, digits = 0) =>
  new Intl.NumberFormat(lang === "it" ? "it-IT" : "en-GB", {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: false,
  }).format(n);
const cite = (s: Source, lang: Language) => (lang === "it" ? `Fonte: ${s.label}.` : `Source: ${s.label}.`);

/**
 * Words only one language uses to ask (articles, links, question words), as the analyzer's `descriptionLanguage` reads a
 * description: 'calorie in a bagel' is English with a typo ('a' is English, 'calorie' a word of both), 'quante calorie
 * ha un toast' Italian. Words both languages use ('in', 'per', 'i') say neither; 'a' before a meal's name is Italian ('a
 * pranzo').
 */
const ITALIAN_QUESTION_WORDS =
  /(?:^|\s)(?:un|una|uno|un'|di|del|della|dei|delle|con|e|ed|al|alla|ai|ha|hanno|ci|sono|quant[aoie]|cosa|il|la|lo|mi|ho)(?=\s|$)/;
const ENGLISH_QUESTION_WORDS =
  /(?:^|\s)(?:a(?!\s+(?:pranzo|cena|colazione|merenda))|an|of|with|and|the|some|how|many|much|is|are|what|does|do|my|which|should|can)(?=\s|$)/;

/** The language a question is written in, from its own words; undefined when they say neither or both. */
function questionLanguage(q: string): Language | undefined {
  const words = q.toLowerCase().replace(/[?!.,:;]/g, " ");
  const it = ITALIAN_QUESTION_WORDS.test(words);
  const en = ENGLISH_QUESTION_WORDS.test(words);
  return it && !en ? "it" : en && !it ? "en" : undefined;
}

function detectItalian(q: string): boolean {
  return /\b(cosa|quant[aoie]|mangiato|oggi|proteine|calorie|grassi|carboidrati|dovrei|posso|sale|acqua|zucchero|fibra|peso|dimagrire|cena|pranzo|colazione|spuntino|il mio|la mia|nel|nella|grammi|fa bene|fa male|san[oaie]|salutar[ei])\b/i.test(
    q,
  );
}

const NUTRIENT_LABEL: Record<keyof FoodFacts["per100g"], [string, string, string]> = {
  kcal: ["energy", "energia", "kcal"],
  protein: ["protein", "proteine", "g"],
  carbs: ["carbohydrates", "carboidrati", "g"],
  fat: ["fat", "grassi", "g"],
  fiber: ["fibre", "fibre", "g"],
  sugars: ["sugars", "zuccheri", "g"],
  salt: ["salt", "sale", "g"],
  caffeine: ["caffeine", "caffeina", "mg"],
  iron: ["iron", "ferro", "mg"],
  calcium: ["calcium", "calcio", "mg"],
  potassium: ["potassium", "potassio", "mg"],
  magnesium: ["magnesium", "magnesio", "mg"],
  zinc: ["zinc", "zinco", "mg"],
};
/** Figures in mg: one decimal below 10 mg (iron 2.7 mg), whole above. */
const mgDigits = (v: number) => (v < 10 ? 1 : 0);

const NUTRIENT_TOKENS: [keyof FoodFacts["per100g"], RegExp][] = [
  ["protein", /^prot[a-z]*$/],
  // Not calcium / calcio (the mineral).
  ["kcal", /^(cal(?!ci)[a-z]*|kcals?|energ[a-z]*)$/],
  // Not 'carbonara': carbs, carbo, carbohydrates (and typos of it), carboidrati.
  ["carbs", /^(carbs?|carbos?|carboh[a-z]*|carboi[a-z]*|carbi[a-z]*|carbh[a-z]*)$/],
  ["fat", /^(fats?|grass[io]|lipid[a-z]*)$/],
  ["fiber", /^(fib(re|er|ra|res|ers|re))$/],
  ["sugars", /^(sugars?|zuccher[oi])$/],
  ["salt", /^(salt|sale|sodium|sodio)$/],
  // Not 'caffè' (the drink): the substance's name.
  ["caffeine", /^(caff?eine?|caff?eina)$/],
  // The minerals the tables report in mg ('ferro' is the mineral: no food is called so).
  ["iron", /^(iron|ferro)$/],
  ["calcium", /^(calcium|calcio)$/],
  ["potassium", /^(potassium|potassio|potasium)$/],
  ["magnesium", /^(magnesium|magnesio)$/],
  ["zinc", /^(zinc|zinco)$/],
];

/** Words of a question that are never the food ('how much', 'ci sono', 'does … have'). */
const QUESTION_WORDS =
  /^(how|much|many|what|whats|what s|is|are|there|does|do|did|have|has|had|got|contain|contains|containing|in|of|the|tell|me|please|amount|content|value|values|nutrition|nutrients?|quanto|quanta|quanti|quante|ci|c|è|e|sono|ha|hanno|contiene|contengono|dimmi|valori|nutrizionali|qual|quali|per|cosa|which|and|also|poi|inoltre|anche|too|most|at|al|massimo|max|maximum|limit|posso|può|could|should|eat|eating|mangiare|drink|bere|day|giorno|recommended|consigliat[oaie]|enough|sufficient|abbastanza|sufficient[ei]|bastano|basta)$/;

/** The nutrient words' spellings a typo is measured against (one slip, words of 6 letters or more: 'zuchero'). */
const NUTRIENT_SPELLINGS: [keyof FoodFacts["per100g"], string][] = [
  ["sugars", "zucchero"],
  ["sugars", "zuccheri"],
  ["sugars", "sugars"],
  ["kcal", "calorie"],
  ["kcal", "calories"],
  ["protein", "proteine"],
  ["protein", "protein"],
  ["carbs", "carboidrati"],
  ["fiber", "fibre"],
  ["caffeine", "caffeine"],
  ["caffeine", "caffeina"],
  ["potassium", "potassium"],
  ["potassium", "potassio"],
  ["magnesium", "magnesium"],
];
/** The nutrient a word names, typos included ('calroies' and 'protien' by the patterns, 'zuchero' by one slip). */
function nutrientOf(t: string): keyof FoodFacts["per100g"] | undefined {
  const hit = NUTRIENT_TOKENS.find(([, re]) => re.test(t));
  if (hit) return hit[0];
  if (t.length < 6) return undefined;
  return NUTRIENT_SPELLINGS.find(([, w]) => Math.abs(w.length - t.length) <= 1 && editDistance(w, t) === 1)?.[0];
}
/** 'un cucchiaino di zucchero', 'a pinch of salt': the nutrient's word after a measure is the food, not a nutrient asked.
 * 'how many grams of sugar in…', 'quanti grammi di zucchero ha…' ask for the nutrient: a weight asked for is no measure. */
function measuredFood(tokens: string[], i: number): boolean {
  const before = /^(of|di|d)$/.test(tokens[i - 1] ?? "") ? i - 2 : i - 1;
  const weightAsked = /^(g|gr|grams?|grammi)$/.test(tokens[before] ?? "") && /^(many|much|quanti|quante)$/.test(tokens[before - 1] ?? "");
  return (nutrientOf(tokens[i]!) === "sugars" || nutrientOf(tokens[i]!) === "salt") && !weightAsked && isMeasureWord(tokens[before] ?? "");
}
/** Products named by the protein they hold: 'a protein shake', 'una barretta proteica', 'protein powder'. */
const PROTEIN_PRODUCT = /^(shakes?|powders?|bars?|frullat[oi]|barrett[ae]|polvere)$/;
/** 'protein' naming the food ('a protein shake', 'un frullato proteico'), not the nutrient asked. */
function proteinProduct(tokens: string[], i: number): boolean {
  if (nutrientOf(tokens[i]!) !== "protein") return false;
  const after = /^protein$/.test(tokens[i]!) && PROTEIN_PRODUCT.test(tokens[i + 1] ?? "");
  const before = /^protei(c|ch)[oaie]$/.test(tokens[i]!) && PROTEIN_PRODUCT.test(tokens[i - 1] ?? "");
  return after || before;
}
/** A word of the question that names a nutrient asked for. */
const asksNutrient = (tokens: string[], i: number) =>
  nutrientOf(tokens[i]!) !== undefined && !measuredFood(tokens, i) && !proteinProduct(tokens, i);

/** The nutrients a question asks for (typos included: 'calroies', 'protien', 'zuchero'). */
export function askedNutrients(text: string): (keyof FoodFacts["per100g"])[] {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const asked = new Set(tokens.flatMap((t, i) => (asksNutrient(tokens, i) ? [nutrientOf(t)!] : [])));
  return NUTRIENT_TOKENS.map(([k]) => k).filter((k) => asked.has(k));
}

/** 'grams' in 'how many grams of sugar in…': the unit of the nutrient asked, not an amount of the food. */
function weightOfNutrient(tokens: string[], i: number): boolean {
  if (!/^(g|gr|grams?|grammi)$/.test(tokens[i]!)) return false;
  const next = /^(of|di|d)$/.test(tokens[i + 1] ?? "") ? i + 2 : i + 1;
  return next < tokens.length && asksNutrient(tokens, next);
}

/** The food part of a nutrient question: 'How much sugar is in 2 bananas?' -> '2 bananas'. */
export function foodPart(text: string): string {
  return (
    // 'uova al tegamino' are fried eggs, as the analyzer reads them (`italianCookingWord`).
    italianCookingWord(text.toLowerCase())
      .replace(/[’']/g, " ")
      .replace(/per 100 ?(g|gr|grammi|ml)\b/g, " ")
      // '… per 200 kcal': an energy, never a count of the food.
      .replace(/\b\d+(?:[.,]\d+)?\s*(?:kcal|kcals|calories|calorie|cal)\b/g, " ")
      // 'is 150 g of chicken enough protein for a meal?': the meal is not the food.
      .replace(/\b(for|in|per) (a|one|un|uno|un solo|ogni|each|every) (meal|pasto)\b/g, " ")
      .split(/\s+/)
      .map((t) => t.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ""))
      .filter((t, i, all) => t && !QUESTION_WORDS.test(t) && !asksNutrient(all, i) && !weightOfNutrient(all, i))
      .join(" ")
  );
}

/** '150 g of salmon', 'salmone 150g', '2 eggs', 'a cup of milk' -> amount in grams (or a portion) and the food words. */
export function parseFoodAmount(text: string): FoodMention {
  return parseMention(text);
}

interface FoodAmount {
  facts: FoodFacts;
  grams: number;
  /** How the amount reads in the answer: '150 g' or '2 bananas, medium (2 × 118 g = 236 g)'. */
  label: string;
  /** The food as the person named it. */
  said: string;
  /** A counted food no table gives a portion for: the values are per 100 g. */
  unsized?: boolean;
  /** 'A portion of' a food no table sizes, read as the household plate (250 g): the analyzer's dish portion comes first. */
  guessedServing?: boolean;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A table portion's name without inches: 'medium', 'di taglia media'. */
function portionWords(label: string, lang: Language): string {
  const plain = plainLabel(label)
    .replace(/\b\d+(?:[./-]\d+)*\s*(?:fl oz|oz|"|in|inch(?:es)?)\b/g, "")
    .trim();
  if (lang === "en") return plain;
  // A table's portion with no Italian name ('medium croissant') is 'una porzione' (its grams follow), never English.
  if (!hasItalianPortionName(`1 ${plain}`)) return "una porzione";
  const it = portionName(`1 ${plain}`, "it");
  return it.startsWith("1 ") ? it.slice(2) : it;
}

const UNIT_NAMES: Record<Unit, [string, string]> = {
  cup: ["cup", "tazza"],
  glass: ["glass (200 ml)", "bicchiere (200 ml)"],
  tbsp: ["tablespoon", "cucchiaio"],
  tsp: ["teaspoon", "cucchiaino"],
  slice: ["slice", "fetta"],
  can: ["can (330 ml)", "lattina (330 ml)"],
  pot: ["pot", "vasetto"],
  handful: ["handful", "manciata"],
  serving: ["serving", "porzione"],
  pint: ["pint (568 ml)", "pinta (568 ml)"],
  pat: ["knob", "noce"],
  espresso: ["espresso cup (30 ml)", "tazzina (30 ml)"],
  bag: ["packet (30 g)", "pacchetto (30 g)"],
};
/** The same, for more than one ('2 slices', '2 fette'). */
const UNIT_NAMES_PLURAL: Record<Unit, [string, string]> = {
  cup: ["cups", "tazze"],
  glass: ["glasses (200 ml)", "bicchieri (200 ml)"],
  tbsp: ["tablespoons", "cucchiai"],
  tsp: ["teaspoons", "cucchiaini"],
  slice: ["slices", "fette"],
  can: ["cans (330 ml)", "lattine (330 ml)"],
  pot: ["pots", "vasetti"],
  handful: ["handfuls", "manciate"],
  serving: ["servings", "porzioni"],
  pint: ["pints (568 ml)", "pinte (568 ml)"],
  pat: ["knobs", "noci"],
  espresso: ["espresso cups (30 ml)", "tazzine (30 ml)"],
  bag: ["packets (30 g)", "pacchetti (30 g)"],
};
/** The sizes assumed for a counted food (chat.foods.ts DISH_UNITS, DRAUGHT_BEER_ML, GLASS_SIZE_ML, PIECE_GRAMS), in English and Italian. */
const ASSUMED_NAMES: Record<string, [string, string]> = {
  pizza: ["whole pizza", "pizza intera"],
  serving: ["serving", "porzione"],
  sandwich: ["sandwich", "panino"],
  ball: ["one ball as sold in Italy", "una mozzarella come si vende"],
  bar: [`a regular chocolate bar, ${REGULAR_BAR_GRAMS} g`, `una barretta di cioccolato normale, ${REGULAR_BAR_GRAMS} g`],
  "beer-small": ["a small draught beer as Italian pubs pour it, 20 cl", "birra piccola alla spina, 20 cl"],
  "beer-medium": ["a medium draught beer as Italian pubs pour it, 40 cl", "birra media alla spina, 40 cl"],
};
/** A glass said with a size (chat.foods.ts GLASS_SIZE_ML). */
const SIZED_GLASS_NAMES: Record<string, [string, string, string, string]> = {
  "glass-small": ["small glass (125 ml)", "bicchiere piccolo (125 ml)", "small glasses (125 ml)", "bicchieri piccoli (125 ml)"],
  "glass-large": ["large glass (250 ml)", "bicchiere grande (250 ml)", "large glasses (250 ml)", "bicchieri grandi (250 ml)"],
  // A glass of wine said without a size (chat.foods.ts, the shared WINE_GLASS_GRAMS).
  "glass-wine": ["glass (150 ml)", "bicchiere (150 ml)", "glasses (150 ml)", "bicchieri (150 ml)"],
};
/** A small can of food, Italy's 'scatoletta' (chat.foods.ts SMALL_FOOD_CAN_GRAMS). */
const SMALL_FOOD_CAN_NAMES: [string, string, string, string] = [
  "small can (80 g)",
  "scatoletta (80 g)",
  "small cans (80 g)",
  "scatolette (80 g)",
];
/** A can of food eaten with its sauce or syrup, the whole can (the shared WHOLE_CAN_GRAMS, `eatenWithItsSauce`). */
const WHOLE_CAN_NAMES: [string, string, string, string] = [
  "can (400 g, eaten with its sauce)",
  "scatola (400 g, con il suo liquido)",
  "cans (400 g, eaten with their sauce)",
  "scatole (400 g, con il loro liquido)",
];
/** A can of beans, chickpeas or tomatoes, not of a drink (chat.foods.ts FOOD_CAN_GRAMS). */
const FOOD_CAN_NAMES: [string, string, string, string] = [
  "can (400 g, 240 g drained)",
  "scatola (400 g, 240 g sgocciolati)",
  "cans (400 g, 240 g drained)",
  "scatole (400 g, 240 g sgocciolati)",
];

/** A tin of small oily fish (FISH_CAN_GRAMS). */
const FISH_CAN_NAMES: [string, string, string, string] = [
  "tin (90 g drained)",
  "scatola (90 g sgocciolati)",
  "tins (90 g drained)",
  "scatole (90 g sgocciolati)",
];

/** A tin of fish eaten with its sauce, the whole tin (`fishTinInSauceGrams`, 0027-fix22chatA). */
const fishTinInSauceNames = (grams: number): [string, string, string, string] => [
  `tin (${grams} g, eaten with its sauce)`,
  `scatola (${grams} g, con il suo sugo)`,
  `tins (${grams} g, eaten with their sauce)`,
  `scatole (${grams} g, con il loro sugo)`,
];
/** A tin of tuna, drained (TUNA_CAN_DRAINED_GRAMS). */
const TUNA_CAN_NAMES: [string, string, string, string] = [
  `tin (${TUNA_CAN_DRAINED_GRAMS} g drained)`,
  `scatola (${TUNA_CAN_DRAINED_GRAMS} g sgocciolati)`,
  `tins (${TUNA_CAN_DRAINED_GRAMS} g drained)`,
  `scatole (${TUNA_CAN_DRAINED_GRAMS} g sgocciolati)`,
];

/** The food and the amount a mention means, or why not. */
/** Words of a processed product: a plain 'mango' is the fruit, not mango nectar, unless the person said so. */
const PROCESSED =
  /\b(juice|nectar|oil|drink|beverage|flour|powder|sauce|jam|syrup|spread|dried|candied|soup|cereal|bar|chips|puree|canned|frozen|baby food)\b/i;

/** An entry without a part its dish is eaten with ('…, no dressing'): not what a person means unless they say so. */
const WITHOUT_PART = /\b(no|without) (dressing|sauce|gravy|toppings?|filling)\b/i;
const SAID_WITHOUT = /\b(no|without|senza|plain|scondit[aoie])\b/i;
/** An entry for a food as part of a dish ('Bacon, for use on a sandwich', 'Cheese, as ingredient'). */
const FOR_A_DISH = /\bfor use on\b|\bas (?:an )?ingredient\b/i;
/** An entry that is the part itself ('Salad dressing, caesar'), not the dish. */
const THE_PART = /\b(dressing|sauce|gravy|topping)s?\b/i;

const ADDED_FAT = /\b(fat added|with added fat|made with (?:oil|butter|margarine))\b/i;
const NO_ADDED_FAT = /\b(no added fat|no fat added|without (?:added )?fat)\b/i;
const SAID_FAT = /\b(fat|oil|butter|fried|olio|burro|fritt[aeio]|grass[io]|condit[aeio])\b/i;
/**
 * FNDDS 'Black beans, NFS' carries the values of '…, from dried, fat added' (181 kcal per 100 g against 131): the US
 * home recipe. When the 'not further specified' entry is that fat-added twin and the person said no fat, the same
 * food's entry without added fat answers.
 */
function withoutAddedFat(nfs: FoodFacts, others: FoodFacts[], words: string[]): FoodFacts | undefined {
  const same = (x: FoodFacts) => x.per100g.kcal === nfs.per100g.kcal && x.per100g.fat === nfs.per100g.fat;
  const twin = others.find((x) => x.name !== nfs.name && ADDED_FAT.test(x.name) && same(x));
  if (!twin) return undefined;
  // The twin's own form without the fat ('…, from dried, fat added' -> '…, from dried, no added fat'), not a canned one.
  const plain = twin.name.replace(ADDED_FAT, "no added fat").toLowerCase();
  return others.find((x) => x.name.toLowerCase() === plain && NO_ADDED_FAT.test(x.name) && holdsWords(x.name, words));
}

/** A kind made for a diet, free of something the usual food has ('gluten-free', 'senza lattosio'). */
const FREE_FROM =
  /\b(gluten|lactose|sugar|salt|sodium|alcohol)[- ]?free\b|\bsenza (glutine|lattosio|zucchero|zuccheri|sale|alcol)\b|\bglutenfrei\b/i;
const FREE_FROM_SAID = /\bfree\b|\bsenza\b|\bno (gluten|lactose|sugar|salt)\b|\b(diet|zero|light)\b/i;

/** Words that say which pizza it is besides its topping: where it came from, how it was made. */
const PIZZA_KIND =
  /\b(frozen|school|stuffed|homemade|home made|restaurant|fast food|thin|thick|deep|pan|crust|surgelat[aeio]|fatta in casa|bassa|alta)\b/i;

/**
 * The food the person means: the search's first hit; when that is a dish without a part they did not leave out ('Chicken
 * caesar salad, …, no dressing'), the next entry for the same dish with it; its raw form when the first hit is a product
 * they did not name.
 */
async function findFood(food: string, ctx: ChatContext): Promise<FoodFacts | undefined> {
  const name = searchName(food);
  // A word no food has is dropped ('starbucks latte'), except between two foods ('caesar salad with chicken'):
  // finding nothing there sends the question to the analyzer's reading of a dish or two foods.
  let first = await ctx.lookupFood(name, { relaxed: !WITH_LINK.test(` ${food} `) });
  // The lexicon's entry for the name said is the food meant, as the analyzer reads it: no other form replaces it.
  if (first?.lexicon) return first;
  // Nothing by that name: a word typed with one slip ('mnago', 'albicoca').
  const corrected = first ? name : searchName(correctedName(food));
  if (!first && corrected !== name) first = await ctx.lookupFood(corrected, { relaxed: !WITH_LINK.test(` ${food} `) });
  // A search that dropped words answers only when the food it found holds at least half of what was said ('starbucks
  // latte' → 'Coffee, Latte'), never for one side word ('full english breakfast' was 'Emu, full rump'; 'a bag of
  // popcorn at the cinema' a bagel): not knowing the food is better than a wrong one.
  // The words as said and in the tables' English ('latte' is a coffee in 'starbucks latte', milk in Italian).
  // A word that only says how it was cooked or kept is not the food: 'piadina al crudo' is no 'Wheat, bulgur, raw'.
  // Two words said that the entry writes as one ('panna cotta': CIQUAL 'Pannacotta') are both held.
  const joined = new Set(first ? wordsWrittenAsOne(first.name, sameFoodWords(food)) : []);
  const holds = (w: string) => holdsWords(first!.name, [w]) || joined.has(w);
  const held = (words: string[]) => {
    const foodWords = words.filter((w) => !COOKED_WORD.test(w));
    const counted = foodWords.length > 0 ? foodWords : words;
    return words.length < 2 || (counted.filter(holds).length * 2 >= counted.length && counted.some(holds));
  };
  if (first && !held(sameFoodWords(food)) && !held(contentWords(searchName(food)))) first = undefined;
  // A word the tables do not hold found only by a near spelling is another food ('ribena': a ribeye steak, 'pastiera':
  // Pastis, 'malt loaf': a tea leaf): not found, rather than a wrong food (`onlyNearSpelled`, 0027-fuzzy22).
  if (first && onlyNearSpelled(first.name, `${food} ${name} ${corrected}`, isFoodWord)) first = undefined;
  // Baby food or formula by a shared word ('kinder bueno' was 'Toddler formula, Nido Kinder'): the first entry that is
  // not, holding what was said, or none (0026-fix21chat).
  // Alcohol, or a food made with it, the person did not say, the same way ('purè' was 'Pure alcohol'; 0026-fix21bit).
  const unasked = (f: FoodFacts) => isUnaskedBabyFood(f.name, food) || isUnaskedAlcohol(f.name, food);
  if (first && unasked(first)) {
    const words = sameFoodWords(food);
    first = ctx.lookupFoods ? (await ctx.lookupFoods(name)).find((f) => !unasked(f) && holdsWords(f.name, words)) : undefined;
  }
  // Another dish by a word it shares with what was said (a pudding for 'pane burro', a Chinese restaurant's dish for 'pollo
  // al limone', spelt for 'risotto', an ice cream for 'strawberries and cream'; `otherDishWords`, 0027-guard22), as the
  // analyzer reads it: the first entry that is not, holding what was said; else the entry stays.
  const saidText = `${food} ${name}`;
  if (first && isOtherDish(first.name, saidText) && ctx.lookupFoods) {
    const words = sameFoodWords(food);
    first = (await ctx.lookupFoods(name)).find((f) => !unasked(f) && !isOtherDish(f.name, saidText) && holdsWords(f.name, words)) ?? first;
  }
  // A pizza named by its topping is the pizzeria's, as a plain 'pizza' is (chat.foods.ts NAMES): the tables' restaurant
  // entry when one holds every word said ('pepperoni pizza': not the search's first, a stuffed crust), unless the
  // person said where it came from or how it was made.
  if (first && name === food && /\bpizza\b/.test(name) && !PIZZA_KIND.test(food)) {
    const pizzeria = await ctx.lookupFood(`${name} restaurant`);
    if (pizzeria && /\brestaurant\b/i.test(pizzeria.name) && holdsWords(pizzeria.name, sameFoodWords(food))) first = pizzeria;
  }
  // A brand said alone ('un mars'): when the first entry only holds a longer word ('Marsala wine'), the bar of that name.
  if (first && /^[a-z]{3,}$/.test(name) && !holdsWords(first.name, [name])) {
    const bar = await ctx.lookupFood(`${name} bar`);
    if (bar && isBrandedBar(bar.name) && holdsWords(bar.name, [name])) first = bar;
  }
  // A brand's protein or nutrition bar the person did not ask for ('a snickers bar': FNDDS 'Nutrition bar (Snickers
  // Marathon Protein Bar)' comes first): the brand's chocolate bar among the first entries.
  if (first && NOT_CANDY_BAR.test(first.name) && !NOT_CANDY_BAR.test(food) && ctx.lookupFoods) {
    const words = sameFoodWords(food);
    const candy = (await ctx.lookupFoods(name)).find((f) => isBrandedBar(f.name) && holdsWords(productPart(f.name), words));
    if (candy) first = candy;
  }
  // A free-from kind the person did not say ('a slice of sourdough bread' was BLS' 'Sourdough bread gluten-free', 34 g of
  // carbohydrate per 100 g against 52): the first entry for the food itself.
  if (first && FREE_FROM.test(first.name) && !FREE_FROM_SAID.test(food) && ctx.lookupFoods) {
    const words = sameFoodWords(food);
    const usual = (await ctx.lookupFoods(name)).find((f) => !FREE_FROM.test(f.name) && holdsWords(f.name, words));
    if (usual) first = usual;
  }
  // A salad said found as its dressing ('caesar salad': 'Salad dressing, caesar dressing'), or a dish said by its parts
  // found with a meat or fish the person did not say ('spaghetti in tomato sauce': 'Spaghetti, with meatballs in tomato
  // sauce'): the first entry holding the words said that is neither, a dressed dish before one 'without dressing'
  // (0026-chatrest21).
  if (first && ctx.lookupFoods) {
    const words = sameFoodWords(food);
    const notSaid = (f: FoodFacts) => isDressingForSaidSalad(f.name, food) || addedFlesh(f.name, words).length > 0;
    if (notSaid(first)) {
      const said = (await ctx.lookupFoods(name)).filter((f) => !notSaid(f) && holdsWords(f.name, words));
      const whole = said.find((f) => !WITHOUT_PART.test(f.name)) ?? said[0];
      if (whole) return whole;
    }
  }
  // An entry for a dish without a part, or for a food as a dish's part ('Bacon, for use on a sandwich' for 'a bacon
  // sandwich'): the next entry for the dish itself.
  const partOnly = first && ((WITHOUT_PART.test(first.name) && !SAID_WITHOUT.test(food)) || FOR_A_DISH.test(first.name));
  if (first && partOnly && ctx.lookupFoods) {
    const words = sameFoodWords(food);
    const whole = (await ctx.lookupFoods(name)).find(
      (f) =>
        !WITHOUT_PART.test(f.name) && !FOR_A_DISH.test(f.name) && !THE_PART.test(f.name.split(/[,(]/)[0]!) && holdsWords(f.name, words),
    );
    if (whole) return whole;
  }
  if (first && first.name.endsWith(", NFS") && !SAID_FAT.test(food) && ctx.lookupFoods) {
    const plain = withoutAddedFat(first, await ctx.lookupFoods(name), sameFoodWords(food));
    if (plain) return plain;
  }
  const facts = first;
  if (!facts || !PROCESSED.test(facts.name) || PROCESSED.test(food) || name !== food) return facts;
  const raw = await ctx.lookupFood(`${name} raw`);
  // The raw food must be the same food ('Mango nectar' -> 'Mangos, raw'; 'Oil, olive' is not 'Herring, oily').
  const stems = facts.name
    .toLowerCase()
    .replace(PROCESSED, " ")
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.replace(/e?s$/, ""));
  const same = raw && stems.some((w) => raw.name.toLowerCase().includes(w));
  return raw && same && !PROCESSED.test(raw.name) ? raw : facts;
}

/**
 * A counted food whose entry has no portion ('un cappuccino' in a table without household measures): the portion of
 * another table's entry for the same food (its name holds all the words; not a product they did not name). A drink
 * measured in fluid ounces is counted in cups, not in a coffee shop's small, medium or large.
 */
async function sameFoodPortion(
  m: FoodMention,
  facts: FoodFacts,
  ctx: ChatContext,
  maxUnsaid = Infinity,
): Promise<(Portion & { from: string; entry: FoodFacts; assumed?: boolean }) | undefined> {
  if (!ctx.lookupFoods) return undefined;
  const words = sameFoodWords(m.food);
  // The plainest entries first (fewest words the person did not say), in the search's order among equals.
  const others = (await ctx.lookupFoods(searchName(m.food)))
    .map((f, i) => ({ f, i, extra: unsaidWords(f.name, words) }))
    .sort((a, b) => a.extra - b.extra || a.i - b.i)
    .map((x) => x.f);
  for (const other of others) {
    // The words in the product's name, not its maker's ('Candies, MARS SNACKFOOD US, COCOAVIA …' is no Mars bar).
    if (other.name === facts.name || other.portions.length === 0 || !holdsWords(productPart(other.name), words)) continue;
    if (unsaidWords(other.name, words) > maxUnsaid) continue;
    // A salad's dressing is not the salad (its 30 g is no salad's serving), nor a dish with a meat added the dish said
    // (0026-chatrest21).
    if (isDressingForSaidSalad(other.name, m.food) || addedFlesh(other.name, words).length > 0) continue;
    if (PROCESSED.test(other.name) && !PROCESSED.test(m.food) && !namesBrand(other.name, m.food)) continue;
    const fluid = !m.unit && !m.size && other.portions.some((p) => /\bfl oz\b/.test(p.label));
    const p = choosePortion(fluid ? { ...m, unit: "cup" } : m, other.portions, other.name);
    if (p && !p.assumed) return { ...p, from: other.name, entry: other };
  }
  return undefined;
}

/**
 * A portion borrowed from a word's entry (`borrowedPortion`) weighs that entry's food: when the two differ in energy
 * beyond a label's tolerance (±20 % per 100 g), they are not one food ('cono gelato al pistacchio': the word 'cono' lends
 * FNDDS 'Ice cream cone, NFS', 125 g of ice cream in its cone at 229 kcal/100 g, to CIQUAL's wafer cone alone at 401),
 * and the values are the portion's entry's, so the weight and the energy come from one food (0026-fix21chat). Within
 * the tolerance, or for a cooked form said of the word's food, the first entry's values stay.
 */
function withItsValues<P extends { entry: FoodFacts }>(p: P, facts: FoodFacts, said: string, use: (entry: FoodFacts) => void): P {
  // A cooked form said ('a fried egg' on the raw egg's weight): the cooking changes the energy per 100 g, not the piece.
  if (said.split(" ").some((w) => w !== "al" && w !== "in" && COOKED_WORD.test(w))) return p;
  const [a, b] = [p.entry.per100g.kcal, facts.per100g.kcal];
  if (a !== null && b !== null && Math.abs(a - b) > 0.2 * Math.max(a, b)) use(p.entry);
  return p;
}

/** Words that say how a food is sold or kept, not which food it is. */
const PLAIN_WORDS =
  /^(raw|fresh|plain|regular|commercial|commercially|prepared|ready|to|eat|all|types?|average|nfs|ns|and|or|of|with|the|a|in)$/;
/** How many words of a table entry's name the person did not say ('Bread, french or vienna, whole wheat': french, vienna). */
function unsaidWords(entryName: string, words: string[]): number {
  const said = new Set(words.map((w) => w.replace(/e?s$/, "")));
  return entryName
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !PLAIN_WORDS.test(w) && !said.has(w.replace(/e?s$/, ""))).length;
}

/** The tables mark a brand in capitals ('Candies, MARS SNACKFOOD US, SNICKERS Bar'): the person named that product. */
function namesBrand(entryName: string, said: string): boolean {
  const brands = brandWords(entryName);
  return said
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => w.length >= 3 && brands.includes(w));
}

/** A counted food the tables give no portion for ('uovo fritto', 'fried egg'): the portion of its main word's food. */
/** Words that say how a food was cooked or kept, in English and Italian. */
const COOKED_WORD =
  /^(boiled|fried|grilled|roasted|roast|baked|scrambled|poached|steamed|stewed|braised|toasted|smoked|raw|cooked|hard|soft|lesso|lessa|lesse|lessi|sodo|sode|fritt[aoie]|grigliat[aoie]|arrost[oi]|arrostit[aoie]|al|forno|bollit[aoie]|in|camicia|strapazzat[aoie]|affumicat[aoie]|cott[aoie]|crud[aoie]|tostat[aoie]|vapore)$/;

/**
 * Whether the entry writes two words said as one ('panna cotta': BLS 'Pannacotta'): one name, so no word of it is the
 * food whose portion could be borrowed ('panna', cream, was 20 g of a panna cotta).
 */
const writtenAsOne = (entryName: string, food: string): boolean => wordsWrittenAsOne(entryName, food.split(" ")).length > 0;

/** The words said, two by two, that the entry writes as one word ('panna', 'cotta' for 'Pannacotta'). */
function wordsWrittenAsOne(entryName: string, said: string[]): string[] {
  const entry = entryName.toLowerCase().split(/[^a-z]+/);
  return said.flatMap((w, i) => (i > 0 && entry.includes(`${said[i - 1]}${w}`) ? [said[i - 1]!, w] : []));
}

async function borrowedPortion(
  m: FoodMention,
  ctx: ChatContext,
  entryName?: string,
): Promise<(Portion & { from: string; entry: FoodFacts; assumed?: boolean }) | undefined> {
  const words = m.food.split(" ").filter((w) => w.length >= 3);
  if (words.length < 2) return undefined;
  // Not a word that says how it was cooked: 'a boiled egg' is an egg's portion, not a boiled potato's (136 g). Nor a
  // word the entry's head does not hold: the food found is a dish of it, not it ('a lamb rogan josh' is CoFID's 'Curry,
  // lamb rogan josh', a curry, not a 90 g lamb chop); with no word left the dish is the analyzer's reading.
  const head = entryName?.split(",")[0];
  const headHolds = (x: string) => !head || sameFoodWords(x).some((w) => holdsWords(head, [w]));
  const named = words.filter((x) => !COOKED_WORD.test(x) && headHolds(x));
  // Things counted (two or more) named by two foods' words are neither ('4 fish fingers' are no fish, '2 spring rolls'
  // no bread roll): no word lends its portion; the analyzer reads them in their pieces (0023-countpieces).
  if (!m.unit && (m.count ?? 1) > 1 && named.length > 1) return undefined;
  for (const w of named) {
    const other = await ctx.lookupFood(searchName(w));
    const p = other && choosePortion({ ...m, food: w }, other.portions, other.name);
    if (p && !p.assumed) return { ...p, from: other.name, entry: other };
  }
  return undefined;
}

/**
 * A household unit the first entry's table does not measure ('a slice' of BLS 'Wholemeal wheat bread', 'a cup' of CoFID
 * 'Blueberries'): the first entry for the same food in a table that measures it answers, with its own values, so the
 * amount and the values come from one table (a table's guess of 25 g a slice, or another table's cup on this table's
 * values, would mix two). Without one, the stated household size.
 */
async function measuredElsewhere(
  m: FoodMention,
  facts: FoodFacts,
  ctx: ChatContext,
  own: Portion & { assumed?: boolean },
  use: (entry: FoodFacts) => void,
): Promise<Portion & { assumed?: boolean }> {
  // No more specific than the first entry: 'Bread, french or vienna, whole wheat' does not answer for 'whole wheat bread'.
  const other =
    (await sameFoodPortion(m, facts, ctx, unsaidWords(facts.name, sameFoodWords(m.food)))) ?? (await sameNamePortion(m, facts, ctx));
  if (!other) return own;
  use(other.entry);
  return { label: other.label, grams: other.grams };
}

/** An entry's name without what its brackets add ('Bread, french or vienna (includes sourdough)' → 'bread, french or vienna'). */
const bareName = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .trim()
    .toLowerCase();

/**
 * The unit said from the entry of the same name in another table, when the first entry lacks it ('a slice of
 * sourdough': SR28's 'Bread, french or vienna (includes sourdough)' has no slice one eats, FNDDS' 'Bread, French or
 * Vienna' its medium slice, 64 g): the same food, so its measure holds.
 */
async function sameNamePortion(m: FoodMention, facts: FoodFacts, ctx: ChatContext): Promise<(Portion & { entry: FoodFacts }) | undefined> {
  if (!ctx.lookupFoods) return undefined;
  const bare = bareName(facts.name);
  for (const twin of await ctx.lookupFoods(bare)) {
    if (twin.name === facts.name || bareName(twin.name) !== bare) continue;
    const p = choosePortion(m, twin.portions, twin.name);
    if (p && !p.assumed) return { ...p, entry: twin };
  }
  return undefined;
}

/**
 * A branded chocolate bar whose entry gives no weight (CoFID 'Mars bar and own brand equivalents'): the bar of the same
 * brand among the US tables' confectionery, which SR28 names 'Candies, <maker>, <BRAND> …' ('Candies, MARS SNACKFOOD US,
 * MARS Almond Bar', 1 bar 50 g; the UK's Mars weighs 51 g). Its weight only: the values stay the first entry's.
 */
async function brandBarElsewhere(
  m: FoodMention,
  facts: FoodFacts,
  ctx: ChatContext,
): Promise<(Portion & { from: string; assumed?: boolean }) | undefined> {
  if (!isBrandedBar(facts.name) || !ctx.lookupFoods) return undefined;
  for (const word of m.food.split(" ").filter((w) => w.length >= 3 && w !== "bar" && w !== "bars" && w !== "barretta")) {
    for (const other of await ctx.lookupFoods(`candies ${word}`)) {
      if (!isBrandedBar(other.name) || !brandWords(other.name).includes(word)) continue;
      const bar = other.portions.find(
        (p) => /^1 bar\b/i.test(p.label) && !/\b(fun size|mini|miniature|king size|snack size)\b/i.test(p.label),
      );
      if (bar) return { label: bar.label, grams: bar.grams, from: other.name };
    }
  }
  return undefined;
}

/** Grains, pasta and dried legumes, eaten cooked though the tables list them raw or dry too (not oats: muesli). */
const DRY_STAPLE =
  /^(rice|spelt|barley|quinoa|couscous|bulgur|millet|buckwheat|pasta|noodles|spaghetti|macaroni|lentils|chickpeas|beans)\b/i;
const DRY_FORM = /\b(raw|dry|uncooked)\b/i;
const DRY_SAID = /\b(raw|dry|uncooked|crud[oaie]|secc[oaie])\b/;

/**
 * A grain said without its grams ('una porzione di riso basmati', 'a bowl of farro') found in its raw or dry form: the
 * same food cooked, as it is eaten and as a plate or a bowl holds it (250 g of raw rice would be 870 kcal). Grams said
 * stay on the food found: in Italy rice and pasta are weighed raw.
 */
async function cookedStaple(food: string, found: FoodFacts, ctx: ChatContext): Promise<FoodFacts | undefined> {
  if (!DRY_STAPLE.test(found.name) || !DRY_FORM.test(found.name) || DRY_SAID.test(food)) return undefined;
  const cooked = await ctx.lookupFood(`${searchName(food)} cooked`);
  const words = sameFoodWords(food);
  return cooked && !DRY_FORM.test(cooked.name) && /\b(cooked|boiled)\b/i.test(cooked.name) && holdsWords(cooked.name, words)
    ? cooked
    : undefined;
}

/** Fish sold in cans, in English and Italian. */
const CANNED_FISH =
  /\b(sardines?|sardin[ae]|pilchards?|mackerel|sgombr[oi]|tuna|tonno|salmon|salmone|anchov(?:y|ies)|acciugh[ae]|alic[ei])\b/i;
/** A fish said in its oil ('sardines in oil', 'tonno sott'olio'): the canned fish, not the oil. */
const IN_OIL_SAID = /\b(?:in|sott'?)\s*(?:oil|olio)\b|\boil\b|\bolio\b/i;

/**
 * A fish said by its can ('a tin of sardines', 'una scatola di sgombro') or in its oil ('a can of sardines in oil'),
 * found fresh or as the fish's oil: the tables' canned fish, drained, as it is eaten ('a tin of sardines' was 240 g of
 * raw sardine, 'sardines in oil' 240 g of sardine oil, 2,160 kcal), weighed by the can the tables give it (SR28's
 * sardines: 1 can, 92 g).
 */
async function cannedFish(m: FoodMention, found: FoodFacts, ctx: ChatContext): Promise<FoodFacts | undefined> {
  const fish = CANNED_FISH.exec(m.food)?.[0];
  if (!fish || CANNED_ENTRY.test(found.name) || (m.unit !== "can" && !IN_OIL_SAID.test(m.food))) return undefined;
  const oil = IN_OIL_SAID.test(m.food) ? " in oil" : "";
  const query = `${searchName(fish)}${oil} canned`;
  const entries = ctx.lookupFoods ? await ctx.lookupFoods(query) : [await ctx.lookupFood(query)];
  // The fish out of its can, not the fish's oil ('Sardine oil').
  return entries.find((e) => e && CANNED_ENTRY.test(e.name) && holdsWords(e.name, sameFoodWords(fish)));
}

/**
 * A tin of fish said in its sauce ('a tin of mackerel in tomato sauce'), eaten with it (`fishTinInSauceGrams`): the
 * tables' entry that weighs the tin as it is eaten, with its sauce ('whole contents', CoFID), else the fish in that sauce
 * drained (CIQUAL: the fillets with the sauce on them, most of the tin), before an entry that says neither (BLS'
 * 'Mackerel in tomato sauce, canned', 10 g protein per 100 g, below the fish's labels, 13-15 g) (0027-fix22chatA).
 */
async function fishInItsSauce(m: FoodMention, found: FoodFacts, ctx: ChatContext): Promise<FoodFacts | undefined> {
  const fish = TINNED_FISH.exec(m.food)?.[0];
  if (m.unit !== "can" || !fish || fishTinInSauceGrams(m.food) === undefined) return undefined;
  const query = `${searchName(m.food)} canned`;
  const entries = (ctx.lookupFoods ? await ctx.lookupFoods(query) : [await ctx.lookupFood(query)]).filter(
    (e): e is FoodFacts =>
      e !== undefined && CANNED_ENTRY.test(e.name) && /\bsauce\b/i.test(e.name) && holdsWords(e.name, sameFoodWords(fish)),
  );
  const rank = (e: FoodFacts) => (WITH_LIQUID_ENTRY.test(e.name) ? 0 : DRAINED_ENTRY.test(e.name) ? 1 : 2);
  const best = [...entries, found].filter((e) => /\bsauce\b/i.test(e.name)).sort((a, b) => rank(a) - rank(b))[0];
  return best && best.name !== found.name ? best : undefined;
}

/** A canned entry drained of its liquid, or with it. */
const DRAINED_ENTRY = /\bdrained\b/i;
const WITH_LIQUID_ENTRY = /\b(solids and liquids|whole contents)\b/i;
const FAT_ADDED_ENTRY = /\b(fat added|with added fat|with oil|fried)\b/i;

/**
 * A food said by its can ('a can of ravioli', 'a tin of chickpeas') found in another form (BLS' fresh ravioli, chickpeas
 * from dried): the tables' canned entry of it, as the can holds it, which the can's weight then applies to: with its
 * sauce or syrup when it is eaten so (`eatenWithItsSauce`), else drained (0026-chatbare). A drink's can, and fish (its
 * own rule, `cannedFish`), are not this.
 */
async function cannedFood(m: FoodMention, found: FoodFacts, ctx: ChatContext): Promise<FoodFacts | undefined> {
  // A food whose entry is already as the can holds it ('Baked beans', beans in their sauce) keeps its entry.
  if (
    m.unit !== "can" ||
    CANNED_ENTRY.test(found.name) ||
    eatenWithItsSauce("", found.name) ||
    CANNED_FISH.test(m.food) ||
    isDrink(m.food, found.name)
  )
    return undefined;
  const query = `${searchName(m.food)} canned`;
  const entries = (ctx.lookupFoods ? await ctx.lookupFoods(query) : [await ctx.lookupFood(query)]).filter(
    (e): e is FoodFacts =>
      e !== undefined &&
      CANNED_ENTRY.test(e.name) &&
      holdsWords(e.name, sameFoodWords(m.food)) &&
      // Not a meat the person did not say ('Spaghetti, with meatballs in tomato sauce, canned'; 0026-chatrest21).
      addedFlesh(e.name, sameFoodWords(m.food)).length === 0,
  );
  const whole = eatenWithItsSauce(m.food, found.name);
  // As the can holds it: with its liquid or drained, and nothing added in the cooking ('Chickpeas, from canned, fat added').
  const asCanned = entries.filter((e) => !FAT_ADDED_ENTRY.test(e.name));
  return asCanned.find((e) => (whole ? !DRAINED_ENTRY.test(e.name) : !WITH_LIQUID_ENTRY.test(e.name))) ?? (whole ? asCanned[0] : undefined);
}

/**
 * Grams of rice, pasta or a grain written by themselves in Italian ('80 g di riso'): its raw or dry entry, as the analyzer
 * reads them (`rawWeighedStaple`; 0025-anaportion).
 */
async function rawStaple(food: string, grams: number, lang: Language, ctx: ChatContext): Promise<FoodFacts | undefined> {
  const query = rawWeighedStaple(food, grams, lang);
  if (!query) return undefined;
  const entries = ctx.lookupFoods ? await ctx.lookupFoods(query) : [await ctx.lookupFood(query)];
  return entries.find((e) => e !== undefined && isRawStapleEntry(query, e.name));
}

/** A branded chocolate bar no table weighs ('un Bounty'): the tables' regular bar, stated (chat.foods.ts REGULAR_BAR_GRAMS). */
const regularBar = (facts: FoodFacts): (Portion & { assumed: true }) | undefined =>
  isBrandedBar(facts.name) ? { label: "bar", grams: REGULAR_BAR_GRAMS, assumed: true } : undefined;

/**
 * The amount a mention means. `bare` says how a food said without any amount is read: per 100 g, as a comparison or a
 * list reads it ('ha più zucchero il kiwi o la prugna?'), or as one portion when the question asks about that food alone
 * ('chicken tikka masala calories'; `bareFoodReading`, 0026-chatbare).
 */
/**
 * A household measure the answer assumed ('a can', 'a glass', 'una tazza'), said once: the unit as the person said it,
 * the food, then the size taken and its weight in one parenthesis ('1 can of baked beans (400 g, eaten with its sauce;
 * a household measure)', '1 glass of milk (200 ml; a household measure)', '2 cucchiai di olio (2 × 13,5 g = 27 g;
 * misura casalinga)'). The unit's stated size
 * ('can (400 g, eaten with its sauce)') is not repeated when its weight is the one taken.
 */
function householdLabel(count: string, unitName: string, food: string, portionGrams: number, amount: string, lang: Language): string {
  const sized = /^(.*?)\s*\(([^)]*)\)$/.exec(unitName);
  const unit = sized ? sized[1]! : unitName;
  const size = sized?.[2] ?? "";
  const one = `${fmt(portionGrams, "en", 1).replace(".", "[.,]")} g`;
  // The size states the weight taken ('400 g, eaten with its sauce', '400 g, 240 g drained'): for one, it is the amount.
  const statesWeight = new RegExp(`(^|[\\s,])${one}\\b`).test(size);
  const leadingWeight = new RegExp(`^${one}\\b[,\\s]*`);
  // A drink's volume that weighs the same in grams ('200 ml', 200 g) is said once, as the volume.
  const sameAsVolume = new RegExp(`^${amount.replace(/ g$/, "").replace(/[.,]/, "[.,]")} ml$`).test(size);
  const parts = !size
    ? [amount]
    : statesWeight && count === "1"
      ? [size]
      : leadingWeight.test(size)
        ? [amount, size.replace(leadingWeight, "")]
        : sameAsVolume
          ? [size]
          : [size, amount];
  const said = parts.filter(Boolean).join(", ");
  return lang === "it"
    ? `${count} ${unit} di ${food} (${said}; misura casalinga)`
    : `${count} ${unit} of ${food} (${said}; a household measure)`;
}

async function resolveAmount(
  m: FoodMention,
  ctx: ChatContext,
  lang: Language,
  bare: "per-100-g" | "portion" = "per-100-g",
): Promise<FoodAmount | { unknown: string }> {
  const found = await findFood(m.food, ctx);
  if (!found) return { unknown: m.food };
  let facts =
    (!m.grams && (await cookedStaple(m.food, found, ctx))) ||
    (m.grams && (await rawStaple(m.food, m.grams, lang, ctx))) ||
    (await fishInItsSauce(m, found, ctx)) ||
    (await cannedFish(m, found, ctx)) ||
    (await cannedFood(m, found, ctx)) ||
    found;
  const it = lang === "it";
  // A fish cut said without a weight: the answer says the weight was taken ('1 trancio, considero 150 g').
  if (m.grams && m.fishCut) {
    const { word, count } = m.fishCut;
    const each = count === 1 ? `${fmt(m.grams, lang)} g` : `${fmt(count, lang)} × ${FISH_PORTION_GRAMS} g = ${fmt(m.grams, lang)} g`;
    const label = it
      ? `${fmt(count, lang)} ${word} (considero ${each}, la porzione di pesce come si compra)`
      : `${fmt(count, lang)} ${word} (taken as ${each}, a fish portion as bought)`;
    return { facts, grams: m.grams, label, said: m.food };
  }
  if (m.grams) return { facts, grams: m.grams, label: `${fmt(m.grams, lang)} g`, said: m.food };
  if (m.count === undefined && !m.unit && !isDish(m.food)) {
    // A dish or a food eaten by the piece said without an amount ('chicken tikka masala calories', 'calories in string
    // cheese', 'kit kat calories') is one serving or one of it, as the analyzer reads the same words; a food people weigh
    // stays per 100 g (`bareFoodReading`, 0026-chatbare).
    const reading = bare === "portion" ? bareFoodReading(m.food, facts, isBrandedBar(facts.name)) : undefined;
    if (reading === "serving") return resolveAmount({ ...m, unit: "serving" }, ctx, lang);
    if (reading === "packet") return resolveAmount({ ...m, unit: "bag" }, ctx, lang);
    if (reading === "one") return resolveAmount({ ...m, count: 1 }, ctx, lang);
    return { facts, grams: 100, label: "100 g", said: m.food };
  }
  const n = m.count ?? 1;
  const own = choosePortion(m, facts.portions, facts.name, facts.category, facts.lexicon?.piece, lang);
  // Portion sanity across the tables: a dish's household guess ('a slice' = 25 g, bread's) gives way to the dish's own
  // portion in another table ('a slice of pizza margherita' is a piece of pizza, about 120 g).
  const portion = !own
    ? ((await sameFoodPortion(m, facts, ctx)) ??
      (await brandBarElsewhere(m, facts, ctx)) ??
      regularBar(facts) ??
      (writtenAsOne(facts.name, m.food)
        ? undefined
        : await borrowedPortion(m, ctx, facts.name).then((p) => p && withItsValues(p, facts, m.food, (entry) => (facts = entry)))))
    : own.assumed && m.unit && (isDish(m.food) || isDish(facts.name.toLowerCase()))
      ? ((await borrowedPortion(m, ctx)) ?? own)
      : own.assumed && m.unit
        ? await measuredElsewhere(m, facts, ctx, own, (entry) => (facts = entry))
        : own;
  // 'A portion of' a food no table sizes, by the household guess of a plate (250 g): the analyzer's dish portion comes
  // first (a dessert's 120 g, a soup's 300 g), as for a counted food no table weighs.
  const guessedServing =
    portion?.assumed === true &&
    m.unit === "serving" &&
    portion.label === "serving" &&
    n === 1 &&
    !isDish(m.food) &&
    !isDish(facts.name.toLowerCase());
  if (!portion) {
    return {
      facts,
      grams: 100,
      said: m.food,
      unsized: true,
      label: it
        ? `100 g (la banca dati non indica il peso di una porzione di ${m.food}: indico i valori per 100 g)`
        : `100 g (the food tables give no portion weight for ${m.food}, so these are the values per 100 g)`,
    };
  }
  const grams = Math.round(n * portion.grams * 10) / 10;
  const canNames =
    m.unit === "can" && portion.assumed === true
      ? portion.grams === FOOD_CAN_GRAMS
        ? FOOD_CAN_NAMES
        : portion.grams === WHOLE_CAN_GRAMS
          ? WHOLE_CAN_NAMES
          : portion.grams === fishTinInSauceGrams(m.food)
            ? fishTinInSauceNames(portion.grams)
            : portion.grams === TUNA_CAN_DRAINED_GRAMS
              ? TUNA_CAN_NAMES
              : portion.grams === SMALL_FOOD_CAN_GRAMS
                ? SMALL_FOOD_CAN_NAMES
                : portion.grams === FISH_CAN_GRAMS
                  ? FISH_CAN_NAMES
                  : undefined
      : m.unit === "glass" && portion.assumed === true
        ? SIZED_GLASS_NAMES[portion.label]
        : undefined;
  const what = portion.assumed
    ? m.unit
      ? canNames
        ? canNames[it ? 1 : 0]
        : UNIT_NAMES[m.unit][it ? 1 : 0]
      : it
        ? (ASSUMED_NAMES[portion.label]?.[1] ?? portion.label)
        : (ASSUMED_NAMES[portion.label]?.[0] ?? portion.label)
    : `${portionWords(portion.label, lang)}${"from" in portion ? (lang === "it" ? `, peso della porzione della ${italianEntry(String(portion.from))}` : `, the portion weight of ${portion.from}`) : ""}`;
  // The weight taken, said once: '118 g' for one, '2 × 50 g = 100 g' for more.
  const each = n === 1 ? `${fmt(grams, lang, 1)} g` : `${fmt(n, lang, 2)} × ${fmt(portion.grams, lang, 1)} g = ${fmt(grams, lang, 1)} g`;
  // A size whose name already ends with the weight ('a regular chocolate bar, 48 g') is not followed by it again.
  const taken = n === 1 && what.endsWith(`, ${each}`) ? what : `${what}: ${each}`;
  const count = fmt(n, lang, 2);
  // The unit as the person said it; its stated size ('lattina (330 ml)') only when that size is the one assumed.
  const unitWord = (i: 0 | 1) => {
    const name = canNames ? canNames[n === 1 ? i : i + 2]! : (n === 1 ? UNIT_NAMES : UNIT_NAMES_PLURAL)[m.unit!][i];
    return portion.assumed ? name : name.replace(/\s*\([^)]*\)$/, "");
  };
  const label =
    portion.assumed && m.unit
      ? householdLabel(count, unitWord(it ? 1 : 0), m.food, portion.grams, each, lang)
      : it
        ? `${count} ${m.unit ? `${unitWord(1)} di ` : ""}${m.food} (considero ${taken}${portion.assumed ? ", misura casalinga" : ""})`
        : `${count} ${m.unit ? `${unitWord(0)} of ` : ""}${m.food} (taken as ${taken}${portion.assumed ? ", a household measure" : ""})`;
  return { facts, grams, label, said: m.food, ...(guessedServing ? { guessedServing } : {}) };
}

type NutrientKey = keyof FoodFacts["per100g"];
/** A nutrient the food's entry does not report, per 100 g from another table's entry for the same food. */
type Filled = Partial<Record<NutrientKey, { per100: number; from: string }>>;

function nutrientParts(a: FoodAmount, keys: readonly NutrientKey[], lang: Language, filled: Filled = {}): string[] {
  return keys.map((k) => {
    const other = filled[k];
    const per100 = a.facts.per100g[k] ?? other?.per100 ?? null;
    const [en, it, unit] = NUTRIENT_LABEL[k];
    if (per100 === null) return lang === "it" ? `${it}: non indicato nella tabella` : `${en}: not reported in the table`;
    const value = (per100 * a.grams) / 100;
    const from =
      a.facts.per100g[k] == null && other
        ? lang === "it"
          ? ` (da ${other.from}: la prima tabella non lo indica)`
          : ` (from ${other.from}: the first table does not report it)`
        : "";
    return `${lang === "it" ? it : en} ${fmt(value, lang, unit === "g" ? 1 : mgDigits(value))} ${unit}${from}`;
  });
}

/**
 * The nutrients asked that the food's entry does not report (a table that publishes energy and macronutrients only:
 * BLS gives a pizza margherita no salt): per 100 g from the first other entry for the same food that reports them.
 */
async function fillMissing(a: FoodAmount, keys: readonly NutrientKey[], ctx: ChatContext): Promise<Filled> {
  const missing = keys.filter((k) => a.facts.per100g[k] == null);
  if (missing.length === 0 || !ctx.lookupFoods) return {};
  const words = sameFoodWords(a.said);
  const filled: Filled = {};
  const fillFrom = (entries: FoodFacts[]) => {
    for (const other of entries) {
      if (other.name === a.facts.name || !holdsWords(other.name, words)) continue;
      if (PROCESSED.test(other.name) && !PROCESSED.test(a.said)) continue;
      for (const k of missing) {
        // A decaffeinated or caffeine-free entry says nothing of the caffeine of the food asked.
        if (k === "caffeine" && NO_CAFFEINE.test(other.name) && !NO_CAFFEINE.test(a.said)) continue;
        const v = other.per100g[k];
        if (v != null && !filled[k]) filled[k] = { per100: v, from: other.name };
      }
    }
  };
  const name = searchName(a.said);
  fillFrom(await ctx.lookupFoods(name));
  // Only some tables report a nutrient (caffeine: the US ones): when none of the first entries does, the name's regular
  // form, as the US tables call it ('cola' → 'Beverages, carbonated, cola, regular'), once.
  if (missing.some((k) => !filled[k]) && !/\bregular\b/.test(name)) fillFrom(await ctx.lookupFoods(`${name} regular`));
  return filled;
}
/** An entry without caffeine: decaffeinated coffee or tea, a caffeine-free cola. */
const NO_CAFFEINE = /\b(decaf(feinated)?|caffeine[- ]free|(without|no|senza) caff?eine?a?)\b/i;

/**
 * An Italian answer names the food as the person said it ('150 g di petto di pollo'), not by the table's English name;
 * the table's entry stays, as the source the values come from. A label that already says the food ('1 porzione di
 * tiramisù (considero …)') is not followed by it again.
 */
function italianHead(a: FoodAmount, q?: string): string {
  const shown = fatFreeInItalian(q ? saidAs(q, a.said) : a.said);
  const label = a.said ? a.label.replace(a.said, shown) : a.label;
  return a.said && a.label.includes(a.said) ? label : `${label} di ${shown || a.facts.name}`;
}

/**
 * An English answer's head: the amount and the food as said; the table's entry follows only when the amount does not
 * say the food ('150 g of Chicken, broiler…'), so '1 can of baked beans (…)' is not followed by 'of Baked beans'.
 */
const saysFood = (a: FoodAmount) => Boolean(a.said) && a.label.includes(a.said);
const englishHead = (a: FoodAmount): string => (saysFood(a) ? a.label : `${a.label} of ${a.facts.name}`);
/** The same, naming the table's entry it comes from when the head does not ('1 can of baked beans (…) (entry "Baked beans")'). */
const englishHeadWithEntry = (a: FoodAmount): string =>
  saysFood(a) ? `${a.label} (entry "${a.facts.name}")` : `${a.label} of ${a.facts.name}`;
/** The source of an English food answer: the table, and its entry when the head does not name it. */
const englishSource = (a: FoodAmount): string =>
  `Calculated from the food database${saysFood(a) ? `, entry "${a.facts.name}"` : ""} (${a.facts.source})`;

/**
 * The tables' 'nonfat', which a food said free of fat is searched by ('yogurt greco 0%', 'uno skinny latte'), in Italian
 * after the food it says: 'yogurt greco magro', 'latte magro'.
 */
export const fatFreeInItalian = (food: string): string =>
  food.replace(/\bnonfat\s+(\p{L}+)/giu, "$1 magro").replace(/\bnonfat\b/gi, "magro");

/** Links the food's name keeps as said ('petto di pollo', 'torta di mele'), which the reading of the amount drops. */
const NAME_LINK = "(?:[\\s']+(?:di|del|della|dello|dei|degli|delle|d|al|alla|allo|ai|agli|alle|all))?[\\s']+";
/** The food's name as the question wrote it ('petto di pollo' for the words 'petto pollo'), else the words. */
function saidAs(q: string, food: string): string {
  const words = food.split(" ").filter(Boolean);
  if (words.length < 2 || !words.every((w) => /^[\p{L}\d]+$/u.test(w))) return food;
  const hit = new RegExp(`(?<![\\p{L}])${words.join(NAME_LINK)}(?![\\p{L}])`, "iu").exec(q.replace(/[’]/g, "'"));
  return hit ? hit[0].toLowerCase() : food;
}
/** The table's entry an Italian answer's values come from: 'voce «Chicken, broiler…»'. */
const italianEntry = (name: string) => `voce «${name}»`;
const italianSource = (facts: FoodFacts) =>
  `Valori calcolati dalla banca dati degli alimenti, ${italianEntry(facts.name)} (${facts.source})`;

function unknownFood(food: string, lang: Language): EngineAnswer {
  return {
    intent: "food-unknown",
    answer:
      lang === "it"
        ? `Non ho trovato "${food}" nella banca dati degli alimenti. Prova con un nome più semplice (ad esempio "salmone" o "riso bianco cotto").`
        : `I couldn't find "${food}" in the food database. Try a simpler name (for example "salmon" or "cooked white rice").`,
  };
}

/**
 * A British bacon butty, roll or bap and a UK takeaway kebab in pitta are the analyzer's reading (its bread and two back
 * rashers; CoFID's kebab in pitta at its served 300 g), not the first entry the search finds ('Rye roll with bacon', 36 g)
 * nor a household sandwich's 200 g (0027-fix22cEN).
 */
async function analyzerFirst(
  q: string,
  food: string,
  asked: (keyof FoodFacts["per100g"])[],
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[],
): Promise<EngineAnswer | undefined> {
  if (!isBritishBaconSandwich(food) && !isTakeawayKebab(food)) return undefined;
  return analyzerReadsUnknown(q, asked, ctx, lang, inherited);
}

/** The analyzer's reading wins at this confidence and above: a lexicon entry, a dish rule, a portion it knows (0027-fix22dEN). */
const ANALYZER_SURE = 0.8;

/**
 * The same words read two ways: the chat's own table search (a portion borrowed from a table) and the analyzer's
 * typed-meal reader (its lexicon's measures, dish portions). When the analyzer reads an English food said without a
 * weight as one food it is sure of, the same entry the chat found, and the two readings of a nutrient asked differ by more
 * than a food label's tolerance (20 %), the analyzer's portion is the answer, so the chat and the analyzer say the same
 * ('a slice of apple cake': its 90 g slice, not a cupcake's 115 g). Another entry stays the chat's: the analyzer's
 * reading of a plain food by another entry is not better (an avocado, a banana, a tin of mackerel: measured).
 * Returns the analyzer's item, for every intent that reads a food (its nutrients, whether it fits the day).
 */
async function analyzerReadsOtherwise(
  text: string,
  m: FoodMention,
  a: FoodAmount,
  keys: readonly (keyof FoodFacts["per100g"])[],
  ctx: ChatContext,
  lang: Language,
): Promise<MealItem | undefined> {
  if (!ctx.describeMeal || lang !== "en" || m.grams !== undefined || !text) return undefined;
  // A slice or serving of a dish (the analyzer's dish measures), or a dish the chat can only give per 100 g; a count or a
  // household unit of a plain food (10 strawberries, a spoon of honey, a tin of tuna) stays the chat's (measured).
  const perHundred = m.count === undefined && !m.unit && a.grams === 100;
  if (!perHundred && !(m.unit === "slice" || m.unit === "serving")) return undefined;
  if (!keys.every((k) => k in MEAL_FIELD)) return undefined;
  const items = (await ctx.describeMeal(text)).filter((i) => i.kcal !== null);
  const item = items.length === 1 ? items[0] : undefined;
  if (!item || (item.confidence ?? 0) < ANALYZER_SURE || item.entry !== a.facts.name) return undefined;
  // Per 100 g for want of a portion, the analyzer's plate of a dish (300 g of stew) is the answer, not its piece of a
  // snack (a 7 g stick of jerky: 100 g stays the chat's, measured).
  if (perHundred && item.grams <= 100) return undefined;
  const differs = keys.some((k) => {
    const per100 = a.facts.per100g[k];
    const read = item[MEAL_FIELD[k]!] as number | null;
    if (per100 === null || per100 === undefined || read === null) return false;
    const table = (per100 * a.grams) / 100;
    return Math.abs(read - table) > 0.2 * Math.max(table, read);
  });
  return differs ? item : undefined;
}

/** A name no table holds ('chicken kebab in pitta', 'side of mushy peas') is the analyzer's reading when it reads one (0027-fix22cEN). */
async function analyzerReadsUnknown(
  q: string,
  asked: (keyof FoodFacts["per100g"])[],
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[],
): Promise<EngineAnswer | undefined> {
  if (!ctx.describeMeal || !asked.every((k) => k in MEAL_FIELD)) return undefined;
  return answerMeal(q, ctx, lang, inherited, 1, 2);
}

async function answerFoodNutrients(
  q: string,
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[] = [],
): Promise<EngineAnswer | undefined> {
  const asked = askedNutrients(q);
  const m = parseMention(foodPart(q));
  if (!m.food) return undefined;
  // A meal known by one name that no table holds whole ('a chicken pasta bake', 'a full english') is the analyzer's reading
  // of its parts (`COMPOSITE_MEALS`), not the first entry the search finds for its words (a meal kit per 100 g; 0026-anaeng).
  if (ctx.describeMeal && COMPOSITE_MEALS.some((c) => c.name.test(m.food!)) && asked.every((k) => k in MEAL_FIELD)) {
    const meal = await answerMeal(q, ctx, lang, inherited);
    if (meal) return meal;
  }
  const analyzed = await analyzerFirst(q, m.food, asked, ctx, lang, inherited);
  if (analyzed) return analyzed;
  const a = await resolveAmount(m, ctx, lang, "portion");
  if ("unknown" in a) return (await analyzerReadsUnknown(q, asked, ctx, lang, inherited)) ?? unknownFood(a.unknown, lang);
  // A counted dish no table gives a portion for ('a chicken tikka masala': CoFID lists it per 100 g only) is sized as a
  // meal typed in the chat is: the analyzer's reading (its dish portions, a plate) when it reads one food; per 100 g
  // only when it does not know either.
  // A sandwich named by its one filling that the tables do not hold whole ('a sausage sandwich' found as the 'Sausage
  // biscuit sandwich') is the analyzer's reading too: its bread and its filling (0024-sandwich, 0025-anacompound).
  const splitSandwich = sandwichFilling(m.food) !== null && !isWholeSandwich(a.facts.name, isMixedDishCategory(a.facts.category ?? null));
  if ((a.unsized || a.guessedServing || splitSandwich) && ctx.describeMeal && asked.every((k) => k in MEAL_FIELD)) {
    const meal = await answerMeal(q, ctx, lang, inherited, 1, splitSandwich ? 2 : 1);
    if (meal) return meal;
  }
  const keys = asked.length > 0 ? asked : inherited.length > 0 ? inherited : (["kcal", "protein", "carbs", "fat"] as const);
  if (await analyzerReadsOtherwise(mealText(q), m, a, keys, ctx, lang)) {
    const meal = await answerMeal(q, ctx, lang, inherited, 1, 1);
    if (meal) return meal;
  }
  const parts = nutrientParts(a, keys, lang, await fillMissing(a, keys, ctx));
  const answer =
    lang === "it"
      ? `${italianHead(a, q)}: ${parts.join(", ")}. ${italianSource(a.facts)}.`
      : `${englishHead(a)}: ${parts.join(", ")}. ${englishSource(a)}.`;
  return { intent: "food-nutrients", answer };
}

/** 'I had …', 'ho mangiato …', 'for lunch', 'how much is that': the person describes a meal they ate. */
const MEAL_NARRATIVE =
  /\b(i had|i ate|i've had|i have had|i just had|i'm having|i am having|ho mangiato|mi sono mangiat[oaie]|ho preso|ho bevuto|was my|my (breakfast|lunch|dinner|snack)|for (breakfast|lunch|dinner)|a (colazione|pranzo|cena)|how much is that|quant[eo] (sono|fa|fanno)|in tutto|in total|altogether)\b/i;
/** A plate, a bowl: a served dish, whose size the analyzer knows better than a table's generic portion. */
const SERVED = /\b(plate|plateful|bowl|piatto|piattino|ciotola|scodella)\b/i;
/** Two foods joined by 'with' / 'con' ('toast with butter'), which may also be one dish's name ('chicken with rice'). */
const WITH_LINK = /\s(with|con)\s/i;
/**
 * An Italian dish named by its head and an 'al / alla / ai / agli / alle' link ('gnocchi al ragù', 'risotto alla
 * milanese', 'spaghetti alle vongole', 'pollo alla cacciatora'): one dish, which the analyzer reads as a dish (its
 * portion, the head food with what it is made with), not the table entry the search finds first for one of its words
 * ('gnocchi al ragù' was 100 g of bolognese sauce).
 */
const ITALIAN_LINK = /\S\s(al|alla|allo|ai|agli|alle|all)\s\S/i;
/**
 * Several foods in one question: 'a tuna sandwich and a coke', 'cappuccino e cornetto', 'chicken salad, orange juice',
 * 'eggs on toast', 'uova su pane tostato'.
 */
const SEVERAL = /\s(and|e|ed|plus|più|on|su|sul|sulla|sullo)\s|,/i;

/** Words of a meal question that are not the meal; 'and', 'with', 'of', 'a' stay: the analyzer reads them. */
const MEAL_QUESTION_WORDS =
  /^(how|much|many|what|whats|is|are|there|does|do|did|have|has|had|got|contain|contains|tell|me|please|quanto|quanta|quanti|quante|ci|sono|ha|hanno|contiene|contengono|dimmi|that|was|were|it|they|i|ate|eaten|just|having|am|im|ive|my|total|altogether|tutto|ho|mi|mangiato|preso|bevuto|fa|fanno|for|breakfast|lunch|dinner|snack|colazione|pranzo|cena|merenda|today|oggi|cosa|che|what|which|quale)$/;

/** The meal in a question: 'I had a tuna sandwich and a coke for lunch, how much is that?' -> 'a tuna sandwich and a coke'. */
export function mealText(q: string): string {
  const words = q
    .toLowerCase()
    // 'how many grams of carbs…', 'quanti grammi di carboidrati…' ask for a nutrient's grams, not an amount of food.
    .replace(/\b(how many|quanti)\s+(grams?|grammi|g)\s+(of|di)\b/g, " ")
    // 'c'è', 'ce' (typed without its apostrophe), 'quant'è': 'there is', 'how much is', never words of the meal's name
    // ('quanto zucchero c'è in un vasetto di…' was named 'C è in vasetto di…') (0027-fix22chatB).
    .replace(/(?<![\p{L}])(?:c[’']\s?[èe]|ce|quant[’']\s?[èe])(?![\p{L}])/gu, " ")
    .replace(/[’']/g, " ")
    .replace(/,/g, " , ")
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\d,]+|[^\p{L}\d,]+$/gu, ""))
    .filter((t, i, all) => t && !MEAL_QUESTION_WORDS.test(t) && (!NUTRIENT_TOKENS.some(([, re]) => re.test(t)) || proteinProduct(all, i)));
  // Connectors left at either end ('in a bowl of oatmeal', 'a tuna sandwich and a coke ,').
  const edge = /^(in|of|di|del|della|dello|nel|nella|and|e|a|al|,|with|con|at|per|is)$/;
  while (words.length > 0 && edge.test(words[0]!) && !(words[0] === "a" && words.length > 1 && !edge.test(words[1]!))) words.shift();
  while (words.length > 0 && edge.test(words.at(-1)!)) words.pop();
  // Commas left between words ('… insalata , quante') are the end of the meal.
  return words
    .join(" ")
    .replace(/\s+,/g, ",")
    .replace(/(,\s*)+$/, "");
}

/** Whether a question is about a whole meal (several foods, a narrative, a plate) rather than one food. */
export function isMealQuestion(q: string): boolean {
  return MEAL_NARRATIVE.test(q) || SERVED.test(q) || SEVERAL.test(` ${mealText(q).replace(/\b(with|con)\b/g, " ")} `);
}

/** The described meal's fields (the analyzer's items carry no caffeine and no minerals). */
const MEAL_FIELD: Partial<Record<keyof FoodFacts["per100g"], keyof MealItem>> = {
  kcal: "kcal",
  protein: "protein",
  carbs: "carbs",
  fat: "fat",
  fiber: "fiber",
  sugars: "sugars",
  salt: "salt",
};

/** A described meal: each food with its amount and the nutrients asked, then the total. */
async function answerMeal(
  q: string,
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[],
  minItems = 1,
  maxItems = Infinity,
): Promise<EngineAnswer | undefined> {
  if (!ctx.describeMeal) return undefined;
  const food = mealText(q);
  if (!food) return undefined;
  const items = (await ctx.describeMeal(food)).filter((i) => i.kcal !== null);
  if (items.length === 0 || items.length < minItems || items.length > maxItems) return undefined;
  const asked = askedNutrients(q);
  const keys = asked.length > 0 ? asked : inherited.length > 0 ? inherited : (["kcal", "protein", "carbs", "fat"] as const);
  const it = lang === "it";
  const valueOf = (k: keyof FoodFacts["per100g"], v: number) => {
    const [en, itLabel, unit] = NUTRIENT_LABEL[k];
    return `${it ? itLabel : en} ${unit === "g" ? fmt(v, lang, 1) : fmt(v, lang)} ${unit}`;
  };
  const line = (i: MealItem) => {
    const parts = keys.flatMap((k) => {
      const field = MEAL_FIELD[k];
      const v = field && i[field];
      return typeof v === "number" ? [valueOf(k, v)] : [];
    });
    return `${i.name} (${i.portion ? `${i.portion}, ` : ""}${fmt(i.grams, lang)} g): ${parts.join(", ")}`;
  };
  const total = keys.flatMap((k) => {
    const field = MEAL_FIELD[k];
    const vs = items.map((i) => field && i[field]);
    return vs.every((v) => typeof v === "number")
      ? [
          valueOf(
            k,
            (vs as number[]).reduce((a, b) => a + b, 0),
          ),
        ]
      : [];
  });
  const body = items.map(line).join("; ");
  const note = it
    ? "Valori calcolati dalla banca dati degli alimenti; le porzioni sono stime: correggile nell'analizzatore se la tua era più grande o più piccola."
    : "Calculated from the food database; portions are estimates: correct them in the food analyzer if yours was larger or smaller.";
  const answer = items.length === 1 ? `${body}. ${note}` : `${body}. ${it ? "In tutto" : "In total"}: ${total.join(", ")}. ${note}`;
  return { intent: "meal-nutrients", answer };
}

/** An egg dish said with its eggs: 'a cheese omelette with 2 eggs', 'una frittata di 2 uova', 'scrambled eggs made with 3 eggs'. */
const EGG_DISH =
  /^(.*\b(?:omelett?e?s?|frittat[ae]|scrambled eggs?|uova strapazzate)\b.*?)\s+(?:made with|with|of|di|con|da)\s+(\S+)\s+(?:eggs?|uova|uovo)$/i;
/** A table's portion of an egg dish made from one egg (FNDDS '1 egg': 55 g plain, 65 g with cheese; SR28's omelet '1 large', 61 g). */
const ONE_EGG = /^1 (egg|large)$/i;

/**
 * An egg dish counted by its eggs is that many of the tables' one-egg portion of the dish ('a cheese omelette with 2
 * eggs': 2 × 65 g), not a plate of the dish plus the eggs it was made of; the eggs are the dish's. The portion is the
 * entry's own, else the first entry for the same dish (holding the words said) or for an omelette that has one.
 */
async function answerEggDish(
  q: string,
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[],
): Promise<EngineAnswer | undefined> {
  const hit = EGG_DISH.exec(mealText(q));
  if (!hit) return undefined;
  const word = hit[2]!.toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  if (!n || n > 12) return undefined;
  const dish = parseMention(hit[1]!).food;
  if (!dish) return undefined;
  const facts = await findFood(dish, ctx);
  if (!facts) return undefined;
  const oneEgg = (f: FoodFacts) => f.portions.find((p) => ONE_EGG.test(p.label.trim()));
  const words = sameFoodWords(dish).filter((w) => !/^(omelett?e?s?|frittat[ae]|scrambled|eggs?|uova|strapazzate)$/.test(w));
  const lookups = [searchName(dish), ...(words.length > 0 ? [`egg omelet ${words.join(" ")}`] : []), "egg omelet"];
  const others = ctx.lookupFoods ? (await Promise.all(lookups.map((name) => ctx.lookupFoods!(name)))).flat() : [];
  // The same dish's one-egg portion (with cheese: 65 g), else a plain omelette's (55-61 g: the egg and its fat).
  const from =
    (oneEgg(facts) && facts) ??
    others.find((f) => oneEgg(f) && holdsWords(f.name, words)) ??
    others.find((f) => oneEgg(f) && /omelet/i.test(f.name));
  const portion = from && oneEgg(from);
  if (!from || !portion) return undefined;
  const grams = Math.round(n * portion.grams * 10) / 10;
  const it = lang === "it";
  const each = `${fmt(n, lang)} × ${fmt(portion.grams, lang, 1)} g = ${fmt(grams, lang, 1)} g`;
  const label = it
    ? `1 ${dish} di ${fmt(n, lang)} uova (considero la porzione di un uovo${from === facts ? "" : ` di ${from.name}`}: ${each})`
    : `1 ${dish} of ${fmt(n, lang)} eggs (taken as the portion of one egg${from === facts ? "" : ` of ${from.name}`}: ${each})`;
  const a: FoodAmount = { facts, grams, label, said: dish };
  const asked = askedNutrients(q);
  const keys = asked.length > 0 ? asked : inherited.length > 0 ? inherited : (["kcal", "protein", "carbs", "fat"] as const);
  const parts = nutrientParts(a, keys, lang, await fillMissing(a, keys, ctx));
  const answer = it
    ? `${italianHead(a)}: ${parts.join(", ")}. ${italianSource(facts)}.`
    : `${englishHead(a)}: ${parts.join(", ")}. ${englishSource(a)}.`;
  return { intent: "food-nutrients", answer };
}

/** A name's words, lower case, each followed by a space: 'Chilli con carne' → 'chilli con carne '. */
const spacedWords = (t: string) =>
  `${t
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim()} `;

/**
 * A dish whose name holds the link word ('chilli con carne', CoFID 'Chilli con carne, homemade'): one dish, when the
 * tables' entry for it holds the name as said, link word and all; not the chilli and the meat read apart.
 */
async function namedWithLink(q: string, ctx: ChatContext): Promise<boolean> {
  const food = parseMention(foodPart(q)).food;
  if (!food) return false;
  const entry = await ctx.lookupFood(searchName(food));
  // A part of the entry's name that begins with the name as said: 'French toast with butter' is not 'toast with butter'.
  return entry !== undefined && entry.name.split(",").some((part) => spacedWords(part).startsWith(spacedWords(food)));
}

/**
 * Whether the chat's own reading misses an Italian compound dish ('gnocchi al ragù'): said without an amount (a dish
 * named alone is one serving of it, not 100 g), or found as an entry that does not hold its head, the word before the
 * link ('Bolognese sauce' for 'gnocchi al ragù').
 */
async function italianDishUnread(q: string, ctx: ChatContext): Promise<boolean> {
  const m = parseMention(foodPart(q));
  if (!m.food) return false;
  if (m.count === undefined && !m.unit && !m.grams) return true;
  const head = m.food.split(" ")[0]!;
  const entry = await findFood(m.food, ctx);
  return !entry || !holdsWords(entry.name, sameFoodWords(head));
}

/** A food said alone, without a unit or grams, by a name the analyzer reads as another food in this language. */
export function otherFoodHere(q: string, lang: Language): boolean {
  const m = parseMention(foodPart(q));
  return !!m.food && !m.unit && !m.grams && OTHER_FOOD_IN[lang].has(m.food.toLowerCase());
}

/** A mixed drink no table has, said by its name without a weight ('un aperol spritz', 'due spritz'): the analyzer reads its parts. */
export function mixedDrinkHere(q: string): boolean {
  const m = parseMention(foodPart(q));
  return !!m.food && !m.unit && !m.grams && mixedDrinkNamed(m.food) !== undefined;
}

/** The links of a list of foods ('a snickers and a can of coke', 'una banana, un bicchiere di latte'). */
const LIST_LINK = /\s+(?:and|e|ed|plus|più)\s+|\s*,\s*/i;

/**
 * A list of counted or measured foods ('a snickers and a can of coke'), answered as each food would be answered asked
 * alone: the chat's own reading of each (a brand's chocolate bar, a glass of 200 ml, a drink's can), so that a Snickers
 * said in a list is the same bar as a Snickers asked alone. Not a meal told ('I had…'), a plate, or foods joined by
 * 'with' (one dish, or a dish and what it is made with): those, and a list with a part the chat cannot size (a name
 * without a count or unit, a food no table weighs, a food not found), are the analyzer's reading.
 */
async function answerList(
  q: string,
  ctx: ChatContext,
  lang: Language,
  inherited: (keyof FoodFacts["per100g"])[],
): Promise<EngineAnswer | undefined> {
  const text = mealText(q);
  if (MEAL_NARRATIVE.test(q) || SERVED.test(q) || WITH_LINK.test(` ${text} `)) return undefined;
  const parts = text
    .split(LIST_LINK)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  const amounts: FoodAmount[] = [];
  for (const part of parts) {
    const m = parseMention(part);
    if (!m.food || (m.count === undefined && !m.unit && !m.grams) || SEVERAL.test(` ${m.food} `)) return undefined;
    const a = await resolveAmount(m, ctx, lang);
    if ("unknown" in a || a.unsized) return undefined;
    amounts.push(a);
  }
  const asked = askedNutrients(q);
  const keys = asked.length > 0 ? asked : inherited.length > 0 ? inherited : (["kcal", "protein", "carbs", "fat"] as const);
  const it = lang === "it";
  const lines: string[] = [];
  const sums = new Map<NutrientKey, number | null>(keys.map((k) => [k, 0]));
  for (const a of amounts) {
    const filled = await fillMissing(a, keys, ctx);
    lines.push(
      `${it ? `${italianHead(a, q)} (${italianEntry(a.facts.name)})` : englishHeadWithEntry(a)}: ${nutrientParts(a, keys, lang, filled).join(", ")}`,
    );
    for (const k of keys) {
      const per100 = a.facts.per100g[k] ?? filled[k]?.per100 ?? null;
      const sum = sums.get(k);
      sums.set(k, per100 === null || sum === null || sum === undefined ? null : sum + (per100 * a.grams) / 100);
    }
  }
  const total = keys.flatMap((k) => {
    const v = sums.get(k);
    if (v === null || v === undefined) return [];
    const [en, itLabel, unit] = NUTRIENT_LABEL[k];
    return [`${it ? itLabel : en} ${fmt(v, lang, unit === "g" ? 1 : 0)} ${unit}`];
  });
  const note = it ? "Valori calcolati dalla banca dati degli alimenti." : "Calculated from the food database.";
  const sum = total.length > 0 ? ` ${it ? "In tutto" : "In total"}: ${total.join(", ")}.` : "";
  return { intent: "meal-nutrients", answer: `${lines.join("; ")}.${sum} ${note}` };
}

/** 'which has more protein, tuna or chicken?', 'ha più calorie una banana o una mela?' */
export const COMPARE =
  /\b(which|what|who)\b.*\b(more|less|fewer|higher|lower|most|least)\b|\b(vs\.?|versus|compare|confronta|confronto|paragona)\b|(?:^|\s)(più|meno)\s.*\b(o|oppure)\b|\b(o|oppure)\b.*\bqual[ei]?\b.*\s(più|meno)(?:\s|$)|\b(more|less|fewer)\b.*\bor\b|\bor\b.*\b(have|has|contain|contains)\s+(more|less|fewer)\b/i;

const COMPARE_WORDS =
  /^(which|what|who|has|have|does|do|contain|contains|is|more|less|fewer|higher|lower|most|least|compare|confronta|confronto|paragona|quale|cosa|più|meno|there|ci|sono|nelle|nei|nel|nella|nello|negli|between|tra|fra)$/;

/** The two foods a comparison names ('tuna or chicken', 'una banana o una mela'), each resolved, or why not. */
async function comparedFoods(
  q: string,
  words: RegExp,
  ctx: ChatContext,
  lang: Language,
): Promise<[FoodAmount, FoodAmount] | EngineAnswer | undefined> {
  const cleaned = q
    .toLowerCase()
    .replace(/[’']/g, " ")
    .replace(/per 100 ?(g|gr|grammi|ml)\b/g, " ")
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\d]+|[^\p{L}\d,]+$/gu, ""))
    .filter((t) => t && !words.test(t.replace(/,$/, "")))
    .join(" ");
  const sides = cleaned
    .split(/\s*(?:,|:|\bor\b|\bo\b|\boppure\b|\band\b|\be\b|\bwith\b|\bcon\b|\bvs\b\.?|\bversus\b)\s*/)
    .map((x) => foodPart(x))
    .filter((x) => x.trim());
  if (sides.length !== 2) return undefined;
  const amounts = [];
  for (const side of sides) {
    const m = parseMention(side);
    if (!m.food) return undefined;
    const a = await resolveAmount(m, ctx, lang);
    if ("unknown" in a) return unknownFood(a.unknown, lang);
    amounts.push(a);
  }
  return amounts as [FoodAmount, FoodAmount];
}

/** A compared food as the answer names it: as said for 100 g, else its amount ('1 medium banana'). */
// The amount and the food as said, without how it was taken ('1 scatoletta di tonno (80 g)', not '1 scatoletta').
const comparedName = (x: FoodAmount) =>
  x.label === "100 g"
    ? x.said
    : x.label
        .replace(/ \((?:considero|taken as|la banca dati|the food tables)\b[\s\S]*$/, "")
        .replace(/; (?:misura casalinga|a household measure)\)$/, ")");
/** A food as the person named it, capitalised. */
const saidName = (x: FoodAmount) => cap(x.said);

async function answerCompare(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const lower = q.toLowerCase();
  const asked = askedNutrients(q);
  const nutrient = asked[0] ?? "kcal";
  const fewer = /\b(less|fewer|lower|least|meno)\b/.test(lower);
  const found = await comparedFoods(q, COMPARE_WORDS, ctx, lang);
  if (!Array.isArray(found)) return found;
  const [a, b] = found;
  const value = (x: FoodAmount) => ((x.facts.per100g[nutrient] ?? 0) * x.grams) / 100;
  const [win, lose] = (fewer ? value(a) <= value(b) : value(a) >= value(b)) ? [a, b] : [b, a];
  const [en, it, unit] = NUTRIENT_LABEL[nutrient];
  const show = (x: FoodAmount) => `${fmt(value(x), lang, unit === "g" ? 1 : 0)} ${unit}`;
  const per = (x: FoodAmount) =>
    x.label === "100 g"
      ? lang === "it"
        ? "per 100 g"
        : "per 100 g"
      : x.label.includes("(")
        ? `(${x.label.split(" (").slice(1).join(" (")}`
        : "";
  const same = Math.abs(value(a) - value(b)) < 0.05 * Math.max(value(a), value(b), 0.1);
  const answer =
    lang === "it"
      ? `${cap(comparedName(win))} ha ${same ? "circa le stesse" : fewer ? "meno" : "più"} ${it === "energia" ? "calorie" : it}: ${it} ${show(win)} ${per(win)} (${win.facts.name}) contro ${it} ${show(lose)} ${per(lose)} di ${comparedName(lose)} (${lose.facts.name}). Valori dalla banca dati degli alimenti.`
      : `${cap(comparedName(win))} has ${same ? "about the same" : fewer ? (nutrient === "kcal" ? "fewer" : "less") : "more"} ${en === "energy" ? "calories" : en}: ${en} ${show(win)} ${per(win)} (${win.facts.name}) against ${en} ${show(lose)} ${per(lose)} for ${comparedName(lose)} (${lose.facts.name}). Values from the food database.`;
  return { intent: "compare", answer: answer.replace(/\s+/g, " ").replace(/ \)/g, ")") };
}

/** 'what's healthier, brown rice or quinoa?', 'which is better for weight loss, rice or pasta?', 'è più sano il riso o la pasta?' */
export const HEALTH_COMPARE =
  /\b(healthier|healthiest|better|best|worse)\b.*\b(or|vs\.?|versus)\b|\b(or|vs\.?|versus)\b.*\b(healthier|healthiest|better|worse)\b|(?:^|\s)(più san[oaie]|più salutar[ei]|meglio|migliore|peggio)(?:\s|$|[,?:]).*\b(o|oppure|or)\b|\b(o|oppure)\b.*(?:^|\s)(più san[oaie]|più salutar[ei]|meglio|migliore)(?:\s|$|[,?:])/i;
const HEALTH_COMPARE_WORDS =
  /^(which|what|whats|s|is|are|one|healthier|healthiest|better|best|worse|for|my|me|you|health|diet|weight|loss|lose|losing|to|when|dieting|cosa|che|quale|qual|è|e|sono|più|sano|sana|sani|sane|salutare|salutari|meglio|migliore|peggio|per|la|il|lo|l|dieta|dimagrire|perdere|peso|between|tra|fra|)$/;
const WEIGHT_LOSS_WORDS = /\b(weight loss|lose weight|losing weight|dieting|diet|dimagrire|perdere peso|dieta)\b/i;

/** Front-of-pack levels of a food per 100 g (UK thresholds, FRONT_OF_PACK), for the values the table gives. */
function frontOfPack(
  facts: FoodFacts,
  lang: Language,
): { key: (typeof FRONT_OF_PACK)[number][0]; level: "low" | "medium" | "high"; text: string }[] {
  const it = lang === "it";
  const values = { fat: facts.per100g.fat, satFat: facts.satFatPer100g ?? null, sugars: facts.per100g.sugars, salt: facts.per100g.salt };
  return FRONT_OF_PACK.flatMap(([key, low, high]) => {
    const v = values[key];
    if (v === null || v === undefined) return [];
    const level = v <= low ? "low" : v > high ? "high" : "medium";
    return [{ key, level, text: `${FOP_LABEL[key][it ? 1 : 0]} ${fmt(v, lang, 1)} g (${LEVEL_WORDS[level][it ? 1 : 0]})` }];
  });
}

/**
 * Which of two foods is healthier, or better for losing weight: both profiles per 100 g side by side (energy, protein,
 * fibre and the front-of-pack levels), then what differs by at least 10 %, without a verdict the figures do not give.
 */
async function answerHealthCompare(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const found = await comparedFoods(q, HEALTH_COMPARE_WORDS, ctx, lang);
  if (!Array.isArray(found)) return found;
  const it = lang === "it";
  const profile = (x: FoodAmount) => {
    const { kcal, protein, fiber } = x.facts.per100g;
    const parts = [
      kcal !== null ? `${fmt(kcal, lang)} kcal` : "",
      protein !== null ? `${it ? "proteine" : "protein"} ${fmt(protein, lang, 1)} g` : "",
      fiber !== null ? `fibre ${fmt(fiber, lang, 1)} g` : "",
      ...frontOfPack(x.facts, lang).map((l) => l.text),
    ].filter(Boolean);
    return `${saidName(x)} (${x.facts.name}): ${parts.join(", ")}`;
  };
  // What differs by 10 % or more (fewer calories, more protein, more fibre), said once per food that has it.
  const wins: [string[], string[]] = [[], []];
  for (const [k, more] of [
    ["kcal", false],
    ["protein", true],
    ["fiber", true],
  ] as const) {
    const [va, vb] = found.map((x) => x.facts.per100g[k]);
    if (va === null || vb === null || va === undefined || vb === undefined || Math.abs(va - vb) < 0.1 * Math.max(va, vb, 0.1)) continue;
    const first = more ? va > vb : va < vb;
    const [hi, lo] = first ? [va, vb] : [vb, va];
    const [en, itLabel, unit] = NUTRIENT_LABEL[k];
    const label = it ? (k === "kcal" ? "meno calorie" : `più ${itLabel}`) : k === "kcal" ? "fewer calories" : `more ${en}`;
    const digits = k === "kcal" ? 0 : 1;
    wins[first ? 0 : 1].push(`${label} (${fmt(hi, lang, digits)} ${it ? "contro" : "against"} ${fmt(lo, lang, digits)} ${unit})`);
  }
  const and = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} ${it ? "e" : "and"} ${xs.at(-1)}` : (xs[0] ?? ""));
  const points = wins.flatMap((w, i) => (w.length ? [`${saidName(found[i]!)} ${it ? "ha" : "has"} ${and(w)}`] : []));
  const highs = found.map((x) => ({
    x,
    high: frontOfPack(x.facts, lang)
      .filter((l) => l.level === "high")
      .map((l) => FOP_LABEL[l.key][it ? 1 : 0]),
  }));
  const highText = highs
    .filter((h) => h.high.length)
    .map((h) => (it ? `${saidName(h.x)} è alto in ${h.high.join(", ")}` : `${saidName(h.x)} is high in ${h.high.join(", ")}`));
  const forLoss = WEIGHT_LOSS_WORDS.test(q);
  const lead = forLoss
    ? it
      ? "Per dimagrire contano le calorie della porzione che mangi; proteine e fibre aiutano a sentirsi sazi."
      : "For weight loss, what counts is the calories of the portion you eat; protein and fibre help you feel full."
    : "";
  const diff = points.length
    ? `${points.join("; ")}.`
    : it
      ? "Calorie, proteine e fibre sono simili."
      : "Their calories, protein and fibre are similar.";
  const highs2 = highText.length
    ? `${highText.join("; ")}.`
    : it
      ? "Nessuno dei due è alto in grassi, grassi saturi, zuccheri o sale."
      : "Neither is high in fat, saturated fat, sugars or salt.";
  const answer = it
    ? `${lead} Per 100 g: ${profile(found[0])}; ${profile(found[1])} (soglie dell'etichetta a semaforo britannica). ${diff} ${highs2} Nessun alimento da solo rende una dieta sana o non sana: contano quanto e quanto spesso. Valori dalla banca dati degli alimenti.`
    : `${lead} Per 100 g: ${profile(found[0])}; ${profile(found[1])} (UK front-of-pack traffic-light thresholds). ${diff} ${highs2} No single food makes a diet healthy or unhealthy: how much and how often matter. Values from the food database.`;
  return { intent: "compare-health", answer: answer.trim().replace(/\s+/g, " ") };
}

async function answerToday(ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const meals = await ctx.todaysMeals();
  const goal = await ctx.activeGoal();
  const t = meals.reduce((a, m) => ({ kcal: a.kcal + m.calories, p: a.p + m.proteins, c: a.c + m.carbs, f: a.f + m.fats }), {
    kcal: 0,
    p: 0,
    c: 0,
    f: 0,
  });
  const list = meals.map((m) => `${m.food} (${m.calories} kcal)`).join(", ");
  const eaten =
    meals.length === 0
      ? lang === "it"
        ? "Oggi non hai ancora registrato pasti."
        : "You haven't logged any meals today yet."
      : lang === "it"
        ? `Oggi hai registrato ${meals.length} ${meals.length === 1 ? "pasto" : "pasti"}: ${list}. Totale: ${t.kcal} kcal, ${t.p} g di proteine, ${t.c} g di carboidrati, ${t.f} g di grassi.`
        : `Today you logged ${meals.length} ${meals.length === 1 ? "meal" : "meals"}: ${list}. Total: ${t.kcal} kcal, ${t.p} g protein, ${t.c} g carbs, ${t.f} g fat.`;
  if (!goal) {
    return {
      intent: "today",
      answer: `${eaten} ${lang === "it" ? "Non hai un obiettivo attivo: creane uno nella scheda Obiettivi per vedere quanto ti resta." : "You have no active goal: create one in the Goals tab to see what is left."}`,
    };
  }
  const left = { kcal: goal.calories - t.kcal, p: goal.proteins - t.p, c: goal.carbs - t.c, f: goal.fats - t.f };
  const remaining =
    lang === "it"
      ? `Rispetto al tuo obiettivo "${goal.name}" (${goal.calories} kcal) ti restano ${Math.max(0, left.kcal)} kcal, ${Math.max(0, left.p)} g di proteine, ${Math.max(0, left.c)} g di carboidrati e ${Math.max(0, left.f)} g di grassi.`
      : `Against your goal "${goal.name}" (${goal.calories} kcal) you have ${Math.max(0, left.kcal)} kcal, ${Math.max(0, left.p)} g protein, ${Math.max(0, left.c)} g carbs and ${Math.max(0, left.f)} g fat left.`;
  const over =
    left.kcal < 0
      ? lang === "it"
        ? ` Hai superato l'obiettivo di ${-left.kcal} kcal.`
        : ` You are ${-left.kcal} kcal over your goal.`
      : "";
  return { intent: "today", answer: `${eaten} ${remaining}${over}` };
}

async function withProfile(ctx: ChatContext, lang: Language, fn: (p: UserProfile) => EngineAnswer): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const p = await ctx.profile();
  if (!p) {
    return {
      intent: "profile-missing",
      answer:
        lang === "it"
          ? "Per calcolarlo mi servono età, sesso, altezza, peso e livello di attività: compila il tuo profilo nella scheda Profilo."
          : "To work that out I need your age, gender, height, weight and activity level: fill in your profile in the Profile tab.",
    };
  }
  return fn(p);
}

const BMI_LABELS: Record<ReturnType<typeof bmiCategory>, [string, string]> = {
  underweight: ["underweight", "sottopeso"],
  normal: ["normal weight", "normopeso"],
  overweight: ["overweight", "sovrappeso"],
  obese: ["obese", "obesità"],
};

const answerBmi = (ctx: ChatContext, lang: Language) =>
  withProfile(ctx, lang, (p) => {
    const v = bmi(p.weight, p.height);
    const [en, it] = BMI_LABELS[bmiCategory(v)];
    return {
      intent: "bmi",
      answer:
        lang === "it"
          ? `Con ${fmt(p.weight, lang, 1)} kg e ${fmt(p.height, lang)} cm il tuo IMC è ${fmt(v, lang, 1)}: ${it} (il normopeso va da 18,5 a 24,9). È un indicatore di popolazione: non distingue massa magra e grassa.`
          : `At ${fmt(p.weight, lang, 1)} kg and ${fmt(p.height, lang)} cm your BMI is ${fmt(v, lang, 1)}: ${en} (18.5-24.9 is the normal range). It is a population measure: it does not tell muscle from fat.`,
    };
  });

/** The adaptive estimate in a sentence (docs/product/progress.md#adaptive-energy-estimate), or '' without one. */
function adaptiveSentence(e: EnergyEstimate | undefined, lang: Language): string {
  if (!e) return "";
  if (e.status !== "ready")
    return lang === "it"
      ? ` Registrando pasti e peso per almeno 14 giorni stimerò il tuo fabbisogno reale (mancano ${e.daysNeeded} giorni; ${e.intakeDays} giorni di pasti e ${e.weighIns} pesate finora).`
      : ` Log your meals and weigh in for at least 14 days and I will estimate your real need from your own data (${e.daysNeeded} more days; ${e.intakeDays} days of meals and ${e.weighIns} weigh-ins so far).`;
  const change = fmt(e.weightChangeKgPerWeek, lang, 2);
  return lang === "it"
    ? ` Dai tuoi dati, però, il tuo fabbisogno reale è circa ${fmt(e.estimateKcal, lang)} kcal al giorno (± ${fmt(e.uncertaintyKcal, lang)}): in ${e.intakeDays} giorni registrati hai mangiato in media ${fmt(e.averageIntakeKcal, lang)} kcal e il tuo peso di tendenza è cambiato di ${change} kg a settimana (circa 7.700 kcal per chilo). Lo trovi nella pagina Progressi.`
    : ` From your own data, though, your real need is about ${fmt(e.estimateKcal, lang)} kcal a day (± ${fmt(e.uncertaintyKcal, lang)}): over ${e.intakeDays} logged days you ate on average ${fmt(e.averageIntakeKcal, lang)} kcal and your trend weight changed by ${change} kg a week (about 7,700 kcal per kg). See it on the Progress page.`;
}

async function answerEnergy(ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const estimate = ctx.signedIn ? await ctx.energyEstimate?.() : undefined;
  return withProfile(ctx, lang, (p) => {
    const bmr = basalMetabolicRate(p);
    const tdee = dailyEnergy(bmr, p.activityLevel);
    return {
      intent: estimate?.status === "ready" ? "energy-adaptive" : "energy",
      answer:
        (lang === "it"
          ? `Il tuo metabolismo basale (formula di Harris-Benedict rivista) è circa ${fmt(r(bmr), lang)} kcal al giorno. Con un livello di attività "${ACTIVITY_LEVEL_NAMES.it[p.activityLevel]}" il fabbisogno giornaliero è circa ${fmt(r(tdee), lang)} kcal.`
          : `Your basal metabolic rate (revised Harris-Benedict) is about ${fmt(r(bmr), lang)} kcal a day. With a "${ACTIVITY_LEVEL_NAMES.en[p.activityLevel]}" activity level your daily energy need is about ${fmt(r(tdee), lang)} kcal.`) +
        adaptiveSentence(estimate, lang),
    };
  });
}

async function answerGoalChange(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const gain = /(gain|muscle|massa|aument|bulk)/i.test(q);
  return withProfile(ctx, lang, (p) => {
    const tdee = dailyEnergy(basalMetabolicRate(p), p.activityLevel);
    const target = gain
      ? tdee + REFERENCE.muscleGainSurplusKcal
      : Math.max(tdee - REFERENCE.weightLossDeficitKcal, p.gender === "male" ? 1500 : 1200);
    const { split, ...m } = goalMacros(r(target), gain ? "muscle_gain" : "weight_loss", p.weight, p.height);
    const range = PROTEIN_RANGES[gain ? "muscle_gain" : "weight_loss"];
    const perKg = `${fmt(range.minGPerKg, lang, 1)}-${fmt(range.maxGPerKg, lang, 1)} g/kg`;
    if (lang === "it") {
      return {
        intent: gain ? "goal-gain" : "goal-loss",
        answer: gain
          ? `Per aumentare la massa muscolare punta a circa ${m.calories} kcal al giorno (il tuo fabbisogno di ${r(tdee)} kcal più ${REFERENCE.muscleGainSurplusKcal}), con ${m.proteins} g di proteine (${perKg}), ${m.carbs} g di carboidrati e ${m.fats} g di grassi (${split.protein}/${split.carbs}/${split.fat} % dell'energia). Allenamento di forza regolare e un controllo del peso ogni settimana.`
          : `Per perdere peso punta a circa ${m.calories} kcal al giorno (il tuo fabbisogno di ${r(tdee)} kcal meno ${REFERENCE.weightLossDeficitKcal}, circa mezzo chilo a settimana), con ${m.proteins} g di proteine (${perKg}), ${m.carbs} g di carboidrati e ${m.fats} g di grassi (${split.protein}/${split.carbs}/${split.fat} % dell'energia). Puoi creare questo obiettivo nella scheda Obiettivi.`,
      };
    }
    return {
      intent: gain ? "goal-gain" : "goal-loss",
      answer: gain
        ? `To build muscle, aim for about ${m.calories} kcal a day (your ${r(tdee)} kcal need plus ${REFERENCE.muscleGainSurplusKcal}), with ${m.proteins} g protein (${perKg}), ${m.carbs} g carbs and ${m.fats} g fat (${split.protein}/${split.carbs}/${split.fat} % of energy). Pair it with regular strength training and check your weight weekly.`
        : `To lose weight, aim for about ${m.calories} kcal a day (your ${r(tdee)} kcal need minus ${REFERENCE.weightLossDeficitKcal}, about half a kilo a week), with ${m.proteins} g protein (${perKg}), ${m.carbs} g carbs and ${m.fats} g fat (${split.protein}/${split.carbs}/${split.fat} % of energy). You can create this goal in the Goals tab.`,
    };
  });
}

/** 'I weigh 80 kg', "I'm 80kg", 'peso 70 kg', 'sono 70 chili': a body weight the question states (20-300 kg). */
const STATED_WEIGHT =
  /\b(?:i weigh|i'm|i am|weighing|my weight is|peso|pesando|sono|il mio peso è)\s+(?:about |around |roughly |circa |sui |intorno ai )?(\d{2,3}(?:[.,]\d)?)\s*(?:kg|kgs|kilos?|kilograms?|chili|chilogrammi)\b/i;

export function statedWeight(q: string): number | undefined {
  const m = STATED_WEIGHT.exec(q);
  if (!m) return undefined;
  const kg = Number(m[1]!.replace(",", "."));
  return kg >= 20 && kg <= 300 ? kg : undefined;
}

async function answerGuidance(topic: string, ctx: ChatContext, lang: Language, q = ""): Promise<EngineAnswer> {
  const profile = ctx.signedIn ? await ctx.profile() : undefined;
  const it = lang === "it";
  switch (topic) {
    case "protein": {
      const lower = q.toLowerCase();
      const goal: GoalType | undefined = /muscle|muscol|massa|bulk|gain|aument/.test(lower)
        ? "muscle_gain"
        : /lose|loss|dimagr|perdere|deficit|cut\b|slim/.test(lower)
          ? "weight_loss"
          : /active|sport|train|allen|attiv/.test(lower)
            ? "maintenance"
            : undefined;
      // 'I weigh 80 kg', 'peso 70 kg': the weight said in the message (answerOffline reads it), over the profile's (a
      // visitor may say it too).
      const said = ctx.statedWeightKg;
      const body = said !== undefined ? { weight: said, height: profile?.height } : profile;
      const ref = body ? proteinTarget("reference", body.weight, body.height) : undefined;
      const range = goal ? PROTEIN_RANGES[goal] : PROTEIN_RANGES.maintenance;
      const personal = body
        ? (() => {
            const t = proteinTarget(goal ?? "maintenance", body.weight, body.height);
            const basis =
              t.weightKg !== body.weight
                ? it
                  ? ` (calcolati su ${fmt(t.weightKg, lang, 1)} kg, il peso a IMC 25)`
                  : ` (reckoned on ${fmt(t.weightKg, lang, 1)} kg, your weight at BMI 25)`
                : "";
            const what = it
              ? {
                  muscle_gain: "per aumentare la massa muscolare",
                  weight_loss: "in deficit calorico, per preservare i muscoli",
                  maintenance: "se ti alleni regolarmente",
                }[goal ?? "maintenance"]
              : {
                  muscle_gain: "to build muscle",
                  weight_loss: "in a calorie deficit, to keep your muscle",
                  maintenance: "if you train regularly",
                }[goal ?? "maintenance"];
            return it
              ? ` Per te (${fmt(body.weight, lang, 1)} kg) sono circa ${ref!.minG} g al giorno; ${what} ${fmt(range.minGPerKg, lang, 1)}-${fmt(range.maxGPerKg, lang, 1)} g/kg, cioè ${t.minG}-${t.maxG} g al giorno${basis}.`
              : ` For you (${fmt(body.weight, lang, 1)} kg) that is about ${ref!.minG} g a day; ${what}, ${fmt(range.minGPerKg, lang, 1)}-${fmt(range.maxGPerKg, lang, 1)} g/kg, that is ${t.minG}-${t.maxG} g a day${basis}.`;
          })()
        : it
          ? ` Chi si allena: ${fmt(PROTEIN_RANGES.maintenance.minGPerKg, lang, 1)}-${fmt(PROTEIN_RANGES.maintenance.maxGPerKg, lang, 1)} g/kg; in deficit o per aumentare la massa: ${fmt(PROTEIN_RANGES.muscle_gain.minGPerKg, lang, 1)}-${fmt(PROTEIN_RANGES.muscle_gain.maxGPerKg, lang, 1)} g/kg.`
          : ` People who train: ${fmt(PROTEIN_RANGES.maintenance.minGPerKg, lang, 1)}-${fmt(PROTEIN_RANGES.maintenance.maxGPerKg, lang, 1)} g/kg; in a deficit or to build muscle: ${fmt(PROTEIN_RANGES.muscle_gain.minGPerKg, lang, 1)}-${fmt(PROTEIN_RANGES.muscle_gain.maxGPerKg, lang, 1)} g/kg.`;
      return {
        intent: "guidance-protein",
        answer: `${it ? `L'assunzione di riferimento di proteine per gli adulti è ${fmt(REFERENCE.proteinGPerKg, lang, 2)} g per kg di peso corporeo al giorno.` : `The reference intake of protein for adults is ${fmt(REFERENCE.proteinGPerKg, lang, 2)} g per kg of body weight a day.`}${personal} ${cite(SOURCES.efsaProtein, lang)} ${it ? "Fonte per gli intervalli:" : "Source for the ranges:"} ${range.source}.`,
      };
    }
    case "fibre":
      return {
        intent: "guidance-fibre",
        answer: `${it ? `Per gli adulti l'assunzione adeguata di fibra è ${REFERENCE.fibreG} g al giorno: cereali integrali, legumi, verdura e frutta sono le fonti migliori.` : `For adults the adequate intake of fibre is ${REFERENCE.fibreG} g a day: whole grains, legumes, vegetables and fruit are the best sources.`} ${cite(SOURCES.efsaCarbsFibre, lang)}`,
      };
    case "sugar": {
      const goal = ctx.signedIn ? await ctx.activeGoal() : undefined;
      const kcal = goal?.calories ?? 2000;
      const max = r((kcal * REFERENCE.freeSugarsMaxEnergyShare) / 4);
      const ideal = r((kcal * REFERENCE.freeSugarsIdealEnergyShare) / 4);
      return {
        intent: "guidance-sugar",
        answer: `${it ? `Gli zuccheri liberi dovrebbero restare sotto il 10 % dell'energia, idealmente sotto il 5 %: con ${kcal} kcal al giorno sono al massimo ${max} g, idealmente ${ideal} g.` : `Free sugars should stay below 10 % of energy, ideally below 5 %: at ${kcal} kcal a day that is at most ${max} g, ideally ${ideal} g.`} ${cite(SOURCES.whoSugars, lang)}`,
      };
    }
    case "salt":
      return {
        intent: "guidance-salt",
        answer: `${it ? `Meno di ${REFERENCE.saltMaxG} g di sale al giorno (circa ${REFERENCE.sodiumMaxMg / 1000} g di sodio), circa un cucchiaino raso, contando anche il sale già presente in pane, formaggi e salumi.` : `Less than ${REFERENCE.saltMaxG} g of salt a day (about ${REFERENCE.sodiumMaxMg / 1000} g sodium), roughly a level teaspoon, counting the salt already in bread, cheese and cured meats.`} ${cite(SOURCES.whoSodium, lang)}`,
      };
    case "water": {
      const litres = profile ? (profile.gender === "male" ? REFERENCE.waterMenL : REFERENCE.waterWomenL) : undefined;
      return {
        intent: "guidance-water",
        answer: `${it ? `L'assunzione adeguata di acqua totale è ${fmt(REFERENCE.waterWomenL, lang, 1)} L al giorno per le donne e ${fmt(REFERENCE.waterMenL, lang, 1)} L per gli uomini, da bevande e cibi (circa il 70-80 % da bevande).${litres ? ` Per te: circa ${fmt(litres, lang, 1)} L.` : ""}` : `The adequate intake of total water is ${fmt(REFERENCE.waterWomenL, lang, 1)} L a day for women and ${fmt(REFERENCE.waterMenL, lang, 1)} L for men, from drinks and food (about 70-80 % from drinks).${litres ? ` For you: about ${fmt(litres, lang, 1)} L.` : ""}`} ${cite(SOURCES.efsaWater, lang)}`,
      };
    }
    default:
      return {
        intent: "guidance-fat",
        answer: `${it ? "I grassi dovrebbero fornire il 20-35 % dell'energia e i grassi saturi meno del 10 %: preferisci olio d'oliva, frutta secca e pesce." : "Fat should provide 20-35 % of energy and saturated fat less than 10 %: favour olive oil, nuts and fish."} ${cite(SOURCES.efsaFat, lang)} ${cite(SOURCES.whoHealthyDiet, lang)}`,
      };
  }
}

const MEAL_WORDS: [MealType, RegExp][] = [
  ["breakfast", /breakfast|colazione/],
  ["lunch", /lunch|pranzo/],
  ["dinner", /dinner|supper|cena/],
  ["snack", /snack|spuntino|merenda/],
];

export function nextMealType(hour: number): MealType {
  if (hour < 10) return "breakfast";
  if (hour < 15) return "lunch";
  if (hour < 17) return "snack";
  return "dinner";
}

async function answerNextMeal(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const mealType = MEAL_WORDS.find(([, re]) => re.test(q.toLowerCase()))?.[0] ?? nextMealType(ctx.localHour);
  const s = await ctx.suggestMeal(mealType);
  if (!s) {
    return {
      intent: "suggestion-none",
      answer:
        lang === "it"
          ? "Non ho trovato una ricetta adatta alle tue preferenze e a quanto ti resta oggi. Prova ad allargare il tempo di preparazione o le diete nelle Preferenze alimentari."
          : "I couldn't find a recipe that fits your preferences and what is left of your day. Try allowing more preparation time or fewer diet limits in Food Preferences.",
    };
  }
  const head =
    lang === "it"
      ? `Per ${{ breakfast: "colazione", lunch: "pranzo", dinner: "cena", snack: "spuntino" }[mealType]} ti suggerisco ${s.name}: ${s.calories} kcal, ${s.proteins} g di proteine, ${s.carbs} g di carboidrati, ${s.fats} g di grassi.`
      : `For ${mealType} I suggest ${s.name}: ${s.calories} kcal, ${s.proteins} g protein, ${s.carbs} g carbs, ${s.fats} g fat.`;
  return { intent: "suggestion", answer: `${head} ${s.reasoning ?? ""}`.trim() };
}

/**
 * A suggested dish with its servings and side, as its numbers are for them: 'Spaghetti al pomodoro (1,5 porzioni, con
 * 200 g di seitan)', not a plate of spaghetti at 942 kcal (0024-trial18). The answer for the next meal says them in the
 * suggestion's reasoning; the answer for what is left gives no reasoning.
 */
function suggestedDish(s: MealSuggestion, lang: Language): string {
  const it = lang === "it";
  const side = s.side ? `, ${it ? "con" : "with"} ${sideLabel(s.side.grams, s.side.name, it ? "it" : "en")}` : "";
  return `${s.name} (${servingsLabel(s.servings ?? 1, it ? "it" : "en")}${side})`;
}

function signInNeeded(lang: Language): EngineAnswer {
  return {
    intent: "sign-in",
    answer:
      lang === "it"
        ? "Per risponderti con i tuoi dati (pasti, obiettivo, profilo) devi accedere o creare un account. Posso comunque dirti i valori nutrizionali di un alimento o le raccomandazioni generali."
        : "To answer from your own data (meals, goal, profile) you need to sign in or create an account. I can still give you the nutrients of a food or the general recommendations.",
  };
}

function help(lang: Language, chatType: ChatType): EngineAnswer {
  return {
    intent: "help",
    answer:
      lang === "it"
        ? `Non sono sicuro di aver capito. Posso aiutarti con: cosa hai mangiato oggi e quanto ti resta; i valori nutrizionali di un alimento ("quante proteine in 150 g di salmone"); il tuo IMC, metabolismo basale e fabbisogno; cosa mangiare al prossimo pasto; proteine, fibra, zuccheri, sale e acqua consigliati${chatType === "goals" ? "; come impostare l'obiettivo per dimagrire o aumentare la massa" : ""}.`
        : `I'm not sure I understood. I can help with: what you ate today and what is left; the nutrients of a food ("how much protein in 150 g of salmon"); your BMI, basal metabolism and daily energy; what to eat for your next meal; recommended protein, fibre, sugar, salt and water${chatType === "goals" ? "; how to set your goal to lose weight or build muscle" : ""}.`,
  };
}

const KCAL_PER_KG = 7700;
const floorKcal = (p: UserProfile) => (p.gender === "male" ? 1500 : 1200);

/** 'is peanut butter healthy?', 'are bananas good for you?', 'la nutella è sana?', 'il burro di arachidi fa bene?'. */
export const HEALTHY =
  /\b(?:healthy|unhealthy|healthier|good for (?:me|you|us|health)|bad for (?:me|you|us|health)|fa bene|fanno bene|fa male|fanno male|salutar[ei])\b|(?:è|e'|sono)\s+san[oaie]\b/i;
const HEALTHY_WORDS =
  /(?:^|\s)(?:healthy|unhealthy|healthier|good|bad|for|me|you|us|health|fa|fanno|bene|male|è|e'|sono|sano|sana|sani|sane|salutare|salutari|really|actually|davvero|il|lo|la|i|gli|le|l'|un|una|uno)(?=\s|$|[?!.])/gi;

/**
 * Front-of-pack thresholds per 100 g of food (UK Department of Health and FSA, 2016): at or below `low` is low,
 * above `high` is high, between is medium. They judge a food's profile, not a diet: the answer says so.
 */
const FRONT_OF_PACK: [key: "fat" | "satFat" | "sugars" | "salt", low: number, high: number][] = [
  ["fat", 3, 17.5],
  ["satFat", 1.5, 5],
  ["sugars", 5, 22.5],
  ["salt", 0.3, 1.5],
];
const LEVEL_WORDS = { low: ["low", "basso"], medium: ["medium", "medio"], high: ["high", "alto"] } as const;
const FOP_LABEL = {
  fat: ["fat", "grassi"],
  satFat: ["saturated fat", "grassi saturi"],
  sugars: ["sugars", "zuccheri"],
  salt: ["salt", "sale"],
} as const;

async function answerHealthy(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const food = foodPart(q.replace(HEALTHY, " ").replace(HEALTHY_WORDS, " "));
  const m = parseMention(food);
  if (!m.food) return undefined;
  const facts = await findFood(m.food, ctx);
  if (!facts) return unknownFood(m.food, lang);
  const it = lang === "it";
  const levels = frontOfPack(facts, lang);
  // What it is a source of, by the EU's nutrition claims (Regulation 1924/2006): protein ≥ 12 % of the energy, fibre ≥ 3 g.
  const { kcal: energy, protein, fiber } = facts.per100g;
  const good = [
    protein !== null && energy && (protein * 4) / energy >= 0.12 ? `${it ? "proteine" : "protein"} ${fmt(protein, lang, 1)} g` : "",
    fiber !== null && fiber >= 3 ? `fibre ${fmt(fiber, lang, 1)} g` : "",
  ].filter(Boolean);
  const highs = levels.filter((l) => l.level === "high").map((l) => FOP_LABEL[l.key][it ? 1 : 0]);
  // The food as the person named it, then the table's entry ('Burro di arachidi (Peanut butter)').
  const said = food.trim().toLowerCase() === facts.name.toLowerCase() ? facts.name : `${cap(food.trim())} (${facts.name})`;
  // Olive oil is 'high' in fat by the thresholds, yet most of its fat is the kind advice says to prefer (WHO).
  const { fat } = facts.per100g;
  const satFat = facts.satFatPer100g;
  const unsaturated =
    fat !== null && fat >= 10 && satFat !== null && satFat !== undefined && satFat / fat <= 0.25
      ? it
        ? ` La maggior parte dei suoi grassi (${fmt(100 - (satFat / fat) * 100, lang)} %) è insatura, il tipo da preferire ai grassi saturi.`
        : ` Most of its fat (${fmt(100 - (satFat / fat) * 100, lang)} %) is unsaturated, the kind to prefer over saturated fat.`
      : "";
  const verdict =
    highs.length === 0
      ? it
        ? "Nessun valore alto: si inserisce facilmente in una dieta equilibrata."
        : "Nothing is high: it fits easily in a balanced diet."
      : it
        ? `Alto in ${highs.join(", ")}: va bene in porzioni piccole, non tutti i giorni in grandi quantità.`
        : `High in ${highs.join(", ")}: fine in small portions, not in large amounts every day.`;
  const kcal = energy !== null ? `${fmt(energy, lang)} kcal, ` : "";
  const answer = it
    ? `${said}, per 100 g: ${kcal}${levels.map((l) => l.text).join(", ")} (soglie dell'etichetta a semaforo britannica)` +
      `${good.length ? `; è una fonte di ${good.join(" e ")}` : ""}.${unsaturated} ${verdict} Nessun alimento da solo rende una dieta sana o ` +
      `non sana: contano quanto e quanto spesso. Valori dalla banca dati degli alimenti (${facts.source}).`
    : `${said}, per 100 g: ${kcal}${levels.map((l) => l.text).join(", ")} (UK front-of-pack traffic-light thresholds)` +
      `${good.length ? `; a source of ${good.join(" and ")}` : ""}.${unsaturated} ${verdict} No single food makes a diet healthy or unhealthy: ` +
      `how much and how often matter. Values from the food database (${facts.source}).`;
  return { intent: "food-healthy", answer };
}

/**
 * 'is a snickers ok for my diet today?', 'can I have a slice of pizza tonight?', 'is a pork pie ok for my lunch?' (the
 * meal said as 'my lunch' too, 0027-fix22chatA), 'posso mangiare una pizza margherita stasera?', 'le gallette di riso
 * vanno bene per me?': one food (its natural amount) against what is left of the day's
 * goal, the Italian verb singular or plural as the food is. The food is the group.
 */
export const FITS_TODAY =
  /^(?:(?:is|are|would)\s+(.+?)\s+(?:be\s+)?(?:ok|okay|fine|alright|allowed)\b(?:\s+(?:for me|for my diet|for my goal|on my diet|today|tonight|to eat))*|(?:can|could|may)\s+i\s+(?:still\s+)?(?:eat|have|afford|drink)\s+(.+?)|posso\s+(?:ancora\s+)?(?:mangiare|mangiarmi|prendere|permettermi|bere|bermi)\s+(.+?)|(.+?)\s+(?:va bene|vanno bene|è ok|e' ok|sono ok)\s+per\s+(?:me|la mia dieta)|(?:va bene|vanno bene|è ok|e' ok|sono ok)\s+per\s+(?:me|la mia dieta)\s+(.+?))(?:\s+(?:today|tonight|now|oggi|stasera|adesso|ora|this evening|questa sera|(?:before|after) (?:bed|bedtime|going to bed|sleeping|dinner|lunch|the gym|training|my workout)|(?:prima|dopo) (?:di dormire|di andare a letto|cena|pranzo|la palestra|l'allenamento)|(?:for|as) (?:a |my )?(?:lunch|dinner|breakfast|snack|treat|dessert)|for me|for my diet|per me|(?:a|per|come) (?:uno )?(?:cena|pranzo|colazione|merenda|spuntino|dolce)))*(?:\s*,?\s+(?:if|when|while|since)\s+(?:i|i'm|i've)\s.+|\s*,?\s+(?:se|quando|mentre|visto che|dato che)\s+(?:sono|sto|faccio|seguo)\s.+)?\s*[?!.]*$/i;

/** 'I'm trying to lose weight, is … ok for me?': the diet said before the question, which asks about the food. */
const DIET_LEAD =
  /^(?:(?:i['’]?m|i am)\s+(?:trying to lose weight|trying to lose some weight|on a diet|dieting|cutting|watching my weight)|(?:sto|sto cercando di|sto provando a)\s+(?:dimagrire|perdere peso|a dieta)|sono a dieta)\s*[,;:.-]+\s*/i;

/** A day's calorie target said in passing: 'on 1800 a day', '1800 kcal a day', 'a 1800 calorie', '1800 calorie al giorno'. */
const STATED_DAILY_KCAL =
  /\b(\d{3,4})\s*(?:kcal|kcals|calories|calorie|cals?)?\s*(?:a|per|each|al|ogni|every)\s+(?:day|giorno)\b|\b(?:on|at|a|da|di)\s+(\d{3,4})\s*(?:kcal|kcals|calories|calorie|cals?)?(?=\s|$|[?!.,])/i;

async function answerFitsToday(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const match = FITS_TODAY.exec(q.trim());
  const food = (match?.slice(1).find(Boolean) ?? "").replace(/\b(today|tonight|oggi|stasera)\b/gi, " ").trim();
  // 'is it ok to eat late?', 'can I eat something sweet?', 'can I eat pasta if I'm on a diet?' name no one food; an
  // Italian article before the food ('i cracker integrali') is not the English 'I'.
  const named = lang === "it" ? food.replace(/^i\s+/i, "") : food;
  if (/\b(it|this|that|these|those|if|when|something|anything|i|me|my|questo|questa|quello|qualcosa|se|quando)\b/i.test(named))
    return undefined;
  // 'can I drink water…', 'posso bere acqua…' ask about drinking, answered by the water guidance.
  if (/\b(water|acqua)\b/i.test(food)) return undefined;
  const m = parseMention(food);
  if (!m.food) return undefined;
  // A food named without an amount is one of it ('a snickers', 'una pizza margherita'), in its natural unit.
  const a = await resolveAmount(m.count === undefined && !m.unit && !m.grams ? { ...m, count: 1 } : m, ctx, lang);
  const it = lang === "it";
  const read =
    (await fitsAsMeal(food, m.food, a, ctx)) ??
    (isBritishBaconSandwich(m.food) && ctx.describeMeal ? await ctx.describeMeal(food) : undefined) ??
    ("unknown" in a ? undefined : await analyzerReadsOtherwise(food, m, a, ["kcal"], ctx, lang).then((i) => (i ? [i] : undefined)));
  if (!read && "unknown" in a) return unknownFood(a.unknown, lang);
  const fit = read ? mealFit(read, lang) : "unknown" in a ? undefined : tableFit(a, lang);
  if (!fit) return undefined;
  const { what, kcal, source } = fit;
  if (!ctx.signedIn) return { intent: "food-fits", answer: `${cap(what)}. ${signInNeeded(lang).answer} ${source}` };
  // A day's target said in the question ('if I'm on 1800 a day', 'se sto a 1800 calorie') is the one to judge by.
  const said = match?.slice(1).find(Boolean) ?? "";
  const stated = STATED_DAILY_KCAL.exec(q.slice(q.toLowerCase().indexOf(said.toLowerCase()) + said.length));
  const statedKcal = stated ? Number(stated[1] ?? stated[2]) : undefined;
  const goal = statedKcal !== undefined && statedKcal >= 800 && statedKcal <= 6000 ? { calories: statedKcal } : await ctx.activeGoal();
  if (!goal) {
    const none = it
      ? "Non hai un obiettivo attivo: creane uno nella scheda Obiettivi per sapere se ci sta nella tua giornata."
      : "You have no active goal: create one in the Goals tab to see whether it fits your day.";
    return { intent: "food-fits", answer: `${cap(what)}. ${none} ${source}` };
  }
  const eaten = (await ctx.todaysMeals()).reduce((n, x) => n + x.calories, 0);
  const left = goal.calories - eaten;
  const after = left - kcal;
  const share = left > 0 ? Math.round((100 * kcal) / left) : 0;
  const verdict =
    left <= 0
      ? it
        ? `Hai già raggiunto il tuo obiettivo di ${goal.calories} kcal (mangiate ${eaten} kcal): oggi ti porterebbe ${kcal - left} kcal oltre.`
        : `You have already reached your goal of ${goal.calories} kcal (eaten ${eaten} kcal): today it would take you ${kcal - left} kcal over.`
      : after >= 0
        ? it
          ? `Ti restano ${left} kcal oggi (obiettivo ${goal.calories} kcal, mangiate ${eaten} kcal): ci sta, è il ${share} % di quanto ti resta e dopo ti rimarrebbero ${after} kcal.`
          : `You have ${left} kcal left today (goal ${goal.calories} kcal, eaten ${eaten} kcal): it fits, at ${share} % of what is left, leaving ${after} kcal.`
        : it
          ? `Ti restano ${left} kcal oggi (obiettivo ${goal.calories} kcal, mangiate ${eaten} kcal): ti porterebbe ${-after} kcal oltre l'obiettivo; una porzione più piccola ci starebbe.`
          : `You have ${left} kcal left today (goal ${goal.calories} kcal, eaten ${eaten} kcal): it would take you ${-after} kcal over your goal; a smaller portion would fit.`;
  return { intent: "food-fits", answer: `${cap(what)}. ${verdict} ${source}` };
}

/**
 * A food asked against the day is read as a meal typed in the chat is: two foods said together ('a bagel with smoked
 * salmon', 'un toast con prosciutto e formaggio') are the analyzer's items and their total when it reads two or more
 * (a dish whose name holds the link, 'chilli con carne', stays one food); a food the tables do not find or do not size
 * is the analyzer's reading of it (its dish portion), as the meal questions read it. Otherwise the table's reading.
 */
async function fitsAsMeal(
  said: string,
  food: string,
  a: Awaited<ReturnType<typeof resolveAmount>>,
  ctx: ChatContext,
): Promise<MealItem[] | undefined> {
  if (!ctx.describeMeal) return undefined;
  const tableMisses = "unknown" in a || a.unsized === true || a.guessedServing === true;
  const joined = (WITH_LINK.test(` ${food} `) || SEVERAL.test(` ${food} `)) && !(await namedWithLink(said, ctx));
  if (!tableMisses && !joined) return undefined;
  const items = (await ctx.describeMeal(said)).filter((i) => i.kcal !== null);
  return items.length >= (tableMisses ? 1 : 2) ? items : undefined;
}

/** A food's energy as the table reads it: its amount and entry. */
function tableFit(a: FoodAmount, lang: Language): { what: string; kcal: number; source: string } | undefined {
  const per100 = a.facts.per100g.kcal;
  if (per100 === null) return undefined;
  const kcal = r((per100 * a.grams) / 100);
  return lang === "it"
    ? {
        what: `${italianHead(a)}: ${kcal} kcal`,
        kcal,
        source: `Valori dalla banca dati degli alimenti, ${italianEntry(a.facts.name)} (${a.facts.source}).`,
      }
    : {
        what: `${englishHead(a)}: ${kcal} kcal`,
        kcal,
        source: `Values from the food database, entry "${a.facts.name}" (${a.facts.source}).`,
      };
}

/** A food's energy as the analyzer reads it: its items with their portions, and their total. */
function mealFit(items: MealItem[], lang: Language): { what: string; kcal: number; source: string } {
  const kcal = r(items.reduce((n, i) => n + (i.kcal ?? 0), 0));
  const parts = items.map((i) => `${i.name} (${i.portion ? `${i.portion}, ` : ""}${fmt(i.grams, lang)} g)`).join(" + ");
  return {
    what: `${parts}: ${kcal} kcal`,
    kcal,
    source:
      lang === "it"
        ? "Valori calcolati dalla banca dati degli alimenti; le porzioni sono stime."
        : "Calculated from the food database; portions are estimates.",
  };
}

/**
 * 'is a glass of orange juice ok for me or too much sugar?', 'un succo va bene per me o ha troppi zuccheri?': a food asked
 * against the day's sugar, answered with its sugars beside the free-sugar limit of the person's day (WHO: below 10 % of
 * energy, ideally 5 %), not with the limit alone. The food is what FITS_TODAY reads before the sugar.
 */
const SUGAR_TAIL =
  /\s*,?\s+(?:or|o|oppure)\s+(?:is\s+(?:it|that|there)\s+|has\s+it\s+|does\s+it\s+have\s+|ha\s+|è\s+|e'\s+|c'è\s+)?(?:too\s+(?:much|many)\s+|troppo\s+|troppi\s+|troppa\s+)?(?:sugars?|sugary|zuccher[oi]|zuccherat[oaie])(?:\s+(?:in it|for me|per me))?\s*[?!.]*$/i;

export const isSugarCheck = (q: string): boolean => SUGAR_TAIL.test(q.trim()) && FITS_TODAY.test(q.trim().replace(SUGAR_TAIL, ""));

async function answerSugarCheck(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const match = FITS_TODAY.exec(q.trim().replace(SUGAR_TAIL, ""));
  const food = (match?.slice(1).find(Boolean) ?? "").replace(/\b(today|tonight|oggi|stasera)\b/gi, " ").trim();
  const m = parseMention(food);
  if (!m.food) return undefined;
  const a = await resolveAmount(m.count === undefined && !m.unit && !m.grams ? { ...m, count: 1 } : m, ctx, lang);
  if ("unknown" in a) return unknownFood(a.unknown, lang);
  const per100 = a.facts.per100g.sugars;
  if (per100 === null) return undefined;
  const it = lang === "it";
  const sugars = (per100 * a.grams) / 100;
  const goal = ctx.signedIn ? await ctx.activeGoal() : undefined;
  const kcal = goal?.calories ?? 2000;
  const max = r((kcal * REFERENCE.freeSugarsMaxEnergyShare) / 4);
  const ideal = r((kcal * REFERENCE.freeSugarsIdealEnergyShare) / 4);
  const share = Math.round((100 * sugars) / max);
  const g = fmt(sugars, lang, 1);
  const what = it ? `${cap(italianHead(a))}: ${g} g di zuccheri` : `${cap(englishHead(a))}: ${g} g of sugars`;
  const verdict = it
    ? `Il limite degli zuccheri liberi con ${kcal} kcal al giorno è ${max} g (il 10 % dell'energia), idealmente ${ideal} g: ne sarebbe il ${share} %${sugars > ideal ? ", più della quota ideale di tutta la giornata" : ""}. Gli zuccheri di succhi, bibite e dolci contano; quelli della frutta intera e del latte no.`
    : `The free-sugar limit at ${kcal} kcal a day is ${max} g (10 % of energy), ideally ${ideal} g: this is ${share} % of it${sugars > ideal ? ", more than the whole day's ideal share" : ""}. The sugars of juices, soft drinks and sweets count; those of whole fruit and milk do not.`;
  return {
    intent: "food-sugar-check",
    answer: `${what}. ${verdict} ${cite(SOURCES.whoSugars, lang)} ${it ? `Valori dalla banca dati degli alimenti, ${italianEntry(a.facts.name)} (${a.facts.source}).` : `Values from the food database, entry "${a.facts.name}" (${a.facts.source}).`}`,
  };
}

/** 'is 1600 kcal too low for me?', '1600 kcal sono troppo poche per me?', 'è troppo poco mangiare 1400 calorie al giorno?' */
const KCAL_CHECK =
  /(\d{3,4})\s*(?:kcal|kcals|calories|calorie|cal|calorie al giorno)\b.*\b(too|troppo|troppe|enough|bastano|basta|ok|okay|fine|alright|va bene|vanno bene|sufficient|sufficienti|poche|poke|tante|low|high|much|little|safe|sicur[eoi]|giuste|right)\b|\b(is|are|eating|mangiare)\b.*?(\d{3,4})\s*(?:kcal|calories|calorie)\b.*\b(ok|okay|fine|enough|safe|right|va bene|bastano)\b|\b(ok|okay|fine|safe|va bene|vanno bene|giusto|too (?:low|little|few|much|high)|troppo\s+(?:poc[oa]|poch[ei]|tant[oaie])|troppe)\b.*?(\d{3,4})\s*(?:kcal|calories|calorie)\b/i;

function answerKcalCheck(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const n = Number(/(\d{3,4})\s*(?:kcal|kcals|calories|calorie|cal)\b/i.exec(q)![1]);
  return withProfile(ctx, lang, (p) => {
    const it = lang === "it";
    const bmr = r(basalMetabolicRate(p));
    const tdee = r(dailyEnergy(basalMetabolicRate(p), p.activityLevel));
    const floor = floorKcal(p);
    const need = it
      ? `il tuo fabbisogno è circa ${tdee} kcal al giorno (metabolismo basale ${bmr} kcal)`
      : `your daily need is about ${tdee} kcal (basal metabolism ${bmr} kcal)`;
    let text: string;
    if (n < Math.max(floor, bmr)) {
      const below =
        n < floor
          ? it
            ? `sotto le ${floor} kcal, il minimo senza controllo medico`
            : `below ${floor} kcal, the minimum without medical supervision`
          : it
            ? `sotto il tuo metabolismo basale`
            : `below your basal metabolism`;
      const lowest = Math.max(floor, bmr, tdee - 1000);
      text = it
        ? `${n} kcal sono troppo poche per te: ${below}; ${need}. Per dimagrire in sicurezza non scendere sotto circa ${lowest} kcal.`
        : `${n} kcal is too low for you: it is ${below}; ${need}. To lose weight safely, stay at or above about ${lowest} kcal.`;
    } else if (n > tdee + 500) {
      const weekly = ((n - tdee) * 7) / KCAL_PER_KG;
      text = it
        ? `${n} kcal sono troppe per te se non vuoi aumentare di peso: ${need}, quindi sono ${n - tdee} kcal in più al giorno (circa ${fmt(weekly, lang, 1)} kg a settimana).`
        : `${n} kcal is too high for you unless you want to gain weight: ${need}, so that is ${n - tdee} kcal over each day (about ${fmt(weekly, lang, 1)} kg a week).`;
    } else if (Math.abs(n - tdee) <= 250) {
      text = it
        ? `${n} kcal vanno bene: sono vicine al tuo mantenimento, ${need}. Con queste calorie il peso resta circa stabile.`
        : `${n} kcal is fine: it is about your maintenance, ${need}. At this intake your weight should stay about the same.`;
    } else if (n < tdee) {
      const weekly = ((tdee - n) * 7) / KCAL_PER_KG;
      const steep = tdee - n > 1000 || weekly > 0.01 * p.weight;
      text = it
        ? `${n} kcal sono un deficit di ${tdee - n} kcal al giorno: ${need}. Vuol dire circa ${fmt(weekly, lang, 1)} kg a settimana${steep ? ", un ritmo impegnativo: oltre l'1 % del peso a settimana non è consigliato" : ", un ritmo ragionevole"}.`
        : `${n} kcal is a deficit of ${tdee - n} kcal a day: ${need}. That means about ${fmt(weekly, lang, 1)} kg a week${steep ? ", a steep pace: more than 1 % of body weight a week is not advised" : ", a reasonable pace"}.`;
    } else {
      const weekly = ((n - tdee) * 7) / KCAL_PER_KG;
      text = it
        ? `${n} kcal sono un surplus di ${n - tdee} kcal al giorno: ${need}. Adatto ad aumentare la massa (circa ${fmt(weekly, lang, 1)} kg a settimana), con allenamento di forza.`
        : `${n} kcal is a surplus of ${n - tdee} kcal a day: ${need}. It suits building muscle (about ${fmt(weekly, lang, 1)} kg a week) with strength training.`;
    }
    return { intent: "kcal-check", answer: text };
  });
}

const MONTHS: [RegExp, number][] = [
  [/^(jan(uary)?|gennaio)$/, 0],
  [/^(feb(ruary)?|febbraio)$/, 1],
  [/^(mar(ch)?|marzo)$/, 2],
  [/^(apr(il)?|aprile)$/, 3],
  [/^(may|maggio)$/, 4],
  [/^(june?|giugno)$/, 5],
  [/^(july?|luglio)$/, 6],
  [/^(aug(ust)?|agosto)$/, 7],
  [/^(sep(t(ember)?)?|settembre)$/, 8],
  [/^(oct(ober)?|ottobre)$/, 9],
  [/^(nov(ember)?|novembre)$/, 10],
  [/^(dec(ember)?|dicembre)$/, 11],
];
const MONTH_WORD =
  "jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre";
const monthIndex = (w: string) => MONTHS.find(([re]) => re.test(w.toLowerCase()))?.[1];
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** 'by June', 'entro fine aprile', 'by May 1st', 'in 4 weeks', 'in 3 mesi' -> a date after `today`, or undefined. */
export function parseTargetDate(text: string, today: string): string | undefined {
  const lower = text.toLowerCase();
  const base = new Date(`${today}T00:00:00Z`);
  const rel =
    /\b(?:in|within|entro|tra|fra)\s+(\d+|a|one|two|three|four|six|un|una|due|tre|quattro|sei)\s+(weeks?|settimane?|months?|mes[ei]|days?|giorni)\b/.exec(
      lower,
    );
  if (rel) {
    const words: Record<string, number> = {
      a: 1,
      one: 1,
      un: 1,
      una: 1,
      two: 2,
      due: 2,
      three: 3,
      tre: 3,
      four: 4,
      quattro: 4,
      six: 6,
      sei: 6,
    };
    const n = Number(rel[1]) || words[rel[1]!] || 1;
    const d = new Date(base);
    if (/^(week|settiman)/.test(rel[2]!)) d.setUTCDate(d.getUTCDate() + 7 * n);
    else if (/^(month|mes)/.test(rel[2]!)) d.setUTCMonth(d.getUTCMonth() + n);
    else d.setUTCDate(d.getUTCDate() + n);
    return iso(d);
  }
  // 'by Christmas', 'entro Natale', 'by summer', 'per l'estate', 'by New Year': the next such day.
  const holiday =
    /\b(?:by|before|until|entro|prima di|per|for)\s+(?:the\s+|il\s+|l\s*['’]\s*|la\s+)?(christmas|xmas|natale|new year|capodanno|summer|estate)\b/.exec(
      lower,
    );
  if (holiday) {
    const [month, day] = /christmas|xmas|natale/.test(holiday[1]!) ? [11, 25] : /new year|capodanno/.test(holiday[1]!) ? [0, 1] : [5, 21];
    let d = new Date(Date.UTC(base.getUTCFullYear(), month, day));
    if (d <= base) d = new Date(Date.UTC(base.getUTCFullYear() + 1, month, day));
    return iso(d);
  }
  const m = new RegExp(
    `\\b(?:by|before|until|entro|prima di|per)\\s+(?:the\\s+|il\\s+|la\\s+)?(end of\\s+|fine\\s+(?:di\\s+)?|start of\\s+|inizio\\s+(?:di\\s+)?)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?(${MONTH_WORD})(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?\\b`,
  ).exec(lower);
  if (!m) return undefined;
  const month = monthIndex(m[3]!)!;
  let year = base.getUTCFullYear();
  const make = (y: number) => {
    if (m[1] && /end|fine/.test(m[1])) return new Date(Date.UTC(y, month + 1, 0));
    const day = Number(m[2] ?? m[4] ?? 1);
    return new Date(Date.UTC(y, month, day));
  };
  let d = make(year);
  if (d <= base) d = make(++year);
  return iso(d);
}

const WEIGHT_CHANGE =
  /\b(lose|lost|losing|drop|shed|perdere|perdo|dimagrire|calare|gain|gaining|put on|prendere|aumentare|mettere su|metter su|ingrassare|guadagnare)\b\D{0,12}?(\d+(?:[.,]\d+)?)\s*(?:kg|kgs|kilos?|chili|chilo|kili)\b/i;

function answerWeightChange(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const m = WEIGHT_CHANGE.exec(q)!;
  const gain = /gain|put on|prendere|aumentare|mettere su|metter su|ingrassare|guadagnare/i.test(m[1]!);
  const kg = Number(m[2]!.replace(",", "."));
  const by = parseTargetDate(q, ctx.today);
  return withProfile(ctx, lang, (p) => {
    const it = lang === "it";
    const tdee = r(dailyEnergy(basalMetabolicRate(p), p.activityLevel));
    const floor = floorKcal(p);
    const days = by
      ? Math.max(1, Math.round((Date.parse(`${by}T00:00:00Z`) - Date.parse(`${ctx.today}T00:00:00Z`)) / 86_400_000))
      : undefined;
    const daily = r(days ? (kg * KCAL_PER_KG) / days : gain ? REFERENCE.muscleGainSurplusKcal : REFERENCE.weightLossDeficitKcal);
    const weekly = (daily * 7) / KCAL_PER_KG;
    const safeWeekly = 0.01 * p.weight;
    const raw = gain ? tdee + daily : tdee - daily;
    const target = gain ? raw : Math.max(floor, raw);
    const weeks = Math.ceil((kg * KCAL_PER_KG) / (daily * 7));
    const when = by
      ? it
        ? ` entro il ${new Date(`${by}T00:00:00Z`).toLocaleDateString("it-IT", { day: "numeric", month: "long", timeZone: "UTC" })} (${days} giorni)`
        : ` by ${new Date(`${by}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" })} (${days} days)`
      : "";
    const verb = it ? (gain ? "prendere" : "perdere") : gain ? "gain" : "lose";
    const head = it
      ? `Per ${verb} ${fmt(kg, lang, 1)} kg${when} ti serve ${gain ? "un surplus" : "un deficit"} di circa ${daily} kcal al giorno (1 kg ≈ ${KCAL_PER_KG} kcal): punta a circa ${target} kcal al giorno, dato che il tuo fabbisogno è circa ${tdee} kcal.`
      : `To ${verb} ${fmt(kg, lang, 1)} kg${when} you need a ${gain ? "surplus" : "deficit"} of about ${daily} kcal a day (1 kg ≈ ${KCAL_PER_KG} kcal): aim for about ${target} kcal a day, as your daily need is about ${tdee} kcal.`;
    const pace = it ? `Sono circa ${fmt(weekly, lang, 2)} kg a settimana` : `That is about ${fmt(weekly, lang, 2)} kg a week`;
    const tooFast = weekly > safeWeekly || raw < floor;
    let tail: string;
    if (tooFast) {
      const safeWeeks = Math.ceil((kg * KCAL_PER_KG) / Math.min(safeWeekly * KCAL_PER_KG, (tdee - (gain ? 0 : floor)) * 7 || 1));
      tail = it
        ? `${pace}: troppo veloce, più dell'1 % del tuo peso (${fmt(safeWeekly, lang, 2)} kg) a settimana${raw < floor ? ` e sotto le ${floor} kcal, il minimo senza controllo medico` : ""}. Dai più tempo: almeno ${safeWeeks} settimane.`
        : `${pace}: too fast, more than 1 % of your body weight (${fmt(safeWeekly, lang, 2)} kg) a week${raw < floor ? ` and below ${floor} kcal, the minimum without medical supervision` : ""}. Allow more time: at least ${safeWeeks} weeks.`;
    } else {
      tail = it
        ? `${pace}, entro il limite sicuro dell'1 % del peso a settimana${by ? "" : `: circa ${weeks} settimane in tutto`}.`
        : `${pace}, within the safe limit of 1 % of body weight a week${by ? "" : `: about ${weeks} weeks in all`}.`;
    }
    return { intent: gain ? "weight-gain-plan" : "weight-loss-plan", answer: `${head} ${tail}` };
  });
}

/** 'how much rice is 200 kcal?', 'quanti grammi di pasta per 300 calorie?': the amount of a food that gives N kcal. */
export const GRAMS_FOR_KCAL =
  /\b(how much|how many grams|how many g|what amount|quant[oaie]|che quantità)\b.*?\b(\d{2,4})\s*(?:kcal|kcals|calories|calorie|cal)\b/i;

async function answerGramsForKcal(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const m = GRAMS_FOR_KCAL.exec(q)!;
  const kcal = Number(m[2]);
  const words = foodPart(q.replace(/\b\d{2,4}\s*(?:kcal|kcals|calories|calorie|cal)\b/gi, " "))
    .split(" ")
    .filter((w) => !/^(grams?|grammi|g|gr|for|fanno|fa|makes?|gives?|give|are|is|da|con|to|get|ottenere|avere)$/.test(w))
    .join(" ");
  const mention = parseMention(words);
  if (!mention.food) return undefined;
  const facts = await findFood(mention.food, ctx);
  if (!facts) return unknownFood(mention.food, lang);
  const per100 = facts.per100g.kcal;
  if (!per100) return undefined;
  const grams = (kcal / per100) * 100;
  // Grams to the nearest 5 above 100 g, to the gram below: the precision a kitchen scale gives.
  const shown = grams >= 100 ? Math.round(grams / 5) * 5 : Math.round(grams);
  const answer =
    lang === "it"
      ? `${fmt(kcal, lang)} kcal di ${mention.food} sono circa ${fmt(shown, lang)} g (${facts.name}: ${fmt(per100, lang)} kcal per 100 g). Valori calcolati dalla banca dati degli alimenti (${facts.source}).`
      : `${fmt(kcal, lang)} kcal of ${mention.food} is about ${fmt(shown, lang)} g (${facts.name}: ${fmt(per100, lang)} kcal per 100 g). Calculated from the food database (${facts.source}).`;
  return { intent: "grams-for-kcal", answer };
}

/** 'what can I eat with what is left today?', 'cosa posso mangiare con quello che mi resta?' */
const EAT_WITH_LEFT =
  /\b(what|cosa|che)\b.*\b(eat|have|mangi[a-z]*|prendo)\b.*\b(left|remain[a-z]*|rest[ao]no|rest[ao]|rimane|rimangono|still|ancora)\b|\b(what|cosa)\b.*\b(still|ancora)\b.*\b(eat|mangi[a-z]*)\b|\b(ideas?|idee|suggestions?|suggeriment[oi]|suggest|suggerisci|consigli[a-z]*)\b.*\b(left|remain[a-z]*|rest[ao]no|rest[ao]|rimane|rimangono)\b/i;

async function answerEatWithLeft(q: string, ctx: ChatContext, lang: Language, stated?: number): Promise<EngineAnswer> {
  const it = lang === "it";
  let left: number;
  let head: string;
  if (stated !== undefined) {
    // 'I have 600 kcal left': the person's own figure, whatever the day logged here says.
    left = stated;
    head = it ? `Con ${fmt(stated, lang)} kcal a disposizione:` : `With ${fmt(stated, lang)} kcal to go:`;
  } else {
    const today = await answerToday(ctx, lang);
    if (today.intent !== "today" || !(await ctx.activeGoal())) return today;
    const goal = (await ctx.activeGoal())!;
    const eaten = (await ctx.todaysMeals()).reduce((a, m) => a + m.calories, 0);
    left = goal.calories - eaten;
    head = today.answer;
    if (left <= 0) {
      return {
        intent: "eat-with-left",
        answer: `${today.answer} ${it ? "Oggi hai già raggiunto l'obiettivo: se hai fame, scegli verdura o una tisana." : "You have reached today's goal: if you are hungry, have vegetables or a hot drink."}`,
      };
    }
  }
  const mealType = MEAL_WORDS.find(([, re]) => re.test(q.toLowerCase()))?.[0] ?? nextMealType(ctx.localHour);
  const s = await ctx.suggestMeal(mealType, stated);
  const idea = !s
    ? it
      ? "Non ho trovato una ricetta adatta alle tue preferenze e a quanto ti resta."
      : "I couldn't find a recipe that fits your preferences and what is left."
    : s.calories > left
      ? it
        ? `Le ricette adatte superano le ${left} kcal che ti restano: scegli un piatto leggero di verdura e proteine magre.`
        : `The recipes that fit go over the ${left} kcal you have left: choose a light dish of vegetables and lean protein.`
      : it
        ? `${stated === undefined ? "Con quello che ti resta ti suggerisco" : "ti suggerisco"} ${suggestedDish(s, "it")}: ${s.calories} kcal, ${s.proteins} g di proteine, ${s.carbs} g di carboidrati, ${s.fats} g di grassi; dopo ti resterebbero ${left - s.calories} kcal.`
        : `${stated === undefined ? "With what is left I suggest" : "I suggest"} ${suggestedDish(s, "en")}: ${s.calories} kcal, ${s.proteins} g protein, ${s.carbs} g carbs, ${s.fats} g fat; that would leave ${left - s.calories} kcal.`;
  return { intent: "eat-with-left", answer: `${head} ${idea}` };
}

/** 'I have 600 kcal left', 'mi restano 500 calorie', '400 calories to go': the budget the person states. */
const STATED_LEFT =
  /\b(\d{2,4})\s*(?:kcal|calories|calorie|cal)\s*(?:left|remaining|to go|rimast[ei]|rimanenti|a disposizione)\b|\b(?:left|remaining|restano|rimangono|rimane|resta|ho ancora|have)\s+(?:\p{L}+\s+){0,2}?(\d{2,4})\s*(?:kcal|calories|calorie|cal)\b/iu;
const WHAT_TO_EAT = /\b(what|cosa|che)\b.*\b(eat|have|cook|mangi[a-z]*|prendo|cucino|preparo)\b|\b(suggest|consiglia|idea)/i;

/** The calories a person says they have left, when they ask what to eat with them. */
export function statedBudget(q: string): number | undefined {
  const m = STATED_LEFT.exec(q);
  const n = Number(m?.[1] ?? m?.[2]);
  return m && WHAT_TO_EAT.test(q) && n >= 50 && n <= 3000 ? n : undefined;
}

/** A message with several questions, one part each: 'How many calories in a banana and how much protein in 2 eggs?' */
/**
 * '1,200 kcal' and '1.200 calorie' as 1200: an energy figure written with a thousands separator (English comma,
 * Italian point) is one number, never '200 kcal'. Decimals ('1.5 kg', '0.125') are left alone.
 */
export const withoutThousandsSeparators = (text: string): string =>
  text.replace(/\b([1-9]\d{0,2})[.,'’](\d{3})(?=\s*(?:kcal|kcals|calories|calorie|cal|kilocalories|chilocalorie)\b)/gi, "$1$2");

/** A question about the person's own need ('how much fibre do I need?'), not about a food. */
const PERSONAL_NEED = /\b(i|me|my|mi|mio|mia|need|needs|bisogno|servono|serve|dovrei|should|per day|al giorno|daily)\b/i;

export function splitQuestions(text: string): string[] {
  const parts = text
    .split(/(?<=[?!])\s+|(?<=[.])\s+(?=\p{Lu})|;\s*/u)
    .flatMap((p) =>
      p.split(
        /,?\s+(?:and|e|also|poi|inoltre)\s*,?\s+(?=(?:how|what|what's|which|is|are|quant[aoie]|qual|cosa|come|in|of|di|del|della|nel|nella|\d))/i,
      ),
    )
    .map((p) => p.replace(/^(?:and|also|e|poi|inoltre|anche)\b[,\s]*/i, "").trim())
    .filter((p) => p.replace(/[?.!\s]/g, "").length > 0);
  return parts.length > 0 ? parts : [text];
}

async function answerOne(q: string, ctx: ChatContext, lang: Language, inherited: (keyof FoodFacts["per100g"])[]): Promise<EngineAnswer> {
  const lower = q.toLowerCase();
  if (/^(hi|hello|hey|ciao|salve|buongiorno|buonasera)\b/.test(lower) && lower.length < 25) return help(lang, ctx.chatType);
  if (HEALTH_COMPARE.test(lower)) {
    const c = await answerHealthCompare(q, ctx, lang);
    if (c) return c;
  }
  if (COMPARE.test(lower)) {
    const c = await answerCompare(q, ctx, lang);
    if (c) return c;
  }
  if (KCAL_CHECK.test(q)) return answerKcalCheck(q, ctx, lang);
  if (GRAMS_FOR_KCAL.test(q) && askedNutrients(q).every((n) => n === "kcal")) {
    const g = await answerGramsForKcal(q, ctx, lang);
    if (g) return g;
  }
  if (WEIGHT_CHANGE.test(q)) return answerWeightChange(q, ctx, lang);
  if (isSugarCheck(q.replace(DIET_LEAD, ""))) {
    const sc = await answerSugarCheck(q.trim().replace(DIET_LEAD, ""), ctx, lang);
    if (sc) return sc;
  }
  const fitsQ = q.trim().replace(DIET_LEAD, "");
  if (FITS_TODAY.test(fitsQ) && !EAT_WITH_LEFT.test(lower)) {
    const f = await answerFitsToday(fitsQ, ctx, lang);
    if (f) return f;
  }
  if (HEALTHY.test(q) && !/\b(diet|dieta|weight|peso|i eat|mangio|my |mia |mio )\b/i.test(q)) {
    const h = await answerHealthy(q, ctx, lang);
    if (h) return h;
  }
  if (EAT_WITH_LEFT.test(lower)) return answerEatWithLeft(q, ctx, lang);

  const asked = askedNutrients(q);
  if (asked.length > 0 || inherited.length > 0) {
    const eggs = await answerEggDish(q, ctx, lang, inherited);
    if (eggs) return eggs;
  }
  // 'cosa mangio a cena?' asks what to eat next, not about a meal eaten.
  if (
    ctx.describeMeal &&
    !WHAT_TO_EAT.test(q) &&
    (asked.length > 0 || inherited.length > 0 || MEAL_NARRATIVE.test(q)) &&
    isMealQuestion(q)
  ) {
    const list = await answerList(q, ctx, lang, inherited);
    if (list) return list;
    const meal = await answerMeal(q, ctx, lang, inherited);
    if (meal) return meal;
  }
  // 'toast with butter', 'pane tostato con burro': two foods when the analyzer reads two ('French toast with butter' is
  // one table entry, not what was eaten); one dish ('insalata caesar con pollo') stays on the single-food path.
  if (
    ctx.describeMeal &&
    !WHAT_TO_EAT.test(q) &&
    (asked.length > 0 || inherited.length > 0) &&
    WITH_LINK.test(mealText(q)) &&
    !(await namedWithLink(q, ctx))
  ) {
    const meal = await answerMeal(q, ctx, lang, inherited, 2);
    if (meal) return meal;
  }
  // 'gnocchi al ragù', 'risotto alla milanese' said without an amount, or found as an entry without the dish's head
  // ('Bolognese sauce' for the gnocchi): the analyzer's reading of the dish, as a plate of it is. One said with its
  // amount and found by its head ('un cornetto alla crema', 'una fetta di torta al cioccolato') stays the chat's.
  if (
    ctx.describeMeal &&
    !WHAT_TO_EAT.test(q) &&
    (asked.length > 0 || inherited.length > 0) &&
    ITALIAN_LINK.test(mealText(q)) &&
    (await italianDishUnread(q, ctx))
  ) {
    // A word of it typed with one slip ('risoto alla milanese'): the dish put right, the nutrients asked kept.
    const said = mealText(q);
    const fixed = correctedName(said);
    const meal =
      (await answerMeal(q, ctx, lang, inherited)) ??
      (fixed !== said ? await answerMeal(fixed, ctx, lang, asked.length > 0 ? asked : inherited) : undefined);
    if (meal) return meal;
  }
  // A name the analyzer reads as another food in the person's language ('un toast' in Italian is the toasted ham and
  // cheese sandwich, not toasted bread: `OTHER_FOOD_IN`), said alone: the analyzer's reading, so both read it the same.
  // A mixed drink ('un aperol spritz') is read from its parts, as the analyzer reads it (0025-fix20chat).
  if (
    ctx.describeMeal &&
    !WHAT_TO_EAT.test(q) &&
    (asked.length > 0 || inherited.length > 0) &&
    (otherFoodHere(q, lang) || mixedDrinkHere(q))
  ) {
    const meal = await answerMeal(q, ctx, lang, inherited);
    if (meal) return meal;
  }
  // 'Di quante proteine ho bisogno al giorno?' is about the person, not about a food called 'bisogno'.
  const personal =
    /\b(i|me|my|mi|mio|mia|devo|dovrei|should|need|needs|bisogno|servono|serve|burn|brucio|today|oggi|left|restano|rimangono|rimane|resta|eaten|mangiato|al giorno|a day|per day|daily)\b/.test(
      lower,
    );
  const food = foodPart(q);
  if ((asked.length > 0 || inherited.length > 0) && !personal && parseMention(food).food) {
    const a = await answerFoodNutrients(q, ctx, lang, inherited);
    // 'a caesar salad with chicken': no table entry by that name, but the analyzer reads it as one dish.
    const dish = a?.intent === "food-unknown" && WITH_LINK.test(mealText(q)) ? await answerMeal(q, ctx, lang, inherited) : undefined;
    if (dish ?? a) return dish ?? a!;
  }
  if (
    /(today|oggi|so far|finora|left|remaining|restano|rimangono|rimane|resta)/.test(lower) &&
    /(eat|ate|eaten|mangiat|intake|consum|left|remain|rest|rimang|calori|protein|so far)/.test(lower)
  )
    return answerToday(ctx, lang);
  if (/\b(bmi|imc)\b|body mass|massa corporea/.test(lower)) return answerBmi(ctx, lang);
  if (/protein|proteine/.test(lower)) return answerGuidance("protein", ctx, lang, q);
  // 'how many calories should I eat to lose weight?' asks for the target, not only the need.
  if (
    /(lose weight|weight loss|slim|dimagr|perdere peso|gain (weight|muscle)|build muscle|muscle gain|massa muscolare|aumentare (di )?peso)/.test(
      lower,
    )
  )
    return answerGoalChange(q, ctx, lang);
  if (
    /(bmr|basal|metabol|basale|tdee|daily energy|energy need|real energy|fabbisogno|burn|brucio|how many calories (do|should) i|quante calorie (devo|dovrei|mi servono))/.test(
      lower,
    )
  )
    return answerEnergy(ctx, lang);
  if (
    /(what (should|can|could|do) i (eat|have|cook)|what to (eat|cook)|what'?s for (breakfast|lunch|dinner)|suggest|next meal|prossimo pasto|cosa (posso |dovrei |potrei )?(mangi|cucin|prepar)|che (cosa )?(mangio|cucino|preparo)|consiglia|idea|recipe|ricetta)/.test(
      lower,
    )
  )
    return answerNextMeal(q, ctx, lang);
  if (/fib(re|er|ra)/.test(lower)) return answerGuidance("fibre", ctx, lang, q);
  if (/sugar|zuccher/.test(lower)) return answerGuidance("sugar", ctx, lang, q);
  if (/\bsalt|\bsale\b|sodium|sodio/.test(lower)) return answerGuidance("salt", ctx, lang, q);
  if (/water|hydrat|drink|acqua|idrata|bere/.test(lower)) return answerGuidance("water", ctx, lang, q);
  if (/\bfats?\b|grassi|saturat|saturi/.test(lower)) return answerGuidance("fat", ctx, lang, q);
  if (/\bgoal\b|obiettiv/.test(lower)) return answerToday(ctx, lang);
  if (asked.length > 0 && parseMention(food).food) {
    const a = await answerFoodNutrients(q, ctx, lang, inherited);
    if (a) return a;
  }
  return help(lang, ctx.chatType);
}

/** A body weight said before the question ('I weigh 92 kg,', 'peso 70 kg:'), up to the question itself. */
const LEADING_WEIGHT =
  /^(?:i\s+weigh|i\s+am|i['’]m|my weight is|peso|sono|il mio peso è)\s+(?:about |around |circa )?\d{2,3}(?:[.,]\d)?\s*(?:kg|kgs|kilos?|kilograms?|chili|chilo|chilogrammi)\b(?:\s+(?:now|ora|adesso))?\s*[,.;:!-]*\s*(?:and\s+|e\s+)?/i;

/**
 * Where a food question begins after a clause before it: 'how many/much <nutrient> in/of …', 'quante <nutrient> in/ha …'
 * ('i need to bulk, how many kcal in …', 'sto facendo massa, quante calorie in …').
 */
const QUESTION_AFTER_CLAUSE =
  /[,;:]\s+(?=(?:how (?:many|much)|quant[aoie])(?:\s+\S+){1,3}?\s+(?:in|of|does|do|has|have|are in|is in|ha|hanno|c'è in|ci sono in|di|nel|nella|in un|in una)\s)/i;
/** A food question's own words when they name no food, only what was said before ('how much is that', 'quante sono'). */
const BACK_REFERENCE = /^(?:this|that|it|these|those|them|questo|questa|questi|queste|quello|quella|quelli|quelle|ciò)$/;

/**
 * A clause before a food question that asks nothing itself ('i need to bulk, how many kcal in a cup of whole milk'): the
 * question is about the food it names, so the clause is no part of that food ('in a cup of whole milk' was read as a
 * dessert topping made with milk). Kept when the question names no food of its own ('I had a pizza, how much is that?'),
 * is about the person ('…, how much protein do I need?') or the clause asks a nutrient ('I have 500 kcal left, …').
 */
export function withoutLeadingClause(q: string): string {
  const m = QUESTION_AFTER_CLAUSE.exec(q);
  if (!m) return q;
  const clause = q.slice(0, m.index);
  const question = q.slice(m.index + m[0].length);
  if (askedNutrients(clause).length > 0 || askedNutrients(question).length === 0 || PERSONAL_NEED.test(question)) return q;
  const food = mealText(question);
  return food && !BACK_REFERENCE.test(food) ? question : q;
}

/** The offline nutrition engine: answers computed from the user's data, the food database and cited references. */
/**
 * A food said free of fat as its label says it ('yogurt greco 0%', '0% fat', 'fat free', 'senza grassi'): the tables'
 * word, 'nonfat'. The '0%' was dropped as a number and 'fat' read as the nutrient asked, so 'un vasetto di yogurt greco
 * 0%' was whole-milk yogurt (146 kcal against a 0% pot's 80-100).
 */
const FAT_FREE_SAID =
  /(?<![\d.,])0\s?%(?:\s*(?:di\s+)?(?:fat|grassi|mg|m\.g\.))?|\b(?:fat[- ]free|zero[- ]fat|no[- ]fat|senza grassi|zero grassi)\b/gi;
/** Milk said by its fat ('2% milk', '1% milk'): the US tables' names ('Milk, reduced fat (2%)'), not a count of two. */
const MILK_PERCENT = /\b([12])\s?%\s+(milk)\b/gi;
export const fatFreeSaid = (text: string) =>
  text
    .replace(MILK_PERCENT, (_, p: string, milk: string) => `${p === "2" ? "reduced fat" : "low fat"} ${milk}`)
    .replace(FAT_FREE_SAID, " nonfat ")
    // Fat-free milk is skimmed milk in the tables' words, a nonfat dairy food otherwise ('nonfat milk' is a yogurt's).
    .replace(/\bnonfat\s+milk\b|\bmilk\s+nonfat\b/gi, "skimmed milk")
    .replace(/\blatte\s+nonfat\b|\bnonfat\s+latte\b/gi, "latte scremato")
    // A coffee shop's 'skinny' drink is made with skimmed milk: the tables' nonfat one ('a skinny latte': 'Coffee, Latte,
    // nonfat'), after the Italian milk above ('latte' said after 'skinny' is the coffee).
    .replace(/\bskinny\b/gi, "nonfat")
    .replace(/\s+/g, " ")
    .trim();

export async function answerOffline(query: string, given: ChatContext): Promise<EngineAnswer> {
  const whole = fatFreeSaid(withoutThousandsSeparators(query.trim()));
  // 'How much protein do I need? I weigh 80 kg': the weight said, in any part of the message, is the one to use.
  const weight = statedWeight(whole);
  // 'I weigh 92 kg, how much protein…': the clause that says it, before the question, is no food to look up.
  const lead = LEADING_WEIGHT.exec(whole);
  const message = lead && lead[0].length < whole.length ? whole.slice(lead[0].length) : whole;
  const q = withoutLeadingClause(message);
  const ctx: ChatContext =
    weight === undefined
      ? given
      : {
          ...given,
          statedWeightKg: weight,
          profile: async () => {
            const p = await given.profile();
            return p && { ...p, weight };
          },
        };
  // The question's own words first ('calorie in a bagel' is English whatever the screen), then the screen's language or an
  // Italian word ('proteine', 'calorie') when they say neither or both.
  const lang: Language = questionLanguage(q) ?? (ctx.language === "it" || detectItalian(q) ? "it" : "en");
  const budget = statedBudget(message);
  if (budget !== undefined) return answerEatWithLeft(message, ctx, lang, budget);
  // A comparison names two foods in one sentence: answered whole, before splitting on 'and'.
  if (HEALTH_COMPARE.test(q.toLowerCase())) {
    const c = await answerHealthCompare(q, ctx, lang);
    if (c) return c;
  }
  if (COMPARE.test(q.toLowerCase())) {
    const c = await answerCompare(q, ctx, lang);
    if (c) return c;
  }
  const parts = splitQuestions(q);
  if (parts.length === 1) return answerOne(q, ctx, lang, []);
  const answers: EngineAnswer[] = [];
  let inherited: (keyof FoodFacts["per100g"])[] = [];
  let food = "";
  for (const said of parts) {
    const asked = askedNutrients(said);
    // A nutrient asked with no food after a food's question ('quante calorie hanno 2 kiwi e quanti grammi di zucchero')
    // is asked of that food, not of the diet (0024-trial18).
    const own = foodPart(said).replace(/^(?:of|di|d|the)$/, "");
    const ofFood = asked.length > 0 && own === "" && food !== "" && !PERSONAL_NEED.test(said);
    const part = ofFood ? `${said.replace(/[?.!\s]+$/, "")} in ${food}` : said;
    if (own !== "" && asked.length > 0) food = own;
    const a = await answerOne(part, ctx, lang, inherited);
    if (asked.length > 0) inherited = asked;
    answers.push(a);
  }
  const understood = answers.filter((a) => a.intent !== "help");
  if (understood.length === 0) return help(lang, ctx.chatType);
  if (understood.length === 1 || understood.every((a) => a.answer === understood[0]!.answer)) return understood[0]!;
  return { intent: `several:${understood.map((a) => a.intent).join("+")}`, answer: understood.map((a) => a.answer).join("\n\n") };
}
