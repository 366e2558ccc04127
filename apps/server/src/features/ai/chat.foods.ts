/**
 * How people name a food and an amount in a chat message ('2 bananas', 'a slice of pizza', 'un cucchiaio di olio',
 * 'mezzo avocado', '150 g di petto di pollo'), and which portion of the food tables that means: a count of a food
 * is its natural unit (a medium banana, one sandwich), a household measure is the table's measure, and when the
 * table has none the answer uses a stated household size (a glass = 200 ml) and says so.
 */

import {
  eatenWithItsSauce,
  sizedPieceGrams,
  WHOLE_CAN_GRAMS,
  deliShortNames,
  crispsSaid,
  DRY_SNACK,
  DRY_SNACK_PACK_GRAMS,
  EATEN_CLAUSE,
  SHOP_BEFORE_FOOD,
  FISH_CAN_GRAMS,
  fishTinInSauceGrams,
  italianPiece,
  italianCookingWord,
  MIXED_SALAD,
  mixedDishCup,
  PACK_AFTER_FOOD,
  pizzaTrancioGrams,
  SIDE_SALAD_GRAMS,
  STRING_CHEESE,
  STRING_CHEESE_PIECE,
  sliceOfCakeGrams,
  unportionedCakeSlice,
  TINNED_FISH,
  TUNA_CAN_DRAINED_GRAMS,
  WINE_GLASS_GRAMS,
  YOGURT,
  YOGURT_POT_GRAMS,
  isTypoOf,
} from "@app/shared";
import { NUMBER_WORDS } from "../../lib/number-words.ts";
import { italianFoodWords, translateItalian } from "../foods/index.ts";

export type Unit = "cup" | "glass" | "tbsp" | "tsp" | "slice" | "can" | "pot" | "handful" | "serving" | "pint" | "pat" | "espresso" | "bag";
export type Size = "small" | "medium" | "large";

export interface FoodMention {
  /** The food as the person wrote it, without amounts ('bananas', 'pizza margherita'). */
  food: string;
  grams?: number;
  count?: number;
  unit?: Unit;
  size?: Size;
  /** The size as said, when it is Italian ('piccola', 'media'): an Italian pub's beer sizes differ from a table's US ones. */
  italianSize?: boolean;
  /** The spoon said in Italian ('un cucchiaio di olio'): SINU's cucchiaio of a condiment fat (`ITALIAN_FAT_SPOON_GRAMS`). */
  italianSpoon?: boolean;
  /** A fish cut said without a weight ('un trancio di salmone'): the word said and how many, sized at FISH_PORTION_GRAMS each. */
  fishCut?: { word: string; count: number };
}

const UNIT_WORDS: [Unit, RegExp][] = [
  ["cup", /^(cups?|tazz[ae])$/],
  // 'una tazzina di caffè': an Italian espresso cup, not a cup of 240 ml.
  ["espresso", /^(tazzin[ae]|demitasses?)$/],
  ["glass", /^(glass(es)?|bicchier[ei])$/],
  ["tbsp", /^(tablespoons?|tbsps?|spoons?(ful)?|cucchiaio|cucchiai)$/],
  ["tsp", /^(teaspoons?|tsps?|cucchiain[oi])$/],
  ["slice", /^(slices?|pieces?|fett[ae]|tranci|trancio|pezz[oi])$/],
  ["can", /^(cans?|tins?|lattin[ae]|scatol[ae]|scatolett[ae])$/],
  ["pot", /^(pots?|tubs?|containers?|cartons?|vasett[oi])$/],
  // 'handfull' is the unit's usual misspelling, as the analyzer reads it (0023-trial17, 0024-trial19).
  ["handful", /^(handfull?s?|mancia[td][ae]|pugn[oi])$/],
  ["serving", /^(servings?|portions?|porzion[ei]|plates?|piatt[oi]|bowls?|ciotol[ae])$/],
  ["pint", /^(pints?|pint[ae])$/],
  // 'a packet of crisps', 'un pacchetto di patatine': a single-serving bag.
  // 'un pacchettino di cracker', 'una monoporzione di fette biscottate': one single-serve pack (0026-itdish).
  ["bag", /^(bags?|packets?|packs?|pacchett[oi]|pacchettin[oi]|monoporzion[ei]|sacchett[oi])$/],
];
/**
 * An Italian 'cucchiaio' of a condiment fat ('un cucchiaio di olio', 'due cucchiai di burro') is the standard portion of
 * the Italian guidelines (SINU/LARN 2014 and CREA 2018 'porzioni standard': oils and butter 10 g = 1 cucchiaio), not the
 * US tablespoon the tables measure (olive oil 13.5 g, butter 14.2 g: +35-42 %). Only fats: a cucchiaio of sugar, honey or
 * grated cheese keeps its table's measure, which no Italian standard portion contradicts (0027-fix22chatB).
 */
export const ITALIAN_FAT_SPOON_GRAMS = 10;
/** A condiment fat said by its Italian name: oil of any kind, butter, margarine, lard; not a nut's 'burro di arachidi'. */
const CONDIMENT_FAT_IT = /^(?:olio|burro(?!\s+(?:di\s+|d\s+)?(?:arachid|cacao|karit|mandorl|nocciol|anacard))|margarina|strutto)\b/;
/** An English dessertspoon, two teaspoons ('a spoon' stays the chat's tablespoon). */
const DESSERTSPOON_WORD = /^(dessertspoons?|dsps?)$/;
/** A cut of fish: a steak or a fillet ('un trancio di salmone' is a steak, 'un trancio di pizza' a slice). */
const FISH_CUT = /^(steaks?|fillets?|filets?|filett[oi]|tranci|trancio)$/;
const FISH =
  /^(salmon|salmone|tuna|tonno|swordfish|spada|cod|merluzzo|hake|nasello|haddock|pollock|halibut|trout|trota|mackerel|sgombro|seabass|branzino|spigola|orata|bream|sole|sogliola|fish|pesce)$/;
/**
 * A fish's steak or fillet without its weight: 150 g, the portion of fish of the Italian reference portions (SINU, LARN
 * 2014: 'pesce, 150 g') and about the UK's (140 g, a fillet of cod or salmon as sold).
 */
export const FISH_PORTION_GRAMS = 150;
/** 'a knob of butter', 'una noce di burro': a pat, said only of a fat ('una noce' alone is a walnut, 'noce di cocco' a coconut). */
const PAT_WORD = /^(knobs?|pats?|noce|noci|fiocchett[oi])$/;
const PAT_FAT = /^(butter|burro|margarin[ae]|strutto|lard|ghee)$/;

/** Weights and volumes said as words: 'un etto di prosciutto' (100 g), 'mezzo chilo di fragole', 'un litro di latte'. */
const WEIGHT_WORDS: [RegExp, number, boolean][] = [
  [/^(ett[oi]|hg)$/, 100, false],
  [/^(chil[oi]|kilos?|kg|kgs)$/, 1000, false],
  [/^(litr[oi]|lit(er|re)s?)$/, 1000, true],
];
/**
 * A word that measures what follows it ('un cucchiaino di zucchero', 'a pinch of salt', '10 g of sugar'): after one, a
 * nutrient's word ('zucchero', 'salt') names the food itself, not the nutrient asked.
 */
export function isMeasureWord(t: string): boolean {
  return (
    UNIT_WORDS.some(([, re]) => re.test(t)) ||
    PAT_WORD.test(t) ||
    WEIGHT_WORDS.some(([re]) => re.test(t)) ||
    /^(\d+(?:[.,]\d+)?)?(g|gr|grams?|grammi|cubes?|lumps?|zollett[ae]|bustin[ae]|sachets?|packets?|pinch(es)?|pizzic[oh]i?)$/.test(t)
  );
}
const ESPRESSO = /^(espresso|espressos|caffè|caffe|caffè espresso|caffe espresso)$/;
const HARD_CHEESE = /^(parmigiano|parmigiano reggiano|parmesan|grana|grana padano)$/;
/** 'a dozen eggs', 'mezza dozzina di uova': a count of twelve. */
const DOZEN = /^(dozens?|dozzin[ae])$/;

const SIZE_WORDS: [Size, RegExp][] = [
  ["small", /^(small|piccol[oaie])$/],
  ["medium", /^(medium|medi[oaie])$/],
  ["large", /^(large|big|grand[ei])$/],
];

/** Words that are never the food ('fries from mcdonalds': where it was bought is a word of its name, 'from' is not). */
const FILLER =
  /^(of|di|del|della|dello|dei|degli|delle|d|in|nel|nella|nello|nei|negli|nelle|the|il|lo|la|i|gli|le|l|some|my|mio|mia|per|whole|intero|intera|each|ciascun[oa]|from|at)$/;

/** How people name some foods, and the form they mean when they give no other word (pasta is eaten cooked). */
const NAMES: [RegExp, string][] = [
  [/^(big ?macs?|bigmac)$/, "big mac"],
  [/^(coke|coca ?cola|cola)$/, "cola"],
  // Parmigiano is the hard cheese (SR28 'Cheese, parmesan, hard' 35.8 g protein per 100 g, as CREA's Parmigiano
  // Reggiano); grated when measured by the spoon (parseMention) or said so.
  [/^(parmigiano|parmigiano reggiano|parmesan|grana|grana padano)$/, "parmesan hard"],
  [/^(parmigiano|parmigiano reggiano|parmesan|grana|grana padano) (grattugiato|grated)$/, "parmesan grated"],
  [/^(grated parmesan)$/, "parmesan grated"],
  // The pizzeria's pizza is thin crust (its whole pizza, FNDDS' thin-crust small pizza, 353 g; DISH_UNITS): a slice said
  // without a size is that pizza's piece, 86 g, the analyzer's slice (decisions 0020-dishsize, 0021-chat5), not the
  // 'NS as to type of crust' entry's 119 g (a large pizza's piece). Both entries give the same values per 100 g.
  [/^(pizzas?|piza|pizzza)$/, "pizza cheese restaurant thin crust"],
  // The tables' usual margherita (CIQUAL 29.6 g carbohydrates per 100 g, FNDDS 33.3, CoFID 36.1), not BLS' 20 g, the
  // outlier, from a table published without salt.
  [/^(pizza )?(margherita|margerita|margarita)( pizza)?$/, "pizza cheese and tomato margherita"],
  [/^(lasagne|lasagna|lasagnas)$/, "lasagna with meat"],
  // Ragù said alone is the meat sauce (the search's first 'ragù' was CIQUAL's ravioli 'bolognese-style'), as it is in
  // 'gnocchi al ragù' (the analyzer's 'Bolognese').
  [/^(ragù|ragu|ragú|ragù alla bolognese|ragu alla bolognese|sugo alla bolognese|bolognese sauce|bolognese)$/, "bolognese sauce"],
  [/^(pasta|pasta cotta|spaghetti|penne|cooked pasta)$/, "pasta cooked"],
  [/^(rice|riso|white rice|riso bianco)$/, "rice white cooked"],
  [/^(brown rice|riso integrale)$/, "rice brown cooked"],
  [/^(quinoa)$/, "quinoa cooked"],
  [/^(couscous|cous cous|cuscus)$/, "couscous cooked"],
  [/^(lentils?|lenticchi[ae])$/, "lentils cooked boiled"],
  [/^(grapes?|uva)$/, "grapes raw"],
  // An ice cream cone is the ice cream in its cone (FNDDS 'Ice cream cone, NFS', 1 cone 125 g), not the wafer alone.
  [/^(cono|cono gelato|cono di gelato|gelato (nel|in) cono|ice cream cone)$/, "ice cream cone"],
  // The US spelling of a doughnut, the tables' word; a pain au chocolat (Italian 'saccottino') is the tables' chocolate
  // croissant (CIQUAL, FNDDS), its French name in none of them.
  [/^(donuts?)$/, "doughnut"],
  [/^(pains? au chocolat|saccottin[oi]( al cioccolato)?)$/, "chocolate croissant"],
  [/^(peach(es)?|pesc[ah]e?)$/, "peaches yellow raw"],
  [/^(bread|pane)$/, "bread white"],
  // Toast is toasted white bread (the search's 'toast' is a German gluten-free loaf, then French toast); the US name of
  // wholemeal bread is the plain US loaf (SR28), not BLS' 'Weizenvollkornbrot', the outlier at 180 kcal per 100 g.
  [/^(toast|toasts|toasted bread|white toast|pane tostato|pane bianco tostato)$/, "bread white toasted"],
  [/^(whole[ -]?wheat bread|pane integrale)$/, "bread whole wheat commercially prepared"],
  // A bread's kind said with 'toast' is that bread toasted ('wholemeal toast': FNDDS 'Bread, whole wheat, toasted', its
  // 33 g slice), not BLS' German 'Toastbrot', a sandwich loaf weighed untoasted at 25 g a slice (0026-fix21chat).
  [/^(wholemeal|whole[ -]?wheat|wholewheat|whole[ -]?grain|wholemeal bread|whole[ -]?wheat bread) toasts?$/, "bread whole wheat toasted"],
  [/^(pane integrale tostato|pane tostato integrale|toast integral[ei])$/, "bread whole wheat toasted"],
  [/^(multi[ -]?grain|granary|seeded|multigrain bread|granary bread) toasts?$/, "bread multigrain toasted"],
  // A potato as bought: SR28 'Potatoes, flesh and skin, raw' (a medium one weighs 213 g).
  [/^(potato(es)?|patat[ae])$/, "potatoes flesh and skin raw"],
  [/^(mozzarella)$/, "mozzarella whole milk"],
  // Walnuts are the English walnut the analyzer's lexicon pins (SR28, 654 kcal per 100 g, '1 oz (14 halves)' for a
  // handful); the search's first was BLS' walnut (720), the high end of the tables (CIQUAL 709, FNDDS 730, SR28 654).
  [/^(walnuts?|noci|noce|gherigli di noce)$/, "nuts walnuts english"],
  // Bacon counted in slices or rashers is the cooked strip (SR28 'bacon, pre-sliced, cooked, pan-fried', 11.5 g a
  // slice); the search's first was CIQUAL 'Bacon, back', a lean cured loin (118 kcal per 100 g) with no slice of its own.
  [/^(bacon|bacon rashers?|rashers? of bacon|streaky bacon|bacon strips?)$/, "bacon pre-sliced cooked pan-fried"],
  // An Oreo is the tables' chocolate sandwich cookie (SR28, 12 g a cookie), as a coke is cola; the search's first was
  // a chain's dessert made with it (a McFlurry with Oreo cookies, 337 g).
  [/^(oreos?|oreo cookies?|biscott[io] oreo|oreo biscuits?)$/, "cookies chocolate sandwich creme filling regular"],
  // A Kit Kat is the tables' Kit Kat bar (SR28, a 42 g four-finger bar); a Fanta or an 'aranciata' the tables' orange
  // soda, as the analyzer reads them (the search found no Kit Kat, and an ostrich's 'fan' for Fanta) (0024-trial18).
  [/^(kit ?kats?|kit ?kat bars?)$/, "candies kit kat wafer bar"],
  [/^(fantas?|aranciat[ae]|orange sodas?|orangeade)$/, "beverages carbonated orange"],
  [/^(chicken|pollo|chicken breast|petto di pollo)$/, "chicken breast raw"],
  [/^(oats|avena|fiocchi (d )?avena|porridge oats|rolled oats|oatmeal)$/, "cereals oats regular quick dry"],
  [/^(tuna|tonno)$/, "tuna light canned in water drained"],
  // Salmon as sold in Europe is farmed (CIQUAL 'Salmon, raw, farmed' 12.4 g fat per 100 g; wild 9.2 g).
  [/^(salmon|salmone)$/, "salmon farmed raw"],
  [/^(wine|vino|glass of wine)$/, "wine table"],
  // Coffee and tea as people drink them: brewed (the search's first 'coffee' is CoFID's average infusion, then Cuban
  // coffee; its first 'black tea' BLS' tea with sugar). In Italy 'un caffè' is an espresso.
  [/^(coffee|black coffee|filter coffee|brewed coffee|americano|caffè americano|caffe americano)$/, "coffee brewed"],
  [/^(espresso|espressos|caffè|caffe|caffè espresso|caffe espresso|espresso coffee)$/, "coffee espresso"],
  [/^(tea|teas|black tea|cup of tea|tè|tè nero|te nero|the nero)$/, "beverages tea black brewed tap water"],
  // British crisps are the US tables' potato chips ('Crisp, apple' is a baked dessert); Italian 'patatine' alone are
  // crisps too (fries are 'patatine fritte'), never the search's 'Sweet potato' by the word 'patat…'.
  [/^(crisps|potato crisps|crisp packet|patatine|patatine in busta|patatine in sacchetto)$/, "potato chips plain"],
  // UK words read the UK way in English (0027-fix22chatA): 'chips' said alone are fried potato chips, as served out (FNDDS
  // 'Potato, french fries, restaurant', 289 kcal/100 g, its medium order 145 g, large 180 g), not FNDDS' 'Chips, rice'
  // (rice crackers) the search found first; crisps are the packet (above), oven chips their own entry.
  [/^(chips|chippy chips|chip shop chips|chip-shop chips)$/, "potato french fries restaurant"],
  // 'A kebab' as sold in British and Italian takeaways is a doner in bread with salad (CoFID), not a skewer.
  [/^(kebab|kebabs|doner|doner kebab|döner|döner kebab|kebab doner)$/, "doner kebab in pitta bread with salad"],
  // Sugar and salt as foods ('un cucchiaino di zucchero'): the plain white sugar and the table salt.
  [/^(sugar|zucchero|white sugar|zucchero bianco|zucchero semolato|granulated sugar|table sugar)$/, "sugars granulated"],
  [/^(salt|sale|table salt|sale fino|sale da cucina)$/, "salt table"],
  // Counted foods read as the analyzer's lexicon pins them (0024-anafix): a falafel is SR28's home-prepared one (333 kcal
  // per 100 g, its patty 17 g), not FNDDS' outlier at 514; a pancake the plain 4-inch pancake (38 g), not FNDDS' medium
  // (50 g) nor its silver-dollar one (20 g); a meatball FNDDS' meatball with sauce (43 g), not the Puerto Rican one on
  // BLS' fried meatballs; a cured ham the tables' prosciutto, speck the smoked cured ham (not BLS' bacon 'Speck').
  [/^(falafels?|falafel balls?)$/, "falafel home-prepared"],
  [/^(pancakes?|plain pancakes?)$/, "pancakes plain prepared from recipe"],
  [/^(meatballs?|polpett[ae])$/, "meatballs NS as to type of meat with sauce"],
  [/^(prosciutto crudo|prosciutto di parma|parma ham|prosciutto crudo di parma|san daniele ham|prosciutto san daniele)$/, "ham prosciutto"],
  [/^(speck)$/, "cured ham smoked"],
  // A cheese string is string cheese, the tables' part-skim mozzarella (FNDDS, its '1 stick'), not cheddar (0025-anaportion).
  [/^(cheese ?strings?|string ?cheeses?|cheestrings?)$/, "cheese mozzarella part skim"],
  // A mixed salad is the tables' mixed salad greens (FNDDS), as the analyzer's lexicon pins it (0025-anaportion).
  [/^(mixed (green |leaf )?salads?|insalat[ae] mist[ae])$/, "mixed salad greens raw"],
];

/** Common food words, to put right a word typed with one letter wrong ('chiken', 'pollo' for 'polo'). */
const VOCABULARY = [
  "banana",
  "bananas",
  "banane",
  "apple",
  "apples",
  "mela",
  "mele",
  "orange",
  "arancia",
  "pear",
  "pera",
  "peach",
  "pesca",
  "strawberries",
  "fragole",
  "grapes",
  "uva",
  "tomato",
  "pomodoro",
  "egg",
  "eggs",
  "uovo",
  "uova",
  "milk",
  "latte",
  "butter",
  "burro",
  "bread",
  "pane",
  "pizza",
  "margherita",
  "lasagne",
  "lasagna",
  "yogurt",
  "avocado",
  "croissant",
  "beer",
  "birra",
  "wine",
  "vino",
  "potato",
  "patata",
  "patate",
  "carrot",
  "carota",
  "almonds",
  "mandorle",
  "rice",
  "riso",
  "pasta",
  "risotto",
  "gnocchi",
  "oats",
  "avena",
  "lentils",
  "lenticchie",
  "salmon",
  "salmone",
  "chicken",
  "pollo",
  "tuna",
  "tonno",
  "cheddar",
  "mozzarella",
  "parmesan",
  "parmigiano",
  "olive",
  "oil",
  "olio",
  "breast",
  "petto",
  // UK bakery and takeaway words, food words of their own: 'pasty' is not a slip for 'pasta' (0027-fix22chatA).
  "pasty",
  "pasties",
  "scotch",
  "digestive",
  "digestives",
  "butty",
  "chips",
  "crisps",
];

/** Damerau-Levenshtein distance (optimal string alignment): enough to tell a one-letter slip. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * A word put right when it is one slip away from exactly one common food word (words of 4 letters or more). A word
 * the food search already knows as an Italian food name is right as typed ('miele' is honey, not 'mele').
 */
function correctWord(w: string, alone = false): string {
  // A word spelt right that is itself a food word is never put right into another ('beef' is not 'beer': 0025-eggfix).
  if (VOCABULARY.includes(w) || translateItalian(w) || foodWords().includes(w)) return w;
  // A food named by three letters typed without the final vowel ('una mel'): the common food word it begins, when every
  // such word is that word with one vowel added (mela, mele: one fruit, singular first), not a longer one (melone,
  // miele). Only a name of one word ('pan pizza' is a kind of pizza).
  if (alone && w.length === 3 && /^[a-z]+$/.test(w)) {
    const stem = VOCABULARY.filter((v) => v.length === 4 && v.startsWith(w) && /[aeiou]$/.test(v));
    return stem[0] ?? w;
  }
  if (w.length < 4) return w;
  // One slip, never of the first letter nor a letter changed in a word of four (`isTypoOf`, 0027-fuzzy22).
  const near = VOCABULARY.filter((v) => Math.abs(v.length - w.length) <= 1 && editDistance(v, w) === 1 && isTypoOf(w, v));
  return near.length >= 1 && new Set(near.map((n) => n.slice(0, 4))).size === 1 ? near[0]! : w;
}

let wideVocabulary: string[] | undefined;
/** Every food word the search knows in Italian and English, of 4 letters or more. */
const foodWords = (): string[] =>
  (wideVocabulary ??= [...new Set([...VOCABULARY, ...italianFoodWords()])].filter((w) => w.length >= 4 && /^[a-z]+$/.test(w)));
/** Whether a word is a food word the search knows in Italian or English ('fico', 'semi'): no unknown word (0027-fuzzy22). */
export const isFoodWord = (w: string): boolean => VOCABULARY.includes(w) || foodWords().includes(w) || !!translateItalian(w);

/**
 * A name the food tables do not have, put right word by word against every food word the search knows in Italian and
 * English ('mnago' → 'mango', 'albicoca' → 'albicocca'): one slip (a letter wrong, missing, extra or two swapped) from
 * exactly one word, for words of 4 letters or more. Only tried when the name as typed finds nothing.
 */
export function correctedName(food: string): string {
  const list = foodWords();
  return food
    .split(" ")
    .map((w) => {
      if (w.length < 4 || list.includes(w)) return w;
      const near = list.filter((v) => Math.abs(v.length - w.length) <= 1 && editDistance(v, w) === 1 && isTypoOf(w, v));
      return near.length >= 1 && new Set(near.map((n) => n.slice(0, 4))).size === 1 ? near[0]! : w;
    })
    .join(" ");
}

/** The words to search the food tables with. */
export function searchName(food: string): string {
  // 'pane senza glutine', 'latte senza lattosio': the tables' free-from kind ('Bread, gluten free', 'Milk, lactose free'),
  // which the Italian words alone do not find (the search read 'bread', then 'senza' and 'glutine' matched nothing).
  const said = food
    .replace(/\bsenza glutine\b/g, "gluten free")
    .replace(/\bsenza lattosio\b/g, "lactose free")
    .split(" ");
  const words = said.map((w) => correctWord(w, said.length === 1)).join(" ");
  const bare = words
    .replace(/\b(cooked|boiled|cott[aeio]|lessat[aeio]|bollit[aeio])\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
  for (const [re, name] of NAMES) if (re.test(words) || re.test(bare)) return name;
  return words;
}

/** '2 bananas', 'a slice of pizza', 'un cucchiaio di olio', 'mezzo avocado', '150 g di pollo' -> a food mention. */
export function parseMention(text: string): FoodMention {
  // 'big mac' is a name, not a large 'mac'.
  // 'crudo' said as a food is prosciutto crudo, as the analyzer reads it (`deliShortNames`).
  let s = ` ${crispsSaid(deliShortNames(italianCookingWord(text.toLowerCase().replace(SHOP_BEFORE_FOOD, ""))))
    .replace(/[?!.]+$/, "")
    .replace(EATEN_CLAUSE, "")
    .replace(/[’']/g, " ")
    .replace(/[?!;:]+/g, " ")
    .replace(/\bbig\s+(macs?)\b/g, "bigmac")} `;
  let grams: number | undefined;
  const g = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|chili|g|gr|grams?|grammi|grammes?|ml|millilitri|cl|l|litr[oi]|liters?|litres?)(?![\p{L}])/u.exec(
    s,
  );
  if (g) {
    const n = Number(g[1]!.replace(",", "."));
    const u = g[2]!;
    grams = /^(kg|kgs|chili|l|litr|liter|litre)/.test(u) ? n * 1000 : u === "cl" ? n * 10 : n;
    // Millilitres of milk or a drink weigh about the same in grams (within 3 %).
    if (u === "ml" || u === "millilitri" || u === "cl" || /^(l|litr|liter|litre)/.test(u)) grams = Math.round(grams * 1.03);
    s = s.replace(g[0], " ");
  }
  const tokens = s.split(/[\s,]+/).filter(Boolean);
  let count: number | undefined;
  let unit: Unit | undefined;
  let size: Size | undefined;
  let italianSize = false;
  let italianSpoon = false;
  let cutWord: string | undefined;
  const food: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (/^\d+(?:[.,]\d+)?$/.test(t) && count === undefined && grams === undefined) {
      count = Number(t.replace(",", "."));
      continue;
    }
    // 'una birra da 33', 'una coca da 50': a drink's size in centilitres (a pizza 'da 33' is its width, not a drink).
    if (t === "da" && grams === undefined && /^\d{2,3}$/.test(tokens[i + 1] ?? "") && DRINK.test(text)) {
      const cl = Number(tokens[i + 1]);
      if (cl >= 15 && cl <= 150) {
        grams = Math.round((count ?? 1) * cl * 10 * 1.03);
        count = undefined;
        i++;
        continue;
      }
    }
    if (/^\d+(st|nd|rd|th)?$/.test(t)) continue;
    // 'un etto', 'mezzo chilo', 'a litre': the amount in grams (a litre of a drink weighs about 1030 g, as for ml).
    const w = grams === undefined && food.length === 0 ? WEIGHT_WORDS.find(([re]) => re.test(t)) : undefined;
    if (w) {
      grams = Math.round((count ?? 1) * w[1] * (w[2] ? 1.03 : 1));
      count = undefined;
      continue;
    }
    if (DOZEN.test(t) && food.length === 0) {
      count = (count ?? 1) * 12;
      continue;
    }
    if (!unit && food.length === 0 && PAT_WORD.test(t) && /^(of|di|d)$/.test(tokens[i + 1] ?? "") && PAT_FAT.test(tokens[i + 2] ?? "")) {
      unit = "pat";
      continue;
    }
    if (t in NUMBER_WORDS && count === undefined && !(grams !== undefined && NUMBER_WORDS[t] === 1)) {
      // 'half a banana', 'mezza pizza': the half stands, the article after it does not count again.
      count = NUMBER_WORDS[t];
      if (count === 0.5 && (tokens[i + 1] === "a" || tokens[i + 1] === "an")) i++;
      continue;
    }
    if (t in NUMBER_WORDS && NUMBER_WORDS[t] === 1) continue;
    // An English dessertspoon (10 ml) is two teaspoons of the food, as the analyzer reads it (0027-fix22bEN: 'a
    // dessertspoon of nutella' was the spread's 40 g portion).
    if (!unit && food.length === 0 && DESSERTSPOON_WORD.test(t)) {
      unit = "tsp";
      count = (count ?? 1) * 2;
      continue;
    }
    const u = UNIT_WORDS.find(([, re]) => re.test(t));
    if (u && !unit && food.length === 0) {
      unit = u[0];
      if (FISH_CUT.test(t)) cutWord = t;
      // 'una scatoletta di tonno': the diminutive is Italy's small can (SMALL_FOOD_CAN_GRAMS), not the tables' US can.
      if (t.startsWith("scatolett")) size = "small";
      if (/^cucchiai[o]?$/.test(t)) italianSpoon = true;
      continue;
    }
    const z = SIZE_WORDS.find(([, re]) => re.test(t));
    // Italian puts the size after the noun ('una birra media', 'una mela grande'): the last word of the mention.
    if (z && !size && (food.length === 0 || tokens.slice(i + 1).every((x) => FILLER.test(x)))) {
      size = z[0];
      italianSize = /^(piccol|medi|grand)/.test(t);
      continue;
    }
    // 'whole wheat bread', 'whole grain rice', 'whole milk': 'whole' names the food there, it is not 'a whole pizza'.
    if (FILLER.test(t) && !(t === "whole" && /^(wheat|grain|grains|meal|milk)$/.test(tokens[i + 1] ?? ""))) continue;
    food.push(t);
  }
  // A pack's unit said after the food ('a yogurt pot') is that unit of it, as the analyzer reads it (0024-leftovers).
  if (!unit && grams === undefined && food.length > 1 && PACK_AFTER_FOOD.test(food.at(-1)!)) {
    unit = "pot";
    food.pop();
  }
  // 'un espresso', 'un caffè', 'two espressos': the Italian single shot (the 'espresso' unit, 30 ml), not the tables'
  // espresso cup, a US double of 2 fl oz.
  if (!unit && grams === undefined && ESPRESSO.test(food.join(" "))) unit = "espresso";
  // A hard cheese measured by the spoon or the cup is grated ('un cucchiaio di parmigiano').
  if ((unit === "tbsp" || unit === "tsp" || unit === "cup") && HARD_CHEESE.test(food.join(" "))) {
    food.push(food[0] === "parmesan" ? "grated" : "grattugiato");
  }
  // 'un trancio di salmone', 'a tuna steak', 'un filetto di merluzzo': a fish's portion as bought (FISH_PORTION_GRAMS), of
  // the fresh fish ('tonno' alone is canned), not a slice of smoked salmon (25 g) nor a beef steak.
  const fish = food.filter((w) => FISH.test(w));
  cutWord ??= food.find((w) => FISH_CUT.test(w));
  let fishCut: FoodMention["fishCut"];
  if (grams === undefined && fish.length > 0 && cutWord !== undefined) {
    grams = Math.round((count ?? 1) * FISH_PORTION_GRAMS);
    fishCut = { word: cutWord, count: count ?? 1 };
    unit = undefined;
    const plain = food.filter((w) => !FISH_CUT.test(w));
    // The fresh fish: as the plain name already means it ('salmone' is the farmed raw salmon), else said raw ('tonno'
    // alone is canned tuna).
    food.splice(0, food.length, ...plain, ...(/\braw\b/.test(searchName(plain.join(" "))) ? [] : ["raw"]));
  }
  // 'un trancio di pizza', 'due tranci di pizza': slices of pizza al taglio, 180 g each, as the analyzer reads them
  // (`pizzaTrancioGrams`), not the round pizza's piece (86 g).
  const trancio = grams === undefined ? pizzaTrancioGrams(cutWord, food.join(" "), count ?? 1) : undefined;
  if (trancio !== undefined) {
    grams = trancio;
    unit = undefined;
  }
  return {
    food: food
      .join(" ")
      .replace(/\bbigmac\b/g, "big mac")
      .trim(),
    grams,
    count: grams === undefined ? count : undefined,
    unit,
    size,
    ...(italianSize ? { italianSize } : {}),
    ...(italianSpoon ? { italianSpoon } : {}),
    ...(fishCut ? { fishCut } : {}),
  };
}

export interface Portion {
  label: string;
  grams: number;
}

/** Household sizes used when the food tables give none for the food (stated in the answer). */
export const HOUSEHOLD_GRAMS: Record<Unit, number> = {
  cup: 240,
  glass: 200,
  tbsp: 15,
  tsp: 5,
  slice: 25,
  can: 330,
  pot: 125,
  handful: 30,
  serving: 250,
  // The pint of a European pub, the UK's (568 ml); the US pint (473 ml) is the tables' when they list one.
  pint: 568,
  // A pat of butter (SR28 '1 pat' 5 g); 'una noce di burro' in Italian recipes is about the same small knob.
  pat: 5,
  // An Italian espresso, 25-30 ml (the tables' 'espresso cup' is a US double, 2 fl oz).
  espresso: 30,
  // A snack's single-serving packet (crisps 25-40 g; FNDDS' small single serving bag of chips, 28 g).
  bag: 30,
};

/**
 * A can of food, not of a drink: a standard 400 g can of beans, chickpeas or sweetcorn holds about 240 g once
 * drained (the contents people eat); a drink's can is 330 ml.
 */
export const FOOD_CAN_GRAMS = 240;
/** A small can of food, Italy's 'scatoletta' (tuna, meat): 80 g net, the size sold singly and in packs of three. */
export const SMALL_FOOD_CAN_GRAMS = 80;
const DRINK =
  /\b(cola|coke|pepsi|soda|sprite|fanta|beer|lager|birra|juice|succo|drink|beverage|bevanda|tea|t[eè]|coffee|caff[eè]|water|acqua|lemonade|aranciata|tonic|energy|red bull|milk|latte)\b/i;

/** Tuna said by its can: a tin drained (TUNA_CAN_DRAINED_GRAMS), not a 400 g can of beans. */
const TUNA = /\b(tuna|tonno)\b/i;

/**
 * The weight of a tin of fish as it is eaten (0027-fix22chatA): a small oily fish in a sauce with its sauce, the whole tin
 * (`fishTinInSauceGrams`: 'a tin of mackerel in tomato sauce' 125 g); in oil or brine drained (sardines 90 g, tuna 110
 * g); any other food's can drained (FOOD_CAN_GRAMS).
 */
export const fishTinGrams = (said: string): number =>
  fishTinInSauceGrams(said) ?? (TINNED_FISH.test(said) ? FISH_CAN_GRAMS : TUNA.test(said) ? TUNA_CAN_DRAINED_GRAMS : FOOD_CAN_GRAMS);

/** Whether a can is a drink's: by the words said or the table's name, not what a food is packed in ('tuna, canned in water'). */
export const isDrink = (said: string, tableName: string) =>
  DRINK.test(said) || DRINK.test(tableName.replace(/\b(?:packed |canned )?in (?:water|oil|brine|syrup|juice|tomato sauce)\b/gi, ""));

/** A dish named without an amount ('calories in lasagna') means one serving of it. */
export const isDish = (food: string) => DISH_UNITS.some(([re]) => re.test(food));

/** Natural units of whole dishes the tables often list per 100 g only. */
const DISH_UNITS: [RegExp, number, string][] = [
  // An Italian pizzeria pizza: FNDDS 58106220 '1 small pizza (8-10 in)', thin crust, 353 g.
  [/pizza/, 350, "pizza"],
  [/lasagn/, 250, "serving"],
  // A doner kebab in bread is FNDDS' gyro sandwich size (1 sandwich, 200 g); a shish kebab is a skewer, not this.
  [/(burger|sandwich|panino|^kebab|doner|döner|gyro)/, 200, "sandwich"],
];

const UNIT_LABEL: Record<Unit, RegExp> = {
  cup: /\bcups?\b/,
  glass: /\bglass|serving \(5 fl oz\)/,
  tbsp: /\btbsp\b|tablespoon/,
  tsp: /\btsp\b|teaspoon/,
  // A slice of a melon is the table's wedge ('1 wedge (approx 1/16 of melon)') when it has no slice or piece.
  slice: /\bslice\b|\bpiece\b|\bwedge\b/,
  can: /\bcan\b|12 fl oz/,
  pot: /container|\bpot\b|carton/,
  handful: /^1 oz\b/,
  // A takeaway's order is its portion ('a portion of chips': FNDDS' medium fast food order of fries, 145 g, not its
  // 'Quantity not specified' 110 g; 0027-fix22chatA).
  serving: /serving|quantity not specified|portion|\border\b/,
  pint: /\bpint\b/,
  pat: /\bpat\b/,
  // Always the Italian size: no table measures a 'tazzina'.
  espresso: /(?!)/,
  // The table's single-serving bag (the small one: 'a packet' said without a size), its packet or sachet.
  bag: /single serving bag|\b(bag|packet|pouch|sachet)\b/,
};

/**
 * Beer on tap as Italian pubs and pizzerias pour it: 'una birra piccola' 20 cl, 'una birra media' 40 cl (the tables know
 * only US cans and bottles of 12-16 fl oz). Beer weighs 1.00 g per ml (SR28: 29.7 g per fl oz). 'Grande' varies too
 * much (50 cl to a litre) to assume one.
 */
export const DRAUGHT_BEER_ML: Partial<Record<Size, number>> = { small: 200, medium: 400 };
const BEER = /\b(beer|birra|birre|lager|ale|pils|pilsner|bionda)\b/;

/**
 * A glass said with a size ('a large glass of wine', 'un bicchiere grande di succo'): the UK's licensing sizes for wine,
 * 125 ml small and 250 ml large, which are also what a small or large tumbler of juice or milk holds. The tables'
 * '1 glass' or 5 fl oz serving is the standard one, kept when no size is said.
 */
export const GLASS_SIZE_ML: Partial<Record<Size, number>> = { small: 125, large: 250 };
/** Wine, not its vinegar: a glass of it said without a size is the shared 5 fl oz glass (`WINE_GLASS_GRAMS`). */
const WINE = /\b(wine|vino)\b(?!.*\b(vinegar|aceto)\b)/i;

/**
 * Foods sold by the piece whose entries give no portion: one piece is the usual retail size, stated in the answer
 * (CIQUAL and SR28 measure mozzarella by the ounce, the cup or the slice; an Italian mozzarella, cow's or buffalo's,
 * is sold as a 125 g ball).
 */
export const PIECE_GRAMS: [RegExp, number, string][] = [[/^mozzarell[ae]$/, 125, "ball"]];
/**
 * A table entry's name without its maker: SR28 names a branded product 'Candies, MARS SNACKFOOD US, COCOAVIA Chocolate
 * Bar', its maker in capitals between the kind and the product. 'Mars' there is the company, not the bar a person names.
 */
export function productPart(entryName: string): string {
  const parts = entryName.split(", ");
  return parts.length >= 3 && /^[A-Z][A-Z0-9'&.\- ]+$/.test(parts[1]!) ? [parts[0], ...parts.slice(2)].join(", ") : entryName;
}

/** The brands a table entry's product names in capitals ('SNICKERS Bar' → snickers), its maker left out. */
export function brandWords(entryName: string): string[] {
  return (productPart(entryName).match(/\b[A-Z][A-Z'&]{2,}\b/g) ?? []).map((w) => w.toLowerCase().replace(/'.*$/, ""));
}

/** CoFID's branded confectionery: 'Mars bar and own brand equivalents', 'Topic/Snickers and own brand equivalents'. */
const OWN_BRAND = /\bown brand equivalents\b/i;
/** Bars that are not a chocolate bar: a cereal or protein bar weighs 20-40 g, a slab of chocolate 100 g. */
export const NOT_CANDY_BAR =
  /\b(cereal|granola|muesli|breakfast|protein|energy|nutrition|formulated|snack bar|ice cream|fruit bar|baking)\b/i;

/** A chocolate bar sold under a brand: CoFID's '… and own brand equivalents', or a bar whose product a table names in capitals. */
export function isBrandedBar(entryName: string): boolean {
  if (NOT_CANDY_BAR.test(entryName)) return false;
  return OWN_BRAND.test(entryName) || (/\bbars?\b/i.test(entryName) && brandWords(entryName).length > 0);
}

/**
 * One branded chocolate bar when neither its entry nor the brand's entry in another table gives its weight ('un
 * Bounty': CoFID lists it per 100 g only): the tables' regular bar, 48 g, the median of the standard bar of SR28's 31
 * candy bars (Kit Kat 42 g, Mars Almond 50 g, Snickers 57 g, Milky Way 58 g; FNDDS' regular chocolate candy is 45 g).
 */
export const REGULAR_BAR_GRAMS = 48;

/**
 * No slice of bread in the tables, thin to thick, weighs over 96 g (FNDDS' French bread's large slice); SR28's French
 * bread gives '1 slice' as 139 g (378 kcal for 'a slice of sourdough'), a cut of a loaf nobody eats as one slice. Such a
 * slice gives way to the same bread's slice in another entry (its toasted twin's medium slice, 59 g).
 */
const BREAD_SLICE_MAX_GRAMS = 100;
/**
 * A rusk ('una fetta biscottata') or a crispbread is a dry slice of 8-11 g on Italian labels, not bread's 25 g slice
 * ('due fette biscottate' were 50 g, 201 kcal): 10 g, when its entry gives no slice.
 */
const RUSK_SLICE_GRAMS = 10;
const RUSK = /\b(rusks?|biscottat[ae]|zwieback|crispbreads?|knäckebrot|crackers?)\b/i;
const BREAD = /^(bread|pane)\b|\bbread\b(?!.*\b(pudding|stuffing|crumbs)\b)/i;

const NOT_NATURAL =
  /\b(cups?|tbsp|tablespoons?|tsp|teaspoons?|oz|fl oz|lb|nlea|surface inch|cubic|package|pint|quart|jar|stick|pat|container|can|bottle|mashed|chopped|sliced|diced|pureed|cubes?|wedge|strips?|balls|crumbs|g)\b/;

/**
 * The portion a mention means: the table's measure for a household unit, or the natural unit of the food for a
 * count ('2 bananas' = 2 medium). `assumed` says the size is the product's household size, not the table's.
 */
export function choosePortion(
  m: FoodMention,
  portions: Portion[],
  foodName: string,
  category?: string | null,
  lexiconPiece?: Portion,
  lang?: "en" | "it",
): (Portion & { assumed?: boolean }) | undefined {
  // A count of a food the analyzer's lexicon pins is the lexicon's piece ('una spremuta': a cup), as the analyzer reads it,
  // unless the table gives a medium one, the chat's usual size of a counted food ('10 fragole': medium, not large).
  const medium = portions.some((p) => /\bmedium\b/i.test(p.label) && !/\b(slice|cup)\b/i.test(p.label));
  if (lexiconPiece && !m.unit && !m.size && m.count !== undefined && !medium) return lexiconPiece;
  const labelled = portions
    .map((p) => ({ ...p, l: p.label.toLowerCase() }))
    .filter((p) => !(m.unit === "slice" && BREAD.test(foodName) && /\bslice\b/.test(p.l) && p.grams > BREAD_SLICE_MAX_GRAMS));
  const words = `${m.food} ${foodName}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  if (m.unit === "can" && m.size === "small" && !isDrink(m.food, foodName)) {
    return { label: m.unit, grams: SMALL_FOOD_CAN_GRAMS, assumed: true };
  }
  if (m.unit === "tbsp" && m.italianSpoon && CONDIMENT_FAT_IT.test(m.food)) {
    return { label: "1 tbsp", grams: ITALIAN_FAT_SPOON_GRAMS };
  }
  if (m.unit === "glass" && m.size && GLASS_SIZE_ML[m.size]) {
    return { label: `glass-${m.size}`, grams: GLASS_SIZE_ML[m.size]!, assumed: true };
  }
  // A pot of yogurt, or one yogurt, is the European pot, as the analyzer reads it (0024-anafix): said of a yogurt, whatever
  // entry the search found ('uno yogurt alla fragola' found a Greek one). A rule, not a household guess: no other entry
  // is looked for to measure it.
  if ((m.unit === "pot" || (!m.unit && m.count === 1)) && YOGURT.test(m.food))
    return { label: "1 individual container", grams: YOGURT_POT_GRAMS };
  // A packet of a dry bakery snack is one single-serve pack, as the analyzer reads it (`DRY_SNACK_PACK_GRAMS`).
  if (m.unit === "bag" && DRY_SNACK.test(m.food)) return { label: "1 individual packet", grams: DRY_SNACK_PACK_GRAMS };
  // Else a packet of a product the lexicon pins by its pack ('a packet of quavers', 'a bag of maltesers': `measures.piece`, the
  // label's bag) is that bag, as the analyzer reads it, not a snack's 30 g (0027-fix22bEN).
  if (m.unit === "bag" && lexiconPiece?.label === "piece") return { label: "1 packet", grams: lexiconPiece.grams };
  // A supplì, a crocchè or a caffellatte counted is the Italian piece, as the analyzer reads it; a focaccia said in
  // Italian, bare or as 'un pezzo', the bakery's piece (`italianPiece`, 0027-fix22cIT).
  const italian = (!m.unit || (m.unit === "slice" && lang === "it")) && !m.size ? italianPiece(m.food, lang) : undefined;
  if (italian) return { label: italian.portion, grams: italian.grams };
  // A cheese string counted is its stick, as the analyzer reads it, not one strand of it (0025-anaportion).
  const stick = !m.unit && STRING_CHEESE.test(m.food) ? labelled.find((p) => STRING_CHEESE_PIECE.test(p.l)) : undefined;
  if (stick) return { label: stick.label, grams: stick.grams };
  // A mixed salad said as one is a side salad's portion, 80 g, as the analyzer reads it, not the table's 18 g garnish
  // (0025-anaportion).
  if (!m.unit && MIXED_SALAD.test(m.food)) return { label: "side salad", grams: SIDE_SALAD_GRAMS };
  // A glass of wine said without a size is the tables' 5 fl oz glass, the analyzer's (FNDDS' '1 glass' is 6 fl oz): the
  // entry's own 5 fl oz serving when it lists one.
  if (m.unit === "glass" && !m.size && WINE.test(`${m.food} ${foodName}`)) {
    const fiveOz = labelled.find((p) => /\b5 fl oz\b/.test(p.l));
    return fiveOz ? { label: fiveOz.label, grams: fiveOz.grams } : { label: "glass-wine", grams: WINE_GLASS_GRAMS, assumed: true };
  }
  if (m.unit) {
    const wanted = UNIT_LABEL[m.unit];
    const hits = labelled.filter((p) => wanted.test(p.l));
    // A slice of pizza is the table's 'piece'; a slice of bread its plain '1 slice'.
    // Among several sizes ('1 small or thin slice', '1 medium or regular slice'), the medium one; a packet said
    // without a size is the small single-serving bag (28 g of crisps), the medium one being a sharing size.
    const best =
      hits.find((p) => /^1 (slice|piece)(, nfs)?$/.test(p.l) || /^1 (cup|tbsp|tsp|can)$/.test(p.l)) ??
      // A portion said with a size ('a large portion of chips') is the table's order of that size.
      (m.unit === "serving" && m.size ? hits.find((p) => new RegExp(`\\b${m.size}\\b`).test(p.l) && /\border\b/.test(p.l)) : undefined) ??
      (m.unit === "bag" ? undefined : hits.find((p) => /\b(medium|regular)\b/.test(p.l))) ??
      // A drink's can is not the 16 fl oz 'can or bottle' a table may list first (SR28's orange soda: 'una lattina di
      // fanta' was 496 g): its next can (12 fl oz, 355 ml, about Europe's 330 ml) (0024-trial18).
      (m.unit === "can" ? hits.find((p) => !/\b16 fl oz\b/.test(p.l)) : undefined) ??
      hits[0];
    // A slice said with a size ('a large slice of pizza') of a food the table cuts in pieces of each size: the regular
    // piece scaled as the table's piece of that size is to its medium one, the analyzer's rule (`sizedPieceGrams`).
    const sizedSlice =
      m.unit === "slice" && m.size && best && !new RegExp(`\\b${m.size}\\b`).test(best.l)
        ? sizedPieceGrams(
            best.grams,
            hits.map((p) => ({ description: p.label, grams: p.grams })),
            m.size,
          )
        : undefined;
    if (sizedSlice) return { label: sizedSlice.portion, grams: sizedSlice.grams };
    // A cake's slice the table gives only 'any size' (FNDDS: 175-200 g, every slice its survey saw) is a regular slice of
    // cake, 115 g, as the analyzer reads it (0022-cakeslice); a pie keeps its 150 g slice.
    const cakeSlice = best && m.size !== "large" && sliceOfCakeGrams(foodName, best.label, best.grams);
    if (cakeSlice) return { label: "1 medium slice", grams: cakeSlice };
    // A cake's slice lighter than any cake's (BLS' apple batter cake's 8 g chunk, a dried apple's) is the regular slice;
    // a cake with no slice at all is too, stated as assumed so that the same cake in a table that measures its slice
    // answers first (`measuredElsewhere`), as for any unit its table lacks (0025-chatrest).
    const noSlice = m.unit === "slice" && unportionedCakeSlice(foodName, best?.grams, m.size);
    if (noSlice) return { label: "1 medium slice", grams: noSlice, ...(best ? {} : { assumed: true }) };
    // A serving of a mixed dish is its cup when that is larger, by the analyzer's rule ('a portion of eggplant parmigiana':
    // 198 g, not the table's unspecified quantity, 99 g, a side's).
    const cup = m.unit === "serving" && mixedDishCup(category, labelled, (p) => p.label);
    if (cup && (!best || cup.grams > best.grams)) return { label: cup.label, grams: cup.grams };
    if (best) return { label: best.label, grams: best.grams };
    const derived = spoonFromCup(m.unit, labelled);
    if (derived) return derived;
    const dish = DISH_UNITS.find(([re]) => re.test(foodName.toLowerCase()) || re.test(m.food));
    if (m.unit === "serving" && dish) return { label: dish[2], grams: dish[1], assumed: true };
    const foodCan = m.unit === "can" && !isDrink(m.food, foodName);
    const can = foodCan ? fishTinGrams(m.food) : FOOD_CAN_GRAMS;
    if (m.unit === "slice" && RUSK.test(`${m.food} ${foodName}`)) return { label: m.unit, grams: RUSK_SLICE_GRAMS, assumed: true };
    // A can of food eaten with its sauce or syrup ('a tin of baked beans', 'una scatola di pelati') is the whole can, not
    // its drained weight (0026-chatbare).
    const whole = foodCan && !TINNED_FISH.test(m.food) && eatenWithItsSauce(m.food, foodName);
    return { label: m.unit, grams: whole ? WHOLE_CAN_GRAMS : foodCan ? can : HOUSEHOLD_GRAMS[m.unit], assumed: true };
  }
  if (m.size && m.italianSize && BEER.test(m.food) && DRAUGHT_BEER_ML[m.size]) {
    return { label: `beer-${m.size}`, grams: DRAUGHT_BEER_ML[m.size]!, assumed: true };
  }
  if (m.size) {
    // 'a small banana' is the table's small one, not its 'extra small' (SR28: 81 g against 101 g).
    const ofSize = (extra: boolean) =>
      labelled.find((p) => new RegExp(`\\b${m.size}\\b`).test(p.l) && !/cup|slice|piece/.test(p.l) && extra === /\bextra[- ]/.test(p.l));
    const sized = ofSize(false) ?? ofSize(true);
    if (sized) return { label: sized.label, grams: sized.grams };
  }
  const dish = DISH_UNITS.find(([re]) => re.test(m.food));
  if (dish && dish[2] === "pizza") return { label: dish[2], grams: dish[1], assumed: true };
  // The weight a label states after its unit ('1 item 4 oz', '1 serving 1.42 oz bar') is not its unit; a leading '1 oz' is.
  const natural = labelled.filter(
    (p) => !NOT_NATURAL.test(p.l.replace(/\(.*?\)/g, "").replace(/(?<=[a-z,] )\d+(?:\.\d+)?\s*(?:oz|g)\b/g, "")),
  );
  const byName = natural.find(
    (p) => p.l.startsWith("1 ") && words.some((w) => p.l.includes(w.replace(/e?s$/, ""))) && !/\b(piece|slice|mini|small|jr)\b/.test(p.l),
  );
  const pick =
    // The usual size: 'medium', or what the tables call 'regular' ('1 regular' bagel, not '1 Bagel Thin').
    natural.find((p) => /\bmedium\b/.test(p.l) && !/\bslice\b/.test(p.l)) ??
    // '1 regular (12 fl oz)' (a McFlurry): the regular size, its volume in brackets.
    natural.find((p) => /^1 ([a-z]+\/)?regular$/.test(p.l.replace(/\s*\(.*?\)\s*$/, ""))) ??
    byName ??
    // One of the thing itself, not a fun-size or miniature one.
    natural.find(
      (p) => /^1 (nut|fruit|item|whole|berry|grape|bar)\b/.test(p.l) && !/\b(fun size|mini|miniature|bite size|snack size)\b/.test(p.l),
    ) ??
    // A count is of the thing's own piece ('4 falafel': 4 × '1 patty', 17 g), never a quantity not specified each.
    (m.count !== undefined && m.count > 1
      ? natural.find((p) => /^1 [a-z]/.test(p.l) && !/\b(quantity|serving|mini|miniature|bite|small|silver dollar|surface)\b/.test(p.l))
      : undefined) ??
    natural.find((p) => /\blarge\b/.test(p.l)) ??
    natural.find((p) => /quantity not specified|\bserving\b/.test(p.l) && !/nlea/.test(p.l)) ??
    natural.find((p) => /\bsmall\b/.test(p.l)) ??
    // A table that gives no usual portion but its patty ('un falafel': SR28's '1 oz' and '1 patty'): one patty.
    natural.find((p) => /^1 patty\b/.test(p.l));
  // One cake or tray dessert said by its count ('a tiramisu'): the regular slice, as a slice of it is.
  const cakePiece = pick && m.size !== "large" && sliceOfCakeGrams(foodName, pick.label, pick.grams);
  if (cakePiece) return { label: "1 medium slice", grams: cakePiece };
  if (pick) return { label: pick.label, grams: pick.grams };
  // The piece of what was said ('una mozzarella'), not of a dish that holds it ('un panino con mozzarella').
  const piece = PIECE_GRAMS.find(([re]) => re.test(m.food.split(" ")[0] ?? ""));
  if (piece) return { label: piece[2], grams: piece[1], assumed: true };
  // A table that weighs only several of the thing together (SR28's Oreo-type cookies: '3 cookie', 36 g): one is their
  // share. Not slices or pieces of it ('6 slices' of mozzarella are not six mozzarellas).
  const several = natural
    .map((p) => ({ p, n: /^(\d+) ([a-z]+)$/.exec(p.l) }))
    .find(({ n }) => n && Number(n[1]) > 1 && !/^(slices?|pieces?|mini|small)$/.test(n[2]!));
  if (several?.n) {
    const [, n, unit] = several.n;
    return { label: `1 ${unit}`, grams: Math.round((several.p.grams / Number(n)) * 10) / 10 };
  }
  if (dish) return { label: dish[2], grams: dish[1], assumed: true };
  return undefined;
}

/** Spoons in a cup, by the US measures the tables use: 1 cup = 16 tablespoons = 48 teaspoons. */
const PER_CUP: Partial<Record<Unit, number>> = { cup: 1, tbsp: 16, tsp: 48 };
/**
 * A spoon or cup the entry does not list, from one it does, in the same entry (SR28 sugar gives a cup of 200 g and a
 * teaspoon, no tablespoon: 200 / 16 = 12.5 g): the measure and the values stay in one table, unlike a household guess
 * (a tablespoon of 15 g is right for water, not for sugar or flour). The plain measure first ('1 cup', not '1 cup, sliced').
 */
function spoonFromCup(unit: Unit, labelled: (Portion & { l: string })[]): Portion | undefined {
  const want = PER_CUP[unit];
  if (!want) return undefined;
  for (const from of ["cup", "tbsp", "tsp"] as const) {
    if (from === unit) continue;
    const have = labelled.find((p) =>
      new RegExp(`^1 ${from === "tbsp" ? "(tbsp|tablespoon)" : from === "tsp" ? "(tsp|teaspoon)" : "cup"}$`).test(p.l),
    );
    if (have) {
      const grams = Math.round(((have.grams * PER_CUP[from]!) / want) * 10) / 10;
      return {
        label: `1 ${unit === "tbsp" ? "tablespoon" : unit === "tsp" ? "teaspoon" : "cup"} (${PER_CUP[from]! > want ? `${PER_CUP[from]! / want} ×` : `1/${want / PER_CUP[from]!} of`} ${have.label})`,
        grams,
      };
    }
  }
  return undefined;
}

/** A table's portion label without inches and brackets: '1 medium (7" to 7-7/8" long)' -> 'medium'. */
export function plainLabel(label: string): string {
  return label
    .replace(/\(.*?\)/g, "")
    .replace(/^\s*1\s+/, "")
    .replace(/\s+/g, " ")
    .replace(/[ ,]+$/, "")
    .trim();
}

/** The words a table entry's name must hold to be the same food the person named, in the tables' English. */
export function sameFoodWords(food: string): string[] {
  const name = searchName(food);
  return contentWords(translateItalian(name)?.query ?? name);
}

/** The words of a food's name that say which food it is (not 'with', 'di'…). */
export function contentWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !/^(with|and|the|con|di|del|della)$/.test(w));
}

const base = (w: string) => w.replace(/e?s$/, "");

/** Whether a table entry's name holds every word ('Coffee, Cappuccino' holds 'cappuccino'; 'Caesar's salad' 'caesar'). */
export function holdsWords(entryName: string, words: string[]): boolean {
  const names = entryName.toLowerCase().split(/[^a-z]+/);
  return words.length > 0 && words.every((w) => names.some((n) => n === w || base(n) === base(w)));
}
