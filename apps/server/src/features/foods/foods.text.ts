/**
 * Text rules shared by the import and by search, so both sides see names the same way:
 * lower case, accents removed, anything that is not a letter or digit becomes one space.
 */

const FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ı: "i" };

/** 'Crème fraîche, 30 %' → 'creme fraiche 30'. */
export function normalizeText(input: string): string {
  return input
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđı]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** German spelling without umlauts: 'käse' is also typed 'kaese'. */
function umlautVariants(name: string): string[] {
  const lower = name.toLowerCase();
  if (!/[äöü]/.test(lower)) return [];
  const swapped = normalizeText(lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue"));
  const plain = new Set(normalizeText(lower).split(" "));
  return swapped.split(" ").filter((w) => !plain.has(w));
}

/**
 * What search matches: ' english words | local words [umlaut variants] '. The padding and the '|'
 * (never part of a query) let `LIKE '% word%'` find word starts and `LIKE ' query%'` name starts.
 */
export function toSearchText(nameEn: string, nameLocal?: string | null): string {
  const en = normalizeText(nameEn);
  const local = nameLocal ? [normalizeText(nameLocal), ...umlautVariants(nameLocal)].join(" ").trim() : "";
  return local ? ` ${en} | ${local} ` : ` ${en} `;
}

/**
 * Which line of a joined text holds the character at `at`: `starts` are the lines' first characters, in order
 * (the first `count` of them count). Texts joined one a line are searched with one indexOf scan.
 */
export function lineAt(starts: Int32Array, count: number, at: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Query words, at most 8, without repeats. */
export function queryTokens(normalized: string): string[] {
  return [...new Set(normalized.split(" ").filter(Boolean))].slice(0, 8);
}

/** Words that don't tell two foods apart ('Egg, whole, raw, fresh' = 'Eggs, whole, raw'). */
const GROUP_STOPWORDS = new Set([
  "and",
  "or",
  "with",
  "of",
  "the",
  "a",
  "an",
  "in",
  "fresh",
  "regular",
  "nfs",
  "ns",
  "as",
  "to",
  "all",
  "types",
  "average",
  "commercial",
  "food",
  "foods",
]);

function singular(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && (w.endsWith("oes") || w.endsWith("ches") || w.endsWith("shes"))) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}

/**
 * Rows of different tables that name the same food get the same key: the English name's distinguishing
 * words, singular, sorted. 'Bananas, raw' (SR28), 'Banana, raw' (FNDDS) and 'Banana raw' (BLS) → 'banana raw'.
 */
export function toGroupKey(nameEn: string): string {
  const words = normalizeText(nameEn)
    .split(" ")
    .filter((w) => w && !GROUP_STOPWORDS.has(w))
    .map(singular);
  return [...new Set(words)].sort().join(" ");
}

/** SR28 marks brands and chains in capitals (KRAFT, McDONALD'S); abbreviations like NFS or DHA aren't brands. */
const NOT_BRANDS = new Set([
  "NFS",
  "NS",
  "USDA",
  "DHA",
  "ARA",
  "UHT",
  "RTE",
  "RTF",
  "II",
  "III",
  "IV",
  "USA",
  "US",
  "UK",
  "EU",
  "PHE",
  "NLEA",
  "MSG",
  "BBQ",
  "TM",
]);
const hasBrand = (name: string) => (name.match(/\b[A-Z][A-Z'&]{2,}\b/g) ?? []).some((w) => !NOT_BRANDS.has(w));

/**
 * 0-100: how everyday a food is, from its name alone plus curated staples. Generic short names
 * ('Milk, whole') beat long specific ones; brands, baby foods and fast-food items rank lower;
 * a food that several tables publish is probably a staple.
 */
export function commonnessOf(nameEn: string, category: string | null, opts: { tablesInGroup: number; isStaple: boolean }): number {
  let score = 40;
  score -= Math.min(24, 4 * (nameEn.match(/,/g)?.length ?? 0));
  score -= Math.min(10, Math.max(0, nameEn.length - 30) / 6);
  if (hasBrand(nameEn)) score -= 25;
  const lowerName = nameEn.toLowerCase();
  const lowerCat = (category ?? "").toLowerCase();
  if (/baby ?food|infant formula|toddler/.test(lowerName) || /baby ?food/.test(lowerCat)) score -= 25;
  if (/fast food|restaurant/.test(lowerName) || /fast food|restaurant/.test(lowerCat)) score -= 15;
  score += Math.min(20, 6 * (opts.tablesInGroup - 1));
  if (opts.isStaple) score += 40;
  return Math.max(0, Math.min(100, Math.round(score)));
}
