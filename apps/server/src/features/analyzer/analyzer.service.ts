import type { AnalysisSource, AnalysisWarning, AnalyzedFood, FoodAnalysis, FoodDetail, LabelReading } from "@app/shared";
import {
  CONFIRM_BELOW,
  lowConfidenceFoods,
  sizedPieceGrams,
  CANNED_ENTRY,
  COOKED_EGG,
  EGGS_SAID_BARE,
  ONE_EGG_GRAMS,
  WRAP_TORTILLA_GRAMS,
  FILLING_GRAMS,
  SANDWICH_FILLING_SLICES,
  BACK_RASHER_GRAMS,
  isBritishBaconSandwich,
  FISH_CAN_GRAMS,
  hasItalianPortionName,
  isRawStapleEntry,
  isWholeSandwich,
  JUICE_CARTON_GRAMS,
  MADE_IN_BREAD,
  NAMES_ITS_PARTS,
  mixedDishCup,
  ARANCINO,
  ARANCINO_GRAMS,
  italianPiece,
  BAKED_DISH,
  portionName,
  rawWeighedStaple,
  sandwichFilling,
  RICE_SIDE,
  RICE_SIDE_GRAMS,
  sliceOfCakeGrams,
  unportionedCakeSlice,
  SMALL_HANDFUL_SHARE,
  WHOLE_PACK_PORTION,
  TINNED_FISH,
  isOtherDish,
  onlyNearSpelled,
  otherDishWords,
} from "@app/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { AiProvider } from "../ai/index.ts";
import { findFoodIdsBySourceKeys, getFoodDetail, italianFoodWords, normalizeText, searchFoods } from "../foods/index.ts";
import { hasPreparationWord, parseDescription, parseItem, SPREAD_NAME, typoCorrected, type DescribedItem } from "./analyzer.description.ts";
import { COCO_TO_LEXICON, detectFoods, type CocoFood } from "./analyzer.detector.ts";
import type { CleanImage } from "./analyzer.image.ts";
import { completeEnergy, linesToRows, parseLabelText, scaleLabel, type ParsedLabel } from "./analyzer.label.ts";
import {
  addedToWords,
  callsItBy,
  countedPlural,
  saidInPlural,
  defaultDishGrams,
  DENSE_KCAL_PER_100G,
  dishPortion,
  peerGrams,
  dishWords,
  findDish,
  isMixedDish,
  headFirstPlate,
  meatCurry,
  CURRY_GRAMS,
  headWord as dishHead,
  middleOf,
  namesSaidDish,
  PASTA_PLATE_GRAMS,
  pastaPlate,
  SLICE_OR_PIECE,
  TINY_PIECE_GRAMS,
  TOPPING_GRAMS,
  wordsHeld,
  wordsMissing,
  type DishMatch,
} from "./analyzer.dishes.ts";
import { LEXICON_NAMES, lexiconEntry, type LexiconEntry, type Unit } from "./analyzer.lexicon.ts";
import { assessNutrition, macroSharesOf, nutrientsKnownInPart, totalsOf } from "./analyzer.nutrition.ts";
import { readTextLines } from "./analyzer.ocr.ts";

export type Lang = "en" | "it";

export interface AnalyzeContext {
  db: Db;
  log: FastifyBaseLogger;
  lang: Lang;
  userId?: number;
  /** Proposes the foods in a photo when it has a vision model (AppDeps `ai`). */
  ai: Pick<AiProvider, "proposeFoods">;
}

/** A label counts as read when at least this many fields were found. */
const MIN_LABEL_FIELDS = 3;
/** The confidence of an entry of another dish kept for want of one naming only what was said (0027-guard22). */
const OTHER_DISH_CONFIDENCE = 0.45;

/** The confidence of a count of a thing no table gives a piece of: below CONFIRM_BELOW, so the person confirms it. */
const UNSURE_COUNT = 0.45;

const r1 = (n: number) => Math.round(n * 10) / 10;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------
// Food database look-ups
// ---------------------------------------------------------------------------------------------

const lexiconIds = new WeakMap<Db, Map<string, number>>();

async function lexiconFood(db: Db, entry: LexiconEntry, locale: string, userId?: number): Promise<FoodDetail | undefined> {
  let ids = lexiconIds.get(db);
  if (!ids) {
    ids = new Map();
    lexiconIds.set(db, ids);
  }
  let id = ids.get(entry.key);
  if (id === undefined) {
    const row = (await findFoodIdsBySourceKeys(db, [{ source: entry.source, sourceId: entry.sourceId }])).get(
      `${entry.source}:${entry.sourceId}`,
    );
    if (!row) return undefined;
    id = row.id;
    ids.set(entry.key, id);
  }
  return getFoodDetail(db, id, { userId, locale });
}

async function searchedFood(db: Db, name: string, locale: string, userId?: number): Promise<FoodDetail | undefined> {
  const hits = await searchFoods(db, { query: name.slice(0, 100), limit: 5, locale, userId });
  // A word said found only inside another word of a name is another food ('philly' in 'Cheese, Caerphilly'): the first
  // entry that does not hold the person's words only that way (0025-fix20ana).
  // Nor another dish, by a word the person did not say: alcohol ('purè' was 'Pure alcohol'; 0026-fix21bit), a pudding,
  // a Chinese dish, another grain, a dried or powdered form (`otherDishWords`, 0027-guard22), when an entry without one
  // holds the words; else the first (its confidence is lowered by the caller).
  // Nor a food whose words are only spelled nearly like the words said ('ribena': a ribeye steak, 'pastiera': Pastis;
  // `onlyNearSpelled`, 0027-fuzzy22): the word is then unknown, a part the person is asked about.
  // The next entries of a search whose first is a near spelling are found by the same letters in another name
  // ('pastiera': Pastis, then 'Anise spirit, diluted'): none is taken.
  if (hits[0] && onlyNearSpelled(hits[0].name, name)) return undefined;
  const found = hits.filter((h) => !onlyInsideAWord(h.name, name));
  const best = found.find((h) => !isOtherDish(h.name, name)) ?? found.find((h) => !otherDishWords(h.name, name).includes("alcohol"));
  return best ? getFoodDetail(db, best.id, { userId, locale }) : undefined;
}

/** The words of a text that only link its foods ('pollo al limone': 'al'). */
const LINK_WORD = /^(?:e|ed|and|n|with|con|al|alla|alle|allo|ai|agli|all|di|del|della|dei|degli|in|on|of|a|the|some|un|una|uno)$/;
let italianWords: Set<string> | undefined;

/**
 * Whether a text names only foods, no dish: each of its words is a food the lexicon knows or an Italian food word the
 * search translates ('pane burro', 'pollo al limone'), none a dish's own name ('kung pao chicken', 'lemon chicken' said
 * in English is the takeaway's). An entry of another dish found for such a text is found by a shared word (0027-guard22).
 */
export function namesOnlyFoods(name: string, lang: Lang): boolean {
  italianWords ??= new Set(italianFoodWords());
  const words = normalizeText(name)
    .split(/[^a-z]+/)
    .filter((w) => w && !LINK_WORD.test(w));
  return words.length > 0 && words.every((w) => (lang === "it" && italianWords!.has(w)) || parseItem(w, lang).entry !== null);
}

/**
 * The parts of a text that names two or three foods side by side with no link ('pane burro': bread and butter), each a
 * food the lexicon knows by that word; undefined otherwise (0027-guard22).
 */
export function sideBySideFoods(name: string, lang: Lang): DescribedItem[] | undefined {
  const words = normalizeText(name).split(" ").filter(Boolean);
  if (words.length < 2 || words.length > 3 || words.some((w) => LINK_WORD.test(w))) return undefined;
  const parts = words.map((w) => parseItem(w, lang));
  return parts.every((p) => p.entry !== null && p.entryIsWholeName) ? parts : undefined;
}

/**
 * Whether a name holds a word said (four letters or more) only inside a longer word, four letters or more after its
 * start ('philly' in 'caerphilly'), and holds none of the other words said as words.
 */
export function onlyInsideAWord(entryName: string, said: string): boolean {
  const words = normalizeText(entryName)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const typed = normalizeText(said)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);
  const inside = typed.filter(
    (t) => words.some((w) => w.length >= t.length + 4 && w.indexOf(t) >= 4) && !words.some((w) => w.startsWith(t)),
  );
  const asWords = typed.filter((t) => words.some((w) => w.startsWith(t)));
  return inside.length > 0 && asWords.length === 0;
}

/** Leading amount of a portion description: "2 tbsp" → 2, "0.5 cup" → 0.5, "1 cup" → 1. */
const leadingAmount = (description: string) => {
  const m = description.match(/^(\d+(?:\.\d+)?)(?:\/(\d+))?\s/);
  if (!m) return 1;
  return m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]) || 1;
};

const UNIT_PORTION: Record<Unit, RegExp> = {
  cup: /\bcups?\b/i,
  glass: /\bglass\b/i,
  slice: /\bslices?\b/i,
  tbsp: /\b(tbsp|tablespoons?)\b/i,
  tsp: /\b(tsp|teaspoons?)\b/i,
  piece: /\b(piece|each|unit)\b/i,
  bowl: /\bbowl\b/i,
  can: /\bcan\b/i,
  bar: /\bbar\b/i,
  container: /\bcontainer\b/i,
  scoop: /\bscoop\b/i,
  handful: /\bhandful\b/i,
  fillet: /\bfillet\b/i,
  serving: /\b(serving|order)\b/i,
  bottle: /\bbottle\b/i,
  // A side dish is the table's portion for when the quantity is not said (FNDDS' cooked vegetables: 55-95 g).
  side: /quantity not specified/i,
};

/** Grams per unit when neither the food's portions nor the lexicon say: common household sizes. */
const DEFAULT_UNIT_GRAMS: Record<Unit, number> = {
  cup: 240,
  glass: 240,
  slice: 30,
  tbsp: 15,
  tsp: 5,
  piece: 100,
  bowl: 250,
  can: 330,
  bar: 50,
  container: 150,
  scoop: 66,
  handful: 30,
  fillet: 150,
  serving: 100,
  bottle: 500,
  side: 80,
};

/** The grams of one unit of a food, from its portions (a plain "1 cup" before "1 cup, chopped"). */
function unitGrams(
  detail: FoodDetail | undefined,
  entry: LexiconEntry | null,
  unit: Unit,
  size: DescribedItem["size"] = null,
): { grams: number; portion: string | null } {
  // The lexicon's own measure first: it exists where the table's portion means something else.
  // A portion said ('una porzione di scaloppine') of an entry whose serving the lexicon gives is that serving, not the
  // table's 100 g (0027-fix22dIT).
  const measured = entry?.measures?.[unit] ?? (unit === "serving" ? entry?.serving : undefined);
  if (measured !== undefined && !size) return { grams: measured, portion: null };
  const portions = detail?.portions ?? [];
  const matching = portions.filter((p) => UNIT_PORTION[unit].test(p.description));
  // A size said with the unit ('a medium order of fries', 'a large slice') is the table's portion of that unit and size
  // ('1 medium fast food order', 145 g), not the unit's regular one.
  // A slice of what the tables cut in pieces ('a large slice of pizza': '1 piece, large pizza') is sized by its pieces.
  const sizedFrom = unit === "slice" && matching.length === 0 ? portions.filter((p) => SLICE_OR_PIECE.test(p.description)) : matching;
  const sized = size ? sizedFrom.find((p) => new RegExp(`\\b${size}\\b`, "i").test(p.description)) : undefined;
  // The lexicon's unit is the medium one ('a slice' of pizza: the medium pizza's piece, 86 g): a size said scales it as the
  // table's pieces of that size and of the medium one differ ('a large slice of pepperoni pizza': thin crust 91 / 66 g ×
  // 86 g, the large pizza's piece of the pizzeria pizza, not the thin crust's 'NFS' piece that a slice without a size
  // already is; 0025-anaportion).
  const scaled = sized && size && measured !== undefined ? sizedPieceGrams(measured, sizedFrom, size) : undefined;
  if (scaled) return scaled;
  if (sized) return { grams: sized.grams / leadingAmount(sized.description), portion: sized.description };
  // A small handful no table sizes is two thirds of the food's handful ('a small handful of cashews', about 20 g).
  if (size === "small" && unit === "handful") {
    const handful = unitGrams(detail, entry, unit);
    return { grams: Math.round(handful.grams * SMALL_HANDFUL_SHARE * 10) / 10, portion: null };
  }
  if (measured !== undefined) return { grams: measured, portion: null };
  const plain = matching.find((p) => new RegExp(`^\\d+(?:\\.\\d+)?\\s+${UNIT_PORTION[unit].source}\\s*$`, "i").test(p.description));
  // Without a size said, a regular portion: not the table's mini, small or child's one when another matches.
  // FNDDS' 'small/regular' is the regular size, not a small one.
  const regular = matching.filter(
    (p) => /\b(regular|medium)\b/i.test(p.description) || !/\b(mini|miniature|small|child|kid|snack|bite)\b/i.test(p.description),
  );
  const pick = plain ?? regular.find((p) => /\b(regular|medium)\b/i.test(p.description)) ?? regular[0] ?? matching[0];
  if (pick) return { grams: pick.grams / leadingAmount(pick.description), portion: pick.description };
  if (unit === "piece") return countGrams(detail, entry, null);
  if (unit === "can" && detail && TINNED_FISH.test(detail.name) && CANNED_ENTRY.test(detail.name))
    return { grams: FISH_CAN_GRAMS, portion: null };
  // A spoon of a jam, syrup or honey no table measures by the spoon: its 5 or 15 ml at 1.4 g/ml, not water's grams.
  if ((unit === "tsp" || unit === "tbsp") && detail && SUGARY_SPREAD.test(detail.name))
    return { grams: DEFAULT_UNIT_GRAMS[unit] * SUGARY_SPREAD_DENSITY, portion: null };
  return { grams: DEFAULT_UNIT_GRAMS[unit], portion: null };
}

/**
 * Jams, marmalades, syrups, honey and treacle: 1.3-1.4 g/ml (a 5 ml teaspoon of jam or golden syrup 7 g, a 15 ml
 * tablespoon 21 g), for a spoon of one whose table gives no spoon (0027-fix22bEN: 'a spoon of jam' was 10 g).
 */
const SUGARY_SPREAD = /^(?:jams?|marmalade|syrup|honey|treacle|fruit spread|preserves?)(?:$|,| or | and )/i;
const SUGARY_SPREAD_DENSITY = 1.4;

/** The grams of one piece ("2 eggs", "a banana", "a large apple"). */
function countGrams(
  detail: FoodDetail | undefined,
  entry: LexiconEntry | null,
  size: DescribedItem["size"],
): { grams: number; portion: string | null } {
  const portions = detail?.portions ?? [];
  if (size) {
    const sized = portions.find((p) => new RegExp(`^1 (?:[a-z]+ )?${size}\\b`, "i").test(p.description));
    if (sized) return { grams: sized.grams, portion: sized.description };
  }
  if (entry?.count) {
    const p = portions.find((x) => new RegExp(entry.count!, "i").test(x.description));
    // "10 grapes" is ten pieces; "0.5 fillet" (half a side of fish) is one piece as served.
    const n = p ? leadingAmount(p.description) : 1;
    if (p) return { grams: n > 1 ? p.grams / n : p.grams, portion: p.description };
  }
  if (entry?.measures?.piece) return { grams: entry.measures.piece, portion: null };
  if (entry?.serving) return { grams: entry.serving, portion: null };
  // A portion that is one piece: "1 medium", "1 fruit", "1 slice" (not a volume or weight).
  const piece = portions.find((p) => p.description.startsWith("1 ") && !/\b(cup|oz|tbsp|tsp|fl|lb|quart|pint|g)\b/i.test(p.description));
  if (piece) return { grams: piece.grams, portion: piece.description };
  const quantityNotSpecified = portions.find((p) => /quantity not specified/i.test(p.description));
  if (quantityNotSpecified) return { grams: quantityNotSpecified.grams, portion: null };
  return { grams: 100, portion: null };
}

/** Above this a table's one piece (a melon, a watermelon, a pineapple) is not what an unstated amount means. */
const WHOLE_PIECE_GRAMS = 500;

/**
 * A piece over half a kilo said without an amount ('prosciutto e melone', 'watermelon') is not eaten whole: the table's
 * wedge or slice of it, else its serving, else 150 g (0023-trial17: 'melone' was a 1,000 g melon).
 */
function partOfWholePiece(detail: FoodDetail): number {
  const part =
    detail.portions.find((p) => /^1 (?:wedge|slice)\b/i.test(p.description) && p.grams <= WHOLE_PIECE_GRAMS) ??
    detail.portions.find((p) => /^1 (?:nlea )?serving\b|quantity not specified/i.test(p.description) && p.grams <= WHOLE_PIECE_GRAMS);
  return part?.grams ?? 150;
}

function itemFromFood(
  detail: FoodDetail | undefined,
  name: string,
  grams: number,
  confidence: number,
  portion: string | null,
  foundBy: AnalysisSource,
): AnalyzedFood {
  const g = Math.round(grams * 10) / 10;
  const n = detail?.nutrients;
  const at = (v: number | null | undefined, digits = 1) =>
    v === null || v === undefined ? null : Math.round(((v * g) / 100) * 10 ** digits) / 10 ** digits;
  return {
    name,
    grams: g,
    calories: n?.energyKcal === null || n?.energyKcal === undefined ? null : Math.round((n.energyKcal * g) / 100),
    proteins: at(n?.proteinG),
    carbs: at(n?.carbsG),
    fats: at(n?.fatG),
    fiberG: at(n?.fiberG),
    sugarsG: at(n?.sugarsG),
    satFatG: at(n?.satFatG),
    saltG: at(n?.saltG ?? (n?.sodiumMg === null || n?.sodiumMg === undefined ? null : (n.sodiumMg * 2.5) / 1000), 2),
    food: detail ? { id: detail.id, source: detail.source, name: detail.name } : null,
    confidence: detail ? confidence : 0,
    portion,
    foundBy,
  };
}

/**
 * The amount eaten in the table's words: "1 large" for one egg, "2 × 1 large" for two (the grams are shown beside it).
 * An Italian reader never sees the tables' English: a portion they name only in English ('1 chicken thigh with sauce',
 * '1 cup spaghetti not packed', '1 nonfat latte') is '1 porzione', its grams beside it.
 */
export function amountLabel(quantity: number, portion: string, lang: Lang): string {
  const name = lang === "it" && !hasItalianPortionName(portion) ? "1 porzione" : portionName(portion, lang);
  return quantity === 1 ? name : `${quantity.toLocaleString(lang === "it" ? "it-IT" : "en-US")} × ${name}`;
}

/** The links that make two foods one dish's name ('pasta e fagioli', 'rice and beans'), unlike 'with' ('bread with butter'). */
const CONJUNCTIONS = new Set(["and", "e", "ed"]);

/** A fruit juice or nectar, by its table name. */
const JUICE = /\b(juices?|nectars?)\b/i;

/** 'with', 'con': what follows is eaten with the food before it. */
const WITH_LINKS = new Set(["with", "con"]);
/** A bread a dish is made in or on, as said ('two tortillas', 'pane'). */
const ITS_BREAD = /^(?:(?:corn|flour|wheat|di mais|di grano) )?(?:tortillas?|bread|pane|buns?|rolls?|pitas?|pittas?|piadin[ae]|wraps?)$/i;
/** A side said after a main food with 'and' on a British plate ('sausage and mash', 'egg and chips', 'pie and peas'). */
const SIDE = /^(?:mash|mashed potato(?:es)?|chips|fries|beans|baked beans|peas|mushy peas|salad|veg|vegetables)$/;

/** Links that may join the words of one dish ('chicken curry with rice', 'fish and chips', 'pollo al curry con riso'). */
const DISH_LINKS = new Set(["with", "con", "and", "e", "ed"]);

/** The grams and portion an item means for a food found in the tables (the lexicon's food or a dish). */
function gramsOf(item: DescribedItem, detail: FoodDetail | undefined, entry: LexiconEntry | null, lang: Lang, dish?: DishMatch) {
  if (item.grams !== null) return { grams: item.grams, portion: null };
  // Rice said after 'with' beside a main ('chicken korma with pilau rice') is its portion on the plate (`RICE_SIDE_GRAMS`).
  const entryName = (dish?.detail ?? detail)?.name ?? "";
  if (item.eatenWith && RICE_SIDE.test(entryName) && (RICE_SIDE.test(item.name) || /^(?:rice|riso)\b/.test(item.name)))
    return { grams: RICE_SIDE_GRAMS, portion: null };
  if (item.unit === "side") {
    // 'a side of carrots', 'un contorno di spinaci': the table's portion for when the quantity is not said (FNDDS' cooked
    // vegetables: 55-95 g, what Americans eat of them beside a main), else the lexicon's serving, else the UK's 80 g
    // portion of vegetables; never one piece of it (a bean, 6 g) nor a plate.
    // A side the lexicon sizes itself (a side of sweet potato fries, of mushy peas: 0027-fix22cEN) is that side.
    const unspecified = detail?.portions.find((p) => UNIT_PORTION.side.test(p.description));
    const side = entry?.measures?.side ?? unspecified?.grams ?? entry?.serving ?? SIDE_OF_VEGETABLES_GRAMS;
    return { grams: side * item.quantity, portion: null };
  }
  // A coffee-shop milk drink said by its size ('a large latte', 'a medium cappuccino'): the café's cup, not the tables'
  // US 'large' of 20 fl oz (600 g) (`cafeCupGrams`, 0027-fix22bEN).
  const cafe = cafeCupGrams(item, (dish?.detail ?? detail)?.name ?? "");
  if (cafe !== undefined) return { grams: cafe * item.quantity, portion: null };
  // A juice or nectar said as one in Italian ('un succo d'arancia', 'un succo di frutta alla pera') or in a carton ('un
  // brick di succo') is the single-serve brick or bottle, 200 ml: not the tables' cup, nor a plate (a squeeze of lemon
  // juice is not a drink).
  const drink = (dish?.detail ?? detail)?.name ?? "";
  if (
    JUICE.test(drink) &&
    !/\b(lemon|lime)\b/i.test(drink) &&
    (item.unit === "container" || (item.unit === null && lang === "it" && /\bsucc(?:o|hi)\b/i.test(item.name)))
  )
    return { grams: JUICE_CARTON_GRAMS * item.quantity, portion: null };
  // A plate of a pasta dish ('un piatto di spaghetti alla carbonara', 'a bowl of pasta bolognese', 'pasta al pesto') is
  // the Italian first course: 80-100 g of dry pasta (LARN, CREA), 190-235 g cooked, with its sauce; not the tables' 250 g
  // of a US recipe, nor the lexicon's bowl of plain pasta (0022-italplate).
  if (dish && !item.size && (item.unit === null || item.unit === "bowl" || item.unit === "serving") && pastaPlate(dish.detail.name))
    return { grams: PASTA_PLATE_GRAMS * item.quantity, portion: null };
  // An arancino said in Italian is the Sicilian bar's rice ball, its filling inside it (`ARANCINO_GRAMS`).
  if (dish && !item.size && (item.unit === null || item.unit === "piece") && (item.lang ?? lang) === "it" && ARANCINO.test(item.name))
    return { grams: ARANCINO_GRAMS * item.quantity, portion: null };
  // A supplì, a crocchè or a caffellatte is the Italian piece, in either language; a focaccia said in Italian the
  // bakery's piece, a slice of it ('un trancio') too (`italianPiece`).
  const italian =
    !item.size && (item.unit === null || item.unit === "piece" || item.unit === "slice")
      ? italianPiece(item.name, item.lang ?? lang)
      : undefined;
  if (italian) return { grams: italian.grams * item.quantity, portion: null };
  const tablePortion = item.unit !== null && detail?.portions.some((p) => UNIT_PORTION[item.unit!].test(p.description));
  // A slice of a dish whose table has pieces, not slices ('a slice of quiche': '1 piece (1/8 of 9" dia)') is a piece.
  // A slice of a dish baked in a tray ('una fetta di pasta al forno') is a piece of it too, whatever its table gives (`BAKED_DISH`).
  const bakedSlice = item.unit === "slice" && !tablePortion && BAKED_DISH.test(item.name);
  const sliceAsPiece =
    bakedSlice || (item.unit === "slice" && !tablePortion && detail?.portions.some((p) => SLICE_OR_PIECE.test(p.description)) === true);
  if (bakedSlice && !dish) return { grams: defaultDishGrams(dishWords(item.name)) * item.quantity, portion: null };
  if (
    dish &&
    !tablePortion &&
    !(item.unit && entry?.measures?.[item.unit]) &&
    (item.unit === null || DISH_UNITS.has(item.unit) || sliceAsPiece)
  ) {
    // An egg cooked whole ('a soft boiled egg', '2 poached eggs') is counted by the egg, one egg's weight each
    // (`COOKED_EGG`, `ONE_EGG_GRAMS`): not a plate of it when its table gives no portion; bare in the plural, two.
    if (COOKED_EGG.test(dish.detail.name) && (item.unit === null || item.unit === "piece") && !item.size) {
      const one = (re: RegExp) => dish.detail.portions.find((p) => re.test(p.description.trim()))?.grams;
      // The table's egg, else the medium egg its raw egg lends (0025-eggfix), else one egg's weight.
      const each = one(/^1 egg$/i) ?? one(/^1 medium$/i) ?? one(/^1 large$/i) ?? ONE_EGG_GRAMS;
      const count = item.quantitySaid ? item.quantity : saidInPlural(item.name) ? EGGS_SAID_BARE : 1;
      return { grams: each * count, portion: null };
    }
    // A dish eaten as 'a …', 'a plate of …', '2 pieces of …' or without an amount: its portions in the tables (one
    // served portion, or a piece when pieces are counted), else a plate of it.
    // Eggs cooked as a dish, said without a number ('scrambled eggs on toast'), are the plate's two eggs (`EGGS_SAID_BARE`).
    const eggs = !item.quantitySaid && item.unit === null && !item.size && entry?.key === "egg";
    const counted = item.unit === "piece" || sliceAsPiece || (item.unit === null && item.quantity !== 1) || eggs;
    const sized = item.size && dish.detail.portions.find((p) => new RegExp(`^1 ${item.size}\\b`, "i").test(p.description));
    let d = sized
      ? { grams: sized.grams, portion: sized.description }
      : regularCakeSlice(
          dish.detail,
          item.size,
          peerGrams(dishPortion(dish.detail, dish.words, counted, item.quantitySaid), dish.peers, (x) =>
            dishPortion(x, dish.words, counted, item.quantitySaid),
          ),
        );
    // A meat curry said as one, with no amount, is the main course, not its table's cup (0025-chatdish).
    if (item.unit === null && !counted && !sized && meatCurry(dish.words)) d = { grams: CURRY_GRAMS, portion: null };
    // A serving said ('una porzione di parmigiana', 'a serving of …') of a mixed dish is at least a mixed dish's serving,
    // one cup (the FDA's reference amount for a mixed dish measured by the cup, 21 CFR 101.12): FNDDS' 'quantity not
    // specified' is what Americans eat of it, a side's 99 g for eggplant parmesan, filed with vegetable dishes.
    // A vegetable dish said as one dish with no amount ('una parmigiana di melanzane') is eaten as a main course, so a
    // serving too: its 'quantity not specified' is a side's (0022-italplate).
    const asMain = item.unit === null && !counted && !sized && VEGETABLE_DISHES.test(dish.detail.category ?? "");
    const cup = (item.unit === "serving" || asMain) && mixedDishCup(dish.detail.category, dish.detail.portions, (p) => p.description);
    if (cup && (d === undefined || cup.grams > d.grams)) d = { grams: cup.grams, portion: cup.description };
    // A fruit's whole piece over half a kilo said without an amount ('melone'): a wedge of it (`partOfWholePiece`).
    if (
      !item.quantitySaid &&
      item.unit === null &&
      !sized &&
      d &&
      d.grams > WHOLE_PIECE_GRAMS &&
      /^fruits?\b/i.test(dish.detail.category ?? "")
    )
      d = { grams: partOfWholePiece(dish.detail), portion: null };
    // 'chicken fajitas': a dish in the plural without a number is two of its pieces, not one.
    const quantity =
      eggs && d?.portion
        ? EGGS_SAID_BARE
        : !item.quantitySaid && item.unit === null && !sized && countedPlural(item.name, d?.portion)
          ? 2
          : item.quantity;
    const grams = (d?.grams ?? fallbackGrams(dish, item)) * quantity;
    // A count said of a thing no table gives a piece of ('2 spring rolls': CIQUAL's spring roll has no portion) is still
    // that many of its portion, said with a low confidence so the person confirms the amount (0023-countpieces).
    const noPiece =
      item.unit === null &&
      item.quantitySaid &&
      item.quantity > 1 &&
      (!d?.portion || /^1 (cup|serving|bowl|order)\b|quantity not/i.test(d.portion));
    return { grams, portion: d?.portion && item.unit !== "bowl" ? amountLabel(quantity, d.portion, lang) : null, unsure: noPiece };
  }
  if (item.unit) {
    // A dish's own table portion comes before the lexicon's measure for the food it is named after ('a slice of carrot
    // cake' is the cake's 1 piece/slice, not the lexicon's slice of cake); the measure stays the fallback.
    const unit = item.unit;
    // A unit the entry read has no portion for, which its twins (the same food in another table) give: theirs, before the
    // lexicon's measure (which only fills in a unit no table gives): 'a scoop of vanilla gelato' read as SR28's 'Ice
    // creams, vanilla' (no scoop) is FNDDS' 'Ice cream, vanilla' scoop, 120 g (0021-dishcons2).
    // A slice of a cake whose entry gives neither slice nor piece is the regular slice of cake, before a twin's or the
    // slice of the fruit it is named after ('una fetta di torta di mele': an apple's 8 g; 0025-chatrest).
    const cakeEntry = dish?.detail ?? detail;
    const cake =
      unit === "slice" && cakeEntry
        ? unportionedCakeSlice(
            cakeEntry.name,
            cakeEntry.portions.find((p) => UNIT_PORTION.slice.test(p.description) || SLICE_OR_PIECE.test(p.description))?.grams,
            item.size,
          )
        : undefined;
    if (cake) return { grams: cake * item.quantity, portion: null };
    const twin = dish && !tablePortion ? twinUnitGrams(dish, unit, item.size) : undefined;
    const own = twin ?? unitGrams(detail, dish && tablePortion ? null : entry, item.unit, item.size);
    // A dish's unit from its table, when the other tables' entries for the dish give it too: their median.
    const read =
      dish && tablePortion && own.portion !== null
        ? (peerGrams(own, dish.peers, (x) =>
            x.portions.some((p) => UNIT_PORTION[unit].test(p.description)) ? unitGrams(x, null, unit, item.size) : undefined,
          ) ?? own)
        : own;
    const u = detail ? regularCakeSlice(detail, item.size, read) : read;
    // "0.5 cup" in the table gave the grams of a cup, but is not one cup.
    const portion = u.portion !== null && leadingAmount(u.portion) === 1 ? amountLabel(item.quantity, u.portion, lang) : null;
    return { grams: u.grams * item.quantity, portion };
  }
  // Bread said bare in an Italian meal ('frittata e pane', 'insalata caprese con pane'): the SINU portion of bread, 50 g,
  // not one US slice (29 g) (0027-fix22anaIT). 'Una fetta di pane' stays a slice.
  if (!item.quantitySaid && !item.size && entry?.key === "bread" && item.entryIsWholeName && (item.lang ?? lang) === "it")
    return { grams: ITALIAN_BREAD_PORTION_GRAMS, portion: null };
  if (!item.quantitySaid && entry?.serving) return { grams: entry.serving, portion: null };
  const c = countGrams(detail, entry, item.size);
  // A food the lexicon counts by its piece (no table gives one: a spring roll) said in the plural without a number is two
  // pieces, as a dish's plural is ('spring rolls', as 'chicken fajitas'); a piece under a bite's size is not (0024-leftovers).
  const piece = entry?.measures?.piece;
  if (
    !item.quantitySaid &&
    !item.size &&
    piece &&
    piece >= TINY_PIECE_GRAMS &&
    c.portion === null &&
    c.grams === piece &&
    saidInPlural(item.name)
  )
    return { grams: 2 * piece, portion: null };
  // 'green beans', 'blueberries' said in the plural with no amount: nobody eats one bean or one berry; a piece that
  // small means the table's portion when the quantity is not specified, else 100 g (a pat of butter stays a pat).
  const plural = item.name.split(" ").some((w) => /[a-z]{2}[^s]s$/.test(w));
  if (!item.quantitySaid && !item.size && plural && c.portion !== null && c.grams < TINY_PIECE_GRAMS) {
    const unspecified = detail?.portions.find((p) => /quantity not specified/i.test(p.description));
    return { grams: unspecified?.grams ?? 100, portion: null };
  }
  // A piece over half a kilo said without an amount is not eaten whole (`partOfWholePiece`).
  if (!item.quantitySaid && !item.size && c.grams > WHOLE_PIECE_GRAMS && detail) return { grams: partOfWholePiece(detail), portion: null };
  // "10 grapes" gave the grams of one grape; "0.5 fillet" is one fillet as served.
  const portion = c.portion !== null && leadingAmount(c.portion) <= 1 ? amountLabel(item.quantity, c.portion, lang) : null;
  return { grams: c.grams * item.quantity, portion };
}

/**
 * A cake's slice still 'any size' once its twins were read (no table gives it a sized slice): FNDDS' regular slice of a
 * cake, 115 g, not the 175-200 g average of every slice its survey saw (0022-cakeslice). Pies keep their 150 g slice.
 */
function regularCakeSlice<T extends { grams: number; portion: string | null } | undefined>(
  detail: FoodDetail,
  size: DescribedItem["size"],
  x: T,
): T | { grams: number; portion: null } {
  // A large slice said ('a large slice of cheesecake') is not the regular slice: the table's slice stays.
  const grams = x && size !== "large" ? sliceOfCakeGrams(detail.name, x.portion, x.grams) : undefined;
  return grams === undefined ? x : { grams, portion: null };
}

/** The median of a unit's weight over a dish's twins that give that unit (the entry read gives none); none when none do. */
function twinUnitGrams(dish: DishMatch, unit: Unit, size: DescribedItem["size"]): { grams: number; portion: string | null } | undefined {
  const picks = (dish.peers ?? [])
    .filter((x) => x.id !== dish.detail.id && x.portions.some((p) => UNIT_PORTION[unit].test(p.description)))
    .map((x) => unitGrams(x, null, unit, size))
    .filter((x) => x.portion !== null && x.grams > 0)
    .sort((a, b) => a.grams - b.grams);
  if (!picks.length) return undefined;
  return { grams: middleOf(picks.map((x) => x.grams)), portion: picks[picks.length >> 1]!.portion };
}

/**
 * Grams of a food found in the tables whose entry gives no portion the amount can use: a plate of a dish, but a side
 * of a vegetable ('peas', 'piselli'), 80 g: FNDDS' quantity not specified for cooked peas, carrots, green beans (70-90 g)
 * and the UK's portion of vegetables.
 */
function fallbackGrams(dish: DishMatch, item: DescribedItem): number {
  // Said on or beside another food ('with onion gravy', 'con mais'), it is a side's portion, not a plate of its own.
  if (item.eatenWith) return SIDE_OF_VEGETABLES_GRAMS;
  const vegetable = item.unit === null && !isMixedDish(dish.detail) && VEGETABLES.test(dish.detail.category ?? "");
  return vegetable ? SIDE_OF_VEGETABLES_GRAMS : defaultDishGrams(dish.words, dish.detail.nutrients.energyKcal);
}

const SIDE_OF_VEGETABLES_GRAMS = 80;

/** The SINU (LARN 2014) portion of bread, 50 g: bread said in an Italian meal without an amount. */
export const ITALIAN_BREAD_PORTION_GRAMS = 50;

/**
 * A British or Italian coffee shop's cups, by the size said: small 8 fl oz (240 ml), medium 12 oz (350 ml), large 16 oz
 * (450 ml) (Costa, Caffè Nero, Pret: 8-16 oz; the trial22a reading's large latte, 450 ml). The tables' 'large' is the US
 * 20 oz (FNDDS 'Coffee, Latte' '1 large', 600 g), a third more than a British large.
 */
export const CAFE_CUP_GRAMS = { small: 240, medium: 350, large: 450 } as const;
const CAFE_MILK_DRINK = /^coffee, (?:latte|cappuccino|mocha|macchiato|flat white)|^(?:hot chocolate|chai)/i;
export function cafeCupGrams(item: DescribedItem, entryName: string): number | undefined {
  if (!item.size || item.grams !== null || (item.unit !== null && item.unit !== "cup")) return undefined;
  return CAFE_MILK_DRINK.test(entryName) ? CAFE_CUP_GRAMS[item.size] : undefined;
}

/** FNDDS' vegetable dishes (eggplant parmesan, ratatouille…): their 'quantity not specified' is a side's. */
const VEGETABLE_DISHES = /^vegetable dishes$/i;

/**
 * The tables' categories of vegetables themselves: SR28's, CIQUAL's '… > vegetables > …', FNDDS' 'Other starchy
 * vegetables'. Not CoFID's bare 'Vegetables', which holds dishes too (rice salad, bhajis, stuffed aubergines).
 */
const VEGETABLES = /^vegetables and vegetable products$|> vegetables\b|\w vegetables(?: and combinations)?$/i;

/** Units that mean a served portion or a piece of a dish. */
const DISH_UNITS = new Set<Unit>(["bowl", "serving", "piece"]);

/** A table's portion of one small piece of a filling (a falafel's '1 patty', a meatball, a prawn, a nugget). */
const SMALL_PIECE_PORTION = /^1 (?:patty|ball|falafel|meatball|nugget|shrimp|prawn|piece)\b/i;

/** A bread named after its filling in English ('a smoked salmon bagel', 'a tuna wrap'): the filling's words, the bread. */
const FILLED_BREAD = /^(.+?)\s+(bagels?|baguettes?|rolls?|buns?|wraps?|pittas?|pitas?|croissants?)$/i;
/**
 * The same in Italian, the bread first ('un bagel al formaggio'): split only when the tables' whole entry adds a main food
 * not said; without a whole entry the dish search's guess stands, as before.
 */
const FILLED_BREAD_IT =
  /^(bagels?|baguettes?|wraps?|pittas?|pitas?|croissants?)\s+(?:al|alla|allo|alle|ai|agli|con(?: il| la| lo| i| le)?|col)\s+(.+)$/i;

/**
 * What a sandwich the tables do not hold whole is made of: its bread, two slices of it, and its filling ('a bacon butty' is two slices of bread with bacon).
 */
export function sandwichParts(name: string, count: number): { bread: string; filling: string } | null {
  const bacon = britishBaconFilling(name, count);
  if (bacon) return { bread: `${2 * count} slices of bread`, filling: bacon };
  const filling = sandwichFilling(name);
  return filling === null ? null : { bread: `${2 * count} slices of bread`, filling };
}

/**
 * A bacon butty, roll, bap or sarnie is two grilled back rashers (CoFID 19-500, `BACK_RASHER_GRAMS` each) in the bread,
 * not two US streaky slices (8-11.5 g): 'a bacon roll' was 16 g of 'Bacon, for use on a sandwich' without its roll, 79
 * kcal (0027-fix22cEN). Null for any other name.
 */
export function britishBaconFilling(name: string, count: number): string | null {
  return isBritishBaconSandwich(name) ? `${BACK_RASHER_GRAMS * SANDWICH_FILLING_SLICES * count} g grilled back bacon` : null;
}

/** A sandwich's filling counted by the slice ('a bacon butty': two rashers), said without an amount, is two slices each. */
export function slicedFilling(filling: DescribedItem, sandwiches: number): DescribedItem {
  const bare = !filling.quantitySaid && filling.unit === null && filling.grams === null;
  return bare && /^\^1 slice\b/.test(filling.entry?.count ?? "") ? { ...filling, quantity: SANDWICH_FILLING_SLICES * sandwiches } : filling;
}

/**
 * 'a smoked salmon bagel' when no table entry holds all its words is the bagel with its filling, as 'a bagel with smoked
 * salmon' is read: not the filling alone (a cooked salmon fillet, 178 g) nor the bread alone. A dish the tables hold
 * whole ('a smoked salmon sandwich', 'a ham roll') stays the dish, unless the entry adds a main food not said: 'a cheese
 * bagel' is a bagel with cheese, not the fast-food bagel with breakfast steak, egg and cheese (716 kcal; 0022-dishcons3).
 */
async function fillingsFirst(
  written: DescribedItem[],
  whole: (x: DescribedItem) => Promise<DishMatch | undefined>,
): Promise<DescribedItem[]> {
  const out: DescribedItem[] = [];
  for (const x of written) {
    const it = x.grams === null ? FILLED_BREAD_IT.exec(x.name) : null;
    // A sandwich joined by 'and' to the food before it, with no amount of its own, names its second filling ('a cheese and
    // pickle sandwich', not 'a coffee and a bacon butty'): the two are read as one dish further on.
    const second = CONJUNCTIONS.has(x.joinedBy ?? "") && !x.amountBefore;
    const sw = x.grams === null && !x.entryIsWholeName && !second ? sandwichParts(x.name, x.quantitySaid ? x.quantity : 1) : null;
    // A name the lexicon holds whole is that food ('sausage roll' is the pastry: 0025-panino).
    // A British bacon roll or bap is read as a butty (`britishBaconFilling`), not a roll with the US slice.
    const ukBacon = britishBaconFilling(x.name, 1) !== null;
    const bagel =
      x.grams === null && !x.entryIsWholeName && !ukBacon ? (FILLED_BREAD.exec(x.name) ?? (it ? [it[0], it[2]!, it[1]!] : null)) : null;
    // A wrap split from its filling is its tortilla (`WRAP_TORTILLA_GRAMS` each), not the tables' filled 'Sandwich wrap'.
    const count = x.quantitySaid ? x.quantity : 1;
    // Only for a filling of one food, one word or a name the lexicon holds whole ('halloumi', 'falafel', 'smoked salmon'):
    // a dish filling ('chicken caesar') fills a wrap as the tables' filled wrap holds it.
    const oneFood = bagel ? !bagel[1]!.includes(" ") || parseItem(bagel[1]!, x.lang).entryIsWholeName : false;
    const bread = bagel && oneFood && /^wraps?$/i.test(bagel[2]!) ? `${WRAP_TORTILLA_GRAMS * count} g tortilla wrap` : undefined;
    const m = bagel ? { bread: bread ?? `${x.quantitySaid ? `${x.quantity} ` : "a "}${bagel[2]}`, filling: bagel[1]! } : sw;
    const found = m ? await whole(x) : undefined;
    const adds = found?.coverage === 1 && addedToWords(found.detail.name, found.words) > 0;
    // A British bacon roll is its bread and back rashers, not the tables' filling 'Bacon, for use on a sandwich'.
    const stands =
      found?.coverage === 1 && !adds && !ukBacon && (bagel !== null || isWholeSandwich(found.detail.name, isMixedDish(found.detail)));
    if (!m || stands || (it && !adds)) {
      out.push(x);
      continue;
    }
    const parts = parseDescription(`${m.bread} with ${m.filling}`).map((p, k) =>
      m === sw && k > 0 ? slicedFilling(p, x.quantitySaid ? x.quantity : 1) : p,
    );
    // A sandwich split is not joined again into another dish ('a sausage sandwich' is no hot dog: 0025-anacompound); its
    // filling is a filling (`inBread`).
    out.push(
      ...parts.map((p, k) => ({
        ...p,
        ...(k === 0 ? { joinedBy: x.joinedBy } : { inBread: true }),
        ...(adds || m === sw ? { apart: true } : {}),
      })),
    );
  }
  return out;
}

/**
 * What is said after 'with' / 'con' on a food, and what is joined to it by 'and' / 'e', without an amount of its own
 * ('greek yoghurt with granola and honey', 'a jacket potato with tuna and sweetcorn') is eaten on or beside that food:
 * a topping or a side, not a plate of its own (`fallbackGrams`, `TOPPING_GRAMS`).
 */
function eatenWith(items: DescribedItem[]): DescribedItem[] {
  const out: DescribedItem[] = [];
  for (const [k, x] of items.entries()) {
    const bare = k > 0 && !x.quantitySaid && x.unit === null && x.grams === null && !x.size;
    const link = x.joinedBy ?? "";
    const before = out[k - 1];
    // A main said on its starchy base ('polenta con spezzatino', 'polenta e salsiccia') is the plate's main, at its own
    // portion: not a topping of the base (`mainOnItsBase`).
    if (bare && before && mainOnItsBase(before, x)) {
      // Not joined with its base into one dish's name either ('purè con salsiccia' is no 'Sausage, pure pork').
      out.push({ ...x, grams: MAIN_STEW.test(x.name) ? STEW_ON_A_BASE_GRAMS : MAIN_ON_A_BASE_GRAMS, gramsAssumed: true, apart: true });
      continue;
    }
    // A vegetable said with a meat or fish main ('saltimbocca con spinaci', 'bistecca con fagiolini') is its side dish,
    // cooked, at a side's portion (`vegetableSideOfAMain`): not a handful of the raw leaves.
    if (bare && before && vegetableSideOfAMain(before, x)) {
      out.push({ ...x, unit: "side" });
      continue;
    }
    const on = bare && (WITH_LINKS.has(link) || (CONJUNCTIONS.has(link) && before!.eatenWith === true));
    out.push(on ? { ...x, eatenWith: true } : x);
  }
  return out;
}

/**
 * A starchy base eaten under a main, said whole ('polenta', 'purè'), and the main said on it by 'con' / 'e': a meat or
 * fish stewed, braised or grilled (spezzatino, brasato, salsiccia, baccalà, arrosto, ossobuco). The main is a plate of
 * its own, not a side's 80 g (0027-fix22anaIT: 'polenta con spezzatino' was 80 g of stew).
 */
const STARCHY_BASE = new Set(["polenta", "mashed-potato"]);
const MAIN_ON_A_BASE =
  /\b(?:spezzatino|brasato|stracotto|salsicci[ae]|salsicce|baccal[aà]|stoccafisso|arrosto|ossobuco|gulasch|goulash|spuntature|costine|cotechino|stew|pot roast|sausages?|ribs)\b/;
/**
 * The main on its base: a stew with its sauce 200 g (a ladle and a half; CIQUAL's and FNDDS' stews 85-107 kcal/100 g),
 * any other meat or fish 120 g cooked (SINU's portion of meat, 100 g raw, with its cooking fat; of fish 150 g raw).
 */
export const STEW_ON_A_BASE_GRAMS = 200;
export const MAIN_ON_A_BASE_GRAMS = 120;
const MAIN_STEW = /\b(?:spezzatino|gulasch|goulash|stew)\b/;
export function mainOnItsBase(base: DescribedItem, x: DescribedItem): boolean {
  return (
    base.entry !== null &&
    base.entryIsWholeName &&
    STARCHY_BASE.has(base.entry.key) &&
    DISH_LINKS.has(x.joinedBy ?? "") &&
    MAIN_ON_A_BASE.test(x.name)
  );
}

/**
 * A vegetable the lexicon knows whole, said after a meat or fish main in Italian by 'con' / 'e' ('scaloppine con
 * spinaci', 'pollo arrosto con spinaci', 'bistecca con fagiolini'): the main's contorno, a side of the cooked vegetable
 * (the tables' cooked entry at its side portion), not the raw leaves' cup (30 g of raw spinach, 7 kcal) (0027-fix22anaIT).
 */
const COOKED_SIDE_VEGETABLES = /^(?:spinaci|fagiolini|carote|broccoli|zucchine|piselli|cavolfiore|bietole|cicoria|broccoletti|friarielli)$/;
const ITALIAN_MAIN =
  /\b(?:saltimbocca|scaloppin[ae]|scaloppine|cotolett[ae]|bistecc[ae]|tagliata|filett[oi]|pollo|tacchino|vitello|maiale|manzo|arrosto|brasato|spezzatino|salsicci[ae]|salsicce|polpette|hamburger|pesce|salmone|merluzzo|orata|branzino|spigola|tonno|pesce spada|baccal[aà]|involtini|ossobuco|fegato)\b/;
export function vegetableSideOfAMain(main: DescribedItem, x: DescribedItem): boolean {
  return (
    (x.lang ?? main.lang) === "it" &&
    COOKED_SIDE_VEGETABLES.test(x.name) &&
    DISH_LINKS.has(x.joinedBy ?? "") &&
    ITALIAN_MAIN.test(main.name) &&
    !/\b(?:pasta|risotto|insalata|frittata|panin[oi]|pizza|piadin[ae])\b/.test(main.name)
  );
}

/** Links that add an ingredient to a dish written head first ('pasta zucchine e gamberi', '… con parmigiano'). */
const INGREDIENT_LINKS = new Set(["con", "e", "ed"]);

/**
 * An Italian dish written head first ('pasta zucchine e gamberi', 'risotto zucca e salsiccia', 'insalata pollo e
 * avocado'): when no table entry holds the dish with all it is made with, it is the head's plate (`HEAD_FIRST_PLATES`)
 * made of the head and its ingredients, each at its share of the plate, not the head's plate plus a portion of each
 * ingredient (nor a pickled zucchini without its pasta). Grams said of the dish are the plate's.
 */
async function platesHeadFirst(
  items: DescribedItem[],
  whole: (x: DescribedItem) => Promise<DishMatch | undefined>,
): Promise<DescribedItem[]> {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const head = out[i]!;
    const share = head.headFirst ? (headFirstPlate(head.name) ?? headFirstPlate(head.entry?.key ?? head.name)) : undefined;
    if (!share) continue;
    let n = 0;
    for (let j = i + 1; j < out.length; j++, n++) {
      const x = out[j]!;
      if (x.headFirst || x.amountBefore || !x.joinedBy || !INGREDIENT_LINKS.has(x.joinedBy)) break;
      // Grams written after the last ingredient ('insalata caesar con pollo 300 g') are the plate's.
      if (x.grams !== null) {
        n++;
        break;
      }
    }
    if (n === 0) continue;
    const parts = out.slice(i + 1, i + 1 + n);
    const said = head.grams ?? parts.find((x) => x.grams !== null)?.grams ?? null;
    // The name as written ('insalata caesar con pollo'): the first ingredient follows the head with no link.
    // A panino's filling keeps its 'con' ('panino con tonno e maionese': 0025-panino).
    const con = /^panin[oi]$/.test(head.name) && parts[0]!.joinedBy === "con";
    const name = [head.name, ...parts.map((x, k) => (k === 0 && !con ? x.name : `${x.joinedBy} ${x.name}`))].join(" ");
    // The tables' dish of the head with all it is made with ('pasta pesto' is their pasta with pesto, 'insalata caesar con
    // pollo' their chicken caesar salad); a pasta or risotto written head first is no pasta salad.
    const joined = { ...head, name, grams: said, entry: null, entryIsWholeName: false, headFirst: false };
    const found = await whole(joined);
    const salad = /\bsalads?\b/i.test(found?.detail.name ?? "") && head.entry?.key !== "lettuce" && share.bread === undefined;
    // A bread's whole sandwich stands whatever its table's category ('Egg sandwich', 'Tuna salad sandwich': 0025-panino).
    const sandwich = share.bread !== undefined && MADE_IN_BREAD.test(found?.detail.name ?? "");
    if (found?.coverage === 1 && (isMixedDish(found.detail) || pastaPlate(found.detail.name) || head.linkedDish || sandwich) && !salad) {
      out.splice(i, n + 1, joined);
      continue;
    }
    const plates = head.quantitySaid && (head.unit === null || DISH_UNITS.has(head.unit)) ? head.quantity : 1;
    const plate = said ?? share.plate * plates;
    const base = Math.round((plate * share.base) / share.plate);
    // A head read as its bread ('tramezzino': its crustless sandwich bread), else the head itself.
    const read = share.bread === undefined ? undefined : parseItem(share.bread, "it");
    const bread = read ? { name: read.name, entry: read.entry, entryIsWholeName: read.entryIsWholeName } : {};
    out[i] = { ...head, ...bread, grams: base, unit: null, quantity: 1 };
    // A bread filled with spreads only ('piadina alla nutella', 'panino con la marmellata'): the spread at a filled bread's
    // portion (`SPREAD_FILLING_GRAMS`), not a filling of meat or cheese (0027-fix22chatB).
    const filling = (said === null ? spreadFillingGrams(head.name, parts, plates) : undefined) ?? plate - base;
    parts.forEach((x, k) => (out[i + 1 + k] = { ...x, grams: Math.round(filling / n) }));
  }
  return out;
}

/**
 * A sweet spread said as the only filling of a panino or a piadina, without an amount: 30 g, the spread of a filled bread
 * (a piadina or a roll takes 20-40 g of Nutella, jam or honey; Nutella's label serving is 15 g a slice), not a filling of
 * ham or cheese (`FILLING_GRAMS`, 70 g: 'una piadina alla nutella' was 70 g of spread, 377 kcal) (0027-fix22chatB).
 */
export const SPREAD_FILLING_GRAMS = 30;
const SPREAD_BREAD = /^(?:panin[oi]|piadin[ae])$/;
/** The grams of a panino's or a piadina's filling when it is spreads only, for `plates` of them; else undefined. */
export function spreadFillingGrams(head: string, parts: { name: string }[], plates = 1): number | undefined {
  return SPREAD_BREAD.test(head) && parts.length > 0 && parts.every((x) => SPREAD_NAME.test(x.name))
    ? SPREAD_FILLING_GRAMS * plates
    : undefined;
}

/** The portion an item's amount needs its food's table to have. */
function wantedPortion(item: DescribedItem): RegExp | undefined {
  if (item.grams !== null) return undefined;
  if (item.unit === "piece") return /^1 (piece|slice|each|item|nugget|patty|roll|stick)\b/i;
  if (item.unit) return UNIT_PORTION[item.unit];
  return /^1 |quantity not specified/i;
}

/**
 * Resolves described items to foods and grams through the food database. A name the lexicon knows whole is its pinned
 * food; a longer name is first looked for as a dish (two chunks joined by 'with'/'con'/'and' too, when the second has
 * no amount of its own); a dish matched on only some of its words, or a lexicon word inside an unknown name, is a guess
 * with a low confidence, so the person confirms it before it is logged.
 */
export async function resolveDescribedItems(
  ctx: Pick<AnalyzeContext, "db" | "lang" | "userId">,
  written: DescribedItem[],
  foundBy: AnalysisSource = "description",
): Promise<AnalyzedFood[]> {
  const out: AnalyzedFood[] = [];
  const detailOf = (id: number) => getFoodDetail(ctx.db, id, { userId: ctx.userId, locale: ctx.lang });
  const dishOpts = (x: DescribedItem) => ({
    locale: ctx.lang,
    userId: ctx.userId,
    wants: wantedPortion(x),
    lendPieces: x.unit === "piece" || x.unit === "slice",
    counted: x.unit === null && x.grams === null && x.quantity > 1,
    plural: x.unit === null && x.grams === null && !x.quantitySaid && saidInPlural(x.name),
    ...(x.unit === null ? {} : { unit: x.unit }),
    ...(x.lang === undefined ? {} : { lang: x.lang }),
    // The tables name their portions in English: an English unit word may pick the entry whose portion it names.
    ...(x.unitWord === undefined || ctx.lang !== "en" ? {} : { unitWord: x.unitWord }),
  });
  const whole = (x: DescribedItem) => findDish(ctx.db, x.name, { ...dishOpts(x), detail: detailOf });
  const items = eatenWith(await platesHeadFirst(await fillingsFirst(written, whole), whole)).map((x, k, all) =>
    milkInHotDrink(spreadPerSlice(x, all[k - 1]), all[k - 1]),
  );
  // Whether the item before was a filling the sandwich before it already holds (below): 'e formaggio' after it is one too.
  let heldFilling = false;
  // The items read again with a typo corrected (`typoCorrected`): once each.
  const retyped = new Set<number>();
  for (let i = 0; i < items.length; i++) {
    let item = items[i]!;
    // A filling said after a sandwich whose entry names it already ('un toast con prosciutto e formaggio': CIQUAL's toasted
    // ham and cheese sandwich), with no amount of its own, is in it: not a slice of ham and one of cheese beside it
    // (#5704 read 488 kcal where 'un toast prosciutto e formaggio' reads 342; 0025-anaportion).
    const sandwich = out.at(-1)?.food?.name;
    const link = item.joinedBy ?? "";
    const held: boolean =
      item.grams === null &&
      !item.quantitySaid &&
      item.unit === null &&
      (WITH_LINKS.has(link) || (CONJUNCTIONS.has(link) && heldFilling)) &&
      sandwich !== undefined &&
      MADE_IN_BREAD.test(sandwich) &&
      // By its words, or by the lexicon's food it is ('prosciutto' is its 'ham', a word the Italian search keeps as it is).
      [dishWords(item.name, item.lang ?? ctx.lang), item.entry?.key.split("-") ?? []].some(
        (w) => w.length > 0 && wordsHeld(sandwich, w) === 1,
      );
    heldFilling = held;
    if (held) continue;
    // A bread said with a dish made in it ('chicken fajitas with two tortillas', 'a ham sandwich with bread'): the dish's
    // entry holds it already (FNDDS' '1 fajita' is the filled tortilla), so it is not added twice (0023-countpieces).
    const before = out.at(-1)?.food?.name;
    if (
      item.joinedBy &&
      WITH_LINKS.has(item.joinedBy) &&
      item.grams === null &&
      ITS_BREAD.test(item.name) &&
      before &&
      MADE_IN_BREAD.test(before)
    )
      continue;
    // A filling said after a dish made in bread, with no amount of its own, that the dish's entry names ('a beef burrito
    // with rice, beans, cheese and sour cream': 'Burrito, beef, with beans and rice, cheese') is inside it, not a plate
    // beside it; a filling it does not name (the sour cream) is eaten with it (0025-anacompound). A bowl's too, by the
    // food's head word ('burrito bowl with chicken, rice, black beans': its beans; 0026-fix21ana).
    if (item.eatenWith && before && NAMES_ITS_PARTS.test(before) && wordsHeld(before, dishWords(item.name).slice(-1)) === 1) continue;
    let dish: DishMatch | undefined;
    // 'a crepe with ham and cheese', 'pollo al curry con riso': the longest run of joined chunks that is one dish.
    for (let n = Math.min(3, items.length - i); n >= 2 && !dish; n--) {
      const run = items.slice(i, i + n);
      // Two foods the lexicon knows by name stay two ('bread with butter', 'greek yogurt with honey'), unless 'and' / 'e'
      // makes them one dish's name and the tables have that dish ('pasta e fagioli', 'rice and beans'): checked below.
      const named = run.every((x) => x.entryIsWholeName);
      const joinable = run.slice(1).every((x) => x.joinedBy && DISH_LINKS.has(x.joinedBy) && !x.amountBefore);
      const grams = run.filter((x) => x.grams !== null && !x.gramsAssumed);
      // Spreads joined by 'and' are two spreads ('burro e marmellata' is no 'Plum butter (jam)': 0025-panino).
      if (!joinable || grams.length > 1 || run.some((x) => x.apart) || run.every((x) => SPREAD_NAME.test(x.name))) continue;
      // Named foods joined by 'with' / 'con' are one dish only when the tables name that dish with its 'with' ('Rice,
      // fried, with shrimp' for 'riso fritto con gamberi'; 'Turkey sandwich on white, with cheese').
      const withLink = named && !run.slice(1).every((x) => CONJUNCTIONS.has(x.joinedBy!));
      const name = run.map((x, k) => (k === 0 ? x.name : `${x.joinedBy} ${x.name}`)).join(" ");
      const joined = { ...item, name, grams: grams[0]?.grams ?? null, entry: null, entryIsWholeName: false };
      const found = await findDish(ctx.db, name, { ...dishOpts(joined), detail: detailOf });
      // Two named foods are one dish only for a mixed-dish entry of no kind they did not say ('pane e burro' is no sandwich).
      // A count said of the first food counts that food, not plates of a dish named after another ('3 meatballs with
      // spaghetti' is not three plates of 'Spaghetti, with meatballs').
      const countsHead =
        !(item.quantitySaid && item.quantity > 1 && item.unit === null && item.grams === null) ||
        (found !== undefined && namesSaidDish(found.detail.name, dishWords(item.name)));
      // A food said whole and its side joined by 'and' ('sausage and mash', 'bangers and mash', 'egg and chips') is a plate
      // of the two, one dish only where the tables name that plate ('Fish and chips'): its head word one said, not BLS'
      // 'Heaven and earth' mash with blood sausage (0025-anacompound).
      const plate = run.length === 2 && run[0]!.entryIsWholeName && CONJUNCTIONS.has(run[1]!.joinedBy!) && SIDE.test(run[1]!.name);
      // Nor is it an entry of another dish the words share ('strawberries and cream': an ice cream with rum; 'lemon
      // chicken with rice': a meal kit without the chicken): the foods are read one by one (`otherDishWords`, 0027-guard22).
      if (
        found?.coverage === 1 &&
        found.otherDish === undefined &&
        countsHead &&
        (!plate || namesSaidDish(found.detail.name, found.words)) &&
        (!named ||
          (isMixedDish(found.detail) &&
            found.unsaid === 0 &&
            namesSaidDish(found.detail.name, found.words) &&
            (!withLink || /\bwith\b/i.test(found.detail.name))))
      ) {
        dish = found;
        item = joined;
        i += n - 1;
      }
    }
    // A salad named by its base ('insalata di farro', 'quinoa salad') that no entry holds whole is its base, not lettuce
    // (0023-misreads): the base is read as said ('farro' is cooked spelt, as a grain without grams is).
    const base = !dish && item.entry?.key === "lettuce" && !item.entryIsWholeName ? saladBase(item.name) : undefined;
    if (base && (await whole(item))?.coverage !== 1) {
      const read = parseItem(base, item.lang);
      item = { ...item, name: read.name, entry: read.entry, entryIsWholeName: read.entryIsWholeName };
    }
    if (!dish && !item.entryIsWholeName) {
      dish = await findDish(ctx.db, item.name, { ...dishOpts(item), detail: detailOf });
    } else if (!dish && hasPreparationWord(item.name) && !cookingNamed(item)) {
      // 'grilled chicken breast' is the chicken breast, but 'fried rice' is a dish of its own when the tables have it: a
      // mixed-dish entry holding the words, or an entry that calls the food by them ('Chicken fried in oven (roast
      // chicken)' for 'pollo arrosto').
      const found = await findDish(ctx.db, item.name, { ...dishOpts(item), detail: detailOf });
      if (found?.coverage === 1 && isMixedDish(found.detail)) dish = found;
      else {
        // Its grams come from its portions or the words: '2 fried eggs' stay two eggs when the entry has no egg-sized portion.
        let called = await findDish(ctx.db, item.name, { ...dishOpts(item), detail: detailOf, calledBy: true });
        const wants = wantedPortion(item);
        // A cooked form the tables give no portion ('Fried egg', 'Eggs boiled') weighs as the lexicon's food it is cooked
        // from: one fried egg is one egg (0025-eggfix). Without this the cooking word was lost and the raw egg read.
        if (called && wants && called.detail.portions.length === 0 && item.entry) {
          const raw = await lexiconFood(ctx.db, item.entry, ctx.lang, ctx.userId);
          const lent = raw?.portions.filter((p) => wants.test(p.description)) ?? [];
          if (lent.length) called = { ...called, detail: { ...called.detail, portions: lent } };
        }
        const sized = wants === undefined || called?.detail.portions.some((p) => wants.test(p.description)) === true;
        if (called?.coverage === 1 && sized && callsItBy(called.detail.name, called.words)) dish = called;
      }
    }
    let useDish = dish !== undefined && (dish.coverage === 1 || !item.entry);
    let lexiconDetail = !useDish && item.entry ? await lexiconFood(ctx.db, item.entry, ctx.lang, ctx.userId) : undefined;
    // Two guesses: the lexicon's food for a word inside the name ('sandwich' is its ham sandwich) and a dish holding the
    // head word; the one holding more of the words said stands ('a tuna … sandwich' is a tuna sandwich, not ham).
    // Holding as many of the words, the dish built on the name's head wins: 'gnocchi al pomodoro' is gnocchi (with their
    // sauce), not a raw tomato; 'a smoked salmon bagel' is a bagel, not a salmon fillet.
    if (
      !useDish &&
      dish &&
      item.entry &&
      !item.entryIsWholeName &&
      lexiconDetail &&
      (wordsHeld(lexiconDetail.name, dish.words) < dish.coverage ||
        (wordsHeld(lexiconDetail.name, dish.words) === dish.coverage && headIsTheDish(item.name, dish, lexiconDetail.name)))
    ) {
      useDish = true;
      lexiconDetail = undefined;
    }
    // Every entry found for the words is another dish sharing a food word with the text ('pane burro': 'Pudding, bread
    // and butter'; 'pollo al limone': 'Restaurant, Chinese, lemon chicken'), and the text names only foods, no dish: the
    // text's parts are read, the foods said side by side or the lexicon's food it names (`otherDishWords`, 0027-guard22).
    const lang = item.lang ?? ctx.lang;
    if (dish?.otherDish && namesOnlyFoods(item.name, lang)) {
      const parts = sideBySideFoods(item.name, lang);
      if (parts) {
        const read = parts.map((p, k): DescribedItem => {
          const part = { ...p, ...(item.lang === undefined ? {} : { lang: item.lang }) };
          return k === 0 ? { ...item, name: p.name, entry: p.entry, entryIsWholeName: p.entryIsWholeName } : { ...part, joinedBy: "e" };
        });
        items.splice(i, 1, ...read.map((x, k) => (k === 0 ? x : spreadPerSlice(x, read[k - 1]))));
        i--;
        continue;
      }
      if (item.entry && useDish) {
        useDish = false;
        lexiconDetail = await lexiconFood(ctx.db, item.entry, ctx.lang, ctx.userId);
      }
    }
    // 'gnocchi al pesto': no entry holds the dish with its sauce, but the dish's head and the sauce are each in the
    // tables; the sauce is a second food, at its own table portion (FNDDS' pesto: 32 g when the quantity is not said).
    const sauce = useDish && dish!.coverage < 1 ? await sauceSaid(ctx, dish!) : undefined;
    if (sauce) dish = { ...dish!, coverage: 1 };
    let detail = useDish ? dish!.detail : (lexiconDetail ?? (await searchedFood(ctx.db, item.name, ctx.lang, ctx.userId)));
    // A name nothing found whole, with a typo of a known food word ('scrambled egs', 'chiken curry'): read again as corrected, once
    // (`typoCorrected`), rather than a part of 100 g with no energy (0027-fix22bEN).
    const unfound = detail === undefined || (useDish && dish!.coverage < 1);
    const corrected = unfound && !retyped.has(i) ? typoCorrected(item.name) : undefined;
    if (corrected) {
      const read = parseItem(corrected, item.lang);
      items[i] = { ...items[i]!, name: read.name, entry: read.entry, entryIsWholeName: read.entryIsWholeName };
      retyped.add(i);
      i--;
      continue;
    }
    // A side of a vegetable is cooked unless said raw ('a side of broccoli' is not the lexicon's raw broccoli): the
    // table's cooked entry for it, when one holds every word said.
    // A grain, pasta or dried legume without grams said is eaten cooked too ('a bowl of basmati rice' is not 225 g of raw
    // rice, 790 kcal): its cooked entry, at the amount the unit gives it.
    const grain = item.grams === null && detail !== undefined && DRY_STAPLE.test(detail.name);
    const cooked =
      (item.unit === "side" || grain) && detail && RAW.test(detail.name) && !RAW_SAID.test(item.name)
        ? await cookedSide(ctx, item, grain ? wantedPortion(item) : UNIT_PORTION.side)
        : undefined;
    if (cooked) {
      detail = cooked.detail;
      dish = cooked;
      useDish = true;
    }
    // Grams of rice, pasta or a grain written by themselves in Italian ('80 g di riso') are its raw weight: the tables'
    // raw or dry entry, not the cooked food the name means (`rawWeighedStaple`, shared with the chat; 0025-anaportion).
    const rawQuery = item.grams !== null ? rawWeighedStaple(item.name, item.grams, item.lang ?? ctx.lang, item.text) : undefined;
    const raw = rawQuery ? await rawStaple(ctx, rawQuery) : undefined;
    if (raw) {
      detail = raw;
      dish = undefined;
      useDish = false;
    }
    // A small oily fish said by its tin ('a tin of sardines') found fresh or grilled: the tables' canned fish, drained
    // (it was 330 g, a drink's can, of grilled sardines: 663 kcal).
    if (item.unit === "can" && item.grams === null && detail && TINNED_FISH.test(item.name) && !CANNED_ENTRY.test(detail.name)) {
      const canned = await findDish(ctx.db, `${dishWords(item.name).join(" ")} canned`, {
        locale: "en",
        userId: ctx.userId,
        unit: "can",
        detail: detailOf,
      });
      if (canned?.coverage === 1 && CANNED_ENTRY.test(canned.detail.name)) {
        detail = canned.detail;
        dish = canned;
        useDish = true;
      }
    }
    // The lexicon's measures stay as a fallback for a dish named after its food ('a slice of pizza margherita').
    const amount = gramsOf(item, detail, useDish ? headEntry(item.name) : item.entry, ctx.lang, useDish ? dish : undefined);
    // A dense food said on another is a topping, never more than its own portion (`eatenWith`).
    const kcal = detail?.nutrients.energyKcal ?? null;
    if (item.eatenWith && kcal !== null && kcal >= DENSE_KCAL_PER_100G && amount.grams > TOPPING_GRAMS * item.quantity)
      Object.assign(amount, { grams: TOPPING_GRAMS * item.quantity, portion: null });
    // A food said on another that its table counts by the whole can or pack is a filling (`FILLING_GRAMS`).
    else if (item.eatenWith && amount.portion && WHOLE_PACK_PORTION.test(amount.portion) && amount.grams > FILLING_GRAMS * item.quantity)
      Object.assign(amount, { grams: FILLING_GRAMS * item.quantity, portion: null });
    // A dish named as a bread's filling ('a chicken caesar wrap': its caesar salad) is a filling, not a plate beside it.
    else if (item.inBread && item.grams === null && useDish && isMixedDish(dish!.detail) && amount.grams > FILLING_GRAMS * item.quantity)
      Object.assign(amount, { grams: FILLING_GRAMS * item.quantity, portion: null });
    // A filling of small pieces said without a number ('a falafel wrap', 'a meatball roll') is a filling's portion of them,
    // not one piece (a falafel, 17 g) (0026-anaeng).
    else if (
      item.inBread &&
      item.grams === null &&
      !item.quantitySaid &&
      amount.grams < FILLING_GRAMS &&
      SMALL_PIECE_PORTION.test(amount.portion ?? "")
    )
      Object.assign(amount, { grams: FILLING_GRAMS, portion: null });
    // Fruit said bare on a bowl of cereal or yogurt ('granola with greek yogurt and strawberries', 'weetabix with milk and
    // blueberries') is a handful added to the bowl (`FRUIT_ON_A_BOWL_GRAMS`), not the tables' cup of berries.
    else if (fruitOnABowl(item, items.slice(0, i), detail, amount)) Object.assign(amount, { grams: FRUIT_ON_A_BOWL_GRAMS, portion: null });
    // An entry that is another dish than the text says, kept for want of one that is not, is confirmed (0027-guard22).
    const another = useDish
      ? (dish!.otherDish?.length ?? 0) > 0
      : !lexiconDetail && detail !== undefined && isOtherDish(detail.name, item.name);
    const confidence = Math.min(
      raw ? 0.8 : useDish ? (dish!.coverage === 1 ? 0.8 : 0.45) : item.entry ? (item.entryIsWholeName ? 0.9 : 0.45) : 0.6,
      "unsure" in amount && amount.unsure ? UNSURE_COUNT : 1,
      another ? OTHER_DISH_CONFIDENCE : 1,
    );
    if (!sauce) {
      out.push(itemFromFood(detail, capitalize(item.shownAs ?? item.name), amount.grams, confidence, amount.portion, foundBy));
      continue;
    }
    // Grams said are the plate's, sauce included.
    const dishGrams = item.grams === null ? amount.grams : Math.max(0, item.grams - sauce.grams * item.quantity);
    const head = capitalize(
      item.name.replace(new RegExp(`\\s*\\b(?:al|alla|with|con|in)\\s+${sauce.word}\\b`, "i"), "").trim() || item.name,
    );
    out.push(itemFromFood(detail, head, dishGrams, confidence, item.grams === null ? amount.portion : null, foundBy));
    out.push(itemFromFood(sauce.detail, capitalize(sauce.word), sauce.grams * item.quantity, confidence, null, foundBy));
  }
  return out;
}

/**
 * A handful of fruit added to a bowl of cereal, granola, muesli, porridge or yogurt: 80 g, the UK's portion of fruit (NHS
 * 5 A Day) and a handful of berries, not the US tables' cup (144 g of strawberries, 148 g of blueberries) that a bowl of
 * fruit alone is (0027-fix22anaEN).
 */
export const FRUIT_ON_A_BOWL_GRAMS = 80;
/** The base of a breakfast bowl: a cereal, granola, muesli, oats or porridge, or a yogurt. */
const BOWL_BASE =
  /\b(?:cereals?|granola|muesli|oats|oatmeal|porridge|weetabix|shredded wheat|corn ?flakes|bran flakes|cheerios|rice krispies|yog(?:h)?urts?|skyr)\b/i;
/** A fruit's table category (SR28 'Fruits and Fruit Juices', FNDDS 'Fruits', CIQUAL '… > fruits'). */
const FRUIT_CATEGORY = /^fruits?\b|> fruits?\b/i;

/**
 * Whether an item is fruit said with no amount after a bowl's base ('… with strawberries', '… and blueberries') read at
 * more than a handful from its table's cup or the lexicon's serving; a fruit counted by the piece (a banana, 118 g) stays.
 */
function fruitOnABowl(
  item: DescribedItem,
  before: DescribedItem[],
  detail: FoodDetail | undefined,
  amount: { grams: number; portion: string | null },
): boolean {
  if (item.grams !== null || item.quantitySaid || item.unit !== null || item.size || !item.joinedBy) return false;
  if (!detail || !FRUIT_CATEGORY.test(detail.category ?? "") || JUICE.test(detail.name)) return false;
  if (amount.grams <= FRUIT_ON_A_BOWL_GRAMS || (amount.portion !== null && !/\bcups?\b/i.test(amount.portion))) return false;
  return before.some((x) => BOWL_BASE.test(x.name));
}

/** The lexicon names the food with its cooking word, as said ('grilled vegetables'): no dish is looked for. */
const cookingNamed = (item: DescribedItem) =>
  LEXICON_NAMES.some((n) => n.entry === item.entry && n.name === item.name && hasPreparationWord(n.name));

/** The words of a salad's name that are not the salad, its links or a word that only describes it ('mixed', 'verde'). */
const SALAD_WORDS =
  /^(?:salads?|insalat[ae]|di|of|con|with|al|alla|alle|ai|mixed|mist[oaie]|green|verd[ei]|side|garden|house|small|large|big|simple|fresh|fresc[oaie]|sempliced?|contorno)$/;

/** The base a salad is named after ('farro' in 'insalata di farro'), when it names one. */
export function saladBase(name: string): string | undefined {
  const base = name
    .split(" ")
    .filter((w) => w && !SALAD_WORDS.test(w))
    .join(" ");
  return base.length >= 3 ? base : undefined;
}

const RAW = /\b(raw|dry|uncooked)\b/i;
/** Said raw, or a salad: a salad's leaves are eaten raw ('a side salad' is no cooked leek salad; 0023-misreads). */
const RAW_SAID = /\b(raw|dry|uncooked|crud[oaie]|secc[oaie]|a crudo|salads?|insalat[ae])\b/i;
/** Grains, pasta and dried legumes: eaten cooked, though the tables list them raw or dry too. Not oats (muesli). */
const DRY_STAPLE =
  /^(rice|spelt|farro|barley|quinoa|couscous|bulgur|millet|buckwheat|pasta|noodles|spaghetti|macaroni|lentils|chickpeas|beans)\b/i;

/** Whether the dish found holds the name's head word ('gnocchi' in 'gnocchi al pomodoro') and the lexicon's food does not. */
function headIsTheDish(name: string, dish: DishMatch, lexiconName: string): boolean {
  const head = dishHead(name, dish.words);
  return wordsHeld(dish.detail.name, [head]) === 1 && wordsHeld(lexiconName, [head]) === 0;
}

/**
 * The cooked entry of a vegetable said as a side ('a side of green beans' → 'Green beans, NS as to form, cooked'), or of a
 * grain said without grams ('una porzione di farro' → 'Spelt, cooked').
 */
async function cookedSide(
  ctx: Pick<AnalyzeContext, "db" | "lang" | "userId">,
  item: DescribedItem,
  wants: RegExp | undefined,
): Promise<DishMatch | undefined> {
  const words = dishWords(item.name);
  if (words.length === 0) return undefined;
  const found = await findDish(ctx.db, `${words.join(" ")} cooked`, {
    locale: "en",
    userId: ctx.userId,
    ...(wants ? { wants } : {}),
    detail: (id) => getFoodDetail(ctx.db, id, { userId: ctx.userId, locale: ctx.lang }),
  });
  return found?.coverage === 1 && !RAW.test(found.detail.name) ? found : undefined;
}

/** The tables' raw or dry entry of a grain or pasta (`rawWeighedStaple`'s words): the search's first that is it. */
async function rawStaple(ctx: Pick<AnalyzeContext, "db" | "lang" | "userId">, query: string): Promise<FoodDetail | undefined> {
  const hits = await searchFoods(ctx.db, { query, limit: 12, locale: "en", userId: ctx.userId });
  const hit = hits.find((h) => isRawStapleEntry(query, h.name));
  return hit ? getFoodDetail(ctx.db, hit.id, { userId: ctx.userId, locale: ctx.lang }) : undefined;
}

/** The tables' entry for a sauce or broth a dish is named with, where it is not '<word> sauce'. */
const SAUCE_ENTRIES = new Map<string, { query: string; named: RegExp }>([
  // A dish in broth ('tortellini in brodo') is the dish and its broth: the tables' 'Soup, broth' (a cup when not said).
  ["broth", { query: "broth", named: /^soup, broth$/i }],
  // A pasta's tomato sauce ('gnocchi al pomodoro') is the US tables' 'Spaghetti sauce' (their tomato sauce for pasta, with
  // a portion when the quantity is not said); the other tables' tomato sauces give none.
  ["tomato", { query: "spaghetti sauce", named: /^spaghetti sauce$/i }],
  // Its meat sauce ('gnocchi al ragù', read 'bolognese') is their 'Spaghetti sauce with meat' (0022-italplate).
  ["bolognese", { query: "spaghetti sauce with meat", named: /^spaghetti sauce with meat$/i }],
]);

/**
 * The sauce a dish was named with when it is the one word its entry lacks ('pesto' for 'Gnocchi, potato'), as the tables
 * hold it: an entry named '<word> sauce' or 'Sauce, <word>' with a portion for when the quantity is not said.
 */
async function sauceSaid(
  ctx: Pick<AnalyzeContext, "db" | "lang" | "userId">,
  dish: DishMatch,
): Promise<{ word: string; detail: FoodDetail; grams: number } | undefined> {
  const missing = wordsMissing(dish.detail.name, dish.words);
  // A filled piece's filling ('un arancino al ragù') is inside it, not a sauce beside it.
  if (FILLED_PIECE.test(dish.detail.name)) return undefined;
  // A bread named with its flavouring ('a garlic naan', 'a cheese naan', 'focaccia al rosmarino') is that bread, brushed
  // or baked with it, not the bread and a dip beside it ('garlic naan' was a naan and 32 g of garlic sauce) (0026-trancio).
  if (FLAVOURED_BREAD_ENTRY.test(dish.detail.name)) return undefined;
  // A sauce said as a sauce ('salsa di pomodoro') is that food, not a dish with a second sauce.
  if (missing.length !== 1 || dish.words.length < 2 || dish.words.some((w) => /^(sauce|salsa|sugo)$/.test(w))) return undefined;
  const word = missing[0]!;
  const { query, named } = SAUCE_ENTRIES.get(word) ?? {
    query: `${word} sauce`,
    named: new RegExp(`^(?:${word} sauce|sauce, ${word})\\b`, "i"),
  };
  const hits = await searchFoods(ctx.db, { query, limit: 12, locale: "en", userId: ctx.userId });
  for (const hit of hits.filter((h) => named.test(h.name))) {
    const detail = await getFoodDetail(ctx.db, hit.id, { userId: ctx.userId, locale: ctx.lang });
    const unspecified = detail?.portions.find((p) => /quantity not specified/i.test(p.description));
    if (detail && unspecified) return { word, detail, grams: unspecified.grams };
  }
  return undefined;
}

/** A table entry of a bread or a flatbread, the bread a flavouring word is baked into or brushed on. */
const FLAVOURED_BREAD_ENTRY = /^(?:bread|rolls?)\b|\b(?:naan|pitta|pita|focaccia|flatbread|chapati|paratha|ciabatta|baguette)\b/i;

/** A table entry for a piece made with its filling inside (a croquette, a pasty): a sauce named with it is that filling. */
const FILLED_PIECE = /\b(?:croquettes?|arancin[oi]|empanadas?|calzones?|samosas?|pasty|pasties|turnovers?)\b/i;

/** Foods spread on bread, one portion on each slice. */
// Marmite is spread thinly, its 4 g on each slice (0027-fix22bEN).
const SPREADS = new Set(["butter", "honey", "peanut-butter", "marmite"]);
/** Breads counted by the piece that are spread one by one, as slices are ('3 crumpets with butter'; 0025-anaportion). */
const SPREAD_ON_EACH = new Set(["crumpet"]);

/**
 * A spread with no amount of its own on counted slices ('2 slices of toast with butter', '2 fette di pane con burro'):
 * its portion on each slice, not one portion for all of them.
 */
function spreadPerSlice(item: DescribedItem, before: DescribedItem | undefined): DescribedItem {
  const slices =
    before &&
    before.quantity > 1 &&
    (before.unit === "slice" || /slice/.test(before.entry?.count ?? "") || SPREAD_ON_EACH.has(before.entry?.key ?? ""));
  const bare = !item.quantitySaid && item.grams === null && item.unit === null;
  const spread = item.entry !== null && SPREADS.has(item.entry.key) && (item.joinedBy === "with" || item.joinedBy === "con");
  // A nut butter spread on bread or toast is a tablespoon on each slice (`NUT_BUTTER_ON_SLICE_GRAMS`), not the jar's serving.
  const onBread = before !== undefined && (/slice/.test(before.entry?.count ?? "") || before.unit === "slice");
  if (bare && onBread && item.entry?.key === "peanut-butter" && /^(?:with|con|on|su)$/.test(item.joinedBy ?? ""))
    return { ...item, grams: NUT_BUTTER_ON_SLICE_GRAMS * before.quantity, quantity: before.quantity, gramsAssumed: true };
  return slices && bare && spread ? { ...item, quantity: before.quantity, quantitySaid: true } : item;
}

/**
 * Peanut butter spread on a slice of bread or toast, said without an amount: one tablespoon a slice, 16 g (SR28 16098's
 * serving is '2 tbsp', 32 g, the jar's serving for two slices) (0026-anaeng: 'toast with peanut butter' read 30 g).
 */
const NUT_BUTTER_ON_SLICE_GRAMS = 16;

/** Hot drinks a dash of milk goes in: brewed coffee and tea (an Italian 'caffè con latte' is an espresso lengthened, not named here). */
const HOT_DRINKS = new Set(["coffee", "tea"]);
const MILKS = new Set(["milk", "skim-milk"]);
/** A dash of milk, 30 ml (two tablespoons): what goes in a mug of coffee or tea, not a glass of its own. */
export const DASH_OF_MILK_ML = 30;

/**
 * Milk with no amount of its own joined to a coffee or tea ('a coffee with milk', 'tè con latte'): the dash that goes in
 * the cup, not a cup of milk beside it.
 */
function milkInHotDrink(item: DescribedItem, before: DescribedItem | undefined): DescribedItem {
  const bare = !item.quantitySaid && item.grams === null && item.unit === null;
  const joined = item.joinedBy === "with" || item.joinedBy === "con";
  const inDrink = before?.entry != null && HOT_DRINKS.has(before.entry.key);
  return bare && joined && inDrink && item.entry !== null && MILKS.has(item.entry.key) ? { ...item, grams: DASH_OF_MILK_ML } : item;
}

/** The lexicon food a dish is named after: its last word in English ('cheese pizza'), its first in Italian ('pizza margherita'). */
function headEntry(name: string): LexiconEntry | null {
  const head = LEXICON_NAMES.find((n) => (n.lang === "en" ? name.endsWith(` ${n.name}`) : name.startsWith(`${n.name} `)));
  return head?.entry ?? null;
}

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

const WARNINGS: Record<AnalysisWarning["code"], Record<Lang, string>> = {
  NO_FOODS: {
    en: "No food could be identified. Describe what you ate in one sentence, e.g. '2 eggs and a slice of whole wheat bread'.",
    it: "Nessun alimento riconosciuto. Descrivi cosa hai mangiato in una frase, ad es. '2 uova e una fetta di pane integrale'.",
  },
  NO_CALORIES: { en: "Calories could not be determined.", it: "Non è stato possibile determinare le calorie." },
  NO_MACROS: { en: "Macronutrients could not be determined.", it: "Non è stato possibile determinare i macronutrienti." },
  LOW_CONFIDENCE: {
    en: "These foods and amounts are a guess. Please confirm or correct them, e.g. by describing the plate in one sentence.",
    it: "Alimenti e quantità sono una stima. Confermali o correggili, ad es. descrivendo il piatto in una frase.",
  },
  UNKNOWN_FOODS: { en: "Some foods were not found in the food database: ", it: "Alcuni alimenti non sono nella banca dati: " },
  LABEL_INCOMPLETE: {
    en: "Some values could not be read from the label: ",
    it: "Alcuni valori non sono leggibili sull'etichetta: ",
  },
  AMOUNT_ASSUMED: {
    en: "Amount eaten not given: the values are for ",
    it: "Quantità consumata non indicata: i valori sono per ",
  },
};

function buildAnalysis(
  foods: AnalyzedFood[],
  foundBy: AnalysisSource,
  lang: Lang,
  opts: { label?: LabelReading | null; extraWarnings?: AnalysisWarning[]; startedAt: number; summary?: string },
): FoodAnalysis {
  const warnings: AnalysisWarning[] = [...(opts.extraWarnings ?? [])];
  const known = foods.filter((f) => f.food !== null || foundBy === "label");
  const unknown = foods.filter((f) => f.food === null && foundBy !== "label");
  if (unknown.length) warnings.push({ code: "UNKNOWN_FOODS", text: WARNINGS.UNKNOWN_FOODS[lang] + unknown.map((f) => f.name).join(", ") });
  if (foods.length === 0) warnings.push({ code: "NO_FOODS", text: WARNINGS.NO_FOODS[lang] });
  else {
    if (known.every((f) => f.calories === null)) warnings.push({ code: "NO_CALORIES", text: WARNINGS.NO_CALORIES[lang] });
    if (known.every((f) => f.proteins === null && f.carbs === null && f.fats === null))
      warnings.push({ code: "NO_MACROS", text: WARNINGS.NO_MACROS[lang] });
  }
  const totals = totalsOf(foods);
  const macroShares = macroSharesOf(totals);
  const { benefits, concerns } = assessNutrition(
    {
      grams: totals.grams,
      totals: totalsOf(foods, { round: false }),
      shares: macroShares,
      knownInPart: nutrientsKnownInPart(foods),
    },
    lang,
  );
  const confidence = foods.length
    ? Math.round(
        (foods.reduce((s, f) => s + f.confidence * f.grams, 0) /
          Math.max(
            1,
            foods.reduce((s, f) => s + f.grams, 0),
          )) *
          100,
      ) / 100
    : 0;
  // A result asks when it is unsure as a whole or when any one food is (the food showing its own badge: a
  // guessed slice of pizza beside a sure beer is still a guess).
  const needsConfirmation = foods.length === 0 || confidence < CONFIRM_BELOW || lowConfidenceFoods(foods).length > 0;
  if (foods.length && needsConfirmation && !warnings.some((w) => w.code === "LOW_CONFIDENCE"))
    warnings.push({ code: "LOW_CONFIDENCE", text: WARNINGS.LOW_CONFIDENCE[lang] });
  return {
    foods,
    totals,
    macroShares,
    benefits,
    concerns,
    warnings,
    foundBy,
    confidence: Math.min(1, Math.max(0, confidence)),
    needsConfirmation,
    summary: opts.summary ?? summaryOf(foundBy, foods, confidence, lang),
    label: opts.label ?? null,
    durationMs: Math.round(performance.now() - opts.startedAt),
  };
}

function summaryOf(foundBy: AnalysisSource, foods: AnalyzedFood[], confidence: number, lang: Lang): string {
  const pct = Math.round(confidence * 100);
  const it = lang === "it";
  if (foods.length === 0) return it ? "Nessun alimento riconosciuto nella foto." : "No food was recognised in the photo.";
  switch (foundBy) {
    case "label":
      return it ? "Valori letti dall'etichetta nutrizionale." : "Values read from the nutrition label.";
    case "description":
      return it
        ? `Calcolato dalla tua descrizione con la banca dati degli alimenti (affidabilità ${pct} %).`
        : `Computed from your description with the food database (confidence ${pct}%).`;
    case "vision":
      return it
        ? `Il modello di visione ha proposto questi alimenti e quantità (affidabilità ${pct} %); i valori vengono dalla banca dati. Confermali o correggili.`
        : `The vision model proposed these foods and amounts (confidence ${pct}%); the numbers come from the food database. Please confirm or correct them.`;
    case "detector":
      return it
        ? `Il riconoscimento offline non è sicuro (affidabilità ${pct} %): ha trovato ${foods.map((f) => f.name.toLowerCase()).join(", ")} con porzioni tipiche. Conferma o correggi descrivendo il piatto.`
        : `The offline detector is not sure (confidence ${pct}%): it found ${foods.map((f) => f.name.toLowerCase()).join(", ")} with typical portions. Please confirm or correct by describing the plate.`;
  }
}

// ---------------------------------------------------------------------------------------------
// The finders
// ---------------------------------------------------------------------------------------------

/**
 * A typed meal as its foods, each with its amount and values: the description path without the analysis around
 * it, for the assistant's 'I had a tuna sandwich and a coke' (so the chat and the analyzer read a meal alike).
 */
export async function describeMeal(db: Db, text: string, lang: Lang, userId?: number): Promise<AnalyzedFood[]> {
  return resolveDescribedItems({ db, lang, ...(userId === undefined ? {} : { userId }) }, parseDescription(text, lang));
}

export async function analyzeDescription(ctx: AnalyzeContext, text: string, startedAt = performance.now()): Promise<FoodAnalysis> {
  const items = parseDescription(text, ctx.lang);
  const foods = await resolveDescribedItems(ctx, items);
  return buildAnalysis(foods, "description", ctx.lang, { startedAt });
}

const LABEL_FIELD_NAMES: Record<string, Record<Lang, string>> = {
  energyKcal: { en: "energy", it: "energia" },
  fatG: { en: "fat", it: "grassi" },
  satFatG: { en: "saturates", it: "grassi saturi" },
  carbsG: { en: "carbohydrate", it: "carboidrati" },
  sugarsG: { en: "sugars", it: "zuccheri" },
  fiberG: { en: "fibre", it: "fibre" },
  proteinG: { en: "protein", it: "proteine" },
  saltG: { en: "salt", it: "sale" },
};

export function analysisFromLabel(parsed: ParsedLabel, amountGrams: number | undefined, lang: Lang, startedAt: number): FoodAnalysis {
  const scaled = scaleLabel(parsed, amountGrams);
  const v = scaled.values;
  const name = lang === "it" ? "Alimento confezionato (etichetta nutrizionale)" : "Packaged food (nutrition label)";
  const missing = Object.keys(LABEL_FIELD_NAMES).filter((k) => v[k as keyof typeof v] === null);
  const maxFields = 9 * ((parsed.per100g ? 1 : 0) + (parsed.perServing ? 1 : 0));
  const confidence = Math.min(1, r1(parsed.fieldsFound / Math.max(1, maxFields - (v.fiberG === null ? 1 : 0))));
  const food: AnalyzedFood = {
    name,
    grams: scaled.amountGrams,
    calories: v.energyKcal,
    proteins: v.proteinG,
    carbs: v.carbsG,
    fats: v.fatG,
    fiberG: v.fiberG,
    sugarsG: v.sugarsG,
    satFatG: v.satFatG,
    saltG: v.saltG,
    food: null,
    confidence,
    portion: null,
    foundBy: "label",
  };
  const warnings: AnalysisWarning[] = [];
  // Fibre is optional on EU labels; only the mandatory fields count as missing.
  const missingMandatory = missing.filter((k) => k !== "fiberG");
  if (missingMandatory.length)
    warnings.push({
      code: "LABEL_INCOMPLETE",
      text: WARNINGS.LABEL_INCOMPLETE[lang] + missingMandatory.map((k) => LABEL_FIELD_NAMES[k]![lang]).join(", "),
    });
  if (scaled.assumed) {
    const servingOfUnknownWeight = !parsed.per100g && !parsed.servingGrams;
    const what = servingOfUnknownWeight
      ? lang === "it"
        ? "una porzione (peso non indicato sull'etichetta)"
        : "one serving (its weight is not printed on the label)"
      : parsed.servingGrams && amountGrams === undefined
        ? lang === "it"
          ? `una porzione (${parsed.servingGrams} g)`
          : `one serving (${parsed.servingGrams} g)`
        : `${scaled.amountGrams} g`;
    warnings.push({ code: "AMOUNT_ASSUMED", text: WARNINGS.AMOUNT_ASSUMED[lang] + what + "." });
  }
  const label: LabelReading = {
    per100g: parsed.per100g ? completeEnergy(parsed.per100g) : null,
    perServing: parsed.perServing ? completeEnergy(parsed.perServing) : null,
    servingGrams: parsed.servingGrams,
    amountGrams: scaled.amountGrams,
    language: parsed.language,
  };
  return buildAnalysis([food], "label", lang, { label, extraWarnings: warnings, startedAt });
}

/** Reads a nutrition label in the image; null when the image holds no label. */
export async function readLabel(image: CleanImage): Promise<ParsedLabel | null> {
  const lines = await readTextLines(image.data);
  const parsed = parseLabelText(linesToRows(lines));
  return parsed && parsed.fieldsFound >= MIN_LABEL_FIELDS ? parsed : null;
}

const COCO_NAMES: Record<CocoFood, Record<Lang, string>> = {
  banana: { en: "Banana", it: "Banana" },
  apple: { en: "Apple", it: "Mela" },
  sandwich: { en: "Sandwich", it: "Panino" },
  orange: { en: "Orange", it: "Arancia" },
  broccoli: { en: "Broccoli", it: "Broccoli" },
  carrot: { en: "Carrot", it: "Carota" },
  "hot dog": { en: "Hot dog", it: "Hot dog" },
  pizza: { en: "Pizza (slice)", it: "Pizza (trancio)" },
  donut: { en: "Doughnut", it: "Ciambella" },
  cake: { en: "Cake (slice)", it: "Torta (fetta)" },
};

/** At most this many pieces of one food are counted from overlapping detections. */
const MAX_PIECES = 4;

export async function analyzeWithDetector(ctx: AnalyzeContext, image: CleanImage, startedAt: number): Promise<FoodAnalysis> {
  const detections = await detectFoods(image.data);
  const byLabel = new Map<CocoFood, { count: number; best: number }>();
  for (const d of detections) {
    const e = byLabel.get(d.label) ?? { count: 0, best: 0 };
    e.count += 1;
    e.best = Math.max(e.best, d.score);
    byLabel.set(d.label, e);
  }
  const foods: AnalyzedFood[] = [];
  for (const [label, { count, best }] of byLabel) {
    const entry = lexiconEntry(COCO_TO_LEXICON[label])!;
    const detail = await lexiconFood(ctx.db, entry, ctx.lang, ctx.userId);
    const piece = countGrams(detail, entry, null);
    const pieces = Math.min(MAX_PIECES, count);
    const item = itemFromFood(
      detail,
      COCO_NAMES[label][ctx.lang],
      piece.grams * pieces,
      best,
      piece.portion ? `${pieces} × ${piece.portion}` : null,
      "detector",
    );
    foods.push(item);
  }
  foods.sort((a, b) => b.confidence - a.confidence);
  return buildAnalysis(foods, "detector", ctx.lang, { startedAt });
}

export async function analyzeWithVision(ctx: AnalyzeContext, image: CleanImage, startedAt: number): Promise<FoodAnalysis | null> {
  const proposed = await ctx.ai.proposeFoods(image.data, ctx.log);
  if (proposed === null) return null;
  const items: DescribedItem[] = proposed.map((p) => {
    const parsed = parseDescription(p.name)[0];
    return {
      text: p.name,
      name: parsed?.name ?? p.name,
      quantity: 1,
      quantitySaid: true,
      grams: p.grams,
      unit: null,
      size: null,
      entry: parsed?.entry ?? null,
      entryIsWholeName: parsed?.entryIsWholeName ?? false,
      amountBefore: true,
      joinedBy: null,
    };
  });
  const foods = (await resolveDescribedItems(ctx, items, "vision")).map((f, i) => ({
    ...f,
    confidence: f.food ? Math.min(f.confidence, proposed[i]!.confidence) : 0,
  }));
  return buildAnalysis(foods, "vision", ctx.lang, { startedAt });
}
