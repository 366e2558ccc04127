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

/** Every query word matched at a word start (itself or a correction), not only inside a word. */
const allWordStarts = (text: string, q: RankQuery) =>
  q.expansions.every((e) => text.includes(` ${e.token}`) || typoWords(e).some((w) => text.includes(` ${w}`)));

const isExact = (text: string, q: RankQuery) => text === ` ${q.normalized} ` || text.endsWith(` | ${q.normalized} `);
const startsWith = (text: string, words: string) => text.startsWith(` ${words}`) || text.includes(` | ${words}`);

/**
 * Tiers, best first: 0 the whole English or local name is the query; 1 everyday foods (commonness ≥ 50)
 * whose every query word matched a word start; 2 the user's own custom and recently logged foods;
 * 3 everything else that matched.
 */
export function tierOf(r: Rankable, q: RankQuery): number {
  if (isExact(r.search_text, q)) return 0;
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
