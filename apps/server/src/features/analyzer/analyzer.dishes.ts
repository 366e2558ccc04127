import {
  BREAKFAST_CEREAL,
  beefSteak,
  CURED_MEAT_GRAMS,
  CURRY_GRAMS,
  meatCurry,
  FILLING_GRAMS,
  isMixedDishCategory,
  otherDishWords,
  MAIN_PIE_GRAMS,
  MAIN_PIE_KIND,
  PANCARRE_SLICE_GRAMS,
  PANINO_ROLL_GRAMS,
  PIADINA_GRAMS,
  TRAMEZZINO_GRAMS,
  type FoodDetail,
} from "@app/shared";
import type { Db } from "../../db/client.ts";
import { italianFoodWords, normalizeText, searchFoods, translateItalian } from "../foods/index.ts";

/**
 * Dishes named in a description ('pasta al pomodoro', 'chicken curry with rice', 'a big mac') found among the food
 * tables' mixed dishes. A table entry stands for the dish only when its name holds every word the person wrote (in
 * English, after the Italian is translated), so 'pasta al pomodoro' is pasta with tomato sauce, never the tomato alone;
 * an entry that holds some of the words is a guess and is marked as one (the person confirms it before logging).
 */

/** Words that say how the words around them relate, not what the food is. */
const LINKS = new Set([
  "with",
  "in",
  "and",
  "of",
  "made",
  "style",
  "a",
  "the",
  "al",
  "alla",
  "alle",
  "allo",
  "ai",
  "agli",
  "all",
  "di",
  "del",
  "della",
  "dei",
  "con",
  "e",
  "da",
  "whole",
  "intera",
  "homemade",
  // 'fatto in casa' in each gender and number ('una quiche lorraine fatta in casa'; 0022-dishcons3).
  "fatto",
  "fatta",
  "fatti",
  "fatte",
  "casa",
]);

/** Words that name the same food in the tables ('spaghetti' dishes are 'pasta' dishes there). */
const SAME: string[][] = [
  [
    "pasta",
    "spaghetti",
    "penne",
    "tagliatelle",
    "fettuccine",
    "fettuccini",
    "pappardelle",
    "bucatini",
    "farfalle",
    "orecchiette",
    "paccheri",
    "fusilli",
    "rigatoni",
    "linguine",
    "ziti",
    // Shapes of a region's table no table names: a pasta dish as any other ('trofie al pesto' is the tables' pasta
    // with pesto; 0027-fix22anaIT).
    "trofie",
    "trenette",
    "strozzapreti",
    "pici",
    "bigoli",
    "casarecce",
    "cavatelli",
    "garganelli",
    "maltagliati",
    "scialatielli",
    "tonnarelli",
    "tagliolini",
    "tortiglioni",
    "sedanini",
    "conchiglie",
    "calamarata",
    "macaroni",
    "maccheroni",
    "noodles",
    "noodle",
    "mac",
  ],
  ["fries", "chips", "fried potatoes"],
  // The UK's fish fingers are the US tables' fish sticks.
  ["sticks", "stick", "fingers", "finger"],
  ["eggplant", "aubergine"],
  // Chickpeas are garbanzo beans (SR28 'Chickpeas (garbanzo beans, bengal gram)'): 'pasta e ceci' is the tables' 'Pasta
  // with … beans or lentils', as 'pasta e fagioli' is.
  ["beans", "chickpeas", "garbanzo"],
  ["parmesan", "parmigiana"],
  ["omelette", "omelet", "frittata"],
  ["shrimp", "prawn", "prawns", "gamberi"],
  ["yogurt", "yoghurt"],
  ["sandwich", "panino"],
  // Bologna is the US tables' mortadella (the sausage of Bologna): 'panino con la mortadella' is their 'Bologna sandwich'.
  ["bologna", "mortadella"],
  ["gyro", "gyros"],
  ["tabbouleh", "tabule"],
  ["goulash", "gulasch"],
  // The US tables spell a kebab 'kabob' ('Beef shish kabob with vegetables'): searched in their spelling too.
  ["kabob", "kebab", "kebap"],
  ["couscous", "cous"],
  ["croissant", "cornetto"],
  ["lasagna", "lasagne"],
  ["vegetarian", "meatless", "veggie"],
  // The tables name an Alfredo pasta by its sauce: 'Pasta with cream sauce'.
  ["cream", "alfredo"],
  // A curry named by a style no table holds ('chicken jalfrezi', 'lamb bhuna') is the tables' curry of that meat
  // (0025-chatdish); the styles they hold (korma, tikka masala, vindaloo, rogan josh, balti) are found by their name.
  ["curry", "jalfrezi", "bhuna", "dopiaza", "dhansak", "pasanda", "madras"],
  // A British bake is the US tables' casserole: 'tuna pasta bake' is FNDDS' 'Tuna noodle casserole', not the tuna alone
  // (0025-trial20fix).
  ["casserole", "bake"],
];
/** Words the tables also write as two: CoFID's 'chick pea' (SR28 and CIQUAL 'chickpea'). */
const TWO_WORDS = new Map<string, string>([
  ["chickpea", "chick pea"],
  ["chickpeas", "chick pea"],
]);
const SAME_CLASS = new Map<string, number>(SAME.flatMap((words, i) => words.map((w) => [w, i] as const)));

/** An entry that is part of a dish or its raw material, not the dish as eaten. */
// '… sauce' alone ('Carbonara sauce') is the sauce of a dish; 'Spaghetti with meat sauce' is the dish.
const PART_OF_A_DISH =
  /^(sauce|topping|dressing|seasoning|babyfood|spices?)\b|\b(topping from|as ingredient|unprepared|condensed|dry mix|mix, dry|powder|school lunch|spaghetti sauce|pasta sauce)\b|^(?!.*\b(with|in|and)\b)[^,]*\bsauces?$/;

/** A word without its plural or its Italian ending ('tomatoes' → 'tomat', 'lasagne' / 'lasagna' → 'lasagn'). */
/**
 * Words one stem apart that are different foods: 'pasta' is not 'paste' ('pasta with tomato sauce' is not BLS' 'Tomato
 * sauce of tomato paste', 0022-italplate).
 */
const NOT_SAME = new Set(["pasta paste", "pasta pastes"]);

const stem = (w: string) => {
  const singular = w.replace(/(?:es|s)$/, "");
  return singular.length >= 5 ? singular.replace(/[aeio]$/, "") : singular;
};

function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (NOT_SAME.has(`${a} ${b}`) || NOT_SAME.has(`${b} ${a}`)) return false;
  if (stem(a) === stem(b)) return true;
  const ca = SAME_CLASS.get(a) ?? SAME_CLASS.get(stem(a));
  if (ca !== undefined && ca === (SAME_CLASS.get(b) ?? SAME_CLASS.get(stem(b)))) return true;
  // A prefix only with a short ending ('mushroom' / 'mushrooms'), so 'butter' is not 'buttermilk'; a verb's '-ing' is no
  // such ending ('salmon maki' was 'Margarine for making puff pastry', 2,154 kcal for six pieces).
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.endsWith("ing") && !short.endsWith("ing")) return false;
  if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3) return true;
  return oneLetterDropped(short, long);
}

/**
 * A long word written with one letter dropped after its first ('spagetti', 'brocoli', 'zuchini'): the usual typo of a
 * doubled or silent letter (0022-italplate). Seven letters or more, so short words stay apart.
 */
export function oneLetterDropped(short: string, long: string): boolean {
  if (short.length < 7 || long.length !== short.length + 1 || short[0] !== long[0]) return false;
  for (let i = 1; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * The words of an entry's name that may stand for what the person wrote. A brand before the food ('TACO BELL, BURRITO
 * SUPREME with beef') counts only when the person named the whole brand: 'beef tacos' is not a Taco Bell burrito.
 */
function namedWords(entryName: string, said: string[]): string[] {
  const brand = entryName.match(BRAND);
  if (!brand) return wordsOf(entryName);
  return brandSaid(entryName, said) ? wordsOf(entryName) : wordsOf(brand[2]!);
}

/** A brand before the food: 'McDONALD'S, french fries', 'SPAGHETTIOS, Spaghetti in Tomato & Cheese Sauce'. */
const BRAND = /^((?:Mc)?[^a-z,]*[A-Z]{2}[^a-z,]*),\s*(.+)$/;

/**
 * Whether an entry is a brand's product and the person named the whole brand, word for word: 'spaghetti' does not name
 * SPAGHETTIOS (a brand word is not a food word with an ending).
 */
function brandSaid(entryName: string, said: string[]): boolean {
  const brand = entryName.match(BRAND);
  const brandWords = brand ? wordsOf(brand[1]!).filter((b) => b.length > 1) : [];
  return brandWords.length > 0 && brandWords.every((b) => said.some((w) => w === b || w.replace(/s$/, "") === b.replace(/s$/, "")));
}

/** A brand's product the person did not name ('patatine fritte' are not McDonald's fries): a kind they did not say. */
export const brandNotSaid = (entryName: string, said: string[]): boolean => BRAND.test(entryName) && !brandSaid(entryName, said);

/**
 * Whether the dish an entry names is one the person said: the word its name is built on (before a comma, a bracket or
 * 'with'/'and'/'in') is one of their words. 'Pasta with … beans' and 'Rice and red kidney beans' are; 'Egg burrito, with
 * bacon' and 'Peanut butter sandwich' are not what 'uova e bacon' or 'pane e burro' say.
 */
export function namesSaidDish(entryName: string, said: string[]): boolean {
  // 'on' says what a sandwich is on: 'Turkey sandwich on white, with cheese' is a sandwich.
  const first = entryName.split(/[,(]/)[0]!.split(/\b(?:with|and|in|or|on)\b/i)[0]!;
  const head = wordsOf(first).at(-1);
  return head !== undefined && said.some((w) => sameWord(w, head));
}

/** A table entry for a whole dish (a mixed dish, soup, sandwich, pizza…), not one food ('Rice, cooked', 'Beans, black'). */
export const isMixedDish = (detail: Pick<FoodDetail, "category">): boolean => isMixedDishCategory(detail.category);

/** The words of a dish as the tables would name it: Italian translated, linking words dropped. */
export function dishWords(name: string, lang?: string): string[] {
  const all = tableWords(name, lang);
  // A dish named with its herbs ('penne al pomodoro e basilico', 'aglio, olio e peperoncino') is the dish: no table entry
  // needs to hold them.
  const dish = all.filter(
    (w, k) => !HERBS.has(w) && !(w === "chili" && all[k + 1] === "pepper") && !(w === "pepper" && all[k - 1] === "chili"),
  );
  return dish.length > 0 && dish.length < all.length ? dish : all;
}

/** Herbs a dish may be named with ('basilico', 'prezzemolo'); chili pepper is one too ('peperoncino'). */
const HERBS = new Set(["basil", "parsley", "oregano", "rosemary", "sage", "thyme", "mint", "dill", "chives", "marjoram"]);

function tableWords(name: string, lang?: string): string[] {
  // A 'panino' or 'tramezzino' named with its filling is a sandwich, not a bread roll (0023-trial17: 'tramezzino tonno'
  // was 250 g of raw tuna); an Italian 'toast' named with its filling ('toast prosciutto e formaggio') is a toasted
  // sandwich; a 'BLT' is the tables' bacon, lettuce and tomato sandwich.
  // Italian 'purè' is mashed potatoes, said with its accent: once the accent is gone it would read as 'pure' ('Sausage,
  // pure pork' for 'salsiccia e purè'; 0027-fix22anaIT).
  const normalized = normalizeText(name.replace(/\bpur[èé](?![a-z])(?! di patate)/gi, "mashed potatoes"))
    .replace(/\b(?:panin[oi]|tramezzin[oi])\b/g, "sandwich")
    // A British 'spag bol' is spaghetti bolognese (0023-trial17).
    .replace(/\bspag bol\b/g, "spaghetti bolognese")
    .replace(/^toast (?!(?:with|and|con|e|on)\b)(?=[a-z])/, "toasted sandwich ")
    .replace(/\bblt\b/g, "bacon lettuce tomato")
    // A (Philly) cheesesteak is the tables' 'Cheese steak sandwich or sub', a steak-and-cheese hoagie: not Caerphilly
    // cheese, which a search found holding 'philly' inside its name (0025-fix20ana).
    .replace(/\b(?:philly )?cheese ?steaks?\b/g, "cheese steak sandwich")
    // An Italian 'succo di frutta' is the nectar sold in bricks and bottles, of several fruits unless one is named ('succo
    // di frutta alla pera' is pear nectar), not a pure juice.
    .replace(/\bsucc(?:o|hi) di frutta\b(?! (?:al|alla|all'|ai|alle|agli|di) )/g, "multifruit nectar")
    .replace(/\bsucc(?:o|hi) di frutta (?:al|alla|all'|ai|alle|agli|di) /g, "nectar ")
    // 'tuna mayo' is tuna mayonnaise, the tables' word ('Sandwich, white bread, tuna mayonnaise').
    .replace(/\bmayo\b/g, "mayonnaise")
    // Chips said alone ('a portion of chips') are the UK's chips, the tables' french fries ('fish and chips' is read as
    // the tables name it); potato, tortilla or corn chips are a snack, and a bag or packet of chips crisps (the lexicon).
    .replace(/^chips$/, "french fries")
    // A UK toastie is a toasted sandwich; a roll named with two fillings ('a bacon and egg roll') is a filled bread roll,
    // a sandwich (an 'egg roll' alone is the Chinese one).
    .replace(/\btoasties?\b/g, "toasted sandwich")
    .replace(/\b([a-z]+ (?:and|e) [a-z]+) rolls?\b/g, "$1 sandwich")
    // A roll named with one sandwich filling ('a ham roll', 'a tuna roll' in a UK bakery) is a bread roll with it, a
    // sandwich, not the tables' luncheon-meat 'Ham and cheese loaf or roll' (egg, spring, sausage, sushi rolls are not).
    .replace(/^((?:a|an|one) )?(ham|bacon|chicken|turkey|tuna|salami) rolls?$/, "$1$2 sandwich")
    // 'from the chinese takeaway': a takeaway's dish is the tables' restaurant one ('Restaurant, Chinese, egg rolls').
    .replace(/\bfrom (?:a |an |the )?/g, "")
    .replace(/\b(?:takeaway|take away|takeout|take out|take-away)\b/g, "restaurant")
    // An Italian 'spezzatino' is a meat stew, of beef unless another meat is named ('spezzatino di vitello'): 'spezzatino
    // con patate' is beef stewed with potatoes, not stewed potatoes.
    .replace(/\bspezzatino\b(?! (?:di|d') )/g, "beef stew")
    // A carpaccio said without its meat or fish is the classic one, of raw beef ('carpaccio con rucola e grana'), not
    // CIQUAL's strawberry carpaccio dessert (0027-fix22anaIT).
    .replace(/\bcarpaccio\b(?! (?:di|d') )/g, "beef carpaccio")
    // A pizza named after its toppings: a capricciosa or quattro stagioni holds ham, mushrooms, artichokes and olives
    // (the tables' ham and mushroom pizza); a diavola spicy salami (the tables' pepperoni).
    .replace(/\b(?:capricciosa|quattro stagioni|4 stagioni)\b/g, "ham mushroom")
    .replace(/\bdiavola\b/g, "pepperoni");
  // Words of the description's language decide between homographs: an English 'latte' is the coffee, not milk. A steak
  // said without its animal is beef ('bistecca ai ferri', 'sirloin steak'; 0026-fix21ana).
  const translated = translateItalian(beefSteak(normalized));
  const english = translated && !(translated.ambiguous && lang === "en") ? translated.query : beefSteak(normalized);
  return [...new Set(wordsOf(english).filter((w) => !LINKS.has(w)))];
}

export interface DishMatch {
  detail: FoodDetail;
  /** Share of the person's words the entry's name holds. */
  coverage: number;
  /** Kinds in the entry's name the person did not say (canned, frozen, sandwich, spread…). */
  unsaid?: number;
  /**
   * Words that make the entry another dish than the one said (a pudding, a Chinese dish, spelt…; `otherDishWords`):
   * set only when every entry found for the dish has one, so the caller may read the text's parts instead (0027-guard22).
   */
  otherDish?: string[];
  words: string[];
  /**
   * The tables' entries read for the dish, adding as little as the one chosen (it first): their portions of the same
   * unit give its weight when they disagree (`peerGrams`).
   */
  peers?: FoodDetail[];
}

/** The kind of a portion: its unit word without the amount and size ('1 doughnut medium (3-1/4" dia)' → 'doughnut'). */
function unitOf(description: string): string {
  const ws = wordsOf(description.replace(/\(.*$/, "")).filter((w) => !/^\d/.test(w) && !PORTION_SIZE.has(w));
  return ws[0] ?? "";
}
const PORTION_SIZE = new Set(["small", "medium", "regular", "large", "average", "standard", "thin", "thick"]);

/**
 * One unit of a dish (a piece, slice, scoop, cup) as the tables give it: when several entries read for the dish give that
 * unit (the same dish in SR28 and FNDDS: a piece of apple strudel 71 / 125 g), the median of their weights, not the first
 * table's. A piece or slice 'any size' is no size: it counts only when no entry gives a sized one.
 */
export function peerGrams(
  own: { grams: number; portion: string | null } | undefined,
  peers: FoodDetail[] | undefined,
  pick: (d: FoodDetail) => { grams: number; portion: string | null } | undefined,
): { grams: number; portion: string | null } | undefined {
  if (!own?.portion || !peers || peers.length < 2) return own;
  const unit = unitOf(own.portion);
  const picks = peers
    .map(pick)
    .filter((x): x is { grams: number; portion: string } => !!x?.portion && unitOf(x.portion) === unit && x.grams > 0);
  const sized = picks.filter((x) => !ANY_SIZE.test(x.portion));
  const values = (sized.length ? sized : picks).map((x) => x.grams).sort((a, b) => a - b);
  if (values.length < 2 && !(ANY_SIZE.test(own.portion) && values.length === 1)) return own;
  const grams = middleOf(values);
  return grams === own.grams ? own : { grams, portion: ANY_SIZE.test(own.portion) && sized.length ? sized[0]!.portion : own.portion };
}
const ANY_SIZE = /\bany size\b/i;

/** The median of numbers in ascending order: the middle one, or the mean of the two in the middle. */
export function middleOf(ascending: number[]): number {
  const m = ascending.length >> 1;
  return ascending.length % 2 ? ascending[m]! : (ascending[m - 1]! + ascending[m]!) / 2;
}

/**
 * Kinds of an entry a person does not mean unless they say so ('pasta with tomato sauce' is not the canned one); a
 * cooked vegetable's fat ('no added fat', 'fat added') and glaze too: 'spinaci cotti' is FNDDS' 'NS as to form, cooked';
 * a filling and a milk's stated fat ('cappuccino with milk 3.5 % fat') likewise; a pizza's stuffed crust too ('a pepperoni
 * pizza' is not FNDDS' 'Pizza with pepperoni, stuffed crust', 0024-trialfix).
 */
const UNSAID =
  /\b(canned|frozen|ready-to-heat|microwaved?|toaster|diet|reduced|low[- ]?fat|fat[- ]free|light|babyfood|toddler|school|mix|spread|sandwich|wrap|bowl|dessert|whole[- ](?:grain|wheat)|wholemeal|multigrain|vegetarian|vegan|puerto rican|as purchased|uncooked|(?:no|without) meat|(?:filled|stuffed) with|stuffed crust|milk \d+(?:[.,]\d+)? ?% fat|no added fat|fat added|glazed|on (?:a )?(?:bagel|biscuit|croissant|english muffin|pita|bun|roll|baguette|tortilla|waffle|pancake|french toast)|griddle cake|non-dairy)\b/gi;

/** Whether a kind an entry names was said: 'whole grain' / 'whole wheat' by its grain word ('whole' is a linking word). */
const kindSaid = (kind: string, said: (w: string) => boolean) => {
  const words = kind.toLowerCase().split(/[- ]/);
  if (words.length > 1 && words[0] === "whole") return ["grain", "wheat", "wholemeal"].some(said);
  // 'Soup, pho, no meat' is a kind of pho the person did not say unless they said it without ('senza carne').
  if (words[0] === "no" || words[0] === "without") return ["no", "without", "senza", "vegetarian", "vegan"].some(said);
  // A coffee made with a milk of a stated fat ('Cappuccino (infusion) with milk 3.5 % fat') is said by that milk's fat.
  if (words[0] === "milk") return ["whole", "intero", "fat", "grasso"].some(said);
  // A dish 'filled with' something ('Meatballs filled with tomatoes') is a stuffed one, said as stuffed or 'ripieno'.
  if (words[0] === "filled" || words[0] === "stuffed") return ["filled", "stuffed", "ripieno", "ripieni", "ripiena", "ripiene"].some(said);
  // A sandwich on a named bread ('Egg sandwich on bagel, with bacon') is said by that bread's word ('a bagel with bacon
  // and egg'); 'a bacon and egg roll' or 'sandwich' names no bagel, biscuit or croissant. A roll is a bun.
  if (words[0] === "on") {
    const bread = words.slice(words[1] === "a" ? 2 : 1);
    return bread.every(said) || (["bun", "roll"].includes(bread[0]!) && ["bun", "roll", "rosetta", "michetta"].some(said));
  }
  // A coffee 'with non-dairy milk' is said by a plant milk ('latte with oat milk'; the search reads those as non-dairy).
  if (words[0] === "non")
    return ["oat", "soy", "soya", "almond", "coconut", "plant", "vegan", "dairy", "avena", "soia", "mandorla"].some(said);
  // A wrap is a sandwich the tables file as one ('Chicken salad sandwich wrap'): said when the wrap was.
  if (kind.toLowerCase() === "sandwich" && said("wrap")) return true;
  return said(kind.toLowerCase());
};
const unsaidKinds = (name: string, said: (w: string) => boolean) => (name.match(UNSAID) ?? []).filter((k) => !kindSaid(k, said)).length;
/** Whether an entry's kinds not said are none, or (`strict` off) only how the food was kept: canned, frozen (0023). */
const keptKindsOnly = (name: string, said: (w: string) => boolean, strict: boolean) =>
  (name.match(UNSAID) ?? []).filter((k) => !kindSaid(k, said)).every((k) => !strict && /^(canned|frozen)$/i.test(k));

/**
 * What an entry's name adds to what the person said: each kind they did not say (canned, frozen, whole grain…) weighs
 * as four added main ingredients (meat, cheese, vegetables…), so a plain dish comes before a kind of it.
 */
export function addedTo(name: string, said: (w: string) => boolean): number {
  // An entry without a part the dish is eaten with ('Greek Salad, no dressing') is a kind of it the person did not say.
  const without = WITHOUT_PART.test(name) && !["no", "without", "senza"].some(said) ? 1 : 0;
  return (
    (unsaidKinds(name, said) + without) * KIND +
    (withoutAlternatives(name, said).match(MAIN_INGREDIENTS) ?? []).filter((w) => !said(w)).length
  );
}

/**
 * What an entry's name adds to the words said (`addedTo`): 'Fast foods, bagel, with breakfast steak, egg, cheese, and
 * condiments' adds an egg to 'cheese bagel'.
 */
export const addedToWords = (entryName: string, words: string[]): number =>
  addedTo(entryName.toLowerCase(), (w) => words.some((x) => sameWord(x, w)));

/**
 * Words of an entry's name that say only which usual form of the dish it is, not what it adds: 'NFS', 'plain',
 * 'homemade', 'home recipe', 'prepared', a 'traditional' or 'classic' one, 'Soup, …', and how it was cooked.
 */
const GENERIC = new Set([
  "nfs",
  "ns",
  "as",
  "to",
  "type",
  "plain",
  "homemade",
  "home",
  "recipe",
  "prepared",
  "regular",
  "traditional",
  "classic",
  "average",
  "made",
  "from",
  "on",
  "or",
  "dish",
  "soup",
  // How it was cooked is not an addition to the dish (an omelette is fried), as in `addedTo`.
  "fried",
  "baked",
  "grilled",
  "boiled",
  "roasted",
  "roast",
  "stewed",
  "steamed",
  "cooked",
  "broiled",
  "braised",
  "poached",
]);

/**
 * The other words an entry's name adds to what was said, beyond its kinds and main ingredients: 'Egg sandwich on
 * bagel' adds a bagel, 'Small lamb meatballs with curry in tomato sauce (of tomato paste)' a size and a paste, 'Wrap
 * filled with salad and fried chicken breast fillet' a breast and a fillet. Of two entries adding as much by `addedTo`,
 * a plain dish name means one adding none of these (the usual form: 'Egg sandwich on white bread', 'Meatballs, …,
 * homemade').
 */
export function extraWords(name: string, said: (w: string) => boolean): number {
  const kinds = new Set((name.match(UNSAID) ?? []).flatMap((k) => wordsOf(k)));
  // A sandwich's white bread is its usual bread. (Words in brackets count: 'Polenta (Maize semolina prepared with
  // water, fat and salt) boiled' is not the plain polenta.)
  const plain = withoutAlternatives(name, said).replace(/\bon white(?: bread)?\b|\bwhite bread\b/gi, " ");
  return wordsOf(plain).filter(
    (w) => w.length > 1 && !/^\d/.test(w) && !LINKS.has(w) && !GENERIC.has(w) && !kinds.has(w) && !MAIN_INGREDIENT.test(w) && !said(w),
  ).length;
}

/** 0 for the tables' 'NFS' (not further specified) entry of a dish, 1 for the others. */
const nfs = (c: { name: string }) => (/\bnfs\b/i.test(c.name) ? 0 : 1);

/** The meat, fish, egg, tofu or pulse a dish is made of: a guess never swaps one for another. */
const PROTEIN =
  /^(beef|pork|chicken|turkey|veal|lamb|ham|bacon|duck|fish|tuna|salmon|cod|shrimp|prawns?|tofu|seitan|tempeh|eggs?|chickpeas?|lentils?|beans?)$/;

/**
 * Whether a guess names a meat or fish the person did not say in place of the one they said ('Stir-fry beef with green
 * peppers' for 'tofu stir fry' or 'chicken stir fry'): the tables' other meat or fish is another dish.
 */
function otherProtein(entryName: string, words: string[], holds: (w: string) => boolean): boolean {
  const missing = words.filter((w) => PROTEIN.test(w) && !holds(w));
  if (missing.length === 0) return false;
  return wordsOf(entryName).some((w) => PROTEIN.test(w) && !words.some((x) => sameWord(x, w)));
}

/** The weight of a kind not said against added main ingredients. */
const KIND = 4;

/**
 * Meats the tables' generic 'with meat' stands for ('Egg sandwich on white bread, with meat' is a bacon and egg one; its
 * bagel, biscuit and croissant twins name the bacon).
 */
/** Vegetables the tables may name only as 'vegetables' in a dish ('Egg omelet or scrambled egg, with dark-green vegetables'). */
const VEGETABLE_WORDS = new Set([
  "zucchini",
  "courgette",
  "courgettes",
  "spinach",
  "eggplant",
  "aubergine",
  "aubergines",
  "asparagus",
  "broccoli",
  "artichoke",
  "artichokes",
  "leek",
  "leeks",
  "kale",
  "chard",
  "cauliflower",
  "cabbage",
]);
const MEATS = new Set(["meat", "bacon", "ham", "sausage", "sausages", "beef", "pork", "steak", "salami", "pancetta"]);

/** Main ingredients a dish entry may add to what the person named ('pasta with tomato sauce' has no meat). */
const MAIN_INGREDIENTS =
  /\b(meat|beef|pork|chicken|turkey|veal|lamb|ham|bacon|sausages?|cheeses?|seafood|fish|tuna|salmon|shrimp|eggs?|cream|mushrooms?|spinach|vegetables?|beans?|tomato(?:es)?|curry)\b/g;
const MAIN_INGREDIENT = new RegExp(`^${MAIN_INGREDIENTS.source}$`);

/**
 * The table entry for a dish: among the search's first results, one whose name holds every word (coverage 1) — the
 * first with the portion the person's amount needs (`wants`), not of a kind they did not say (canned, frozen…) —
 * else the one holding most of them (at least half, and more than one word when several were written).
 */
export async function findDish(
  db: Db,
  name: string,
  opts: {
    locale: string;
    userId?: number;
    detail: (id: number) => Promise<FoodDetail | undefined>;
    wants?: RegExp;
    /** Pieces are counted ('2 pezzi di …'): an entry without pieces borrows them from another entry for the dish. */
    lendPieces?: boolean;
    /** Things are counted without a unit ('8 salmon nigiri', '3 polpette'): one of them is lent when no entry has one. */
    counted?: boolean;
    /**
     * Said in the plural without a number ('crocchette di patate'): an entry with no portion at all borrows one of them
     * as a count does, so the plural is two of them (`countedPlural`), not a plate (0025-anaportion).
     */
    plural?: boolean;
    /** The unit word said ('an order of nachos'): among entries with the portion, those naming that word come first. */
    unitWord?: string;
    /** Only entries that call the food by the words said ('(roast chicken)'), for a food named with a cooking word. */
    calledBy?: boolean;
    /** The unit said ('a bowl of ramen'): a kind an entry names by it ('Ramen bowl') was said. */
    unit?: string;
    /** The language the description is written in, when it differs from the screen's: it decides between homographs. */
    lang?: string;
  },
): Promise<DishMatch | undefined> {
  const words = dishWords(name, opts.lang ?? opts.locale);
  if (words.length === 0) return undefined;
  // The name as written, its table words, the same with each word in its tables' usual form ('panino' → sandwich,
  // 'spaghetti' → pasta), and, when no entry holds them all, each set of all words but one.
  const usual = words.map((w) => SAME[SAME_CLASS.get(w) ?? SAME_CLASS.get(stem(w)) ?? -1]?.[0] ?? w);
  const queries = [name, words.join(" "), usual.join(" ")];
  // A word one table writes as two ('chickpea': CoFID's 'Curry, chick pea'): the name in that spelling too.
  if (words.some((w) => TWO_WORDS.has(w))) queries.push(words.map((w) => TWO_WORDS.get(w) ?? w).join(" "));
  const fewer = words.length > 1 && words.length <= 4 ? words.map((_, k) => usual.filter((__, j) => j !== k).join(" ")) : [];
  // A meat said may be the tables' generic 'with meat' ('Egg sandwich on white bread, with meat' for bacon and egg).
  if (words.some((w) => w !== "meat" && MEATS.has(w))) fewer.push(usual.map((w) => (MEATS.has(w) ? "meat" : w)).join(" "));
  // A vegetable said may be the tables' generic 'with vegetables' ('frittata di zucchine': FNDDS' 'Egg omelet …, with
  // vegetables other than dark green'; 0023-misreads), when no entry names it.
  if (words.some((w) => VEGETABLE_WORDS.has(w))) fewer.push(usual.map((w) => (VEGETABLE_WORDS.has(w) ? "vegetables" : w)).join(" "));
  const whole: { id: number; name: string; brand: boolean }[] = [];
  const head = headWord(name, words);
  // The text said, in its words and the tables': an entry naming a dish type, cuisine, grain or form it does not say is
  // another dish (0027-guard22).
  const saidText = `${name} ${words.join(" ")}`;
  const otherDish = (entryName: string) => otherDishWords(entryName, saidText);
  let partial: { id: number; coverage: number; onHead: boolean; added: number } | undefined;
  // The entry built on the dish's head naming no other dish ('Risotto, plain, homemade' for 'risotto ai funghi porcini'),
  // read when the guesses or the entries holding every word are each another dish (0027-guard22).
  let plainHead: { id: number; coverage: number } | undefined;
  let guarded = false;
  const seen = new Set<number>();
  // The halves of one word said that the tables write as two ('meatloaf': 'meat', 'loaf'), once entries naming them are read.
  const halves: string[] = [];
  const saidWord = (w: string) =>
    words.some((x) => sameWord(x, w)) ||
    halves.some((h) => sameWord(h, w)) ||
    (opts.unit !== undefined && sameWord(opts.unit, w)) ||
    (w.toLowerCase() === "meat" && words.some((x) => MEATS.has(x))) ||
    (/^vegetables?$/i.test(w) && words.some((x) => VEGETABLE_WORDS.has(x)));
  const unitWord = opts.unitWord?.replace(/s$/, "");
  const unitNamed = unitWord
    ? (d: FoodDetail) => d.portions.some((p) => new RegExp(`^1 ${unitWord}\\b`, "i").test(p.description))
    : undefined;
  for (const query of new Set([...queries, ...fewer])) {
    const hits = await searchFoods(db, { query: query.slice(0, 100), limit: 12, locale: opts.locale, userId: opts.userId });
    for (const hit of hits) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      const nameWords = namedWords(hit.name, words);
      const lower = hit.name.toLowerCase();
      if (PART_OF_A_DISH.test(lower) && !words.some((w) => /^(sauce|topping|dressing|seasoning|powder)/.test(w))) continue;
      const holds = (w: string) =>
        nameWords.some((n) => sameWord(w, n) || (n === "meat" && MEATS.has(w)) || (/^vegetables?$/.test(n) && VEGETABLE_WORDS.has(w)));
      const coverage = words.filter(holds).length / words.length;
      if (coverage === 1) {
        if (!opts.calledBy || callsItBy(hit.name, words)) whole.push({ id: hit.id, name: lower, brand: brandNotSaid(hit.name, words) });
      }
      if (coverage < 1 && holds(head) && otherDish(hit.name).length > 0) guarded = true;
      if (holds(head) && namesSaidDish(hit.name, [head]) && otherDish(hit.name).length === 0 && !otherProtein(lower, words, holds))
        if (!plainHead || coverage > plainHead.coverage) plainHead = { id: hit.id, coverage };
      if (coverage < 1 && holds(head) && !otherProtein(lower, words, holds) && otherDish(hit.name).length === 0) {
        // (Nor a guess of another dish sharing the head: 'risotto ai funghi porcini' is no green spelt risotto.)
        // A guess keeps the dish's head: 'risotto alla milanese' is a risotto, not a veal milanese; among equal guesses,
        // an entry built on that head ('Risotto, plain', not 'Rice, … risotto') adding least to what was said.
        const guess = { id: hit.id, coverage, onHead: namesSaidDish(hit.name, [head]), added: addedTo(lower, saidWord) };
        const better =
          !partial ||
          guess.coverage > partial.coverage ||
          (guess.coverage === partial.coverage && (guess.onHead !== partial.onHead ? guess.onHead : guess.added < partial.added));
        if (better) partial = guess;
      }
    }
    // Entries holding every word but each of a kind not said (a brand's, a canned one: 'SPAGHETTIOS, Spaghetti in Tomato
    // … Sauce' for 'spaghetti al pomodoro'): the next queries, in the tables' usual words, may find the plain dish.
    // (A prepacked ready meal is plain only once the cooked dish was looked for too.)
    const plain = whole.some(
      (c) => addedTo(c.name, saidWord) + (c.brand ? KIND : 0) + otherDish(c.name).length * KIND < KIND && !PREPACKED.test(c.name),
    );
    if (whole.length && !unitNamed && plain) break;
    // The unit word said names no portion of the entries found yet: the next queries may find one that has it.
    if (whole.length && unitNamed && (await Promise.all(whole.map((c) => opts.detail(c.id)))).some((d) => d !== undefined && unitNamed(d)))
      break;
  }
  // One word said that the tables write as two ('meatloaf': FNDDS' 'Meat loaf, NS as to type of meat', with its slices):
  // when no entry found has the portion the amount needs, the entries naming the word's two halves in a row.
  const single = words.length === 1 ? words[0]! : "";
  if (single.length >= 8 && opts.wants) {
    // (An entry of a kind not said, 'Vegetarian meatloaf or patties', does not count.)
    const details = await Promise.all(whole.filter((c) => addedTo(c.name, saidWord) < KIND).map((c) => opts.detail(c.id)));
    if (!details.some((d) => d?.portions.some((p) => opts.wants!.test(p.description))))
      for (let k = 4; k <= single.length - 4; k++) {
        const [a, b] = [single.slice(0, k), single.slice(k)];
        for (const hit of await searchFoods(db, { query: `${a} ${b}`, limit: 12, locale: "en", userId: opts.userId })) {
          // The two in a row in one part of the name ('Meat loaf, …'), not across a comma ('Luncheon meat, loaf type').
          const inRow = hit.name.split(/[,(]/).some((part) => {
            const named = wordsOf(part);
            return named.some((n, j) => n === a && sameWord(b, named[j + 1] ?? ""));
          });
          if (seen.has(hit.id) || !inRow) continue;
          seen.add(hit.id);
          if (!halves.length) halves.push(a, b);
          whole.push({ id: hit.id, name: hit.name.toLowerCase(), brand: brandNotSaid(hit.name, words) });
        }
      }
  }
  // An order ('a medium order of fries') is a restaurant's or a fast-food place's serving: the tables give orders only
  // for their restaurant, fast-food and bar dishes ('Potato, french fries, fast food': '1 medium fast food order').
  // When no entry found has one, those entries for the dish are looked for.
  if (whole.length && unitWord === "order") {
    const details = await Promise.all(whole.map((c) => opts.detail(c.id)));
    if (!details.some(ordered))
      for (const place of ["fast food", "restaurant"]) {
        for (const hit of await searchFoods(db, {
          query: `${usual.join(" ")} ${place}`,
          limit: 12,
          locale: opts.locale,
          userId: opts.userId,
        })) {
          if (seen.has(hit.id) || !holdsAll(hit.name, words)) continue;
          seen.add(hit.id);
          if (ordered(await opts.detail(hit.id)))
            whole.push({ id: hit.id, name: hit.name.toLowerCase(), brand: brandNotSaid(hit.name, words) });
        }
      }
  }
  // Things counted whose entries have no one of them: one of them lent (below), for a dish read whole or guessed.
  const lendPiece = async (detail: FoodDetail): Promise<FoodDetail> => {
    // Things counted whose entries have no one of them ('8 salmon nigiri': CoFID's 'Sushi, salmon nigiri' has no
    // portion; '4 fish fingers'; '3 polpette'): one of them from another entry for the same thing — named in the
    // tables' usual words ('Fish, stick': 1 stick) or the entry for the kind of dish it is named after ('Sushi, NFS':
    // 1 piece, 30 g) — never a plate each.
    // The kind is the head's last word, or each of the kinds it names with 'or' ('Sushi or maki, with seafood
    // products': sushi's piece for '6 salmon maki', not six plates).
    const kinds = (detail.name.split(/[,(]/)[0] ?? "").split(/\s+or\s+/i).map((part) => wordsOf(part).at(-1));
    const looks: [query: string, same: (name: string) => boolean][] = [[words.join(" "), (n) => holdsAll(n, words)]];
    if (usual.join(" ") !== words.join(" ")) looks.push([usual.join(" "), (n) => holdsAll(n, usual)]);
    for (const kind of kinds) if (kind && !words.some((w) => sameWord(w, kind))) looks.push([kind, (n) => namesSaidDish(n, [kind])]);
    // A thing named after its kind with what it is made of ('crocchette di patate', 'potato croquettes'), none of whose
    // entries has one of them: the piece of another dish of that kind, a piece named by the kind ('Rice croquette':
    // '1 croquette', 62 g), never a plate each (0023-countpieces). Only a mixed dish lends it: 'Rolls, dinner' is bread.
    const byKind = words.length > 1 ? head : undefined;
    if (byKind) looks.push([byKind, (n) => namesSaidDish(n, [byKind])]);
    // An entry of a kind not said lends its piece only when none of the kind said has one: one sardine weighs one
    // sardine, canned or grilled ('2 sardines', BLS' grilled sardine: FNDDS' canned '1 sardine', not two plates; 0023).
    for (const strict of [true, false])
      for (const [query, same] of looks)
        for (const hit of await searchFoods(db, { query, limit: 24, locale: "en", userId: opts.userId })) {
          if (!same(hit.name) || PART_OF_A_DISH.test(hit.name.toLowerCase()) || !keptKindsOnly(hit.name, saidWord, strict)) continue;
          const lender = await opts.detail(hit.id);
          const ofKind = (p: { description: string }) =>
            query !== byKind || (isMixedDish(lender!) && sameWord(unitOf(p.description), byKind));
          const lent = lender?.portions.filter((p) => oneOf(p) && ofKind(p)) ?? [];
          if (lent.length) return { ...detail, portions: [lent[0]!, ...detail.portions] };
        }
    return detail;
  };
  if (whole.length) {
    const said = saidWord;
    // A brand's product the person did not name weighs as a kind not said: a generic entry for the dish comes first.
    // So does each word making it another dish (a pudding for 'pane burro', a Chinese dish for 'pollo al limone').
    const adds = (c: { name: string; brand: boolean }) => addedTo(c.name, said) + (c.brand ? KIND : 0) + otherDish(c.name).length * KIND;
    // An entry without a part the dish is eaten with counts as a kind not said, but may still lend its portion below.
    const lendable = (c: { name: string; brand: boolean }) =>
      adds(c) - (WITHOUT_PART.test(c.name) && !said("no") && !said("without") ? 4 : 0);
    // The entries adding least to what was said, in the search's order; with the portion the amount needs when one has it.
    // Of those adding as much, the tables' 'NFS' (not further specified) entry first: it is the dish said with no detail;
    // then one adding no other word than generic ones (the usual form), else the search's order. Counting the other
    // words (not only whether there are any) was measured and not kept: 'fries' became 'Yuca fries' (one word) before
    // 'Potato, french fries, NFS' (two), gorgonzola a pasta with gorgonzola sauce.
    const extra = (c: { name: string }) => (extraWords(c.name, said) > 0 ? 1 : 0);
    const byAdds = [...whole].sort((a, b) => adds(a) - adds(b) || nfs(a) - nfs(b) || extra(a) - extra(b));
    const least = adds(byAdds[0]!);
    let pool = await Promise.all(
      byAdds
        .filter((c) => adds(c) === least)
        .slice(0, TABLE_AGREEMENT)
        .map((c) => opts.detail(c.id)),
    );
    // Another dish served with the one said is not it: 'polpette al sugo', found as CoFID's meatballs in tomato sauce (no
    // portion), is not FNDDS' 'Spaghetti, with meatballs in tomato sauce', a plate (0024, lead).
    const anotherDish = (d: FoodDetail) => {
      const [before, after] = d.name.split(/\bwith\b/i);
      return after !== undefined && wordsOf(after).some((w) => sameWord(w, head)) && !wordsOf(before!).some((w) => sameWord(w, head));
    };
    const fits = (d: FoodDetail | undefined) =>
      opts.wants === undefined || d?.portions.some((p) => opts.wants!.test(p.description)) === true;
    if (opts.wants) {
      // The unit word said names a portion of an entry for the dish beyond the first ones read ('a medium order of
      // fries': FNDDS' fast-food fries, '1 medium fast food order', after the NFS and the other fries that have no order).
      const wordNamed = unitWord
        ? (d: FoodDetail | undefined) => d?.portions.some((p) => new RegExp(`\\b${unitWord}\\b`, "i").test(p.description)) === true
        : undefined;
      if (!pool.some(fits) && wordNamed) {
        for (const other of byAdds.filter((c) => adds(c) === least).slice(TABLE_AGREEMENT, 4 * TABLE_AGREEMENT)) {
          const d = await opts.detail(other.id);
          if (fits(d) && wordNamed(d)) {
            pool = [d];
            break;
          }
        }
      }
      if (!pool.some(fits)) {
        // The next entries for the dish, in the search's order, until one has the portion ('2 pieces of lasagne').
        for (const other of byAdds.filter((c) => lendable(c) <= least + 2 && adds(c) > least).slice(0, TABLE_AGREEMENT)) {
          const d = await opts.detail(other.id);
          if (!fits(d)) continue;
          if (anotherDish(d!)) continue;
          // An entry without a part the dish is eaten with ('…, no dressing') lends its portion; it is not the dish. Its
          // cup, or an unspecified quantity weighing a cup ('Greek Salad, no dressing': 105 g both), is a side of its
          // leaves, not the dish said ('a greek salad'); a whole salad's unspecified quantity (a chicken caesar) is lent.
          const without = WITHOUT_PART.test(d!.name) && !words.some((w) => /^(no|without|senza)$/.test(w));
          const cup = d!.portions.find((p) => /^1 cup\b/i.test(p.description))?.grams;
          const side = (p: FoodDetail["portions"][number]) =>
            /^1 cup\b/i.test(p.description) || (/quantity not specified/i.test(p.description) && p.grams === cup);
          const lent = d!.portions.filter((p) => served(p) && opts.wants!.test(p.description) && !(without && side(p)));
          if (without && !(pool[0] && lent.length)) continue;
          pool = without ? [{ ...pool[0]!, portions: [...lent, ...pool[0]!.portions] }] : [d];
          break;
        }
      } else pool = pool.filter(fits);
      // 'an order of nachos': an entry whose portion is named by the word said ('1 order') before one with a synonym's.
      if (unitNamed) {
        const names = (d: FoodDetail | undefined) => d !== undefined && unitNamed(d);
        pool = [...pool.filter(names), ...pool.filter((d) => !names(d))];
      }
    }
    // Things counted ('3 meatballs') are first the entry that has one of them ('1 meatball with sauce', adding at most two
    // ingredients to what was said), not a soup of them.
    if (opts.counted) {
      const counts = (d: FoodDetail | undefined) => d !== undefined && hasOne(d);
      if (!pool.some(counts))
        for (const other of byAdds.filter((c) => adds(c) > least && adds(c) <= least + 2).slice(0, TABLE_AGREEMENT)) {
          const d = await opts.detail(other.id);
          if (counts(d) && !anotherDish(d!)) {
            pool = [d, ...pool];
            break;
          }
        }
      pool = [...pool.filter(counts), ...pool.filter((d) => !counts(d))];
    }
    const read = pool.filter((d): d is FoodDetail => d !== undefined);
    // A prepacked ready meal is not the dish said when an entry as close is the cooked dish of that name ('spaghetti
    // carbonara': BLS' 'Egg pasta with Carbonara', not Ciqual's prepacked carbonara, 5.9 g of protein/100 g against 9):
    // a ready meal only when the tables have nothing else, as the dish set's groups take it (0025-chatdish). Another dish
    // ('Lasagna al forno' for 'pasta bolognese') or an entry without energy does not count.
    // It may add one word to the dish's head ('Egg pasta'), not to what it is served with ('…, topped with a fried egg').
    if (read[0] && PREPACKED.test(read[0].name)) {
      const close = (x: { name: string; brand: boolean }) => !x.brand && adds(x) <= least + 1;
      for (const c of byAdds.filter(close)) {
        const d = await opts.detail(c.id);
        if (d && cookedOverPrepacked(read[0], d, words, said)) {
          read.splice(0, read.length, d);
          break;
        }
      }
    }
    // A dish measured by a household amount ('a bowl of bouillabaisse') is read with an entry that gives served portions,
    // when one adds as little as the first, which gives none: its weight and its energy from the same table (CoFID's
    // homemade bouillabaisse, 139 kcal/100 g, at FNDDS' 255 g bowl was 354 kcal; FNDDS' own is 171; 0022-dishcons3).
    if (opts.wants && read.length > 1 && read[0]!.portions.length === 0) {
      // (Not one naming more words than the first: 'Pizza, cheese, stuffed crust' is no slice of 'cheese pizza'.)
      const more = (d: FoodDetail) => extraWords(d.name.toLowerCase(), said);
      const sized = read.findIndex((d) => !restaurantOrBrand(d.name) && d.portions.some(served) && more(d) <= more(read[0]!));
      if (sized > 0) read.unshift(...read.splice(sized, 1));
    }
    let detail = typicalEntry(read);
    // The same food in the other tables (the search shows one row for 'Strudel, apple' of SR28 and of FNDDS): its
    // twins' portions weigh with its own. Not the other entries read: they are other variants of the dish (with sauce
    // or without, a meatball of another size), whose pieces differ for a reason; measured, the median over them moved
    // exact readings ('3 meatballs with spaghetti', 'a baked sweet potato', 'a cup of rice pudding').
    const peers = read.slice(0, 1);
    for (const alt of (read[0]?.alternatives ?? []).slice(0, TABLE_AGREEMENT)) {
      if (peers.some((d) => d.id === alt.id)) continue;
      const twin = await opts.detail(alt.id);
      if (twin) peers.push(twin);
    }
    if (detail && opts.lendPieces && opts.wants && !fits(detail)) {
      // Still no portion the amount needs ('2 pezzi di lasagne'): the first other entry for the dish that has one lends
      // it, among those found, else among those named in the tables' usual words ('lasagna').
      const lenders = byAdds.map((c) => c.id);
      if (usual.join(" ") !== words.join(" ")) {
        const more = await searchFoods(db, { query: usual.join(" ").slice(0, 100), limit: 12, locale: opts.locale, userId: opts.userId });
        for (const hit of more) if (words.every((w) => namedWords(hit.name, words).some((n) => sameWord(w, n)))) lenders.push(hit.id);
      }
      for (const id of lenders.slice(0, 24)) {
        const lent = (await opts.detail(id))?.portions.filter((p) => served(p) && opts.wants!.test(p.description)) ?? [];
        if (lent.length) {
          detail = { ...detail, portions: [...lent, ...detail.portions] };
          break;
        }
      }
      // A slice of a dish none of whose entries is sliced ('a slice of quiche lorraine'): a piece of the same kind of dish
      // from the entries named on its head word ('Quiche with meat, poultry or fish': 1 piece, 1/8 of a 9" quiche), not
      // a slice of bread's 30 g.
      // The head word first, then the others ('quiche lorraine' is a quiche).
      let piece = fits(detail) || opts.unit !== "slice";
      for (const word of new Set([head, ...usual])) {
        if (piece) break;
        const kind = await searchFoods(db, { query: word, limit: 24, locale: "en", userId: opts.userId });
        for (const hit of kind) {
          if (!namesSaidDish(hit.name, [word]) || PART_OF_A_DISH.test(hit.name.toLowerCase())) continue;
          const lent = (await opts.detail(hit.id))?.portions.filter((p) => SLICE_OR_PIECE.test(p.description)) ?? [];
          if (lent.length) {
            detail = { ...detail, portions: [lent[0]!, ...detail.portions] };
            piece = true;
            break;
          }
        }
      }
    }
    if (detail && (opts.lendPieces || opts.counted) && opts.unit !== "slice" && !hasOne(detail)) detail = await lendPiece(detail);
    else if (detail && opts.plural && detail.portions.length === 0 && words.length > 1) detail = await lendPiece(detail);
    const unsaid = detail ? unsaidKinds(detail.name, said) : 0;
    const other = detail ? otherDish(detail.name) : [];
    return detail ? { detail, coverage: 1, words, unsaid, peers, ...(other.length ? { otherDish: other } : {}) } : undefined;
  }
  // A guess that was another dish dropped: the plain dish of the head, however few of the words it holds.
  // (Looked for by the head alone when no entry found yet is it.)
  if (guarded && (!partial || partial.coverage < 0.5) && words.length >= 2) {
    if (!plainHead)
      for (const hit of await searchFoods(db, { query: head, limit: 12, locale: "en", userId: opts.userId }))
        if (namesSaidDish(hit.name, [head]) && otherDish(hit.name).length === 0 && !PART_OF_A_DISH.test(hit.name.toLowerCase())) {
          plainHead = { id: hit.id, coverage: 1 / words.length };
          break;
        }
    const plain = plainHead ? await opts.detail(plainHead.id) : undefined;
    if (plain) return { detail: plain, coverage: plainHead!.coverage, words };
  }
  if (!partial || partial.coverage < 0.5 || words.length < 2) return undefined;
  let detail = await opts.detail(partial.id);
  // A guess counted ('6 salmon maki': 'Sushi or maki, with seafood products') is counted in its pieces too (0023).
  if (detail && opts.counted && opts.unit !== "slice" && !hasOne(detail)) detail = await lendPiece(detail);
  return detail ? { detail, coverage: partial.coverage, words } : undefined;
}

/** Whether a part of an entry's name (between commas or brackets) is the words said, in any order: '(roast chicken)'. */
export function callsItBy(entryName: string, words: string[]): boolean {
  // The whole name, 'cooked' aside (the cooking word said says it): 'Egg, whole, cooked, poached' is 'a poached egg'.
  const all = wordsOf(entryName).filter((w) => !LINKS.has(w) && w !== "cooked");
  if (all.length === words.length && words.every((w) => all.some((n) => sameWord(w, n)))) return true;
  return entryName.split(/[,()]/).some((part) => {
    const named = wordsOf(part).filter((w) => !LINKS.has(w));
    return named.length === words.length && words.every((w) => named.some((n) => sameWord(w, n)));
  });
}

/**
 * One of a thing counted whole: '1 piece' of sushi, '1 stick', '1 nugget', '1 meatball', '1 arancino' — not a piece of
 * a whole dish ('1 piece, medium pizza', '1 piece (1/8 of 14" dia)'), a slice, a cup or a plate.
 */
function oneOf(p: { description: string }): boolean {
  const d = p.description.toLowerCase();
  if (
    !/^1 [a-z]/.test(d) ||
    /\(1\/\d+ of\b|^1 piece,|\bslice\b|\bcups?\b|\boz\b|\btbsp\b|\btsp\b|serving|quantity|\b(small|medium|large|regular|mini|miniature)\b/.test(
      d,
    )
  )
    return false;
  return true;
}

// A sized one ('1 large' scrambled egg, 61 g) is one of them too, but only the entry's own is used, never lent.
const hasOne = (d: FoodDetail) => d.portions.some((p) => oneOf(p) || /^1 (small|medium|large|regular)\b/i.test(p.description));

/** A word in each of its tables' spellings ('kebab': 'kebab', 'kabob', 'kebap'). */
const spellings = (w: string) => SAME[SAME_CLASS.get(w) ?? SAME_CLASS.get(stem(w)) ?? -1] ?? [w];

/** Whether an entry has an order among its portions ('1 medium fast food order', '1 order'). */
const ordered = (d: FoodDetail | undefined) => d?.portions.some((p) => /\border\b/i.test(p.description)) === true;

/** Whether an entry's name holds every word ('Fish, stick' holds 'fish sticks'). */
const holdsAll = (entryName: string, words: string[]) => {
  const named = wordsOf(entryName);
  return words.every((w) => named.some((n) => sameWord(w, n)));
};

/** A served slice or piece of a dish: '1 piece (1/8 of 9" dia)', '1 slice'. */
export const SLICE_OR_PIECE = /^1 (slice|piece)\b/i;

/** An entry without a part its dish is eaten with ('Chicken caesar garden salad, …, no dressing'). */
const WITHOUT_PART = /\b(no|without) (dressing|sauce|gravy|toppings?|filling)\b/i;

/** A name with its alternatives to a said word left out: 'chicken and/or turkey' adds no turkey to 'chicken caesar salad'. */
function withoutAlternatives(name: string, said: (w: string) => boolean): string {
  return name.replace(/\b([a-z]+) (?:and\/or|or) ([a-z]+)\b/gi, (all, a: string, b: string) => (said(a) ? a : said(b) ? b : all));
}

/** How many of the tables' entries for the same dish are read (`typicalEntry`: portions borrowed among them). */
const TABLE_AGREEMENT = 6;

/**
 * The entry that stands for the dish: the search's first among those naming it equally well (the median energy of
 * those entries was measured and made the dish set worse: median error 0.2 → 4.8 %, p90 41.7 → 49.6 %). Its
 * household portions come from another entry for the same dish when its own table has none.
 */
/** A served portion, which may travel to another entry for the same dish: not a whole pan, pie or package. */
const served = (p: FoodDetail["portions"][number]) =>
  /^1 (piece|slice|serving|cup|regular|small\/regular|medium|sandwich|each|item|stick|nugget)\b|quantity not specified/i.test(
    p.description,
  );

/** An entry of a restaurant or a brand: 'Restaurant, Italian, …', 'OLIVE GARDEN, …', 'Fast foods, …'. */
const restaurantOrBrand = (name: string) => /^(restaurant|fast foods?)\b/i.test(name) || /^[^a-z,]*[A-Z]{2}[^a-z,]*,/.test(name);

/** '1 piece (1/6 of 8" square)' → 'piece': the kind of a served portion. */
const portionKind = (description: string) =>
  description
    .toLowerCase()
    .replace(/^1 /, "")
    .replace(/[^a-z/ ].*$/, "")
    .trim();

function typicalEntry(pool: FoodDetail[]): FoodDetail | undefined {
  const chosen = pool[0];
  if (!chosen || chosen.portions.length > 0) return chosen;
  // A table without household portions (most European ones) borrows those of the other entries for the same dish: the
  // first entry's of each kind, so a piece comes from a table that has pieces, not from a restaurant's serving. A
  // restaurant's or a brand's serving ('CARRABBA'S ITALIAN GRILL, lasagne': 437 g) is that place's plate, not a home one.
  const borrowed: FoodDetail["portions"] = [];
  for (const d of pool.filter((x) => !restaurantOrBrand(x.name)))
    for (const p of d.portions.filter(served))
      if (!borrowed.some((b) => portionKind(b.description) === portionKind(p.description))) borrowed.push(p);
  return borrowed.length ? { ...chosen, portions: borrowed } : chosen;
}

/** The word a dish is named after: the first before an Italian link ('risotto alla milanese'), else the last ('mushroom risotto'). */
export function headWord(name: string, words: string[]): string {
  const written = wordsOf(name);
  const link = written.findIndex((w) => ["al", "alla", "alle", "allo", "ai", "agli", "di", "con", "in", "with"].includes(w));
  const candidate = link > 0 ? written[0]! : written.at(-1)!;
  const english = dishWords(candidate)[0] ?? candidate;
  return words.includes(english) ? english : (words.at(-1) ?? english);
}

/**
 * Below a plate: an energy-dense food (crackers, crisps, nuts, cheese, chocolate, biscuits: 350 kcal or more per 100 g)
 * eaten without a stated amount and with no portion in its table is a snack's serving (the US reference amounts for
 * these are 28-55 g), not a 250 g plate (a cheese cracker plate was 1,138 kcal).
 */
export const DENSE_KCAL_PER_100G = 350;
export const DENSE_SERVING_GRAMS = 50;
/**
 * An energy-dense food said on another without an amount ('greek yoghurt with granola', 'porridge with nuts') is a
 * topping: a small handful or two tablespoons, 30 g (the US reference amount for nuts and seeds, the 30 g portion of
 * muesli on a yoghurt), not its own bowl (0024-italhead).
 */
export const TOPPING_GRAMS = 30;
/** A bun, bap, teacake, scone or crumpet said as one, its table giving no piece: 60-75 g (CoFID, UK labels). */
export const BAKERY_PIECE_GRAMS = 70;
/**
 * A filled or flavoured croissant said as one, in English ('an almond croissant', 'a chocolate croissant'): a bakery's
 * piece, 90-110 g (Ciqual 7650 'Croissant with almonds, from bakery'; UK bakery almond croissants 95-110 g), not a
 * dense snack's 50 g; a plain croissant stays the lexicon's 57 g (0027-fix22bEN).
 */
export const FILLED_CROISSANT_GRAMS = 100;
/** A toast said as one, its table giving no slice: a slice of bread toasted, 30-45 g. */
export const TOAST_GRAMS = 40;
/** A breakfast cereal's bowl, the serving UK packs declare (30 g with 125 ml of milk). */
export const CEREAL_SERVING_GRAMS = 30;

/**
 * A plate of a pasta dish with its sauce: 80-100 g of dry pasta, the Italian first course (LARN IV 2014, CREA 2018), is
 * 190-235 g cooked (SR28 20120 → 20121 gains 2.35×) with 70-100 g of its sauce (0022-italplate).
 */
export const PASTA_PLATE_GRAMS = 300;

/**
 * Whether an entry is pasta with its sauce, the first course: not a filled pasta, lasagne or gnocchi (their pieces size
 * them), not plain pasta (a plate of it is 250 g cooked, 0016), not a pasta with legumes (a minestra, half the pasta), a soup, a salad or an American macaroni or noodle dish.
 */
export function pastaPlate(entryName: string): boolean {
  const n = entryName.toLowerCase();
  return (
    /\b(pasta|spaghetti|penne|tagliatelle|fettuccine|linguine|rigatoni|fusilli|bucatini)\b/.test(n) &&
    /\b(with|sauce|style|bolognese|carbonara|pesto|aglio|arrabbiata|amatriciana|pomodoro)\b/.test(n) &&
    !/\b(lasagn\w*|ravioli|tortellini|cannelloni|gnocchi|beans?|lentils?|chickpeas?|soup|broth|salad|dry|uncooked|raw|canned|baby)\b/.test(
      n,
    )
  );
}

/**
 * A plate of an Italian dish written head first with its ingredients ('pasta zucchine e gamberi', 'risotto zucca e
 * salsiccia', 'insalata pollo e avocado') that no table entry holds whole: the head's plate, shared between the head
 * and what it is made with. A pasta's plate is 300 g, of which 200 g is the pasta (85 g dry, the first course's 80-100
 * g: LARN IV 2014, CREA 2018) and 100 g its condiment; a risotto's 250 g (80 g of raw rice with its stock, butter and
 * cheese, the set's risotto plate) holds 170 g of the risotto itself; a salad eaten as a main course is a bowl of 250 g
 * (as a Greek salad), 80 g of it the leaves (a side salad's portion) and the rest what is in it. The ingredients share
 * the rest evenly. A tramezzino (the lexicon's 'sandwich' said head first) is its bread, two slices of crustless
 * sandwich bread (`bread`: the head is read as that food), and its fillings, `TRAMEZZINO_GRAMS` in all (0025-anacompound).
 * A panino is a bar's roll and a piadina its flatbread, with a filling's portion (0025-panino).
 */
export const HEAD_FIRST_PLATES: { head: RegExp; plate: number; base: number; bread?: string }[] = [
  { head: /^pasta$/, plate: PASTA_PLATE_GRAMS, base: 200 },
  { head: /^risotto$/, plate: 250, base: 170 },
  { head: /^lettuce$/, plate: 250, base: 80 },
  { head: /^sandwich$/, plate: TRAMEZZINO_GRAMS, base: 2 * PANCARRE_SLICE_GRAMS, bread: "pancarrè" },
  // A panino or a piadina named with its fillings: its bread and them at a filling's portion (0025-panino). Found by the
  // word said ('panino' is the lexicon's sandwich, as 'tramezzino' is), before the lexicon's key.
  { head: /^panin[oi]$/, plate: PANINO_ROLL_GRAMS + FILLING_GRAMS, base: PANINO_ROLL_GRAMS, bread: "rosetta" },
  { head: /^piadin[ae]$/, plate: PIADINA_GRAMS + FILLING_GRAMS, base: PIADINA_GRAMS },
];

/** The plate of a dish written head first, by its head (the lexicon's key, else the word said), when it is one. */
export function headFirstPlate(head: string): { plate: number; base: number; bread?: string } | undefined {
  return HEAD_FIRST_PLATES.find((p) => p.head.test(head));
}

/** Cured meats, and the words that only say which or how one was made ('parma ham', 'prosciutto crudo'). */
const CURED_MEAT = /^(?:bresaola|prosciutto|ham|salami|salame|speck|coppa|culatello|mortadella|bologna|pancetta|lardo|serrano|jamon)$/;
const CURED_KIND = /^(?:parma|san|daniele|crudo|cotto|cured|dried|air|smoked|raw|boiled|cooked|italian|spanish|iberico|milano|napoli)$/;
/** A plain cut of meat or fish: its cut, its animal and how it was cooked, nothing else. */
const MEAT_CUT = /^(?:breast|fillet|steak|chop|loin)$/;
const MEAT_OF =
  /^(?:chicken|turkey|beef|pork|veal|lamb|salmon|cod|tuna|swordfish|hake|trout|grilled|roasted|roast|baked|broiled|boneless|skinless)$/;
/**
 * A plain cut of meat or fish said alone, its entry giving no portion, is one cut as the tables weigh a grilled
 * chicken breast (FNDDS, 150 g: 'petto di pollo ai ferri'), not a plate's 250 g ('petto di tacchino ai ferri' was 250 g
 * of BLS' grilled turkey breast, 79 g of protein) (0024-trial18).
 */
export const MEAT_CUT_GRAMS = 150;

/** One breaded cutlet, fried: 120-180 g. */
export const CUTLET_GRAMS = 150;

/** A plate of carpaccio, dressed: 100-120 g of thin-sliced raw beef with its oil and cheese (`defaultDishGrams`). */
export const CARPACCIO_GRAMS = 120;
/** A main with its chips: a fillet or sausages (150-200 g) and a portion of chips (200-250 g). */
export const MAIN_AND_CHIPS_GRAMS = 400;
/**
 * Chips or fries said alone ('a portion of oven chips', 'sweet potato fries'), their entry giving no portion: a side's
 * portion, an adult's portion of chips served at home, 165 g (120-220 g served; 0025-trial20a), not a main with its chips.
 */
export const SIDE_OF_CHIPS_GRAMS = 165;
/** Words that only say which chips or fries they are (how cut, cooked or bought), never a main eaten with them. */
const CHIPS_KIND =
  /^(?:oven|baked|frozen|fried|deep|homemade|home|french|sweet|potato|potatoes|chunky|thin|thick|skinny|crinkle|cut|straight|curly|waffle|shoestring|salted|seasoned|cajun|peri|chip|shop|takeaway|ready|fresh|fritte|patatine)$/;
/** A ready meal sold packed (Ciqual's 'prepacked'). */
const PREPACKED = /\bprepacked\b/i;

/**
 * Whether an entry is the cooked dish to read before a prepacked ready meal found as close (0025-chatdish): not packed
 * itself, with its energy, named by a word said as its head ('Egg pasta with Carbonara' for 'spaghetti carbonara'; not
 * 'Lasagna al forno …' for 'pasta bolognese'), naming no more other words than the ready meal, and adding nothing said
 * with it ('Toasted ham and cheese sandwich, topped with a fried egg' is not a toastie).
 */
export function cookedOverPrepacked(
  prepacked: Pick<FoodDetail, "name">,
  cooked: Pick<FoodDetail, "name" | "nutrients">,
  words: string[],
  said: (w: string) => boolean,
): boolean {
  if (!PREPACKED.test(prepacked.name) || PREPACKED.test(cooked.name) || cooked.nutrients.energyKcal === null) return false;
  const more = (name: string) => extraWords(name.toLowerCase(), said);
  const servedWith = cooked.name
    .split(/\bwith\b/i)
    .slice(1)
    .join(" ")
    .toLowerCase();
  return namesSaidDish(cooked.name, words) && more(cooked.name) <= more(prepacked.name) && addedTo(servedWith, said) === 0;
}

/** Grams of a dish eaten without a stated amount when its table entry gives no portion. */
export function defaultDishGrams(words: string[], kcalPer100g: number | null = null): number {
  const has = (re: RegExp) => words.some((w) => re.test(w));
  // A cured meat said alone ('bresaola', 'parma ham'), its entry giving no portion, is the Italian portion of cured
  // meats, 50 g (SINU, LARN 2014), not a plate's 250 g (0023-trial17: 'bresaola con rucola' was 430 kcal of bresaola).
  if (words.some((w) => CURED_MEAT.test(w)) && words.every((w) => CURED_MEAT.test(w) || CURED_KIND.test(w))) return CURED_MEAT_GRAMS;
  if (words.some((w) => MEAT_CUT.test(w)) && words.every((w) => MEAT_CUT.test(w) || MEAT_OF.test(w))) return MEAT_CUT_GRAMS;
  if (has(/^pizza/)) return 350;
  // A sandwich is FNDDS' median regular sandwich (135 g over its 236 sandwich entries; quartiles 115 and 165 g).
  if (has(/^(burger|hamburger|cheeseburger|burrito|wrap|kebab|gyro|roll)/)) return 200;
  if (has(/^(sandwich|panino)/)) return 135;
  // A breaded cutlet said as one ('una cotoletta alla milanese', 'a wiener schnitzel'): one cutlet, 120-180 g fried
  // (a 100-150 g slice of veal, pork or chicken with its crumb), not a 250 g plate; its tables give no portion.
  // Saltimbocca are escalopes too: three small veal slices with ham and sage, 150 g with their sauce (0027-fix22anaIT).
  if (has(/^(cutlets?|escalopes?|schnitzels?|saltimbocca)$/)) return CUTLET_GRAMS;
  // A carpaccio is thin slices of raw beef (or fish) dressed, a starter or a light main of 100-120 g, not a plate's
  // 250 g (0027-fix22anaIT: 'carpaccio di manzo con rucola e parmigiano' was 678 kcal of carpaccio).
  if (has(/^carpaccio$/)) return CARPACCIO_GRAMS;
  // A main eaten with its chips ('fish and chips', 'sausage and chips'): the main, a battered fillet of 150-200 g, and a
  // portion of chips, 200-250 g, as a chip shop serves them; no table gives the meal's portion.
  // Said alone, whatever their kind ('a portion of oven chips'), chips are a side's portion; crisps ('tortilla chips',
  // ~500 kcal/100 g) are neither, but a dense snack's serving (below).
  const chips = has(/^(chips|fries)$/) && (kcalPer100g === null || kcalPer100g < DENSE_KCAL_PER_100G);
  if (chips && !words.every((w) => /^(chips|fries)$/.test(w) || CHIPS_KIND.test(w))) return MAIN_AND_CHIPS_GRAMS;
  if (chips) return SIDE_OF_CHIPS_GRAMS;
  // A meat or fish curry said as one ('a chicken korma', 'a lamb rogan josh'): the main course, without its rice, as a
  // takeaway serves it (300-400 g); CoFID lists curries per 100 g only. A pulse or vegetable curry may be a side.
  if (meatCurry(words)) return CURRY_GRAMS;
  // A mash-topped pie eaten as the main ('cottage pie', 'fish pie'): a main's portion, not a dessert's slice (`MAIN_PIE_GRAMS`).
  if (has(/^pie$/) && has(MAIN_PIE_KIND)) return MAIN_PIE_GRAMS;
  if (has(/^(tiramisu|cotta|cake|pie|tart|mousse|pudding|dessert)/)) return 120;
  if (has(/^(soup|minestrone|stew|ramen|pho)/)) return 300;
  if (has(/^(salad|insalata)/)) return 200;
  // An omelette or frittata with its filling ('frittata di zucchine') is FNDDS' omelette with vegetables, meat or
  // potatoes when the quantity is not said, 150 g (plain 110, with cheese 130), not a 250 g plate (0023-misreads).
  if (has(/^(omelet|omelette|frittata)$/)) return 150;
  // A counted bakery piece said as one ('a hot cross bun', 'a teacake', 'sourdough toast'): its piece, not a plate's 250 g
  // (0026-fix21bchat: a hot cross bun was 250 g, 780 kcal). A bun, bap, teacake, scone or crumpet is 60-75 g (CoFID's
  // buns and teacakes, UK labels), `BAKERY_PIECE_GRAMS`; a toast is a slice of bread toasted, 30-45 g, `TOAST_GRAMS`.
  if (has(/^(buns?|baps?|teacakes?|scones?|crumpets?)$/)) return BAKERY_PIECE_GRAMS;
  if (has(/^croissants?$/) && words.length > 1) return FILLED_CROISSANT_GRAMS;
  if (has(/^toasts?$/)) return TOAST_GRAMS;
  // A breakfast cereal said by its name or its bowl ('a bowl of rice krispies'), no lexicon entry sizing it: the pack's
  // declared serving, 30 g (UK labels, the lexicon's corn flakes bowl), not a dense snack's 50 g (0026-fix21bchat).
  if (BREAKFAST_CEREAL.test(words.join(" "))) return CEREAL_SERVING_GRAMS;
  return kcalPer100g !== null && kcalPer100g >= DENSE_KCAL_PER_100G ? DENSE_SERVING_GRAMS : 250;
}

/**
 * The portion a dish eaten as 'a …' or without an amount means: a portion named after the dish ('1 McDonald's Big
 * Mac', '1 cheeseburger', '1 nugget'), else a regular one, else the table's 'quantity not specified' or serving.
 */
/** Below this a table's piece is a bean, a berry, a grape or a nut: one of them is not what an unstated amount means. */
export const TINY_PIECE_GRAMS = 15;

/** A table's portion that is one piece of meat with the dish's sauce ('1 chicken thigh with sauce', '1 slice of turkey with gravy'). */
const PIECE_WITH_SAUCE = /^1 .*\bwith (sauce|gravy)\b/i;

export function dishPortion(
  detail: FoodDetail,
  words: string[],
  counted: boolean,
  amountSaid = true,
): { grams: number; portion: string | null } | undefined {
  // 'green beans', 'blueberries' said in the plural with no amount are some of them, not '1 bean' or '1 berry' (a pat
  // of butter, said in the singular, stays the table's pat).
  const plural = !amountSaid && words.some((w) => /[a-z]{2}[^s]s$/.test(w));
  const portions = detail.portions.filter((p) => p.description.startsWith("1 ") && (!plural || p.grams >= TINY_PIECE_GRAMS));
  // A portion named after the dish that weighs less than the table's small one is a mini one ('1 muffin', 31 g).
  const small = portions.find((p) => /^1 small\b/i.test(p.description));
  // Two words said may be one in a portion's name ('shish kabob': '1 shishkabob'), each in any of its tables' spellings
  // ('shish kebab' is the tables' 'shishkabob' too), or one word said the end of a compound one ('beef kebab with
  // vegetables': '1 shishkabob').
  const joined = [...words, ...words.slice(1).flatMap((w, k) => spellings(words[k]!).flatMap((a) => spellings(w).map((b) => `${a}${b}`)))];
  const named = portions
    .filter((p) => !small || p.grams >= small.grams)
    .map((p) => ({ p, n: joined.filter((w) => wordsOf(p.description).some((d) => sameWord(w, d) || endsCompound(d, w))).length }))
    .filter(
      (x) =>
        x.n > 0 &&
        !/\b(cup|oz|tbsp|tsp|surface inch|cubic|mini|miniature|bite|cocktail|snack|jr|junior)\b/i.test(x.p.description) &&
        // The whole animal or food ('1 whole fish, any size', 420 g) is not what a name said without 'whole' means
        // ('fried fish' was 911 kcal; 0026-anaeng): the table's regular piece is.
        (!/\bwhole\b/i.test(x.p.description) || words.includes("whole")) &&
        // One piece of the meat out of a dish in sauce ('1 chicken thigh with sauce' of a cacciatore) is a count of
        // pieces, not the dish: named without a count, a stew or braise is a main course's portion of it.
        (counted || !PIECE_WITH_SAUCE.test(x.p.description)),
    )
    .sort((a, b) => b.n - a.n);
  if (named[0]) return { grams: named[0].p.grams, portion: named[0].p.description };
  // A drink measured in fluid ounces is counted in cups, not in a coffee shop's small, medium or large (12-20 fl oz).
  const cup = detail.portions.some((p) => /\bfl oz\b/i.test(p.description)) && portions.find((p) => /^1 cup\b/i.test(p.description));
  if (cup) return { grams: cup.grams, portion: cup.description };
  // A medium ice cream cup is a container size (FNDDS' 320 g of gelato), not the dish's regular one: 'a gelato' is the
  // table's quantity not specified (0022-dishcons3).
  const regular =
    portions.find((p) => /^1 (small\/regular|regular|medium)\b/i.test(p.description) && !/\bcup\b/i.test(p.description)) ??
    (counted ? undefined : portions.find((p) => /^1 (full|whole) (circle|item)\b/i.test(p.description)));
  if (regular) return { grams: regular.grams, portion: regular.description };
  if (counted) {
    // A piece without a size said is a regular one, not the table's mini or silver-dollar one.
    const pieces = portions.filter((p) =>
      /^1 (piece|slice|patty|roll|item|each|sandwich|pancake|waffle|nugget|stick)\b/i.test(p.description),
    );
    const piece = pieces.find((p) => !/\b(mini|miniature|small|silver dollar|bite|snack|child)\b/i.test(p.description)) ?? pieces[0];
    if (piece) return { grams: piece.grams, portion: piece.description };
    // Counted things the table sizes only as large ('2 scrambled eggs': SR28's '1 large', 61 g), not a plate each.
    const large = portions.find((p) => /^1 large$/i.test(p.description));
    if (large) return { grams: large.grams, portion: large.description };
  }
  const unspecified = detail.portions.find((p) => /quantity not specified/i.test(p.description));
  if (unspecified) return { grams: unspecified.grams, portion: null };
  const serving = portions.find((p) => /\b(serving|sandwich|item|each|piece)\b/i.test(p.description));
  if (serving) return { grams: serving.grams, portion: serving.description };
  // One said ('a poached egg') of a food the table sizes only as large (SR28's '1 large', 50 g), not a plate of it.
  const large = amountSaid && portions.find((p) => /^1 large$/i.test(p.description));
  if (large) return { grams: large.grams, portion: large.description };
  return undefined;
}

/** Whether a word is a compound ending in a word said, in any of its spellings ('shishkabob' ends in 'kebab' / 'kabob'). */
function endsCompound(compound: string, said: string): boolean {
  const forms = SAME[SAME_CLASS.get(said) ?? SAME_CLASS.get(stem(said)) ?? -1] ?? [said];
  return forms.some((f) => f.length >= 4 && compound.length >= f.length + 4 && compound.endsWith(f));
}

/**
 * A dish named in the plural without a number ('chicken fajitas', 'beef tacos', 'ali di pollo') is two of its pieces when
 * its portion is one piece ('1 fajita', '1 small/regular', '1 wing'): the smallest plural, not one. The dish's last word,
 * as written, is the English plural; an Italian name's first word, its head, the Italian plural (`isItalianPlural`).
 */
export function countedPlural(written: string, portion: string | null | undefined): boolean {
  return saidInPlural(written) && portion !== null && portion !== undefined && ONE_PIECE.test(portion);
}

/**
 * Whether a food's name is said in the plural: its last word, as written, an English plural; an Italian name's head
 * its Italian plural, or the whole name translating to an English plural ('involtini primavera': 'egg rolls').
 */
export function saidInPlural(written: string): boolean {
  // Where it came from is not the dish: 'egg rolls from the chinese takeaway'; nor what it is served with: 'beef kebab
  // with vegetables' is one kebab.
  const words = written
    .replace(/\s+(?:from|with|con)\s.*$/, "")
    .trim()
    .split(/\s+/);
  // An Italian name said in the plural: its head, or the English plural it translates to ('involtini primavera': 'egg rolls').
  return (
    ENGLISH_PLURAL.test(words.at(-1) ?? "") ||
    isItalianPlural(words[0] ?? "") ||
    ENGLISH_PLURAL.test(translateItalian(words.join(" "))?.query.split(" ").at(-1) ?? "")
  );
}

let italianSingulars: Set<string> | undefined;

/**
 * Whether an Italian word is the plural of a food word the vocabulary knows in the singular, by the regular plurals of
 * Italian nouns: -o, -e → -i (bastoncino → bastoncini), -a → -i (ala → ali), -a → -e (polpetta → polpette), with the
 * spelling of -ca / -ga → -che / -ghe (bistecca → bistecche), -co / -go → -chi / -ghi (fungo → funghi) and -cia / -gia →
 * -ce / -ge (coscia → cosce). A singular in -e is no plural of a word in -a it is not written from ('pesce' is not the
 * plural of 'pesca', whose plural is 'pesche'; 'pane', 'salmone' have no singular in -a); or a word the vocabulary
 * translates to an English plural ('polpette': 'meatballs') (0024-anafix).
 */
export function isItalianPlural(word: string): boolean {
  italianSingulars ??= new Set(italianFoodWords());
  const base = word.slice(0, -1);
  const singulars = word.endsWith("i")
    ? /[cg]hi$/.test(word)
      ? [`${word.slice(0, -2)}o`, `${word.slice(0, -2)}a`]
      : [`${base}o`, `${base}a`, `${base}e`]
    : word.endsWith("e")
      ? /[cg]he$/.test(word)
        ? [`${word.slice(0, -2)}a`]
        : /[cg]e$/.test(word)
          ? [`${base}ia`]
          : [`${base}a`]
      : [];
  if (word.length < 3) return false;
  // Or a word the vocabulary gives in the English plural ('polpette': 'meatballs').
  return singulars.some((w) => w !== word && italianSingulars!.has(w)) || ENGLISH_PLURAL.test(translateItalian(word)?.query ?? "");
}

/** An English plural in -s (not -ss, not a possessive): 'fajitas', 'meatballs'. */
const ENGLISH_PLURAL = /[a-z]{2}[^s']s$/;

/** A portion that is one piece of a dish, not a measure, a serving or an order. */
const ONE_PIECE = /^1 (?!(?:cup|oz|fl|tbsp|tsp|tablespoon|teaspoon|serving|order|bowl|container|package|quantity|guideline)\b)[a-z]/i;

/** The share of the words said that an entry's name holds ('Ham sandwich on white' holds 'sandwich' of 'tuna … sandwich'). */
export function wordsHeld(entryName: string, words: string[]): number {
  if (words.length === 0) return 0;
  const named = namedWords(entryName, words);
  return words.filter((w) => named.some((n) => sameWord(w, n))).length / words.length;
}

/** The words said that an entry's name does not hold ('pesto' for 'Gnocchi, potato' read for 'gnocchi al pesto'). */
export function wordsMissing(entryName: string, words: string[]): string[] {
  const named = namedWords(entryName, words);
  return words.filter((w) => !named.some((n) => sameWord(w, n)));
}

// The meat curry rule is shared with the chat (packages/shared portion.ts, 0026-chatbare).
export { CURRY_GRAMS, meatCurry };
