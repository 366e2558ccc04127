import type { Expansion } from "./foods.vocabulary.ts";
import { normalizeText } from "./foods.text.ts";

/**
 * Which candidate foods match a query and in what order: pure functions over the candidates' names, so
 * the database only has to hand over the candidates.
 *
 * One measured score, no rule for any one food: a weighted sum of
 *   - text:      how well each query word matches the name (whole word, word start, a German compound's
 *                head, a typo correction, inside a word), like a full-text rank;
 *   - trigram:   trigram similarity of the query and the name (close, short names score high);
 *   - head:      the query words are the noun the name is about ('Salmon, raw', 'Fish, salmon, wild'),
 *                not a word qualifying another food ('Salmon cakes', 'Chicken egg', 'Peach nectar');
 *                in English the noun is the last word of its comma-separated part;
 *   - lead:      the name starts with the query's first word;
 *   - extra:     how many words of the name the query did not ask for (preparation words count half,
 *                'raw', 'plain', 'whole'… not at all): generic names beat specific ones;
 *   - exact:     the whole name is the query;
 *   - prior:     the food's commonness (0-100, set by the import: generic short names, staples, several
 *                tables publishing it; brands, baby food and fast food lower), half of it when the words
 *                typed only qualify the food ('Chicken egg' is everyday, but not as chicken);
 *   - usual:     the name says the query's food the way most candidate names say it: 'fries' is said
 *                'french fries' by most fries names of the tables, 'yuca fries' by one; 'cheese' mostly
 *                heads its name ('Cheese, cheddar'). The share of candidates that share the word right before
 *                the query's last word (or its absence), relative to the most shared one;
 *   - history:   the user logged the food before (more often and more recently = more), or created it.
 * A food answers to its best name: the English and the local name are scored apart and the better counts.
 * The weights are tuned on the relevance set (test/eval/search-relevance.json, npm run eval:search) with
 * every 5th case held out.
 */

export interface RankQuery {
  /** The whole query, normalized: 'chiken brest'. */
  normalized: string;
  tokens: string[];
  expansions: Expansion[];
}

export interface Rankable {
  id: number;
  name_en: string;
  name_local: string | null;
  search_text: string;
  commonness: number;
  user_id: number | null;
  is_recent: boolean;
  /** How often the user logged the food (0: never). */
  uses?: number;
  /** Days since the user last logged it (null: never). */
  days_since_use?: number | null;
  /** The same food in the other tables (set by the import), by their English names. */
  group_members?: { nameEn: string }[] | null;
  /**
   * Its names taken apart (English, then local) and its group members' English names, set by the ranking when it
   * first ranks the food (shapesOf).
   */
  shapes?: Shapes;
}

/** A food's names taken apart once (see Rankable.shapes). */
export interface Shapes {
  en: NameShape;
  local: NameShape | null;
  members: NameShape[] | null;
}

/** The weights of the score's parts (see above). Tuned with scripts/tune-search.ts on the relevance set (held-out part excluded). */
export const WEIGHTS = {
  text: 30,
  trigram: 23,
  head: 19,
  lead: 27,
  extra: 25,
  exact: 15,
  prior: 40,
  usual: 20,
  // Not in the relevance set (anonymous readers): set so a food the user logged ranks first for words it matches.
  history: 100,
};

/**
 * Words that say how a food is kept or cooked, not which food it is. 'Basic' ones describe the plain food
 * itself (no penalty); preparations make it a little more specific (half a word).
 */
const BASIC = new Set(
  (
    "raw fresh plain natural whole average all types type regular commercial commercially farmed wild domestic " +
    "cultivated conventional organic flesh peeled unpeeled without with added salt no ripe mature uncooked " +
    "unprepared enriched unenriched dry fluid year round cru crue frais fraiche nature entier moyen aliment " +
    "elevage sauvage roh frisch natur"
  ).split(" "),
);
const PREPARED = new Set(
  (
    "cooked boiled steamed baked roasted grilled broiled poached stewed braised microwaved fried sauteed " +
    "drained frozen canned heated toasted prepared home recipe cuit cuite bouilli vapeur grille rotie " +
    "gekocht gegart gebraten gedunstet gegrillt"
  ).split(" "),
);
/** Linking words of the tables' languages: neither asked for nor extra. */
const LINKS = new Set(
  "and or of the a an in on to as from for by at de du des la le les et en au aux a l d un une mit und in aus vom von der die das".split(
    " ",
  ),
);

const typoWords = (e: Expansion) => e.words.filter((w) => w.kind === "fuzzy").map((w) => w.word);

/** The strings a search text must contain one of for this query word (search texts start and end with a space). */
export const formsOf = (e: Expansion): string[] => [e.token.length >= 4 ? e.token : ` ${e.token}`, ...typoWords(e).map((w) => ` ${w}`)];

/**
 * The test a food's search text must pass: every query word must match, anywhere from 4 letters on
 * (compounds), else at a word start, or a typo correction of it at a word start. Prepared once per query
 * (it runs on every candidate, and on every shipped food in the exhaustive path).
 */
export function matcherOf(q: RankQuery): (text: string) => boolean {
  const words = q.expansions.map(formsOf);
  return (text) => {
    for (const forms of words) {
      let found = false;
      for (const f of forms) if (text.includes(f)) found = true;
      if (!found) return false;
    }
    return true;
  };
}

/** Every query word must match (see matcherOf). */
export const matchesAll = (text: string, q: RankQuery) => matcherOf(q)(text);

/**
 * pg_trgm's trigrams of a text (each word padded with two spaces in front and one behind), each as one
 * number (three UTF-16 code units), sorted and distinct: a few hundred bytes a name, compared by one merge.
 * A plain array of doubles (one backing store in V8's heap), not a Float64Array: a typed array per name carries
 * an ArrayBuffer object and, past 64 bytes, a backing store outside the heap (~300 bytes of headers for the
 * ~60,000 names held: decision 0020-pglite5).
 */
function trigrams(text: string): number[] {
  const out: number[] = [];
  for (const word of text.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++)
      out.push(padded.charCodeAt(i) * 4294967296 + padded.charCodeAt(i + 1) * 65536 + padded.charCodeAt(i + 2));
  }
  out.sort((x, y) => x - y);
  return out.filter((g, i) => i === 0 || g !== out[i - 1]);
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both. */
function similarity(a: readonly number[], b: readonly number[]): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared || 1);
}

/** A query word and what it is compared with, prepared once per query: its plurals, its typo corrections and theirs. */
interface QueryWord {
  token: string;
  plurals: [string, string];
  long: boolean;
  typos: string[];
  typoForms: Set<string>;
}

function queryWord(e: Expansion): QueryWord {
  const typos = typoWords(e);
  return {
    token: e.token,
    plurals: [`${e.token}s`, `${e.token}es`],
    long: e.token.length >= 4,
    typos,
    typoForms: new Set(typos.flatMap((t) => [t, `${t}s`, `${t}es`])),
  };
}

/**
 * How a name word answers a query word, in tenths (0-10): the word itself or its plural 10, a typo correction
 * of it 8, the word starts with it (a prefix being typed) 7, ends with it (a German compound's head:
 * 'vollkornbrot' is bread) 6, a typo correction starts it 5, contains it 3. Small integers, so a name's
 * matches fit one byte each.
 */
function wordMatch(word: string, q: QueryWord): number {
  if (word === q.token || word === q.plurals[0] || word === q.plurals[1]) return 10;
  if (q.typoForms.has(word)) return 8;
  if (word.startsWith(q.token)) return 7;
  if (q.long && word.endsWith(q.token)) return 6;
  for (const t of q.typos) if (word.startsWith(t)) return 5;
  if (q.long && word.includes(q.token)) return 3;
  return 0;
}

/** What a name word is, whatever the query: a describing word (BASIC), a preparation, a linking word, a number. */
const IS_BASIC = 1;
const IS_PREPARED = 2;
const IS_LINK = 4;
const IS_NUMBER = 8;

export interface NameShape {
  /** The words of the name, normalized, its comma (or bracket) separated parts one after the other. */
  words: string[];
  /** Where each part starts in `words`, and one past the last part. */
  partStart: number[];
  /** IS_BASIC | IS_PREPARED | IS_LINK | IS_NUMBER of each word (plain arrays: see trigrams). */
  kinds: number[];
  /** Each word's number among all name words (wordIdOf), valid while `epoch` is wordEpoch. */
  wordIds: number[];
  epoch: number;
  normalized: string;
  grams: number[];
  /**
   * What the name gives for the query being ranked (memo: `matchesFor` is that query): its match matrix (every
   * name word against every query word, in tenths), the best match of each name word, and how it
   * qualifies the query's last word (qualifierOf; NOT_YET until asked). Ranking is synchronous, so one
   * query at a time uses these; a buffer is reused by the next query when large enough.
   */
  matchesFor: PreparedQuery | null;
  m: Uint8Array;
  rowMax: Uint8Array;
  qualifier: string | undefined | typeof NOT_YET;
}

const NOT_YET = Symbol("not yet");
const EMPTY = new Uint8Array(0);

/**
 * Every distinct name word gets a number, so a query compares each distinct word with its words once
 * (names share most words: 'raw', 'cooked', 'chicken'), however many names have it. Bounded: past
 * MAX_WORDS the numbering starts again (a new epoch; names numbered before are compared word by word).
 */
const wordIds = new Map<string, number>();
/** One string per distinct name word, shared by all the names that have it (`split` makes a new one each time). */
const wordStrings = new Map<string, string>();
const MAX_WORDS = 500_000;
let wordEpoch = 0;

function wordIdOf(word: string): number {
  let id = wordIds.get(word);
  if (id === undefined) {
    if (wordIds.size >= MAX_WORDS) {
      wordIds.clear();
      wordStrings.clear();
      wordEpoch++;
    }
    id = wordIds.size;
    wordIds.set(word, id);
  }
  return id;
}

function sharedWord(word: string): string {
  const known = wordStrings.get(word);
  if (known !== undefined) return known;
  wordStrings.set(word, word);
  return word;
}

/** Per query (its generation): each word's matches against the query words, computed at its first sight. */
let generation = 0;
let seenIn = new Int32Array(0);
let wordMatches = new Uint8Array(0);
/** At most this many query words (queryTokens). */
const MAX_QUERY_WORDS = 8;

/** Names are few (about 60,000) and never change: each is taken apart once. */
const shapes = new Map<string, NameShape>();
const MAX_SHAPES = 200_000;

function shapeOf(name: string): NameShape {
  let shape = shapes.get(name);
  if (!shape) {
    const parts = name
      .split(/[,;()/]/)
      .map((p) => normalizeText(p).split(" ").filter(Boolean))
      .filter((p) => p.length > 0);
    const words = parts.flat().map(sharedWord);
    const partStart = [0];
    for (const part of parts) partStart.push(partStart.at(-1)! + part.length);
    const kinds = words.map(
      (w) =>
        (BASIC.has(w) ? IS_BASIC : 0) |
        (PREPARED.has(w) ? IS_PREPARED : 0) |
        (LINKS.has(w) ? IS_LINK : 0) |
        (/^\d+$/.test(w) ? IS_NUMBER : 0),
    );
    const normalized = words.join(" ");
    shape = {
      words,
      partStart,
      kinds,
      wordIds: words.map(wordIdOf),
      epoch: wordEpoch,
      normalized,
      grams: trigrams(normalized),
      matchesFor: null,
      m: EMPTY,
      rowMax: EMPTY,
      qualifier: NOT_YET,
    };
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(name, shape);
  }
  return shape;
}

const takeApart = (r: Rankable): Shapes => ({
  en: shapeOf(r.name_en),
  local: r.name_local ? shapeOf(r.name_local) : null,
  members: r.group_members && r.group_members.length >= 2 ? r.group_members.map((m) => shapeOf(m.nameEn)) : null,
});

/**
 * A food's names taken apart at its first ranking, then kept with its keys (from the cache of names taken apart,
 * which its group's other foods share): memory for the names searches have ranked, not for all ~60,000 names of
 * the public foods up front (decision 0020-pglite5). A custom food's keys are read on every search, so theirs
 * come from that cache each time.
 */
const shapesOf = (r: Rankable): Shapes => r.shapes ?? (r.shapes = takeApart(r));

/** What every candidate is compared with, computed once per query. */
interface PreparedQuery {
  q: RankQuery;
  grams: number[];
  words: QueryWord[];
  /** Tells this query's cached word matches (wordMatches) from an earlier query's. */
  generation: number;
}

const prepare = (q: RankQuery): PreparedQuery => ({
  q,
  grams: trigrams(q.normalized),
  words: q.expansions.map(queryWord),
  generation: ++generation,
});

/** wordMatch of every word of the name (rows) against every query word (columns), and each row's best: once per name and query. */
function matchesOf(shape: NameShape, p: PreparedQuery): Uint8Array {
  if (shape.matchesFor === p) return shape.m;
  const n = p.words.length;
  const rows = shape.words.length;
  if (shape.m.length < rows * n) shape.m = new Uint8Array(rows * n);
  if (shape.rowMax.length < rows) shape.rowMax = new Uint8Array(rows);
  const { m, rowMax, words, wordIds: ids } = shape;
  const shared = shape.epoch === wordEpoch && n <= MAX_QUERY_WORDS;
  if (shared && seenIn.length < wordIds.size) {
    // More words were numbered since: room for all of them.
    const size = wordIds.size * 2;
    const seen = new Int32Array(size);
    seen.set(seenIn);
    seenIn = seen;
    const grown = new Uint8Array(size * MAX_QUERY_WORDS);
    grown.set(wordMatches);
    wordMatches = grown;
  }
  for (let k = 0; k < rows; k++) {
    let best = 0;
    const id = ids[k]!;
    const known = shared && seenIn[id] === p.generation;
    for (let i = 0; i < n; i++) {
      const v = known ? wordMatches[id * MAX_QUERY_WORDS + i]! : wordMatch(words[k]!, p.words[i]!);
      if (shared && !known) wordMatches[id * MAX_QUERY_WORDS + i] = v;
      m[k * n + i] = v;
      if (v > best) best = v;
    }
    if (shared) seenIn[id] = p.generation;
    rowMax[k] = best;
  }
  shape.matchesFor = p;
  shape.qualifier = NOT_YET;
  return m;
}

interface NameFeatures {
  text: number;
  trigram: number;
  head: number;
  lead: number;
  extra: number;
  exact: number;
}

/** `members`: the shapes of the food's group members' names, whose qualifiers (qualifiersOf) are read only when a describing word needs them. */
function nameFeatures(shape: NameShape, p: PreparedQuery, members: NameShape[] | null): NameFeatures {
  let qualifiers: ReadonlySet<string> | undefined;
  const { words, partStart, kinds } = shape;
  const m = matchesOf(shape, p);
  // The word answers some query word: rowMax > 0 (at all), ≥ 6 (well enough to be described).
  const rowMax = shape.rowMax;
  const n = p.words.length;
  const parts = partStart.length - 1;
  let text = 0;
  let head = 0;
  for (let i = 0; i < n; i++) {
    let best = 0;
    for (let k = 0; k < words.length; k++) if (m[k * n + i]! > best) best = m[k * n + i]!;
    text += best / 10;
    // The word is its part's noun: only describing words (raw, cooked…) or other query words follow it.
    for (let part = 0; part < parts; part++) {
      // The word itself, a correction of it or a compound ending in it; not a longer word it begins ('creamsicle').
      let at = -1;
      for (let k = partStart[part]!; k < partStart[part + 1]!; k++) {
        const v = m[k * n + i]!;
        if (v === 10 || v === 8 || v === 6) {
          at = k;
          break;
        }
      }
      if (at === -1) continue;
      let describes = true;
      for (let k = at + 1; k < partStart[part + 1]! && describes; k++)
        describes = (kinds[k]! & (IS_BASIC | IS_PREPARED | IS_LINK)) !== 0 || rowMax[k]! >= 6;
      if (describes) {
        head++;
        break;
      }
    }
  }
  let extra = 0;
  for (let part = 0; part < parts; part++) {
    let firstAsked = -1;
    for (let k = partStart[part]!; k < partStart[part + 1]! && firstAsked === -1; k++) if (rowMax[k]! > 0) firstAsked = k;
    for (let k = partStart[part]!; k < partStart[part + 1]!; k++) {
      // A compound that only ends in the query word says another food in front of it ('cheesecake' is cheese cake,
      // 'Vollkornbrot' whole-grain bread): its front is a word the query did not ask for, as in 'Cheese cake'.
      if (rowMax[k] === 6) extra += 1;
      if ((kinds[k]! & (IS_LINK | IS_NUMBER)) !== 0 || rowMax[k]! > 0) continue;
      // A word before the asked-for noun makes another food of it ('wild rice', 'whole milk'), even a describing one.
      if (k < firstAsked) extra += 1;
      // A describing word counts as asked for ('Salmon, wild'), unless another table names the same food with it in front ('Rice, wild' is 'Wild rice').
      else if ((kinds[k]! & IS_BASIC) === 0 || (qualifiers ??= qualifiersOf(members, p)).has(words[k]!))
        extra += (kinds[k]! & IS_PREPARED) !== 0 ? 0.75 : 1;
    }
  }
  return {
    text: text / n,
    trigram: similarity(p.grams, shape.grams),
    head: head / n,
    // The name starts with the query's first word (or its typo, or the word being typed), not a compound ending in it.
    lead: words.length > 0 && m[0]! >= 7 ? 1 : 0,
    extra: 1 / (1 + extra),
    exact: shape.normalized === p.q.normalized ? 1 : 0,
  };
}

/** 0-1: logged foods rank higher, the more often and the more recently logged the more; the user's own foods too. */
function historyOf(r: Rankable): number {
  // The user's own food: as much as a food logged now and then, more once logged.
  if (r.user_id !== null && !r.is_recent) return 0.5;
  if (!r.is_recent) return 0;
  const often = Math.min(1, Math.log2(1 + (r.uses ?? 1)) / 3);
  const recently = r.days_since_use == null ? 0.5 : 1 / (1 + r.days_since_use / 14);
  return 0.4 + 0.3 * often + 0.3 * recently;
}

/**
 * How a name qualifies the query's last word: the nearest word before it in its part that is not a query
 * word or a linking word ('french' in 'Potato, french fries'; 'wild' in 'Wild rice': a word in front
 * makes another food, even a describing one), '' when nothing does
 * ('Cheese, cheddar'), undefined when the word is not in the name.
 */
function qualifierOf(shape: NameShape, p: PreparedQuery): string | undefined {
  const m = matchesOf(shape, p);
  if (shape.qualifier !== NOT_YET) return shape.qualifier;
  return (shape.qualifier = qualifierNow(shape, m, p.words.length));
}

function qualifierNow(shape: NameShape, m: Uint8Array, n: number): string | undefined {
  const last = n - 1;
  if (last < 0) return undefined;
  const { partStart, kinds, words, rowMax } = shape;
  for (let part = 0; part + 1 < partStart.length; part++) {
    let at = -1;
    for (let k = partStart[part]!; k < partStart[part + 1]! && at === -1; k++) if (m[k * n + last]! >= 6) at = k;
    if (at === -1) continue;
    for (let k = at - 1; k >= partStart[part]!; k--) {
      if ((kinds[k]! & IS_LINK) !== 0) continue;
      // Another query word.
      if (rowMax[k]! > 0) continue;
      return words[k]!;
    }
    return "";
  }
  return undefined;
}

/** 0-1 per candidate: the share of candidates saying the query's food the way it does, relative to the most usual way. */
function usualness(candidates: Rankable[], p: PreparedQuery): Map<number, number> {
  const keys = candidates.map((r) => qualifierOf(shapesOf(r).en, p));
  const counts = new Map<string, number>();
  for (const k of keys) if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  const out = new Map<number, number>();
  // Too few names to say what is usual.
  if (most < 3) return out;
  candidates.forEach((r, i) => {
    const k = keys[i];
    out.set(r.id, k === undefined ? 0 : (counts.get(k) ?? 0) / most);
  });
  return out;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The words the food's names in all its tables put in front of the query's noun ('wild' when one table
 * says 'Wild rice, raw' and another 'Rice, wild, raw'): the tables agree it is another food, not the noun described.
 */
function qualifiersOf(members: NameShape[] | null, p: PreparedQuery): ReadonlySet<string> {
  if (!members) return NONE;
  let out: Set<string> | undefined;
  for (const m of members) {
    const q = qualifierOf(m, p);
    if (q) (out ??= new Set()).add(q);
  }
  return out ?? NONE;
}

function score(r: Rankable, p: PreparedQuery, w: typeof WEIGHTS, usual = 0): number {
  const names = shapesOf(r);
  let best = nameScore(names.en, r, p, w, names.members);
  if (names.local) best = Math.max(best, nameScore(names.local, r, p, w, names.members));
  return best + w.usual * usual + w.history * historyOf(r);
}

/** The score of one of the food's names (a food answers to its best name). */
function nameScore(shape: NameShape, r: Rankable, p: PreparedQuery, w: typeof WEIGHTS, members: NameShape[] | null): number {
  const f = nameFeatures(shape, p, members);
  // How everyday the food is says little when the words typed only qualify it: 'Chicken egg' is an
  // everyday egg, not an everyday answer to 'chicken'. The prior counts half then.
  const prior = (w.prior * r.commonness * (0.5 + 0.5 * f.head)) / 100;
  return w.text * f.text + w.trigram * f.trigram + w.head * f.head + w.lead * f.lead + w.extra * f.extra + w.exact * f.exact + prior;
}

export const scoreOf = (r: Rankable, q: RankQuery, w: typeof WEIGHTS = WEIGHTS) => score(r, prepare(q), w);

/** The matching candidates, best first. */
export function rankFoods<T extends Rankable>(candidates: T[], q: RankQuery, w: typeof WEIGHTS = WEIGHTS): T[] {
  const p = prepare(q);
  const matches = matcherOf(q);
  const matching = candidates.filter((r) => matches(r.search_text));
  const usual = usualness(matching, p);
  return matching
    .map((r) => ({ r, score: score(r, p, w, usual.get(r.id) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id)
    .map((x) => x.r);
}

/** The score's parts of each matching candidate, best first (scripts/explain-search.ts: why a food ranks where it does). */
export function explainRanking(candidates: Rankable[], q: RankQuery, w: typeof WEIGHTS = WEIGHTS) {
  const p = prepare(q);
  const matches = matcherOf(q);
  const matching = candidates.filter((r) => matches(r.search_text));
  const usual = usualness(matching, p);
  return matching
    .map((r) => {
      const names = shapesOf(r);
      const en = nameFeatures(names.en, p, names.members);
      const local = names.local ? nameFeatures(names.local, p, names.members) : null;
      return { r, en, local, usual: usual.get(r.id) ?? 0, score: score(r, p, w, usual.get(r.id) ?? 0) };
    })
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id);
}
