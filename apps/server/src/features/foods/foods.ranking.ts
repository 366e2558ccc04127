import type { Expansion } from "./foods.vocabulary.ts";

/**
 * Which candidate foods match a query and in what order: pure functions over the normalized search
 * text (' english words | local words '), so the database only has to hand over the candidates.
 * Query words are [a-z0-9] only (see normalizeText), so plain substring tests are exact.
 */

export interface RankQuery {
  /** The whole query, normalized: 'chiken brest'. */
  normalized: string;
  tokens: string[];
  expansions: Expansion[];
}

export interface Rankable {
  id: number;
  search_text: string;
  commonness: number;
  user_id: number | null;
  is_recent: boolean;
}

const typoWords = (e: Expansion) => e.words.filter((w) => w.kind === "fuzzy").map((w) => w.word);

/** Does the name contain this query word: anywhere from 4 letters on (compounds), else at a word start, or a typo correction at a word start? */
function matchesWord(text: string, e: Expansion): boolean {
  if (e.token.length >= 4 ? text.includes(e.token) : text.includes(` ${e.token}`)) return true;
  return typoWords(e).some((w) => text.includes(` ${w}`));
}

/** Every query word must match. */
export const matchesAll = (text: string, q: RankQuery) => q.expansions.every((e) => matchesWord(text, e));

/**
 * Every query word matched at a word start (itself or a correction), not only inside a word; a word of 5 letters
 * or more, which is rather typed whole than a prefix, as a whole word or its plural ('bread' is not 'breadfruit').
 */
const allWordStarts = (text: string, q: RankQuery) =>
  q.expansions.every((e) =>
    e.token.length >= 5
      ? [` ${e.token} `, ` ${e.token}s `, ` ${e.token}es `].some((w) => text.includes(w)) ||
        typoWords(e).some((w) => text.includes(` ${w}`))
      : text.includes(` ${e.token}`) || typoWords(e).some((w) => text.includes(` ${w}`)),
  );

const isExact = (text: string, q: RankQuery) => text === ` ${q.normalized} ` || text.endsWith(` | ${q.normalized} `);
const startsWith = (text: string, words: string) => text.startsWith(` ${words}`) || text.includes(` | ${words}`);

/**
 * Words that name another food when a query word stands right before them: 'chicken egg' is an egg, 'beef
 * tallow' a fat, 'chicken liver' offal, 'chicken soup' a soup. Unless the query has the word too, such a name is
 * no answer to 'chicken' (shown as "Egg, whole, raw" for the egg group, which read as a wrong answer).
 */
const OTHER_FOOD_HEADS = new Set([
  "egg",
  "eggs",
  "fat",
  "tallow",
  "lard",
  "oil",
  "liver",
  "heart",
  "kidney",
  "tongue",
  "brain",
  "skin",
  "feet",
  "stock",
  "broth",
  "bouillon",
  "soup",
  "gravy",
  "sauce",
  "extract",
  "roe",
  "salad",
  "sandwich",
  "spread",
  "paste",
  "nuggets",
  "pie",
  // Dishes and products made of the food: 'salmon cake', 'pork hash', 'beef jerky'.
  "cake",
  "cakes",
  "casserole",
  "burger",
  "burgers",
  "patty",
  "hash",
  "jerky",
  "sausage",
  "sausages",
  "curry",
  "stew",
  "scratchings",
  "rinds",
  "crackling",
]);
/** Preparations that make a food less likely the plain one asked for ('salmon' is rather raw salmon than smoked). */
const PROCESSED = ["smoked", "salted", "canned", "dried", "cured", "corned", "pickled", "fried", "breaded", "sweetened"];

/** The English name of a search text, padded like it (' salmon smoked '). */
const englishPart = (text: string) => `${(text.split(" | ")[0] ?? text).trimEnd()} `;

/** A query word stands before another food's noun in the English name ('chicken egg' for 'chicken'). */
function namesAnotherFood(text: string, q: RankQuery): boolean {
  const english = englishPart(text);
  // 'Eggs, chicken, whole', 'Fat, chicken': the name's first word is its noun.
  const head = english.trim().split(" ")[0] ?? "";
  if (OTHER_FOOD_HEADS.has(head) && !q.tokens.includes(head)) return true;
  return q.tokens.some((token) => {
    if (OTHER_FOOD_HEADS.has(token)) return false;
    const at = english.indexOf(` ${token} `);
    if (at === -1) return false;
    const next = english.slice(at + token.length + 2).split(" ")[0] ?? "";
    // 'Pork and beans', 'Chicken with gravy': a dish or a mix, not the food itself.
    if ((next === "and" || next === "with") && !q.tokens.includes(next)) return true;
    return OTHER_FOOD_HEADS.has(next) && !q.tokens.includes(next);
  });
}

/**
 * Tiers, best first: 0 the whole English or local name is the query; 1 everyday foods (commonness ≥ 50)
 * whose every query word matched a word start; 2 the user's own custom and recently logged foods;
 * 3 everything else that matched; 4 a name where the query word qualifies another food ('chicken egg' for 'chicken').
 */
export function tierOf(r: Rankable, q: RankQuery): number {
  if (isExact(r.search_text, q)) return 0;
  if (namesAnotherFood(r.search_text, q)) return 4;
  if (r.commonness >= 50 && allWordStarts(r.search_text, q)) return 1;
  if (r.user_id !== null || r.is_recent) return 2;
  return 3;
}

/**
 * Inside a tier: the name starts with the whole query (+40) or with its first word (+35); per query
 * word 30 whole word, 20 word start, 18 word end (a German compound's head: 'vollkornbrot' is bread),
 * 12 a typo correction, 8 inside a word; plus commonness, minus length / 8 (shorter is more generic).
 */
export function scoreOf(r: Rankable, q: RankQuery): number {
  const text = r.search_text;
  let score = r.commonness - text.length / 8;
  if (isExact(text, q)) score += 30;
  if (startsWith(text, q.normalized)) score += 40;
  if (startsWith(text, q.tokens[0]!)) score += 35;
  for (const e of q.expansions) {
    if (text.includes(` ${e.token} `)) score += 30;
    else if (text.includes(` ${e.token}`)) score += 20;
    else if (text.includes(`${e.token} `)) score += 18;
    else if (typoWords(e).some((w) => text.includes(` ${w}`))) score += 12;
    else score += 8;
  }
  const english = englishPart(text);
  for (const word of PROCESSED) if (english.includes(` ${word} `) && !q.tokens.includes(word)) score -= 15;
  return score;
}

/** The matching candidates, best first. */
export function rankFoods<T extends Rankable>(candidates: T[], q: RankQuery): T[] {
  return candidates
    .filter((r) => matchesAll(r.search_text, q))
    .map((r) => ({ r, tier: tierOf(r, q), score: scoreOf(r, q) }))
    .sort((a, b) => a.tier - b.tier || b.score - a.score || a.r.id - b.r.id)
    .map((x) => x.r);
}
