import {
  BREAKFAST_CEREAL,
  CHICKEN_PART,
  COMPOSITE_LISTED_SHARE,
  COMPOSITE_MEALS,
  compositePartName,
  COMPOSITE_PLATE_UNITS,
  crispsSaid,
  deliShortNames,
  DRY_SNACK,
  DRY_SNACK_PACK_GRAMS,
  pizzaTrancioGrams,
  italianPiece,
  TRANCIO_WORD,
  EATEN_CLAUSE,
  SHOP_BEFORE_FOOD,
  italianCookingWord,
  HALF_CHICKEN_GRAMS,
  isCompositePart,
  MILK_ON_CEREAL_ML,
  PACK_AFTER_FOOD,
  SNACK_PACK,
  isTypoOf,
} from "@app/shared";
import { NUMBER_WORDS } from "../../lib/number-words.ts";
import { translateItalian } from "../foods/index.ts";
import { oneLetterDropped } from "./analyzer.dishes.ts";
import {
  LEXICON_NAMES,
  lexiconEntryNamed,
  mixedDrinkParts,
  readsIn,
  WHOLE_NAME_ONLY,
  type LexiconEntry,
  type Unit,
} from "./analyzer.lexicon.ts";

type Lang = "en" | "it";

/**
 * Splits a plain-language description ('2 eggs, a slice of whole wheat bread and 150 g greek yogurt',
 * 'due uova, una fetta di pane integrale e 150 g di yogurt greco') into items with a quantity, a unit
 * and a food name. Pure: grams are resolved later against the food database (analyzer.service.ts).
 */
export interface DescribedItem {
  /** The words as written, for messages. */
  text: string;
  /** The food name left after the amount and unit are taken off. */
  name: string;
  quantity: number;
  /** Whether a quantity was said ('2 eggs') or assumed ('eggs'). */
  quantitySaid: boolean;
  /** A mass or volume unit converted to grams (or ml), when one was given. */
  grams: number | null;
  unit: Unit | null;
  /** The household unit's word as said ('order' for a serving), when one was. */
  unitWord?: string;
  size: "small" | "medium" | "large" | null;
  entry: LexiconEntry | null;
  /** The lexicon entry's name is the whole name ('banana'), not one word of a longer one ('pasta al pomodoro'). */
  entryIsWholeName: boolean;
  /** An amount, unit or size came before the food ('2 eggs', 'a cup of', '150 g rice'), not after it. */
  amountBefore: boolean;
  /** The word joining this chunk to the one before ('with', 'con', 'and', 'e'), when a word did. */
  joinedBy: string | null;
  /** The language the description is written in, when known (`descriptionLanguage`): it decides between homographs. */
  lang?: Lang;
  /** The grams are a rule's, not said (the milk on a bowl of cereal): a dish joined from this chunk takes its own. */
  gramsAssumed?: boolean;
  /** A bread or its filling split from one name ('a cheese bagel'): not joined again into the dish the split refused. */
  apart?: boolean;
  /**
   * An Italian dish's head written before its ingredients without a link word ('pasta zucchine e gamberi'): the items
   * after it joined by 'con' / 'e' are what it is made with (`HEAD_FIRST`).
   */
  headFirst?: boolean;
  /** The filling of a bread named by it, split from its name ('a chicken caesar wrap'): a filling's portion at most. */
  inBread?: boolean;
  /**
   * The dish was written with its link ('spaghetti alle vongole', 'maccheroni al formaggio'): any table entry holding it
   * whole is the dish, whatever its category (CoFID files its macaroni cheese under cereals).
   */
  linkedDish?: boolean;
  /** Said after 'with' / 'con' on the food before it, with no amount of its own: a topping or a side (`eatenWith`). */
  eatenWith?: boolean;
  /**
   * How the result names a part the analyzer adds itself (a composite meal's part, a mixed drink's part) in the reader's
   * language ('gnocchi di patate'), where `name` stays the words searched.
   */
  shownAs?: string;
}

/** Mass and volume units → grams (ml count as grams for drinks and most foods eaten by the spoon). */
const MASS_UNITS: [RegExp, number][] = [
  [/^(?:kg|kilos?|kilograms?|chili|chilogrammi|chilo)$/, 1000],
  [/^(?:g|gr|grams?|grammes?|grammi|grammo|etti|etto|hg)$/, 1],
  [/^(?:mg)$/, 0.001],
  [/^(?:oz|ounces?|once|oncia)$/, 28.35],
  [/^(?:lbs?|pounds?|libbre?)$/, 453.6],
  [/^(?:ml|millilitres?|milliliters?|millilitri)$/, 1],
  [/^(?:cl|centilitri)$/, 10],
  [/^(?:dl|decilitri)$/, 100],
  [/^(?:l|litres?|liters?|litri|litro)$/, 1000],
  // A pint of beer or cider is the British pint, 568 ml (0023-trial17).
  [/^(?:pints?|pint[ae])$/, 568],
];

const HOUSEHOLD_UNITS: [RegExp, Unit][] = [
  [/^(?:cups?|mugs?|tazz[ae]|tazzin[ae])$/, "cup"],
  [/^(?:glass(?:es)?|bicchier[ei])$/, "glass"],
  [/^(?:slices?|fett[ae]|fettin[ae])$/, "slice"],
  [/^(?:tablespoons?|tbsps?|tbs|cucchiai|cucchiaio)$/, "tbsp"],
  [/^(?:teaspoons?|tsps?|cucchiaini|cucchiaino)$/, "tsp"],
  [/^(?:pieces?|pezz[oi]|pcs?)$/, "piece"],
  [/^(?:bowls?|plates?|plateful|ciotol[ae]|scodell[ae]|piatt[oi])$/, "bowl"],
  [/^(?:cans?|tins?|lattin[ae]|scatolett[ae])$/, "can"],
  [/^(?:bars?|barrett[ae]|tavolett[ae])$/, "bar"],
  // An Italian 'brick' or 'cartoncino' is a drink's single-serve carton ('un brick di succo', not brick cheese).
  [/^(?:pots?|containers?|tubs?|vasett[oi]|confezion[ei]|bricks?|bricchett[oi]|cartoncin[oi])$/, "container"],
  [/^(?:scoops?|pallin[ae])$/, "scoop"],
  // 'handfull' is the unit's usual misspelling (0023-trial17).
  [/^(?:handfull?s?|mancia?t[ae]|pugn[oi])$/, "handful"],
  [/^(?:fillets?|filett[oi])$/, "fillet"],
  [/^(?:servings?|portions?|porzion[ei]|orders?)$/, "serving"],
  // A 'bottiglietta' is a small bottle, the half litre of water or drink (0023-trial17: 'una bottiglietta d'acqua' was
  // 480 g of tonic water).
  [/^(?:bottles?|bottigli[ae]|bottigliett[ae])$/, "bottle"],
  // 'a side of green beans', 'un contorno di fagiolini': a side dish's portion (only before 'of' / 'di', below).
  [/^(?:sides?|contorn[oi])$/, "side"],
  // 'a drizzle of olive oil', 'un filo d'olio': a teaspoon's worth, 4-5 g of oil (only before 'of' / 'di', below: 'pasta
  // filo' is a pastry) (0023-trial17).
  [/^(?:drizzles?|fil[oi])$/, "tsp"],
];

/**
 * An English dessertspoon (10 ml) is two teaspoons, and 'a spoon' / 'a spoonful' of a food said without its size is one
 * too: what a syrup, honey, jam, sugar or a spread is eaten by, not a bowl's 250 g (0027-fix22bEN: 'a spoon of golden
 * syrup' was 250 g, 745 kcal). Read as the teaspoons of the food's own table portion (`TEASPOONS_IN_A_DESSERTSPOON`).
 * Italian 'un cucchiaio' stays a tablespoon.
 */
const DESSERTSPOON = /^(?:dessertspoons?|dsps?|spoons?|spoonfuls?|spoonsful)$/;
export const TEASPOONS_IN_A_DESSERTSPOON = 2;

/** Units that are one only before 'of' / 'di' / 'd'…' ('a side of beans', 'un filo d'olio'; 'a side salad' is a salad). */
const UNIT_ONLY_BEFORE_OF = /^(?:sides?|contorn[oi]|drizzles?|fil[oi])$/;

const SIZES: [RegExp, DescribedItem["size"]][] = [
  [/^(?:small|little|piccol[oaie])$/, "small"],
  [/^(?:medium|medi[oaie]|average)$/, "medium"],
  [/^(?:large|big|grand[ei]|extra large)$/, "large"],
];

/** A salad word: after 'side' it is the food a side is of. */
const SALAD = /^(?:salads?|insalat[ae])$/;

const INNER = new Set(["di", "d'", "del", "della", "dei", "degli", "delle", "of"]);

const FILLER = new Set([
  "of",
  "di",
  "d'",
  "del",
  "dello",
  "della",
  "dei",
  "degli",
  "delle",
  "some",
  "the",
  "il",
  "lo",
  "la",
  "i",
  "gli",
  "le",
  "l'",
  "un",
  "po'",
  "bit",
  "about",
  "around",
  "circa",
  "approx",
  "approximately",
  "cooked",
  "cotto",
  "cotta",
  "fresh",
  "fresco",
  "fresca",
  "with",
  "con",
  "plain",
]);

/**
 * Beans said bare on toast are the British dish's baked beans ('beans on toast'), not the tables' first beans (black
 * beans, 172 g) (0025-trial20fix); a kind said ('black beans on toast') stays.
 */
const BEANS_ON_TOAST =
  /(?<!\b(?:baked|black|kidney|green|broad|butter|pinto|refried|cannellini|borlotti|runner|french|haricot|string|navy|white|mung|soy|soya|fava|lima|jelly|coffee|cocoa|vanilla|fagioli)\s)\bbeans(?=\s+on\s+(?:toast|white toast|brown toast|wholemeal toast|granary toast|sourdough)\b)/g;
/** So are bare beans on a British plate beside chips, eggs, sausages or mash ('egg, chips and beans', 'sausage and beans'). */
const BEANS_BESIDE = /(?<=\b(?:chips|egg|eggs|sausages?|bacon|mash|toast),? (?:and|&|n'?) )beans\b/g;
/**
 * So are bare beans on or with a jacket potato ('a jacket potato with beans', 'jacket with cheese and beans'), the
 * British filling: baked beans, not a cup of black beans (0027-fix22chatA).
 */
const BEANS_ON_A_JACKET =
  /(?<=\b(?:jacket(?: potato(?:es)?| spuds?)?|baked potato(?:es)?),? (?:with|and|&|n'?) (?:(?:cheese|grated cheese|butter) (?:and|&|n'?) )?)beans\b/g;

/**
 * The British café plate written as a list without commas ('egg chips and beans', 'sausage egg and chips', 'two eggs
 * chips and beans'): a text of only the plate's foods, their counts and links, holding chips or beans, is that many foods
 * ('egg chips' was yuca fries, 'sausage egg' an egg burrito with sausage), and its bare egg is fried, as the café serves
 * it (not a raw egg) (0026-anaeng). A name with any other word ('egg and chips sandwich', 'egg fried rice') stays as said.
 */
const PLATE_FOOD = /^(?:sausages?|eggs?|bacon|chips|beans|mash|peas|toast|pudding|browns|tomato(?:es)?|mushrooms)$/;
/** A word that belongs to the plate food after it ('baked beans', 'black pudding', 'fried egg'). */
const PLATE_KIND = /^(?:baked|mushy|black|white|hash|fried|grilled|poached|scrambled|boiled|back|streaky|oven|grilled)$/;
const PLATE_LINK = /^(?:and|&|n|n'|with|,|\d+|a|an|one|two|three|four)$/;

export function britishPlate(text: string): string {
  const words = text.replace(/,/g, " , ").split(/\s+/).filter(Boolean);
  const foods = words.filter((w) => PLATE_FOOD.test(w));
  const plate =
    foods.length >= 2 &&
    foods.some((w) => w === "chips" || w === "beans") &&
    words.every((w) => PLATE_FOOD.test(w) || PLATE_KIND.test(w) || PLATE_LINK.test(w));
  if (!plate) return text;
  return words
    .map((w, i) => {
      const before = words[i - 1] ?? "";
      const egg = /^eggs?$/.test(w) && !PLATE_KIND.test(before) ? `fried ${w}` : w;
      // A food word straight after another food is a new food ('egg chips' is an egg and chips).
      return PLATE_FOOD.test(before) && (PLATE_FOOD.test(w) || PLATE_KIND.test(w)) ? `, ${egg}` : egg;
    })
    .join(" ")
    .replace(/\s+,/g, ",");
}

export function normalizeDescription(s: string): string {
  return britishPlate(crispsSaid(deliShortNames(italianCookingWord(s.toLowerCase().replace(SHOP_BEFORE_FOOD, "")))))
    .replace(/[’`´]/g, "'")
    .replace(/\bun'/g, "un' ")
    .replace(/\b(\d+)\s*½/g, "$1.5")
    .replace(/½/g, "0.5")
    .replace(/¼/g, "0.25")
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/\b(\d+) (?:and a half|e mezz[oa])\b/g, "$1.5")
    .replace(/(\d)\s*(g|gr|kg|ml|cl|dl|l|oz|lbs?|mg)\b/g, "$1 $2")
    .replace(BEANS_ON_TOAST, "baked beans")
    .replace(BEANS_BESIDE, "baked beans")
    .replace(BEANS_ON_A_JACKET, "baked beans")
    .replace(/\s+/g, " ")
    .trim();
}

// 'Chilli con carne' is one dish's name in English, its 'con' no Italian link (0027-fix22bEN: it was a Quorn chilli and a
// taco salad of 'carne and sour cream').
const SPLIT =
  /\s*([,;+&\n]|\band\b|\bwith\b|\bon\b(?! the side)|\bsu(?:l|lla|llo)?\b|\bplus\b|\be\b|\bed\b|(?<!\bchil+i\s+)\bcon\b|\balso\b|\banche\b)\s*/;

/** A chunk that is only a count: '6 pieces', '2 fette', 'x6' (grams written after a dish are read with the dish's run). */
const AMOUNT_ONLY = /^(?:x\s*)?\d+(?:\.\d+)?\s*(?:x|pieces?|pcs|pezzi|pezzo|slices?|fette|fetta)$/;
/** A chunk that starts with its own amount ('2 eggs', 'a slice of toast', 'un piatto di …'). */
const LEADING_AMOUNT = /^(?:\d|a |an |one |two |three |un |uno |una |un' |due |tre )/;

/** Splits on commas, semicolons, plus signs and the words and/with/on/plus/e/con/su ('2 scrambled eggs on toast' is two foods). */
export function splitDescription(text: string): string[] {
  return splitWithLinks(text).map((c) => c.chunk);
}

/** The chunks and the word that joined each to the one before (null after punctuation or at the start). */
function splitWithLinks(text: string): { chunk: string; joinedBy: string | null }[] {
  const parts = normalizeDescription(text).split(SPLIT);
  const out: { chunk: string; joinedBy: string | null }[] = [];
  let link: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      // Punctuation breaks a dish name; a word may be inside one ('fish and chips', 'pollo al curry con riso').
      link = /^[a-z]+$/.test(parts[i]!) ? parts[i]! : null;
      continue;
    }
    const chunk = parts[i]!.trim()
      .replace(
        /^(?:i (?:had|ate)|ho mangiato|mangiato|for (?:breakfast|lunch|dinner)|a colazione|a pranzo|a cena|(?:packed lunch|meal deal|(?:pre|post)[- ]?workout|breakfast|lunch|dinner|supper|brunch|snack|colazione|pranzo al sacco|pranzo|cena|merenda|spuntino)\s*[:–-])\s*:?\s*/,
        "",
      )
      .replace(/\s+on the side$/, "")
      // When or where it was eaten, said after the food, is not its name ('un piatto di risotto che ho mangiato a pranzo',
      // 'a caesar salad from pret', 'pasta I had for lunch'; 0024, lead, trial19).
      .replace(EATEN_CLAUSE, "");
    const prev = out.at(-1);
    // An amount written after the food, on its own ('chicken nuggets, 6 pieces', 'pasta, 200 g') is that food's amount.
    if (prev && prev.joinedBy === null && link === null && AMOUNT_ONLY.test(chunk) && !LEADING_AMOUNT.test(prev.chunk)) {
      const amount = chunk.replace(/^x\s*|\s*x$/g, "");
      prev.chunk = `${amount} ${/(pezz[io]|fett[ae])$/.test(amount) ? "di " : /[a-z]$/.test(amount) ? "of " : ""}${prev.chunk}`;
    } else if (/[a-zà-ú]/.test(chunk)) out.push({ chunk, joinedBy: out.length ? link : null });
    link = null;
  }
  return out;
}

/** Product names that begin with a size word ('a big mac' is not a large 'mac'). */
const NAMED_PRODUCTS = new Set(["big mac", "big tasty", "little caesars"]);

/**
 * The lexicon's food named inside a name. The words of the description's language decide between homographs: a name
 * of the other language that is another food in this one ('latte' is milk in Italian, a coffee latte in English) is
 * not read in this one (`OTHER_FOOD_IN`); other names of either language are (people mix them: 'bacon').
 */
function findLexicon(name: string, lang?: Lang): LexiconEntry | null {
  const padded = ` ${name} `;
  for (const n of LEXICON_NAMES) {
    if (!readsIn(n, lang) || (WHOLE_NAME_ONLY.has(n.name) && name.trim() !== n.name)) continue;
    if (padded.includes(` ${n.name} `)) return n.entry;
  }
  return null;
}

/** Every word of the lexicon's names ('vegetables', 'spaghetti', 'cappuccino'). */
const LEXICON_WORDS = new Set(LEXICON_NAMES.flatMap((n) => n.name.split(" ")));

/**
 * A name with a long word written one letter short of a lexicon word ('roasted vegtables', 'spagetti', 'cappucino'),
 * that word spelt as the lexicon does (`oneLetterDropped`: seven letters or more, the first kept); a word the lexicon
 * holds is never changed, nor a plural made singular (0024-italhead).
 */
export function lexiconSpelling(name: string): string {
  return name
    .split(" ")
    .map((w) => {
      if (LEXICON_WORDS.has(w)) return w;
      for (const v of LEXICON_WORDS) if (oneLetterDropped(w, v) && v.slice(0, -1) !== w) return v;
      return w;
    })
    .join(" ");
}

/**
 * How a food was cooked, in the words people misspell ('scrambeld eggs', 'poched egg', 'mahsed potato'): a word of six
 * letters or more one letter short of one of these, or with two neighbouring letters swapped, the first letter kept, is
 * that word (0025-anacompound: 'scrambeld eggs on toast' read one raw egg).
 */
const COOKING_WORDS = ["scrambled", "poached", "boiled", "fried", "grilled", "roasted", "baked", "toasted", "steamed", "mashed", "smoked"];

/** Two neighbouring letters of a word swapped after its first ('scrambeld', 'mahsed'). */
export function lettersSwapped(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed.length < 6 || typed[0] !== word[0] || typed === word) return false;
  const at = [...typed].findIndex((c, i) => c !== word[i]);
  return at > 0 && typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/** A cooking word misspelt by one dropped or two swapped letters, spelt right (`COOKING_WORDS`). */
export function cookingSpelling(name: string): string {
  return name
    .split(" ")
    .map((w) => COOKING_WORDS.find((c) => w.length >= 6 && (lettersSwapped(w, c) || (w.length + 1 === c.length && dropsOne(w, c)))) ?? w)
    .join(" ");
}

/** `oneLetterDropped` for words of six letters ('poched'): the first letter kept. */
const dropsOne = (short: string, long: string) => {
  if (short[0] !== long[0]) return false;
  for (let i = 1; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
};

/**
 * A unit's word in the plural, said without a number, that is the first word of the food's own name ('fette biscottate'):
 * the food said by its name, at the lexicon's serving (the SINU portion of rusks, 30 g), not one unit of it (one rusk,
 * 10 g). Said with a number ('due fette biscottate', 'una fetta biscottata') the word stays the unit (0027-fix22anaIT).
 */
function unitWordNamesTheFood(words: string[], quantitySaid: boolean, lang?: Lang): boolean {
  if (quantitySaid || words.length < 2 || !/^(?:fette|slices)$/.test(words[0]!)) return false;
  const name = `${words[0]} ${lexiconSpelling(words[1]!)}`;
  return LEXICON_NAMES.some((n) => n.name === name && readsIn(n, lang));
}

export function parseItem(chunk: string, lang?: Lang): DescribedItem {
  let words = chunk.split(" ").filter(Boolean);
  let quantity = 1;
  let quantitySaid = false;
  let grams: number | null = null;
  let unit: Unit | null = null;
  let unitWord: string | undefined;
  let size: DescribedItem["size"] = null;
  let packAssumed = false;

  // Leading number: digits, a fraction, or number words (longest phrase first).
  const take = () => {
    const w0 = words[0] ?? "";
    const frac = w0.match(/^(\d+)\/(\d+)$/);
    if (frac) {
      quantity = Number(frac[1]) / Number(frac[2]);
      words = words.slice(1);
      return true;
    }
    const num = w0.match(/^(\d+(?:\.\d+)?)(?:x)?$/);
    if (num) {
      quantity = Number(num[1]);
      words = words.slice(1);
      // "1 1/2" and "1 and a half" were normalised to "1.5" above, except the spaced fraction.
      const next = words[0]?.match(/^(\d+)\/(\d+)$/);
      if (next) {
        quantity += Number(next[1]) / Number(next[2]);
        words = words.slice(1);
      }
      return true;
    }
    for (const n of [4, 3, 2, 1]) {
      const phrase = words.slice(0, n).join(" ");
      // 'quarter pounder', 'half pounder' name a burger, not a share of one (0025-trial20fix).
      if (words.length > n - 1 && phrase in NUMBER_WORDS && !/^pounders?$/.test(words[n] ?? "")) {
        quantity = NUMBER_WORDS[phrase]!;
        words = words.slice(n);
        // "a half" after a whole number: "one and a half" handled by the table; "mezzo" after a noun is rare.
        return true;
      }
    }
    return false;
  };
  quantitySaid = take();
  // "a 125 g mozzarella": the article is followed by the weight.
  if (quantitySaid && quantity === 1 && /^\d+(?:\.\d+)?$/.test(words[0] ?? "") && MASS_UNITS.some(([re]) => re.test(words[1] ?? ""))) {
    quantity = Number(words[0]);
    words = words.slice(1);
  }
  if (quantitySaid && (words[0] === "and" || words[0] === "e") && (words[1] === "a" || words[1] === "mezzo" || words[1] === "mezza")) {
    // "2 and a half cups", "due e mezzo"
    quantity += 0.5;
    words = words.slice(words[1] === "a" ? 3 : 2);
  }
  // "half a cup": the number word is followed by an article.
  if (quantitySaid && quantity === 0.5 && (words[0] === "a" || words[0] === "an")) words = words.slice(1);

  // Unit.
  const w = words[0] ?? "";
  const mass = MASS_UNITS.find(([re]) => re.test(w));
  if (mass) {
    grams = quantity * mass[1];
    words = words.slice(1);
  } else {
    // Size before a unit or a food: "a large egg", "a small bowl of rice".
    const sz = NAMED_PRODUCTS.has(`${w} ${words[1] ?? ""}`) ? undefined : SIZES.find(([re]) => re.test(w));
    if (sz) {
      size = sz[1];
      words = words.slice(1);
    }
    const found = HOUSEHOLD_UNITS.find(([re]) => re.test(words[0] ?? ""));
    // 'side' is a unit as 'a side of …', and before a salad: 'a side salad' is a side of salad (80 g of green salad, not
    // the tables' 'Side dishes, potato salad'; 0023-misreads); before another word it is part of a name. 'filo' is a unit
    // only as 'un filo d'olio' (0023-trial17).
    const w1 = words[1] ?? "";
    const nameWord = UNIT_ONLY_BEFORE_OF.test(words[0] ?? "") && !INNER.has(w1) && !/^d'./.test(w1);
    const hh =
      (nameWord && !(found?.[1] === "side" && SALAD.test(w1))) || unitWordNamesTheFood(words, quantitySaid, lang) ? undefined : found;
    if (!hh && DESSERTSPOON.test(words[0] ?? "") && words.length > 1) {
      unit = "tsp";
      unitWord = words[0];
      quantity *= TEASPOONS_IN_A_DESSERTSPOON;
      words = words.slice(1);
    } else if (hh) {
      unit = hh[1];
      unitWord = words[0];
      words = words.slice(1);
    } else if (pizzaTrancioGrams(w, words.slice(1).join(" ")) !== undefined) {
      // 'un trancio di pizza', 'due tranci di pizza': slices of pizza al taglio, 180 g each (`pizzaTrancioGrams`).
      grams = pizzaTrancioGrams(w, words.slice(1).join(" "), quantity)!;
      packAssumed = true;
      unitWord = w;
      words = words.slice(1);
    } else if (
      TRANCIO_WORD.test(w) &&
      italianPiece(
        words
          .slice(1)
          .join(" ")
          .replace(/^d[i']\s*/, ""),
        "it",
      )
    ) {
      // 'un trancio di focaccia': the Italian bakery's piece of it (`italianPiece`), as 'un pezzo di focaccia'.
      unit = "piece";
      unitWord = w;
      words = words.slice(1);
    } else if (SNACK_PACK.test(w) && DRY_SNACK.test(words.slice(1).join(" "))) {
      // 'un pacchetto di cracker', 'una monoporzione di fette biscottate': one single-serve pack (`DRY_SNACK_PACK_GRAMS`).
      grams = quantity * DRY_SNACK_PACK_GRAMS;
      packAssumed = true;
      unitWord = w;
      words = words.slice(1);
    }
  }
  // A size after the unit or before the name ("2 slices of large bread" is rare; "a medium banana").
  // 'Of' words stay inside a name ('frutti di mare', 'burro di arachidi'); other filler goes everywhere.
  // 'Panna cotta' is a dish, not cooked cream.
  const rest = words.filter(
    (x, k) =>
      !FILLER.has(x) ||
      (INNER.has(x) && k > 0 && k < words.length - 1 && !FILLER.has(words[k - 1]!)) ||
      (x === "cotta" && words[k - 1] === "panna") ||
      (x === "con" && /^chil+i$/.test(words[k - 1] ?? "")),
  );
  const sz2 = rest.length > 1 && !NAMED_PRODUCTS.has(`${rest[0]} ${rest[1]}`) ? SIZES.find(([re]) => re.test(rest[0]!)) : undefined;
  if (sz2 && !size) {
    size = sz2[1];
    rest.shift();
  }
  // Trailing grams: "greek yogurt 150 g", "yogurt greco (150 g)".
  let name = rest.join(" ").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  const trailing = name.match(/^(.*?)\s+(\d+(?:\.\d+)?)\s*(g|gr|grams|grammi|ml|kg|oz)$/);
  if (trailing && grams === null) {
    const factor = MASS_UNITS.find(([re]) => re.test(trailing[3]!))![1];
    grams = Number(trailing[2]) * factor * (quantitySaid && !unit ? 1 : quantity);
    name = trailing[1]!.trim();
    if (!quantitySaid) quantity = 1;
  }
  name = name
    // The article elided before a vowel is no part of the name ('con l'uovo': 0025-panino).
    .replace(/^(?:(?:di|of)\s+|d'\s*|l'\s*)/, "")
    .replace(/\s+(?:da|of|di)$/, "")
    .trim();
  name = lexiconSpelling(cookingSpelling(name));
  // English names the slice after what it is cut from ('a pepperoni pizza slice', 'a cake slice'): a slice of that pizza
  // or cake, its topping or flavour kept, not a sliced topping ('pizza slice' was 350 g of a puff pastry 'slice').
  const slice = unit === null && grams === null ? SLICE_AFTER.exec(name) : null;
  if (slice) {
    name = slice[1]!;
    unit = "slice";
    unitWord = slice[2]!;
  }
  // A pack's unit said after a food the lexicon knows ('a yogurt pot', '2 yoghurt pots') is that unit of the food, as
  // 'a pot of yogurt' is: one pot, not a dish named 'yogurt pot' (CoFID's 250 g) (0024-leftovers).
  const after = name.split(" ");
  const packAfter = unit === null && grams === null && after.length > 1 && PACK_AFTER_FOOD.test(after.at(-1)!);
  const food = packAfter ? lexiconSpelling(after.slice(0, -1).join(" ")) : undefined;
  if (food !== undefined && findLexicon(food, lang)) {
    unit = "container";
    unitWord = after.at(-1);
    name = food;
  }
  // Half a chicken is a whole bird's half, roasted, not half of the lexicon's breast ('nandos half chicken' was 86 g).
  const bird = unit === null && grams === null ? chickenPart(name, quantitySaid && quantity < 1 ? quantity : null) : undefined;
  if (bird) {
    name = bird.name;
    grams = bird.grams;
    quantity = 1;
    quantitySaid = true;
  }
  const entry = findLexicon(name, lang);
  return {
    ...(bird || packAssumed ? { gramsAssumed: true } : {}),
    text: chunk,
    name,
    quantity,
    quantitySaid,
    grams,
    unit,
    ...(unitWord === undefined ? {} : { unitWord }),
    size,
    entry,
    // 'grilled chicken breast' is still the chicken breast: a cooking word does not make a dish.
    // A lexicon name said whole with its cooking word is the whole name too ('verdure grigliate', 'roasted potatoes').
    entryIsWholeName:
      entry !== null && LEXICON_NAMES.some((n) => n.entry === entry && (n.name === withoutPreparation(name) || n.name === name)),
    amountBefore: quantitySaid || unit !== null || size !== null || (grams !== null && !trailing),
    joinedBy: null,
  };
}

/**
 * A chicken said by its part: 'half a roast chicken' (the half taken as the quantity), 'mezzo pollo arrosto', "nandos half
 * chicken": the roast bird at its part of `HALF_CHICKEN_GRAMS` × 2, named as the roast chicken of its language.
 */
export function chickenPart(name: string, fraction: number | null): { name: string; grams: number } | undefined {
  const part = fraction === null ? "" : fraction <= 0.25 ? "quarter " : "half ";
  const m = CHICKEN_PART.exec(`${part}${name}`);
  if (!m) return undefined;
  const share = /^(?:half|mezz[oa])$/.test(m[1]!) ? 0.5 : 0.25;
  return { name: m[2] === "pollo" ? "pollo arrosto" : "roast chicken", grams: share * 2 * HALF_CHICKEN_GRAMS };
}

/** A food cut in slices named before the word 'slice' ('pepperoni pizza slice', 'carrot cake slices'). */
const SLICE_AFTER = /^(.*\b(?:pizza|cake|cheesecake|pie|quiche|tart|loaf))\s+(slices?)$/;

/** Words that say how a food was cooked: a chunk of only these describes the food before it ('a salmon fillet, baked'). */
const PREPARATION =
  /^(?:baked|grilled|fried|roasted|boiled|steamed|poached|broiled|al forno|alla griglia|ai ferri|fritt[oaie]|arrost[oaie]|bollit[oaie]|lessat[oaie]|al vapore)$/;

const withoutPreparation = (name: string) =>
  name
    .split(" ")
    .filter((w) => !PREPARATION.test(w))
    .join(" ");

/** Whether a food's name says how it was cooked ('fried rice', 'pollo arrosto'). */
export const hasPreparationWord = (name: string): boolean => name.split(" ").some((w) => PREPARATION.test(w));

/** Words only one language uses to write a meal: articles, links and household measures ('una tazza di', 'a cup of'). */
const ITALIAN_WORDS =
  /(?:^|\s)(?:un|una|uno|un'|di|del|della|dei|delle|con|e|ed|al|alla|ai|tazza|tazzina|bicchiere|fetta|fette|porzione|piatto|ciotola|cucchiaio|cucchiaini?)(?=\s|$)/;
const ENGLISH_WORDS = /(?:^|\s)(?:a|an|of|with|and|the|some|cup|cups|glass|slice|slices|portion|plate|bowl|spoon|tablespoons?)(?=\s|$)/;

/**
 * The language a description is written in, from its own words ('una tazza di latte' is Italian whatever the screen's
 * language); the screen's language when its words say neither or both ('300 ml latte').
 */
export function descriptionLanguage(text: string, lang?: Lang): Lang | undefined {
  const words = normalizeDescription(text);
  const it = ITALIAN_WORDS.test(words);
  const en = ENGLISH_WORDS.test(words);
  return it && !en ? "it" : en && !it ? "en" : lang;
}

/** A main Italian menus serve with fries: 'patatine' said beside one are fries ('un big mac e patatine'), not crisps. */
const WITH_FRIES =
  /\b(?:big ?macs?|(?:ham|cheese|chicken )?burgers?|hamburger|cheeseburger|hot ?dogs?|nuggets?|kebab|cotolett[ae]|w[uü]rstel|bistecc[ae]|fish)\b/;
/** 'Patatine' without a word saying which ('fritte', 'in busta', 'al forno'). */
const BARE_PATATINE = /\bpatatine\b(?!\s+(?:fritte|in busta|in sacchetto|al forno|di contorno))/g;

export function parseDescription(text: string, screen?: Lang): DescribedItem[] {
  const items: DescribedItem[] = [];
  const lang = descriptionLanguage(text, screen);
  // 'Patatine' alone are crisps (the lexicon), but fries beside a burger or a cutlet (0025-fix20chat).
  const fried = WITH_FRIES.test(text.toLowerCase()) ? text.toLowerCase().replace(BARE_PATATINE, "patatine fritte") : text;
  // 'un panino al crudo', 'un panino col salame': a bread's filling said with 'al / alla / allo / col / coi' is its filling
  // said with 'con' (0025-eggfix), read by the panino rule as the bread and its filling (0025-panino).
  const said = fried.replace(BREAD_FILLING_LINK, (link: string, bread: string, at: number, whole: string) =>
    // A name the lexicon holds whole ('un panino al prosciutto', the tables' ham sandwich) stays that entry.
    heldWhole(whole.slice(at)) ? link : `${bread} con `,
  );
  // Where each composite meal's parts were put (`COMPOSITE_MEALS`), for the list said after it (`compositeListed`).
  const composites: { start: number; parts: number }[] = [];
  for (const { chunk, joinedBy } of joinCompositeNames(splitWithLinks(said), lang)) {
    const item = { ...parseItem(chunk, lang), joinedBy, ...(lang === undefined ? {} : { lang }) };
    const previous = items.at(-1);
    // 'pasta alla carbonara, 200 grammi': an amount alone is the amount of the food before it.
    if (previous && item.name.length === 0 && item.grams !== null && previous.grams === null) {
      items[items.length - 1] = { ...previous, grams: item.grams };
      continue;
    }
    if (previous && PREPARATION.test(item.name) && !item.amountBefore) {
      items[items.length - 1] = { ...previous, name: `${previous.name} ${item.name}` };
      continue;
    }
    if (item.name.length === 0) continue;
    // A meal known by one name that no table holds ('full english breakfast', "a ploughman's"): its usual parts.
    // Said by the plate ('un piatto di gnocchi alla sorrentina'), one plate is the composite as listed.
    const onePlate = item.unit !== null && COMPOSITE_PLATE_UNITS.includes(item.unit) && item.quantity === 1;
    const composite =
      item.grams === null && (item.unit === null || onePlate) ? COMPOSITE_MEALS.find((m) => m.name.test(item.name)) : undefined;
    if (composite) {
      const parts = parseDescription(item.name.replace(composite.name, composite.parts), "en");
      composites.push({ start: items.length, parts: parts.length });
      items.push(
        ...parts.map((x, k) => ({
          ...x,
          joinedBy: k === 0 ? joinedBy : x.joinedBy,
          apart: true,
          ...(screen === "it" ? { shownAs: compositePartName(x.name, "it") } : {}),
        })),
      );
      continue;
    }
    // A mixed drink no table has ('un aperol spritz', 'two spritzes'): its parts, each its measure times the drinks said.
    const parts = item.grams === null ? mixedDrinkParts(item.name) : [];
    if (parts.length > 0) {
      for (const part of parts)
        items.push({
          ...item,
          name: part.entry.en[0]!,
          ...(screen === "it" && part.entry.it[0] ? { shownAs: part.entry.it[0] } : {}),
          entry: part.entry,
          entryIsWholeName: true,
          grams: part.ml * item.quantity,
          unit: null,
        });
      continue;
    }
    // 'avocado toast', 'cheese on toast': a food named before a slice of bread it is eaten on is that food on the bread,
    // two foods (the toast is not lost), the food's amount its own.
    // A bread the lexicon names with 'toast' ('granary toast') is that bread, not a topping on toast.
    const onBread = item.entryIsWholeName ? null : item.name.match(TOPPED_BREAD);
    const topping = onBread ? parseItem(onBread[1]!, lang) : undefined;
    if (onBread && topping?.entry) {
      items.push({ ...item, name: onBread[2]!, entry: findLexicon(onBread[2]!, lang), entryIsWholeName: true });
      items.push({
        ...topping,
        quantity: 1,
        quantitySaid: false,
        grams: null,
        unit: null,
        size: null,
        amountBefore: false,
        joinedBy: "on",
      });
      continue;
    }
    const head = headFirstSplit(item, lang);
    if (head) {
      items.push(head.dish, head.ingredient);
      continue;
    }
    items.push(item);
  }
  withList(items);
  for (const c of composites.toReversed()) compositeListed(items, c.start, c.parts);
  // 'un panino con la cotoletta', 'una piadina con crudo e squacquerone': the bread and its fillings, read as one said head
  // first (`platesHeadFirst`: the tables' sandwich when one holds it whole, else the bread and a filling's portion).
  // A pasta said with 'con' and what it is made with ('orecchiette con le cime di rapa', 'spaghetti con le cozze') is
  // the dish head first as 'pasta cime di rapa' and 'spaghetti alle vongole' are: the tables' dish when one holds it, else
  // the plate shared by the pasta and its ingredient; a condiment ('con parmigiano', 'with butter') stays a topping
  // (0026-itdish).
  items.forEach((x, i) => {
    const next = items[i + 1];
    const bread = lang === "it" && BREAD_HEAD.test(x.name) && next?.joinedBy === "con";
    const pasta = lang === "it" && PASTA_SHAPES.test(x.name) && next?.joinedBy === "con" && !CONDIMENT.test(next.name);
    if (!(bread || pasta) || x.grams !== null || next!.amountBefore) return;
    // A pasta shape is the lexicon's pasta, as a pasta written head first is (`headFirstSplit`).
    const entry = pasta ? findLexicon("pasta", lang) : x.entry;
    items[i] = { ...x, entry, entryIsWholeName: entry !== null, headFirst: true };
  });
  // 'un toast con burro e marmellata': a toast spread is toasted bread, two slices of it for each 'toast', not the bar's
  // toasted ham-and-cheese sandwich; 'un toast' alone or 'con prosciutto e formaggio' stays that sandwich (0025-panino).
  items.forEach((x, i) => {
    const next = items[i + 1];
    const spread = next && (next.joinedBy === "con" || next.joinedBy === "with") && !next.amountBefore && SPREAD_NAME.test(next.name);
    if (x.entry?.key !== "italian-toast" || x.grams !== null || x.unit !== null || !spread) return;
    const bread = parseItem("pane tostato", "it");
    items[i] = {
      ...x,
      name: bread.name,
      entry: bread.entry,
      entryIsWholeName: true,
      unit: "slice",
      quantity: 2 * x.quantity,
      quantitySaid: true,
    };
  });
  // Milk said without an amount with a bowl of cereal ('cornflakes with milk') is the milk poured on it, not a glass.
  const read = items.map((x, i) =>
    i > 0 && MILK_NAME.test(x.name) && x.grams === null && x.unit === null && !x.quantitySaid && BREAKFAST_CEREAL.test(items[i - 1]!.name)
      ? { ...x, grams: MILK_ON_CEREAL_ML, gramsAssumed: true }
      : x,
  );
  // A plate of pasta said without an amount beside pieces counted ('3 meatballs with spaghetti', 'spaghetti con 3
  // polpette') is still a plate: the pieces are what goes with it, not what sizes it.
  const counted = read.some((x) => x.quantitySaid && x.quantity > 1 && x.unit === null && x.grams === null);
  return counted
    ? read.map((x) => (PLATE_OF.has(x.entry?.key ?? "") && !x.amountBefore && x.grams === null ? { ...x, unit: "bowl" } : x))
    : read;
}

/**
 * A list said after 'with' / 'con', its items parted by commas and the last joined by 'and' / 'e' ('a burrito with rice,
 * beans, cheese and sour cream'), is one list of what goes with the food before it: the items between, with no amount of
 * their own, are joined by 'and' as the last is, not meals of their own after a comma (0025-anacompound). In place.
 */
function withList(items: DescribedItem[]): void {
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.joinedBy !== "with" && items[i]!.joinedBy !== "con") continue;
    let j = i + 1;
    while (j < items.length && items[j]!.joinedBy === null && !items[j]!.amountBefore && items[j]!.grams === null) j++;
    const last = items[j];
    if (j === i + 1 || !last || !/^(?:and|e|ed)$/.test(last.joinedBy ?? "") || last.amountBefore) continue;
    for (let k = i + 1; k < j; k++) items[k] = { ...items[k]!, joinedBy: last.joinedBy };
    i = j;
  }
}

/**
 * A composite meal whose name has an 'e' the split breaks at ('pasta e ceci', 'cacio e pepe', 'risi e bisi', 'una
 * coppetta di gelato fragola e limone'; 0027-fix22bIT): the chunks are joined back when together they name one
 * (`COMPOSITE_MEALS`), so the dish is read as its parts, not as its first word and a raw second food.
 */
function joinCompositeNames(
  chunks: { chunk: string; joinedBy: string | null }[],
  lang: "en" | "it" | undefined,
): { chunk: string; joinedBy: string | null }[] {
  const out: { chunk: string; joinedBy: string | null }[] = [];
  for (const c of chunks) {
    const prev = out.at(-1);
    // Only 'e' / 'and': a 'con' is the head-first dish's ingredient ('pasta zucchine e gamberi'; 0024-italhead).
    if (prev && c.joinedBy !== null && ["e", "ed", "and"].includes(c.joinedBy)) {
      const joined = `${prev.chunk} ${c.joinedBy} ${c.chunk}`;
      const item = parseItem(joined, lang);
      // Or a product the lexicon names whole with its 'and' ('a cheese and onion pasty'; 0027-pins22).
      const product = lexiconEntryNamed(item.name, lang)?.product === true;
      if (item.grams === null && (product || COMPOSITE_MEALS.some((m) => m.name.test(item.name)))) {
        prev.chunk = joined;
        continue;
      }
    }
    out.push({ ...c });
  }
  return out;
}

/**
 * A composite meal said with a list of its own parts after 'with' / 'con' ('fry up with 2 sausages, bacon, egg, beans and
 * toast', 'full english with bacon and eggs'): each part once, not the composite's and the list's (0026-fix21ana: the
 * fry-up read 1,494 kcal, the sausages, bacon, egg and toast twice and 'beans' a second time as black beans). A listed
 * food that is a part is that part (the composite's food: 'beans' are its baked beans, 'egg' its fried egg), sized as
 * said, else as the part. A list naming at least `COMPOSITE_LISTED_SHARE` of the parts is the whole plate; a shorter one
 * says which of the composite's parts it has, and the composite keeps the others. Listed foods that are no part are
 * eaten with it. In place.
 */
function compositeListed(items: DescribedItem[], start: number, count: number): void {
  const end = start + count;
  if (!WITH_LINKS_SAID.has(items[end]?.joinedBy ?? "")) return;
  let last = end + 1;
  while (last < items.length && /^(?:and|e|ed)$/.test(items[last]!.joinedBy ?? "")) last++;
  const parts = items.slice(start, end);
  const listed = items.slice(end, last);
  const partOf = listed.map((x) => parts.findIndex((p) => isCompositePart(p.name, x.name)));
  const named = new Set(partOf.filter((k) => k >= 0));
  if (named.size === 0) return;
  const said = listed.map((x, k): DescribedItem => {
    const part = parts[partOf[k]!];
    if (!part) return x;
    const sized = x.grams !== null || x.unit !== null || x.quantitySaid;
    // Said in the plural with no number ('eggs'), where the part is one ('a fried egg'): the part's food, in the plural.
    const plural = !sized && /[^s]s$/.test(x.name) && !part.name.endsWith("s") ? `${part.name}s` : part.name;
    const food = sized || plural !== part.name ? { ...parseItem(plural, "en"), ...pick(x) } : part;
    return { ...food, joinedBy: x.joinedBy, apart: true };
  });
  const whole = named.size >= COMPOSITE_LISTED_SHARE * count;
  const kept = whole ? [] : parts.filter((_, k) => !named.has(k));
  const plate = [...kept, ...said].map((x, k) => ({ ...x, joinedBy: k === 0 ? items[start]!.joinedBy : x.joinedBy }));
  items.splice(start, last - start, ...plate);
}
const WITH_LINKS_SAID = new Set(["with", "con"]);
/** The amount said of a food, to size another food by it. */
const pick = (x: DescribedItem) => ({
  quantity: x.quantity,
  quantitySaid: x.quantitySaid,
  grams: x.grams,
  unit: x.unit,
  size: x.size,
  amountBefore: x.amountBefore,
  text: x.text,
  ...(x.unitWord === undefined ? {} : { unitWord: x.unitWord }),
});

/**
 * Foods spread on bread, as said ('burro', 'marmellata', 'jam'): toast with one is toasted bread, and two joined by 'and'
 * ('burro e marmellata', 'butter and jam') are two spreads, no dish named after both (0025-panino).
 */
export const SPREAD_NAME =
  /^(?:burro|marmellata|confettura|nutella|miele|crema spalmabile|burro di arachidi|butter|jam|marmalade|honey|peanut butter)$/;

/** Cow's milk or a milk drink by its kind, in English and Italian ('semi-skimmed milk', 'latte parzialmente scremato'). */
const MILK_NAME =
  /^(?:(?:whole|full[- ]fat|semi[- ]?skimmed|skimmed|skim|low[- ]fat|oat|soya?|almond|rice)\s+)?milk$|^latte(?: (?:intero|parzialmente scremato|scremato|di (?:soia|avena|mandorl[ae]|riso)))?$/;

/**
 * Italian dishes written head first: the head names the dish and the words after it, with no link word, what it is made
 * with ('pasta zucchine e gamberi' is 'pasta con zucchine e gamberi', 'risotto zucca e salsiccia', 'insalata pollo e
 * avocado', 'bresaola rucola e grana'). Pasta shapes, risotto, a salad and a cured meat said first.
 */
const PASTA_SHAPE_WORDS =
  "pasta|spaghetti|penne|tagliatelle|fettuccine|pappardelle|bucatini|farfalle|orecchiette|paccheri|fusilli|rigatoni|linguine|trofie|maccheroni|tagliolini|strozzapreti|casarecce|calamarata|gnocchetti";
const PASTA_SHAPES = new RegExp(`^(?:${PASTA_SHAPE_WORDS})$`);
// A 'tramezzino' named with its fillings ('tramezzino prosciutto e mozzarella') is its bread made with them (0025-anacompound).
// A panino or a piadina too, said head first or with 'con' ('piadina crudo e stracchino', 'un panino con la cotoletta';
// 0025-panino).
const HEAD_FIRST = new RegExp(`^(?:${PASTA_SHAPE_WORDS}|risotto|insalata|bresaola|carpaccio|tramezzin[oi]|panin[oi]|piadin[ae])$`);
/** A bread's filling said with another link than 'con' ('panino al crudo', 'panino col salame'). */
const BREAD_FILLING_LINK = /\b(panin[oi]|piadin[ae])\s+(?:al|alla|allo|col|coi|colla|con il|con lo|con la)\s+/gi;
/** Whether the text from here to the end of its food ('panino al prosciutto, una coca') is a lexicon name said whole. */
const heldWhole = (rest: string): boolean => {
  const food = rest
    .toLowerCase()
    .split(/[,;.+]|\s+(?:e|ed|and|with|con)\s+/)[0]!
    .trim();
  return LEXICON_NAMES.some((n) => n.name === food);
};
/**
 * What is put on a plate of pasta rather than cooked in it: grated cheese, oil or butter, a sauce, herbs and spices
 * ('spaghetti con parmigiano', 'pasta con burro'), read as a topping, not the dish's ingredient.
 */
const CONDIMENT =
  /\b(?:parmigiano|grana|pecorino|formaggio|olio|burro|sugo|salsa|pesto|ragù|ragu|pomodoro|panna|besciamella|pepe|sale|peperoncino|aglio|basilico|prezzemolo|ketchup|maionese|pangrattato)\b/;
/** A bread named before its filling joined by 'con' ('un panino con la cotoletta'): its filling is what it is made with. */
const BREAD_HEAD = /^(?:tramezzin[oi]|panin[oi]|piadin[ae])$/;
/**
 * Words after a head that only say which one it is, not an ingredient ('insalata mista', 'pasta frolla', 'risotto
 * bianco', 'bresaola punta d'anca'): the name stays whole.
 */
const NOT_AN_INGREDIENT =
  /^(?:mist[aeio]|verd[ei]|grec[ao]|capres[ei]|russa|nizzarda|tiepid[ao]|fredd[ao]|integral[ei]|frolla|sfoglia|brisee?|brisée|madre|fill?o|corta|lunga|ripien[ao]|bianc[ao]|ner[ao]|giall[ao]|ross[ao]|milanese|estiva|secca|light|fresc[ao]|punta|condit[ao]|semplice|scondit[ao]|in|al|alla|alle|allo|ai|agli|all'|di|del|della|dei|delle|con|e|ed|da)$/;

/** The links of a pasta named by what it is made with ('spaghetti alle vongole', 'penne al salmone'). */
const DISH_LINK = /^(?:al|alla|alle|allo|ai|agli|all)$/;
/**
 * What a pasta is dressed with that names a sauce, not an ingredient: the tables hold the pasta with that sauce
 * ('pasta al pomodoro', 'al sugo', 'al ragù', 'al pesto').
 */
const SAUCE_WORD = /\b(?:sauce|bolognese|tomato|pesto)\b/;

/**
 * A pasta named by a food it is made with after 'al / alla / alle / ai' ('spaghetti alle vongole', 'penne al salmone',
 * 'pasta ai funghi'): the food, when the search knows it as one (a style or a sauce, 'alla carbonara', 'alla norma',
 * 'al pomodoro', is not). Read as a dish written head first: the table's dish when one holds it, else the plate of
 * pasta with its ingredient (0025-chatdish: 'spaghetti alle vongole' was 124 g of plain pasta).
 */
function linkedIngredient(head: string, rest: string[]): string[] | undefined {
  if (!PASTA_SHAPES.test(head) || rest.length < 2 || !DISH_LINK.test(rest[0]!)) return undefined;
  const food = rest.slice(1);
  const english = translateItalian(food.join(" "));
  return english && !SAUCE_WORD.test(english.query) ? food : undefined;
}

/** The head of a dish written head first and its first ingredient, when the name is one ('pasta zucchine'). */
function headFirstSplit(item: DescribedItem, lang?: Lang): { dish: DescribedItem; ingredient: DescribedItem } | undefined {
  const [head, ...said] = item.name.split(" ");
  if (lang !== "it" || !head || !HEAD_FIRST.test(head) || said.length === 0) return undefined;
  const linked = linkedIngredient(head, said);
  const rest = linked ?? said;
  if (NOT_AN_INGREDIENT.test(rest[0]!)) return undefined;
  // A name the lexicon holds whole ('insalata verde', 'pasta integrale') is that food.
  if (item.entryIsWholeName) return undefined;
  const ingredient = parseItem(rest.join(" "), lang);
  const pasta = PASTA_SHAPES.test(head) ? findLexicon("pasta", lang) : null;
  const entry = pasta ?? findLexicon(head, lang);
  return {
    dish: { ...item, name: head, entry, entryIsWholeName: entry !== null, headFirst: true, ...(linked ? { linkedDish: true } : {}) },
    ingredient: { ...ingredient, joinedBy: "con", ...(lang === undefined ? {} : { lang }) },
  };
}

/** Foods eaten as a plate of their own ('spaghetti', 'pasta'): the lexicon's bowl is their plate (250 g, decision 0016). */
const PLATE_OF = new Set(["pasta"]);

/** A food named before the bread it is on ('avocado toast'): English names the bread last. */
const TOPPED_BREAD = /^(?!french\b)([a-z][a-z ]*?) (toast)$/;

/**
 * Everyday food words a typo is read against (`typoCorrected`) beside the lexicon's own names: the words people type
 * most that the lexicon names only inside a longer name or not at all.
 */
const COMMON_FOOD_WORDS = [
  "chicken",
  "sandwich",
  "sandwiches",
  "scrambled",
  "porridge",
  "spaghetti",
  "bolognese",
  "broccoli",
  "sausages",
  "potatoes",
  "tomatoes",
  "biscuits",
  "yoghurt",
  "cheese",
  "salad",
  "curry",
  "omelette",
  "burger",
  "chips",
  "beans",
  "cereal",
  "noodles",
  "pasta",
  "bread",
  "soup",
  "mince",
  "lasagne",
  // Food words a typo's neighbour must not swallow ('lamb chops' is no 'chips', a 'pasty' no 'pasta').
  "chops",
  "pasty",
  "pastry",
  "pasties",
  "sauce",
  "gravy",
  "fries",
  "wraps",
  "kebab",
  "peas",
  "mash",
  "pies",
  "ribs",
  "steak",
  "beef",
  "pork",
  "lamb",
  "fish",
  "cake",
  "buns",
];

let typoWords: string[] | undefined;
/** The words a typo is read against: the lexicon's English names' words of three letters or more, and `COMMON_FOOD_WORDS`. */
function knownFoodWords(): string[] {
  typoWords ??= [
    ...new Set([...LEXICON_NAMES.filter((n) => n.lang === "en").flatMap((n) => n.name.split(" ")), ...COMMON_FOOD_WORDS]),
  ].filter((w) => /^[a-z]{3,}$/.test(w));
  return typoWords;
}

/** Whether two words are one edit apart: a letter dropped, added, changed, or two letters swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * A food name no table found, with a typo of a known food word ('scrambled egs', 'chiken curry', 'a bannana', 'a ham
 * sandwhich'): the name with the word corrected, when the word is one edit from a known word (`knownFoodWords`) and
 * every such word is the same food (its singular or plural), keeping the first letter; undefined when nothing is
 * corrected. Three letters at least, so 'tea' or 'egg' are never read as another word; a word known already stays
 * (0027-fix22bEN: an unknown word was a 100 g part with no energy).
 */
export function typoCorrected(name: string): string | undefined {
  const known = knownFoodWords();
  let changed = false;
  const words = name.split(" ").map((w) => {
    if (w.length < 3 || !/^[a-z]+$/.test(w) || known.includes(w)) return w;
    // Never a letter changed in a word of four ('malt loaf' is no tea 'leaf'; `isTypoOf`, 0027-fuzzy22).
    const near = known.filter((k) => k[0] === w[0] && oneEditApart(w, k) && isTypoOf(w, k));
    const stems = new Set(near.map((k) => k.replace(/(?:es|s)$/, "")));
    if (near.length === 0 || stems.size > 1) return w;
    changed = true;
    // The plural when both are near ('egs' is 'eggs' as much as 'egg'): the form said by its letters' count first.
    return near.find((k) => k.length === w.length + 1) ?? near[0]!;
  });
  return changed ? words.join(" ") : undefined;
}
