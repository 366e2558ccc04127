import { NUMBER_WORDS } from "../../lib/number-words.ts";
import { LEXICON_NAMES, type LexiconEntry, type Unit } from "./analyzer.lexicon.ts";

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
  size: "small" | "medium" | "large" | null;
  entry: LexiconEntry | null;
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
];

const HOUSEHOLD_UNITS: [RegExp, Unit][] = [
  [/^(?:cups?|mugs?|tazz[ae]|tazzin[ae])$/, "cup"],
  [/^(?:glass(?:es)?|bicchier[ei])$/, "glass"],
  [/^(?:slices?|fett[ae]|fettin[ae])$/, "slice"],
  [/^(?:tablespoons?|tbsps?|tbs|cucchiai|cucchiaio)$/, "tbsp"],
  [/^(?:teaspoons?|tsps?|cucchiaini|cucchiaino)$/, "tsp"],
  [/^(?:pieces?|pezz[oi]|pcs?)$/, "piece"],
  [/^(?:bowls?|ciotol[ae]|scodell[ae]|piatt[oi])$/, "bowl"],
  [/^(?:cans?|tins?|lattin[ae]|scatolett[ae])$/, "can"],
  [/^(?:bars?|barrett[ae]|tavolett[ae])$/, "bar"],
  [/^(?:pots?|containers?|tubs?|vasett[oi]|confezion[ei])$/, "container"],
  [/^(?:scoops?|pallin[ae])$/, "scoop"],
  [/^(?:handfuls?|mancia?t[ae]|pugn[oi])$/, "handful"],
  [/^(?:fillets?|filett[oi])$/, "fillet"],
  [/^(?:servings?|portions?|porzion[ei])$/, "serving"],
  [/^(?:bottles?|bottigli[ae])$/, "bottle"],
];

const SIZES: [RegExp, DescribedItem["size"]][] = [
  [/^(?:small|little|piccol[oaie])$/, "small"],
  [/^(?:medium|medi[oaie]|average)$/, "medium"],
  [/^(?:large|big|grand[ei]|extra large)$/, "large"],
];

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

export function normalizeDescription(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\bun'/g, "un' ")
    .replace(/\b(\d+)\s*½/g, "$1.5")
    .replace(/½/g, "0.5")
    .replace(/¼/g, "0.25")
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/\b(\d+) (?:and a half|e mezz[oa])\b/g, "$1.5")
    .replace(/(\d)\s*(g|gr|kg|ml|cl|dl|l|oz|lbs?|mg)\b/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits on commas, semicolons, plus signs and the words and/with/plus/e/con. */
export function splitDescription(text: string): string[] {
  return normalizeDescription(text)
    .split(/\s*(?:[,;+&\n]|\band\b|\bwith\b|\bplus\b|\be\b|\bed\b|\bcon\b|\balso\b|\banche\b)\s*/)
    .map((s) =>
      s.trim().replace(/^(?:i (?:had|ate)|ho mangiato|mangiato|for (?:breakfast|lunch|dinner)|a colazione|a pranzo|a cena)\s*:?\s*/, ""),
    )
    .filter((s) => /[a-zà-ú]/.test(s));
}

function findLexicon(name: string): LexiconEntry | null {
  const padded = ` ${name} `;
  for (const { name: n, entry } of LEXICON_NAMES) {
    if (padded.includes(` ${n} `)) return entry;
  }
  return null;
}

export function parseItem(chunk: string): DescribedItem {
  let words = chunk.split(" ").filter(Boolean);
  let quantity = 1;
  let quantitySaid = false;
  let grams: number | null = null;
  let unit: Unit | null = null;
  let size: DescribedItem["size"] = null;

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
      if (words.length > n - 1 && phrase in NUMBER_WORDS) {
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
    const sz = SIZES.find(([re]) => re.test(w));
    if (sz) {
      size = sz[1];
      words = words.slice(1);
    }
    const hh = HOUSEHOLD_UNITS.find(([re]) => re.test(words[0] ?? ""));
    if (hh) {
      unit = hh[1];
      words = words.slice(1);
    }
  }
  // A size after the unit or before the name ("2 slices of large bread" is rare; "a medium banana").
  const rest = words.filter((x) => !FILLER.has(x));
  const sz2 = rest.length > 1 ? SIZES.find(([re]) => re.test(rest[0]!)) : undefined;
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
  name = name.replace(/^(?:di|of|d')\s+/, "").trim();
  return { text: chunk, name, quantity, quantitySaid, grams, unit, size, entry: findLexicon(name) };
}

export function parseDescription(text: string): DescribedItem[] {
  return splitDescription(text)
    .map(parseItem)
    .filter((i) => i.name.length > 0);
}
